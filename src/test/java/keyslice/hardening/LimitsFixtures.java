package keyslice.hardening;

import static keyslice.testing.Query.encode;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import keyslice.testing.Answer;
import keyslice.testing.Html;
import keyslice.testing.RawHttp;
import keyslice.testing.RunningApp;
import keyslice.web.AppConfig;

/**
 * The request limits' test helpers: one app without a rate limit (started once for all the classes that register it, as
 * for the one class they were), a base state, every parameter, the bad escapes and control characters, and the
 * refusals' checks.
 */
final class LimitsFixtures {

    private LimitsFixtures() {}

    /** A valid state with a sort key, the base most cases change one parameter of. */
    static final String BASE = "pk=PK&pkValue=DRIVE%23a91&sk=SK&op=begins_with&value=root%2F";

    /** Every parameter of the builder (keyslice.domain.form.Field) with a value that is valid in {@link #BASE}'s company. */
    static final Map<String, String> PARAMS = Collections.unmodifiableMap(new java.util.LinkedHashMap<>() {
        {
            put("table", "Drive");
            put("index", "ByDate");
            put("pk", "PK");
            put("pkType", "S");
            put("pkValue", "DRIVE#a91");
            put("sk", "SK");
            put("skType", "S");
            put("op", "between");
            put("value", "a");
            put("seg", "root");
            put("to", "b");
            put("toSeg", "z");
            put("delim", "/");
            put("trail", "true");
            put("order", "desc");
            put("limit", "10");
            put("names", "minimal");
            put("samples", "a\nb");
        }
    });

    /** No rate limit: these tests POST /run hundreds of times from one address (the limit has its own test). */
    static final AppConfig UNLIMITED = new AppConfig(java.util.Optional.empty(), "*", 1_000_000, 1_000_000);

    static final RunningApp app = RunningApp.with(UNLIMITED).sharedByItsClasses();

    static void assertRefusalPage(Answer r, String title, String detail) {
        assertTrue(r.header("Content-Type").startsWith("text/html"), r::toString);
        assertTrue(r.body().contains("<h2 id=\"refusal-title\">" + title + "</h2>"), r::toString);
        assertTrue(r.body().contains(detail), r::toString);
        assertNull(StackTraces.in(r.body()), r::toString);
    }

    /** API: 400 with an error on {@code field} that mentions {@code limit}. Page: 200 with that error next to the field. */
    static void assertFieldRefused(String query, String field, String limit) throws IOException {
        Answer api = RawHttp.get(app.port(), "/api/v1/query?" + query);
        assertEquals(400, api.status(), api::toString);
        assertTrue(api.errors().containsKey(field), () -> "no error on " + field + ": " + api);
        assertTrue(api.errors().get(field).stream().anyMatch(m -> m.contains(limit)), api::toString);

        Answer page = RawHttp.get(app.port(), "/?" + query);
        assertEquals(200, page.status(), page::toString);
        assertTrue(page.body().contains("</html>"), page::toString);
        List<String> shown = Html.fieldErrors(page.body(), field);
        assertTrue(
                shown.stream().anyMatch(m -> m.contains(limit)), () -> "page errors next to " + field + ": " + shown);

        Answer partial = RawHttp.get(app.port(), "/?" + query, "HX-Request", "true", "HX-Target", "output");
        assertEquals(200, partial.status(), partial::toString);
        assertTrue(
                partial.body().contains("id=\"err-" + field + "\""),
                () -> "the output partial updates the error slot of " + field + ": " + partial);
    }

    // --- helpers ---------------------------------------------------------------------------------------------

    /** A state where every parameter has a valid value, with {@code name}'s value replaced (raw, not encoded). */
    static String stateWith(String name, String rawValue) {
        StringBuilder q = new StringBuilder();
        PARAMS.forEach((k, v) -> {
            q.append(q.length() == 0 ? "" : "&").append(k).append('=');
            q.append(k.equals(name) ? rawValue : encode(v));
        });
        return q.toString();
    }

    static List<String> concat(List<String> a, List<String> b) {
        List<String> all = new ArrayList<>(a);
        all.addAll(b);
        return all;
    }

    interface Executable {
        void run() throws Throwable;
    }

    // --- decoding -------------------------------------------------------------------------------------------

    static final List<String> BAD_ESCAPES = List.of("%", "%G1", "a%4", "%%41");
    static final List<String> BAD_UTF8 = List.of("%ED%A0%80", "%FF", "%C0%AF", "%E2%82", "%80", "%F4%90%80%80");

    // --- control characters and NUL ---------------------------------------------------------------------------

    static final List<String> CONTROLS =
            List.of("%00", "%01", "%7F", "%1B", "%0A", "%0D", "%09", "%C2%85", "%E2%80%A8", "%EF%BF%BF");
}
