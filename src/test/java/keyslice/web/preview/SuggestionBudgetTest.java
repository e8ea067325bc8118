package keyslice.web.preview;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Optional;
import java.util.function.UnaryOperator;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import keyslice.testing.RunningApp;
import keyslice.web.AppConfig;

/**
 * Table and index suggestions are asked at every swap of the form (each segment button): they draw on a budget of
 * their own, so a person who clicked "Add segment" a dozen times can still run the Query.
 */
@Tag("engine")
class SuggestionBudgetTest {

    /** Two runs at once, one a minute after that. */
    @RegisterExtension
    static final RunningApp app = RunningApp.withPrivateDynalite(new AppConfig(Optional.empty(), "*", 1, 2), UnaryOperator.identity());

    private final HttpClient client = HttpClient.newHttpClient();

    @Test
    void twelveFormSwapsWithTheirSuggestionsLeaveTheRunBudgetWhole() throws Exception {
        for (int click = 0; click < 12; click++) {
            assertEquals(200, get("/preview/tables").statusCode(), "table suggestions after click " + click);
            assertEquals(200, get("/preview/indexes?table=Drive").statusCode(), "index suggestions after click " + click);
        }
        HttpResponse<String> run = client.send(HttpRequest.newBuilder(URI.create(app.baseUrl() + "/run"))
                .header("Content-Type", "application/x-www-form-urlencoded").header("HX-Request", "true")
                .POST(HttpRequest.BodyPublishers.ofString("table=Drive&pk=PK&pkValue=a")).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(200, run.statusCode(), run.body());
        assertTrue(run.body().contains("id=\"preview\""), run.body());
        assertFalse(run.body().contains("Too many"), run.body());
    }

    private HttpResponse<String> get(String path) throws IOException, InterruptedException {
        return client.send(HttpRequest.newBuilder(URI.create(app.baseUrl() + path)).header("HX-Request", "true").build(),
                HttpResponse.BodyHandlers.ofString());
    }
}
