package keyslice.web.state;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import keyslice.domain.form.Field;
import keyslice.domain.form.FormBuilder;
import keyslice.domain.form.QueryForm;

/**
 * Every URL parameter of the builder, in permalink order: the form's {@link Field} it carries (its name in the URL and
 * the value that goes without saying), what the page calls it, whether it may repeat and how long a value may be.
 * Parsing, permalinks, limits, the page's labels and its error slots all read this list; a new parameter added here and
 * not to {@link #values} or {@link #set} does not compile.
 */
public enum Param {
    TABLE(Field.TABLE, "Table name", false, 0),
    INDEX(Field.INDEX, "Index name", false, 0),
    PK(Field.PK, "Partition key name", false, Param.MAX_CHARS),
    PK_TYPE(Field.PK_TYPE, "Partition key type", false, 0),
    PK_VALUE(Field.PK_VALUE, "Partition key value", false, Param.MAX_CHARS),
    // A multi-attribute index key's further attributes: only a state that gives them carries them.
    PK2(Field.PK2, "Partition key 2 name", false, Param.MAX_CHARS),
    PK2_TYPE(Field.PK2_TYPE, "Partition key 2 type", false, 0),
    PK2_VALUE(Field.PK2_VALUE, "Partition key 2 value", false, Param.MAX_CHARS),
    PK3(Field.PK3, "Partition key 3 name", false, Param.MAX_CHARS),
    PK3_TYPE(Field.PK3_TYPE, "Partition key 3 type", false, 0),
    PK3_VALUE(Field.PK3_VALUE, "Partition key 3 value", false, Param.MAX_CHARS),
    PK4(Field.PK4, "Partition key 4 name", false, Param.MAX_CHARS),
    PK4_TYPE(Field.PK4_TYPE, "Partition key 4 type", false, 0),
    PK4_VALUE(Field.PK4_VALUE, "Partition key 4 value", false, Param.MAX_CHARS),
    SK(Field.SK, "Sort key name", false, Param.MAX_CHARS),
    SK_TYPE(Field.SK_TYPE, "Sort key type", false, 0),
    OP(Field.OP, "Operator", false, 0),
    VALUE(Field.VALUE, "Value", false, Param.MAX_CHARS),
    SEG(Field.SEG, "Value segments", true, Param.MAX_CHARS),
    TO(Field.TO, "Upper bound", false, Param.MAX_CHARS),
    TO_SEG(Field.TO_SEG, "Upper bound segments", true, Param.MAX_CHARS),
    SK2(Field.SK2, "Sort key 2 name", false, Param.MAX_CHARS),
    SK2_TYPE(Field.SK2_TYPE, "Sort key 2 type", false, 0),
    OP2(Field.OP2, "Sort key 2 operator", false, 0),
    VALUE2(Field.VALUE2, "Sort key 2 value", false, Param.MAX_CHARS),
    TO2(Field.TO2, "Sort key 2 upper bound", false, Param.MAX_CHARS),
    SK3(Field.SK3, "Sort key 3 name", false, Param.MAX_CHARS),
    SK3_TYPE(Field.SK3_TYPE, "Sort key 3 type", false, 0),
    OP3(Field.OP3, "Sort key 3 operator", false, 0),
    VALUE3(Field.VALUE3, "Sort key 3 value", false, Param.MAX_CHARS),
    TO3(Field.TO3, "Sort key 3 upper bound", false, Param.MAX_CHARS),
    SK4(Field.SK4, "Sort key 4 name", false, Param.MAX_CHARS),
    SK4_TYPE(Field.SK4_TYPE, "Sort key 4 type", false, 0),
    OP4(Field.OP4, "Sort key 4 operator", false, 0),
    VALUE4(Field.VALUE4, "Sort key 4 value", false, Param.MAX_CHARS),
    TO4(Field.TO4, "Sort key 4 upper bound", false, Param.MAX_CHARS),
    DELIM(Field.DELIM, "Delimiter", false, Param.MAX_CHARS),
    TRAIL(Field.TRAIL, "End with the delimiter", false, 0),
    ORDER(Field.ORDER, "Direction", false, 0),
    LIMIT(Field.LIMIT, "Limit", false, 0),
    NAMES(Field.NAMES, "Attribute names", false, 0),
    SAMPLES(Field.SAMPLES, "Sample sort keys", false, Param.MAX_SAMPLES_CHARS),
    // What the Query adds after its key condition.
    FILTER(Field.FILTER, "Filter", false, Param.MAX_CHARS),
    PROJECT(Field.PROJECT, "Projection", false, Param.MAX_CHARS),
    SELECT(Field.SELECT, "Select", false, 0),
    CONSISTENT(Field.CONSISTENT, "Strongly consistent read", false, 0),
    ITEMS(Field.ITEMS, "Sample items", false, Param.MAX_SAMPLES_CHARS);

    /**
     * The longest value (or segment) a parameter takes: far above DynamoDB's own key limits (1 KiB sort key, 2 KiB
     * partition key), so no real key reaches it, while it bounds the work one request can ask for.
     */
    public static final int MAX_CHARS = 4096;

    public static final int MAX_SAMPLES_CHARS = 64 * 1024;
    /** The most values a repeatable parameter takes (segment rows). */
    public static final int MAX_REPEATS = 64;

    private final Field field;
    private final String label;
    private final boolean repeatable;
    private final int maxChars;

    Param(Field field, String label, boolean repeatable, int maxChars) {
        this.field = field;
        this.label = label;
        this.repeatable = repeatable;
        this.maxChars = maxChars;
    }

    /** The form's field this parameter carries. */
    public Field field() {
        return field;
    }

    /** The name in the URL. */
    public String code() {
        return field.code();
    }

    /** What the builder page calls the field. */
    public String label() {
        return label;
    }

    /** The value a blank field means; a permalink leaves it out. */
    public String defaultValue() {
        return field.defaultValue();
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
        return field.number();
    }

    /** The id of the input a problem on this parameter links to: the first row for segments. */
    public String anchor() {
        return repeatable ? code() + "-1" : code();
    }

    /** The values of this parameter in {@code form}: one for a scalar (possibly ""), every row for a repeatable one. */
    public List<String> values(QueryForm form) {
        return field.values(form);
    }

    /** The value of a scalar parameter in {@code form}. */
    public String value(QueryForm form) {
        return values(form).get(0);
    }

    /** Sets this parameter on {@code form}: the first value for a scalar, all of them for a repeatable one. */
    void set(FormBuilder form, List<String> values) {
        // Browsers send textarea line breaks as CRLF; one form of the same keys keeps one permalink.
        boolean textarea = this == SAMPLES || this == FILTER || this == ITEMS;
        field.set(
                form,
                textarea
                        ? values.stream()
                                .map(value -> value.replace("\r\n", "\n"))
                                .toList()
                        : values);
    }

    public static Optional<Param> named(String code) {
        return Arrays.stream(values()).filter(p -> p.code().equals(code)).findFirst();
    }

    /** The URL names, in permalink order. */
    public static List<String> codes() {
        return Arrays.stream(values()).map(Param::code).toList();
    }
}
