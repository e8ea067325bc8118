package keyslice.web.preview;

import java.util.List;

import keyslice.web.http.Template;

/**
 * The live-preview panel: whether an endpoint is configured (named by its label, never by an internal URL), and what
 * the last action left in it (nothing yet, one page of items, or the reason the Query did not run).
 */
public record PreviewView(boolean enabled, String engineLabel, String howToEnable, boolean demoDataAllowed, Outcome outcome) {

    public static final Template<PreviewView> PANEL = new Template<>("partials/preview.jte");

    public PreviewView withOutcome(Outcome outcome) {
        return new PreviewView(enabled, engineLabel, howToEnable, demoDataAllowed, outcome);
    }

    public PreviewView withError(String message) {
        return withOutcome(new Failed(message));
    }

    /** What the panel shows under its buttons. */
    public sealed interface Outcome permits Idle, Result, Failed {
    }

    /** Nothing has run yet. */
    public record Idle() implements Outcome {
    }

    /** Why the Query did not run, in the engine's or keyslice's words. */
    public record Failed(String message) implements Outcome {
    }

    /** One page of items as the engine returned them, with keyslice's own check of that order. */
    public record Result(List<String> columns, List<List<String>> rows, int count, int scannedCount, String consumedCapacity,
                         String lastEvaluatedKey, String nextStartKey, boolean agrees, String verdict, boolean firstPage)
            implements Outcome {
        public boolean hasNext() {
            return nextStartKey != null;
        }
    }
}
