package keyslice.domain.filter;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.function.Predicate;
import keyslice.domain.form.QueryForm;
import org.junit.jupiter.api.Test;

/**
 * Seeded random items, key conditions, filters, Limits and directions: what the item slice reads and returns equals a
 * brute-force filter-then-sort of the items, with the order and the filters' meanings written here from DynamoDB's
 * rules, not from KeyOrder or FilterEvaluator.
 */
class ItemSlicePropertyTest {

    private static final int CASES = 2_000;
    private static final String[] TEXTS = {"a", "ab", "b", "A", "é", "😀", "\uFF5E", "a#1", "a#10", "a#2"};
    private static final String[] NUMBERS = {"-1", "-0.5", "0", "2", "10", "10.5", "100"};

    /** A filter with its meaning on one item: {@code n} a number (or absent), {@code s} a string (or absent). */
    private record Filter(String text, Predicate<Sample> keeps) {}

    private static final List<Filter> FILTERS = List.of(
            new Filter("n > 4", item -> item.n != null && item.n > 4),
            new Filter("s = \"x\" OR n < 2", item -> "x".equals(item.s) || item.n != null && item.n < 2),
            new Filter("attribute_exists(s)", item -> item.s != null),
            new Filter("NOT contains(s, \"y\")", item -> item.s == null || !item.s.contains("y")),
            new Filter(
                    "n BETWEEN 2 AND 6 AND attribute_not_exists(s)",
                    item -> item.n != null && item.n >= 2 && item.n <= 6 && item.s == null));

    /** One random item: its line, partition, sort key text (null when missing), and the filtered attributes. */
    private record Sample(int line, String pk, String sk, Integer n, String s) {}

    @Test
    void theReadAndReturnedItemsAreTheItemsFilteredThenSorted() {
        long seed = Long.getLong("keyslice.seed", System.nanoTime());
        Random random = new Random(seed);
        for (int c = 0; c < CASES; c++) {
            boolean number = random.nextBoolean();
            String[] pool = number ? NUMBERS : TEXTS;
            String op = number
                    ? pick(random, "eq", "lt", "le", "gt", "ge", "between")
                    : pick(random, "eq", "lt", "le", "gt", "ge", "between", "begins_with");
            String low = pick(random, pool);
            String high = pick(random, pool);
            if (op.equals("between") && compare(number, low, high) > 0) {
                String swap = low;
                low = high;
                high = swap;
            }
            boolean index = random.nextBoolean();
            boolean descending = random.nextBoolean();
            int limit = random.nextInt(4) == 0 ? 0 : 1 + random.nextInt(5);
            Filter filter = FILTERS.get(random.nextInt(FILTERS.size()));
            List<Sample> samples = new ArrayList<>();
            List<String> lines = new ArrayList<>();
            for (int i = 0, count = 1 + random.nextInt(12); i < count; i++) {
                Sample sample = new Sample(
                        i + 1,
                        random.nextInt(4) == 0 ? "other" : "p",
                        random.nextInt(10) == 0 ? null : pick(random, pool),
                        random.nextInt(4) == 0 ? null : random.nextInt(9),
                        random.nextInt(3) == 0 ? null : pick(random, "x", "y", "xy"));
                samples.add(sample);
                lines.add(json(sample, number));
            }
            QueryForm form = QueryForm.builder()
                    .pk("PK")
                    .pkValue("p")
                    .sk("SK")
                    .skType(number ? "N" : "S")
                    .op(op)
                    .value(low)
                    .to(high)
                    .index(index ? "ByKey" : "")
                    .order(descending ? "desc" : "asc")
                    .limit(limit == 0 ? "" : String.valueOf(limit))
                    .filter(filter.text())
                    .items(String.join("\n", lines))
                    .build();
            String context = "seed " + seed + ", case " + c + ": " + form;
            ItemSlice slice = ItemSliceTest.slice(form);

            // Brute force: the partition's items with a sort key (a table keeps the first of each key), sorted stably.
            Set<String> seen = new HashSet<>();
            List<Sample> partition = new ArrayList<>();
            for (Sample sample : samples) {
                if (sample.pk.equals("p") && sample.sk != null && (index || seen.add(canonical(number, sample.sk)))) {
                    partition.add(sample);
                }
            }
            partition.sort((a, b) -> compare(number, a.sk, b.sk));
            if (descending) {
                Collections.reverse(partition);
            }
            final String lower = low;
            final String upper = high;
            List<Sample> matching = partition.stream()
                    .filter(sample -> matches(number, op, lower, upper, sample.sk))
                    .toList();
            List<Sample> read = matching.subList(0, limit == 0 ? matching.size() : Math.min(limit, matching.size()));
            List<Sample> returned = read.stream().filter(filter.keeps()).toList();

            assertEquals(
                    lines(partition),
                    slice.entries().subList(0, partition.size()).stream()
                            .map(ItemSlice.Entry::line)
                            .toList(),
                    context);
            assertEquals(
                    lines(read),
                    slice.entries().stream()
                            .filter(ItemSlice.Entry::read)
                            .map(ItemSlice.Entry::line)
                            .toList(),
                    context);
            assertEquals(
                    lines(returned),
                    slice.returned().stream().map(ItemSlice.Entry::line).toList(),
                    context);
            assertEquals(matching.size(), slice.total().itemsRead(), context);
            assertEquals(
                    (int) matching.stream().filter(filter.keeps()).count(),
                    slice.total().itemsReturned(),
                    context);
            assertEquals(
                    matching.isEmpty() ? 0 : limit == 0 ? 1 : (matching.size() + limit - 1) / limit,
                    slice.pages().size(),
                    context);
            assertEquals(samples.size(), slice.entries().size(), context);
            for (ItemSlice.Entry entry : slice.entries()) {
                assertEquals(!entry.read(), entry.why().isPresent(), context + ": line " + entry.line());
                assertEquals(
                        entry.inKeyCondition() && !filter.keeps().test(samples.get(entry.line() - 1)),
                        entry.failed().isPresent(),
                        context + ": line " + entry.line());
            }
        }
    }

