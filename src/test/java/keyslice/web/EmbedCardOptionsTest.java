package keyslice.web;

import static keyslice.testing.Html.byId;
import static keyslice.testing.Html.elementText;
import static keyslice.testing.Html.elements;
import static keyslice.testing.Query.encode;
import static keyslice.web.EmbedCardFixtures.FILE_TREE;
import static keyslice.web.EmbedCardFixtures.card;
import static keyslice.web.EmbedCardFixtures.height;
import static keyslice.web.EmbedCardFixtures.http;
import static keyslice.web.EmbedCardFixtures.oembed;
import static keyslice.web.EmbedCardFixtures.sections;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import keyslice.domain.form.Field;
import keyslice.testing.Html.Element;
import keyslice.testing.RunningApp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The card's own options: refused when they are not ones, kept out of permalinks, taken by oEmbed from the URL.
 */
class EmbedCardOptionsTest {
    @RegisterExtension
    static final RunningApp app = EmbedCardFixtures.app;

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "&theme=purple|theme|\"purple\"|light, dark or auto",
                "&theme=light&theme=dark|theme|given 2 times|give it once",
                "&show=summary,nope|show|\"nope\"|summary, expression, filter, values, warnings or slice",
                "&show=|show|names no part|summary, expression, filter, values, warnings or slice",
                "&show=,%20,|show|names no part|summary, expression, filter, values, warnings or slice",
                "&theme=%ZZ|theme|malformed percent-escape|malformed percent-escape"
            })
    void optionsThatAreNotOnesAreProblemsNamingTheParameter(
            String options, String field, String inSummary, String inMessage) {
        String card = card(FILE_TREE, options);
        assertEquals("This key condition is not valid", elementText(card, "h2", "card-invalid"));
        List<Element> problems = elements(card, "li").stream()
                .filter(li -> elements(li.outer(), "code").stream()
                        .anyMatch(c -> c.text().equals(field)))
                .toList();
        assertEquals(1, problems.size(), card);
        assertTrue(problems.get(0).text().contains(inMessage), problems.get(0).text());
        assertTrue(
                problems.get(0).attr("title").contains(inSummary),
                problems.get(0).attr("title"));

        if (options.contains("%ZZ")) {
            return; // not a URL at all, so not a permalink: oEmbed's 404 (EmbedOembedTest)
        }
        JsonNode refused = http.get("/oembed?format=json&url=" + encode(http.origin() + FILE_TREE + options))
                .assertStatus(400)
                .json();
        assertEquals(field, refused.get("errors").get(0).get("field").asText());
        assertTrue(refused.get("errors").get(0).get("summary").asText().contains(inSummary), refused::toString);
    }

    @Test
    void theCardsOptionsNeverReachAPermalink() {
        assertTrue(Field.named("theme").isEmpty() && Field.named("show").isEmpty(), "not builder parameters");
        String options = "&theme=dark&show=summary";
        String page = http.get(FILE_TREE + options).assertStatus(200).body();
        assertEquals(FILE_TREE, byId(page, "permalink").attr("href"));
        assertEquals(
                http.origin() + "/embed?" + EmbedFixtures.query(FILE_TREE),
                OutputViewsFixtures.iframe(elementText(page, "pre", "share-embed"))
                        .attr("src"),
                "the dialog starts from the defaults");
        assertEquals(
                FILE_TREE,
                http.api(EmbedFixtures.query(FILE_TREE) + options)
                        .assertStatus(200)
                        .json()
                        .get("permalink")
                        .asText());
        Element open = elements(card(FILE_TREE, options), "a", "card-open").get(0);
        assertEquals(http.origin() + FILE_TREE, open.attr("href"), "the link back opens the builder's state alone");
    }

    // --- oEmbed ---------------------------------------------------------------------------------------------------

    @Test
    void oembedTakesTheCardsOptionsFromTheUrl() {
        JsonNode oembed = oembed(FILE_TREE, "&show=expression,summary&theme=light", "");
        String src = EmbedFixtures.oembedIframe(oembed).attr("src");
        assertEquals(
                http.origin() + "/embed?" + EmbedFixtures.query(FILE_TREE) + "&theme=light&show=summary,expression",
                src);
        String card = http.get(src.substring(http.origin().length()))
                .assertStatus(200)
                .body();
        assertEquals(List.of("card-expression"), sections(card));
        assertEquals("light", elements(card, "html").get(0).attr("data-theme"));
        assertTrue(oembed.get("height").asInt() < height(FILE_TREE, ""));
    }
}
