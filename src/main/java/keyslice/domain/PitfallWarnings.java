package keyslice.domain;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/** The classic composite-key mistakes that DynamoDB accepts without a word. Each has a stable code. */
final class PitfallWarnings {

    static final String OPEN_PREFIX = "open-prefix";
    static final String UNPADDED_NUMBER = "unpadded-number";
    static final String EMPTY_SEGMENT = "empty-segment";
    static final String RESERVED_WORD = "reserved-word";

    private static final Pattern DIGITS = Pattern.compile("[0-9]+");
    private static final Pattern SINGLE_NONZERO_DIGIT = Pattern.compile("[1-9]");

    private PitfallWarnings() {
    }

    static List<Warning> forQuery(KeyQuery query, QueryCompiler.ValueInput lower, QueryCompiler.ValueInput upper,
                                  String delim, boolean trail) {
        List<Warning> warnings = new ArrayList<>();
        reservedWord(query.partitionKey().name(), warnings);
        query.sortCondition().ifPresent(bound -> {
            reservedWord(bound.sortKey().name(), warnings);
            if (bound.sortKey().type() != KeyType.S) {
                return;
            }
            String sk = bound.sortKey().name();
            SortCondition condition = bound.condition();
            List<String> lowerParts = parts(lower, delim);
            List<String> upperParts = condition instanceof SortCondition.Between ? parts(upper, delim) : List.of();

            if (condition instanceof SortCondition.BeginsWith prefix && lower.segmentBuilt() && !trail) {
                String text = prefix.prefix().wireText();
                warnings.add(new Warning(OPEN_PREFIX, "begins_with(" + sk + ", \"" + text + "\") also reads every key that "
                        + "merely starts with the same characters, such as \"" + text + "-old" + delim + "…\" or \""
                        + text + ".zip\". End the prefix with the delimiter (\"" + text + delim
                        + "\", trail=true) to read only what lies under \"" + text + "\"."));
            }
            emptySegments(lowerParts, lower, delim, warnings);
            emptySegments(upperParts, upper, delim, warnings);
            if (!(condition instanceof SortCondition.Comparison c && c.operator() == ComparisonOperator.EQ)) {
                unpaddedNumbers(lowerParts, upperParts, warnings);
            }
        });
        return warnings;
    }

    /** Segments as given, or the typed value split at the delimiter: the same mistakes hide in both. */
    private static List<String> parts(QueryCompiler.ValueInput input, String delim) {
        if (input.segmentBuilt()) {
            return input.segments();
        }
        return List.of(input.text().split(Pattern.quote(delim), -1));
    }

    private static void emptySegments(List<String> parts, QueryCompiler.ValueInput input, String delim, List<Warning> warnings) {
        // A trailing empty piece of a typed value is the folder marker ("root/photos/"), not a mistake.
        int last = input.segmentBuilt() ? parts.size() : parts.size() - 1;
        for (int i = 0; i < last; i++) {
            if (parts.get(i).isEmpty()) {
                warnings.add(new Warning(EMPTY_SEGMENT, "segment " + (i + 1) + " of " + input.field() + " is empty, so the key "
                        + "holds two delimiters in a row (\"a" + delim + delim + "b\"); keys written without the empty "
                        + "segment will not match."));
                return;
            }
        }
    }

    private static void unpaddedNumbers(List<String> lowerParts, List<String> upperParts, List<Warning> warnings) {
        Set<String> reported = new LinkedHashSet<>();
        for (List<String> parts : List.of(lowerParts, upperParts)) {
            for (String part : parts) {
                if (SINGLE_NONZERO_DIGIT.matcher(part).matches() && reported.add(part)) {
                    warnings.add(new Warning(UNPADDED_NUMBER, "segment \"" + part + "\" is a number without zero padding: "
                            + "in a string key \"10\" sorts before \"" + part + "\", so ranges and prefixes over numbers "
                            + "mix up their order. Pad every number to one fixed width (\"" + "0".repeat(3) + part + "\")."));
                }
            }
        }
        int shared = Math.min(lowerParts.size(), upperParts.size());
        for (int i = 0; i < shared; i++) {
            String low = lowerParts.get(i);
            String high = upperParts.get(i);
            if (DIGITS.matcher(low).matches() && DIGITS.matcher(high).matches() && low.length() != high.length()) {
                warnings.add(new Warning(UNPADDED_NUMBER, "segment " + (i + 1) + " is \"" + low + "\" in the lower bound but \""
                        + high + "\" in the upper bound: numbers of different widths compare as text, not as numbers "
                        + "(\"" + high + "\" " + (KeyOrder.compareUtf8(low, high) > 0 ? "sorts before" : "sorts after")
                        + " \"" + low + "\"). Zero-pad both to the same width."));
            }
        }
    }

    private static void reservedWord(String name, List<Warning> warnings) {
        if (ReservedWords.isReserved(name)) {
            warnings.add(new Warning(RESERVED_WORD, "\"" + name + "\" is a DynamoDB reserved word (" + name.toUpperCase(Locale.ROOT)
                    + "), so it can only appear in an expression through a #placeholder; keyslice always aliases it. "
                    + "Written bare, DynamoDB answers: Invalid KeyConditionExpression: Attribute name is a reserved keyword; "
                    + "reserved keyword: " + name));
        }
    }
}
