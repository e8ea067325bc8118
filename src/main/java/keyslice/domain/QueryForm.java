package keyslice.domain;

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
        String samples) {

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
        private String table, index, pk, pkType, pkValue, sk, skType, op, value, to, delim, trail, order, limit, names, samples;
        private List<String> seg = List.of();
        private List<String> toSeg = List.of();

        private Builder(QueryForm f) {
            if (f != null) {
                table = f.table; index = f.index; pk = f.pk; pkType = f.pkType; pkValue = f.pkValue;
                sk = f.sk; skType = f.skType; op = f.op; value = f.value; seg = f.seg; to = f.to; toSeg = f.toSeg;
                delim = f.delim; trail = f.trail; order = f.order; limit = f.limit; names = f.names;
                samples = f.samples;
            }
        }

        public Builder table(String v) { table = v; return this; }
        public Builder index(String v) { index = v; return this; }
        public Builder pk(String v) { pk = v; return this; }
        public Builder pkType(String v) { pkType = v; return this; }
        public Builder pkValue(String v) { pkValue = v; return this; }
        public Builder sk(String v) { sk = v; return this; }
        public Builder skType(String v) { skType = v; return this; }
        public Builder op(String v) { op = v; return this; }
        public Builder value(String v) { value = v; return this; }
        public Builder seg(String... v) { seg = List.of(v); return this; }
        public Builder seg(List<String> v) { seg = v; return this; }
        public Builder to(String v) { to = v; return this; }
        public Builder toSeg(String... v) { toSeg = List.of(v); return this; }
        public Builder toSeg(List<String> v) { toSeg = v; return this; }
        public Builder delim(String v) { delim = v; return this; }
        public Builder trail(String v) { trail = v; return this; }
        public Builder order(String v) { order = v; return this; }
        public Builder limit(String v) { limit = v; return this; }
        public Builder names(String v) { names = v; return this; }
        public Builder samples(String v) { samples = v; return this; }
        public Builder samples(List<String> lines) { samples = String.join("\n", lines); return this; }

        public QueryForm build() {
            return new QueryForm(table, index, pk, pkType, pkValue, sk, skType, op, value, seg, to, toSeg,
                    delim, trail, order, limit, names, samples);
        }
    }
}
