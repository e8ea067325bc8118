package keyslice.hardening;

import static keyslice.testing.Query.encode;
import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import keyslice.testing.Answer;
import keyslice.testing.Html;
import keyslice.testing.RawHttp;
import keyslice.testing.RunningApp;
import keyslice.web.AppConfig;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The request limits, over real HTTP: every limit answers a clear 400/413/414 (never a 500), bad
 * escapes and bad UTF-8 name their parameter, duplicates are refused, unknown parameters ignored, and control
 * characters and NUL are carried (values) or refused with a reason (names), never a 5xx.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class LimitsTest {

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

    @RegisterExtension
    static final RunningApp app = RunningApp.with(UNLIMITED);

    // --- URL and query-string length -------------------------------------------------------------------

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"/api/v1/query", "/oembed", "/api/v1/preview", "/healthz"})
    void aQueryStringOverKeyslicesLimitIsKeyslicesOwnJson414(String path) throws IOException {
        String target = path + "?" + BASE + "&samples=" + "a".repeat(33 * 1024);
        Answer r = RawHttp.get(app.port(), target);
        assertEquals(414, r.status(), r::toString);
        assertTrue(r.isJson(), r::toString);
        assertEquals(List.of("query"), List.copyOf(r.errors().keySet()), r::toString);
        assertTrue(r.errors().get("query").get(0).contains("32768"), r::toString);
        assertNull(StackTraces.in(r.body()), r::toString);
    }

    /** A browser opening a link too long for keyslice gets a keyslice page that says so, not JSON. */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"/", "/embed"})
    void aQueryStringOverKeyslicesLimitOnAPageIsKeyslicesOwnPage(String path) throws IOException {
        Answer r = RawHttp.get(app.port(), path + "?" + BASE + "&samples=" + "a".repeat(33 * 1024));
        assertEquals(414, r.status(), r::toString);
        assertRefusalPage(r, "Address too long", "32768");
    }

    @ParameterizedTest(name = "{0} KiB")
    @ValueSource(ints = {50, 64, 200, 1024})
    void aUrlBeyondWhatJettyReadsIs414WithoutAStackTrace(int kib) throws IOException {
        Answer r = RawHttp.get(app.port(), "/api/v1/query?" + BASE + "&samples=" + "a".repeat(kib * 1024));
        assertEquals(414, r.status(), r::toString);
        assertNull(StackTraces.in(r.body()), r::toString);
        assertFalse(r.body().contains("HTTP ERROR"), "keyslice's words, not Jetty's: " + r);
        assertTrue(r.body().contains("32768"), r::toString);
    }

    /** Past what Jetty reads (48 KiB), the builder's answer is still keyslice's page, not Jetty's "HTTP ERROR 414". */
    @ParameterizedTest(name = "{0} KiB")
    @ValueSource(ints = {60, 200})
    void aUrlBeyondWhatJettyReadsOnThePageIsKeyslicesOwnPage(int kib) throws IOException {
        Answer r = RawHttp.get(app.port(), "/?" + BASE + "&samples=" + "a".repeat(kib * 1024));
        assertEquals(414, r.status(), r::toString);
        assertRefusalPage(r, "Address too long", "32768");
        assertFalse(r.body().contains("HTTP ERROR"), r::toString);
    }

    static void assertRefusalPage(Answer r, String title, String detail) {
        assertTrue(r.header("Content-Type").startsWith("text/html"), r::toString);
        assertTrue(r.body().contains("<h2 id=\"refusal-title\">" + title + "</h2>"), r::toString);
        assertTrue(r.body().contains(detail), r::toString);
        assertNull(StackTraces.in(r.body()), r::toString);
    }

    @Test
    void aLongPathIsAnsweredWithoutA5xx() throws IOException {
        Answer r = RawHttp.get(app.port(), "/" + "a".repeat(40 * 1024));
        assertTrue(r.status() == 404 || r.status() == 414, r::toString);
        assertNull(StackTraces.in(r.body()), r::toString);
    }

    @Test
    void tooManyParametersIs400() throws IOException {
        String many = BASE + "&x=1".repeat(300);
        Answer api = RawHttp.get(app.port(), "/api/v1/query?" + many);
        assertEquals(400, api.status(), api::toString);
        assertTrue(api.errors().containsKey("query"), api::toString);
        assertTrue(api.errors().get("query").get(0).contains("300"), api::toString);
        for (String path : List.of("/", "/embed")) {
            Answer r = RawHttp.get(app.port(), path + "?" + many);
            assertEquals(400, r.status(), r::toString);
            assertRefusalPage(r, "Request refused", "300 parameters");
        }
        // 300 parameters are still fine: the limit is above what the form ever sends.
        String atTheLimit = BASE + "&x=1".repeat(300 - 5);
        assertEquals(200, RawHttp.get(app.port(), "/api/v1/query?" + atTheLimit).status());
    }

    // --- segments, value lengths, samples: 400 naming the field (API), 200 with the error at the field (page) ---

    @Test
    void tooManySegmentsNamesSeg() throws IOException {
        String q = "pk=PK&pkValue=a&sk=SK" + "&seg=s".repeat(65);
        assertFieldRefused(q, "seg", "64");
    }

    @Test
    void tooManyUpperBoundSegmentsNamesToSeg() throws IOException {
        String q = "pk=PK&pkValue=a&sk=SK&op=between&value=a" + "&toSeg=s".repeat(65);
        assertFieldRefused(q, "toSeg", "64");
    }

    @Test
    void sixtyFourSegmentsAreFine() throws IOException {
        assertEquals(
                200,
                RawHttp.get(app.port(), "/api/v1/query?pk=PK&pkValue=a&sk=SK" + "&seg=s".repeat(64))
                        .status());
    }

    @Test
    void aTooLongSegmentNamesSeg() throws IOException {
        assertFieldRefused("pk=PK&pkValue=a&sk=SK&seg=root&seg=" + "x".repeat(4097), "seg", "4096");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"pkValue", "value", "to", "pk", "sk", "delim"})
    void aTooLongValueNamesItsField(String field) throws IOException {
        Map<String, String> form = new java.util.LinkedHashMap<>(
                Map.of("pk", "PK", "pkValue", "a", "sk", "SK", "op", "between", "value", "a", "to", "b"));
        form.put(field, "x".repeat(4097));
        if (field.equals("delim")) {
            form.put("seg", "root");
        }
        StringBuilder q = new StringBuilder();
        form.forEach((k, v) ->
                q.append(q.length() == 0 ? "" : "&").append(k).append('=').append(encode(v)));
        assertFieldRefused(q.toString(), field, "4096");
    }

    @Test
    void aValueAtDynamoDbsOwnLimitIsNotRefusedByKeyslice() throws IOException {
        // 2048 bytes is DynamoDB's partition-key limit: keyslice's own limit sits above it.
        Answer r = RawHttp.get(app.port(), "/api/v1/query?pk=PK&pkValue=" + "x".repeat(2048));
        assertEquals(200, r.status(), r::toString);
    }

    @Test
    void tooManySamplesAreLeftUnreadAndSaySo() throws IOException {
        // Samples are not part of the Query: past 1,000 they are not read, and the Query is answered all the same.
        String query = "pk=PK&pkValue=a&sk=SK&value=k&samples=" + String.join("%0A", Collections.nCopies(1001, "k"));
        Answer api = RawHttp.get(app.port(), "/api/v1/query?" + query);
        assertEquals(200, api.status(), api::toString);
        assertTrue(
                api.body().contains("\"code\":\"samples-unread\"") && api.body().contains("1000"), api::toString);
        assertFalse(api.body().contains("\"slice\""), "no slice of samples that are not read: " + api);
        List<String> shown =
                Html.fieldErrors(RawHttp.get(app.port(), "/?" + query).body(), "samples");
        assertTrue(shown.stream().anyMatch(m -> m.contains("1000")), () -> "next to the samples: " + shown);
        String fine = String.join("%0A", Collections.nCopies(1000, "k"));
        assertTrue(RawHttp.get(app.port(), "/api/v1/query?pk=PK&pkValue=a&sk=SK&value=k&samples=" + fine)
                .body()
                .contains("\"slice\""));
    }

    /** API: 400 with an error on {@code field} that mentions {@code limit}. Page: 200 with that error next to the field. */
    private static void assertFieldRefused(String query, String field, String limit) throws IOException {
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

    /**
     * A state well inside keyslice's own 32 KiB limit must still be answerable on every variant of the page. The htmx
     * answers repeat the state in the {@code HX-Push-Url} header and the edit redirect in {@code Location}; a header
     * beyond Jetty's response-header buffer fails the response with a 500 naming {@code EofException}.
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"page", "htmx output", "htmx app", "edit redirect", "api"})
    void aLongStateWithinTheLimitIsAnsweredOnEveryVariantOfThePage(String variant) throws IOException {
        String state = "pk=PK&pkValue=a&sk=SK&value=k&samples=" + "k".repeat(20_000);
        Answer r = switch (variant) {
            case "page" -> RawHttp.get(app.port(), "/?" + state);
            case "htmx output" -> RawHttp.get(app.port(), "/?" + state, "HX-Request", "true", "HX-Target", "output");
            case "htmx app" ->
                RawHttp.get(app.port(), "/?" + state + "&seg=a&edit=seg-add", "HX-Request", "true", "HX-Target", "app");
            case "edit redirect" -> RawHttp.get(app.port(), "/?" + state + "&seg=a&edit=seg-add");
            default -> RawHttp.get(app.port(), "/api/v1/query?" + state);
        };
        assertEquals(variant.equals("edit redirect") ? 303 : 200, r.status(), r::toString);
        assertNull(StackTraces.in(r.body()), r::toString);
    }

    // --- request body -------------------------------------------------------------------------------------

    @Test
    void aRunBodyOver64KiBIs413() throws IOException {
        byte[] body = ("pk=PK&pkValue=a&samples=" + "a".repeat(64 * 1024)).getBytes(StandardCharsets.US_ASCII);
        String origin = "http://127.0.0.1:" + app.port();
        // A browser posts a Run: without JavaScript it gets a page that says what is too large, with it a notice.
        Answer page = RawHttp.post(
                app.port(), "/run", body, "Origin", origin, "Content-Type", "application/x-www-form-urlencoded");
        assertEquals(413, page.status(), page::toString);
        assertRefusalPage(page, "Request body too large", "65536");
        Answer notice = RawHttp.post(
                app.port(),
                "/run",
                body,
                "Origin",
                origin,
                "Content-Type",
                "application/x-www-form-urlencoded",
                "HX-Request",
                "true");
        assertEquals(413, notice.status(), notice::toString);
        assertEquals("none", notice.header("HX-Reswap"), notice::toString);
        assertTrue(
                notice.body().startsWith("<p id=\"notice\"")
                        && notice.body().contains("shorten the sample items or keys"),
                notice::toString);
        // Just under the limit is read (and answered as a page).
        byte[] fits = ("pk=PK&pkValue=a&x=" + "a".repeat(60 * 1024)).getBytes(StandardCharsets.US_ASCII);
        assertEquals(
                200, RawHttp.post(app.port(), "/run", fits, "Origin", origin).status());
    }

    @Test
    void aChunkedRunBodyOver64KiBIs413() throws IOException {
        // No Content-Length: the limit must hold while reading too.
        byte[] chunk = "a".repeat(8192).getBytes(StandardCharsets.US_ASCII);
        Answer r = RawHttp.postChunked(
                app.port(),
                "/run",
                Collections.nCopies(12, chunk),
                "Origin",
                "http://127.0.0.1:" + app.port(),
                "Content-Type",
                "application/x-www-form-urlencoded");
        assertEquals(413, r.status(), r::toString);
        assertNull(StackTraces.in(r.body()), r::toString);
    }

    // --- decoding -------------------------------------------------------------------------------------------

    static final List<String> BAD_ESCAPES = List.of("%", "%G1", "a%4", "%%41");
    static final List<String> BAD_UTF8 = List.of("%ED%A0%80", "%FF", "%C0%AF", "%E2%82", "%80", "%F4%90%80%80");

    @Test
    void malformedEscapesAndInvalidUtf8Name400TheParameterOnTheApi() throws IOException {
        List<Executable> checks = new ArrayList<>();
        for (String name : PARAMS.keySet()) {
            for (String bad : concat(BAD_ESCAPES, BAD_UTF8)) {
                String q = stateWith(name, "x" + bad);
                checks.add(() -> {
                    Answer r = RawHttp.get(app.port(), "/api/v1/query?" + q);
                    assertEquals(400, r.status(), r::toString);
                    List<String> messages = r.errors().getOrDefault(name, List.of());
                    String expected = BAD_ESCAPES.contains(bad) ? "percent-escape" : "UTF-8";
                    assertTrue(
                            messages.stream().anyMatch(m -> m.contains(expected)),
                            () -> "a clear message on " + name + " mentioning " + expected + ": " + r);
                    assertNull(StackTraces.in(r.body()), r::toString);
                });
            }
        }
        assertAll(checks.stream().map(c -> (org.junit.jupiter.api.function.Executable) c::run));
    }

    @Test
    void malformedEscapesAndInvalidUtf8ShowOnThePageAndInTheRunAnswer() throws IOException {
        String origin = "http://127.0.0.1:" + app.port();
        List<Executable> checks = new ArrayList<>();
        for (String name : List.of("pkValue", "value", "pk", "samples")) {
            for (String bad : List.of("%", "%G1", "%ED%A0%80", "%FF", "%C0%AF")) {
                String q = stateWith(name, "x" + bad);
                checks.add(() -> {
                    Answer page = RawHttp.get(app.port(), "/?" + q);
                    assertEquals(200, page.status(), page::toString);
                    List<String> shown = Html.fieldErrors(page.body(), name);
                    assertFalse(shown.isEmpty(), () -> "an error next to " + name + " for " + bad);
                    Answer run = RawHttp.post(
                            app.port(),
                            "/run",
                            q.getBytes(StandardCharsets.ISO_8859_1),
                            "Origin",
                            origin,
                            "Content-Type",
                            "application/x-www-form-urlencoded");
                    assertEquals(200, run.status(), run::toString);
                    assertFalse(Html.fieldErrors(run.body(), name).isEmpty(), () -> "run: an error next to " + name);
                });
            }
        }
        assertAll(checks.stream().map(c -> (org.junit.jupiter.api.function.Executable) c::run));
    }

    @Test
    void badEscapesInUnknownParametersAndInNamesAreIgnored() throws IOException {
        Answer plain = RawHttp.get(app.port(), "/api/v1/query?" + BASE);
        assertEquals(200, plain.status());
        for (String extra : List.of(
                "zzz=%FF",
                "zzz=%",
                "%FF=1",
                "%=1",
                "%G1=x",
                "zzz",
                "=x",
                "&&",
                "foo=bar&baz=%00",
                "v=99",
                "__proto__=x",
                "constructor=y")) {
            Answer r = RawHttp.get(app.port(), "/api/v1/query?" + BASE + "&" + extra);
            assertEquals(200, r.status(), () -> extra + ": " + r);
            assertEquals(plain.json().path("request"), r.json().path("request"), extra);
        }
    }

    @Test
    void duplicateScalarParametersAre400NamingTheParameter() throws IOException {
        for (String name : PARAMS.keySet()) {
            if (name.equals("seg") || name.equals("toSeg")) {
                continue;
            }
            String q = stateWith(name, encode(PARAMS.get(name))) + "&" + name + "=" + encode(PARAMS.get(name));
            Answer r = RawHttp.get(app.port(), "/api/v1/query?" + q);
            assertEquals(400, r.status(), () -> name + ": " + r);
            assertTrue(
                    r.errors().getOrDefault(name, List.of()).stream().anyMatch(m -> m.contains("2 times")),
                    r::toString);
            Answer page = RawHttp.get(app.port(), "/?" + q);
            assertEquals(200, page.status(), page::toString);
            assertFalse(Html.shownErrors(page.body()).isEmpty(), () -> "the page shows the duplicate " + name);
        }
        // seg and toSeg repeat by design.
        assertEquals(
                200,
                RawHttp.get(app.port(), "/api/v1/query?pk=PK&pkValue=a&sk=SK&seg=a&seg=b&seg=a")
                        .status());
    }

    // --- control characters and NUL ---------------------------------------------------------------------------

    static final List<String> CONTROLS =
            List.of("%00", "%01", "%7F", "%1B", "%0A", "%0D", "%09", "%C2%85", "%E2%80%A8", "%EF%BF%BF");

    @Test
    void controlCharactersAndNulInEveryParameterNeverGiveA5xx() throws IOException {
        String origin = "http://127.0.0.1:" + app.port();
        List<Executable> checks = new ArrayList<>();
        for (String name : PARAMS.keySet()) {
            for (String ctl : CONTROLS) {
                String q = stateWith(name, "a" + ctl + "b");
                boolean everyRoute = ctl.equals("%00") || ctl.equals("%01") || ctl.equals("%7F");
                checks.add(() -> {
                    Answer api = RawHttp.get(app.port(), "/api/v1/query?" + q);
                    assertTrue(api.status() == 200 || api.status() == 400, api::toString);
                    api.json();
                    assertNull(StackTraces.in(api.body()), api::toString);
                    if (api.status() == 400) {
                        assertFalse(api.errors().isEmpty(), api::toString);
                    }
                    if (!everyRoute) {
                        return; // the other control characters: the API is enough, the routes share one parser
                    }
                    Answer page = RawHttp.get(app.port(), "/?" + q);
                    assertEquals(200, page.status(), page::toString);
                    assertTrue(page.body().trim().endsWith("</html>"), page::toString);
                    Answer embed = RawHttp.get(app.port(), "/embed?" + q);
                    assertEquals(200, embed.status(), embed::toString);
                    Answer run = RawHttp.post(
                            app.port(),
                            "/run",
                            q.getBytes(StandardCharsets.ISO_8859_1),
                            "Origin",
                            origin,
                            "HX-Request",
                            "true",
                            "Content-Type",
                            "application/x-www-form-urlencoded");
                    assertEquals(200, run.status(), run::toString);
                });
            }
        }
        assertAll(checks.stream().map(c -> (org.junit.jupiter.api.function.Executable) c::run));
    }

    @Test
    void nulAndControlCharactersInValuesAreCarriedIntoTheQuery() throws IOException {
        // Legal in DynamoDB string values: they must reach the request unchanged.
        for (String[] c : new String[][] {{"%00", "\u0000"}, {"%01", "\u0001"}, {"%7F", "\u007f"}, {"%0A", "\n"}}) {
            Answer r = RawHttp.get(app.port(), "/api/v1/query?pk=PK&pkValue=a" + c[0] + "b&sk=SK&op=eq&value=x" + c[0]);
            assertEquals(200, r.status(), r::toString);
            assertEquals(
                    "a" + c[1] + "b",
                    r.json().at("/expressionAttributeValues/:pk/S").asText(),
                    r::toString);
            assertEquals(
                    "x" + c[1], r.json().at("/expressionAttributeValues/:sk/S").asText(), r::toString);
            assertTrue(r.json().path("permalink").asText().contains("a" + c[0] + "b"), r::toString);
        }
    }

    @Test
    void controlCharactersInTableAndIndexNamesAreRefusedWithDynamoDbsReason() throws IOException {
        for (String name : List.of("table", "index")) {
            for (String ctl : List.of("%00", "%01", "%7F")) {
                String query = name.equals("table")
                        ? BASE + "&table=Dri" + ctl + "ve"
                        : BASE + "&table=Drive&index=ByD" + ctl + "ate";
                Answer r = RawHttp.get(app.port(), "/api/v1/query?" + query);
                assertEquals(400, r.status(), r::toString);
                assertTrue(
                        r.errors().getOrDefault(name, List.of()).stream().anyMatch(m -> m.contains("[a-zA-Z0-9_.-]+")),
                        r::toString);
            }
        }
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
}
