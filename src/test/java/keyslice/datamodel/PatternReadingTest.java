package keyslice.datamodel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import keyslice.domain.filter.ItemValue;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class PatternReadingTest {

    static DataModel orders;

    @BeforeAll
    static void read() throws Exception {
        orders = DataModels.read(DataModelsTest.resource("orders.json"));
    }

    static List<String> keys(List<Map<String, ItemValue>> items, String... names) {
        return items.stream()
                .map(item -> String.join(
                        " ",
                        java.util.Arrays.stream(names)
                                .map(name ->
                                        item.containsKey(name) ? item.get(name).toString() : "-")
                                .toList()))
                .toList();
    }

    @Test
    void aQueryPatternReadsTheTablesItemsInKeyOrder() {
        PatternRead read = PatternReading.read(orders, orders.patterns().get(0));

        assertEquals(List.of(), read.problems());
        // ORDER#1 before ORDER#10 by UTF-8 bytes; the profile is outside begins_with(SK, "ORDER#").
        assertEquals(List.of("S[text=ORDER#1]", "S[text=ORDER#10]"), keys(read.read(), "SK"));
        assertEquals(read.read(), read.returned());
        assertEquals(2, read.cost().orElseThrow().itemsRead());
    }

    @Test
    void anIndexPatternReadsOnlyTheItemsTheSparseIndexHoldsAsItProjectsThem() {
        PatternRead read = PatternReading.read(orders, orders.patterns().get(1));

        assertEquals(List.of(), read.problems());
        // status = OPEN: one order; the profile has no status, so the index does not hold it.
        assertEquals(List.of("S[text=ORDER#1]"), keys(read.read(), "SK"));
        assertEquals(
                List.of("PK", "SK", "status", "placedAt", "total"),
                List.copyOf(read.read().get(0).keySet()),
                "INCLUDE keeps the table's key, the index's key and total, not note");
    }

    /** Items listed out of key order, and Queries that name the partition alone: its form cannot tell the sort key. */
    private static final String UNSORTED = """
            {"tables": [{"TableName": "Log",
              "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"},
                {"AttributeName": "SK", "AttributeType": "N"}, {"AttributeName": "day", "AttributeType": "S"}],
              "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}, {"AttributeName": "SK", "KeyType": "RANGE"}],
              "LocalSecondaryIndexes": [{"IndexName": "ByDay", "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"},
                {"AttributeName": "day", "KeyType": "RANGE"}], "Projection": {"ProjectionType": "KEYS_ONLY"}}]}],
             "items": {"Log": [
              {"PutRequest": {"Item": {"PK": {"S": "p"}, "SK": {"N": "10"}, "day": {"S": "2026-01-01"}}}},
              {"PutRequest": {"Item": {"PK": {"S": "p"}, "SK": {"N": "2"}, "day": {"S": "2026-03-01"}}}},
              {"PutRequest": {"Item": {"PK": {"S": "p"}, "SK": {"N": "1"}, "day": {"S": "2026-02-01"}}}}]},
             "access_patterns": [
              {"pattern": "1", "table": "Log", "dynamodb_operation": "Query", "implementation":
               "aws dynamodb query --table-name Log --key-condition-expression 'PK = :p' --expression-attribute-values '{\\":p\\":{\\"S\\":\\"p\\"}}'"},
              {"pattern": "2", "table": "Log", "dynamodb_operation": "Query", "implementation":
               "aws dynamodb query --table-name Log --key-condition-expression 'PK = :p' --expression-attribute-values '{\\":p\\":{\\"S\\":\\"p\\"}}' --no-scan-index-forward --limit 2"},
              {"pattern": "3", "table": "Log", "index": "ByDay", "dynamodb_operation": "Query", "implementation":
               "aws dynamodb query --table-name Log --index-name ByDay --key-condition-expression 'PK = :p' --expression-attribute-values '{\\":p\\":{\\"S\\":\\"p\\"}}'"}]}
            """;

    private static List<String> sortKeys(List<Map<String, ItemValue>> items) {
        return items.stream().map(item -> ((ItemValue.N) item.get("SK")).text()).toList();
    }

    @Test
    void aQueryOnThePartitionAloneReadsItInTheTablesOrTheIndexsSortKeyOrder() throws Exception {
        DataModel model = DataModels.read(UNSORTED);

        PatternRead table = PatternReading.read(model, model.patterns().get(0));
        assertEquals(List.of(), table.problems());
        assertEquals(List.of("1", "2", "10"), sortKeys(table.returned()), "by number");
        assertEquals(
                List.of("10", "2"),
                sortKeys(PatternReading.read(model, model.patterns().get(1)).returned()),
                "descending, cut at Limit 2");
        assertEquals(
                List.of("10", "1", "2"),
                sortKeys(PatternReading.read(model, model.patterns().get(2)).returned()),
                "by the local index's day");
    }

    @Test
    void aQueryWithoutASortKeyConditionReadsInKeyOrderAndItsLimitKeepsTheFirst() {
        DataModel model = Designs.model(
                Designs.shop(
                        List.of(),
                        List.of(
                                Designs.item("PK", "C", "SK", "ORDER#10"),
                                Designs.item("PK", "C", "SK", "PROFILE"),
                                Designs.item("PK", "C", "SK", "ORDER#1"))),
                List.of(),
                Designs.query("1", "", "", "PK = :pk", ":pk", "C", "--limit", "2"),
                Designs.query("2", "", "", "PK = :pk", ":pk", "C", "--no-scan-index-forward", ""));

        List<PatternRead> reads = Designs.reads(model);

        assertEquals(
                List.of("S[text=ORDER#1]", "S[text=ORDER#10]"),
                keys(reads.get(0).read(), "SK"));
        assertEquals(
                List.of("S[text=PROFILE]", "S[text=ORDER#10]", "S[text=ORDER#1]"),
                keys(reads.get(1).read(), "SK"));
    }

    @Test
    void patternsThatAreNotQueriesAreListedUnevaluated() {
        PatternRead write = PatternReading.read(orders, orders.patterns().get(2));
        PatternRead external = PatternReading.read(orders, orders.patterns().get(3));

        for (PatternRead read : List.of(write, external)) {
            assertTrue(read.compilation().isEmpty());
            assertEquals(List.of(), read.problems());
        }
    }

    @Test
    void aPatternOnAnIndexTheTableLacksSaysSoInDynamoDbsWords() {
        AccessPattern missing = new AccessPattern(
                "9",
                "by a missing index",
                java.util.Optional.of("Shop"),
                java.util.Optional.of("ByCity"),
                java.util.Optional.of(AccessPattern.Operation.Query),
                "aws dynamodb query --table-name Shop --index-name ByCity --key-condition-expression 'city = :c'"
                        + " --expression-attribute-values '{\":c\":{\"S\":\"Oslo\"}}'",
                "");

        PatternRead read = PatternReading.read(orders, missing);

        assertEquals(
                List.of("The table does not have the specified index: ByCity"),
                read.problems().stream().map(p -> p.message()).toList());
    }
}
