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

    private static int further(int number) {
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

    public Builder toBuilder() {
        return new Builder(this);
    }

    public static Builder builder() {
        return new Builder(null);
    }

    /** Readable construction for tests and presets. */
    public static final class Builder {
        private String table,
                index,
                pk,
                pkType,
                pkValue,
                sk,
                skType,
                op,
                value,
                to,
                delim,
                trail,
                order,
                limit,
                names,
                samples,
                filter,
                project,
                select,
                consistent,
                items;
        private List<String> seg = List.of();
        private List<String> toSeg = List.of();
        private final List<FurtherPk> furtherPks =
                new java.util.ArrayList<>(java.util.Collections.nCopies(MAX_KEY_ATTRIBUTES - 1, FurtherPk.BLANK));
        private final List<FurtherSk> furtherSks =
                new java.util.ArrayList<>(java.util.Collections.nCopies(MAX_KEY_ATTRIBUTES - 1, FurtherSk.BLANK));

        private Builder(QueryForm f) {
            if (f != null) {
                // Each field copied through its Field, whose exhaustive switches read and write every one.
                for (Field field : Field.values()) {
                    field.set(this, field.values(f));
                }
            }
        }

        public Builder table(String v) {
            table = v;
            return this;
        }

        public Builder index(String v) {
            index = v;
            return this;
        }

        public Builder pk(String v) {
            pk = v;
            return this;
        }

        public Builder pkType(String v) {
            pkType = v;
            return this;
        }

        public Builder pkValue(String v) {
            pkValue = v;
            return this;
        }

        public Builder sk(String v) {
            sk = v;
            return this;
        }

        public Builder skType(String v) {
            skType = v;
            return this;
        }

        public Builder op(String v) {
            op = v;
            return this;
        }

        public Builder value(String v) {
            value = v;
            return this;
        }

        public Builder seg(String... v) {
            seg = List.of(v);
            return this;
        }

        public Builder seg(List<String> v) {
            seg = v;
            return this;
        }

        public Builder to(String v) {
            to = v;
            return this;
        }

        public Builder toSeg(String... v) {
            toSeg = List.of(v);
            return this;
        }

        public Builder toSeg(List<String> v) {
            toSeg = v;
            return this;
        }

        public Builder delim(String v) {
            delim = v;
            return this;
        }

        public Builder trail(String v) {
            trail = v;
            return this;
        }

        public Builder order(String v) {
            order = v;
            return this;
        }

        public Builder limit(String v) {
            limit = v;
            return this;
        }

        public Builder filter(String v) {
            filter = v;
            return this;
        }

        public Builder project(String v) {
            project = v;
            return this;
        }

        public Builder select(String v) {
            select = v;
            return this;
        }

        public Builder consistent(String v) {
            consistent = v;
            return this;
        }

        public Builder items(String v) {
            items = v;
            return this;
        }

        public Builder names(String v) {
            names = v;
            return this;
        }

        public Builder samples(String v) {
            samples = v;
            return this;
        }

        public Builder samples(List<String> lines) {
            samples = String.join("\n", lines);
            return this;
        }

        // Attribute {@code number} (2 to 4) of a multi-attribute key, one part at a time, as the URL gives them.
        public Builder pk(int number, String v) {
            return pk(number, a -> new FurtherPk(v, a.type(), a.value()));
        }

        public Builder pkType(int number, String v) {
            return pk(number, a -> new FurtherPk(a.name(), v, a.value()));
        }

        public Builder pkValue(int number, String v) {
            return pk(number, a -> new FurtherPk(a.name(), a.type(), v));
        }

        public Builder sk(int number, String v) {
            return sk(number, a -> new FurtherSk(v, a.type(), a.op(), a.value(), a.to()));
        }

        public Builder skType(int number, String v) {
            return sk(number, a -> new FurtherSk(a.name(), v, a.op(), a.value(), a.to()));
        }

        public Builder op(int number, String v) {
            return sk(number, a -> new FurtherSk(a.name(), a.type(), v, a.value(), a.to()));
        }

        public Builder value(int number, String v) {
            return sk(number, a -> new FurtherSk(a.name(), a.type(), a.op(), v, a.to()));
        }

        public Builder to(int number, String v) {
            return sk(number, a -> new FurtherSk(a.name(), a.type(), a.op(), a.value(), v));
        }

        private Builder pk(int number, java.util.function.UnaryOperator<FurtherPk> change) {
            furtherPks.set(further(number), change.apply(furtherPks.get(further(number))));
            return this;
        }

        private Builder sk(int number, java.util.function.UnaryOperator<FurtherSk> change) {
            furtherSks.set(further(number), change.apply(furtherSks.get(further(number))));
            return this;
        }

        public QueryForm build() {
            return new QueryForm(
                    table,
                    index,
                    pk,
                    pkType,
                    pkValue,
                    sk,
                    skType,
                    op,
                    value,
                    seg,
                    to,
                    toSeg,
                    delim,
                    trail,
                    order,
                    limit,
                    names,
                    samples,
                    filter,
                    project,
                    select,
                    consistent,
                    items,
                    furtherPks,
                    furtherSks);
        }
    }
}
