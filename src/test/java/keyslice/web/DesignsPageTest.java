package keyslice.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import keyslice.testing.Answer;
import keyslice.testing.RunningApp;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** {@code /designs}: a design pasted, uploaded or linked, shown whole; its card and oEmbed. */
class DesignsPageTest {

    @RegisterExtension
    static final RunningApp app = RunningApp.defaults();

    static String link(String file) {
        return app.postText("/api/v1/design", file).json().get("permalink").asText();
    }

    /** A form as a browser posts it with {@code enctype="multipart/form-data"}: the text box, the file, the button. */
    static HttpResponse<String> multipart(String text, String fileName, String file, String action) throws Exception {
        String boundary = "----keyslice-test-boundary";
        StringBuilder body = new StringBuilder();
        body.append("--")
                .append(boundary)
                .append("\r\n")
                .append("Content-Disposition: form-data; name=\"design\"\r\n\r\n")
                .append(text)
                .append("\r\n--")
                .append(boundary)
                .append("\r\n")
                .append("Content-Disposition: form-data; name=\"file\"; filename=\"")
                .append(fileName)
                .append("\"\r\nContent-Type: application/json\r\n\r\n")
                .append(file)
                .append("\r\n--")
                .append(boundary)
                .append("\r\n")
                .append("Content-Disposition: form-data; name=\"action\"\r\n\r\n")
                .append(action)
                .append("\r\n--")
                .append(boundary)
                .append("--\r\n");
        HttpRequest request = HttpRequest.newBuilder(URI.create(app.baseUrl() + "/designs"))
                .header("Content-Type", "multipart/form-data; boundary=" + boundary)
                .POST(HttpRequest.BodyPublishers.ofString(body.toString(), StandardCharsets.UTF_8))
                .build();
        return HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
    }

    static List<String> patternTitles(Document page) {
        return page.select(".design-pattern h4").eachText();
    }

    @Test
    void theLinkShowsEveryPatternWithWhatItReads() throws Exception {
        String link = link(DesignApiTest.design("orders.json"));
        Answer answer = app.get(link);
        assertEquals(200, answer.status(), answer.body());
        Document page = Jsoup.parse(answer.body());
        assertEquals(
                List.of(
                        "1 A customer's orders",
                        "2 Open orders, newest first",
                        "3 Place an order",
                        "4 Email a receipt"),
                patternTitles(page));
        assertEquals(
                List.of("PK = \"CUST#1\", SK = \"ORDER#1\"", "PK = \"CUST#1\", SK = \"ORDER#10\""),
                page.select("#pattern-1 .design-items code").eachText());
        // No entities in the file: each item is named by its sort key's leading segment.
        assertEquals(
                List.of("ORDER", "ORDER"),
                page.select("#pattern-1 .design-items .item-entity").eachText());
        assertEquals(
                "PK = :pk AND begins_with(SK, :sk)",
                page.selectFirst("#pattern-1 .pattern-expression").text());
        String state = page.selectFirst("#pattern-1 .pattern-open a").attr("href");
        assertTrue(state.startsWith("/?v=1&table=Shop"), state);
        assertEquals(link, page.getElementById("design-permalink").attr("href"));
        assertTrue(
                page.getElementById("design-text").text().contains("\"TableName\" : \"Shop\""), "the file, indented");
        assertTrue(page.getElementById("design-markdown").text().startsWith("| Pattern | Description |"));
        assertTrue(
                page.getElementById("design-markdown").text().contains("`PK = \"CUST#1\", SK = \"ORDER#1\"` (ORDER)"),
                "the Markdown names each item's entity too");
        assertTrue(page.selectFirst("link[rel=alternate]").attr("href").contains("%2Fdesigns%3Fd%3D"));
        assertTrue(answer.header("Content-Security-Policy").endsWith("frame-ancestors 'none'"));
    }

    @Test
    void anUploadedFileIsReadAndAPastedOneToo() throws Exception {
        String orders = DesignApiTest.design("orders.json");
        HttpResponse<String> uploaded = multipart("", "orders.json", orders, "check");
        assertEquals(200, uploaded.statusCode(), uploaded.body());
        assertEquals(4, patternTitles(Jsoup.parse(uploaded.body())).size(), uploaded.body());

        Answer pasted = app.post("/designs", "design=" + URLEncoder.encode(orders, StandardCharsets.UTF_8));
        assertEquals(200, pasted.status(), pasted.body());
        Document page = Jsoup.parse(pasted.body());
        assertEquals(4, patternTitles(page).size());
        assertEquals(orders, page.getElementById("design-text").wholeText(), "the text as pasted");
    }

    @Test
    void aMalformedFileComesBackWithEveryProblemAtItsPlace() throws Exception {
        String bad = "{\"tables\": [{\"TableName\": \"T\", \"AttributeDefinitions\": [{\"AttributeName\": \"id\","
                + " \"AttributeType\": \"S\"}], \"KeySchema\": [{\"AttributeName\": \"id\", \"KeyType\":"
                + " \"RANGE\"}]}], \"items\": {}, \"access_patterns\": [{\"pattern\": \"1\", \"table\": \"X\"}]}";
        HttpResponse<String> answer = multipart(bad, "", "", "check");
        assertEquals(200, answer.statusCode());
        Document page = Jsoup.parse(answer.body());
        assertEquals(
                List.of("tables[0].KeySchema", "access_patterns[0].table"),
                page.select("#design-problems .where").eachText());
        assertEquals(bad, page.getElementById("design-text").wholeText());
        assertNull(page.selectFirst(".design-result"));
    }

