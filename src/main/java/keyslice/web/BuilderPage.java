package keyslice.web;

import java.util.ArrayList;
import java.util.List;

import keyslice.domain.KeyType;
import keyslice.domain.Problem;
import keyslice.domain.QueryForm;
import keyslice.domain.SortOperator;

/** Everything the builder page shows. {@code output} is null until the form holds a valid query. */
public record BuilderPage(
        QueryForm form,
        boolean submitted,
        List<Problem> problems,
        Output output,
        String permalink,
        String absolutePermalink,
        List<Example> examples,
        PreviewView preview,
        int segRows,
        int toSegRows) {

    /** A page that shows at least as many segment rows as the state needs. */
    public BuilderPage(QueryForm form, boolean submitted, List<Problem> problems, Output output, String permalink,
                       String absolutePermalink, List<Example> examples, PreviewView preview) {
        this(form, submitted, problems, output, permalink, absolutePermalink, examples, preview, 0, 0);
    }

    /** Every field that can carry an error, each with its own error slot on the page. */
    public static final List<String> FIELDS = List.of("table", "index", "pk", "pkType", "pkValue", "sk", "skType", "op", "value",
            "seg", "to", "toSeg", "delim", "trail", "order", "limit", "names", "samples", "edit");

    public static final int MIN_SEGMENT_ROWS = 3;
    public static final List<String> DELIMITERS = List.of("#", "/", "|", ":");

    /** A ready-made state, shown as a link. */
    public record Example(String title, String description, String href) {
    }

    public List<String> errorsFor(String field) {
        return problems.stream().filter(p -> p.field().equals(field)).map(Problem::message).toList();
    }

    public boolean hasErrors(String field) {
        return problems.stream().anyMatch(p -> p.field().equals(field));
    }

    public List<String> fields() {
        return FIELDS;
    }

    public List<KeyType> keyTypes() {
        return List.of(KeyType.values());
    }

    public List<SortOperator> operators() {
        return List.of(SortOperator.values());
    }

    /** begins_with is not offered for N keys (DynamoDB rejects it), unless it is what the URL asks for. */
    public boolean offered(SortOperator op) {
        return KeyType.fromCode(form.effectiveSkType()).map(op::allowedFor).orElse(true)
                || op.code().equals(form.effectiveOp());
    }

    public boolean between() {
        return "between".equals(form.effectiveOp());
    }

    public List<String> segmentRows() {
        return padded(form.seg(), segRows);
    }

    public List<String> upperSegmentRows() {
        return padded(form.toSeg(), toSegRows);
    }

    public String problemSummary() {
        int n = problems.size();
        return n == 1 ? "1 problem: see the marked field" : n + " problems: see the marked fields";
    }

    /**
     * The rows given, ending in a blank row to extend the key, at least {@link #MIN_SEGMENT_ROWS} and at least
     * {@code wanted} (the segRows hint that keeps rows added without JavaScript, which the permalink trims).
     */
    private static List<String> padded(List<String> rows, int wanted) {
        List<String> padded = new ArrayList<>(rows);
        if (padded.isEmpty() || !padded.get(padded.size() - 1).isEmpty()) {
            padded.add("");
        }
        while (padded.size() < Math.max(MIN_SEGMENT_ROWS, Math.min(wanted, RequestLimits.MAX_SEGMENTS))) {
            padded.add("");
        }
        return padded;
    }
}
