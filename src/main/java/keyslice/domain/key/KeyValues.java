package keyslice.domain.key;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Base64;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import keyslice.domain.text.Shown;

/** Parses user text into typed key values, failing with DynamoDB's own words where it has them. */
public final class KeyValues {

    public static final int MAX_SIGNIFICANT_DIGITS = 38;
    public static final int MAX_EXPONENT = 125;
    public static final int MIN_EXPONENT = -130;

    /** Mantissa, then the exponent's sign and digits; DynamoDB takes any number of exponent digits ({@code 1e+0000000001}). */
    private static final Pattern NUMBER = Pattern.compile("([+-]?(?:\\d+(?:\\.\\d*)?|\\.\\d+))(?:[eE]([+-]?)(\\d+))?");

    private static final Pattern BASE64 = Pattern.compile("[A-Za-z0-9+/]*={0,2}");

    private KeyValues() {}

    /**
     * Thrown for text that is not a valid value of the requested type. The message is the rule in DynamoDB's words
     * where it has them; the summary is one plain sentence with the user's value and what to do.
     */
    public static final class InvalidValue extends Exception {
        private final String summary;

        public InvalidValue(String summary, String message) {
            super(message, null, false, false);
            this.summary = summary;
        }

        public String summary() {
            return summary;
        }
    }

    /**
     * @param keyName attribute name, used in DynamoDB's empty-value message
     */
    public static KeyValue parse(KeyType type, String text, String keyName) throws InvalidValue {
        if (text.isEmpty() && type != KeyType.N) {
            throw emptyKey(type, keyName);
        }
        return switch (type) {
            case S -> parseString(text);
            case N -> parseNumber(text);
            case B -> parseBinary(text, keyName);
        };
    }

    private static InvalidValue emptyKey(KeyType type, String keyName) {
        return new InvalidValue(
                "The value of " + keyName + " is empty, and DynamoDB does not take an empty "
                        + (type == KeyType.B ? "binary value" : "string") + " as a key: enter a value.",
                emptyKeyMessage(type, keyName));
    }

    public static String emptyKeyMessage(KeyType type, String keyName) {
        return "One or more parameter values are not valid. The AttributeValue for a key attribute cannot contain an empty "
                + (type == KeyType.B ? "binary" : "string") + " value. Key: " + keyName;
    }

    private static KeyValue parseString(String text) throws InvalidValue {
        int i = loneSurrogate(text, 0);
        if (i >= 0) {
            String codePoint = "U+" + Integer.toHexString(text.charAt(i)).toUpperCase(java.util.Locale.ROOT);
            throw new InvalidValue(
                    "The text has a lone surrogate " + codePoint + " at position " + i
                            + ", half of a character, which is not valid Unicode: remove it or complete the character.",
                    "not valid Unicode: lone surrogate " + codePoint + " at position " + i);
        }
        return new KeyValue.StringValue(text);
    }

    /**
     * Where {@code text}, from index {@code from}, has a surrogate that is not half of a pair, or -1. Such text has no
     * UTF-8 form, so DynamoDB could never store or compare it.
     */
    public static int loneSurrogate(CharSequence text, int from) {
        for (int i = from; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
                i++;
            } else if (Character.isSurrogate(c)) {
                return i;
            }
        }
        return -1;
    }

    public static KeyValue.NumberValue parseNumber(String text) throws InvalidValue {
        if (text.isEmpty()) {
            throw new InvalidValue(
                    "No number is given: enter one, such as 42 or -1.5.",
                    "The parameter cannot be converted to a numeric value");
        }
        Matcher parts = NUMBER.matcher(text);
        if (!parts.matches()) {
            throw new InvalidValue(
                    Shown.quoted(text) + " is not a number: write digits with an optional sign, decimal point "
                            + "and exponent, such as 42, -1.5 or 1e3.",
                    "The parameter cannot be converted to a numeric value: " + text);
        }
        BigDecimal mantissa = new BigDecimal(parts.group(1));
        if (mantissa.signum() == 0) {
            return new KeyValue.NumberValue(BigDecimal.ZERO); // zero times any power of ten
        }
        // BigDecimal takes at most ten exponent digits and an int scale, so the magnitude is worked out here first.
        BigInteger exponent =
                parts.group(3) == null ? BigInteger.ZERO : new BigInteger(parts.group(2) + parts.group(3));
        BigDecimal stripped = mantissa.stripTrailingZeros();
        BigInteger leadingExponent = BigInteger.valueOf((long) stripped.precision() - stripped.scale() - 1)
                .add(exponent);
        if (leadingExponent.compareTo(BigInteger.valueOf(MAX_EXPONENT)) > 0) {
            throw new InvalidValue(
                    Shown.quoted(text) + " is too large for a DynamoDB number, whose magnitude goes up to "
                            + "9.9999999999999999999999999999999999999E+125: use a smaller number.",
                    "Number overflow. Attempting to store a number with magnitude larger than supported range");
        }
        if (leadingExponent.compareTo(BigInteger.valueOf(MIN_EXPONENT)) < 0) {
            throw new InvalidValue(
                    Shown.quoted(text) + " is too close to zero for a DynamoDB number, whose smallest nonzero "
                            + "magnitude is 1E-130: use 0 or a larger number.",
                    "Number underflow. Attempting to store a number with magnitude smaller than supported range");
        }
        if (stripped.precision() > MAX_SIGNIFICANT_DIGITS) {
            throw new InvalidValue(
                    Shown.quoted(text) + " has " + stripped.precision() + " significant digits, but a DynamoDB "
                            + "number keeps at most 38: round it, or store the digits in a string key.",
                    "Attempting to store more than 38 significant digits in a Number");
        }
        // In range, so the scale is small: the digits, with the leading one at 10^leadingExponent.
        return new KeyValue.NumberValue(
                new BigDecimal(stripped.unscaledValue(), stripped.precision() - 1 - leadingExponent.intValue()));
    }

    private static KeyValue parseBinary(String text, String keyName) throws InvalidValue {
        if (!BASE64.matcher(text).matches() || text.length() % 4 == 1) {
            throw new InvalidValue(
                    notBase64(text),
                    "not valid base64: use the standard alphabet A-Z a-z 0-9 + / with optional = padding");
        }
        byte[] bytes;
        try {
            bytes = Base64.getDecoder().decode(text);
        } catch (IllegalArgumentException e) {
            throw new InvalidValue(notBase64(text), "not valid base64: " + e.getMessage());
        }
        if (bytes.length == 0) {
            throw emptyKey(KeyType.B, keyName);
        }
        return new KeyValue.BinaryValue(bytes);
    }

    private static String notBase64(String text) {
        return Shown.quoted(text) + " is not base64, the form binary keys are written in: use A-Z a-z 0-9 + / with "
                + "optional = padding, such as AAE= for the bytes 00 01.";
    }
}
