package keyslice.web;

import static keyslice.testing.Html.byId;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import keyslice.examples.AuditLog;
import keyslice.examples.FileTree;
import keyslice.testing.Answer;
import keyslice.testing.Html.Element;
import keyslice.testing.RunningApp;
import keyslice.web.state.Permalink;

/**
 * The embed's test helpers: one app (started once for all the classes that register it, as for the one class they
 * were), the example states and their words, a page's CSP, an app with other settings, and oEmbed's iframe.
 */
final class EmbedFixtures {

    private EmbedFixtures() {}

    static final String FILE_TREE = Permalink.of(FileTree.UNDER_PHOTOS);
    static final String AUDIT_WINDOW = Permalink.of(AuditLog.ONE_DAY);
    static final String FILE_TREE_WORDS = "Drive: partition DRIVE#a91, SK begins with root/photos/";
    static final String AUDIT_WINDOW_WORDS =
            "Audit: partition ACTOR#u_8814, SK between EVT#2026-06-23T00:00:00Z and EVT#2026-06-23T23:59:59Z";

    static final RunningApp app = RunningApp.defaults().sharedByItsClasses();

    static final WebTestHttp http = new WebTestHttp(app);

    static String query(String permalink) {
        assertTrue(permalink.startsWith("/?"), permalink);
        return permalink.substring(2);
    }

    static String csp(Answer response) {
        List<String> policies = response.headers().allValues("Content-Security-Policy");
        assertEquals(1, policies.size(), () -> "exactly one policy (browsers enforce every one sent): " + policies);
        return policies.get(0);
    }

    static String frameAncestors(Answer response) {
        Matcher m = Pattern.compile("(?:^|;)\\s*frame-ancestors ([^;]*)").matcher(csp(response));
        assertTrue(m.find(), () -> "frame-ancestors in " + csp(response));
        return m.group(1).trim();
    }

    /** Runs {@code body} against an app started with {@code config}, then stops it. */
    static void withApp(AppConfig config, java.util.function.Consumer<WebTestHttp> body) {
        try (RunningApp configured = RunningApp.start(config)) {
            body.accept(new WebTestHttp(configured));
        }
    }

    static Element copyButton(String card, String id) {
        Element button = byId(card, id);
        assertTrue(
                button.tag().equals("button") && button.hasClass("copy") && "button".equals(button.attr("type")),
                button::startTag);
        return button;
    }

    // --- oEmbed -------------------------------------------------------------------------------------------------

    static Element oembedIframe(JsonNode oembed) {
        return OutputViewsFixtures.iframe(oembed.get("html").asText());
    }
}
