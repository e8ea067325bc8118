package keyslice.examples;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Attribute values in DynamoDB's JSON wire form, a single-entry map from type descriptor to value. */
final class Wire {

    private Wire() {}

    static Map<String, Object> s(String value) {
        return Map.of("S", value);
    }

    static Map<String, Object> n(long value) {
        return Map.of("N", Long.toString(value));
    }

    static Map<String, Object> ss(String... values) {
        return Map.of("SS", List.of(values));
    }

    static Map<String, Object> bool(boolean value) {
        return Map.of("BOOL", value);
    }

    static Map<String, Object> nul() {
        return Map.of("NULL", Boolean.TRUE);
    }

    static Map<String, Object> l(List<Map<String, Object>> elements) {
        return Map.of("L", List.copyOf(elements));
    }

    static Map<String, Object> m(Map<String, Map<String, Object>> members) {
        return Map.of("M", Map.copyOf(members));
    }

    /** An item that keeps its attributes in the order they were added (keys first), read-only. */
    static Map<String, Object> item(Map<String, Object> attributes) {
        return Collections.unmodifiableMap(new LinkedHashMap<>(attributes));
    }
}
