package keyslice.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import keyslice.testing.Answer;
import keyslice.testing.RunningApp;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * {@code POST /api/v1/design/create} and {@code /run} against a dynalite of their own: the worked design's tables and
 * items written, and every Query pattern's first page from the engine equal to keyslice's prediction.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
@Tag("engine")
class DesignLiveTest {

    static final AppConfig UNLIMITED = new AppConfig(java.util.Optional.empty(), "*", 1_000_000, 1_000_000);

    @RegisterExtension
    static final RunningApp app = RunningApp.withPrivateDynalite(UNLIMITED, preview -> preview.withAllowDemoData(true));

    static String design(String name) throws IOException {
        try (InputStream in = DesignLiveTest.class.getResourceAsStream("/datamodel/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void theWorkedDesignIsCreatedAndEveryQueryPatternReturnsWhatKeyslicePredicts() throws IOException {
        Answer created = app.postText("/api/v1/design/create", design("drive.json"));
        assertEquals(200, created.status(), created.body());
        assertEquals(21, created.json().path("itemsWritten").asInt(), created.body());

        Answer run = app.postText("/api/v1/design/run", design("drive.json"));

        assertEquals(200, run.status(), run.body());
        List<String> statuses = new ArrayList<>();
        for (JsonNode pattern : run.json().path("patterns")) {
            statuses.add(
                    pattern.path("id").asText() + " " + pattern.path("status").asText());
        }
        assertEquals(List.of("1 agrees", "2 agrees", "3 agrees", "4 agrees", "5 agrees", "6 not_run"), statuses);
        JsonNode underPhotos = run.json().path("patterns").get(0);
        assertEquals(4, underPhotos.path("returned").size());
        assertEquals(underPhotos.path("predicted"), underPhotos.path("returned"));
    }

    @Test
    void anEngineWithoutMultiAttributeKeysLeavesThatTableOutInItsOwnWords() throws IOException {
        Answer created = app.postText("/api/v1/design/create", design("worlds.json"));

        assertEquals(200, created.status(), created.body());
        JsonNode skipped = created.json().path("skippedTables");
        assertTrue(skipped.has("Tournaments"), created.body());
        assertEquals(0, created.json().path("itemsWritten").asInt());
    }

    @Test
    void aFileThatIsNotADesignIsA400BeforeTheEngineIsAsked() {
        Answer answer = app.postText("/api/v1/design/run", "{\"tables\": 1}");

        assertEquals(400, answer.status(), answer.body());
        assertTrue(answer.isJson());
    }

    @Test
    void thePageCreatesTheDesignAndRunsEveryPatternWithAnAnswerForEach() throws IOException {
        String form = "design=" + java.net.URLEncoder.encode(design("drive.json"), StandardCharsets.UTF_8);

        Answer page = app.get("/designs?d="
                + keyslice.web.designs.DesignLink.of(design("drive.json"))
                        .permalink()
                        .orElseThrow()
                        .substring("/designs?d=".length()));
        assertTrue(page.body().contains("id=\"design-create\""), "offered where demo data may be written");
        assertTrue(page.body().contains("id=\"design-run\""));

        Answer created = app.post("/designs/live", form + "&action=create");
        assertEquals(200, created.status(), created.body());
        assertTrue(created.body().contains("Written: 21 items in Drive."), created.body());

        Answer run = app.post("/designs/live", form + "&action=run");
        assertEquals(200, run.status(), run.body());
        assertEquals(5, count(run.body(), "class=\"run-agrees\""), run.body());
        assertEquals(1, count(run.body(), "class=\"run-not_run\""), run.body());
        assertTrue(run.body().contains("id=\"design-patterns-title\""), "the design is shown again beside its runs");
    }

    private static int count(String text, String part) {
        int count = 0;
        for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + 1)) {
            count++;
        }
        return count;
    }
}
