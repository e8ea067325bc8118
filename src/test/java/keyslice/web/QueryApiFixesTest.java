package keyslice.web;

import static keyslice.web.QueryApiTest.errors;
import static keyslice.web.QueryApiTest.ok;
import static keyslice.web.QueryApiTest.sortQuery;
import static keyslice.web.WebTestHttp.fieldNames;
import static keyslice.web.WebTestHttp.json;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import keyslice.testing.Query;
import keyslice.testing.RunningApp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** {@code GET /api/v1/query}: The API's warnings and their fixes: each fix a permalink that removes its warning, or an edit for a state too long to share. */
class QueryApiFixesTest {

    /** QueryApiTest's app, which its helpers ask too: started for this class as for that one. */
    @RegisterExtension
    static final RunningApp app = QueryApiTest.app;

    private static final WebTestHttp http = new WebTestHttp(app);

    // --- warnings and their fixes ------------------------------------------------------------------------------

    static List<String> codes(JsonNode body) {
        List<String> codes = new ArrayList<>();
        body.get("warnings").forEach(w -> codes.add(w.get("code").asText()));
        return codes;
    }

    static Stream<Arguments> fixableStates() {
        return Stream.of(
                Arguments.of(
                        "open-prefix", sortQuery("begins_with", "root/photos").and("delim", "/")),
                Arguments.of(
                        "delimiter-order",
                        sortQuery("begins_with", "")
                                .without("value")
                                .and("seg", "root")
                                .and("seg", "photos-old")
                                .and("delim", "/")
                                .and("trail", "true")),
                Arguments.of("empty-segment", sortQuery("ge", "a//b").and("delim", "/")),
                Arguments.of("unpadded-number", sortQuery("gt", "USER#12").and("samples", "USER#12\nUSER#100")),
                Arguments.of(
                        "timestamp-format",
                        sortQuery("between", "EVT#2026-06-23 10:15:00.500").and("to", "EVT#2026-06-23 12:00")),
                Arguments.of(
                        "mixed-precision",
                        sortQuery("between", "EVT#2026-06-23T00:00:00.5Z").and("to", "EVT#2026-06-23T23:59:59.999Z")),
                Arguments.of("timestamp-bound", sortQuery("ge", "EVT#2026-06-23T00:00:00Z")),
                Arguments.of(
                        "prefix-upper-bound",
                        sortQuery("between", "root/photos/")
                                .and("to", "root/photos/2026/")
                                .and("delim", "/")),
                Arguments.of("case-mismatch", sortQuery("begins_with", "Root/").and("samples", "root/a\nroot/b")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fixableStates")
    void everyFixIsAPermalinkThatRemovesItsWarningWithoutAnError(String code, Query query) {
        JsonNode body = ok(query);
        assertTrue(codes(body).contains(code), () -> code + " expected: " + body.get("warnings"));
        for (JsonNode warning : body.get("warnings")) {
            if (!warning.has("fix")) {
                continue;
            }
            assertEquals(List.of("code", "message", "edit", "fix"), fieldNames(warning), warning::toString);
            assertEquals(
                    "fix:" + warning.get("code").asText(), warning.get("edit").asText(), warning::toString);
            String fix = warning.get("fix").asText();
            assertTrue(fix.startsWith("/?v=1&"), fix);
            JsonNode fixed = ok(fix.substring(2)); // 200: the fixed state has no error
            assertEquals(fix, fixed.get("permalink").asText(), "the fix is a canonical permalink");
            String fixedCode = warning.get("code").asText();
            assertFalse(
                    codes(fixed).contains(fixedCode),
                    () -> fixedCode + " still warned after its fix: " + fixed.get("warnings"));
        }
        JsonNode own = null;
        for (JsonNode warning : body.get("warnings")) {
            if (warning.get("code").asText().equals(code)) {
                own = warning;
            }
        }
        assertTrue(own != null && own.has("fix"), () -> code + " has a fix here: " + body.get("warnings"));
    }

    /**
     * A state whose permalink is too long to share gets each fix as its edit only: the builder applies it with the state
     * (a redirect to the fixed state), and the answer does not carry the whole state again for every fix.
     */
    @Test
    void aStateTooLongToShareGetsItsFixesAsEdits() {
        // Each key ends in 16 random hex digits, which no compression shortens much: the link stays over 8 KB.
        java.util.Random random = new java.util.Random(20261203L);
        StringBuilder samples = new StringBuilder();
        for (int i = 0; i < 500; i++) {
            samples.append(i == 0 ? "" : "\n")
                    .append("EVT#2026-06-23T10:")
                    .append(i % 60)
                    .append(":00Z#")
                    .append(String.format("%016x", random.nextLong()));
        }
        Query query = sortQuery("between", "EVT#2026-06-23T00:00:00Z")
                .and("to", "EVT#2026-06-23T23:59:59Z")
                .and("samples", samples.toString());
        JsonNode body = ok(query);
        String permalink = body.get("permalink").asText();
        assertTrue(permalink.length() > keyslice.web.state.Permalink.SHAREABLE_CHARS, "a long state");
        assertTrue(permalink.startsWith("/?v=2&z="), "compressed, and still too long to share");
        assertFalse(body.has("fixAll"), body::toString);
        int fixes = 0;
        for (JsonNode warning : body.get("warnings")) {
            if (warning.has("edit")) {
                fixes++;
                assertFalse(warning.has("fix"), warning::toString);
                String location = http.get(
                                permalink + "&edit=" + warning.get("edit").asText())
                        .assertStatus(303)
                        .header("Location");
                assertFalse(
                        codes(ok(location.substring(2)))
                                .contains(warning.get("code").asText()),
                        location);
            }
        }
        assertTrue(fixes >= 2, body::toString);
    }

    @Test
    void reversedBoundsAnswerWithTheFixThatPutsThemInOrder() {
        JsonNode errors = errors(Query.of(
                "pk", "PK", "pkValue", "X", "sk", "SK", "op", "between", "value", "ORDER#7", "to", "ORDER#12"));
        assertEquals(1, errors.size(), errors::toString);
        String fix = errors.get(0).get("fix").asText();
        assertEquals("/?v=1&pk=PK&pkValue=X&sk=SK&op=between&value=ORDER%2307&to=ORDER%2312", fix);
        JsonNode fixed = ok(fix.substring(2));
        assertEquals(fix, fixed.get("permalink").asText(), "the fix is a canonical permalink");

        JsonNode withOther = errors(Query.of(
                "pk", "PK", "pkValue", "X", "sk", "SK", "op", "between", "value", "b", "to", "a", "limit", "ten"));
        withOther.forEach(error -> assertFalse(error.has("fix"), () -> "a fix leaves no other problem: " + withOther));
    }

    @Test
    void fixAllAppearsWithTwoFixesAndLeavesNothingToFix() {
        JsonNode window = ok(Query.of(
                "pk",
                "PK",
                "pkValue",
                "ACTOR#u_8814",
                "sk",
                "SK",
                "op",
                "between",
                "value",
                "EVT#2026-06-23T00:00:00Z",
                "to",
                "EVT#2026-06-23T23:59:59Z"));
        assertEquals(List.of("timestamp-bound", "prefix-upper-bound"), codes(window));
        String fixAll = window.get("fixAll").asText();
        assertTrue(fixAll.startsWith("/?v=1&"), fixAll);
        JsonNode fixed = ok(fixAll.substring(2));
        assertEquals(List.of(), codes(fixed), () -> "nothing left to warn about: " + fixed.get("warnings"));
        assertEquals(
                json("{\"S\":\"EVT#2026-06-23T00:00:00\"}"),
                fixed.get("expressionAttributeValues").get(":skFrom"));
        assertEquals(
                json("{\"S\":\"EVT#2026-06-23T23:59:59Z\uDBFF\uDFFF\"}"),
                fixed.get("expressionAttributeValues").get(":skTo"));

        JsonNode one = ok(sortQuery("ge", "EVT#2026-06-23T00:00:00Z"));
        assertEquals(1, one.get("warnings").size());
        assertFalse(one.has("fixAll"), "one fix needs no fix-all");
        assertFalse(ok(Query.fileTree()).has("fixAll"));
    }
}
