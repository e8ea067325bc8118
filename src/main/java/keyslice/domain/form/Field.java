package keyslice.domain.form;

/**
 * Every field of the builder's form, in permalink order, with its name in the URL and the value a blank field means.
 * A problem names its field with one of these, and the web's parameter registry ({@code Param}) wraps each with what
 * the page needs (label, limits), so a field's name and default are written here once.
 */
public enum Field {
    TABLE("table", ""),
    INDEX("index", ""),
    PK("pk", ""),
    PK_TYPE("pkType", QueryForm.DEFAULT_TYPE),
    PK_VALUE("pkValue", ""),
    PK2("pk2", "", 2), PK2_TYPE("pk2Type", QueryForm.DEFAULT_TYPE, 2), PK2_VALUE("pk2Value", "", 2),
    PK3("pk3", "", 3), PK3_TYPE("pk3Type", QueryForm.DEFAULT_TYPE, 3), PK3_VALUE("pk3Value", "", 3),
    PK4("pk4", "", 4), PK4_TYPE("pk4Type", QueryForm.DEFAULT_TYPE, 4), PK4_VALUE("pk4Value", "", 4),
    SK("sk", ""),
    SK_TYPE("skType", QueryForm.DEFAULT_TYPE),
    OP("op", QueryForm.DEFAULT_OP),
    VALUE("value", ""),
    SEG("seg", ""),
    TO("to", ""),
    TO_SEG("toSeg", ""),
    SK2("sk2", "", 2), SK2_TYPE("sk2Type", QueryForm.DEFAULT_TYPE, 2), OP2("op2", QueryForm.DEFAULT_OP, 2),
    VALUE2("value2", "", 2), TO2("to2", "", 2),
    SK3("sk3", "", 3), SK3_TYPE("sk3Type", QueryForm.DEFAULT_TYPE, 3), OP3("op3", QueryForm.DEFAULT_OP, 3),
    VALUE3("value3", "", 3), TO3("to3", "", 3),
    SK4("sk4", "", 4), SK4_TYPE("sk4Type", QueryForm.DEFAULT_TYPE, 4), OP4("op4", QueryForm.DEFAULT_OP, 4),
    VALUE4("value4", "", 4), TO4("to4", "", 4),
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
