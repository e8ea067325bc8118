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
import keyslice.preview.PreviewConfig;
import keyslice.testing.RunningApp;
import keyslice.web.AppConfig;
import keyslice.web.http.Proxies;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Table and index suggestions are asked at every swap of the form (each segment button): they draw on a budget of
 * their own, so a person who clicked "Add segment" a dozen times can still run the Query.
 */
@Tag("engine")
class SuggestionBudgetTest {

    /** Two runs at once, one a minute after that. */
    @RegisterExtension
    static final RunningApp app =
            RunningApp.withPrivateDynalite(new AppConfig(Optional.empty(), "*", 1, 2), UnaryOperator.identity());

    private final HttpClient client = HttpClient.newHttpClient();

    @Test
    void twelveFormSwapsWithTheirSuggestionsLeaveTheRunBudgetWhole() throws Exception {
        for (int click = 0; click < 12; click++) {
            assertEquals(200, get("/preview/tables").statusCode(), "table suggestions after click " + click);
            assertEquals(
                    200, get("/preview/indexes?table=Drive").statusCode(), "index suggestions after click " + click);
        }
        HttpResponse<String> run = client.send(
                HttpRequest.newBuilder(URI.create(app.baseUrl() + "/run"))
                        .header("Content-Type", "application/x-www-form-urlencoded")
                        .header("HX-Request", "true")
                        .POST(HttpRequest.BodyPublishers.ofString("table=Drive&pk=PK&pkValue=a"))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(200, run.statusCode(), run.body());
        assertTrue(run.body().contains("id=\"preview\""), run.body());
        assertFalse(run.body().contains("Too many"), run.body());
    }

    /**
     * The lookup budget is per client as {@code KEYSLICE_TRUSTED_PROXIES} finds it: behind a trusted proxy a client that
     * spent its budget leaves the next forwarded client's whole; without trust, forwarded addresses are ignored and both
     * are the proxy.
     */
    @Test
    void behindATrustedProxyEachForwardedClientHasItsOwnLookupBudget() throws Exception {
        app.engine()
                .createTable(
                        "{\"TableName\":\"Suggested\",\"AttributeDefinitions\":[{\"AttributeName\":\"PK\",\"AttributeType\":\"S\"}],"
                                + "\"KeySchema\":[{\"AttributeName\":\"PK\",\"KeyType\":\"HASH\"}],\"BillingMode\":\"PAY_PER_REQUEST\"}");
        AppConfig oneRun = new AppConfig(Optional.empty(), "*", 1, 1);
        PreviewConfig engine = PreviewConfig.forEndpoint(app.engine().endpoint());
        try (RunningApp trusting = RunningApp.start(oneRun.withTrustedProxies(Proxies.parse("127.0.0.1")), engine)) {
            spendTheLookupBudget(trusting, "203.0.113.1");
            assertFalse(tables(trusting, "203.0.113.1").contains("Suggested"), "the first client's budget is spent");
            assertTrue(tables(trusting, "203.0.113.2").contains("Suggested"), "the second client's is whole");
        }
        try (RunningApp untrusting = RunningApp.start(oneRun, engine)) {
            spendTheLookupBudget(untrusting, "203.0.113.1");
            assertFalse(
                    tables(untrusting, "203.0.113.2").contains("Suggested"),
                    "an untrusted X-Forwarded-For is not another client");
        }
    }

    /** Each index lookup of a table that does not exist asks the engine (failures are not kept). */
    private static void spendTheLookupBudget(RunningApp target, String client) {
        for (int i = 0; i < Lookups.PER_RUN; i++) {
            assertEquals(
                    200,
                    target.get("/preview/indexes?table=Missing" + i, "X-Forwarded-For", client, "HX-Request", "true")
                            .status());
        }
    }

    private static String tables(RunningApp target, String client) {
        return target.get("/preview/tables", "X-Forwarded-For", client, "HX-Request", "true")
                .body();
    }

    private HttpResponse<String> get(String path) throws IOException, InterruptedException {
        return client.send(
                HttpRequest.newBuilder(URI.create(app.baseUrl() + path))
                        .header("HX-Request", "true")
                        .build(),
                HttpResponse.BodyHandlers.ofString());
    }
}
