package keyslice.web.builder;

import java.util.List;
import keyslice.domain.form.Field;
import keyslice.domain.form.Problem;
import keyslice.preview.ReadCheck;
import keyslice.web.http.Template;

/**
 * The live-preview panel: whether an endpoint is configured (named by its label, never by an internal URL), and what
 * the last action left in it (nothing yet, one page of items, what a Run needs first, demo data loaded, or the reason
 * the Query did not run).
 */
public record PreviewView(
        boolean enabled, String engineLabel, String howToEnable, boolean demoDataAllowed, Outcome outcome) {

    public static final Template<PreviewView> PANEL = new Template<>("partials/preview.jte");
    /** The panel as htmx gets it after a Run: with the form's error slots out of band when the Run needs fields. */
    public static final Template<PreviewView> ANSWER = new Template<>("partials/preview-answer.jte");

    public PreviewView withOutcome(Outcome outcome) {
        return new PreviewView(enabled, engineLabel, howToEnable, demoDataAllowed, outcome);
    }

    public PreviewView withError(String message) {
        return withOutcome(new Failed(message));
    }

    /** The outcome's name, for the panel's {@code data-outcome} (the page's script keeps a result over an idle panel). */
    public String outcomeName() {
        return outcome.name();
    }

    /** What the panel shows under its buttons. */
    public sealed interface Outcome permits Idle, Result, Needs, Loaded, Failed {
        default String name() {
            return getClass().getSimpleName().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /** Nothing has run yet. */
    public record Idle() implements Outcome {}

    /**
     * Why the Query did not run, in the engine's or keyslice's words.
     *
     * @param explanation keyslice's sentence on what the engine's message means, "" when it has none
     * @param similar     the listed tables whose names are close to the one the engine does not know, with the state
     *                    that reads each instead
     */
    public record Failed(String message, String explanation, List<Similar> similar) implements Outcome {
        public Failed {
            similar = List.copyOf(similar);
        }

        public Failed(String message) {
            this(message, "", List.of());
        }
    }

    /** A table name the panel offers in place of one that does not exist, and the permalink that reads it. */
    public record Similar(String name, String href) {}

    /** The demo tables were written; the form holds the example that reads them. */
    public record Loaded(String message) implements Outcome {}

    /** The Run did not start: the form lacks what a Run needs, each problem on the field that must change. */
    public record Needs(List<Problem> problems) implements Outcome {

        public Needs {
            problems = List.copyOf(problems);
        }

        public String label(Problem problem) {
            return Field.named(problem.field()).map(Field::label).orElse("Form");
        }

        public String anchor(Problem problem) {
            return Field.named(problem.field()).map(Field::anchor).orElse("builder");
        }

        /** What the field's error slot says, as a Build would. */
        public List<String> messagesFor(String field) {
            return problems.stream()
                    .filter(p -> p.field().equals(field))
                    .map(Problem::message)
                    .toList();
        }
    }

    /**
     * One page of items as the engine returned them, with keyslice's own check of that order, of the items its filter
     * keeps and of the capacity the page consumed.
     *
     * @param ran         the permalink of the state that ran: the page's script marks the panel out of date once the form
     *                    describes another Query
     * @param samples     the page's sort keys for the samples field, or null when the page has none to offer
     * @param counts      the page's counts and capacity in a sentence
     * @param selectCount the Query asked for the count alone (Select COUNT): the engine returned no items to show
     */
    public record Result(
            String ran,
            ItemsTable table,
            int count,
            int scannedCount,
            String consumedCapacity,
            String lastEvaluatedKey,
            boolean agrees,
            String verdict,
            Paging paging,
            Samples samples,
            String counts,
            boolean selectCount,
            ReadCheck.Verdict returnedCheck,
            ReadCheck.Verdict capacityCheck)
            implements Outcome {

        /** The class of a check's line: {@code ok}, {@code mismatch}, or {@code unchecked} when nothing was compared. */
        public static String checkClass(ReadCheck.Verdict check) {
            return switch (check.status()) {
                case AGREES -> "ok";
                case DIFFERS -> "mismatch";
                case NOT_COMPARED -> "unchecked";
            };
        }
    }

    /**
     * Where this page is, and what its buttons send: the state that ran (hidden fields, so that paging reads the Query
     * these items belong to even after the form changed), the trail back (web.preview's {@code PageTrail}) and the next
     * token.
     */
    public record Paging(
            int page, List<Hidden> state, List<String> pageKeys, String nextStartKey, boolean hasPrevious) {

        public Paging {
            state = List.copyOf(state);
            pageKeys = List.copyOf(pageKeys);
        }

        public boolean hasNext() {
            return nextStartKey != null;
        }

        /** Whether any page button is shown: a single page of results needs none. */
        public boolean any() {
            return page > 1 || hasNext();
        }
    }

    /** One hidden form field. */
    public record Hidden(String name, String value) {}

    /**
     * "Use these keys as samples": the sort keys of the page shown, one per line as the samples field takes them, and
     * the permalink of the state that ran with them, for a browser without JavaScript.
     */
    public record Samples(String sortKey, String lines, int keys, String href) {}
}