    @Test
    void aDesignTooLargeForALinkSaysSoAndOffersTheFile() throws Exception {
        HttpResponse<String> answer = multipart("", "big.json", DesignLinkApiTest.tooLargeForALink(), "check");
        Document page = Jsoup.parse(answer.body());
        assertNull(page.getElementById("design-permalink"));
        assertTrue(page.getElementById("design-permalink-note").text().contains("Download as a file"));
        assertTrue(page.getElementById("design-download") != null);
    }

    @Test
    void theDownloadButtonGivesTheTextAsAFile() throws Exception {
        HttpResponse<String> file = multipart("{\"tables\": []}", "", "", "download");
        assertEquals(200, file.statusCode());
        assertEquals("{\"tables\": []}", file.body());
        assertTrue(file.headers().firstValue("Content-Disposition").orElse("").startsWith("attachment"));
    }

    @Test
    void aBadLinkIsRefusedOnTheDesignsParameter() {
        Answer refused = app.get("/designs?d=!!");
        assertEquals(400, refused.status());
        assertTrue(refused.body().contains("id=\"refusal-title\""), refused.body());
        assertTrue(refused.body().contains("The design in the link (d) cannot be read"), refused.body());
    }

    @Test
    void theCardAndTheMarkdownNameTheEntitiesEachPatternReads() throws Exception {
        String link = link(DesignApiTest.design("orders.json"));
        Document card =
                Jsoup.parse(app.get(link.replace("/designs?", "/designs/card?")).body());
        assertEquals(
                "no findings · reads ORDER · 2 items read, 2 returned, 0.5 read units",
                card.selectFirst(".card-patterns li .card-pattern-facts").text());
        String markdown = Jsoup.parse(app.get(link).body())
                .getElementById("design-markdown")
                .text();
        assertTrue(
                markdown.startsWith("| Pattern | Description | Operation | Table · index | Key condition in words |"
                        + " KeyConditionExpression | Entities read | Reads |"),
                markdown);
        assertTrue(markdown.lines().toList().get(2).contains("| ORDER | 2 items read"), markdown);
    }

    @Test
    void theCardIsFramableAndOembedAnswersForTheDesignsLink() throws Exception {
        String link = link(DesignApiTest.design("findings.json"));
        Answer card = app.get(link.replace("/designs?", "/designs/card?"));
        assertEquals(200, card.status(), card.body());
        assertNull(card.header("X-Frame-Options"));
        assertTrue(card.header("Content-Security-Policy").endsWith("frame-ancestors *"));
        Document framed = Jsoup.parse(card.body());
        assertEquals(4, framed.select(".card-patterns li").size());
        assertEquals(4, framed.select(".card-findings li").size());

        Answer oembed = app.get("/oembed?format=json&url="
                + URLEncoder.encode(app.baseUrl() + link, StandardCharsets.UTF_8) + "&maxwidth=500");
        assertEquals(200, oembed.status(), oembed.body());
        JsonNode body = oembed.json();
        assertEquals("rich", body.get("type").asText());
        assertEquals(500, body.get("width").asInt());
        assertTrue(body.get("html").asText().contains("/designs/card?d="), body.toString());
        assertEquals("Shop: 4 access patterns, 4 findings", body.get("title").asText());

        Answer small = app.get("/oembed?format=json&url="
                + URLEncoder.encode(app.baseUrl() + link, StandardCharsets.UTF_8) + "&maxheight=200");
        assertEquals(200, small.json().get("height").asInt());
        String src = Jsoup.parse(small.json().get("html").asText())
                .selectFirst("iframe")
                .attr("src");
        assertTrue(src.endsWith("&maxheight=200"), src);
        Document fitted =
                Jsoup.parse(app.get(src.substring(app.baseUrl().length())).body());
        assertTrue(fitted.select(".card-findings").isEmpty(), "the findings left out first");
        assertEquals(
                List.of("and 3 more patterns in keyslice"),
                fitted.select(".card-patterns li.more").eachText());

        Answer elsewhere =
                app.get("/oembed?url=" + URLEncoder.encode("https://evil.example" + link, StandardCharsets.UTF_8));
        assertEquals(404, elsewhere.status(), elsewhere.body());
        Answer query = app.get(
                "/oembed?url=" + URLEncoder.encode(app.baseUrl() + "/?v=1&pk=PK&pkValue=x", StandardCharsets.UTF_8));
        assertEquals(200, query.status(), "the Query card's oEmbed still answers");
    }

    @Test
    void theBuildersQueryStartsADesignThatReadsWhatTheBuilderReads() {
        Answer answer = app.get(
                "/designs/query?" + keyslice.web.state.Permalink.queryString(keyslice.examples.FileTree.UNDER_PHOTOS));
        assertEquals(200, answer.status(), answer.body());
        Document page = Jsoup.parse(answer.body());
        assertEquals(
                List.of(
                        "PK = \"DRIVE#a91\", SK = \"root/photos/\"",
                        "PK = \"DRIVE#a91\", SK = \"root/photos/2026/\"",
                        "PK = \"DRIVE#a91\", SK = \"root/photos/2026/beach.jpg\"",
                        "PK = \"DRIVE#a91\", SK = \"root/photos/2026/sunset.jpg\""),
                page.select("#pattern-1 .design-items code").eachText());
        assertTrue(page.getElementById("design-text").text().contains("\"TableName\" : \"Drive\""));

        Answer onIndex = app.get("/designs/query?table=Drive&index=parent&pk=parent&pkValue=root%2F");
        assertEquals(200, onIndex.status());
        assertTrue(
                Jsoup.parse(onIndex.body())
                        .getElementById("design-problems")
                        .text()
                        .contains("table's own key"),
                onIndex.body());
    }
}
