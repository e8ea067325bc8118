package keyslice.explain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import keyslice.testing.Dynalite;
import keyslice.testing.DynaliteExtension;
import keyslice.testing.JsonApi;

/**
 * Every request {@link ExplainerTest#problems()} says DynamoDB refuses is refused by a real engine too (dynalite, over
 * HTTP, on a table whose key is PK and SK), and the one keyslice reads cleanly is accepted.
 */
@ExtendWith(DynaliteExtension.class)
@Tag("engine")
class ExplainConformanceTest {

    private static Dynalite engine;
    private static String table;

    @BeforeAll
    static void createTable(Dynalite dynalite) {
        engine = dynalite;
        table = Dynalite.uniqueTableName("Explain");
        dynalite.createTable("""
                {"TableName": "%s",
                 "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"}, {"AttributeName": "SK", "AttributeType": "S"}],
                 "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}, {"AttributeName": "SK", "KeyType": "RANGE"}],
                 "BillingMode": "PAY_PER_REQUEST"}
                """.formatted(table));
        dynalite.awaitTableActive(table);
    }

    static Stream<Arguments> refused() {
        return ExplainerTest.problems();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource
    void refused(String what, String request, List<String> messages) throws Exception {
        assertFalse(messages.isEmpty());
        JsonApi.Response answer = engine.call("Query", "{\"TableName\": \"" + table + "\", " + request.substring(1));
        assertEquals(400, answer.status(), () -> "keyslice says DynamoDB refuses it (" + messages + "); dynalite answered " + answer.body());
        assertEquals("ValidationException", answer.errorType(), answer.body());
    }

    @Test
    void whatKeysliceReadsCleanlyTheEngineAccepts() throws Exception {
        String request = "{\"TableName\": \"" + table + "\", \"KeyConditionExpression\": \"PK = :p AND begins_with(SK, :s)\", "
                + "\"FilterExpression\": \"#n > :n\", \"ExpressionAttributeNames\": {\"#n\": \"size\"}, "
                + "\"ExpressionAttributeValues\": {\":p\": {\"S\": \"a\"}, \":s\": {\"S\": \"b\"}, \":n\": {\"N\": \"1\"}}}";
        assertEquals(List.of(), Explainer.explain(request).problems());
        engine.call("Query", request).assertOk();
    }
}