    private static List<Integer> lines(List<Sample> samples) {
        return samples.stream().map(Sample::line).toList();
    }

    private static String json(Sample sample, boolean number) {
        StringBuilder json = new StringBuilder("{\"PK\":{\"S\":\"" + sample.pk + "\"}");
        if (sample.sk != null) {
            json.append(",\"SK\":{\"")
                    .append(number ? "N" : "S")
                    .append("\":\"")
                    .append(sample.sk)
                    .append("\"}");
        }
        if (sample.n != null) {
            json.append(",\"n\":{\"N\":\"").append(sample.n).append("\"}");
        }
        if (sample.s != null) {
            json.append(",\"s\":{\"S\":\"").append(sample.s).append("\"}");
        }
        return json.append('}').toString();
    }

    /** S by unsigned UTF-8 bytes, N numerically. */
    private static int compare(boolean number, String a, String b) {
        if (number) {
            return new BigDecimal(a).compareTo(new BigDecimal(b));
        }
        return Arrays.compareUnsigned(a.getBytes(StandardCharsets.UTF_8), b.getBytes(StandardCharsets.UTF_8));
    }

    private static String canonical(boolean number, String key) {
        return number ? new BigDecimal(key).stripTrailingZeros().toPlainString() : key;
    }

    private static boolean matches(boolean number, String op, String low, String high, String key) {
        int side = compare(number, key, low);
        return switch (op) {
            case "eq" -> side == 0;
            case "lt" -> side < 0;
            case "le" -> side <= 0;
            case "gt" -> side > 0;
            case "ge" -> side >= 0;
            case "between" -> side >= 0 && compare(number, key, high) <= 0;
            case "begins_with" -> key.startsWith(low);
            default -> throw new IllegalArgumentException(op);
        };
    }

    @SafeVarargs
    private static <T> T pick(Random random, T... choices) {
        return choices[random.nextInt(choices.length)];
    }
}
