package keyslice.web;

import static keyslice.testing.Html.byId;
import static keyslice.testing.Html.elementText;
import static keyslice.testing.Query.encode;
import static keyslice.web.EmbedCardFixtures.AUDIT_WINDOW;
import static keyslice.web.EmbedCardFixtures.FILE_TREE;
import static keyslice.web.EmbedCardFixtures.height;
import static keyslice.web.EmbedCardFixtures.http;
import static keyslice.web.EmbedCardFixtures.oembed;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import keyslice.domain.form.FormBuilder;
import keyslice.domain.form.QueryForm;
import keyslice.examples.FileTree;
import keyslice.testing.Html;
import keyslice.testing.Html.Element;
import keyslice.testing.RunningApp;
import keyslice.web.state.Permalink;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The card's size: its height from its rows, oEmbed's maxwidth and maxheight, and the height in the copied embed code.
 */
class EmbedCardHeightTest {
    @RegisterExtension
    static final RunningApp app = EmbedCardFixtures.app;

    @Test
    void theHeightIsTheSumOfTheRowsAndNotOfTheText() {
        int full = height(FILE_TREE, "");
        int header = height(FILE_TREE, "&show=warnings"); // no part applies: the frame and the header
        int parts = 0;
        for (String part : List.of("summary", "expression", "values", "slice")) {
            parts += height(FILE_TREE, "&show=" + part) - header;
        }
        assertEquals(full, header + parts, "each part adds its own rows");

        // Long values do not wrap: the card is as tall as with short ones.
        FormBuilder longValue =
                QueryForm.builder().table("Drive").pk("PK").sk("SK").op("eq").samples(FileTree.SAMPLE_KEYS);
        assertEquals(
                height(Permalink.of(longValue.pkValue("p").value("v").build()), "&show=expression,values,slice"),
                height(
                        Permalink.of(longValue
                                .pkValue("p".repeat(2000))
                                .value("v".repeat(1000))
                                .build()),
                        "&show=expression,values,slice"));
    }

    @Test
    void oembedWidthIsTheMaxwidthUpToTheCardsOwn() {
        assertEquals(800, oembed(FILE_TREE, "", "").get("width").asInt());
        for (int width : new int[] {400, 560, 700, 800}) {
            JsonNode oembed = oembed(FILE_TREE, "", "&maxwidth=" + width);
            assertEquals(width, oembed.get("width").asInt());
            assertEquals(
                    height(FILE_TREE, ""), oembed.get("height").asInt(), "the height does not depend on the width");
        }
        assertEquals(800, oembed(FILE_TREE, "", "&maxwidth=").get("width").asInt(), "a blank maxwidth sets no maximum");
    }

    @Test
    void underASmallerMaxheightTheCardLeavesPartsOutUntilItFits() {
        int full = height(FILE_TREE, "");
        int withoutSlice = height(FILE_TREE, "&show=summary,expression,values");
        JsonNode fitted = oembed(FILE_TREE, "", "&maxheight=" + withoutSlice);
        assertEquals(withoutSlice, fitted.get("height").asInt());
        assertTrue(
                EmbedFixtures.oembedIframe(fitted).attr("src").endsWith("&show=summary,expression,values"),
                fitted::toString);

        JsonNode tiny = oembed(FILE_TREE, "", "&maxheight=60");
        assertEquals(60, tiny.get("height").asInt(), "at most maxheight, however small");
        assertTrue(EmbedFixtures.oembedIframe(tiny).attr("src").endsWith("&show=expression"), "the expression stays");
        assertEquals(
                full, oembed(FILE_TREE, "", "&maxheight=" + full).get("height").asInt());
        assertFalse(EmbedFixtures.oembedIframe(oembed(FILE_TREE, "", "&maxheight=" + full))
                .attr("src")
                .contains("show="));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(
            strings = {
                "maxwidth=abc",
                "maxwidth=0",
                "maxwidth=-5",
                "maxwidth=1.5",
                "maxwidth=100000",
                "maxheight=x",
                "maxheight=0"
            })
    void sizesThatAreNotPixelsAreRefusedNamingTheParameter(String size) {
        JsonNode refused = http.get("/oembed?format=json&url=" + encode(http.origin() + FILE_TREE) + "&" + size)
                .assertStatus(400)
                .json();
        JsonNode error = refused.get("errors").get(0);
        assertEquals(size.substring(0, size.indexOf('=')), error.get("field").asText());
        assertTrue(error.get("message").asText().contains("whole number of pixels from 1 to 99999"), refused::toString);
    }

    // --- the builder's embed dialog -------------------------------------------------------------------------------

    @Test
    void theCopiedEmbedCodeCarriesTheCardsHeight() {
        for (String permalink : List.of(FILE_TREE, AUDIT_WINDOW)) {
            String page = http.get(permalink).assertStatus(200).body();
            Element iframe = OutputViewsFixtures.iframe(elementText(page, "pre", "share-embed"));
            assertEquals(String.valueOf(height(permalink, "")), iframe.attr("height"), permalink);
            assertEquals("100%", iframe.attr("width"), "the card takes the column it is put in");

            // The dialog's choices: each part with the height it adds, which the page sums for the parts ticked.
            Element options = byId(page, "embed-options");
            assertNotNull(options.attr("hidden"), "shown by the script that handles it");
            int base = Integer.parseInt(options.attr("data-height"));
            Map<String, Integer> parts = new LinkedHashMap<>();
            Html.controls(page, "embed-show")
                    .forEach(box -> parts.put(box.attr("value"), Integer.parseInt(box.attr("data-height"))));
            assertEquals(
                    Integer.parseInt(iframe.attr("height")),
                    base + parts.values().stream().mapToInt(Integer::intValue).sum());
            for (Map.Entry<String, Integer> part : parts.entrySet()) {
                assertEquals(height(permalink, "&show=" + part.getKey()), base + part.getValue(), part.getKey());
            }
            assertEquals(
                    List.of("auto", "light", "dark"),
                    Html.controls(page, "embed-theme").stream()
                            .map(r -> r.attr("value"))
                            .toList());
        }
        assertEquals(
                List.of("summary", "expression", "values", "slice"),
                Html.controls(http.get(FILE_TREE).body(), "embed-show").stream()
                        .map(b -> b.attr("value"))
                        .toList());
        assertEquals(
                List.of("summary", "expression", "values", "warnings", "slice"),
                Html.controls(http.get(AUDIT_WINDOW).body(), "embed-show").stream()
                        .map(b -> b.attr("value"))
                        .toList());
    }
}
