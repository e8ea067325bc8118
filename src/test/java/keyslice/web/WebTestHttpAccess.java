package keyslice.web;

import java.util.List;
import java.util.Map;

/**
 * Public doors into the package-private HTML helpers of {@link WebTestHttp}, for tests in other packages
 * (keyslice.hardening) that need the same reading of a page: which error sits next to which field.
 */
public final class WebTestHttpAccess {

    private WebTestHttpAccess() {
    }

    /** {@link WebTestHttp#fieldErrors}: the messages in the error slot next to the controls named {@code name}. */
    public static List<String> fieldErrors(String html, String name) {
        return WebTestHttp.fieldErrors(html, name);
    }

    /** {@link WebTestHttp#shownErrors}: error slot id to the messages it shows, only slots that show something. */
    public static Map<String, List<String>> shownErrors(String html) {
        return WebTestHttp.shownErrors(html);
    }

    /** {@link WebTestHttp#assertNoInlineScript}: every script element loads a file and has no body. */
    public static void assertNoInlineScript(String html) {
        WebTestHttp.assertNoInlineScript(html);
    }

    /** {@link WebTestHttp#encode}: percent-encodes every byte but the unreserved ones (space as %20). */
    public static String encode(String value) {
        return WebTestHttp.encode(value);
    }
}
