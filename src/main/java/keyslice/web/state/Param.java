package keyslice.web.state;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

import keyslice.domain.QueryForm;

/**
 * Every URL parameter of the builder, in permalink order: what the page calls it, whether it may repeat, how long a
 * value may be and the value that goes without saying. Parsing, permalinks, limits, the page's labels and its error
 * slots all read this list; a new parameter added here and not to {@link #values} or {@link #set} does not compile.
 */
public enum Param {
    TABLE("table", "Table name", "", false, 0),
    INDEX("index", "Index name", "", false, 0),
    PK("pk", "Partition key name", "", false, Param.MAX_CHARS),
    PK_TYPE("pkType", "Partition key type", QueryForm.DEFAULT_TYPE, false, 0),
    PK_VALUE("pkValue", "Partition key value", "", false, Param.MAX_CHARS),
    SK("sk", "Sort key name", "", false, Param.MAX_CHARS),
    SK_TYPE("skType", "Sort key type", QueryForm.DEFAULT_TYPE, false, 0),
    OP("op", "Operator", QueryForm.DEFAULT_OP, false, 0),
    VALUE("value", "Value", "", false, Param.MAX_CHARS),
    SEG("seg", "Value segments", "", true, Param.MAX_CHARS),
    TO("to", "Upper bound", "", false, Param.MAX_CHARS),
    TO_SEG("toSeg", "Upper bound segments", "", true, Param.MAX_CHARS),
    DELIM("delim", "Delimiter", QueryForm.DEFAULT_DELIM, false, Param.MAX_CHARS),
    TRAIL("trail", "End with the delimiter", "false", false, 0),
    ORDER("order", "Direction", "asc", false, 0),
    LIMIT("limit", "Limit", "", false, 0),
    NAMES("names", "Attribute names", "always", false, 0),
    SAMPLES("samples", "Sample sort keys", "", false, Param.MAX_SAMPLES_CHARS);

    /**
     * The longest value (or segment) a parameter takes: far above DynamoDB's own key limits (1 KiB sort key, 2 KiB
     * partition key), so no real key reaches it, while it bounds the work one request can ask for.
     */
    public static final int MAX_CHARS = 4096;
    public static final int MAX_SAMPLES_CHARS = 64 * 1024;
    /** The most values a repeatable parameter takes (segment rows). */
    public static final int MAX_REPEATS = 64;

    private final String code;
    private final String label;
    private final String defaultValue;
    private final boolean repeatable;
    private final int maxChars;

    Param(String code, String label, String defaultValue, boolean repeatable, int maxChars) {
        this.code = code;
        this.label = label;
        this.defaultValue = defaultValue;
        this.repeatable = repeatable;
        this.maxChars = maxChars;
    }

    /** The name in the URL. */
    public String code() {
        return code;
    }

    /** What the builder page calls the field. */
    public String label() {
        return label;
    }

    /** The value a blank field means; a permalink leaves it out. */
    public String defaultValue() {
        return defaultValue;
    }

    public boolean repeatable() {
        return repeatable;
    }

    /** The longest value (each value, for a repeatable parameter); 0 when only the request's own limit applies. */
    public int maxChars() {
        return maxChars;
    }

    /** The id of the input a problem on this parameter links to: the first row for segments. */
    public String anchor() {
        return repeatable ? code + "-1" : code;
    }

    /** The values of this parameter in {@code form}: one for a scalar (possibly ""), every row for a repeatable one. */
    public List<String> values(QueryForm form) {
        return switch (this) {
            case TABLE -> List.of(form.table());
            case INDEX -> List.of(form.index());
            case PK -> List.of(form.pk());
            case PK_TYPE -> List.of(form.pkType());
            case PK_VALUE -> List.of(form.pkValue());
            case SK -> List.of(form.sk());
            case SK_TYPE -> List.of(form.skType());
            case OP -> List.of(form.op());
            case VALUE -> List.of(form.value());
            case SEG -> form.seg();
            case TO -> List.of(form.to());
            case TO_SEG -> form.toSeg();
            case DELIM -> List.of(form.delim());
            case TRAIL -> List.of(form.trail());
            case ORDER -> List.of(form.order());
            case LIMIT -> List.of(form.limit());
            case NAMES -> List.of(form.names());
            case SAMPLES -> List.of(form.samples());
        };
    }

    /** The value of a scalar parameter in {@code form}. */
    public String value(QueryForm form) {
        return values(form).get(0);
    }

    /** Sets this parameter on {@code form}: the first value for a scalar, all of them for a repeatable one. */
    void set(QueryForm.Builder form, List<String> values) {
        String first = values.isEmpty() ? "" : values.get(0);
        switch (this) {
            case TABLE -> form.table(first);
            case INDEX -> form.index(first);
            case PK -> form.pk(first);
            case PK_TYPE -> form.pkType(first);
            case PK_VALUE -> form.pkValue(first);
            case SK -> form.sk(first);
            case SK_TYPE -> form.skType(first);
            case OP -> form.op(first);
            case VALUE -> form.value(first);
            case SEG -> form.seg(values);
            case TO -> form.to(first);
            case TO_SEG -> form.toSeg(values);
            case DELIM -> form.delim(first);
            case TRAIL -> form.trail(first);
            case ORDER -> form.order(first);
            case LIMIT -> form.limit(first);
            case NAMES -> form.names(first);
            // Browsers send textarea line breaks as CRLF; one form of the same keys keeps one permalink.
            case SAMPLES -> form.samples(first.replace("\r\n", "\n"));
        }
    }

    public static Optional<Param> named(String code) {
        return Arrays.stream(values()).filter(p -> p.code.equals(code)).findFirst();
    }

    /** The URL names, in permalink order. */
    public static List<String> codes() {
        return Arrays.stream(values()).map(Param::code).toList();
    }
}
