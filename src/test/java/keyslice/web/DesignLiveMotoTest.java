package keyslice.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
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
 * The multi-attribute worked design on moto, which creates such indexes: its items are the tournaments demo table's,
 * so writing them into the run's shared moto changes nothing another class reads.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
@Tag("engine")
class DesignLiveMotoTest {

    @RegisterExtension
    static final RunningApp app =
            RunningApp.withSharedMoto(DesignLiveTest.UNLIMITED, preview -> preview.withAllowDemoData(true));

    @Test
    void theMultiAttributePatternsReturnWhatKeyslicePredicts() throws IOException {
        Answer created = app.postText("/api/v1/design/create", DesignLiveTest.design("worlds.json"));
        assertEquals(200, created.status(), created.body());
        assertEquals(7, created.json().path("itemsWritten").asInt(), created.body());

        Answer run = app.postText("/api/v1/design/run", DesignLiveTest.design("worlds.json"));

        assertEquals(200, run.status(), run.body());
        List<String> statuses = new ArrayList<>();
        for (JsonNode pattern : run.json().path("patterns")) {
            statuses.add(
                    pattern.path("id").asText() + " " + pattern.path("status").asText());
        }
        assertEquals(List.of("1 agrees", "2 agrees", "3 agrees", "4 not_run", "5 not_run"), statuses, run.body());
    }
}
