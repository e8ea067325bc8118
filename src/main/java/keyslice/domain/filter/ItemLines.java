package keyslice.domain.filter;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import keyslice.domain.JsonLine;
import keyslice.domain.form.LineProblems;
import keyslice.domain.form.Problem;
import keyslice.domain.form.SampleLines;

/**
 * Sample items as people paste them: one item per line ({@code {"PK":{"S":"a"},"n":{"N":"1"}}}); or one JSON document
 * over many lines: what {@code aws dynamodb query} or {@code scan} prints ({@code {"Items": [...], "Count": ...}}), a
 * JSON array of items, or one item as the console's JSON view shows it. An item is in DynamoDB JSON or in plain JSON
 * ({@link ItemJson}). Every item is read, so all problems come back at once, each naming the line the item starts on.
 */
public final class ItemLines {

    /** The URL parameter the sample items are expected in; problems name it. */
    public static final String FIELD = "items";

    /**
     * The JSON depth of the deepest item DynamoDB stores (the item's object, then per level the value's {@code {"M": }}
     * and, at the last level, the map, list or set it holds), plus the two levels of a Query's output around its items.
     * Every deeper text is refused with DynamoDB's nesting rule before it is read further.
     */
    private static final int MAX_JSON_DEPTH = 2 * ItemJson.MAX_NESTING_LEVELS + 1 + 2;

    /** DynamoDB's words for an item nested deeper than {@link ItemJson#MAX_NESTING_LEVELS}. */
    private static final String TOO_DEEP =
            "Nesting Levels have exceeded supported limits: Attributes in the item have nested levels "
                    + "beyond supported limit";

    /** What the field takes, for a text that is none of it. */
    static final String FORMATS =
            "The sample items are one item per line, a JSON array of items, one item as the console's "
                    + "JSON view shows it, or what aws dynamodb query prints; each item in DynamoDB JSON or plain JSON";

    /** The members of {@code aws dynamodb query}'s (and scan's, and execute-statement's) output besides its Items. */
    private static final Set<String> OUTPUT_MEMBERS = Set.of(
            "Items", "Count", "ScannedCount", "LastEvaluatedKey", "ConsumedCapacity", "NextToken", "ResponseMetadata");

