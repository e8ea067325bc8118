package keyslice.preview;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import keyslice.domain.key.KeyType;
import keyslice.domain.key.KeyValue;
import keyslice.domain.key.SortOperator;
import keyslice.domain.key.SortRange;

/**
 * dynalite's known departures from DynamoDB's key order, recognised exactly in {@link EvaluatorDifferentialTest}: its
 * BETWEEN bound check and its ExclusiveStartKey check compare strings in UTF-16, and its begins_with ExclusiveStartKey
 * check on B decodes the bytes as UTF-8.
 */
final class DynaliteKeyBugs {

    static final String DYNALITE_BETWEEN =
            "Invalid KeyConditionExpression: The BETWEEN operator requires upper bound to be greater than or equal to lower bound";
    static final String DYNALITE_START_KEY = "The provided starting key does not match the range key predicate";

    private DynaliteKeyBugs() {}

    /**
     * Null when {@code e} is exactly one of dynalite's known bugs for this condition (and DynamoDB would accept the
     * request); otherwise why it is not.
     */
    static String knownBug(PreviewException e, Optional<SortRange> condition, int pagesDone, KeyValue startKey) {
        if (e.kind() != PreviewException.Reason.ENGINE_REJECTED
                || !e.errorCode().orElse("").equals("ValidationException")) {
            return "not a ValidationException";
        }
        if (condition.isEmpty()) {
            return "no sort condition";
        }
        SortRange cond = condition.get();
        if (pagesDone == 0) {
            // dynalite checks BETWEEN bounds on S in UTF-16 order
            if (!e.getMessage().startsWith(DYNALITE_BETWEEN)
                    || cond.operator() != SortOperator.BETWEEN
                    || cond.type() != KeyType.S) {
                return "not dynalite's UTF-16 BETWEEN check";
            }
            String lo = cond.values().get(0).wireText();
            String hi = cond.values().get(1).wireText();
            if (lo.compareTo(hi) <= 0) {
                return "the bounds are in order in UTF-16 too";
            }
            return utf16DiffersFromUtf8(lo, hi)
                    ? null
                    : "the bounds do not pair a supplementary character with U+E000..U+FFFF";
        }
        if (!e.getMessage().equals(DYNALITE_START_KEY) || startKey == null) {
            return "not dynalite's ExclusiveStartKey check";
        }
        if (startKey instanceof KeyValue.StringValue key) {
            // dynalite re-checks the start key against the condition comparing JavaScript (UTF-16) strings
            if (utf16Matches(cond, key.text())) {
                return "the start key satisfies the condition in UTF-16 order too";
            }
            // The bounds in key order: a comparison's value, or BETWEEN's two; a begins_with prefix is none.
            List<String> bounds = cond.operator() == SortOperator.BEGINS_WITH
                    ? List.of()
                    : cond.values().stream().map(KeyValue::wireText).toList();
            return bounds.stream().anyMatch(b -> utf16DiffersFromUtf8(key.text(), b))
                    ? null
                    : "the start key and the bounds do not pair a supplementary character with U+E000..U+FFFF";
        }
        if (startKey instanceof KeyValue.BinaryValue key && cond.operator() == SortOperator.BEGINS_WITH) {
            // dynalite's begins_with on B re-checks the start key on Buffer.toString(): lossy UTF-8 decoding
            byte[] p = ((KeyValue.BinaryValue) cond.values().get(0)).bytes();
            return !wellFormedUtf8(p) || !wellFormedUtf8(key.bytes())
                    ? null
                    : "the start key and the prefix are both well-formed UTF-8";
        }
        return "no known dynalite bug applies to " + startKey.type();
    }

    /** Whether UTF-16 and UTF-8 order disagree on the pair: at the first difference, a surrogate meets U+E000..U+FFFF. */
    private static boolean utf16DiffersFromUtf8(String a, String b) {
        int n = Math.min(a.length(), b.length());
        for (int i = 0; i < n; i++) {
            char x = a.charAt(i);
            char y = b.charAt(i);
            if (x != y) {
                return (Character.isSurrogate(x) && y >= 0xE000) || (Character.isSurrogate(y) && x >= 0xE000);
            }
        }
        return false;
    }

    /** The condition on S keys as JavaScript compares strings: by UTF-16 code units. */
    private static boolean utf16Matches(SortRange condition, String key) {
        int first = key.compareTo(condition.values().get(0).wireText());
        return switch (condition.operator()) {
            case EQ -> first == 0;
            case LT -> first < 0;
            case LE -> first <= 0;
            case GT -> first > 0;
            case GE -> first >= 0;
            case BETWEEN ->
                first >= 0 && key.compareTo(condition.values().get(1).wireText()) <= 0;
            case BEGINS_WITH -> key.startsWith(condition.values().get(0).wireText());
        };
    }

    private static boolean wellFormedUtf8(byte[] bytes) {
        try {
            StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes));
            return true;
        } catch (CharacterCodingException e) {
            return false;
        }
    }
}
