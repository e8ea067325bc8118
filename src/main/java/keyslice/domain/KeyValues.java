package keyslice.domain;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Base64;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Parses user text into typed key values, failing with DynamoDB's own words where it has them. */
public final class KeyValues {

    public static final int MAX_SIGNIFICANT_DIGITS = 38;
    public static final int MAX_EXPONENT = 125;
    public static final int MIN_EXPONENT = -130;

    /** Mantissa, then the exponent's sign and digits; DynamoDB takes any number of exponent digits ({@code 1e+0000000001}). */
    private static final Pattern NUMBER = Pattern.compile("([+-]?(?:\\d+(?:\\.\\d*)?|\\.\\d+))(?:[eE]([+-]?)(\\d+))?");
    private static final Pattern BASE64 = Pattern.compile("[A-Za-z0-9+/]*={0,2}");

    private KeyValues() {
    }

    /** Thrown for text that is not a valid value of the requested type; the message is user-facing. */
    public static final class InvalidValue extends Exception {
        public InvalidValue(String message) {
            super(message, null, false, false);
        }
    }

    /**
     * @param keyName attribute name, used in DynamoDB's empty-value message
     */
    public static KeyValue parse(KeyType type, String text, String keyName) throws InvalidValue {
        if (text.isEmpty() && type != KeyType.N) {
            throw new InvalidValue(emptyKeyMessage(type, keyName));
        }
        return switch (type) {
            case S -> parseString(text);
            case N -> parseNumber(text);
            case B -> parseBinary(text, keyName);
        };
    }

    public static String emptyKeyMessage(KeyType type, String keyName) {
        return "One or more parameter values are not valid. The AttributeValue for a key attribute cannot contain an empty "
                + (type == KeyType.B ? "binary" : "string") + " value. Key: " + keyName;
    }

    private static KeyValue parseString(String text) throws InvalidValue {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
                i++;
            } else if (Character.isSurrogate(c)) {
                // Such text has no UTF-8 form, so DynamoDB could never store or compare it.
                throw new InvalidValue("not valid Unicode: lone surrogate U+" + Integer.toHexString(c).toUpperCase()
                        + " at position " + i);
            }
        }
        return new KeyValue.StringValue(text);
    }

    public static KeyValue.NumberValue parseNumber(String text) throws InvalidValue {
        if (text.isEmpty()) {
            throw new InvalidValue("The parameter cannot be converted to a numeric value");
        }
        Matcher parts = NUMBER.matcher(text);
        if (!parts.matches()) {
            throw new InvalidValue("The parameter cannot be converted to a numeric value: " + text);
        }
        BigDecimal mantissa = new BigDecimal(parts.group(1));
        if (mantissa.signum() == 0) {
            return new KeyValue.NumberValue(BigDecimal.ZERO); // zero times any power of ten
        }
        // BigDecimal takes at most ten exponent digits and an int scale, so the magnitude is worked out here first.
        BigInteger exponent = parts.group(3) == null ? BigInteger.ZERO : new BigInteger(parts.group(2) + parts.group(3));
        BigDecimal stripped = mantissa.stripTrailingZeros();
        BigInteger leadingExponent = BigInteger.valueOf((long) stripped.precision() - stripped.scale() - 1).add(exponent);
        if (leadingExponent.compareTo(BigInteger.valueOf(MAX_EXPONENT)) > 0) {
            throw new InvalidValue("Number overflow. Attempting to store a number with magnitude larger than supported range");
        }
        if (leadingExponent.compareTo(BigInteger.valueOf(MIN_EXPONENT)) < 0) {
            throw new InvalidValue("Number underflow. Attempting to store a number with magnitude smaller than supported range");
        }
        if (stripped.precision() > MAX_SIGNIFICANT_DIGITS) {
            throw new InvalidValue("Attempting to store more than 38 significant digits in a Number");
        }
        // In range, so the scale is small: the digits, with the leading one at 10^leadingExponent.
        return new KeyValue.NumberValue(new BigDecimal(stripped.unscaledValue(), stripped.precision() - 1 - leadingExponent.intValue()));
    }

    private static KeyValue parseBinary(String text, String keyName) throws InvalidValue {
        if (!BASE64.matcher(text).matches() || text.length() % 4 == 1) {
            throw new InvalidValue("not valid base64: use the standard alphabet A-Z a-z 0-9 + / with optional = padding");
        }
        byte[] bytes;
        try {
            bytes = Base64.getDecoder().decode(text);
        } catch (IllegalArgumentException e) {
            throw new InvalidValue("not valid base64: " + e.getMessage());
        }
        if (bytes.length == 0) {
            throw new InvalidValue(emptyKeyMessage(KeyType.B, keyName));
        }
        return new KeyValue.BinaryValue(bytes);
    }
}