    /** One item and the line it starts on (1-based). */
    public record Item(int line, Map<String, ItemValue> attributes) {
        public Item {
            attributes = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(attributes));
        }
    }

    /** The items read, and a problem for each item that is not one. */
    public record Items(List<Item> items, List<Problem> problems) {
        public Items {
            items = List.copyOf(items);
            problems = List.copyOf(problems);
        }
    }

    private ItemLines() {}

    /** Entry point for the web layer: the sample items text as typed; blank lines are skipped. */
    public static Items parse(String text) {
        List<Item> items = new ArrayList<>();
        LineProblems problems = new LineProblems(FIELD);
        List<SampleLines.Line> lines = SampleLines.of(text).stream()
                .filter(line -> !line.key().isBlank())
                .toList();
        if (lines.isEmpty()) {
            return new Items(items, problems.list());
        }
        String first = lines.get(0).key().strip();
        // A document over many lines opens with a line that is no whole object: "{", "[" or "{ "Items": [". A line on
        // its own is read as a line, which may be an array or a Query's output too.
        if (lines.size() > 1 && (first.startsWith("[") || first.startsWith("{") && !first.endsWith("}"))) {
            document(text, lines.get(0).number(), items, problems);
        } else {
            for (SampleLines.Line line : lines) {
                try {
                    Object json = JsonLine.parse(line.key(), MAX_JSON_DEPTH);
                    read(json, index -> line.number(), line.number(), items, problems);
                } catch (JsonLine.TooDeep e) {
                    problems.add(() -> tooDeep("Line " + line.number()));
                } catch (JsonLine.Malformed e) {
                    // The first line that is not JSON says what the field takes (a CSV export, say, is none of it).
                    String formats = line == lines.get(0) ? " " + FORMATS + "." : "";
                    problems.add(() -> new Problem(
                            FIELD,
                            "Line " + line.number() + " is not JSON: " + e.getMessage() + "." + formats,
                            "line " + line.number() + ": not JSON: " + e.getMessage()));
                }
            }
        }
        return new Items(items, problems.list());
    }

    /** The whole text as one JSON document: each problem names the line, and the column where reading stopped. */
    private static void document(String text, int firstLine, List<Item> items, LineProblems problems) {
        int[] breaks = java.util.stream.IntStream.range(0, text.length())
                .filter(i -> text.charAt(i) == '\n')
                .toArray();
        JsonLine.Document document;
        try {
            document = JsonLine.parseDocument(text, MAX_JSON_DEPTH);
        } catch (JsonLine.TooDeep e) {
            Matcher at = AT_CHARACTER.matcher(e.getMessage());
            int line = at.find() ? lineOf(breaks, Integer.parseInt(at.group(1)) - 1) : firstLine;
            problems.add(() -> tooDeep("The item around line " + line));
            return;
        } catch (JsonLine.Malformed e) {
            String at = where(text, breaks, e.getMessage());
            problems.add(() -> new Problem(
                    FIELD,
                    "The items, read as one JSON document since line " + firstLine + " opens one, are not JSON: " + at
                            + ". " + FORMATS + ".",
                    "not JSON: " + at));
            return;
        }
        if (!(document.value() instanceof Map || document.value() instanceof List)) {
            problems.add(() -> new Problem(
                    FIELD,
                    "The items are a single JSON value, not an item. " + FORMATS + ".",
                    "the items must be JSON objects"));
            return;
        }
        read(
                document.value(),
                element -> {
                    int start = document.start(element);
                    return start < 0 ? firstLine : lineOf(breaks, start);
                },
                firstLine,
                items,
                problems);
    }

    /** Where an element of an array starts (its line), for the items of a document. */
    private interface Lines {
        int of(Object element);
    }

    /** Reads one JSON value: an array of items, a Query's output, or one item. */
    private static void read(Object json, Lines lines, int line, List<Item> items, LineProblems problems) {
        List<?> elements = json instanceof List<?> list ? list : outputItems(json);
        if (elements == null) {
            item(json, line, "Line " + line, items, problems);
            return;
        }
        for (int i = 0; i < elements.size(); i++) {
            Object element = elements.get(i);
            int at = lines.of(element);
            item(element, at, "Line " + at + ", item " + (i + 1), items, problems);
        }
    }

    /** The Items of {@code aws dynamodb query}'s output (a get-item's Item), or null for anything else. */
    private static List<?> outputItems(Object json) {
        if (json instanceof Map<?, ?> members
                && members.get("Items") instanceof List<?> list
                && OUTPUT_MEMBERS.containsAll(members.keySet())) {
            return list;
        }
        if (json instanceof Map<?, ?> members
                && members.get("Item") instanceof Map<?, ?> item
                && Set.of("Item", "ConsumedCapacity", "ResponseMetadata").containsAll(members.keySet())) {
            return List.of(item);
        }
        return null;
    }

    private static void item(Object json, int line, String label, List<Item> items, LineProblems problems) {
        try {
            items.add(new Item(line, ItemJson.item(json)));
        } catch (ItemJson.TooDeep e) {
            problems.add(() -> tooDeep(label));
        } catch (ItemJson.Invalid e) {
            problems.add(() -> new Problem(FIELD, label + ", " + e.where + ": " + e.summary + ".", e.getMessage()));
        }
    }

    private static Problem tooDeep(String what) {
        return new Problem(
                FIELD,
                what + " nests maps and lists more than " + ItemJson.MAX_NESTING_LEVELS + " levels deep, and "
                        + "DynamoDB stores at most " + ItemJson.MAX_NESTING_LEVELS
                        + " (a top-level attribute is level 1).",
                TOO_DEEP);
    }

    private static final Pattern AT_CHARACTER = Pattern.compile(",? at character (\\d+)$");

    /** A reader's message about the whole text, its "at character N" told as a line and column. */
    private static String where(String text, int[] breaks, String message) {
        Matcher at = AT_CHARACTER.matcher(message);
        if (!at.find()) {
            return message;
        }
        int index = Math.min(Integer.parseInt(at.group(1)) - 1, text.length());
        int line = lineOf(breaks, index);
        int column = index - (text.lastIndexOf('\n', index - 1) + 1) + 1;
        return message.substring(0, at.start()) + " (line " + line + ", column " + column + ")";
    }

    /** The 1-based line of the character at {@code index}, given where the text's line breaks are. */
    private static int lineOf(int[] breaks, int index) {
        int found = java.util.Arrays.binarySearch(breaks, index);
        return (found >= 0 ? found : -found - 1) + 1;
    }

    /**
     * One value in DynamoDB JSON ({@code {"S":"a"}}) from a JSON tree that {@link JsonLine} read, such as an
     * ExpressionAttributeValues entry; a value that is not one is a problem on {@code field}, said of {@code where}.
     */
    public static Optional<ItemValue> value(Object json, String field, String where, List<Problem> problems) {
        try {
            return Optional.of(ItemJson.value(json, where, 1));
        } catch (ItemJson.TooDeep e) {
            problems.add(new Problem(
                    field,
                    Problem.sentence(
                            where + " nests maps and lists more than " + ItemJson.MAX_NESTING_LEVELS + " levels deep"),
                    TOO_DEEP));
        } catch (ItemJson.Invalid e) {
            problems.add(new Problem(field, Problem.sentence(e.where + ": " + e.summary), e.getMessage()));
        }
        return Optional.empty();
    }
}
