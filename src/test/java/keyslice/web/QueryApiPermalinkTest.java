package keyslice.web;

import static keyslice.web.QueryApiTest.errors;
import static keyslice.web.QueryApiTest.fieldsOf;
import static keyslice.web.QueryApiTest.ok;
import static keyslice.web.QueryApiTest.wire;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import keyslice.testing.Answer;
import keyslice.testing.Query;
import keyslice.testing.RunningApp;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/** {@code GET /api/v1/query}: Permalinks and Unicode: a permalink answers as the state it came from, values round-trip exactly, and a malformed escape is an error. */
class QueryApiPermalinkTest {

    /** QueryApiTest's app, which its helpers ask too: started for this class as for that one. */
    @RegisterExtension
    static final RunningApp app = QueryApiTest.app;

    private static final WebTestHttp http = new WebTestHttp(app);

    // --- permalinks and Unicode -------------------------------------------------------------------------

    static Stream<Arguments> permalinkStates() {
        return Stream.of(
                Arguments.of("file tree", Query.fileTree()),
                Arguments.of("file tree, open prefix", Query.fileTree().without("trail")),
                Arguments.of(
                        "audit newest first",
                        Query.of(
                                "table",
                                "Audit",
                                "pk",
                                "PK",
                                "pkValue",
                                "ACTOR#u_8814",
                                "order",
                                "desc",
                                "limit",
                                "25")),
                Arguments.of(
                        "audit window",
                        Query.of(
                                "table",
                                "Audit",
                                "index",
                                "ByActor",
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
                                "EVT#2026-06-23T23:59:59Z")),
                Arguments.of(
                        "URL metacharacters",
                        Query.of(
                                "pk",
                                "P K",
                                "pkValue",
                                "a#b&c+d%e f=g?h",
                                "sk",
                                "S+K",
                                "op",
                                "eq",
                                "value",
                                "x=y?z/w:v;@!$'()*,~%20%2F#&+")),
                Arguments.of(
                        "emoji and CJK",
                        Query.of(
                                "pk",
                                "用户",
                                "pkValue",
                                "用户#😀",
                                "sk",
                                "パス",
                                "op",
                                "begins_with",
                                "delim",
                                "/",
                                "seg",
                                "根",
                                "seg",
                                "照片 2026",
                                "seg",
                                "😀+%&#",
                                "trail",
                                "true")),
                Arguments.of(
                        "combining, RTL, ZWJ, U+FF5E",
                        Query.of(
                                "pk",
                                "PK",
                                "pkValue",
                                "e\u0301 שלום 👩\u200D💻",
                                "sk",
                                "SK",
                                "op",
                                "between",
                                "value",
                                "\uFF5E",
                                "to",
                                "😀")),
                Arguments.of(
                        "numbers as typed",
                        Query.of(
                                "pk", "PK", "pkType", "N", "pkValue", "1e2", "sk", "SK", "skType", "N", "op", "between",
                                "value", "-0.50", "to", "1E+3")),
                Arguments.of(
                        "binary",
                        Query.of(
                                "pk",
                                "PK",
                                "pkType",
                                "B",
                                "pkValue",
                                "+/+/",
                                "sk",
                                "SK",
                                "skType",
                                "B",
                                "op",
                                "ge",
                                "value",
                                "AQID/w==")),
                Arguments.of(
                        "minimal names, reserved word",
                        Query.of(
                                "pk", "PK", "pkValue", "p", "sk", "path", "op", "le", "value", "v", "names",
                                "minimal")),
                Arguments.of(
                        "segments with a blank middle, between",
                        Query.of(
                                "pk", "PK", "pkValue", "p", "sk", "SK", "op", "between", "delim", "-", "seg", "a",
                                "seg", "", "seg", "b", "seg", "", "toSeg", "a", "toSeg", "z", "trail", "true")),
                Arguments.of(
                        "segments win over a typed value",
                        Query.of("pk", "PK", "pkValue", "p", "sk", "SK", "value", "ignored", "seg", "x", "seg", "y")),
                Arguments.of(
                        "form submission with blanks",
                        Query.of(
                                "table",
                                "",
                                "index",
                                "",
                                "pk",
                                "PK",
                                "pkType",
                                "S",
                                "pkValue",
                                "DRIVE#a91",
                                "sk",
                                "SK",
                                "skType",
                                "S",
                                "op",
                                "begins_with",
                                "value",
                                "",
                                "to",
                                "",
                                "delim",
                                "/",
                                "trail",
                                "true",
                                "seg",
                                "root",
                                "seg",
                                "photos",
                                "seg",
                                "",
                                "toSeg",
                                "",
                                "toSeg",
                                "",
                                "toSeg",
                                "",
                                "order",
                                "asc",
                                "limit",
                                "",
                                "names",
                                "always")),
                Arguments.of(
                        "unpadded numbers in segments",
                        Query.of(
                                "pk", "PK", "pkValue", "p", "sk", "SK", "op", "between", "seg", "v", "seg", "10",
                                "toSeg", "v", "toSeg", "9")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("permalinkStates")
    void permalinkRoundTripsToTheIdenticalResponse(String label, Query query) {
        Answer first = http.api(query).assertStatus(200);
        String permalink = first.json().get("permalink").asText();
        assertTrue(permalink.startsWith("/?v=1&"), permalink);
        Answer second = http.api(permalink.substring(2)).assertStatus(200);
        assertEquals(first.body(), second.body(), () -> "permalink " + permalink + " changed the response");
        // and the permalink's own permalink is itself
        assertEquals(permalink, second.json().get("permalink").asText());
    }

    @Test
    @DisplayName("the permalink keeps delim for a typed value, so warnings survive the round trip")
    void permalinkKeepsTheDelimiterThatWarningsDependOn() {
        // The warnings also split a typed value at the delimiter, so the permalink must keep delim.
        for (Query query : List.of(
                Query.of("pk", "PK", "pkValue", "x", "sk", "SK", "op", "gt", "value", "a/1", "delim", "/"),
                Query.of(
                        "pk", "PK", "pkValue", "x", "sk", "SK", "op", "between", "value", "a/10", "to", "a/100",
                        "delim", "/"),
                Query.of("pk", "PK", "pkValue", "x", "sk", "SK", "op", "eq", "value", "a//b", "delim", "/"))) {
            Answer first = http.api(query).assertStatus(200);
            assertFalse(first.json().get("warnings").isEmpty(), () -> "this state warns: " + first.body());
            String permalink = first.json().get("permalink").asText();
            Answer second = http.api(permalink.substring(2)).assertStatus(200);
            assertEquals(
                    first.body(),
                    second.body(),
                    () -> "permalink " + permalink + " of " + query + " changed the response");
        }
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(
            strings = {
                "😀",
                "中文/日本語/한국어",
                "\uFF5E",
                "\uE000",
                "e\u0301",
                "ﬁ",
                "Ω Ω",
                "👩\u200D💻",
                "a\u0000b",
                "tab\there",
                "line\nbreak",
                "\u00A0nbsp",
                "\"quoted\" <b>&amp;</b>",
                "\\back\\slash",
                "𝄞𝕏",
                "\uFEFFbom"
            })
    void unicodeValuesRoundTripExactly(String value) {
        JsonNode body = ok(Query.of("pk", "PK", "pkValue", value, "sk", "SK", "op", "eq", "value", value));
        assertEquals(wire("S", value), body.get("expressionAttributeValues").get(":pk"));
        assertEquals(wire("S", value), body.get("expressionAttributeValues").get(":sk"));
        assertEquals(
                wire("S", value),
                body.get("request").get("ExpressionAttributeValues").get(":sk"));
        // and through the permalink
        JsonNode again = http.api(body.get("permalink").asText().substring(2))
                .assertStatus(200)
                .json();
        assertEquals(body, again);
    }

    @Test
    void formEncodedPlusMeansSpace() {
        // What a browser sends for the page's GET form with JavaScript disabled.
        JsonNode body = http.api("pk=PK&pkValue=a+b%2Bc&sk=SK&op=eq&value=x+%26+y")
                .assertStatus(200)
                .json();
        assertEquals(wire("S", "a b+c"), body.get("expressionAttributeValues").get(":pk"));
        assertEquals(wire("S", "x & y"), body.get("expressionAttributeValues").get(":sk"));
    }

    @Test
    @DisplayName("a malformed percent escape is an error, not a silently blank parameter")
    void malformedPercentEscapeIsNotSilentlyDropped() {
        // Servlet decoding would turn "Dr%ive" and "5%" into "", silently dropping table and limit.
        Answer response = http.rawGet("/api/v1/query?table=Dr%ive&pk=PK&pkValue=abc&limit=5%");
        assertNotNull(response.body());
        JsonNode errors = errors(response);
        assertTrue(fieldsOf(errors).containsAll(Set.of("table", "limit")), errors::toString);
    }
}
