package keyslice.datamodel;

import static keyslice.datamodel.DataModelsTest.resource;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import keyslice.datamodel.AccessPattern.Operation;
import keyslice.datamodel.ModelTable.KeyElement;
import keyslice.datamodel.ModelTable.Role;
import keyslice.domain.filter.ItemValue;
import keyslice.domain.key.KeyType;
import org.junit.jupiter.api.Test;

/** The MCP server's entity schema and NoSQL Workbench's model, read into the same design as its data model file. */
class DesignFormatsTest {

    static String element(KeyElement element) {
        return element.name() + " " + element.role() + " " + element.type();
    }

    @Test
    void readsTheEntitySchemasTablesEntitiesAndPatterns() throws Exception {
        DataModel model = DataModels.read(resource("shop-schema.json"));

        assertEquals(DataModel.Format.MCP_SCHEMA, model.format());
        ModelTable shop = model.table("Shop").orElseThrow();
        assertEquals(
                List.of("PK HASH S", "SK RANGE S"),
                shop.key().stream().map(DesignFormatsTest::element).toList());
        ModelTable.ModelIndex byStatus = shop.index("ByStatus").orElseThrow();
        assertEquals(
                List.of("status HASH S", "placedAt RANGE S"),
                byStatus.key().stream().map(DesignFormatsTest::element).toList(),
                "a single-attribute key holds its template's text, a string");
        assertEquals(List.of("total"), byStatus.nonKey());
        assertEquals(List.of(), shop.items(), "the schema holds no items");

        Entity order = model.entities().get(1);
        assertEquals("Order", order.name());
        assertEquals(
                Map.of(
                        "PK",
                        "CUST#{customer_id}",
                        "SK",
                        "ORDER#{order_id}",
                        "status",
                        "{status}",
                        "placedAt",
                        "{placed_at}"),
                order.templates());
        assertEquals(
                List.of("customer_id", "order_id", "placed_at", "total", "note"),
                order.attributes(),
                "its fields beside the key attributes: status is the index's partition key");
        assertEquals(
                Map.of("PK", "CUST#{customer_id}", "SK", "PROFILE"),
                model.entities().get(0).templates());

        assertEquals(
                List.of("1", "2", "3", "4", "6", "5", "7"),
                model.patterns().stream().map(AccessPattern::id).toList());
        assertEquals(
                "aws dynamodb query --table-name 'Shop' --key-condition-expression '#k0 = :k0 AND begins_with(#k1,"
                        + " :k1)' --expression-attribute-names '{\"#k0\":\"PK\",\"#k1\":\"SK\"}'"
                        + " --expression-attribute-values '{\":k0\":{\"S\":\"CUST#<customer_id>\"},\":k1\":{\"S\":"
                        + "\"ORDER#\"}}'",
                model.patterns().get(1).implementation(),
                "a customer's orders: the partition filled, the sort key's known start");
        assertTrue(
                model.patterns().get(3).implementation().contains("'#k0 = :k0 AND #k1 >= :k1'")
                        && model.patterns().get(3).implementation().contains("{\"S\":\"<since>\"}"),
                model.patterns().get(3).implementation());
        assertEquals("", model.patterns().get(0).implementation(), "a GetItem is listed, not written");
        assertEquals(
                "aws dynamodb query --table-name 'Shop' --key-condition-expression '#k0 = :k0 AND begins_with(#k1,"
                        + " :k1)' --filter-expression '#f0 >= :f0 AND attribute_not_exists(#f1)'"
                        + " --expression-attribute-names '{\"#k0\":\"PK\",\"#k1\":\"SK\",\"#f0\":\"total\","
                        + "\"#f1\":\"note\"}' --expression-attribute-values '{\":k0\":{\"S\":\"CUST#<customer_id>\"},"
                        + "\":k1\":{\"S\":\"ORDER#\"},\":f0\":{\"N\":\"0\"}}'",
                model.patterns().get(4).implementation(),
                "the filter's parameter is not the sort key's");
        AccessPattern transaction = model.patterns().get(6);
        assertEquals(Optional.of(Operation.TransactWriteItems), transaction.operation());
        assertEquals(Optional.of("Shop"), transaction.table());

        for (AccessPattern pattern : model.patterns()) {
            if (pattern.operation().equals(Optional.of(Operation.Query))) {
                assertEquals(List.of(), PatternReading.read(model, pattern).problems(), pattern.implementation());
            }
        }
    }

