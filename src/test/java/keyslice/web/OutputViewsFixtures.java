package keyslice.web;

import static keyslice.testing.Html.elements;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import keyslice.testing.Html;
import keyslice.testing.Html.Element;
import keyslice.testing.Query;
import keyslice.testing.RunningApp;

/**
 * The output views' test helpers: one app (started once for all the classes that register it, as for the one class they
 * were), a page or its API answer by permalink, and the share dialog's iframe.
 */
final class OutputViewsFixtures {

    private OutputViewsFixtures() {}

    /** The file tree: what begins_with(SK, "root/photos/") returns, in that order, and nothing else. */
    static final List<String> FILE_TREE_MATCHES =
            List.of("root/photos/", "root/photos/2026/", "root/photos/2026/beach.jpg", "root/photos/2026/sunset.jpg");

    static final RunningApp app = RunningApp.defaults().sharedByItsClasses();

    static final WebTestHttp http = new WebTestHttp(app);

    static String page(String permalink) {
        return http.get(permalink).assertStatus(200).body();
    }

    static JsonNode api(String permalink) {
        assertTrue(permalink.startsWith("/?"), permalink);
        return http.api(permalink.substring(2)).assertStatus(200).json();
    }

    static List<String> texts(JsonNode array) {
        List<String> texts = new ArrayList<>();
        array.forEach(node -> texts.add(node.asText()));
        return texts;
    }

    /** Where a fix button leads without JavaScript: the form and the button's edit, redirected to the fixed state. */
    static String followed(String html, Element button) {
        assertEquals("submit", button.attr("type"), button.startTag());
        assertEquals("builder", button.attr("form"), "a fix submits the builder's form: " + button.startTag());
        Query submitted = Html.formSubmission(html);
        submitted.add(button.attr("name"), button.attr("value"));
        return http.get("/?" + submitted).assertStatus(303).header("Location");
    }

    /** Parses an {@code <iframe ...></iframe>} snippet (as copied) into its attributes. */
    static Element iframe(String code) {
        List<Element> frames = elements(code, "iframe");
        assertEquals(1, frames.size(), code);
        assertTrue(code.trim().startsWith("<iframe ") && code.trim().endsWith("</iframe>"), code);
        return frames.get(0);
    }
}
