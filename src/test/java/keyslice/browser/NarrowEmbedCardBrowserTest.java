package keyslice.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The embed card at 400 px, the narrowest width it is measured at: the summary and every warning say what they mean
 * (no "…"), and the card stays within the height oEmbed declares for it.
 */
@Tag("browser")
class NarrowEmbedCardBrowserTest {

    @RegisterExtension
    static final BrowserFixture fixture = BrowserFixture.withJavaScript();

    private static final BrowserSession browser = fixture.browser();

    @AfterEach
    void reset() {
        browser.clearViewport();
    }

    private static int declaredHeight(String permalink) {
        String url = java.net.URLEncoder.encode(fixture.base() + permalink, java.nio.charset.StandardCharsets.UTF_8);
        var response = fixture.app().get("/oembed?format=json&maxwidth=400&url=" + url);
        assertEquals(200, response.status(), response::body);
        JsonNode json = response.json();
        return json.path("height").asInt();
    }

    /** The texts of the summary's lines and the warnings that the card cuts (wider than their box). */
    @SuppressWarnings("unchecked")
    private static List<String> ellipsized() {
        return (List<String>) browser.js("return Array.from(document.querySelectorAll("
                + "'.card-summary > span:not(.visually-hidden), .card-warnings li, .card-label h2'))"
                + ".filter(function (el) { return el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1; })"
                + ".map(function (el) { return el.className + ': ' + el.textContent; });");
    }

    @Test
    void atFourHundredPixelsTheSummaryAndTheWarningsAreWholeWithinTheDeclaredHeight() {
        for (Map.Entry<String, String> card : Map.of(
                        "file-tree",
                        BrowserFixture.FILE_TREE_PERMALINK,
                        "audit-window",
                        "/?v=1&" + BrowserFixture.AUDIT_WINDOW,
                        "tournaments",
                        keyslice.web.state.Permalink.of(keyslice.examples.Tournaments.ROUND_TWO_UPPER))
                .entrySet()) {
            int height = declaredHeight(card.getValue());
            browser.viewport(400, height, false);
            browser.open("/embed?" + card.getValue().substring(2));
            browser.await(
                    "the card", () -> Boolean.TRUE.equals(browser.js("return !!document.querySelector('main.card');")));
            browser.screenshot("embed-400-" + card.getKey());
            assertEquals(List.of(), ellipsized(), card.getKey());
            long natural = Math.round(((Number) browser.js("var card = document.querySelector('main.card');"
                            + "card.style.minHeight = '0px'; var h = document.body.getBoundingClientRect().height; card.style.minHeight = '';"
                            + "return h;"))
                    .doubleValue());
            assertTrue(
                    natural <= height, card.getKey() + ": the card is " + natural + " px, oEmbed declares " + height);
        }
    }
}
