package keyslice.web;

import static keyslice.testing.Html.byId;
import static keyslice.testing.Html.byIdOrNull;
import static keyslice.testing.Html.elementText;
import static keyslice.testing.Html.elements;
import static keyslice.testing.Query.encode;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.IntStream;
import keyslice.domain.form.Field;
import keyslice.domain.form.FormBuilder;
import keyslice.domain.form.QueryForm;
import keyslice.examples.AuditLog;
import keyslice.examples.FileTree;
import keyslice.testing.Html;
import keyslice.testing.Html.Element;
import keyslice.testing.RunningApp;
import keyslice.web.state.Permalink;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The embed card's parts and options ({@code theme}, {@code show}), its height as oEmbed and the builder's embed code
 * give it, and the plain words that title it. The heights are checked against real cards in EmbedCardBrowserTest.
 */
class EmbedCardTest {

    private static final String FILE_TREE = Permalink.of(FileTree.UNDER_PHOTOS);
    private static final String AUDIT_WINDOW = Permalink.of(AuditLog.ONE_DAY);

    @RegisterExtension
    static final RunningApp app = RunningApp.defaults();

    private static final WebTestHttp http = new WebTestHttp(app);

    /** Sent byte for byte: some options are malformed on purpose. */
    private static String card(String permalink, String options) {
        return http.rawGet("/embed?" + EmbedTest.query(permalink) + options)
                .assertStatus(200)
                .body();
    }

    private static JsonNode oembed(String permalink, String options, String sizes) {
        return http.get("/oembed?format=json&url=" + encode(http.origin() + permalink + options) + sizes)
                .assertStatus(200)
                .json();
    }

    private static int height(String permalink, String options) {
        return oembed(permalink, options, "").get("height").asInt();
    }

    private static List<String> sections(String card) {
        return elements(card, "h2").stream().map(h -> h.attr("id")).toList();
    }

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

    private static List<Element> sliceRows(String card) {
        Element list = elements(card, "ol", "card-slice").get(0);
        return elements(list.outer(), "li");
    }

    /** Each row's key, or a gap row's words. */
    private static List<String> sliceTexts(String card) {
        return sliceRows(card).stream()
                .map(row -> row.hasClass("gap")
                        ? row.text()
                        : elements(row.outer(), "code").get(0).text())
                .toList();
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
            return; // not a URL at all, so not a permalink: oEmbed's 404 (EmbedTest)
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
                http.origin() + "/embed?" + EmbedTest.query(FILE_TREE),
                OutputViewsTest.iframe(elementText(page, "pre", "share-embed")).attr("src"),
                "the dialog starts from the defaults");
        assertEquals(
                FILE_TREE,
                http.api(EmbedTest.query(FILE_TREE) + options)
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
        String src = EmbedTest.oembedIframe(oembed).attr("src");
        assertEquals(
                http.origin() + "/embed?" + EmbedTest.query(FILE_TREE) + "&theme=light&show=summary,expression", src);
        String card = http.get(src.substring(http.origin().length()))
                .assertStatus(200)
                .body();
        assertEquals(List.of("card-expression"), sections(card));
        assertEquals("light", elements(card, "html").get(0).attr("data-theme"));
        assertTrue(oembed.get("height").asInt() < height(FILE_TREE, ""));
    }

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
                EmbedTest.oembedIframe(fitted).attr("src").endsWith("&show=summary,expression,values"),
                fitted::toString);

        JsonNode tiny = oembed(FILE_TREE, "", "&maxheight=60");
        assertEquals(60, tiny.get("height").asInt(), "at most maxheight, however small");
        assertTrue(EmbedTest.oembedIframe(tiny).attr("src").endsWith("&show=expression"), "the expression stays");
        assertEquals(
                full, oembed(FILE_TREE, "", "&maxheight=" + full).get("height").asInt());
        assertFalse(EmbedTest.oembedIframe(oembed(FILE_TREE, "", "&maxheight=" + full))
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
            Element iframe = OutputViewsTest.iframe(elementText(page, "pre", "share-embed"));
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

    @Test
    void aFilteredQuerysCardShowsItsExpressionsAndWhatItReturnsOfTheSampleItems() {
        String permalink = http.api(QueryOptionsPageTest.tickets())
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

    /** The card's pixel terms, as CardLayout and the CSS give them. */
    private static final class CardLayoutTerms {
        static final int GAP = 8;
        static final int LABEL = 24;
        static final int LINE = 22;
    }

    @Test
    void theMarkdownLinkNamesTheQueryInWords() {
        String markdown = elementText(http.get(FILE_TREE).body(), "pre", "share-markdown");
        assertTrue(
                markdown.endsWith("\n\n[" + EmbedTest.FILE_TREE_WORDS + "](" + http.origin() + FILE_TREE + ")\n"),
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

    /** The declarations after the first match of {@code opening} (a regular expression), up to the closing brace. */
    private static String block(String css, String opening) {
        Matcher m = Pattern.compile(opening).matcher(css);
        assertTrue(m.find(), "app.css has " + opening);
        return css.substring(m.end(), css.indexOf('}', m.end()));
    }

    private static Map<String, String> properties(String block) {
        Map<String, String> properties = new LinkedHashMap<>();
        Matcher m = Pattern.compile("([-\\w]+)\\s*:\\s*([^;]+);").matcher(block);
        while (m.find()) {
            properties.put(m.group(1), m.group(2).trim());
        }
        return properties;
    }
}
