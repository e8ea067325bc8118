package keyslice.snippets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import keyslice.domain.compile.Compilation;
import keyslice.domain.compile.QueryCompiler;
import keyslice.domain.expression.BuiltQuery;
import keyslice.domain.form.FormBuilder;
import keyslice.domain.form.QueryForm;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * python-resource shows its note for exactly the numbers boto3's decimal context refuses, as boto3 itself says, and
 * python-client, whose numbers are strings, sends them all.
 */
class Boto3ContextTest {

    /** 101 digits written out; 37 digits ending at an exponent of -166, below the context's -165. */
    private static final List<String> REFUSED = List.of(
            "1e100",
            "1E+38",
            "-1.000000000000000000000000000000000001E-130",
            "9.9999999999999999999999999999999999999E+125",
            "12345678901234567890123456789012345678e10");
    /** DynamoDB's smallest magnitude and 38 digits: boto3 holds them (1E-130 as a subnormal number). */
    private static final List<String> HELD = List.of(
            "-1e-130",
            "1e-130",
            "1.5e-129",
            "12345678901234567890123456789012345678",
            "1.2345678901234567890123456789012345678E-128",
            "9999999999999999999999999999999999999E+0",
            "0",
            "-0.5");

    private static BuiltQuery built(FormBuilder form) {
        return ((Compilation.Valid) QueryCompiler.compile(form.build())).built();
    }

    private static FormBuilder keyEquals(String number) {
        return QueryForm.builder()
                .table("Tbl")
                .pk("PK")
                .pkValue("p")
                .sk("n")
                .skType("N")
                .op("eq")
                .value(number);
    }

    @Test
    void aNumberBoto3CannotHoldGetsTheNote() {
        for (String number : REFUSED) {
            for (FormBuilder form : List.of(
                    keyEquals(number),
                    QueryForm.builder().table("Tbl").pk("PK").pkValue("p").filter("n < 1 OR n = " + number))) {
                BuiltQuery built = built(form);
                Snippet resource = Snippets.of(built, "python-resource");
                assertFalse(resource.program(), number + ":\n" + resource.code());
                assertTrue(
                        resource.code().contains("cannot hold")
                                && resource.code().contains(new BigDecimal(number).toString())
                                && resource.code().contains("The python-client program sends it"),
                        resource.code());
                assertTrue(Snippets.of(built, "python-client").program(), number);
            }
        }
        for (String number : HELD) {
            assertTrue(Snippets.of(built(keyEquals(number)), "python-resource").program(), number);
        }
    }

    /** boto3's own context, on the plain digits python-resource writes, against {@link Boto3Context#refusal}. */
    @Tag("process")
    @Test
    void boto3RefusesWhatTheNoteSays() {
        SnippetRunner.requireOptional(
                SnippetRunner.hasBoto3(),
                "boto3 for " + SnippetRunner.DEBIAN_PYTHON
                        + ": apt-get install python3-boto3 (scripts/test installs it)");
        Random random = new Random(0x6e756d73L);
        List<BigDecimal> numbers = new ArrayList<>();
        REFUSED.forEach(n -> numbers.add(new BigDecimal(n)));
        HELD.forEach(n -> numbers.add(new BigDecimal(n)));
        while (numbers.size() < 600) {
            // up to 38 digits, the first digit's exponent anywhere in DynamoDB's range; a quarter with 34 or more
            // digits from its bottom, where boto3 keeps fewer
            boolean bottom = random.nextInt(4) == 0;
            BigInteger digits = new BigInteger(bottom ? 110 + random.nextInt(17) : 1 + random.nextInt(126), random)
                    .add(BigInteger.ONE);
            BigDecimal n = new BigDecimal(random.nextBoolean() ? digits : digits.negate(), 0).stripTrailingZeros();
            int first = -130 + random.nextInt(bottom ? 4 : 256);
            BigDecimal scaled = n.scaleByPowerOfTen(first - (n.precision() - n.scale() - 1));
            if (scaled.precision() <= 38
                    && scaled.abs().compareTo(new BigDecimal("1E-130")) >= 0
                    && scaled.abs().compareTo(new BigDecimal("1E+126")) < 0) {
                numbers.add(scaled.stripTrailingZeros());
            }
        }
        StringBuilder script = new StringBuilder("""
                from decimal import Decimal
                from boto3.dynamodb.types import TypeSerializer
                for text in [
                """);
        numbers.forEach(n -> script.append("    \"").append(n.toPlainString()).append("\",\n"));
        script.append("""
                ]:
                    try:
                        TypeSerializer().serialize(Decimal(text))
                        print("held")
                    except Exception as e:
                        print("refused", type(e).__name__)
                """);
        Path dir = SnippetRunner.workDir("boto3-context");
        SnippetRunner.write(dir.resolve("check.py"), script.toString());
        List<String> said = SnippetRunner.run(
                        List.of(SnippetRunner.DEBIAN_PYTHON.toString(), "check.py"), Map.of(), "", dir)
                .assertSuccess()
                .stdout()
                .lines()
                .toList();
        List<String> wrong = new ArrayList<>();
        for (int i = 0; i < numbers.size(); i++) {
            String expected = Boto3Context.refusal(numbers.get(i))
                    .map(reason -> "refused " + reason.replaceAll(".*decimal\\.(\\w+).*", "$1"))
                    .orElse("held");
            if (!expected.equals(said.get(i))) {
                wrong.add(numbers.get(i) + ": boto3 " + said.get(i) + ", the note says " + expected);
            }
        }
        assertEquals(List.of(), wrong);
        for (String refused : List.of("refused Rounded", "refused Underflow")) {
            assertTrue(said.stream().filter(refused::equals).count() > 20, "the numbers test each refusal: " + refused);
        }
    }
}
