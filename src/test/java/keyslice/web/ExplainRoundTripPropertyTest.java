package keyslice.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import keyslice.testing.Answer;
import keyslice.testing.Query;
import keyslice.testing.RunningApp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * What keyslice prints, read back, is the same Query: for seeded states from {@link RandomStates} (hostile names, every
 * operator, S/N/B keys, multi-attribute keys, filters and projections), the request in DynamoDB JSON and the AWS CLI
 * program the API answers, each posted to {@code /api/v1/explain}, give a state whose request is the original request.
 */
@Timeout(value = 180, unit = TimeUnit.SECONDS)
class ExplainRoundTripPropertyTest {

    private static final long SEED = Long.getLong("keyslice.states.seed", 20261204L);
    private static final int STATES = Integer.getInteger("keyslice.states.count", 300);

    @RegisterExtension
    static final RunningApp app = RunningApp.defaults();

    @Test
    void theRequestAndTheCliProgramKeyslicePrintsReadBackAsTheSameRequest() {
        RandomStates states = new RandomStates(SEED);
        List<String> failures = new ArrayList<>();
        int checked = 0;
        for (int n = 0; n < STATES; n++) {
            Query state = states.next();
            Answer api = app.get("/api/v1/query?v=1&" + state + "&code=cli,js-client,python-client");
            if (api.status() != 200) {
                continue;
            }
            checked++;
            JsonNode request = api.json().get("request");
            String cli = api.json().path("code").path("cli").asText();
            check(failures, n, "request JSON", request.toString(), request);
            check(failures, n, "CLI program", cli, request);
            check(
                    failures,
                    n,
                    "JavaScript program",
                    api.json().path("code").path("js-client").asText(),
                    request);
            check(
                    failures,
                    n,
                    "Python program",
                    api.json().path("code").path("python-client").asText(),
                    request);
        }
        System.out.printf(
                "ExplainRoundTripPropertyTest: seed %d, %d valid states read back from their request JSON, their CLI "
                        + "program and their JavaScript and Python (boto3 client) programs%n",
                SEED, checked);
        assertEquals(List.of(), failures.stream().limit(5).toList(), failures.size() + " failures");
        assertTrue(checked >= STATES / 2, "most generated states are valid: " + checked);
    }

    private static void check(List<String> failures, int n, String what, String text, JsonNode request) {
        Answer explained = app.postText("/api/v1/explain", text);
        if (explained.status() != 200) {
            failures.add("state " + n + ", " + what + ": " + explained.status() + " " + explained.body() + "\n" + text);
            return;
        }
        JsonNode answer = explained.json();
        JsonNode again = answer.path("query").path("request");
        if (!request.equals(again)) {
            failures.add("state " + n + ", " + what + ": read back as " + again + "\n  problems "
                    + answer.path("problems") + "\n  from " + text + "\n  expected " + request);
        }
    }
}
