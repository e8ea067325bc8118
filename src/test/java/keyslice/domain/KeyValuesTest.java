package keyslice.domain;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import keyslice.domain.key.KeyOrder;
import keyslice.domain.key.KeyType;
import keyslice.domain.key.KeyValue;
import keyslice.domain.key.KeyValues;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class KeyValuesTest {

    @ParameterizedTest(name = "{0} → {1}")
    @CsvSource({
        "1e2, 100",
        "100, 100",
        "1.50, 1.5",
        "-0.50, -0.5",
        "-0, 0",
        "0.000, 0",
        "+7, 7",
        ".5, 0.5",
        "5., 5",
        "1E-2, 0.01",
        "12345678901234567890123456789012345678, 12345678901234567890123456789012345678",
        "1234567890123456789012345678901234567800000, 1234567890123456789012345678901234567800000",
        "1e+0000000001, 10",
        "1E00000000000000000000000002, 100",
        "-1.5e-00000000001, -0.15",
        "1000e-0000000000003, 1",
        "0.0001e+0000000000006, 100",
        "0e99999999999999999999, 0",
        "-0.00e-99999999999999999999, 0",
    })
    void numbersTakeTheirCanonicalForm(String input, String canonical) throws Exception {
        assertEquals(canonical, KeyValues.parse(KeyType.N, input, "SK").wireText());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "abc|The parameter cannot be converted to a numeric value: abc",
                "1e|The parameter cannot be converted to a numeric value: 1e",
                "0x10|The parameter cannot be converted to a numeric value: 0x10",
                "NaN|The parameter cannot be converted to a numeric value: NaN",
                "' 1'|The parameter cannot be converted to a numeric value:  1",
                "1e126|Number overflow. Attempting to store a number with magnitude larger than supported range",
                "-1e126|Number overflow. Attempting to store a number with magnitude larger than supported range",
                "1e-131|Number underflow. Attempting to store a number with magnitude smaller than supported range",
                "123456789012345678901234567890123456789|Attempting to store more than 38 significant digits in a Number",
                "1e+0000000126|Number overflow. Attempting to store a number with magnitude larger than supported range",
                "1e2147483648|Number overflow. Attempting to store a number with magnitude larger than supported range",
                "-1e99999999999999999999|Number overflow. Attempting to store a number with magnitude larger than supported range",
                "0.001e-2147483648|Number underflow. Attempting to store a number with magnitude smaller than supported range",
                "1e-99999999999999999999|Number underflow. Attempting to store a number with magnitude smaller than supported range",
                "1e+-1|The parameter cannot be converted to a numeric value: 1e+-1",
                "1e+|The parameter cannot be converted to a numeric value: 1e+",
            })
    void invalidNumbersAreRejectedInDynamoDbsWords(String input, String message) {
        KeyValues.InvalidValue error =
                assertThrows(KeyValues.InvalidValue.class, () -> KeyValues.parse(KeyType.N, input, "SK"));
        assertEquals(message, error.getMessage());
    }

    @Test
    void numberMagnitudeLimitsAreInclusive() throws Exception {
        assertEquals(
                "0." + "0".repeat(129) + "1",
                KeyValues.parse(KeyType.N, "1e-130", "SK").wireText());
        String max = "9.9999999999999999999999999999999999999E+125";
        assertEquals(126, KeyValues.parse(KeyType.N, max, "SK").wireText().length());
    }

    @Test
    void anExponentOfAnyLengthIsJudgedByMagnitude() throws Exception {
        String huge = "1e" + "9".repeat(5000);
        assertEquals(
                "Number overflow. Attempting to store a number with magnitude larger than supported range",
                assertThrows(KeyValues.InvalidValue.class, () -> KeyValues.parse(KeyType.N, huge, "SK"))
                        .getMessage());
        String tiny = "1e-" + "0".repeat(5000) + "130";
        assertEquals(
                "0." + "0".repeat(129) + "1",
                KeyValues.parse(KeyType.N, tiny, "SK").wireText());
    }

    @Test
    void zeroPaddedExponentsOrderAsTheirValue() throws Exception {
        KeyValue nine = KeyValues.parse(KeyType.N, "9", "SK");
        KeyValue ten = KeyValues.parse(KeyType.N, "1e+0000000001", "SK");
        KeyValue eleven = KeyValues.parse(KeyType.N, "11", "SK");
        assertEquals(KeyValues.parse(KeyType.N, "10", "SK"), ten);
        assertEquals(-1, KeyOrder.compare(nine, ten));
        assertEquals(-1, KeyOrder.compare(ten, eleven));
    }

    @Test
    void emptyNumberIsNotANumber() {
        KeyValues.InvalidValue error =
                assertThrows(KeyValues.InvalidValue.class, () -> KeyValues.parse(KeyType.N, "", "SK"));
        assertEquals("The parameter cannot be converted to a numeric value", error.getMessage());
    }

    @Test
    void emptyStringAndBinaryUseDynamoDbsMessage() {
        assertEquals(
                "One or more parameter values are not valid. The AttributeValue for a key attribute cannot contain an "
                        + "empty string value. Key: PK",
                assertThrows(KeyValues.InvalidValue.class, () -> KeyValues.parse(KeyType.S, "", "PK"))
                        .getMessage());
        assertEquals(
                "One or more parameter values are not valid. The AttributeValue for a key attribute cannot contain an "
                        + "empty binary value. Key: data",
                assertThrows(KeyValues.InvalidValue.class, () -> KeyValues.parse(KeyType.B, "", "data"))
                        .getMessage());
    }

    @Test
    void binaryIsStandardBase64AndCountsDecodedBytes() throws Exception {
        KeyValue value = KeyValues.parse(KeyType.B, "AH+A/w==", "SK");
        assertArrayEquals(new byte[] {0, 0x7F, (byte) 0x80, (byte) 0xFF}, ((KeyValue.BinaryValue) value).bytes());
        assertEquals(4, value.keySizeBytes());
        assertEquals("AH+A/w==", value.wireText());
        assertEquals("AH+A/w==", KeyValues.parse(KeyType.B, "AH+A/w", "SK").wireText(), "padding is optional on input");
        for (String bad : new String[] {"AH-A_w==", "not base64!", "A", "AAA=A", "AA==="}) {
            assertThrows(KeyValues.InvalidValue.class, () -> KeyValues.parse(KeyType.B, bad, "SK"), bad);
        }
    }

    @Test
    void loneSurrogatesAreNotText() {
        KeyValues.InvalidValue error =
                assertThrows(KeyValues.InvalidValue.class, () -> KeyValues.parse(KeyType.S, "a\uD83D", "SK"));
        assertEquals("not valid Unicode: lone surrogate U+D83D at position 1", error.getMessage());
    }
}
