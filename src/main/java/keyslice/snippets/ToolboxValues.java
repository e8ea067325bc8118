package keyslice.snippets;

import java.util.List;
import java.util.Optional;
import keyslice.domain.filter.ItemValue;

/**
 * The values of {@link ToolboxFilter}'s condition objects, as JavaScript: which kinds each place takes, and how a
 * number no double holds goes (a BigInt, or a NumberValue in a free condition).
 */
final class ToolboxValues {

    /** Where a value goes: they are copied, or sent as written, and {@code in} or size() take fewer kinds. */
    enum Place {
        COPIED,
        CANDIDATE,
        SIZED,
        FREE
    }

    private ToolboxValues() {}

    /**
     * A value where {@code place} puts it, or empty with the reason added to {@code failures}: a number no double
     * holds goes only where the toolbox keeps it as written.
     */
    static Optional<String> literal(ItemValue.Scalar value, Place place, List<String> failures) {
        if (!(value instanceof ItemValue.N n)) {
            if (place == Place.SIZED) {
                failures.add("its size conditions take JavaScript numbers, not " + value.type());
                return Optional.empty();
            }
            return Optional.of(value(value));
        }
        Optional<String> exact = JsNative.exactNumber(n);
        if (exact.isPresent() || place == Place.FREE) {
            return Optional.of(value(value));
        }
        switch (place) {
            case SIZED ->
                failures.add("its size conditions take JavaScript numbers, and none holds " + n.text() + " exactly");
            case CANDIDATE ->
                failures.add("it drops a BigInt from an IN list, and a JavaScript number does not hold " + n.text()
                        + " exactly");
            default -> {
                Optional<String> big = ToolboxTarget.number(n);
                if (big.isPresent()) {
                    return big;
                }
                failures.add("it copies the values of a condition on an attribute, which turns a NumberValue into a "
                        + "plain object, and a JavaScript number does not hold " + n.text() + " exactly");
            }
        }
        return Optional.empty();
    }

    /** An N a double does not hold goes as a BigInt when it is an integer, else as a NumberValue (free conditions). */
    static String value(ItemValue.Scalar value) {
        return JsNative.value(
                value,
                n -> ToolboxTarget.number(n).orElseGet(() -> "NumberValue.from(" + JsSyntax.literal(n.text()) + ")"));
    }
}
