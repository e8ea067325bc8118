package keyslice.preview;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The page token carries a LastEvaluatedKey whole, however many attributes the index read has. */
class StartKeyCodecTest {

    private final StartKeyCodec codec = new StartKeyCodec();

    /** The table's key and an index's, {@code indexAttributes} of them. */
    private static Map<String, AttributeValue> key(int indexAttributes) {
        Map<String, AttributeValue> key = new LinkedHashMap<>();
        key.put("id", AttributeValue.fromS("o-1"));
        key.put("sk", AttributeValue.fromN("7"));
        for (int i = 1; i <= indexAttributes; i++) {
            key.put("a" + i, i % 2 == 0 ? AttributeValue.fromN(Integer.toString(i)) : AttributeValue.fromS("v" + i));
        }
        return key;
    }

    @Test
    void aKeyOfAMultiAttributeIndexOfFourAndFourAttributesRoundTrips() {
        Map<String, AttributeValue> key = key(8);
        assertEquals(
                key, codec.decode(codec.encode(key)), "every index key attribute plus the table's key: 10 attributes");
    }

    @Test
    void moreAttributesThanAnyKeyHasAreRefused() {
        PreviewException e = assertThrows(PreviewException.class, () -> codec.decode(codec.encode(key(9))));
        assertTrue(e.getMessage().contains("1 to 10 attributes"), e.getMessage());
    }
}
