package keyslice.domain;

import java.util.Locale;

/**
 * A Query in plain words, short enough for a title or a link's text: the table, the partition key value and the
 * sort-key condition with its operator spelled out, e.g. {@code Drive: partition DRIVE#a91, SK begins with root/photos/}.
 * Values are shown as written (S text, N digits, B base64), cut when too long to read in one line, with control
 * characters made visible so that the words stay on one line.
 */
public final class QuerySummary {

    static final int MAX_VALUE_CODE_POINTS = 60;

    private QuerySummary() {
    }

    public static String of(KeyQuery query) {
        return partition(query) + ", " + reads(query);
    }

    /** Where the Query reads: {@code Drive: partition DRIVE#a91}, {@code Drive (index parent): partition root/}. */
    public static String partition(KeyQuery query) {
        StringBuilder words = new StringBuilder();
        query.table().ifPresent(table -> words.append(table));
        query.index().ifPresent(index -> words.append(words.length() == 0 ? "index " + index : " (index " + index + ")"));
        return words.append(words.length() == 0 ? "Partition " : ": partition ").append(shown(query.partitionValue())).toString();
    }

    /** What it reads there: {@code SK begins with root/photos/}, {@code all items, descending, Limit 5}. */
    public static String reads(KeyQuery query) {
        StringBuilder words = new StringBuilder(query.sortCondition().map(QuerySummary::condition).orElse("all items"));
        if (query.order() == ReadOrder.DESC) {
            words.append(", descending");
        }
        query.limit().ifPresent(limit -> words.append(", Limit ").append(limit));
        return words.toString();
    }

    private static String condition(SortKeyCondition bound) {
        SortCondition condition = bound.condition();
        String key = bound.sortKey().name();
        String first = shown(condition.values().get(0));
        return key + " " + switch (condition.operator()) {
            case EQ -> "equals " + first;
            case LT -> "below " + first;
            case LE -> "at most " + first;
            case GT -> "above " + first;
            case GE -> "at least " + first;
            case BETWEEN -> "between " + first + " and " + shown(condition.values().get(1));
            case BEGINS_WITH -> "begins with " + first;
        };
    }

    private static String shown(KeyValue value) {
        String text = value.wireText();
        if (text.codePointCount(0, text.length()) > MAX_VALUE_CODE_POINTS) {
            text = text.substring(0, text.offsetByCodePoints(0, MAX_VALUE_CODE_POINTS - 1)) + "…";
        }
        StringBuilder visible = new StringBuilder(text.length());
        text.codePoints().forEach(c -> {
            switch (c) {
                case '\n' -> visible.append("\\n");
                case '\r' -> visible.append("\\r");
                case '\t' -> visible.append("\\t");
                default -> {
                    if (Character.isISOControl(c)) {
                        visible.append(String.format(Locale.ROOT, "\\u%04X", c));
                    } else {
                        visible.appendCodePoint(c);
                    }
                }
            }
        });
        return (value.type() == KeyType.B ? "base64 " : "") + visible;
    }
}
