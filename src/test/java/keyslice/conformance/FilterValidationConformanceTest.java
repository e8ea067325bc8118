package keyslice.conformance;

import static keyslice.conformance.FilterRejectionRules.names;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import keyslice.domain.filter.FilterCompiler;
import keyslice.domain.filter.ItemValue;
import keyslice.domain.key.KeyValue;
import keyslice.testing.Answer;
import keyslice.testing.Dynalite;
import keyslice.testing.DynaliteExtension;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Each rule by which {@link FilterCompiler} rejects a filter, next to the engine's answer to the same request written
 * with placeholders by hand: keyslice's message, dynalite's message, and whether they are the same, differ, or dynalite
 * accepts the request (it does not check that rule). docs/filter-conformance.md lists these rows; a change on either
 * side fails here until the row and the document are updated.
 */
@ExtendWith(DynaliteExtension.class)
@Tag("engine")
class FilterValidationConformanceTest {

    private static final Set<String> KEYS = Set.of("PK", "SK");
    private static final String KEY_CONDITION = "#k1 = :k1";
    private static Dynalite engine;
    private static String table;

    enum Agreement {
        SAME,
        DIFFERENT,
        ENGINE_ACCEPTS
    }

    /**
     * One rule. {@code filter} is the user's text; {@code keyPlaceholder} the key condition's name placeholder given to
     * the compiler (the placeholder rule needs a long one); {@code expression}, {@code names} and {@code values} the
     * request sent to the engine; then both messages as they are today and how they compare.
     */
    record Rule(
            String rule,
            String filter,
            String keyPlaceholder,
            String expression,
            Map<String, String> names,
            Map<String, ItemValue> values,
            String keyslice,
            String dynalite,
            Agreement agreement) {
        @Override
        public String toString() {
            return rule;
        }
    }

    @BeforeAll
    static void createTable(Dynalite dynalite) {
        engine = dynalite;
        table = Dynalite.uniqueTableName("FilterRules");
        dynalite.createTable("""
                {"TableName": "%s",
                 "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"},
                                          {"AttributeName": "SK", "AttributeType": "N"}],
                 "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}, {"AttributeName": "SK", "KeyType": "RANGE"}],
                 "BillingMode": "PAY_PER_REQUEST"}
                """.formatted(table));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("keyslice.conformance.FilterRejectionRules#rules")
    void keysliceAndTheEngineRejectAsRecorded(Rule rule) {
        Map<String, String> keyNames = names(rule.keyPlaceholder(), "PK");
        Map<String, KeyValue> keyValues = Map.of(":k1", new KeyValue.StringValue("p"));
        FilterCompiler.Outcome compilation = FilterCompiler.compile(rule.filter(), "", KEYS, keyNames, keyValues);
        String keyslice = assertInstanceOf(FilterCompiler.Rejected.class, compilation, rule.filter())
                .problems()
                .get(0)
                .message();

        Map<String, Object> request = new LinkedHashMap<>();
        request.put("TableName", table);
        request.put("KeyConditionExpression", KEY_CONDITION.replace("#k1", rule.keyPlaceholder()));
        request.put("FilterExpression", rule.expression());
        Map<String, String> names = new LinkedHashMap<>(keyNames);
        names.putAll(rule.names());
        request.put("ExpressionAttributeNames", names);
        Map<String, Object> values = new LinkedHashMap<>();
        values.put(":k1", Map.of("S", "p"));
        rule.values().forEach((placeholder, value) -> values.put(placeholder, wire(value)));
        request.put("ExpressionAttributeValues", values);
        Answer response = engine.call("Query", request);
        String dynalite = response.ok() ? null : response.message();

        assertEquals(rule.keyslice(), keyslice, "keyslice's message");
        assertEquals(rule.dynalite(), dynalite, "dynalite's message (null: it accepts the request)");
        switch (rule.agreement()) {
            case SAME -> assertEquals(keyslice, dynalite);
            case DIFFERENT -> assertNotEquals(keyslice, dynalite);
            case ENGINE_ACCEPTS -> assertEquals(null, dynalite);
        }
        if (dynalite != null) {
            assertEquals("ValidationException", response.errorType());
        }
    }

    /** The projection's two path rules: keyslice's message, which dynalite gives word for word. */
    @ParameterizedTest(name = "{0}")
    @org.junit.jupiter.params.provider.CsvSource(
            delimiter = '|',
            value = {
                "a, a.b|#a, #a.#b|Invalid ProjectionExpression: Two document paths overlap with each other; must remove or rewrite "
                        + "one of these paths; path one: [a], path two: [a, b]",
                "a.b.c, a.b[0]|#a.#b.#c, #a.#b[0]|Invalid ProjectionExpression: Two document paths conflict with each other; "
                        + "must remove or rewrite one of these paths; path one: [a, b, c], path two: [a, b, [0]]",
            })
    void projectionPathsAreRefusedInTheEnginesWords(String projection, String expression, String message) {
        FilterCompiler.Outcome compilation = FilterCompiler.compile(
                "", projection, KEYS, names("#k1", "PK"), Map.of(":k1", new KeyValue.StringValue("p")));
        assertEquals(
                message,
                assertInstanceOf(FilterCompiler.Rejected.class, compilation)
                        .problems()
                        .get(0)
                        .message());
        Map<String, Object> request = new LinkedHashMap<>();
        request.put("TableName", table);
        request.put("KeyConditionExpression", KEY_CONDITION);
        request.put("ProjectionExpression", expression);
        request.put("ExpressionAttributeNames", names("#k1", "PK", "#a", "a", "#b", "b", "#c", "c"));
        request.put("ExpressionAttributeValues", Map.of(":k1", Map.of("S", "p")));
        Answer response = engine.call("Query", request);
        assertEquals("ValidationException", response.errorType(), response.body());
        assertEquals(message, response.message());
    }

    private static Map<String, String> wire(ItemValue value) {
        return value instanceof ItemValue.S s ? Map.of("S", s.text()) : Map.of("N", ((ItemValue.N) value).text());
    }
}
