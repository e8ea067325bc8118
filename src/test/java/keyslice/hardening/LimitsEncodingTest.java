package keyslice.hardening;

import static keyslice.hardening.LimitsFixtures.BAD_ESCAPES;
import static keyslice.hardening.LimitsFixtures.BAD_UTF8;
import static keyslice.hardening.LimitsFixtures.BASE;
import static keyslice.hardening.LimitsFixtures.CONTROLS;
import static keyslice.hardening.LimitsFixtures.PARAMS;
import static keyslice.hardening.LimitsFixtures.app;
import static keyslice.hardening.LimitsFixtures.concat;
import static keyslice.hardening.LimitsFixtures.stateWith;
import static keyslice.testing.Query.encode;
import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import keyslice.hardening.LimitsFixtures.Executable;
import keyslice.testing.Answer;
import keyslice.testing.Html;
import keyslice.testing.RawHttp;
import keyslice.testing.RunningApp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Malformed escapes, invalid UTF-8, duplicate parameters and control characters: named, carried or refused, never a 5xx.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class LimitsEncodingTest {
    @RegisterExtension
    static final RunningApp app = LimitsFixtures.app;

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
}
