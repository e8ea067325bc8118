package keyslice.web;

import static keyslice.testing.Html.byId;
import static keyslice.testing.Html.unescape;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import keyslice.testing.Answer;
import keyslice.testing.Query;
import keyslice.testing.RunningApp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** {@code POST /api/v1/explain} and the page {@code /explain}, over HTTP. */
class ExplainWebTest {

    @RegisterExtension
    static final RunningApp app = RunningApp.defaults();

    private static final String REQUEST =
            "{\"TableName\": \"Drive\", \"KeyConditionExpression\": \"#pk = :pk AND begins_with(#sk, :sk)\", "
                    + "\"ExpressionAttributeNames\": {\"#pk\": \"PK\", \"#sk\": \"SK\"}, "
                    + "\"ExpressionAttributeValues\": {\":pk\": {\"S\": \"DRIVE#a91\"}, \":sk\": {\"S\": \"root/photos/\"}}}";

    @Test
    void theApiAnswersTheStateAndTheQueryAsTheQueryApiDoes() {
        Answer explained = app.postText("/api/v1/explain", REQUEST);
        assertEquals(200, explained.status(), explained.body());
        JsonNode answer = explained.json();
        assertEquals("request-json", answer.get("kind").asText());
        assertEquals("Query", answer.get("operation").asText());
        String state = answer.get("state").asText();
        assertEquals("/?v=1&table=Drive&pk=PK&pkValue=DRIVE%23a91&sk=SK&value=root/photos/", state);
        JsonNode query = app.get("/api/v1/query?" + state.substring(2)).json();
        assertEquals(query.get("request"), answer.get("query").get("request"));
        assertEquals(query.get("keyConditionExpression"), answer.get("query").get("keyConditionExpression"));
        assertEquals(0, answer.get("problems").size());
    }

    @Test
    void problemsComeBackAllAtOnceWithTheStateWhenThereIsOne() {
        JsonNode answer = app.postText(
                        "/api/v1/explain", REQUEST.replace("\"#sk\": \"SK\"}", "\"#sk\": \"SK\", \"#x\": \"y\"}"))
                .json();
        assertEquals(
                "ExpressionAttributeNames",
                answer.get("problems").get(0).get("field").asText());
        assertEquals(
                "Value provided in ExpressionAttributeNames unused in expressions: keys: {#x}",
                answer.get("problems").get(0).get("message").asText());
    }

    @Test
    void textThatIsNoQueryIsA400WithWhereReadingStopped() {
        Answer refused = app.postText("/api/v1/explain", "{\"TableName\": ");
        assertEquals(400, refused.status(), refused.body());
        JsonNode error = refused.json().get("errors").get(0);
        assertEquals("text", error.get("field").asText());
        assertTrue(error.get("message").asText().startsWith("character 15: not JSON"), error.toString());
        Answer notUtf8 = app.postBytes("/api/v1/explain", new byte[] {'{', (byte) 0xC3, '}'});
        assertEquals(400, notUtf8.status(), notUtf8.body());
        assertTrue(notUtf8.body().contains("UTF-8"), notUtf8.body());
    }

    @Test
    void thePageReadsItsLinkAndOffersTheBuilder() {
        String command = "aws dynamodb query --table-name Drive --key-condition-expression 'PK = :p' "
                + "--expression-attribute-values '{\":p\": {\"S\": \"DRIVE#a91\"}}' --no-scan-index-forward";
        Answer page = app.get("/explain?" + new Query().add("text", command));
        assertEquals(200, page.status(), page.body());
        assertEquals(command, unescape(byId(page.body(), "explain-text").text()), "the text comes back as pasted");
        assertTrue(byId(page.body(), "explain-kind").text().contains("an AWS CLI command"), page.body());
        String open = unescape(byId(page.body(), "explain-open").attr("href"));
        assertEquals("/?v=1&table=Drive&pk=PK&pkValue=DRIVE%23a91&order=desc&names=minimal", open);
        assertEquals(200, app.get(open).status());
    }

    @Test
    void thePageShowsUnreadableTextWithTheTextKept() {
        Answer page = app.get("/explain?" + new Query().add("text", "DELETE FROM \"Drive\""));
        assertEquals(200, page.status(), "the page is the answer, with the problem on it");
        assertEquals(
                "DELETE FROM \"Drive\"",
                unescape(byId(page.body(), "explain-text").text()));
        assertTrue(byId(page.body(), "explain-problems").text().contains("character 1"), page.body());
    }

    @Test
    void theBuilderLinksToThePasteBox() {
        assertTrue(app.get("/").body().contains("href=\"/explain\""));
    }
}
