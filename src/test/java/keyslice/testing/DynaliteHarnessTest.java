package keyslice.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** Checks the dynalite harness itself, with raw JSON API calls only. */
@ExtendWith(DynaliteExtension.class)
@Tag("engine")
class DynaliteHarnessTest {

    private static Dynalite shared;

    @BeforeAll
    static void engine(Dynalite dynalite) {
        shared = dynalite;
    }

    private static String table(String name, String skType) {
        return """
                {"TableName": "%s",
                 "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"},
                                          {"AttributeName": "SK", "AttributeType": "%s"}],
                 "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"},
                               {"AttributeName": "SK", "KeyType": "RANGE"}],
                 "BillingMode": "PAY_PER_REQUEST"}
                """.formatted(name, skType);
    }

    private static void put(Dynalite d, String table, String pk, String sk, String data) {
        d.call("PutItem", """
                {"TableName": "%s", "Item": {"PK": {"S": "%s"}, "SK": {"S": "%s"}, "data": {"S": "%s"}}}
                """.formatted(table, pk, sk, data)).assertOk();
    }

    @Test
    void sameSharedEngineForEveryParameter(Dynalite dynalite) {
        assertSame(shared, dynalite);
        assertTrue(dynalite.isRunning());
        assertEquals("http://127.0.0.1:" + dynalite.port(), dynalite.endpoint().toString());
    }

    @Test
    void queryWithBeginsWithReturnsMatchingItemsInSortKeyOrder(Dynalite dynalite) {
        String t = Dynalite.uniqueTableName("harness");
        dynalite.createTable(table(t, "S"));
        put(dynalite, t, "USER#1", "ORDER#2026-02", "second");
        put(dynalite, t, "USER#1", "ORDER#2026-01", "first");
        put(dynalite, t, "USER#1", "PROFILE", "not an order");
        put(dynalite, t, "USER#2", "ORDER#2026-01", "other user");

        Answer r = dynalite.call("Query", """
                {"TableName": "%s",
                 "KeyConditionExpression": "#pk = :pk AND begins_with(#sk, :p)",
                 "ExpressionAttributeNames": {"#pk": "PK", "#sk": "SK"},
                 "ExpressionAttributeValues": {":pk": {"S": "USER#1"}, ":p": {"S": "ORDER#"}}}
                """.formatted(t));

        assertEquals(200, r.status(), r.body());
        JsonNode json = r.json();
        assertEquals(2, json.path("Count").asInt(), r.body());
        List<String> sks = new ArrayList<>();
        List<String> data = new ArrayList<>();
        for (JsonNode item : json.path("Items")) {
            sks.add(item.path("SK").path("S").asText());
            data.add(item.path("data").path("S").asText());
        }
        assertEquals(List.of("ORDER#2026-01", "ORDER#2026-02"), sks);
        assertEquals(List.of("first", "second"), data);
    }

    @Test
    void beginsWithOnNumberSortKeyIsRejected(Dynalite dynalite) {
        String t = Dynalite.uniqueTableName("harness-n");
        dynalite.createTable(table(t, "N"));

        Answer r = dynalite.call("Query", """
                {"TableName": "%s",
                 "KeyConditionExpression": "#pk = :pk AND begins_with(#sk, :p)",
                 "ExpressionAttributeNames": {"#pk": "PK", "#sk": "SK"},
                 "ExpressionAttributeValues": {":pk": {"S": "a"}, ":p": {"N": "1"}}}
                """.formatted(t));

        assertEquals(400, r.status(), r.body());
        assertEquals("ValidationException", r.errorType());
        assertTrue(
                r.message()
                        .startsWith("Invalid KeyConditionExpression: Incorrect operand type for operator or"
                                + " function; operator or function: begins_with, operand type: N"),
                r.message());
    }

    @Test
    void privateEngineCanBeStoppedAndRestarted() {
        try (Dynalite own = Dynalite.start()) {
            assertNotEquals(shared.port(), own.port());
            own.createTable(table("gone-after-restart", "S"));
            own.stop();
            assertFalse(own.isRunning());
            assertThrows(IllegalStateException.class, () -> own.call("ListTables", "{}"));

            own.restart();
            assertTrue(own.isRunning());
            Answer tables = own.call("ListTables", "{}").assertOk();
            assertEquals(0, tables.json().path("TableNames").size(), tables.body());
        }
        assertTrue(shared.isRunning(), "stopping a private engine leaves the shared one alone");
    }
}
