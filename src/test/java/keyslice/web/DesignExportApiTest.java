package keyslice.web;

import static keyslice.web.DesignApiTest.design;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import keyslice.testing.Answer;
import keyslice.testing.RunningApp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** {@code POST /api/v1/design} reading each format, and {@code ?export=} writing the design in another. */
class DesignExportApiTest {

    @RegisterExtension
    static final RunningApp app = RunningApp.defaults();

    @Test
    void readsTheEntitySchemaAndAWorkbenchModel() throws Exception {
        JsonNode schema =
                app.postText("/api/v1/design", design("shop-schema.json")).json();
        assertEquals("mcp-schema", schema.get("format").asText());
        JsonNode orders = schema.get("patterns").get(1);
        assertEquals("2", orders.get("id").asText());
        assertEquals(0, orders.get("problems").size(), orders.toString());
        assertTrue(
                orders.get("state").asText().contains("CUST%23%3Ccustomer_id%3E"),
                orders.get("state").asText());

        Answer workbench = app.postText("/api/v1/design", design("shop-workbench.json"));
        assertEquals(200, workbench.status(), workbench.body());
        assertEquals("workbench", workbench.json().get("format").asText());
        assertEquals(3, workbench.json().get("tables").get(0).get("items").asInt());
    }

    @Test
    void exportWritesTheDesignInTheFormatItNames() throws Exception {
        Answer cloudFormation = app.postText("/api/v1/design?export=cloudformation", design("orders.json"));
        assertEquals(200, cloudFormation.status(), cloudFormation.body());
        assertTrue(cloudFormation.isJson(), cloudFormation.contentType());
        assertEquals(
                "AWS::DynamoDB::Table",
                cloudFormation.json().at("/Resources/ShopTable/Type").asText());

        Answer workbench = app.postText("/api/v1/design?export=workbench", design("orders.json"));
        assertEquals("Shop", workbench.json().at("/DataModel/0/TableName").asText());
        Answer back = app.postText("/api/v1/design?export=mcp-data-model", workbench.body());
        assertEquals(200, back.status(), back.body());
        assertEquals(3, back.json().at("/items/Shop").size(), "the items, through Workbench and back");
    }

    @Test
    void anUnknownExportIsA400NamingTheFormats() {
        Answer refused = app.postText("/api/v1/design?export=yaml", "{}");
        assertEquals(400, refused.status(), refused.body());
        JsonNode error = refused.json().get("errors").get(0);
        assertEquals("export", error.get("field").asText());
        for (String format : List.of("mcp-data-model", "workbench", "cloudformation", "markdown")) {
            assertTrue(error.get("message").asText().contains(format), error::toString);
        }
        assertTrue(error.get("summary").asText().contains("\"yaml\""), error::toString);
    }
}
