package keyslice.datamodel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import keyslice.datamodel.AccessPattern.Operation;
import keyslice.datamodel.ModelTable.KeyElement;
import keyslice.datamodel.ModelTable.ProjectionType;
import keyslice.datamodel.ModelTable.Role;
import keyslice.domain.key.KeyType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class DataModelsTest {

    static String resource(String name) throws IOException {
        try (InputStream in = DataModelsTest.class.getResourceAsStream("/datamodel/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void readsTablesIndexesItemsAndPatternsOfTheMcpServersFile() throws Exception {
        DataModel model = DataModels.read(resource("orders.json"));

        assertEquals(DataModel.Format.MCP_DATA_MODEL, model.format());
        ModelTable shop = model.table("Shop").orElseThrow();
        assertEquals(
                List.of(new KeyElement("PK", Role.HASH, KeyType.S), new KeyElement("SK", Role.RANGE, KeyType.S)),
                shop.key());
        ModelTable.ModelIndex byStatus = shop.index("ByStatus").orElseThrow();
        assertEquals(
                List.of(
                        new KeyElement("status", Role.HASH, KeyType.S),
                        new KeyElement("placedAt", Role.RANGE, KeyType.N)),
                byStatus.key());
        assertEquals(ProjectionType.INCLUDE, byStatus.projection());
        assertEquals(List.of("total"), byStatus.nonKey());
        assertEquals(3, shop.items().size());
        assertEquals(
                List.of("PK", "SK", "status", "placedAt", "total", "note"),
                List.copyOf(shop.items().get(1).keySet()));

        assertEquals(
                List.of("1", "2", "3", "4"),
                model.patterns().stream().map(AccessPattern::id).toList());
        AccessPattern first = model.patterns().get(0);
        assertEquals(Optional.empty(), first.index(), "\"index\": null is no index");
        assertEquals(Optional.of(Operation.Query), first.operation());
        assertEquals(Optional.of("ByStatus"), model.patterns().get(1).index());
        assertEquals(
                Optional.of(Operation.TransactWriteItems),
                model.patterns().get(2).operation());
        AccessPattern external = model.patterns().get(3);
        assertEquals(Optional.empty(), external.table());
        assertEquals("Sent by the mail service, not DynamoDB", external.reason());
    }

    @Test
    void readsAMultiAttributeIndexKeyInKeySchemaOrderAndSparseItems() throws Exception {
        ModelTable matches =
                DataModels.read(resource("tournaments.json")).table("Matches").orElseThrow();

        assertEquals(
                List.of("tournamentId HASH", "region HASH", "round RANGE", "bracket RANGE"),
                matches.index("ByTournamentRegion").orElseThrow().key().stream()
                        .map(element -> element.name() + " " + element.role())
                        .toList());
        assertEquals(2, matches.items().size(), "an item without the index's attributes is a sparse index's item");
    }

    /** A file with many mistakes: each is reported at its place, all in one answer. */
    @Test
    void reportsEveryProblemOfAFileAtOnceWithItsPlace() {
        String file = """
                {"tables": [
                  {"TableName": "Shop",
                   "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"},
                                            {"AttributeName": "SK", "AttributeType": "S"}],
                   "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}, {"AttributeName": "SK", "KeyType": "RANGE"}]},
                  {"TableName": "Broken",
                   "AttributeDefinitions": [{"AttributeName": "id", "AttributeType": "S"}],
                   "KeySchema": [{"AttributeName": "id", "KeyType": "RANGE"}]},
                  {"TableName": "Typed",
                   "AttributeDefinitions": [{"AttributeName": "id", "AttributeType": "X"},
                                            {"AttributeName": "unused", "AttributeType": "S"}],
                   "KeySchema": [{"AttributeName": "id", "KeyType": "HASH"}]}
                 ],
                 "items": {"Shop": [
                     {"PutRequest": {"Item": {"PK": {"S": "a"}}}},
                     {"PutRequest": {"Item": {"PK": {"S": "a"}, "SK": {"N": "1"}}}}],
                   "Orders": []},
                 "access_patterns": [
                   {"pattern": "1", "table": "Order", "dynamodb_operation": "Query"},
                   {"description": "no id", "table": "Shop", "dynamodb_operation": "Select"}
                 ]}
                """;

        assertEquals(
                List.of(
                        Map.entry(
                                "tables[1].KeySchema",
                                "Invalid KeySchema: The first KeySchemaElement is not a HASH key type"),
                        Map.entry(
                                "tables[2].AttributeDefinitions[0].AttributeType",
                                "Member must satisfy enum value set: [B, N, S], not X"),
                        Map.entry(
                                "tables[2].KeySchema[0]",
                                "One or more parameter values were invalid: Some index key attributes are not defined"
                                        + " in AttributeDefinitions. Keys: [id], AttributeDefinitions: [unused]"),
                        Map.entry(
                                "tables[2].AttributeDefinitions",
                                "One or more parameter values were invalid: Number of attributes in KeySchema does not"
                                        + " exactly match number of attributes defined in AttributeDefinitions"),
                        Map.entry(
                                "items.Shop[0].PutRequest.Item",
                                "One or more parameter values were invalid: Missing the key SK in the item"),
                        Map.entry(
                                "items.Shop[1].PutRequest.Item",
                                "One or more parameter values were invalid: Type mismatch for key SK expected: S actual: N"),
                        Map.entry("items.Orders", "names table Orders, which is not in tables [Shop]"),
                        Map.entry("access_patterns[0].table", "names table Order, which is not in tables [Shop]"),
                        Map.entry("access_patterns[1].pattern", "is missing: expected a string"),
                        Map.entry("access_patterns[1].dynamodb_operation", "names no DynamoDB operation: Select")),
                problems(file));
    }

    /**
     * A broken index on a table whose own key is broken: both are problems at their places, never an error (the index
     * used to be built on the table's key, which here has no HASH element).
     */
    @Test
    void aBrokenIndexOnATableWithABrokenKeyIsTwoProblems() {
        String file = """
                {"tables": [
                  {"TableName": "Broken",
                   "AttributeDefinitions": [{"AttributeName": "id", "AttributeType": "S"},
                                            {"AttributeName": "s", "AttributeType": "S"}],
                   "KeySchema": [{"AttributeName": "id", "KeyType": "RANGE"}],
                   "GlobalSecondaryIndexes": [
                     {"IndexName": "ByS", "KeySchema": [{"AttributeName": "s", "KeyType": "RANGE"}],
                      "Projection": {"ProjectionType": "ALL"}}]}
                 ],
                 "access_patterns": []}
                """;

        assertEquals(
                List.of(
                        Map.entry(
                                "tables[0].KeySchema",
                                "Invalid KeySchema: The first KeySchemaElement is not a HASH key type"),
                        Map.entry(
                                "tables[0].GlobalSecondaryIndexes[0].KeySchema",
                                "Invalid KeySchema: The first KeySchemaElement is not a HASH key type")),
                problems(file));
    }

    @Test
    void anItemThatAnIndexCannotHoldIsAProblemInPutItemsWords() {
        String file = """
                {"tables": [{"TableName": "Shop",
                   "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"},
                                            {"AttributeName": "status", "AttributeType": "N"}],
                   "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}],
                   "GlobalSecondaryIndexes": [{"IndexName": "ByStatus",
                     "KeySchema": [{"AttributeName": "status", "KeyType": "HASH"}],
                     "Projection": {"ProjectionType": "ALL"}}]}],
                 "items": {"Shop": [
                     {"PutRequest": {"Item": {"PK": {"S": "a"}}}},
                     {"PutRequest": {"Item": {"PK": {"S": "b"}, "status": {"S": "open"}}}},
                     {"PutRequest": {"Item": {"PK": {"S": "c"}, "status": {"N": "1"}}}}]},
                 "access_patterns": []}
                """;

        // An item without status is not in the index (sparse); one with a string there cannot be written at all.
        assertEquals(
                List.of(Map.entry(
                        "items.Shop[1].PutRequest.Item",
                        "One or more parameter values were invalid: Type mismatch for Index Key status Expected: N"
                                + " Actual: S IndexName: ByStatus")),
                problems(file));
    }

    static List<Object[]> unreadableFiles() {
        return List.of(
                new Object[] {"", "the file", "is not JSON"},
                new Object[] {"[1]", "the file", "is not a design keyslice reads"},
                new Object[] {"{\"tables\": {}, \"access_patterns\": []}", "tables", "must be an array"},
                new Object[] {"{\"tables\": [], \"access_patterns\": [], \"items\": []}", "items", "must be an object"},
                new Object[] {" ".repeat(DataModels.MAX_CHARS + 1), "the file", "is longer than 1024 KB"});
    }

    @ParameterizedTest
    @MethodSource("unreadableFiles")
    void namesWhereAFileStopsBeingADesign(String file, String where, String start) {
        DataModels.Unreadable unreadable = assertThrows(DataModels.Unreadable.class, () -> DataModels.read(file));
        ModelProblem first = unreadable.problems().get(0);
        assertEquals(where, first.where());
        assertEquals(true, first.what().startsWith(start), first.what());
    }

    /** The problems that keep {@code file} from being read, each as its place and its words. */
    private static List<Map.Entry<String, String>> problems(String file) {
        DataModels.Unreadable unreadable = assertThrows(DataModels.Unreadable.class, () -> DataModels.read(file));
        return unreadable.problems().stream()
                .map(problem -> Map.entry(problem.where(), problem.what()))
                .toList();
    }
}
