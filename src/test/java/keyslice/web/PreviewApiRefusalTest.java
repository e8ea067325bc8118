package keyslice.web;

import static keyslice.testing.Html.unescape;
import static keyslice.testing.Query.encode;
import static keyslice.web.PreviewApiFixtures.FILE_TREE;
import static keyslice.web.PreviewApiFixtures.UNLIMITED;
import static keyslice.web.PreviewApiFixtures.app;
import static keyslice.web.PreviewApiFixtures.http;
import static keyslice.web.PreviewApiFixtures.loadDemoData;
import static keyslice.web.PreviewApiFixtures.query;
import static keyslice.web.PreviewApiFixtures.requestOf;
import static keyslice.web.PreviewApiFixtures.singleError;
import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.concurrent.TimeUnit;
import keyslice.preview.PreviewConfig;
import keyslice.testing.Answer;
import keyslice.testing.RunningApp;
import keyslice.web.PreviewApiFixtures.Http;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * What the live preview refuses, and in whose words: missing and unknown tables and indexes, the engine's validation,
 * bad start keys and parameters, the rate limit, and no endpoint configured.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
@Tag("engine")
class PreviewApiRefusalTest {
    @RegisterExtension
    static final RunningApp app = PreviewApiFixtures.app;

    @BeforeAll
    static void demoData() {
        loadDemoData();
    }

    // ================================================================== errors

    @Test
    void missingTableIs400OnFieldTable() {
        JsonNode error = singleError(http.get("/api/v1/preview?" + query("pk", "PK", "pkValue", "DRIVE#a91")), 400);
        assertEquals("table", error.path("field").asText());
        assertFalse(error.path("message").asText().isBlank());
    }

    @Test
    void nonexistentTableIs400OnFieldEngineWithTheEnginesMessageVerbatim() {
        String params = query("table", "NoSuchTable", "pk", "PK", "pkValue", "x");
        Answer engineSays = app.engine().call("Query", requestOf(params));
        assertEquals("ResourceNotFoundException", engineSays.errorType(), engineSays.body());

        JsonNode error = singleError(http.get("/api/v1/preview?" + params), 400);
        assertEquals("engine", error.path("field").asText());
        assertEquals(engineSays.message(), error.path("message").asText(), "the engine's message, verbatim");
    }

    @Test
    void nonexistentIndexIs400WithTheEnginesMessage() {
        String params = query("table", "Drive", "index", "nope", "pk", "parent", "pkValue", "root/");
        Answer engineSays = app.engine().call("Query", requestOf(params));
        assertEquals("ValidationException", engineSays.errorType(), engineSays.body());

        JsonNode error = singleError(http.get("/api/v1/preview?" + params), 400);
        assertEquals("engine", error.path("field").asText());
        assertEquals(
                "The table does not have the specified index: nope",
                error.path("message").asText());
        assertEquals(engineSays.message(), error.path("message").asText(), "the engine's message, verbatim");
        assertEquals(
                "The DynamoDB endpoint refused the request: check the table, the index and the key attributes and "
                        + "types against its schema.",
                error.path("summary").asText());
    }

    @Test
    void aValidationExceptionOfTheEngineIsPassedOnVerbatim() {
        // A partition key name that is not the table's: the builder accepts it, the engine does not.
        String params = query("table", "Drive", "pk", "owner", "pkValue", "x");
        Answer engineSays = app.engine().call("Query", requestOf(params));
        assertEquals("ValidationException", engineSays.errorType(), engineSays.body());
        JsonNode error = singleError(http.get("/api/v1/preview?" + params), 400);
        assertEquals("engine", error.path("field").asText());
        assertEquals(engineSays.message(), error.path("message").asText());
    }

    @Test
    void garbageStartKeyIs400OnFieldStartKey() {
        for (String garbage : List.of("not a token!", "Zm9v", "eyJQSyI6eyJTIjoiIn19", "%7B%22PK%22%3A1%7D")) {
            String url = "/api/v1/preview?" + FILE_TREE + "&startKey="
                    + (garbage.startsWith("%") ? garbage : encode(garbage));
            JsonNode error = singleError(http.get(url), 400);
            assertEquals("startKey", error.path("field").asText(), url);
        }
        JsonNode twice = singleError(http.get("/api/v1/preview?" + FILE_TREE + "&startKey=a&startKey=b"), 400);
        assertEquals("startKey", twice.path("field").asText());
    }

