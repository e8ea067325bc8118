package keyslice.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.function.Predicate;
import keyslice.domain.compile.Compilation;
import keyslice.domain.compile.QueryCompiler;
import keyslice.domain.form.FormBuilder;
import keyslice.domain.form.QueryForm;
import keyslice.domain.sample.TupleSlice;
import org.junit.jupiter.api.Test;

/**
 * Seeded random multi-attribute sort keys over S, N and B: the slice equals a brute-force filter-then-sort of the
 * samples, with an order written here from DynamoDB's rules (UTF-8 bytes, numbers, unsigned bytes), not from KeyOrder.
 */
class TupleSlicePropertyTest {

    private static final int CASES = 3_000;
    private static final String[] TYPES = {"S", "N", "B"};
    private static final String[][] POOLS = {
        {"a", "ab", "b", "A", "a\"b", "a\\b", "é", "😀", "\uFF5E"},
        {"-1", "-0.5", "0", "2", "10", "10.5", "100", "1e2"},
        {"AA==", "AAE=", "AQ==", "fw==", "gA==", "gAE=", "/w=="}
    };
    private static final String[] OPS = {"eq", "lt", "le", "gt", "ge", "between", "begins_with"};

    /** One random case: the form, and the lines as values (null where an attribute is missing). */
    private record Case(
            QueryForm form,
            List<String> types,
            List<List<String>> lines,
            List<String[]> conditions,
            boolean descending,
            int limit) {}

    @Test
    void theSliceIsTheSamplesFilteredThenSorted() {
        long seed = Long.getLong("keyslice.seed", System.nanoTime());
        Random random = new Random(seed);
        for (int i = 0; i < CASES; i++) {
            Case c = randomCase(random);
            String context = "seed " + seed + ", case " + i + ": " + c.form();
            if (c.lines().isEmpty()) {
                assertEquals(
                        Optional.empty(), ((Compilation.Valid) QueryCompiler.compile(c.form())).tupleSlice(), context);
                continue;
            }
            TupleSlice slice = TupleSliceTest.slice(c.form());

            List<List<String>> complete = c.lines().stream()
                    .filter(line -> line.size() == c.types().size() && !line.contains(null))
                    .toList();
            List<List<String>> sorted = new ArrayList<>(complete);
            sorted.sort(tupleOrder(c.types()));
            if (c.descending()) {
                java.util.Collections.reverse(sorted);
            }
            List<List<String>> matches = sorted.stream()
                    .filter(line -> matches(c, line))
                    .limit(c.limit())
                    .toList();

            assertEquals(canonical(c.types(), sorted), TupleSliceTest.texts(slice.keys()), context);
            assertEquals(canonical(c.types(), matches), TupleSliceTest.texts(slice.matches()), context);
            assertEquals(c.lines().size() - complete.size(), slice.sparse().size(), context);
        }
    }

    private static Case randomCase(Random random) {
        int attributes = 2 + random.nextInt(3);
        List<String> types = new ArrayList<>();
        List<String[]> conditions = new ArrayList<>();
        FormBuilder form = QueryForm.builder().index("byGame").pk("p").pkValue("x");
        for (int a = 0; a < attributes; a++) {
            String type = TYPES[random.nextInt(TYPES.length)];
            types.add(type);
            String op = a < attributes - 1 ? "eq" : randomOp(random, type);
            String value = pick(random, type);
            String to = op.equals("between") ? pick(random, type) : "";
            if (op.equals("between") && compare(type, value, to) > 0) {
                String swap = value;
                value = to;
                to = swap;
            }
            conditions.add(new String[] {op, value, to});
            if (a == 0) {
                form.sk("s1").skType(type).op(op).value(value).to(to);
            } else {
                form.sk(a + 1, "s" + (a + 1))
                        .skType(a + 1, type)
                        .op(a + 1, op)
                        .value(a + 1, value)
                        .to(a + 1, to);
            }
        }
        List<List<String>> lines = new ArrayList<>();
        StringBuilder samples = new StringBuilder();
        int count = random.nextInt(40);
        for (int l = 0; l < count; l++) {
            // Few distinct values, so that ties on the first attributes are common and the later ones decide.
            int length = random.nextInt(20) == 0 ? random.nextInt(attributes) : attributes;
            List<String> line = new ArrayList<>();
            List<String> json = new ArrayList<>();
            for (int a = 0; a < length; a++) {
                String value = random.nextInt(15) == 0 ? null : pick(random, types.get(a));
                line.add(value);
                json.add(
                        value == null
                                ? "null"
                                : types.get(a).equals("N") && random.nextBoolean() ? value : quoted(value));
            }
            lines.add(line);
            samples.append('[').append(String.join(", ", json)).append("]\n");
        }
        boolean descending = random.nextBoolean();
        int limit = random.nextInt(3) == 0 ? 1 + random.nextInt(5) : Integer.MAX_VALUE;
        form.samples(samples.toString())
                .order(descending ? "desc" : "asc")
                .limit(limit == Integer.MAX_VALUE ? "" : String.valueOf(limit));
        return new Case(form.build(), types, lines, conditions, descending, limit);
    }

