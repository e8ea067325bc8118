package keyslice.web.builder;

import java.util.List;
import keyslice.domain.form.Field;
import keyslice.domain.form.Problem;
import keyslice.domain.form.QueryForm;
import keyslice.domain.key.KeyType;
import keyslice.domain.key.SortOperator;
import keyslice.domain.read.ReadForm;
import keyslice.web.http.Template;
import keyslice.web.state.Permalink;

/** Everything the builder page shows. {@code output} is null until the form holds a valid query. */
public record BuilderPage(
        ReadForm read,
        boolean submitted,
        List<Problem> problems,
        Output output,
        String permalink,
        String absolutePermalink,
        List<Example> examples,
        PreviewView preview,
        int segRows,
        int toSegRows,
        RowOrigins origins,
        String typing,
        List<keyslice.domain.warnings.Warning> partialWarnings,
        String language,
        boolean segmentEdit) {

    /**
     * A whole page that shows at least as many segment rows as the state needs, with the first snippet open.
     *
     * <p>{@code language} is the id of the snippet shown open (an htmx answer's output carries only its code, the others
     * loading from {@code /snippet} when opened); {@code segmentEdit} says the page answers one of the segment
     * builder's buttons, which keeps "Build from segments" open even while every row is blank.
     */
    public BuilderPage(
            ReadForm read,
            boolean submitted,
            List<Problem> problems,
            Output output,
            String permalink,
            String absolutePermalink,
            List<Example> examples,
            PreviewView preview) {
        this(
                read,
                submitted,
                problems,
                output,
                permalink,
                absolutePermalink,
                examples,
                preview,
                0,
                0,
                RowOrigins.SAME,
                null,
                List.of(),
                CodeSnippets.language(null),
                false);
    }

    /** The form as typed, which the page shows back; what its fields mean is {@link #read}'s. */
    public QueryForm form() {
        return read.form();
    }

    /** Every field that can carry an error, each with its own error slot on the page. */
    public static final List<String> FIELDS = java.util.stream.Stream.concat(
                    Field.ALL.stream().map(Field::code), java.util.stream.Stream.of("edit"))
            .toList();

    /** The numbers of a multi-attribute key's further attributes, each key's after its first. */
    public static final List<Integer> FURTHER = java.util.stream.IntStream.rangeClosed(2, QueryForm.MAX_KEY_ATTRIBUTES)
            .boxed()
            .toList();

    public static final Template<BuilderPage> PAGE = new Template<>("pages/builder.jte");
    /** The form and the output, after an edit, and the page title (htmx takes a root-level title into the document). */
    public static final Template<BuilderPage> APP = new Template<>("partials/app-update.jte");
    /** The output with the field-level slots out of band and the page title, while typing. */
    public static final Template<BuilderPage> UPDATE = new Template<>("partials/output-update.jte");

    /** The title of a page whose form does not hold a valid Query (yet). */
    public static final String TITLE = "keyslice: DynamoDB key-condition builder";

    public static final int MIN_SEGMENT_ROWS = 3;
    public static final List<String> DELIMITERS = List.of("#", "/", "|", ":");

    /** A ready-made state, shown as a link. */
    public record Example(String title, String description, String href) {}

    /**
     * One problem as the page shows it. A prompt is a problem with a field the person has not filled in yet, or
     * is typing into right now (BETWEEN before its upper bound): it asks for the next step instead of scolding.
     * {@code fixLabel} and {@code fixEdit} (the edit that applies the fix, {@code fix:FIELD}) are null unless the problem
     * has a fix.
     */
    public record ProblemView(
            String field,
            String label,
            String summary,
            String message,
            boolean prompt,
            String fixLabel,
            String fixEdit) {
        public String anchor() {
            return Field.named(field).map(Field::anchor).orElse("builder");
        }

        public boolean hasFix() {
            return fixEdit != null;
        }

        /** DynamoDB's (or the rule's) own words, when they say more than the summary. */
        public boolean hasDetail() {
            return !message.isEmpty() && !summary.equals(message);
        }
    }

    public List<ProblemView> problemViews() {
        return ProblemViews.of(this);
    }

    public List<ProblemView> errorViews() {
        return problemViews().stream().filter(p -> !p.prompt()).toList();
    }

    public List<ProblemView> promptViews() {
        return problemViews().stream().filter(ProblemView::prompt).toList();
    }

    /** The messages shown next to a field: its errors and the sample lines a valid Query could not read. */
    public List<String> errorsFor(String field) {
        return ProblemViews.errorsFor(this, field);
    }

    /**
     * The fields with a message to show, the only slots a live update carries: the page's script empties every slot
     * before the update swaps in (static/js/live-update.js), so a slot left out is a slot cleared.
     */
    public List<String> fieldsWithErrors() {
        return problems.isEmpty() && (output == null || output.sampleProblems().isEmpty())
                ? List.of()
                : FIELDS.stream().filter(this::hasErrors).toList();
    }

    public boolean hasErrors(String field) {
        return !errorsFor(field).isEmpty();
    }

    /**
     * A live update whose query string would be longer than this goes by POST (static/js/large-state.js): servers and
     * proxies in front of keyslice refuse request lines past 8 KB.
     */
    public static final int LIVE_GET_CHARS = 8 * 1024;

    /**
     * Whether the form posts itself ({@code POST /}) instead of sending its state in a URL: once the state is beyond a
     * readable link, a browser without JavaScript would send a URL longer than servers take.
     */
    public boolean posts() {
        return Permalink.compressed(permalink);
    }

    /** The state in the page title ({@code DRIVE#a91 · begins_with root/photos/ · keyslice}), so history entries differ. */
    public String title() {
        return output == null ? TITLE : output.label() + " · keyslice";
    }

    /** Whether "Build from segments" is open ({@link OpenSections#segments}). */
    public boolean segmentsOpen() {
        return OpenSections.segments(this);
    }

    /** Whether "Multi-attribute index key" is open ({@link OpenSections#multiAttribute}). */
    public boolean multiAttributeOpen() {
        return OpenSections.multiAttribute(this);
    }

    /** Whether "Filter, projection and more" is open ({@link OpenSections#options}). */
    public boolean optionsOpen() {
        return OpenSections.options(this);
    }

    public List<String> filterOperators() {
        return FilterClause.OPERATORS;
    }

    /**
     * The state of the snippets left out of an htmx answer, written once on their box ({@code data-snippet-state}), which
     * the page's script adds to {@link #snippetHref} when one opens. Sample keys and items do not change the code, so
     * they are left out.
     */
    public String snippetState() {
        return keyslice.web.state.Permalink.withoutSamples(read, keyslice.web.state.Permalink.query(permalink));
    }

    /**
     * Where a snippet left out of an htmx answer loads from, without its state: static/js/builder.js adds the box's
     * {@link #snippetState}, so that the state is in the answer once, not once per snippet.
     */
    public static String snippetHref(String id) {
        return "/snippet?lang=" + id;
    }

    /** The value the lower-bound segments build ({@code root/photos/}), or "" when no segment is filled in. */
    public String composedValue() {
        return read.joined(read.lower());
    }

    public String composedUpper() {
        return read.joined(read.upper());
    }

    /** Said under a typed value while segments build it instead, so that the typed text is not ignored silently. */
    public String valueNote() {
        return ComposedValues.note(form().value(), composedValue());
    }

    public String upperNote() {
        return ComposedValues.note(form().to(), composedUpper());
    }

    /** The id each segment row had before the edit that produced this page (the same id when nothing moved). */
    public List<String> segmentPreviousIds() {
        return origins.previousIds("seg", segmentRows().size());
    }

    public List<String> upperSegmentPreviousIds() {
        return origins.previousIds("toSeg", upperSegmentRows().size());
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
        return read.sortType().map(op::allowedFor).orElse(true)
                || read.operator().filter(op::equals).isPresent();
    }

    /** As {@link #offered(SortOperator)}, for the further sort attribute {@code number}, by its own type and operator. */
    public boolean offered(SortOperator op, int number) {
        ReadForm.FurtherSk sk = read.furtherSk(number);
        return sk.type().value().map(op::allowedFor).orElse(true)
                || sk.op().value().filter(op::equals).isPresent();
    }

    public List<String> segmentRows() {
        return SegmentRows.padded(form().seg(), segRows);
    }

    public List<String> upperSegmentRows() {
        return SegmentRows.padded(form().toSeg(), toSegRows);
    }

    public String problemSummary() {
        int errors = errorViews().size();
        if (errors == 0) {
            return "Almost there: finish what is listed below.";
        }
        return errors == 1 ? "1 problem: see the marked field" : errors + " problems: see the marked fields";
    }
}