    @Test
    void invalidParametersAre400ExactlyLikeTheQueryApi() {
        List<String> invalid = List.of(
                query("table", "Drive", "pk", "PK"),
                query("table", "Drive", "pk", "PK", "pkValue", "x", "sk", "SK", "op", "bogus", "value", "a"),
                query(
                        "table", "Drive", "pk", "PK", "pkValue", "x", "sk", "SK", "op", "between", "value", "b", "to",
                        "a"),
                query("table", "Drive", "pk", "PK", "pkValue", "x", "limit", "0"),
                query("table", "Drive", "pk", "PK", "pkType", "N", "pkValue", "twelve"),
                "table=Drive&pk=PK&pkValue=%FF");
        for (String params : invalid) {
            Answer api = http.get("/api/v1/query?" + params);
            Answer preview = http.get("/api/v1/preview?" + params);
            assertEquals(400, api.status(), params + " -> /api/v1/query " + api.body());
            assertEquals(400, preview.status(), params + " -> /api/v1/preview " + preview.body());
            assertEquals(api.json(), preview.json(), params);
            assertTrue(preview.header("Content-Type").startsWith("application/json"));
        }
    }

    // ================================================================== rate limit, seen from the page

    /**
     * A run refused by the per-client rate limit must still tell the person why, next to the form. htmx (2.x, default
     * responseHandling) swaps only 2xx answers, so a 429 to {@code POST /run} with {@code HX-Request} leaves the panel
     * as it was: the click seems to do nothing. And a plain form post gets a JSON body instead of the page.
     */
    @Test
    void aRateLimitedRunStillTellsThePersonWhy() {
        try (RunningApp limited =
                RunningApp.start(new AppConfig(java.util.Optional.empty(), "*", 1, 1), app.preview())) {
            Http h = new Http(limited);
            Answer first = h.run(FILE_TREE, true);
            assertEquals(200, first.status(), first.body());

            Answer api = h.get("/api/v1/preview?" + FILE_TREE);
            assertEquals(429, api.status(), "the JSON API answers 429: " + api.body());
            assertNotNull(api.header("Retry-After"));

            Answer htmx = h.run(FILE_TREE, true);
            Answer plain = h.run(FILE_TREE, false);
            assertAll(
                    () -> assertEquals(
                            429, htmx.status(), "a Run over the limit is a 429 (the page's htmx-config swaps it)"),
                    () -> assertNotNull(htmx.header("Retry-After")),
                    () -> assertTrue(
                            h.get("/").body().contains("{\"code\":\"429\",\"swap\":true"),
                            "htmx is configured to swap a 429 into #preview"),
                    () -> assertTrue(
                            htmx.body().strip().startsWith("<section id=\"preview\""),
                            "the preview partial: " + htmx.body()),
                    () -> assertTrue(
                            htmx.body().contains("id=\"engine-error\""), "the reason in #engine-error: " + htmx.body()),
                    () -> assertTrue(
                            String.valueOf(plain.header("Content-Type")).startsWith("text/html"),
                            "a browser's plain form post gets a page, not " + plain.header("Content-Type") + ": "
                                    + plain.body()));
        }
    }

    // ================================================================== no endpoint configured

    @Test
    void withoutAnEndpointThePreviewAnswers503SayingHowToConfigureIt() {
        try (RunningApp off = RunningApp.start(UNLIMITED)) {
            Http offHttp = new Http(off);
            for (String path : List.of("/api/v1/preview?" + FILE_TREE, "/api/v1/tables")) {
                JsonNode error = singleError(offHttp.get(path), 503);
                String message = error.path("message").asText();
                assertTrue(message.contains(PreviewConfig.ENDPOINT_ENV + "=http://localhost:8000"), message);
                assertTrue(message.contains("--dynamodb-endpoint"), message);
                assertEquals(PreviewConfig.HOW_TO_CONFIGURE, message);
            }
            Answer page = offHttp.get("/");
            assertEquals(200, page.status());
            assertTrue(
                    unescape(page.body()).contains(PreviewConfig.HOW_TO_CONFIGURE), "the page says how to turn it on");
            assertFalse(page.body().contains("id=\"run\""), "no Run button without an endpoint");
            Answer run = offHttp.run(FILE_TREE, true);
            assertEquals(200, run.status());
            assertTrue(unescape(run.body()).contains(PreviewConfig.HOW_TO_CONFIGURE), run.body());
            assertEquals(503, offHttp.loadDemoData().status());
            assertEquals(
                    200, offHttp.get("/api/v1/query?" + FILE_TREE).status(), "the builder works without an endpoint");
        }
    }
}
