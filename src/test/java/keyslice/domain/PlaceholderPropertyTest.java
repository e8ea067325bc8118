package keyslice.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import keyslice.domain.compile.Compilation;
import keyslice.domain.compile.QueryCompiler;
import keyslice.domain.expression.BuiltQuery;
import keyslice.domain.form.FormBuilder;
import keyslice.domain.form.QueryForm;
import keyslice.domain.key.KeyQuery;
import keyslice.domain.key.NamePolicy;
import keyslice.domain.key.ReservedWords;
import keyslice.testing.WireJson;
import org.junit.jupiter.api.Test;

/**
 * Seeded random forms: whatever the names, values and segments, a valid build uses every placeholder it
 * defines, defines every placeholder it uses, spells placeholders legally and is deterministic.
 */
class PlaceholderPropertyTest {

    private static final int CASES = 5_000;
    private static final Pattern PLACEHOLDER_TOKEN = Pattern.compile("[#:][^\\s,()]*");
    private static final Pattern LEGAL_PLACEHOLDER = Pattern.compile("[#:][A-Za-z0-9_]+");
    private static final Set<String> EXPRESSION_WORDS =
            Set.of("AND", "BETWEEN", "begins_with", "=", "<", "<=", ">", ">=");
    private static final String[] NAME_PIECES = {
        "PK",
        "SK",
        "path",
        "Name",
        "status",
        "data",
        "a.b",
        "a-b",
        "_x",
        "9lives",
        "Ünï",
        "名前",
        "😀",
        "sp ace",
        "id",
        "user_id",
        "#pk",
        ":sk",
        "x",
        "TIMESTAMP",
        "count"
    };
    private static final String[] OPS = {"eq", "lt", "le", "gt", "ge", "between", "begins_with"};
    private static final String[] TYPES = {"S", "S", "S", "N", "B"};

    @Test
    void placeholdersAreAlwaysConsistent() {
        long seed = Long.getLong("keyslice.seed", System.nanoTime());
        Random random = new Random(seed);
        int validCases = 0;
        for (int i = 0; i < CASES; i++) {
            QueryForm form = randomForm(random);
            try {
                Compilation first = QueryCompiler.compile(form);
                assertEquals(first, QueryCompiler.compile(form), "deterministic");
                if (first instanceof Compilation.Valid valid) {
                    validCases++;
                    check(valid.built());
                }
            } catch (AssertionError | RuntimeException e) {
                fail("seed " + seed + " (rerun with -Dkeyslice.seed=" + seed + "), case " + i + ": " + form, e);
            }
        }
        assertTrue(
                validCases > CASES / 4, "seed " + seed + ": too few valid cases (" + validCases + ") to mean anything");
    }

    private static void check(BuiltQuery built) {
        String expression = built.keyConditionExpression();
        Set<String> usedNames = new HashSet<>();
        Set<String> usedValues = new HashSet<>();
        Matcher tokens = PLACEHOLDER_TOKEN.matcher(expression);
        while (tokens.find()) {
            String token = tokens.group();
            assertTrue(LEGAL_PLACEHOLDER.matcher(token).matches(), "illegal placeholder " + token);
            (token.startsWith("#") ? usedNames : usedValues).add(token);
        }
        assertEquals(
                built.expressionAttributeNames().keySet(), usedNames, "names defined = names used in " + expression);
        assertEquals(
                built.expressionAttributeValues().keySet(),
                usedValues,
                "values defined = values used in " + expression);

        // Whatever stands bare must be a name DynamoDB takes bare.
        for (String word : expression.replaceAll("[(),]", " ").trim().split("\\s+")) {
            if (!word.startsWith("#") && !word.startsWith(":") && !EXPRESSION_WORDS.contains(word)) {
                assertFalse(ReservedWords.needsPlaceholder(word), "bare name " + word + " in " + expression);
                assertEquals(NamePolicy.MINIMAL, built.query().names());
            }
        }
        KeyQuery query = built.query();
        List<String> attributeNames =
                new ArrayList<>(built.expressionAttributeNames().values());
        if (query.names() == NamePolicy.ALWAYS) {
            List<String> expected = new ArrayList<>(List.of(query.partitionKey().name()));
            query.sortCondition().ifPresent(c -> expected.add(c.sortKey().name()));
            assertEquals(expected, attributeNames);
        }
        assertEquals(WireJson.request(built).get("KeyConditionExpression"), expression);
    }

    private static QueryForm randomForm(Random random) {
        FormBuilder form = QueryForm.builder()
                .pk(name(random))
                .pkType(pick(random, TYPES))
                .names(random.nextBoolean() ? "minimal" : "always");
        String pkType = form.build().pkType();
        form.pkValue(value(random, pkType));
        if (random.nextInt(5) > 0) {
            String skType = pick(random, TYPES);
            form.sk(name(random)).skType(skType).op(pick(random, OPS));
            if (skType.equals("S") && random.nextBoolean()) {
                String delim = pick(random, new String[] {"#", "/", "|", ":", "::"});
                form.delim(delim).trail(random.nextBoolean() ? "true" : "false");
                form.seg(segments(random)).toSeg(segments(random));
            } else {
                form.value(value(random, skType)).to(value(random, skType));
            }
        }
        return form.build();
    }

    private static List<String> segments(Random random) {
        List<String> segments = new ArrayList<>();
        int count = 1 + random.nextInt(4);
        for (int i = 0; i < count; i++) {
            segments.add(random.nextInt(8) == 0 ? "" : RandomText.string(random, 5));
        }
        return segments;
    }

    private static String name(Random random) {
        String name = pick(random, NAME_PIECES);
        return random.nextInt(3) == 0 ? name + pick(random, NAME_PIECES) : name;
    }

    private static String value(Random random, String type) {
        return switch (type) {
            case "N" ->
                (random.nextBoolean() ? "-" : "")
                        + random.nextInt(1000)
                        + (random.nextBoolean() ? "e" + (random.nextInt(20) - 10) : "");
            case "B" -> java.util.Base64.getEncoder().encodeToString(randomBytes(random));
            default -> RandomText.string(random, 8);
        };
    }

    private static byte[] randomBytes(Random random) {
        byte[] bytes = new byte[1 + random.nextInt(6)];
        random.nextBytes(bytes);
        return bytes;
    }

    private static String pick(Random random, String[] options) {
        return options[random.nextInt(options.length)];
    }
}