    private static String randomOp(Random random, String type) {
        String op = OPS[random.nextInt(OPS.length)];
        return op.equals("begins_with") && type.equals("N") ? "ge" : op;
    }

    private static String pick(Random random, String type) {
        String[] pool = POOLS[Arrays.asList(TYPES).indexOf(type)];
        return pool[random.nextInt(pool.length)];
    }

    private static String quoted(String text) {
        return "\"" + text.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }

    private static boolean matches(Case c, List<String> line) {
        for (int a = 0; a < c.conditions().size(); a++) {
            String[] condition = c.conditions().get(a);
            String type = c.types().get(a);
            int side = compare(type, line.get(a), condition[1]);
            Predicate<String> test = switch (condition[0]) {
                case "eq" -> v -> side == 0;
                case "lt" -> v -> side < 0;
                case "le" -> v -> side <= 0;
                case "gt" -> v -> side > 0;
                case "ge" -> v -> side >= 0;
                case "between" -> v -> side >= 0 && compare(type, v, condition[2]) <= 0;
                case "begins_with" -> v -> startsWith(type, v, condition[1]);
                default -> throw new IllegalStateException(condition[0]);
            };
            if (!test.test(line.get(a))) {
                return false;
            }
        }
        return true;
    }

    private static Comparator<List<String>> tupleOrder(List<String> types) {
        return (x, y) -> {
            for (int a = 0; a < types.size(); a++) {
                int side = compare(types.get(a), x.get(a), y.get(a));
                if (side != 0) {
                    return side;
                }
            }
            return 0;
        };
    }

    private static int compare(String type, String x, String y) {
        return switch (type) {
            case "S" -> Arrays.compareUnsigned(x.getBytes(StandardCharsets.UTF_8), y.getBytes(StandardCharsets.UTF_8));
            case "N" -> new BigDecimal(x).compareTo(new BigDecimal(y));
            default ->
                Arrays.compareUnsigned(
                        Base64.getDecoder().decode(x), Base64.getDecoder().decode(y));
        };
    }

    private static boolean startsWith(String type, String value, String prefix) {
        if (type.equals("S")) {
            return value.startsWith(prefix);
        }
        byte[] bytes = Base64.getDecoder().decode(value);
        byte[] start = Base64.getDecoder().decode(prefix);
        return bytes.length >= start.length && Arrays.equals(bytes, 0, start.length, start, 0, start.length);
    }

    /** The lines as the slice shows them: numbers in canonical form. */
    private static List<String> canonical(List<String> types, List<List<String>> lines) {
        return lines.stream()
                .map(line -> {
                    List<String> texts = new ArrayList<>();
                    for (int a = 0; a < types.size(); a++) {
                        texts.add(
                                types.get(a).equals("N")
                                        ? new BigDecimal(line.get(a))
                                                .stripTrailingZeros()
                                                .toPlainString()
                                        : line.get(a));
                    }
                    return texts.toString();
                })
                .toList();
    }
}
