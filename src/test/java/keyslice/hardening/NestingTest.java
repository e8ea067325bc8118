package keyslice.hardening;

import static keyslice.testing.Query.encode;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import keyslice.testing.Answer;
import keyslice.testing.Html;
import keyslice.testing.Query;
import keyslice.testing.RawHttp;
import keyslice.testing.RunningApp;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Input nested far deeper than DynamoDB allows, and strings that are not valid Unicode, inside the request limits (32 KB
 * of query string, 64 KB of body), on every route that reads a state: a problem on its field in the field's rule, as
 * every other input problem (the page comes back with the form filled in and the message next to the field, the API
 * answers 400 in the error shape), never a 5xx. Each reader recursed once per level and overflowed the stack. Hostile
 * samples, which are not part of the Query, leave it valid: their problem shows at the samples field and in the warning
 * samples-unread.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class NestingTest {

    @RegisterExtension
    static final RunningApp app = RunningApp.with(LimitsFixtures.UNLIMITED);

    private static final Query KEY =
            Query.of("pk", "PK", "pkValue", "a", "sk", "SK", "op", "begins_with", "value", "b");
    /** A multi-attribute sort key, whose samples are JSON arrays. */
    private static final Query TUPLE_KEY = Query.of(
            "index",
            "byKey",
            "pk",
            "PK",
            "pkValue",
            "a",
            "sk",
            "SK",
            "op",
            "eq",
            "value",
            "b",
            "sk2",
            "SK2",
            "op2",
            "begins_with",
            "value2",
            "c");

    private static final String NESTED_ITEM = "Nesting Levels have exceeded supported limits";
    private static final String LONE_SURROGATE = "lone surrogate";

    /**
     * One hostile state: the parameter that carries it, and a piece of the rule its problem must give. {@code smaller}
     * is the same shape for /oembed, whose url= carries the state's escapes escaped again, so a shallower one fits in
     * the 32 KB.
     */
    record Case(String name, Query state, Query smaller, String field, String rule) {
        @Override
        public String toString() {
            return name;
        }
    }

    /** {@code leaf} under {@code wraps} maps, each {@code {"M":{"x": ...}}}, as the value of the item's attribute doc. */
    static String mapItem(int wraps) {
        return "{\"PK\":{\"S\":\"a\"},\"doc\":" + "{\"M\":{\"x\":".repeat(wraps) + "{\"S\":\"v\"}" + "}}".repeat(wraps)
                + "}";
    }

    static Stream<Case> cases() {
        Query items3000 = KEY.and("items", "[".repeat(3000));
        Query samples3000 = TUPLE_KEY.and("samples", "[".repeat(3000));
        Query path = KEY.and("filter", "a" + "[0]".repeat(800) + " = 1");
        Query parentheses = KEY.and("filter", "(".repeat(2000) + "a = 1" + ")".repeat(2000));
        return Stream.of(
                new Case("[ × 3000 in items", items3000, items3000, "items", NESTED_ITEM),
                new Case(
                        "a map 800 deep in items",
                        KEY.and("items", mapItem(800)),
                        KEY.and("items", mapItem(600)),
                        "items",
                        NESTED_ITEM),
                new Case("[ × 3000 in samples", samples3000, samples3000, "samples", "nested inside them"),
                new Case(
                        "a filter path 801 levels deep",
                        path,
                        path,
                        "filter",
                        "The document path has too many nesting levels; nesting levels: 801"),
                new Case(
                        "2000 parentheses in a filter",
                        parentheses,
                        parentheses,
                        "filter",
                        "nested more than 200 levels deep"),
                new Case(
                        "a lone surrogate in items",
                        KEY.and("items", "{\"PK\":{\"S\":\"a\"},\"n\":{\"S\":\"x\\ud800\"}}"),
                        null,
                        "items",
                        LONE_SURROGATE),
                new Case(
                        "a lone surrogate in an item's name",
                        KEY.and("items", "{\"PK\":{\"S\":\"a\"},\"\\udc00\":{\"S\":\"x\"}}"),
                        null,
                        "items",
                        LONE_SURROGATE),
                new Case(
                        "a lone surrogate in samples",
                        TUPLE_KEY.and("samples", "[\"b\", \"c\\ud800\"]"),
                        null,
                        "samples",
                        LONE_SURROGATE),
                new Case(
                        "a lone surrogate in a filter",
                        KEY.and("filter", "a = \"\\ud800\""),
                        null,
                        "filter",
                        "Syntax error"));
    }

    /** Samples are not part of the Query: a hostile sample line is the samples' problem, and the Query stands. */
    private static boolean onTheSamples(Case c) {
        return c.field().equals("samples");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void theApiAnswers400WithTheProblemOnItsField(Case c) throws IOException {
        for (String path : List.of("/api/v1/query", "/design")) {
            Answer r = RawHttp.get(app.port(), path + "?" + c.state());
            assertNull(StackTraces.in(r.body()), r::toString);
            if (onTheSamples(c)) {
                assertEquals(200, r.status(), r::toString);
                continue;
            }
            assertEquals(400, r.status(), r::toString);
            assertTrue(
                    r.errors().getOrDefault(c.field(), List.of()).stream().anyMatch(m -> m.contains(c.rule())),
                    r::toString);
        }
        if (onTheSamples(c)) {
            Answer api = RawHttp.get(app.port(), "/api/v1/query?" + c.state());
            assertTrue(
                    api.body().contains("\"code\":\"samples-unread\"")
                            && api.body().contains(c.rule()),
                    api::toString);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void thePageShowsTheProblemNextToItsFieldWithTheFormFilledIn(Case c) throws IOException {
        Answer page = RawHttp.get(app.port(), "/?" + c.state());
        assertShownWithTheForm(page, c);

        Answer partial = RawHttp.get(app.port(), "/?" + c.state(), "HX-Request", "true", "HX-Target", "output");
        assertEquals(200, partial.status(), partial::toString);
        List<String> slot = Html.errorSlots(partial.body()).getOrDefault("err-" + c.field(), List.of());
        assertTrue(
                slot.stream().anyMatch(m -> m.contains(c.rule())),
                () -> "the live update's slot for " + c.field() + ": " + slot);

        Answer run = RawHttp.post(
                app.port(),
                "/run",
                c.state().toString().getBytes(StandardCharsets.US_ASCII),
                "Origin",
                app.baseUrl(),
                "Content-Type",
                "application/x-www-form-urlencoded");
        assertShownWithTheForm(run, c);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void theCardAndItsOEmbedAnswerAnInvalidState(Case c) throws IOException {
        Answer card = RawHttp.get(app.port(), "/embed?" + c.state());
        assertEquals(200, card.status(), card::toString);
        assertEquals(!onTheSamples(c), card.body().contains("This key condition is not valid"), card::toString);
        assertNull(StackTraces.in(card.body()), card::toString);

        Query smaller = c.smaller() == null ? c.state() : c.smaller();
        Answer oembed = RawHttp.get(app.port(), "/oembed?url=" + encode(app.baseUrl() + "/?v=1&" + smaller));
        assertEquals(200, oembed.status(), oembed::toString);
        assertEquals(
                !onTheSamples(c),
                "This key condition is not valid"
                        .equals(oembed.json().path("title").asText()),
                oembed::toString);
    }

    /** A page with the problem's message next to its field, and the field holding what was sent. */
    private static void assertShownWithTheForm(Answer page, Case c) {
        assertEquals(200, page.status(), page::toString);
        assertTrue(page.body().contains("</html>"), page::toString);
        List<String> shown = Html.fieldErrors(page.body(), c.field());
        assertTrue(shown.stream().anyMatch(m -> m.contains(c.rule())), () -> "next to " + c.field() + ": " + shown);
        String sent = c.state().first(c.field());
        assertEquals(
                sent,
                Html.formSubmission(page.body()).first(c.field()).replace("\r\n", "\n"),
                "the field keeps what was sent");
    }
}
