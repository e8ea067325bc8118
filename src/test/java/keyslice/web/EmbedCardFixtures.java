package keyslice.web;

import static keyslice.testing.Html.elements;
import static keyslice.testing.Query.encode;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import keyslice.examples.AuditLog;
import keyslice.examples.FileTree;
import keyslice.testing.Html.Element;
import keyslice.testing.RunningApp;
import keyslice.web.state.Permalink;

/**
 * The embed card's test helpers: one app (started once for all the classes that register it, as for the one class they
 * were), a card or its oEmbed answer by permalink, its sections, slice rows, height and style rules.
 */
final class EmbedCardFixtures {

    private EmbedCardFixtures() {}

    static final String FILE_TREE = Permalink.of(FileTree.UNDER_PHOTOS);
    static final String AUDIT_WINDOW = Permalink.of(AuditLog.ONE_DAY);

    static final RunningApp app = RunningApp.defaults().sharedByItsClasses();

    static final WebTestHttp http = new WebTestHttp(app);

    /** Sent byte for byte: some options are malformed on purpose. */
    static String card(String permalink, String options) {
        return http.rawGet("/embed?" + EmbedFixtures.query(permalink) + options)
                .assertStatus(200)
                .body();
    }

    static JsonNode oembed(String permalink, String options, String sizes) {
        return http.get("/oembed?format=json&url=" + encode(http.origin() + permalink + options) + sizes)
                .assertStatus(200)
                .json();
    }

    static int height(String permalink, String options) {
        return oembed(permalink, options, "").get("height").asInt();
    }

    static List<String> sections(String card) {
        return elements(card, "h2").stream().map(h -> h.attr("id")).toList();
    }

    static List<Element> sliceRows(String card) {
        Element list = elements(card, "ol", "card-slice").get(0);
        return elements(list.outer(), "li");
    }

    /** Each row's key, or a gap row's words. */
    static List<String> sliceTexts(String card) {
        return sliceRows(card).stream()
                .map(row -> row.hasClass("gap")
                        ? row.text()
                        : elements(row.outer(), "code").get(0).text())
                .toList();
    }

    /** The card's pixel terms, as CardLayout and the CSS give them. */
    static final class CardLayoutTerms {
        static final int GAP = 8;
        static final int LABEL = 24;
        static final int LINE = 22;
    }

    /** The declarations after the first match of {@code opening} (a regular expression), up to the closing brace. */
    static String block(String css, String opening) {
        Matcher m = Pattern.compile(opening).matcher(css);
        assertTrue(m.find(), "app.css has " + opening);
        return css.substring(m.end(), css.indexOf('}', m.end()));
    }

    static Map<String, String> properties(String block) {
        Map<String, String> properties = new LinkedHashMap<>();
        Matcher m = Pattern.compile("([-\\w]+)\\s*:\\s*([^;]+);").matcher(block);
        while (m.find()) {
            properties.put(m.group(1), m.group(2).trim());
        }
        return properties;
    }
}
