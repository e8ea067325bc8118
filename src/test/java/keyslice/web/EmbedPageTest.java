package keyslice.web;

import static keyslice.testing.Html.assertNoInlineScript;
import static keyslice.testing.Html.elementText;
import static keyslice.testing.Html.elements;
import static keyslice.testing.Query.encode;
import static keyslice.web.EmbedFixtures.AUDIT_WINDOW;
import static keyslice.web.EmbedFixtures.FILE_TREE;
import static keyslice.web.EmbedFixtures.FILE_TREE_WORDS;
import static keyslice.web.EmbedFixtures.copyButton;
import static keyslice.web.EmbedFixtures.http;
import static keyslice.web.EmbedFixtures.oembedIframe;
import static keyslice.web.EmbedFixtures.query;
import static keyslice.web.WebTestHttp.assertMediaType;
import static keyslice.web.WebTestHttp.json;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import keyslice.testing.Answer;
import keyslice.testing.Html;
import keyslice.testing.Html.Element;
import keyslice.testing.RunningApp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The embed card as a page: compact and read-only, with the warnings or the errors escaped, and the builder page's
 * oEmbed link.
 */
class EmbedPageTest {
    @RegisterExtension
    static final RunningApp app = EmbedFixtures.app;

    // --- the card ---------------------------------------------------------------------------------------------

    @Test
    void embedIsACompactReadOnlyCard() {
        JsonNode api = http.api(query(FILE_TREE)).assertStatus(200).json();
        Answer response = http.get("/embed?" + query(FILE_TREE)).assertStatus(200);
        assertMediaType("text/html", "utf-8", response.contentType());
        String card = response.body();
        assertTrue(card.stripLeading().startsWith("<!DOCTYPE html>"));
        assertFalse(card.contains("<form"), "read-only: no form");
        assertTrue(elements(card, "input").isEmpty() && elements(card, "select").isEmpty(), "read-only: no controls");
        assertNoInlineScript(card);

        assertEquals(api.get("keyConditionExpression").asText(), elementText(card, "code", "out-expression"));
        assertEquals(
                1,
                elements(card, "button").stream()
                        .filter(b -> b.hasClass("copy")
                                && "#out-expression".equals(b.attr("data-copy"))
                                && "button".equals(b.attr("type")))
                        .count(),
                "a copy button for the expression");
        // The names and values are copied as the JSON the request takes, and shown once each, one row per placeholder.
        assertEquals(
                api.get("expressionAttributeNames"),
                json(copyButton(card, "copy-names").attr("data-copy-text")));
        assertEquals(
                api.get("expressionAttributeValues"),
                json(copyButton(card, "copy-values").attr("data-copy-text")));
        assertEquals(
                List.of("#pk", "#sk", ":pk", ":sk"),
                elements(card, "dt").stream().map(Element::text).toList());
        assertEquals(
                List.of("PK", "SK", "S DRIVE#a91", "S root/photos/"),
                elements(card, "dd").stream().map(Element::text).toList());
        // The whole request would repeat them: the card links to the builder, which has it.
        assertNull(Html.byIdOrNull(card, "out-request"));
        assertFalse(Html.unescape(card).contains("TableName"), "no Query request on the card");
        assertTrue(card.contains("src=\"" + keyslice.web.http.Assets.JS + "\""), "the copy script is loaded");

        List<Element> open = elements(card, "a").stream()
                .filter(a -> a.text().trim().equals("Open in keyslice"))
                .toList();
        assertEquals(1, open.size());
        assertEquals(
                http.origin() + FILE_TREE,
                open.get(0).attr("href"),
                "opens the absolute permalink (the card is framed elsewhere)");
        assertEquals(api.get("permalink").asText(), FILE_TREE);
        List<Element> titles = elements(card, "title");
        assertEquals(1, titles.size());
        assertEquals(
                "keyslice: " + FILE_TREE_WORDS,
                titles.get(0).text(),
                "the title names the table, the key values and the operator");
        assertEquals(FILE_TREE_WORDS, elements(card, "p", "card-summary").get(0).text(), "the summary line");
    }

    @Test
    void embedShowsTheWarnings() {
        String card =
                http.get("/embed?" + query(AUDIT_WINDOW)).assertStatus(200).body();
        List<Element> warnings = elements(card, "li").stream()
                .filter(li -> li.hasClass("warning"))
                .toList();
        List<String> codes = warnings.stream()
                .map(li -> elements(li.outer(), "code").get(0).text())
                .toList();
        assertTrue(codes.containsAll(List.of("timestamp-bound", "prefix-upper-bound")), codes::toString);
    }

    @Test
    void embedOfAnInvalidStateShowsTheErrorsEscaped() {
        String card = http.get("/embed?pk=PK&pkValue=&table=" + encode("<script>alert(1)</script>"))
                .assertStatus(200)
                .body();
        assertFalse(card.contains("<script>alert"));
        assertNoInlineScript(card);
        assertFalse(card.contains("id=\"out-expression\""));
        JsonNode errors = http.api("pk=PK&pkValue=&table=" + encode("<script>alert(1)</script>"))
                .assertStatus(400)
                .json()
                .get("errors");
        String text = Html.unescape(card);
        errors.forEach(e -> assertTrue(text.contains(e.get("message").asText()), e.toString()));
    }

    @Test
    void pageAdvertisesItsOembedEndpoint() {
        String page = http.get(FILE_TREE).assertStatus(200).body();
        List<Element> links = elements(page, "link").stream()
                .filter(l -> "alternate".equals(l.attr("rel")) && "application/json+oembed".equals(l.attr("type")))
                .toList();
        assertEquals(1, links.size(), "oEmbed discovery link");
        String href = links.get(0).attr("href");
        // Absolute: a consumer resolves nothing against the page it found the link in.
        assertTrue(href.startsWith(http.origin() + "/oembed?"), href);
        String path = href.substring(http.origin().length());
        JsonNode oembed = http.get(path).assertStatus(200).json();
        assertEquals(
                http.origin() + "/embed?" + query(FILE_TREE),
                oembedIframe(oembed).attr("src"));
    }
}
