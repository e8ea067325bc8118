package keyslice.web.state;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

import keyslice.domain.form.QueryForm;

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
    // A multi-attribute index key's further attributes: only a state that gives them carries them.
    PK2("pk2", "Partition key 2 name", 2), PK2_TYPE("pk2Type", "Partition key 2 type", 2), PK2_VALUE("pk2Value", "Partition key 2 value", 2),
    PK3("pk3", "Partition key 3 name", 3), PK3_TYPE("pk3Type", "Partition key 3 type", 3), PK3_VALUE("pk3Value", "Partition key 3 value", 3),
    PK4("pk4", "Partition key 4 name", 4), PK4_TYPE("pk4Type", "Partition key 4 type", 4), PK4_VALUE("pk4Value", "Partition key 4 value", 4),
    SK("sk", "Sort key name", "", false, Param.MAX_CHARS),
    SK_TYPE("skType", "Sort key type", QueryForm.DEFAULT_TYPE, false, 0),
    OP("op", "Operator", QueryForm.DEFAULT_OP, false, 0),
    VALUE("value", "Value", "", false, Param.MAX_CHARS),
    SEG("seg", "Value segments", "", true, Param.MAX_CHARS),
    TO("to", "Upper bound", "", false, Param.MAX_CHARS),
    TO_SEG("toSeg", "Upper bound segments", "", true, Param.MAX_CHARS),
    SK2("sk2", "Sort key 2 name", 2), SK2_TYPE("sk2Type", "Sort key 2 type", 2), OP2("op2", "Sort key 2 operator", 2),
    VALUE2("value2", "Sort key 2 value", 2), TO2("to2", "Sort key 2 upper bound", 2),
    SK3("sk3", "Sort key 3 name", 3), SK3_TYPE("sk3Type", "Sort key 3 type", 3), OP3("op3", "Sort key 3 operator", 3),
    VALUE3("value3", "Sort key 3 value", 3), TO3("to3", "Sort key 3 upper bound", 3),
    SK4("sk4", "Sort key 4 name", 4), SK4_TYPE("sk4Type", "Sort key 4 type", 4), OP4("op4", "Sort key 4 operator", 4),
    VALUE4("value4", "Sort key 4 value", 4), TO4("to4", "Sort key 4 upper bound", 4),
    DELIM("delim", "Delimiter", QueryForm.DEFAULT_DELIM, false, Param.MAX_CHARS),
    TRAIL("trail", "End with the delimiter", "false", false, 0),
    ORDER("order", "Direction", "asc", false, 0),
    LIMIT("limit", "Limit", "", false, 0),
    NAMES("names", "Attribute names", "always", false, 0),
    SAMPLES("samples", "Sample sort keys", "", false, Param.MAX_SAMPLES_CHARS),
    // What the Query adds after its key condition.
    FILTER("filter", "Filter", "", false, Param.MAX_CHARS),
    PROJECT("project", "Projection", "", false, Param.MAX_CHARS),
    SELECT("select", "Select", "", false, 0),
    CONSISTENT("consistent", "Strongly consistent read", "false", false, 0),
    ITEMS("items", "Sample items", "", false, Param.MAX_SAMPLES_CHARS);

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
    /** Which attribute of its key the parameter describes: 1 for the first, 2 to 4 for a multi-attribute key's further ones. */
    private final int number;

    Param(String code, String label, String defaultValue, boolean repeatable, int maxChars) {
        this(code, label, defaultValue, repeatable, maxChars, 1);
    }

    /** A further attribute's parameter: its type and operator go without saying as the first attribute's do. */
    Param(String code, String label, int number) {
        this(code, label, code.endsWith("Type") ? QueryForm.DEFAULT_TYPE : code.startsWith("op") ? QueryForm.DEFAULT_OP : "",
                false, code.endsWith("Type") || code.startsWith("op") ? 0 : Param.MAX_CHARS, number);
    }

    Param(String code, String label, String defaultValue, boolean repeatable, int maxChars, int number) {
        this.code = code;
        this.label = label;
        this.defaultValue = defaultValue;
        this.repeatable = repeatable;
        this.maxChars = maxChars;
        this.number = number;
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

    /** Which attribute of its key the parameter describes: 1, or 2 to 4 for a multi-attribute key's further ones. */
    public int number() {
        return number;
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
            case FILTER -> List.of(form.filter());
            case PROJECT -> List.of(form.project());
            case SELECT -> List.of(form.select());
            case CONSISTENT -> List.of(form.consistent());
            case ITEMS -> List.of(form.items());
            case PK2, PK3, PK4 -> List.of(form.furtherPk(number).name());
            case PK2_TYPE, PK3_TYPE, PK4_TYPE -> List.of(form.furtherPk(number).type());
            case PK2_VALUE, PK3_VALUE, PK4_VALUE -> List.of(form.furtherPk(number).value());
            case SK2, SK3, SK4 -> List.of(form.furtherSk(number).name());
            case SK2_TYPE, SK3_TYPE, SK4_TYPE -> List.of(form.furtherSk(number).type());
            case OP2, OP3, OP4 -> List.of(form.furtherSk(number).op());
            case VALUE2, VALUE3, VALUE4 -> List.of(form.furtherSk(number).value());
            case TO2, TO3, TO4 -> List.of(form.furtherSk(number).to());
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
            case FILTER -> form.filter(first.replace("\r\n", "\n"));
            case PROJECT -> form.project(first);
            case SELECT -> form.select(first);
            case CONSISTENT -> form.consistent(first);
            case ITEMS -> form.items(first.replace("\r\n", "\n"));
            case PK2, PK3, PK4 -> form.pk(number, first);
            case PK2_TYPE, PK3_TYPE, PK4_TYPE -> form.pkType(number, first);
            case PK2_VALUE, PK3_VALUE, PK4_VALUE -> form.pkValue(number, first);
            case SK2, SK3, SK4 -> form.sk(number, first);
            case SK2_TYPE, SK3_TYPE, SK4_TYPE -> form.skType(number, first);
            case OP2, OP3, OP4 -> form.op(number, first);
            case VALUE2, VALUE3, VALUE4 -> form.value(number, first);
            case TO2, TO3, TO4 -> form.to(number, first);
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
