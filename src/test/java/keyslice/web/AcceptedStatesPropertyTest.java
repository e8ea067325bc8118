package keyslice.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import keyslice.testing.Answer;
import keyslice.testing.Html;
import keyslice.testing.Query;
import keyslice.testing.RunningApp;
import keyslice.web.http.RequestLimits;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Every state the API accepts opens everywhere else a state is read: as the page, its live update, the embed card,
 * the design comparison and an oEmbed answer, over a few hundred seeded states from {@link RandomStates}, hostile
 * names and all. The API is the judge of what is valid; a state it answers 200 must never be a 5xx elsewhere. A
 * failure names the seed and the state, which fail again on every run.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class AcceptedStatesPropertyTest {

    /** Fixed, so that a failure fails again; {@code -Dkeyslice.states.seed} and {@code .count} explore further. */
    private static final long SEED = Long.getLong("keyslice.states.seed", 20261204L);

    private static final int STATES = Integer.getInteger("keyslice.states.count", 300);

    @RegisterExtension
    static final RunningApp app = RunningApp.defaults();

    @Test
    void everyStateTheApiAcceptsOpensOnEveryRouteThatReadsAState() {
        RandomStates states = new RandomStates(SEED);
        Map<String, Integer> accepted = new TreeMap<>();
        List<String> failures = new ArrayList<>();
        for (int n = 0; n < STATES; n++) {
            Query state = states.next();
            String query = "v=1&" + state;
            Answer api = app.get("/api/v1/query?" + query);
            if (api.status() != 200) {
                assertEquals(400, api.status(), () -> "the API refuses, or answers: " + api.body());
                continue;
            }
            accepted.merge(
                    state.first("sk2") != null || state.first("pk2") != null
                            ? "multi-attribute"
                            : "one attribute a side",
                    1,
                    Integer::sum);
            for (String problem : problems(query)) {
                failures.add("state " + n + " (seed " + SEED + "): " + problem + "\n    " + query);
            }
        }
        System.out.printf(
                "AcceptedStatesPropertyTest: seed %d, %d states, accepted by the API: %s%n", SEED, STATES, accepted);
        assertEquals(List.of(), failures.stream().limit(10).toList(), failures.size() + " failures");
        int total = accepted.values().stream().mapToInt(Integer::intValue).sum();
        assertTrue(total >= STATES / 2, () -> "the generator's states are mostly valid: " + accepted);
        assertTrue(
                accepted.getOrDefault("multi-attribute", 0) >= STATES / 10,
                () -> "multi-attribute keys are generated: " + accepted);
    }

    /** What goes wrong with an accepted state on the other routes, if anything. */
    private static List<String> problems(String query) {
        List<String> problems = new ArrayList<>();
        Answer page = app.get("/?" + query);
        expect(problems, "the page", page, 200);
        if (page.status() == 200 && !page.body().contains("id=\"out-expression\"")) {
            problems.add("the page shows no Query for a valid state: " + Html.shownErrors(page.body()));
        }
        expect(problems, "the live update", app.get("/?" + query, "HX-Request", "true", "HX-Target", "output"), 200);
        expect(problems, "the card", app.get("/embed?" + query), 200);
        // The comparison exists for some states only: the page says which, and /design answers it or says it has none.
        boolean compared = Html.byIdOrNull(page.body(), "design-compare") != null;
        expect(
                problems,
                "the design comparison",
                app.get("/design?" + query, "HX-Request", "true"),
                compared ? 200 : 400);
        String oembed = "url=" + Query.encode(app.baseUrl() + "/?" + query);
        // The permalink escaped once more may pass the 32 KB a query string may have: then keyslice's own 414.
        expect(
                problems,
                "the oEmbed answer",
                app.get("/oembed?" + oembed),
                oembed.length() > RequestLimits.MAX_QUERY_STRING ? 414 : 200);
        return problems;
    }

    private static void expect(List<String> problems, String what, Answer response, int status) {
        if (response.status() != status) {
            problems.add(what + " answers " + response.status() + " (expected " + status + "): "
                    + response.body().substring(0, Math.min(300, response.body().length())));
        }
    }
}
