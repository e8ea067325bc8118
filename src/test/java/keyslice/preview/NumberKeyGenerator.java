package keyslice.preview;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import keyslice.domain.key.KeyValue;
import keyslice.domain.key.KeyValues;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Number sort keys of 1 to 38 significant digits across 1E-130..9.99E+125, both signs, written in different textual
 * forms, by one of four profiles (anywhere, small integers, clustered, mixed).
 */
final class NumberKeyGenerator extends SortKeyGenerator {
    private final int profile;
    private final List<BigDecimal> centres = new ArrayList<>();

    NumberKeyGenerator(Random random) {
        super(random);
        profile = random.nextInt(4);
        for (int i = 0; i < 3; i++) {
            centres.add(wide());
        }
    }

    /** Any valid number: 1..38 digits, leading exponent -130..125, either sign. */
    BigDecimal wide() {
        int digits = switch (random.nextInt(10)) {
            case 0, 1, 2, 3, 4, 5 -> 1 + random.nextInt(6);
            case 6, 7 -> 7 + random.nextInt(20);
            default -> 27 + random.nextInt(12);
        };
        int lead = switch (random.nextInt(10)) {
            case 0, 1, 2, 3, 4, 5, 6 -> -6 + random.nextInt(19);
            case 7, 8 -> -130 + random.nextInt(256);
            default -> pick(List.of(-130, -129, 124, 125));
        };
        return number(digits, lead, random.nextInt(5) < 2);
    }

    BigDecimal number(int digits, int lead, boolean negative) {
        StringBuilder s = new StringBuilder();
        s.append((char) ('1' + random.nextInt(9)));
        for (int i = 1; i < digits; i++) {
            s.append((char) ('0' + random.nextInt(10)));
        }
        BigDecimal v = new BigDecimal(new BigInteger(s.toString()), digits - 1 - lead);
        return negative ? v.negate() : v;
    }

    BigDecimal raw() {
        if (random.nextInt(50) == 0) {
            return BigDecimal.ZERO;
        }
        return switch (profile) {
            case 0 -> wide();
            case 1 -> BigDecimal.valueOf(random.nextInt(2001) - 1000); // small integers
            case 2 -> { // clustered near centres
                BigDecimal c = pick(centres);
                int lead = c.precision() - c.scale() - 1;
                int at = lead - random.nextInt(38);
                BigDecimal delta =
                        BigDecimal.ONE.scaleByPowerOfTen(at).multiply(BigDecimal.valueOf(random.nextInt(19) - 9));
                yield c.add(delta);
            }
            default -> random.nextBoolean() ? wide() : BigDecimal.valueOf(random.nextInt(201) - 100, random.nextInt(4));
        };
    }

    Optional<Generated> of(BigDecimal number) {
        String text = switch (random.nextInt(4)) {
            case 0 -> number.toPlainString();
            case 1 -> number.toEngineeringString();
            default -> number.toString();
        };
        if (text.length() > 200) {
            text = number.toString();
        }
        try {
            KeyValue.NumberValue value = KeyValues.parseNumber(text);
            return Optional.of(new Generated(value, text, AttributeValue.fromN(text)));
        } catch (KeyValues.InvalidValue e) {
            return Optional.empty(); // out of DynamoDB's range or precision: draw again
        }
    }

    @Override
    Generated key() {
        while (true) {
            Optional<Generated> g = of(raw());
            if (g.isPresent()) {
                return g.get();
            }
        }
    }

    @Override
    Generated bound(List<KeyValue> keys, boolean prefix) {
        while (true) {
            BigDecimal key = ((KeyValue.NumberValue) pick(keys)).number();
            BigDecimal stripped = key.signum() == 0 ? BigDecimal.ZERO : key.stripTrailingZeros();
            int lead = stripped.precision() - stripped.scale() - 1;
            BigDecimal candidate = switch (random.nextInt(10)) {
                case 0, 1, 2 -> key;
                case 3 -> key.add(BigDecimal.ONE.scaleByPowerOfTen(lead - 37)); // next at 38 digits
                case 4 -> key.subtract(BigDecimal.ONE.scaleByPowerOfTen(lead - 37));
                case 5 -> key.add(stripped.ulp());
                case 6 -> key.subtract(stripped.ulp());
                case 7 -> key.negate();
                case 8 -> raw();
                default ->
                    pick(List.of(
                            BigDecimal.ZERO,
                            new BigDecimal("1E-130"),
                            new BigDecimal("-1E-130"),
                            new BigDecimal("9.9999999999999999999999999999999999999E+125"),
                            new BigDecimal("-9.9999999999999999999999999999999999999E+125"),
                            wide()));
            };
            Optional<Generated> g = of(candidate);
            if (g.isPresent()) {
                return g.get();
            }
        }
    }
}
