package keyslice.preview;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import keyslice.examples.WorkedExamples;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The wire form ({@code {"S": "x"}}) and the SDK's values convert both ways without loss. */
class WireValuesTest {

    @Test
    void everyTypeSurvivesTheRoundTrip() {
        Map<String, AttributeValue> item = new LinkedHashMap<>();
        item.put("s", AttributeValue.fromS("root/photos/"));
        item.put("n", AttributeValue.fromN("-1.5E+3"));
        item.put("b", AttributeValue.fromB(SdkBytes.fromByteArray(new byte[] {0, (byte) 0xff})));
        item.put("ss", AttributeValue.fromSs(List.of("beach", "summer")));
        item.put("ns", AttributeValue.fromNs(List.of("1", "2")));
        item.put("bs", AttributeValue.fromBs(List.of(SdkBytes.fromByteArray(new byte[] {1}))));
        item.put("m", AttributeValue.fromM(Map.of("inner", AttributeValue.fromBool(false))));
        item.put("l", AttributeValue.fromL(List.of(AttributeValue.fromS("a"), AttributeValue.fromNul(true))));
        item.put("bool", AttributeValue.fromBool(true));
        item.put("null", AttributeValue.fromNul(true));

        Map<String, Object> wire = WireValues.toWire(item, List.of());
        assertEquals(Map.of("S", "root/photos/"), wire.get("s"));
        assertEquals(Map.of("B", "AP8="), wire.get("b"));
        assertEquals(item, WireValues.fromWire(wire));
    }

    @Test
    void theDemoItemsAreWireForm() {
        WorkedExamples.DEMO_TABLES.forEach(table -> table.items()
                .forEach(item ->
                        assertEquals(item, WireValues.toWire(WireValues.fromWire(item), List.of()), table.name())));
    }

    @Test
    void aValueOfNoOrTwoTypesIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> WireValues.valueFromWire(Map.of()));
        assertThrows(IllegalArgumentException.class, () -> WireValues.valueFromWire(Map.of("S", "a", "N", "1")));
        assertThrows(IllegalArgumentException.class, () -> WireValues.valueFromWire(Map.of("X", "a")));
    }
}
