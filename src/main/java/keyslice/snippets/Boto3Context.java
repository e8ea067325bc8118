package keyslice.snippets;

import java.math.BigDecimal;
import java.util.Optional;

/**
 * boto3's {@code DYNAMODB_CONTEXT}, which its Table resource applies to every number it sends and reads: 38 digits,
 * exponents from -128 to 126, and an error instead of any rounding. DynamoDB takes numbers down to 1E-130, and
 * python-resource writes a number as its plain digits ({@code Decimal("100")}), as DynamoDB returns it, so the
 * trailing zeros of a large number count as digits.
 */
final class Boto3Context {

    private static final int PRECISION = 38;
    /**
     * The smallest exponent of a number's last digit: its first digit goes down to -128 with all 38 digits, and below
     * that with fewer (a subnormal number).
     */
    private static final int ETINY = -128 - PRECISION + 1;

    private Boto3Context() {}

    /**
     * Why boto3 raises an error for {@code Decimal("<plain digits of n>")} instead of sending it, or empty when it
     * sends it as it is. The compiler has already kept {@code n} within DynamoDB's range, below boto3's largest
     * exponent (126).
     */
    static Optional<String> refusal(BigDecimal n) {
        // Decimal("100") has the digits 100 and the exponent 0; Decimal("0.05") the digit 5 and the exponent -2
        int digits = n.scale() >= 0 ? n.precision() : n.precision() - n.scale();
        int exponent = Math.min(-n.scale(), 0);
        if (digits > PRECISION) {
            return Optional.of(reason("the " + digits + " digits of " + n + " written out", "Rounded"));
        }
        if (exponent < ETINY) {
            return Optional.of(reason(n + " exactly", "Underflow"));
        }
        return Optional.empty();
    }

    private static String reason(String what, String signal) {
        return "boto3's decimal context (38 digits, exponents from -128 to 126) cannot hold " + what
                + ": it raises decimal." + signal + " instead of sending it";
    }
}
