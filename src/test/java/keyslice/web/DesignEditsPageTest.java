package keyslice.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Random;
import keyslice.testing.Answer;
import keyslice.testing.RunningApp;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** {@code POST /designs/edit}: a design changed by hand, answered 303 to its link, or the page with the refusal. */
class DesignEditsPageTest {

    @RegisterExtension
    static final RunningApp app = RunningApp.defaults();

    private static String enc(String text) {
        return URLEncoder.encode(text, StandardCharsets.UTF_8);
    }

    /** The design the edited link holds, as the page's text box shows it. */
    private static String followed(Answer answer, String anchor) {
        assertEquals(303, answer.status(), answer.body());
        String location = answer.header("Location");
        assertTrue(location.startsWith("/designs?d=") && location.endsWith("#" + anchor), location);
        Answer page = app.get(location.substring(0, location.indexOf('#')));
        assertEquals(200, page.status(), page.body());
        return Jsoup.parse(page.body()).getElementById("design-text").wholeText();
    }

    private static Document page(String text) {
        Answer answer =
                app.get(keyslice.web.designs.DesignLink.of(text).permalink().orElseThrow());
        return Jsoup.parse(answer.body());
    }

    @Test
    void aTableFromNothingIsADataModelWithNoItemsAndNoPatterns() {
        Document empty = Jsoup.parse(app.get("/designs").body());
        assertNotNull(empty.getElementById("design-start-title"), "the empty page offers to start by hand");
        assertEquals("", empty.select("#add-table + form input[name=design]").val());

        String text = followed(
                app.post("/designs/edit", "design=&edit=table&name=Orders&pk=PK&pkType=S&sk=SK&skType=N"), "add-table");
        assertTrue(text.contains("\"TableName\" : \"Orders\"") && text.contains("\"access_patterns\" : [ ]"), text);
        Document page = page(text);
        assertEquals(
                "Orders: 0 access patterns, 0 findings",
                page.getElementById("design-title").text());
        assertNotNull(page.getElementById("design-no-patterns"));
        assertEquals(
                List.of("PK (partition key, S)", "SK (sort key, N)"),
                page.select("#add-item ~ form label[for^=edit-item-1-key]").eachText());
    }

    @Test
    void aRefusedEditKeepsTheDesignAndTheFormAsTypedWithTheProblemBesideItsField() throws Exception {
        String design = DesignApiTest.design("orders.json");
        Answer answer = app.post(
                "/designs/edit",
                "design=" + enc(design) + "&edit=index&table=Shop&name=By&kind=global&partition=status&sort=total:Q");
        assertEquals(200, answer.status());
        Document page = Jsoup.parse(answer.body());
        assertEquals(design, page.getElementById("design-text").wholeText(), "the design unchanged");
        assertEquals("By", page.getElementById("edit-index-name").val());
        assertEquals("status", page.getElementById("edit-index-partition").val());
        assertEquals("true", page.getElementById("edit-index-name").attr("aria-invalid"));
        assertTrue(page.getElementById("edit-index-name").hasAttr("autofocus"));
        assertTrue(
                page.getElementById("edit-index-name-error").text().contains("at 'indexName' failed to satisfy"),
                page.getElementById("edit-index-name-error").text());
        assertEquals(1, page.select(".edit-errors").size(), "only the field with a problem has one");
        assertEquals(4, page.select(".design-pattern").size(), "the design is shown as it was");

        Answer item = app.post("/designs/edit", "design=" + enc(design) + "&edit=item&table=Shop&key0=CUST%231&key1=");
        Document itemPage = Jsoup.parse(item.body());
        assertEquals("CUST#1", itemPage.getElementById("edit-item-1-key0").val());
        assertTrue(itemPage.getElementById("edit-item-1-key1-error").text().contains("Missing the key SK"));

        String flat = followed(app.post("/designs/edit", "design=&edit=table&name=Flat&pk=id"), "add-table");
        Document local = Jsoup.parse(app.post(
                        "/designs/edit",
                        "design=" + enc(flat) + "&edit=index&table=Flat&name=ByTotal&kind=local&sort=total:N")
                .body());
        assertTrue(
                local.getElementById("edit-index-kind-error").text().contains("does not have a range key"),
                local.getElementById("edit-index-kind-error").text());
        assertTrue(local.getElementById("edit-index-kind").hasAttr("autofocus"));
        assertEquals("local", local.select("#edit-index-kind option[selected]").val(), "the form as typed");
        assertNotNull(
                local.getElementById("refused-index"), "no element answers the page's #add-index: autofocus holds");

        Answer unknown = app.post("/designs/edit", "design=" + enc(design) + "&edit=drop");
        assertEquals(200, unknown.status());
        assertTrue(unknown.body().contains("Use one of the forms under"), unknown.body());
    }

    @Test
    void eachFormatKeepsItsOwnWhereItHoldsTheEditElseBecomesTheDataModel() throws Exception {
        String workbench = DesignApiTest.design("shop-workbench.json");
        String item = followed(
                app.post(
                        "/designs/edit",
                        "design=" + enc(workbench) + "&edit=item&table=Shop&key0=CUST%239&key1=PROFILE" + "&attributes="
                                + enc("{\"name\": \"Ann\"}")),
                "add-item");
        assertTrue(item.contains("\"ModelName\"") && item.contains("CUST#9"), item);

        String pattern = followed(
                app.post(
                        "/designs/edit",
                        "design=" + enc(workbench) + "&edit=pattern&table=Shop&description=All&operation=Scan"),
                "add-pattern");
        assertTrue(pattern.contains("\"access_patterns\"") && !pattern.contains("\"ModelName\""), pattern);

        String schema = followed(
                app.post(
                        "/designs/edit",
                        "design=" + enc(DesignApiTest.design("shop-schema.json"))
                                + "&edit=index&table=Shop&name=ByName&partition=name"),
                "add-index");
        assertTrue(schema.contains("\"IndexName\" : \"ByName\"") && schema.contains("\"items\""), schema);
    }

    @Test
    void aDesignTooLargeForALinkIsThePageWithTheEditedText() {
        Random random = new Random(7);
        StringBuilder items = new StringBuilder();
        for (int i = 0; i < 400; i++) {
            items.append(i == 0 ? "" : ",")
                    .append("{\"PutRequest\":{\"Item\":{\"PK\":{\"S\":\"")
                    .append(Long.toHexString(random.nextLong()))
                    .append(Long.toHexString(random.nextLong()))
                    .append("\"}}}}");
        }
        String design = "{\"tables\":[{\"TableName\":\"Big\",\"AttributeDefinitions\":[{\"AttributeName\":\"PK\","
                + "\"AttributeType\":\"S\"}],\"KeySchema\":[{\"AttributeName\":\"PK\",\"KeyType\":\"HASH\"}]}],"
                + "\"items\":{\"Big\":[" + items + "]},\"access_patterns\":[]}";
        Answer answer = app.post("/designs/edit", "design=" + enc(design) + "&edit=item&table=Big&key0=added");
        assertEquals(200, answer.status(), answer.body());
        Document page = Jsoup.parse(answer.body());
        assertTrue(page.getElementById("design-text").wholeText().contains("\"added\""));
        assertTrue(page.getElementById("design-permalink-note").text().contains("no permalink"));
        assertEquals(
                "Big: 0 access patterns, 0 findings",
                page.getElementById("design-title").text());
        assertTrue(
                page.select(".design-tables").text().contains("401 items"),
                page.select(".design-tables").text());
    }
}
