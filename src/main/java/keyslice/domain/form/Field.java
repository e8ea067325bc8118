package keyslice.domain.form;

import java.util.List;

/**
 * Every field of the builder's form, in permalink order, with its name in the URL and the value a blank field means.
 * A problem names its field with one of these, and the web's parameter registry ({@code Param}) wraps each with what
 * the page needs (label, limits), so a field's name and default are written here once. Its exhaustive switches read
 * and write the form ({@link #values}, {@link #set}), so a new field does not compile until it is handled.
 */
public enum Field {
    TABLE("table", ""),
    INDEX("index", ""),
    PK("pk", ""),
    PK_TYPE("pkType", QueryForm.DEFAULT_TYPE),
    PK_VALUE("pkValue", ""),
    PK2("pk2", "", 2),
    PK2_TYPE("pk2Type", QueryForm.DEFAULT_TYPE, 2),
    PK2_VALUE("pk2Value", "", 2),
    PK3("pk3", "", 3),
    PK3_TYPE("pk3Type", QueryForm.DEFAULT_TYPE, 3),
    PK3_VALUE("pk3Value", "", 3),
    PK4("pk4", "", 4),
    PK4_TYPE("pk4Type", QueryForm.DEFAULT_TYPE, 4),
    PK4_VALUE("pk4Value", "", 4),
    SK("sk", ""),
    SK_TYPE("skType", QueryForm.DEFAULT_TYPE),
    OP("op", QueryForm.DEFAULT_OP),
    VALUE("value", ""),
    SEG("seg", ""),
    TO("to", ""),
    TO_SEG("toSeg", ""),
    SK2("sk2", "", 2),
    SK2_TYPE("sk2Type", QueryForm.DEFAULT_TYPE, 2),
    OP2("op2", QueryForm.DEFAULT_OP, 2),
    VALUE2("value2", "", 2),
    TO2("to2", "", 2),
    SK3("sk3", "", 3),
    SK3_TYPE("sk3Type", QueryForm.DEFAULT_TYPE, 3),
    OP3("op3", QueryForm.DEFAULT_OP, 3),
    VALUE3("value3", "", 3),
    TO3("to3", "", 3),
    SK4("sk4", "", 4),
    SK4_TYPE("sk4Type", QueryForm.DEFAULT_TYPE, 4),
    OP4("op4", QueryForm.DEFAULT_OP, 4),
    VALUE4("value4", "", 4),
    TO4("to4", "", 4),
    DELIM("delim", QueryForm.DEFAULT_DELIM),
    TRAIL("trail", "false"),
    ORDER("order", "asc"),
    LIMIT("limit", ""),
    NAMES("names", "always"),
    SAMPLES("samples", ""),
    // What the Query adds after its key condition.
    FILTER("filter", ""),
    PROJECT("project", ""),
    SELECT("select", ""),
    CONSISTENT("consistent", "false"),
    ITEMS("items", "");

    private final String code;
    private final String defaultValue;
    private final int number;

    Field(String code, String defaultValue) {
        this(code, defaultValue, 1);
    }

    Field(String code, String defaultValue, int number) {
        this.code = code;
        this.defaultValue = defaultValue;
        this.number = number;
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
            case PK2_VALUE, PK3_VALUE, PK4_VALUE ->
                List.of(form.furtherPk(number).value());
            case SK2, SK3, SK4 -> List.of(form.furtherSk(number).name());
            case SK2_TYPE, SK3_TYPE, SK4_TYPE -> List.of(form.furtherSk(number).type());
            case OP2, OP3, OP4 -> List.of(form.furtherSk(number).op());
            case VALUE2, VALUE3, VALUE4 -> List.of(form.furtherSk(number).value());
            case TO2, TO3, TO4 -> List.of(form.furtherSk(number).to());
        };
    }

    /**
     * Sets this field on {@code form}: the first value for a single field, all of them for segments. A switch expression,
     * not a statement: Java holds only an expression to cover every field, so a new one does not compile until it is set.
     */
    public FormBuilder set(FormBuilder form, List<String> values) {
        String first = values.isEmpty() ? "" : values.get(0);
        return switch (this) {
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
            case SAMPLES -> form.samples(first);
            case FILTER -> form.filter(first);
            case PROJECT -> form.project(first);
            case SELECT -> form.select(first);
            case CONSISTENT -> form.consistent(first);
            case ITEMS -> form.items(first);
            case PK2, PK3, PK4 -> form.pk(number, first);
            case PK2_TYPE, PK3_TYPE, PK4_TYPE -> form.pkType(number, first);
            case PK2_VALUE, PK3_VALUE, PK4_VALUE -> form.pkValue(number, first);
            case SK2, SK3, SK4 -> form.sk(number, first);
            case SK2_TYPE, SK3_TYPE, SK4_TYPE -> form.skType(number, first);
            case OP2, OP3, OP4 -> form.op(number, first);
            case VALUE2, VALUE3, VALUE4 -> form.value(number, first);
            case TO2, TO3, TO4 -> form.to(number, first);
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
