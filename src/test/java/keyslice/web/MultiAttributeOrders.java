package keyslice.web;

import static keyslice.testing.Html.elementText;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import keyslice.domain.compile.Compilation;
import keyslice.domain.compile.QueryCompiler;
import keyslice.domain.expression.BuiltQuery;
import keyslice.domain.form.QueryForm;
import keyslice.web.state.Permalink;

/**
 * The Orders table of {@link MultiAttributePreviewTest}, whose index has a multi-attribute key, a Query on it that the
 * design comparison tests read too, and the check that the engine got the Query the builder page shows.
 */
final class MultiAttributeOrders {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** Orders keyed by id, with an index keyed by tenant and region, read by status, day and sequence number. */
    static final String ORDERS = """
            {"TableName":"Orders","TableStatus":"ACTIVE",
             "AttributeDefinitions":[{"AttributeName":"id","AttributeType":"S"},{"AttributeName":"tenant","AttributeType":"S"},
               {"AttributeName":"region","AttributeType":"S"},{"AttributeName":"status","AttributeType":"S"},
               {"AttributeName":"day","AttributeType":"S"},{"AttributeName":"seq","AttributeType":"N"}],
             "KeySchema":[{"AttributeName":"id","KeyType":"HASH"}],
             "GlobalSecondaryIndexes":[{"IndexName":"byTenant","Projection":{"ProjectionType":"ALL"},
               "KeySchema":[{"AttributeName":"tenant","KeyType":"HASH"},{"AttributeName":"region","KeyType":"HASH"},
                 {"AttributeName":"status","KeyType":"RANGE"},{"AttributeName":"day","KeyType":"RANGE"},
                 {"AttributeName":"seq","KeyType":"RANGE"}]}]}""";

    /** The index's first two sort attributes narrowed: status = OPEN, day in January. */
    static final QueryForm JANUARY = QueryForm.builder()
            .table("Orders")
            .index("byTenant")
            .pk("tenant")
            .pkValue("t1")
            .pk(2, "region")
            .pkValue(2, "eu")
            .sk("status")
            .op("eq")
            .value("OPEN")
            .sk(2, "day")
            .op(2, "between")
            .value(2, "2026-01-01")
            .to(2, "2026-01-31")
            .build();

    /** The engine got the IndexName and exactly the expression, names and values the builder page shows for {@code form}. */
    static void assertSentAsShown(PreviewApiFixtures.Http http, QueryForm form, JsonNode sent) {
        BuiltQuery built = ((Compilation.Valid) QueryCompiler.compile(form)).built();
        String page = http.get(Permalink.of(form)).body();
        assertEquals(
                elementText(page, "pre", "out-expression").strip(),
                sent.path("KeyConditionExpression").asText());
        assertEquals(
                built.keyConditionExpression(),
                sent.path("KeyConditionExpression").asText());
        assertEquals(form.index(), sent.path("IndexName").asText());
        assertEquals(form.table(), sent.path("TableName").asText());
        assertEquals(
                JSON.convertValue(built.expressionAttributeNames(), JsonNode.class),
                sent.path("ExpressionAttributeNames"));
        Map<String, Map<String, String>> values = new LinkedHashMap<>();
        built.expressionAttributeValues()
                .forEach((placeholder, value) ->
                        values.put(placeholder, Map.of(value.type().name(), value.wireText())));
        assertEquals(JSON.convertValue(values, JsonNode.class), sent.path("ExpressionAttributeValues"));
        assertEquals(
                tree(elementText(page, "pre", "out-names")),
                sent.path("ExpressionAttributeNames"),
                "as the page shows them");
        assertEquals(
                tree(elementText(page, "pre", "out-values")),
                sent.path("ExpressionAttributeValues"),
                "as the page shows them");
    }

    private static JsonNode tree(String json) {
        try {
            return JSON.readTree(json);
        } catch (java.io.IOException e) {
            throw new AssertionError("not JSON: " + json, e);
        }
    }

    static List<JsonNode> list(JsonNode array) {
        List<JsonNode> out = new java.util.ArrayList<>();
        array.forEach(out::add);
        return out;
    }

    private MultiAttributeOrders() {}
}
