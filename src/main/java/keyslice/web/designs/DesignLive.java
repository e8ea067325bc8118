package keyslice.web.designs;

import java.util.List;
import keyslice.preview.DesignRuns;

/**
 * The page's part on the configured endpoint: whether it is offered, whether it may write, and what the last create or
 * run did.
 *
 * @param engine   the endpoint as the page names it, or "" when none is configured (then nothing is offered)
 * @param writable whether "Create this design in the endpoint" may write there (as "Load demo data" may)
 * @param outcome  what the last action did or why it was refused, or ""
 * @param runs     each pattern's run, after "Run every pattern"
 */
public record DesignLive(String engine, boolean writable, String outcome, boolean refused, List<RunRow> runs) {

    /** One pattern's run as the page lists it. */
    public record RunRow(String id, String status, String text) {}

    public DesignLive {
        runs = List.copyOf(runs);
    }

    static final DesignLive OFF = new DesignLive("", false, "", false, List.of());

    public boolean offered() {
        return !engine.isEmpty();
    }

    DesignLive with(String outcome, boolean refused, List<RunRow> runs) {
        return new DesignLive(engine, writable, outcome, refused, runs);
    }

    static RunRow row(DesignRuns.Run run) {
        String text = switch (run.status()) {
            case AGREES -> "the engine returned the " + items(run.returned().size()) + " keyslice predicts, in order";
            case DIFFERS ->
                "the engine returned " + items(run.returned().size()) + ", keyslice predicts "
                        + items(run.predicted().size()) + ": they differ";
            case NOT_RUN -> "not run: " + run.reason();
        };
        return new RunRow(run.id(), run.status().code(), text);
    }

    private static String items(int count) {
        return count + (count == 1 ? " item" : " items");
    }
}
