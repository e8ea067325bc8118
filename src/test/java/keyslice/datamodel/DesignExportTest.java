package keyslice.datamodel;

import static keyslice.datamodel.DataModelsTest.resource;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Each export read back: the same design, for what its format holds. */
class DesignExportTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    static DataModel read(String resource) throws Exception {
        return DataModels.read(resource(resource));
    }

    static String written(DataModel model, DesignExport export) throws Exception {
        return JSON.writeValueAsString(export.write(model));
    }

    static DataModel again(DataModel model, DesignExport export) throws Exception {
        return DataModels.read(written(model, export));
    }

    @ParameterizedTest
    @CsvSource({
        "orders.json, MCP_DATA_MODEL",
        "tournaments.json, MCP_DATA_MODEL",
        "findings.json, MCP_DATA_MODEL",
        "shop-workbench.json, WORKBENCH"
    })
    void importExportImportIsTheSameDesign(String resource, DesignExport export) throws Exception {
        DataModel model = read(resource);

        assertEquals(model, again(model, export));
    }

    @Test
    void theEntitySchemaExportsItsTablesAndPatternsAsADataModelFileAndItsFacetsToWorkbench() throws Exception {
        DataModel schema = read("shop-schema.json");

        DataModel file = again(schema, DesignExport.MCP_DATA_MODEL);
        assertEquals(schema.tables(), file.tables());
        assertEquals(schema.patterns(), file.patterns(), "each Query with its written command");
        assertEquals(List.of(), file.entities(), "a data model file names no entities");

        DataModel workbench = again(schema, DesignExport.WORKBENCH);
        assertEquals(schema.tables(), workbench.tables());
        assertEquals(
                List.of("Customer", "Order"),
                workbench.entities().stream().map(Entity::name).toList());
        assertEquals(
                schema.entities().get(1).template("SK"),
                workbench.entities().get(1).template("SK"),
                "a template with placeholders is the facet's key alias");
        String description = JSON.readTree(written(schema, DesignExport.WORKBENCH))
                .at("/ModelMetadata/Description")
                .asText();
        assertTrue(description.contains("7 access patterns"), description);
        assertTrue(description.contains("entity Customer's templates of [SK]"), description);
    }

    @Test
    void aWorkbenchModelAndADataModelFileHoldTheSameTablesAndItems() throws Exception {
        DataModel workbench = read("shop-workbench.json");
        assertEquals(
                workbench.tables(),
                again(workbench, DesignExport.MCP_DATA_MODEL).tables());

        DataModel orders = read("orders.json");
        assertEquals(orders.tables(), again(orders, DesignExport.WORKBENCH).tables());
    }

    @Test
    void aWorkbenchModelLeavesOutAMultiAttributeIndexAndSaysSo() throws Exception {
        DataModel tournaments = read("tournaments.json");

        JsonNode model = JSON.readTree(written(tournaments, DesignExport.WORKBENCH));
        assertEquals(0, model.at("/DataModel/0/GlobalSecondaryIndexes").size());
        assertTrue(
                model.at("/ModelMetadata/Description")
                        .asText()
                        .contains("table Matches's multi-attribute index ByTournamentRegion"),
                model.at("/ModelMetadata/Description").asText());
        assertEquals(
                tournaments.table("Matches").orElseThrow().items(),
                again(tournaments, DesignExport.WORKBENCH)
                        .table("Matches")
                        .orElseThrow()
                        .items());
    }

    @Test
    void cloudFormationHoldsEachTableWithItsKeysIndexesAndOnDemandBilling() throws Exception {
        JsonNode template = JSON.readTree(written(read("tournaments.json"), DesignExport.CLOUDFORMATION));

        assertEquals("2010-09-09", template.get("AWSTemplateFormatVersion").asText());
        JsonNode table = template.at("/Resources/MatchesTable");
        assertEquals("AWS::DynamoDB::Table", table.get("Type").asText());
        JsonNode properties = table.get("Properties");
        assertEquals("Matches", properties.get("TableName").asText());
        assertEquals("PAY_PER_REQUEST", properties.get("BillingMode").asText());
        assertEquals(
                List.of("matchId S", "tournamentId S", "region S", "round S", "bracket S"),
                pairs(properties.get("AttributeDefinitions"), "AttributeName", "AttributeType"));
        assertEquals(List.of("matchId HASH"), pairs(properties.get("KeySchema"), "AttributeName", "KeyType"));
        JsonNode index = properties.at("/GlobalSecondaryIndexes/0");
        assertEquals("ByTournamentRegion", index.get("IndexName").asText());
        assertEquals(
                List.of("tournamentId HASH", "region HASH", "round RANGE", "bracket RANGE"),
                pairs(index.get("KeySchema"), "AttributeName", "KeyType"),
                "a multi-attribute key as several HASH and RANGE elements, in order");
        assertEquals("ALL", index.at("/Projection/ProjectionType").asText());

        JsonNode shop = JSON.readTree(written(read("orders.json"), DesignExport.CLOUDFORMATION))
                .at("/Resources/ShopTable/Properties");
        assertEquals(
                List.of("PK S", "SK S", "status S", "placedAt N"),
                pairs(shop.get("AttributeDefinitions"), "AttributeName", "AttributeType"));
        assertEquals(
                "INCLUDE",
                shop.at("/GlobalSecondaryIndexes/0/Projection/ProjectionType").asText());
        assertEquals(
                "total",
                shop.at("/GlobalSecondaryIndexes/0/Projection/NonKeyAttributes/0")
                        .asText());
        assertTrue(shop.get("LocalSecondaryIndexes") == null, "no local index, no member");
    }

    private static List<String> pairs(JsonNode array, String first, String second) {
        List<String> out = new ArrayList<>();
        array.forEach(element ->
                out.add(element.get(first).asText() + " " + element.get(second).asText()));
        return out;
    }
}
