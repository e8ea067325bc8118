package keyslice.domain.filter;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import keyslice.domain.form.Problem;
import keyslice.domain.text.Shown;

/**
 * The request's placeholders, the existing ones first; a new one for each name or value not seen yet. Each target's
 * placeholder and each prefix's next free number are kept, so that a projection of two thousand names is not two
 * thousand scans of every placeholder.
 */
final class RequestPlaceholders {

    private final Map<String, String> names;
    private final Map<String, ItemValue.Scalar> values;
    private final Map<Object, String> placeholders = new HashMap<>();
    private final Map<String, Integer> next = new HashMap<>();

    RequestPlaceholders(Map<String, String> names, Map<String, ItemValue.Scalar> values) {
        this.names = new LinkedHashMap<>(names);
        this.values = new LinkedHashMap<>(values);
        names.forEach((placeholder, name) -> placeholders.putIfAbsent(new Target(true, name), placeholder));
        values.forEach((placeholder, value) -> placeholders.putIfAbsent(new Target(false, value), placeholder));
    }

    /** The key condition's names followed by the new ones. */
    Map<String, String> names() {
        return names;
    }

    /** The key condition's values followed by the new ones. */
    Map<String, ItemValue.Scalar> values() {
        return values;
    }

    /** A name and a value never share a placeholder, even when they are the same text. */
    private record Target(boolean name, Object target) {}

    FilterText.Spelling spelling(String namePrefix, String valuePrefix) {
        return new FilterText.Spelling() {
            public String name(String name) {
                return alias(names, name, true, namePrefix);
            }

            public String value(ItemValue.Scalar value) {
                return alias(values, value, false, valuePrefix);
            }
        };
    }

    private <T> String alias(Map<String, T> map, T target, boolean name, String prefix) {
        Target key = new Target(name, target);
        String known = placeholders.get(key);
        if (known != null) {
            return known;
        }
        int number = next.getOrDefault(prefix, 1);
        while (map.containsKey(prefix + number)) {
            number++;
        }
        next.put(prefix, number + 1);
        String placeholder = prefix + number;
        map.put(placeholder, target);
        placeholders.put(key, placeholder);
        return placeholder;
    }

    /** Only placeholders given to the compiler can be too long; keyslice's own are a few bytes. */
    List<Problem> placeholderProblems() {
        return problems(names.keySet(), values.keySet());
    }

    /** The problems of placeholders too long for DynamoDB, names' first. */
    static List<Problem> problems(Set<String> names, Set<String> values) {
        List<Problem> problems = new ArrayList<>();
        for (Set<String> placeholders : List.of(names, values)) {
            for (String placeholder : placeholders) {
                int bytes = placeholder.getBytes(StandardCharsets.UTF_8).length;
                if (bytes > FilterCompiler.MAX_PLACEHOLDER_BYTES) {
                    problems.add(new Problem(
                            Clause.FILTER.field(),
                            "The placeholder " + Shown.quoted(placeholder) + " is " + bytes
                                    + " bytes, but DynamoDB takes at most " + FilterCompiler.MAX_PLACEHOLDER_BYTES
                                    + ": use a shorter one.",
                            "a placeholder is at most " + FilterCompiler.MAX_PLACEHOLDER_BYTES + " bytes; "
                                    + placeholder + " is " + bytes));
                }
            }
        }
        return problems;
    }
}
