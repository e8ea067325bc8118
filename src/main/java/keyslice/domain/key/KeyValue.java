package keyslice.domain.key;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Base64;
import keyslice.domain.text.Shown;

/** A typed key value. Instances are always valid: construct them through {@link KeyValues}. */
public sealed interface KeyValue permits KeyValue.StringValue, KeyValue.NumberValue, KeyValue.BinaryValue {

    KeyType type();

    /** The value as the DynamoDB JSON wire form carries it: text, canonical number, base64. */
    String wireText();

    /**
     * The value in keyslice's words, as {@link Shown} shows text: {@code "text"} for S; the type and wire text for N
     * and B ({@code N 10}, {@code B AQ==}).
     */
    default String shown() {
        return type() == KeyType.S ? Shown.quoted(wireText()) : type() + " " + Shown.text(wireText());
    }

    /** Size DynamoDB counts against key limits: UTF-8 bytes for S, decoded bytes for B. */
    int keySizeBytes();

    record StringValue(String text) implements KeyValue {
        public StringValue {
            if (text == null || text.isEmpty()) {
                throw new IllegalArgumentException("a string key value cannot be empty");
            }
        }

        public KeyType type() {
            return KeyType.S;
        }

        public String wireText() {
            return text;
        }

        public int keySizeBytes() {
            return text.getBytes(StandardCharsets.UTF_8).length;
        }
    }

    /** {@code number} is kept stripped of trailing zeros, so equal numbers have equal records. */
    record NumberValue(BigDecimal number) implements KeyValue {
        public NumberValue {
            number = number.signum() == 0 ? BigDecimal.ZERO : number.stripTrailingZeros();
        }

        public KeyType type() {
            return KeyType.N;
        }

        /** Canonical form: plain digits, no exponent, no trailing zeros ({@code 1e2} is {@code 100}). */
        public String wireText() {
            return number.toPlainString();
        }

        public int keySizeBytes() {
            return 0;
        }
    }

    record BinaryValue(byte[] bytes) implements KeyValue {
        public BinaryValue {
            if (bytes == null || bytes.length == 0) {
                throw new IllegalArgumentException("a binary key value cannot be empty");
            }
            bytes = bytes.clone();
        }

        public byte[] bytes() {
            return bytes.clone();
        }

        public KeyType type() {
            return KeyType.B;
        }

        /** Unsigned byte order, without copying. */
        public int compareBytes(BinaryValue other) {
            return Arrays.compareUnsigned(bytes, other.bytes);
        }

        public boolean startsWith(BinaryValue prefix) {
            int n = prefix.bytes.length;
            return bytes.length >= n && Arrays.equals(bytes, 0, n, prefix.bytes, 0, n);
        }

        public String wireText() {
            return Base64.getEncoder().encodeToString(bytes);
        }

        public int keySizeBytes() {
            return bytes.length;
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof BinaryValue that && Arrays.equals(bytes, that.bytes);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(bytes);
        }

        @Override
        public String toString() {
            return "BinaryValue[" + wireText() + "]";
        }
    }
}
