package keyslice.domain.form;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Every field of the builder's form, which is every URL parameter of the builder, in permalink order: its name in the
 * URL, the value a blank field means, what the page calls it, how it is typed and how long a value may be. A problem
 * names its field with one of these; parsing, permalinks, limits, the page's labels and its error slots all read this
 * list, so a field is written here once. Its exhaustive switches read and write the form ({@link #value},
 * {@link #set}), so a new field does not compile until it is handled.
 */
public enum Field {
    TABLE("table", "", "Table name", 0),
    INDEX("index", "", "Index name", 0),
    PK("pk", "", "Partition key name", Field.MAX_CHARS),
    PK_TYPE("pkType", QueryForm.DEFAULT_TYPE, "Partition key type", 0),
    PK_VALUE("pkValue", "", "Partition key value", Field.MAX_CHARS),
    PK2("pk2", "", 2, "Partition key 2 name", Field.MAX_CHARS),
    PK2_TYPE("pk2Type", QueryForm.DEFAULT_TYPE, 2, "Partition key 2 type", 0),
    PK2_VALUE("pk2Value", "", 2, "Partition key 2 value", Field.MAX_CHARS),
    PK3("pk3", "", 3, "Partition key 3 name", Field.MAX_CHARS),
    PK3_TYPE("pk3Type", QueryForm.DEFAULT_TYPE, 3, "Partition key 3 type", 0),
    PK3_VALUE("pk3Value", "", 3, "Partition key 3 value", Field.MAX_CHARS),
    PK4("pk4", "", 4, "Partition key 4 name", Field.MAX_CHARS),
    PK4_TYPE("pk4Type", QueryForm.DEFAULT_TYPE, 4, "Partition key 4 type", 0),
    PK4_VALUE("pk4Value", "", 4, "Partition key 4 value", Field.MAX_CHARS),
    SK("sk", "", "Sort key name", Field.MAX_CHARS),
    SK_TYPE("skType", QueryForm.DEFAULT_TYPE, "Sort key type", 0),
    OP("op", QueryForm.DEFAULT_OP, "Operator", 0),
    VALUE("value", "", "Value", Field.MAX_CHARS),
    SEG("seg", "", 1, "Value segments", Input.ROWS, Field.MAX_CHARS),
    TO("to", "", "Upper bound", Field.MAX_CHARS),
    TO_SEG("toSeg", "", 1, "Upper bound segments", Input.ROWS, Field.MAX_CHARS),
    SK2("sk2", "", 2, "Sort key 2 name", Field.MAX_CHARS),
    SK2_TYPE("sk2Type", QueryForm.DEFAULT_TYPE, 2, "Sort key 2 type", 0),
    OP2("op2", QueryForm.DEFAULT_OP, 2, "Sort key 2 operator", 0),
    VALUE2("value2", "", 2, "Sort key 2 value", Field.MAX_CHARS),
    TO2("to2", "", 2, "Sort key 2 upper bound", Field.MAX_CHARS),
    SK3("sk3", "", 3, "Sort key 3 name", Field.MAX_CHARS),
    SK3_TYPE("sk3Type", QueryForm.DEFAULT_TYPE, 3, "Sort key 3 type", 0),
    OP3("op3", QueryForm.DEFAULT_OP, 3, "Sort key 3 operator", 0),
    VALUE3("value3", "", 3, "Sort key 3 value", Field.MAX_CHARS),
    TO3("to3", "", 3, "Sort key 3 upper bound", Field.MAX_CHARS),
    SK4("sk4", "", 4, "Sort key 4 name", Field.MAX_CHARS),
    SK4_TYPE("sk4Type", QueryForm.DEFAULT_TYPE, 4, "Sort key 4 type", 0),
    OP4("op4", QueryForm.DEFAULT_OP, 4, "Sort key 4 operator", 0),
    VALUE4("value4", "", 4, "Sort key 4 value", Field.MAX_CHARS),
    TO4("to4", "", 4, "Sort key 4 upper bound", Field.MAX_CHARS),
    DELIM("delim", QueryForm.DEFAULT_DELIM, "Delimiter", Field.MAX_CHARS),
    TRAIL("trail", "false", "End with the delimiter", 0),
    ORDER("order", "asc", "Direction", 0),
    LIMIT("limit", "", "Limit", 0),
    NAMES("names", "always", "Attribute names", 0),
    SAMPLES("samples", "", 1, "Sample sort keys", Input.TEXT, Field.MAX_SAMPLES_CHARS),
    // What the Query adds after its key condition.
    FILTER("filter", "", 1, "Filter", Input.TEXT, Field.MAX_CHARS),
    PROJECT("project", "", "Projection", Field.MAX_CHARS),
    SELECT("select", "", "Select", 0),
    CONSISTENT("consistent", "false", "Strongly consistent read", 0),
    ITEMS("items", "", 1, "Sample items", Input.TEXT, Field.MAX_SAMPLES_CHARS);

    /** The longest value (or segment) a field takes: above any real key (DynamoDB: 2 KiB), a bound on a request. */
    public static final int MAX_CHARS = 4096;

    public static final int MAX_SAMPLES_CHARS = 64 * 1024;
    /** The most values a repeatable field takes (segment rows). */
    public static final int MAX_REPEATS = 64;

    /** How a field is typed: one line, a text area (several lines), or rows of one line each (repeatable). */
    public enum Input {
        LINE,
        TEXT,
        ROWS
    }

    /** Every field in permalink order, and each by its URL name: both read on every request, without a copy. */
    public static final List<Field> ALL = List.of(values());

    private static final Map<String, Field> BY_CODE =
            ALL.stream().collect(Collectors.toUnmodifiableMap(Field::code, f -> f));

    private final String code;
    private final String defaultValue;
    private final int number;
    private final String label;
    private final Input input;
    private final int maxChars;

    Field(String code, String defaultValue, String label, int maxChars) {
        this(code, defaultValue, 1, label, Input.LINE, maxChars);
    }

    Field(String code, String defaultValue, int number, String label, int maxChars) {
        this(code, defaultValue, number, label, Input.LINE, maxChars);
    }

    Field(String code, String defaultValue, int number, String label, Input input, int maxChars) {
        this.code = code;
        this.defaultValue = defaultValue;
        this.number = number;
        this.label = label;
        this.input = input;
        this.maxChars = maxChars;
    }

    /** What the builder page calls the field. */
    public String label() {
        return label;
    }

    /** Whether the field takes several values (segment rows). */
    public boolean repeatable() {
        return input == Input.ROWS;
    }

    /** The longest value (each value, for a repeatable field); 0 when only the request's own limit applies. */
    public int maxChars() {
        return maxChars;
    }

    /** The id of the input a problem on this field links to: the first row for segments. */
    public String anchor() {
        return repeatable() ? code + "-1" : code;
    }

    /** The field whose name in the URL is {@code code}. */
    public static Optional<Field> named(String code) {
        return Optional.ofNullable(BY_CODE.get(code));
    }

    /**
     * Sets this field on {@code form} from what a browser or a link sent: as {@link #set}, with a text area's line
     * breaks as LF, since browsers send them as CRLF and one form of the same keys keeps one permalink.
     */
    public FormBuilder setSent(FormBuilder form, List<String> values) {
        if (input != Input.TEXT || values.isEmpty()) {
            return set(form, values);
        }
        return set(
                form, values.stream().map(value -> value.replace("\r\n", "\n")).toList());
    }

    /** The name in the URL, which a problem on this field carries. */
    public String code() {
        return code;
    }

    /** The value a blank field means; a permalink leaves it out. */
    public String defaultValue() {
        return defaultValue;
    }

    /** Which attribute of its key the field describes: 1, or 2 to 4 for a multi-attribute key's further ones. */
    public int number() {
        return number;
    }

    /** The values of this field in {@code form}: one for a single field (possibly ""), every row for segments. */
    public List<String> values(QueryForm form) {
        return switch (this) {
            case SEG -> form.seg();
            case TO_SEG -> form.toSeg();
            default -> List.of(value(form));
        };
    }

    /** This field's value in {@code form} (a repeatable one's first row); a new field does not compile until read. */
    public String value(QueryForm form) {
        return switch (this) {
            case TABLE -> form.table();
            case INDEX -> form.index();
            case PK -> form.pk();
            case PK_TYPE -> form.pkType();
            case PK_VALUE -> form.pkValue();
            case SK -> form.sk();
            case SK_TYPE -> form.skType();
            case OP -> form.op();
            case VALUE -> form.value();
            case SEG -> form.seg().get(0);
            case TO -> form.to();
            case TO_SEG -> form.toSeg().get(0);
            case DELIM -> form.delim();
            case TRAIL -> form.trail();
            case ORDER -> form.order();
            case LIMIT -> form.limit();
            case NAMES -> form.names();
            case SAMPLES -> form.samples();
            case FILTER -> form.filter();
            case PROJECT -> form.project();
            case SELECT -> form.select();
            case CONSISTENT -> form.consistent();
            case ITEMS -> form.items();
            case PK2, PK3, PK4 -> form.furtherPk(number).name();
            case PK2_TYPE, PK3_TYPE, PK4_TYPE -> form.furtherPk(number).type();
            case PK2_VALUE, PK3_VALUE, PK4_VALUE -> form.furtherPk(number).value();
            case SK2, SK3, SK4 -> form.furtherSk(number).name();
            case SK2_TYPE, SK3_TYPE, SK4_TYPE -> form.furtherSk(number).type();
            case OP2, OP3, OP4 -> form.furtherSk(number).op();
            case VALUE2, VALUE3, VALUE4 -> form.furtherSk(number).value();
            case TO2, TO3, TO4 -> form.furtherSk(number).to();
        };
    }

    /** Sets this field on {@code form}: the first value for a single field (none is ""), all of them for segments. */
    public FormBuilder set(FormBuilder form, List<String> values) {
        return switch (this) {
            case SEG -> form.seg(values);
            case TO_SEG -> form.toSeg(values);
            default -> set(form, values.isEmpty() ? "" : values.get(0));
        };
    }

    /**
     * Sets this field to {@code value} on {@code form}, segments to that one row. A switch expression, not a statement:
     * Java holds only an expression to cover every field, so a new one does not compile until it is set.
     */
    public FormBuilder set(FormBuilder form, String value) {
        return switch (this) {
            case TABLE -> form.table(value);
            case INDEX -> form.index(value);
            case PK -> form.pk(value);
            case PK_TYPE -> form.pkType(value);
            case PK_VALUE -> form.pkValue(value);
            case SK -> form.sk(value);
            case SK_TYPE -> form.skType(value);
            case OP -> form.op(value);
            case VALUE -> form.value(value);
            case SEG -> form.seg(List.of(value));
            case TO -> form.to(value);
            case TO_SEG -> form.toSeg(List.of(value));
            case DELIM -> form.delim(value);
            case TRAIL -> form.trail(value);
            case ORDER -> form.order(value);
            case LIMIT -> form.limit(value);
            case NAMES -> form.names(value);
            case SAMPLES -> form.samples(value);
            case FILTER -> form.filter(value);
            case PROJECT -> form.project(value);
            case SELECT -> form.select(value);
            case CONSISTENT -> form.consistent(value);
            case ITEMS -> form.items(value);
            case PK2, PK3, PK4 -> form.pk(number, value);
            case PK2_TYPE, PK3_TYPE, PK4_TYPE -> form.pkType(number, value);
            case PK2_VALUE, PK3_VALUE, PK4_VALUE -> form.pkValue(number, value);
            case SK2, SK3, SK4 -> form.sk(number, value);
            case SK2_TYPE, SK3_TYPE, SK4_TYPE -> form.skType(number, value);
            case OP2, OP3, OP4 -> form.op(number, value);
            case VALUE2, VALUE3, VALUE4 -> form.value(number, value);
            case TO2, TO3, TO4 -> form.to(number, value);
        };
    }

    /** Partition attribute {@code number}'s name, type and value fields (2 to 4). */
    public static Field pk(int number) {
        return pick(number, PK2, PK3, PK4);
    }

    public static Field pkType(int number) {
        return pick(number, PK2_TYPE, PK3_TYPE, PK4_TYPE);
    }

    public static Field pkValue(int number) {
        return pick(number, PK2_VALUE, PK3_VALUE, PK4_VALUE);
    }

    /** Sort attribute {@code number}'s fields (2 to 4). */
    public static Field sk(int number) {
        return pick(number, SK2, SK3, SK4);
    }

    public static Field skType(int number) {
        return pick(number, SK2_TYPE, SK3_TYPE, SK4_TYPE);
    }

    public static Field op(int number) {
        return pick(number, OP2, OP3, OP4);
    }

    public static Field value(int number) {
        return pick(number, VALUE2, VALUE3, VALUE4);
    }

    public static Field to(int number) {
        return pick(number, TO2, TO3, TO4);
    }

    private static Field pick(int number, Field second, Field third, Field fourth) {
        return switch (number) {
            case 2 -> second;
            case 3 -> third;
            case 4 -> fourth;
            default -> throw new IllegalArgumentException("further key attributes are numbered 2 to 4, not " + number);
        };
    }
}