    @Test
    void aMultiAttributeIndexKeyKeepsANumericFieldsTypeAndTakesEqualityLeftToRight() throws Exception {
        String schema = """
                {"tables": [{
                  "table_config": {"table_name": "Matches", "partition_key": "matchId"},
                  "gsi_list": [{"name": "ByTournament", "partition_key": ["tournamentId", "region"],
                                "sort_key": ["round", "bracket"]}],
                  "entities": {"Match": {
                    "entity_type": "MATCH", "pk_template": "{matchId}",
                    "gsi_mappings": [{"name": "ByTournament", "pk_template": ["{tournamentId}", "{region}"],
                                      "sk_template": ["{round}", "{bracket}"]}],
                    "fields": [{"name": "matchId", "type": "string", "required": true},
                               {"name": "tournamentId", "type": "string", "required": true},
                               {"name": "region", "type": "string", "required": true},
                               {"name": "round", "type": "integer", "required": true},
                               {"name": "bracket", "type": "string", "required": true}],
                    "access_patterns": [{"pattern_id": 1, "name": "round_matches", "description": "A round's matches",
                      "operation": "Query", "index_name": "ByTournament", "return_type": "entity_list",
                      "parameters": [{"name": "tournamentId", "type": "string"}, {"name": "region", "type": "string"},
                                     {"name": "round", "type": "integer"}]}]}}}]}
                """;
        DataModel model = DataModels.read(schema);

        assertEquals(
                List.of("tournamentId HASH S", "region HASH S", "round RANGE N", "bracket RANGE S"),
                model.table("Matches").orElseThrow().index("ByTournament").orElseThrow().key().stream()
                        .map(DesignFormatsTest::element)
                        .toList());
        String implementation = model.patterns().get(0).implementation();
        assertTrue(implementation.contains("'#k0 = :k0 AND #k1 = :k1 AND #k2 = :k2'"), implementation);
        assertTrue(implementation.contains("\":k2\":{\"N\":\"0\"}"), implementation);
        assertEquals(
                List.of(), PatternReading.read(model, model.patterns().get(0)).problems());
    }

    @Test
    void readsAWorkbenchModelsTablesItemsAndFacets() throws Exception {
        DataModel model = DataModels.read(resource("shop-workbench.json"));

        assertEquals(DataModel.Format.WORKBENCH, model.format());
        ModelTable shop = model.table("Shop").orElseThrow();
        assertEquals(
                List.of(new KeyElement("PK", Role.HASH, KeyType.S), new KeyElement("SK", Role.RANGE, KeyType.S)),
                shop.key());
        assertEquals(
                List.of("status HASH S", "placedAt RANGE N"),
                shop.index("ByStatus").orElseThrow().key().stream()
                        .map(DesignFormatsTest::element)
                        .toList());
        assertEquals(
                List.of("ORDER#1", "PROFILE", "ORDER#10"),
                shop.items().stream()
                        .map(item -> ((ItemValue.S) item.get("SK")).text())
                        .toList(),
                "the table's items, then each facet's that the table does not list, once");
        Entity customer = model.entities().get(0);
        assertEquals(
                Map.of("PK", "CUST#{customerId}"), customer.templates(), "an alias without a placeholder is a name");
        assertEquals(List.of("name"), customer.attributes());
        Entity order = model.entities().get(1);
        assertEquals(2, order.keys().size());
        assertEquals(List.of(), model.patterns(), "a Workbench model holds no access patterns");
    }

