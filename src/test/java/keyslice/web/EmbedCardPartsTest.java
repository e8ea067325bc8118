package keyslice.web;

import static keyslice.testing.Html.byId;
import static keyslice.testing.Html.byIdOrNull;
import static keyslice.testing.Html.elementText;
import static keyslice.testing.Html.elements;
import static keyslice.web.EmbedCardFixtures.AUDIT_WINDOW;
import static keyslice.web.EmbedCardFixtures.FILE_TREE;
import static keyslice.web.EmbedCardFixtures.block;
import static keyslice.web.EmbedCardFixtures.card;
import static keyslice.web.EmbedCardFixtures.height;
import static keyslice.web.EmbedCardFixtures.http;
import static keyslice.web.EmbedCardFixtures.properties;
import static keyslice.web.EmbedCardFixtures.sections;
import static keyslice.web.EmbedCardFixtures.sliceRows;
import static keyslice.web.EmbedCardFixtures.sliceTexts;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import keyslice.domain.form.QueryForm;
import keyslice.testing.Html;
import keyslice.testing.Html.Element;
import keyslice.testing.RunningApp;
import keyslice.web.EmbedCardFixtures.CardLayoutTerms;
import keyslice.web.state.Permalink;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * What an embed card shows: its parts in the card's order, the slice around what is read, the filter's items, the
 * theme, and the Markdown link's words.
 */
class EmbedCardPartsTest {
    @RegisterExtension
    static final RunningApp app = EmbedCardFixtures.app;

    // --- the parts ----------------------------------------------------------------------------------------------

    @Test
    void everyPartThatAppliesByDefault() {
        String tree = card(FILE_TREE, "");
        assertEquals(List.of("card-expression", "card-values", "card-slice"), sections(tree));
        assertEquals(1, elements(tree, "p", "card-summary").size());
        assertTrue(elements(tree, "ul", "card-warnings").isEmpty(), "the file tree has no warning");
        String audit = card(AUDIT_WINDOW, "");
        assertEquals(2, elements(audit, "li", "warning").size());
        String partitionOnly =
                card(Permalink.of(QueryForm.builder().pk("PK").pkValue("x").build()), "");
        assertEquals(List.of("card-expression", "card-values"), sections(partitionOnly), "no samples, no slice");
    }

    @Test
    void showPicksThePartsInTheCardsOwnOrder() {
        String card = card(FILE_TREE, "&show=slice,summary");
        assertEquals(List.of("card-slice"), sections(card));
        assertEquals(1, elements(card, "p", "card-summary").size());
        assertNull(byIdOrNull(card, "out-expression"));
        assertTrue(elements(card, "dl").isEmpty());
        String values = card(FILE_TREE, "&show=%20values%20,expression,values");
        assertEquals(List.of("card-expression", "card-values"), sections(values), "spaces and repeats are forgiven");
        assertEquals(List.of(), sections(card(FILE_TREE, "&show=warnings")), "a part that does not apply is left out");
    }

    @Test
    void theSliceShowsTheKeysAroundWhatIsRead() {
        String card = card(FILE_TREE, "");
        assertEquals("Reads 4 of 9 sample keys", elementText(card, "h2", "card-slice"));
        assertEquals(
                List.of("gap", "before", "match", "match", "match", "match"),
                sliceRows(card).stream().map(row -> row.attr("class")).toList());
        assertEquals(
                List.of(
                        "… 4 more keys",
                        "root/photos.zip",
                        "root/photos/",
                        "root/photos/2026/",
                        "root/photos/2026/beach.jpg",
                        "root/photos/2026/sunset.jpg"),
                sliceTexts(card));
        assertEquals(
                4,
                elements(card, "span", "visually-hidden").stream()
                        .filter(s -> s.text().equals(" (read)"))
                        .count(),
                "each read key says so in words too");

        // Hundreds of samples: still a few rows, the others counted.
        List<String> many = IntStream.range(0, 300)
                .mapToObj(i -> String.format("root/photos/%03d.jpg", i))
                .toList();
        String big = card(
                Permalink.of(QueryForm.builder()
                        .table("Drive")
                        .pk("PK")
                        .pkValue("DRIVE#a91")
                        .sk("SK")
                        .op("begins_with")
                        .value("root/photos/1")
                        .samples(many)
                        .build()),
                "");
        assertEquals(
                List.of(
                        "… 99 more keys",
                        "root/photos/099.jpg",
                        "root/photos/100.jpg",
                        "root/photos/101.jpg",
                        "root/photos/102.jpg",
                        "… 96 more read",
                        "root/photos/199.jpg",
                        "root/photos/200.jpg",
                        "… 99 more keys"),
                sliceTexts(big));
        assertEquals("Reads 100 of 300 sample keys", elementText(big, "h2", "card-slice"));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {"|auto", "&theme=auto|auto", "&theme=light|light", "&theme=dark|dark"})
    void themeMarksTheRoot(String options, String theme) {
        String card = card(FILE_TREE, options == null ? "" : options);
        assertEquals(theme, elements(card, "html").get(0).attr("data-theme"));
    }

