package keyslice.domain.filter;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import keyslice.domain.key.KeyOrder;
import keyslice.domain.key.KeyValue;

/**
 * A value of an item's attribute, one record per DynamoDB data type. Unlike a {@link KeyValue}, a non-key S or B may
 * be empty. Sets are kept sorted in DynamoDB's order (S by UTF-8 bytes, N numerically, B unsigned) and numbers
 * stripped of trailing zeros, so equal values are equal records whatever order the JSON listed them in.
 */
public sealed interface ItemValue
        permits ItemValue.Scalar, ItemValue.L, ItemValue.M, ItemValue.SS, ItemValue.NS, ItemValue.BS {

    /** DynamoDB's type codes, as DynamoDB JSON and {@code attribute_type} spell them. */
    enum Type {
        S,
        N,
        B,
        BOOL,
        NULL,
        L,
        M,
        SS,
        NS,
        BS
    }

    Type type();

    /**
     * The values an expression can carry as a placeholder: a key value (S, N, B) or a filter's literal (S, N,
     * {@code true}, {@code false}, {@code null}). Each consumer of ExpressionAttributeValues writes them through
     * {@link Cases}, so a new kind fails to compile until every writer handles it.
     */
    sealed interface Scalar extends ItemValue permits S, N, B, Bool, Null {
        <R> R accept(Cases<R> cases);
    }

    /** One method per {@link Scalar} kind. */
    interface Cases<R> {
        R string(S value);

        R number(N value);

        R binary(B value);

        R bool(Bool value);

        R nul(Null value);
    }

    record S(String text) implements Scalar {
        public <R> R accept(Cases<R> cases) {
            return cases.string(this);
        }

        public S {
            java.util.Objects.requireNonNull(text, "text");
        }

        public Type type() {
            return Type.S;
        }
    }

    record N(BigDecimal number) implements Scalar {
        public <R> R accept(Cases<R> cases) {
            return cases.number(this);
        }

        public N {
            number = number.signum() == 0 ? BigDecimal.ZERO : number.stripTrailingZeros();
        }

        public Type type() {
            return Type.N;
        }

        /** Plain digits, no exponent, as {@link KeyValue.NumberValue#wireText()} writes them. */
        public String text() {
            return number.toPlainString();
        }
    }

    record B(byte[] bytes) implements Scalar {
        public <R> R accept(Cases<R> cases) {
            return cases.binary(this);
        }

        public B {
            bytes = bytes.clone();
        }

        public byte[] bytes() {
            return bytes.clone();
        }

        public Type type() {
            return Type.B;
        }

        public String base64() {
            return Base64.getEncoder().encodeToString(bytes);
        }

        int compareBytes(B other) {
            return Arrays.compareUnsigned(bytes, other.bytes);
        }

        boolean startsWith(B prefix) {
            int n = prefix.bytes.length;
            return bytes.length >= n && Arrays.equals(bytes, 0, n, prefix.bytes, 0, n);
        }

        boolean containsBytes(B part) {
            return keyslice.domain.key.Substrings.contains(bytes, part.bytes);
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof B that && Arrays.equals(bytes, that.bytes);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(bytes);
        }

        @Override
        public String toString() {
            return "B[" + base64() + "]";
        }
    }

    record Bool(boolean value) implements Scalar {
        public <R> R accept(Cases<R> cases) {
            return cases.bool(this);
        }

        public Type type() {
            return Type.BOOL;
        }
    }

    record Null() implements Scalar {
        public <R> R accept(Cases<R> cases) {
            return cases.nul(this);
        }

        public Type type() {
            return Type.NULL;
        }
    }

    record L(List<ItemValue> elements) implements ItemValue {
        public L {
            elements = List.copyOf(elements);
        }

        public Type type() {
            return Type.L;
        }
    }

    record M(Map<String, ItemValue> entries) implements ItemValue {
        public M {
            entries = Collections.unmodifiableMap(new LinkedHashMap<>(entries));
        }

        public Type type() {
            return Type.M;
        }
    }

    record SS(List<String> elements) implements ItemValue {
        public SS {
            elements = sortedSet(elements, KeyOrder::compareUtf8, Type.SS);
        }

        public Type type() {
            return Type.SS;
        }
    }

    record NS(List<BigDecimal> elements) implements ItemValue {
        public NS {
            elements =
                    sortedSet(elements.stream().map(n -> new N(n).number()).toList(), BigDecimal::compareTo, Type.NS);
        }

        public Type type() {
            return Type.NS;
        }
    }

    record BS(List<B> elements) implements ItemValue {
        public BS {
            elements = sortedSet(elements, B::compareBytes, Type.BS);
        }

        public Type type() {
            return Type.BS;
        }
    }

    /** The same value as an item attribute: a key value is one of S, N, B. */
    public static Scalar of(KeyValue key) {
        return switch (key.type()) {
            case S -> new S(((KeyValue.StringValue) key).text());
            case N -> new N(((KeyValue.NumberValue) key).number());
            case B -> new B(((KeyValue.BinaryValue) key).bytes());
        };
    }

    /**
     * DynamoDB's order between two values of one scalar type (S by UTF-8 bytes, N numerically, B unsigned), or empty
     * when they are of different types or of a type without an order: DynamoDB's comparisons are then false.
     */
    static Optional<Integer> compare(ItemValue a, ItemValue b) {
        if (a instanceof S x && b instanceof S y) {
            return Optional.of(KeyOrder.compareUtf8(x.text(), y.text()));
        }
        if (a instanceof N x && b instanceof N y) {
            return Optional.of(x.number().compareTo(y.number()));
        }
        if (a instanceof B x && b instanceof B y) {
            return Optional.of(x.compareBytes(y));
        }
        return Optional.empty();
    }

    /**
     * DynamoDB refuses an empty set and a set with duplicates; its words are "An string set  may not be empty" and
     * "Input collection [...] contains duplicates." (see {@link ItemLines}), so a set record is never either.
     */
    private static <T> List<T> sortedSet(List<T> elements, Comparator<T> order, Type type) {
        if (elements.isEmpty()) {
            throw new IllegalArgumentException("a " + type + " set cannot be empty");
        }
        if (new HashSet<>(elements).size() != elements.size()) {
            throw new IllegalArgumentException("a " + type + " set cannot hold duplicates: " + elements);
        }
        List<T> sorted = new ArrayList<>(elements);
        sorted.sort(order);
        return List.copyOf(sorted);
    }

    /** For messages: the type code and the value in DynamoDB JSON's spirit, such as {@code {N:42}}. */
    static String describe(ItemValue value) {
        // Java 17 has no switch over a sealed interface's records: the switch over type() is the exhaustive one.
        Object shown = switch (value.type()) {
            case S -> ((S) value).text();
            case N -> ((N) value).text();
            case B -> ((B) value).base64();
            case BOOL -> ((Bool) value).value();
            case NULL -> true;
            case L ->
                ((L) value).elements().stream().map(ItemValue::describe).collect(Collectors.joining(",", "[", "]"));
            case M ->
                ((M) value)
                        .entries().entrySet().stream()
                                .map(e -> e.getKey() + "=" + describe(e.getValue()))
                                .collect(Collectors.joining(",", "[", "]"));
            case SS -> ((SS) value).elements();
            case NS ->
                ((NS) value).elements().stream().map(BigDecimal::toPlainString).toList();
            case BS -> ((BS) value).elements().stream().map(B::base64).toList();
        };
        return "{" + value.type() + ":" + shown + "}";
    }
}