    @Test
    void eachReaderReportsEveryProblemAtOnceWithItsPlace() {
        String schema = """
                {"tables": [{"table_config": {"table_name": "T", "partition_key": "pk"},
                  "gsi_list": [{"name": "G", "partition_key": ["a", "b", "c", "d", "e"]}],
                  "entities": {"E": {"entity_type": "E", "pk_template": "X#{missing}", "sk_template": "S",
                    "fields": [{"name": "id", "type": "float", "required": "yes"}],
                    "gsi_mappings": [{"name": "H", "pk_template": "{id}"}],
                    "access_patterns": [{"pattern_id": 1, "name": "q", "description": "d", "operation": "Select",
                      "return_type": "entity_list", "range_condition": "contains"}]}}}]}
                """;
        assertProblems(
                List.of(
                        Map.entry("tables[0].gsi_list[0].partition_key", "a multi-attribute key has 1 to 4"),
                        Map.entry("tables[0].entities.E.fields[0].type", "Invalid type value 'float'"),
                        Map.entry("tables[0].entities.E.fields[0].required", "must be true or false"),
                        Map.entry("tables[0].entities.E.pk_template", "names [missing], which is not"),
                        Map.entry("tables[0].entities.E.sk_template", "is for a sort key, and table T has no"),
                        Map.entry("tables[0].entities.E.gsi_mappings[0].name", "names index H, which is not"),
                        Map.entry("tables[0].entities.E.access_patterns[0].operation", "names no DynamoDB operation"),
                        Map.entry(
                                "tables[0].entities.E.access_patterns[0].range_condition", "Invalid range_condition")),
                schema);

        String workbench = """
                {"ModelName": "M", "DataModel": [
                  {"TableName": "T", "KeyAttributes": {"PartitionKey": {"AttributeName": "pk", "AttributeType": "X"}}},
                  {"TableName": "U", "KeyAttributes": {"PartitionKey": {"AttributeName": "pk", "AttributeType": "S"}},
                   "GlobalSecondaryIndexes": [{"IndexName": "G", "KeyAttributes": {"PartitionKey":
                     {"AttributeName": "pk", "AttributeType": "N"}}, "Projection": {"ProjectionType": "SOME"}}],
                   "TableData": [{"other": {"S": "x"}}],
                   "TableFacets": [{"FacetName": "F", "TableData": [{"pk": {"N": "1"}}]}]}]}
                """;
        assertProblems(
                List.of(
                        Map.entry("DataModel[0].KeyAttributes.PartitionKey.AttributeType", "Member must satisfy enum"),
                        Map.entry(
                                "DataModel[1].GlobalSecondaryIndexes[0].KeyAttributes.PartitionKey.AttributeType",
                                "is N, and another key of the table has pk as S"),
                        Map.entry(
                                "DataModel[1].GlobalSecondaryIndexes[0].Projection.ProjectionType",
                                "must be ALL, KEYS_ONLY or INCLUDE"),
                        Map.entry("DataModel[1].TableData[0]", "One or more parameter values were invalid: Missing"),
                        Map.entry(
                                "DataModel[1].TableFacets[0].TableData[0]",
                                "One or more parameter values were invalid: Type mismatch")),
                workbench);
    }

    /** A facet's item lies a level deeper in its file than a data model file's: it may nest as deep all the same. */
    @Test
    void anItemNestsAsDeepInAWorkbenchFacetAsInADataModelFile() {
        for (int depth = 28; depth <= 36; depth++) {
            String value = "{\"S\": \"x\"}";
            for (int i = 0; i < depth; i++) {
                value = "{\"M\": {\"m\": " + value + "}}";
            }
            String item = "{\"pk\": {\"S\": \"a\"}, \"deep\": " + value + "}";
            String file = "{\"tables\": [{\"TableName\": \"T\", \"AttributeDefinitions\": [{\"AttributeName\":"
                    + " \"pk\", \"AttributeType\": \"S\"}], \"KeySchema\": [{\"AttributeName\": \"pk\","
                    + " \"KeyType\": \"HASH\"}]}], \"items\": {\"T\": [{\"PutRequest\": {\"Item\": " + item
                    + "}}]}, \"access_patterns\": []}";
            String model = "{\"ModelName\": \"M\", \"DataModel\": [{\"TableName\": \"T\", \"KeyAttributes\":"
                    + " {\"PartitionKey\": {\"AttributeName\": \"pk\", \"AttributeType\": \"S\"}},"
                    + " \"TableFacets\": [{\"FacetName\": \"F\", \"TableData\": [" + item + "]}]}]}";
            assertEquals(reads(file), reads(model), "an attribute nested " + depth + " levels");
        }
    }

    private static boolean reads(String file) {
        try {
            DataModels.read(file);
            return true;
        } catch (DataModels.Unreadable e) {
            return false;
        }
    }

    @Test
    void aFileInNoneOfTheFormatsNamesTheThree() {
        List<Map.Entry<String, String>> problems = problems("{\"Items\": []}");
        assertEquals("the file", problems.get(0).getKey());
        String what = problems.get(0).getValue();
        assertTrue(
                what.contains("dynamodb_data_model.json")
                        && what.contains("entity schema")
                        && what.contains("NoSQL Workbench model"),
                what);
    }

    /** Each problem's place, and its words starting as expected. */
    private static List<Map.Entry<String, String>> problems(String file) {
        DataModels.Unreadable unreadable = assertThrows(DataModels.Unreadable.class, () -> DataModels.read(file));
        return unreadable.problems().stream()
                .map(problem -> Map.entry(problem.where(), problem.what()))
                .toList();
    }

    private static void assertProblems(List<Map.Entry<String, String>> expected, String file) {
        List<Map.Entry<String, String>> actual = problems(file);
        assertEquals(
                expected.stream().map(Map.Entry::getKey).toList(),
                actual.stream().map(Map.Entry::getKey).toList(),
                actual.toString());
        for (int i = 0; i < expected.size(); i++) {
            assertTrue(
                    actual.get(i).getValue().startsWith(expected.get(i).getValue()),
                    actual.get(i).toString());
        }
    }
}