    @Test
    void theBuilderPagesHaveNoTheme() {
        assertNull(
                elements(http.get(FILE_TREE + "&theme=dark").assertStatus(200).body(), "html")
                        .get(0)
                        .attr("data-theme"));
    }

    @Test
    void aFilteredQuerysCardShowsItsExpressionsAndWhatItReturnsOfTheSampleItems() {
        String permalink = http.api(QueryOptionsPageFixtures.tickets())
                .assertStatus(200)
                .json()
                .get("permalink")
                .asText();
        String card = card(permalink, "");
        Element section = byId(card, "card-filter");
        assertEquals("After the key condition", section.text());
        List<String> rows =
                elements(card, "dd").stream().map(dd -> dd.text().strip()).toList();
        assertTrue(
                rows.containsAll(List.of("#f1 = :f1", "#f1, #p1.#p2", "reads 3 of the 6 sample items, returns 2")),
                rows::toString);
        assertTrue(rows.contains("status"), "the filter's names join the key condition's: " + rows);
        assertTrue(rows.contains("S open"), "and its values: " + rows);
        assertEquals(
                height(permalink, "&show=expression")
                        + CardLayoutTerms.LABEL
                        + 3 * CardLayoutTerms.LINE
                        + CardLayoutTerms.GAP,
                height(permalink, "&show=expression,filter"),
                "a heading and one line per row");
        assertNull(
                byIdOrNull(card(FILE_TREE, "&show=filter,summary"), "card-filter"),
                "a part that does not apply is left out");
        assertEquals(
                List.of("summary", "expression", "filter", "values"),
                Html.controls(http.get(permalink).body(), "embed-show").stream()
                        .map(b -> b.attr("value"))
                        .toList());
    }

    @Test
    void theMarkdownLinkNamesTheQueryInWords() {
        String markdown = elementText(http.get(FILE_TREE).body(), "pre", "share-markdown");
        assertTrue(
                markdown.endsWith("\n\n[" + EmbedFixtures.FILE_TREE_WORDS + "](" + http.origin() + FILE_TREE + ")\n"),
                markdown);
        String marked = Permalink.of(
                QueryForm.builder().table("Drive").pk("PK").pkValue("a]b*c_d").build());
        String escaped = elementText(http.get(marked).body(), "pre", "share-markdown");
        assertTrue(escaped.contains("[Drive: partition a\\]b\\*c\\_d, all items]("), escaped);
    }

    // --- the dark palette ------------------------------------------------------------------------------------------

    /** theme=dark repeats the palette of prefers-color-scheme: dark; the two must not drift apart. */
    @Test
    void theDarkThemeIsTheDarkPalette() throws IOException {
        String css = Files.readString(Path.of("static", "css", "app.css"));
        Map<String, String> scheme = properties(block(
                css,
                "@media \\(prefers-color-scheme: dark\\)\\s*\\{\\s*:root:not\\(\\[data-theme=\"light\"\\]\\)\\s*\\{"));
        Map<String, String> theme = properties(block(css, ":root\\[data-theme=\"dark\"\\]\\s*\\{"));
        theme.remove("color-scheme");
        assertTrue(scheme.size() >= 10, scheme::toString);
        assertEquals(scheme, theme);
    }
}
