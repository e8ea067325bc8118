package keyslice.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** The moto harness: the run's one server, and what it is used for, a multi-attribute index read with raw API calls. */
@ExtendWith(MotoExtension.class)
@Tag("engine")
class MotoHarnessTest {

    @Test
    void theRunSharesOneServerThatAnswersOnItsPort(Moto first, Moto second) {
        assertSame(first, second);
        assertTrue(first.isRunning());
        assertTrue(first.endpoint().toString().startsWith("http://127.0.0.1:"), first.toString());
        assertTrue(first.version().startsWith("moto 5."), first.version());
    }

    @Test
    void aMultiAttributeIndexReadsOneTupleRunInTheIndexsOrder(Moto moto) {
        String table = Dynalite.uniqueTableName("MotoHarness");
        moto.createTable("""
                {"TableName": "%s", "BillingMode": "PAY_PER_REQUEST",
                 "AttributeDefinitions": [{"AttributeName": "id", "AttributeType": "S"}, {"AttributeName": "t", "AttributeType": "S"},
                   {"AttributeName": "r", "AttributeType": "S"}, {"AttributeName": "round", "AttributeType": "N"},
                   {"AttributeName": "bracket", "AttributeType": "S"}],
                 "KeySchema": [{"AttributeName": "id", "KeyType": "HASH"}],
                 "GlobalSecondaryIndexes": [{"IndexName": "ByRegion", "Projection": {"ProjectionType": "ALL"},
                   "KeySchema": [{"AttributeName": "t", "KeyType": "HASH"}, {"AttributeName": "r", "KeyType": "HASH"},
                     {"AttributeName": "round", "KeyType": "RANGE"}, {"AttributeName": "bracket", "KeyType": "RANGE"}]}]}
                """.formatted(table));
        String[][] rows = {
            {"m1", "2", "upper#B"},
            {"m2", "10", "lower#A"},
            {"m3", "2", "lower#A"},
            {"m4", "2", "upper#A"},
            {"m5", "1", "upper#A"}
        };
        for (String[] row : rows) {
            moto.call("PutItem", """
                    {"TableName": "%s", "Item": {"id": {"S": "%s"}, "t": {"S": "W26"}, "r": {"S": "EU"},
                     "round": {"N": "%s"}, "bracket": {"S": "%s"}}}""".formatted(table, row[0], row[1], row[2])).assertOk();
        }
        moto.call("PutItem", """
                {"TableName": "%s", "Item": {"id": {"S": "sparse"}, "t": {"S": "W26"}, "r": {"S": "EU"}, "round": {"N": "2"}}}""".formatted(table)).assertOk();

        Answer r = moto.call("Query", """
                {"TableName": "%s", "IndexName": "ByRegion",
                 "KeyConditionExpression": "t = :t AND r = :r AND #round = :round AND begins_with(bracket, :b)",
                 "ExpressionAttributeNames": {"#round": "round"},
                 "ExpressionAttributeValues": {":t": {"S": "W26"}, ":r": {"S": "EU"}, ":round": {"N": "2"}, ":b": {"S": "upper#"}}}
                """.formatted(table)).assertOk();
        assertEquals(
                List.of("m4", "m1"),
                ids(r.json()),
                "round 2 of the upper bracket, by bracket; the sparse item is not indexed");

        Answer all = moto.call("Query", """
                {"TableName": "%s", "IndexName": "ByRegion", "KeyConditionExpression": "t = :t AND r = :r",
                 "ExpressionAttributeValues": {":t": {"S": "W26"}, ":r": {"S": "EU"}}, "ScanIndexForward": false}
                """.formatted(table)).assertOk();
        assertEquals(
                List.of("m2", "m1", "m4", "m3", "m5"),
                ids(all.json()),
                "by round as a number, then bracket, descending");

        Answer gap = moto.call("Query", """
                {"TableName": "%s", "IndexName": "ByRegion", "KeyConditionExpression": "t = :t AND r = :r AND bracket = :b",
                 "ExpressionAttributeValues": {":t": {"S": "W26"}, ":r": {"S": "EU"}, ":b": {"S": "upper#A"}}}
                """.formatted(table));
        assertEquals("ValidationException", gap.errorType(), gap.body());
        assertTrue(gap.message().contains("round"), "the gap is named: " + gap.message());
    }

    @Test
    void aVersionIsRecentEnoughFromItsFirstTwoNumbers() {
        int[] first = {5, 2};
        assertTrue(Moto.atLeast("5.2.1", first));
        assertTrue(Moto.atLeast("5.2.0.dev3", first));
        assertTrue(Moto.atLeast("6.0", first));
        assertFalse(Moto.atLeast("5.1.22", first));
        assertFalse(Moto.atLeast("4.9", first));
        assertFalse(Moto.atLeast("", first));
    }

    private static List<String> ids(JsonNode answer) {
        List<String> ids = new ArrayList<>();
        answer.path("Items").forEach(item -> ids.add(item.path("id").path("S").asText()));
        return ids;
    }
}
