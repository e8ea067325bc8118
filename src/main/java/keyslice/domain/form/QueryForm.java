package keyslice.domain.form;

import java.util.List;
import java.util.Objects;

/**
 * The builder's input exactly as typed, one field per URL parameter. An empty string means the
 * parameter was absent or left blank. Nothing is interpreted here, so a form with errors can be
 * shown back to the user unchanged.
 */
public record QueryForm(
        String table,
        String index,
        String pk,
        String pkType,
        String pkValue,
        String sk,
        String skType,
        String op,
        String value,
        List<String> seg,
        String to,
        List<String> toSeg,
        String delim,
        String trail,
        String order,
        String limit,
        String names,
        String samples,
        String filter,
        String project,
        String select,
        String consistent,
        String items,
        List<FurtherPk> furtherPks,
        List<FurtherSk> furtherSks) {

    /** The most attributes a multi-attribute index key has, on each side (partition and sort). */
    public static final int MAX_KEY_ATTRIBUTES = 4;

    /** Partition attribute 2, 3 or 4 as typed ({@code pk2}, {@code pk2Type}, {@code pk2Value}). */
    public record FurtherPk(String name, String type, String value) {
        public static final FurtherPk BLANK = new FurtherPk("", "", "");

        public FurtherPk {
            name = orEmpty(name);
            type = orEmpty(type);
            value = orEmpty(value);
        }

        public String effectiveType() {
            return type.isEmpty() ? DEFAULT_TYPE : type;
        }
    }

    /** Sort attribute 2, 3 or 4 as typed ({@code sk2}, {@code sk2Type}, {@code op2}, {@code value2}, {@code to2}). */
    public record FurtherSk(String name, String type, String op, String value, String to) {
        public static final FurtherSk BLANK = new FurtherSk("", "", "", "", "");

        public FurtherSk {
            name = orEmpty(name);
            type = orEmpty(type);
            op = orEmpty(op);
            value = orEmpty(value);
            to = orEmpty(to);
        }

        public String effectiveType() {
            return type.isEmpty() ? DEFAULT_TYPE : type;
        }

        public String effectiveOp() {
            return op.isEmpty() ? DEFAULT_OP : op;
        }
    }

    public QueryForm {
        table = orEmpty(table);
        index = orEmpty(index);
        pk = orEmpty(pk);
        pkType = orEmpty(pkType);
        pkValue = orEmpty(pkValue);
        sk = orEmpty(sk);
        skType = orEmpty(skType);
        op = orEmpty(op);
        value = orEmpty(value);
        seg = seg == null ? List.of() : List.copyOf(seg);
        to = orEmpty(to);
        toSeg = toSeg == null ? List.of() : List.copyOf(toSeg);
        delim = orEmpty(delim);
        trail = orEmpty(trail);
        order = orEmpty(order);
        limit = orEmpty(limit);
        names = orEmpty(names);
        samples = orEmpty(samples);
        filter = orEmpty(filter);
        project = orEmpty(project);
        select = orEmpty(select);
        consistent = orEmpty(consistent);
        items = orEmpty(items);
        furtherPks = padded(furtherPks, FurtherPk.BLANK, "furtherPks");
        furtherSks = padded(furtherSks, FurtherSk.BLANK, "furtherSks");
    }

    /** Always one entry per further attribute (numbers 2 to 4), blank when not given, so lookups by number never miss. */
    private static <T> List<T> padded(List<T> given, T blank, String field) {
        if (given != null && given.size() == MAX_KEY_ATTRIBUTES - 1) {
            return List.copyOf(given); // the list itself when it is a form's already
        }
        List<T> entries = new java.util.ArrayList<>(given == null ? List.of() : given);
        if (entries.size() > MAX_KEY_ATTRIBUTES - 1) {
            throw new IllegalArgumentException(
                    field + " holds attributes 2 to " + MAX_KEY_ATTRIBUTES + ", not " + entries.size() + " attributes");
        }
        while (entries.size() < MAX_KEY_ATTRIBUTES - 1) {
            entries.add(blank);
        }
        return List.copyOf(entries);
    }

    /** Partition attribute {@code number} (2 to 4). */
    public FurtherPk furtherPk(int number) {
        return furtherPks.get(further(number));
    }

    /** Sort attribute {@code number} (2 to 4). */
    public FurtherSk furtherSk(int number) {
        return furtherSks.get(further(number));
    }

    /** Whether the form names a second sort attribute (or a later one), so that its samples are tuples. */
    public boolean samplesAreTuples() {
        for (int number = MAX_KEY_ATTRIBUTES; number >= 2; number--) {
            if (!furtherSk(number).name().isEmpty()) {
                return true;
            }
        }
        return false;
    }

    static int further(int number) {
        if (number < 2 || number > MAX_KEY_ATTRIBUTES) {
            throw new IllegalArgumentException(
                    "further key attributes are numbered 2 to " + MAX_KEY_ATTRIBUTES + ", not " + number);
        }
        return number - 2;
    }

    public static final String DEFAULT_TYPE = "S";
    public static final String DEFAULT_OP = "begins_with";
    public static final String DEFAULT_DELIM = "#";

    public static QueryForm empty() {
        return builder().build();
    }

    private static String orEmpty(String text) {
        return Objects.requireNonNullElse(text, "");
    }

    /** The delimiter that joins segments: the one given, else {@code #}. */
    public String effectiveDelim() {
        return delim.isEmpty() ? DEFAULT_DELIM : delim;
    }

    public String effectiveOp() {
        return op.isEmpty() ? DEFAULT_OP : op;
    }

    public String effectivePkType() {
        return pkType.isEmpty() ? DEFAULT_TYPE : pkType;
    }

    public String effectiveSkType() {
        return skType.isEmpty() ? DEFAULT_TYPE : skType;
    }

    public FormBuilder toBuilder() {
        return new FormBuilder(this);
    }

    public static FormBuilder builder() {
        return new FormBuilder(null);
    }
}
