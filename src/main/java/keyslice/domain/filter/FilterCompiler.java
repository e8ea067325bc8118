package keyslice.domain.filter;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

import keyslice.domain.KeyValue;
import keyslice.domain.Problem;

/**
 * Turns the user's filter and projection into a FilterExpression and a ProjectionExpression whose names and values
 * join the key condition's. The structure is decided first; placeholders come last, in the order they are written:
 * {@code #f1 #f2 ...} and {@code :f1 ...} for the filter, {@code #p1 ...} for the projection, each number skipping
 * placeholders the key condition already uses. A name or value the request already has keeps its placeholder, since
 * DynamoDB shares ExpressionAttributeNames and ExpressionAttributeValues between the expressions of one request.
 */
public final class FilterCompiler {

    /** DynamoDB Developer Guide, "Quotas": expression parameters. */
    public static final int MAX_OPERATORS = 300;
    public static final int MAX_EXPRESSION_BYTES = 4096;
    public static final int MAX_PLACEHOLDER_BYTES = 255;
    /** DynamoDB's depth of a document path: the attribute is level 1, each {@code .name} and {@code [index]} one more. */
    private static final int MAX_PATH_LEVELS = 32;

    /** The outcome: the expressions with the merged names and values, or every problem found. */
    public sealed interface Compilation permits Compiled, Rejected {
    }

    /**
     * @param filter     the parsed filter, for {@link FilterEvaluator}; empty when none was given
     * @param names      the key condition's names followed by the new ones
     * @param values     the key condition's values followed by the new ones
     */
    public record Compiled(Optional<Condition> filter, Optional<String> filterExpression,
                           Optional<String> projectionExpression, Map<String, String> names,
                           Map<String, AttributeValue.Scalar> values) implements Compilation {
        public Compiled {
            names = Collections.unmodifiableMap(new LinkedHashMap<>(names));
            values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
        }
    }

    public record Rejected(List<Problem> problems) implements Compilation {
        public Rejected {
            problems = List.copyOf(problems);
            if (problems.isEmpty()) {
                throw new IllegalArgumentException("a rejection needs a problem");
            }
        }
    }

    private FilterCompiler() {
    }

    /**
     * Entry point for the web layer. A blank filter or projection is one the user did not give.
     *
     * @param keyAttributes the key attributes of the table or index queried, which a filter may not name
     * @param names         the key condition's ExpressionAttributeNames
     * @param values        the key condition's ExpressionAttributeValues
     */
    public static Compilation compile(String filter, String projection, Set<String> keyAttributes,
                                      Map<String, String> names, Map<String, KeyValue> values) {
        Map<String, AttributeValue.Scalar> existingValues = new LinkedHashMap<>();
        values.forEach((placeholder, value) -> existingValues.put(placeholder, AttributeValue.of(value)));
        Aliases aliases = new Aliases(names, existingValues);
        List<Problem> problems = new ArrayList<>();

        Optional<Condition> condition = Optional.empty();
        Optional<String> filterExpression = Optional.empty();
        if (!filter.isBlank()) {
            FilterParser.Parsed parsed = FilterParser.condition(filter);
            problems.addAll(parsed.problems());
            problems.addAll(keyAttributeProblems(parsed.paths(), keyAttributes));
            if (parsed.operators() > MAX_OPERATORS) {
                problems.add(Clause.FILTER.invalid("The filter has " + parsed.operators() + " operators and functions, "
                        + "but DynamoDB takes at most " + MAX_OPERATORS + ": split it, or filter in code.",
                        "The expression contains too many operators; operator count: " + parsed.operators()));
            }
            problems.addAll(nestingProblems(Clause.FILTER, parsed.paths()));
            condition = parsed.condition();
            // A tree's depth is at most its operator count: past the limit it is refused unwalked.
            filterExpression = condition.filter(c -> parsed.operators() <= MAX_OPERATORS)
                    .map(c -> FilterText.write(c, aliases.spelling("#f", ":f")));
            filterExpression.ifPresent(text -> problems.addAll(sizeProblems(Clause.FILTER, text)));
        }

        Optional<String> projectionExpression = Optional.empty();
        if (!projection.isBlank()) {
            FilterParser.Parsed parsed = FilterParser.projection(projection);
            problems.addAll(parsed.problems());
            problems.addAll(overlapProblems(parsed.paths()));
            problems.addAll(nestingProblems(Clause.PROJECTION, parsed.paths()));
            if (parsed.problems().isEmpty()) {
                FilterText.Spelling spelling = aliases.spelling("#p", ":p");
                projectionExpression = Optional.of(parsed.paths().stream().map(path -> FilterText.path(path, spelling))
                        .collect(Collectors.joining(", ")));
                problems.addAll(sizeProblems(Clause.PROJECTION, projectionExpression.get()));
            }
        }

        problems.addAll(aliases.placeholderProblems());
        if (!problems.isEmpty()) {
            return new Rejected(problems);
        }
        return new Compiled(condition, filterExpression, projectionExpression, aliases.names, aliases.values);
    }

    private static List<Problem> keyAttributeProblems(List<Path> paths, Set<String> keyAttributes) {
        Set<String> named = new LinkedHashSet<>();
        for (Path path : paths) {
            if (keyAttributes.contains(path.head())) {
                named.add(path.head());
            }
        }
        return named.stream().map(key -> new Problem(Clause.FILTER.field(), "The filter names " + Problem.quote(key)
                + ", a key attribute of what is queried: put its condition in the key condition instead.",
                "Filter Expression can only contain non-primary key attributes: Primary key attribute: " + key)).toList();
    }

    /** The first path deeper than DynamoDB reads, in its words; the summary names where the path starts. */
    private static List<Problem> nestingProblems(Clause clause, List<Path> paths) {
        return paths.stream().filter(path -> path.elements().size() > MAX_PATH_LEVELS).limit(1).map(path -> clause.invalid(
                "The path that starts at " + Problem.quote(path.head()) + " is " + path.elements().size() + " levels deep, but "
                        + "DynamoDB reads at most " + MAX_PATH_LEVELS + ": the attribute, then each .name and [index].",
                "The document path has too many nesting levels; nesting levels: " + path.elements().size())).toList();
    }

    /**
     * DynamoDB refuses a projection with two paths where one is, or leads into, the other ({@code a} and {@code a.b}),
     * and, after checking for that, two paths that read one value as both a map and a list ({@code a.b} and {@code a[0]}).
     */
    private static List<Problem> overlapProblems(List<Path> paths) {
        for (boolean overlap : List.of(true, false)) {
            for (int i = 0; i < paths.size(); i++) {
                for (int j = i + 1; j < paths.size(); j++) {
                    Path one = paths.get(i);
                    Path two = paths.get(j);
                    if (overlap ? one.overlaps(two) : one.conflicts(two)) {
                        String names = "The projection names " + FilterText.path(one, FilterText.USER) + " and "
                                + FilterText.path(two, FilterText.USER);
                        String rule = "must remove or rewrite one of these paths; path one: " + FilterText.dynamoPath(one)
                                + ", path two: " + FilterText.dynamoPath(two);
                        return List.of(overlap
                                ? Clause.PROJECTION.invalid(names + ", where one holds the other: keep one of them.",
                                        "Two document paths overlap with each other; " + rule)
                                : Clause.PROJECTION.invalid(names + ", which read one value as both a map and a list: "
                                        + "keep one of them.", "Two document paths conflict with each other; " + rule));
                    }
                }
            }
        }
        return List.of();
    }

    private static List<Problem> sizeProblems(Clause clause, String expression) {
        int bytes = expression.getBytes(StandardCharsets.UTF_8).length;
        if (bytes <= MAX_EXPRESSION_BYTES) {
            return List.of();
        }
        // keyslice's words: DynamoDB documents the 4 KB limit but keyslice has not seen its message.
        return List.of(new Problem(clause.field(), "The " + clause.member() + " keyslice writes is " + bytes
                + " bytes, but DynamoDB takes at most " + MAX_EXPRESSION_BYTES + " (4 KB): shorten the " + clause.field() + ".",
                "Invalid " + clause.member() + ": the expression is " + bytes + " bytes, over the limit of "
                        + MAX_EXPRESSION_BYTES + " bytes"));
    }

    /** The request's placeholders, the existing ones first; a new one for each name or value not seen yet. */
    private static final class Aliases {
        private final Map<String, String> names;
        private final Map<String, AttributeValue.Scalar> values;

        Aliases(Map<String, String> names, Map<String, AttributeValue.Scalar> values) {
            this.names = new LinkedHashMap<>(names);
            this.values = new LinkedHashMap<>(values);
        }

        FilterText.Spelling spelling(String namePrefix, String valuePrefix) {
            return new FilterText.Spelling() {
                public String name(String name) {
                    return alias(names, name, namePrefix);
                }

                public String value(AttributeValue.Scalar value) {
                    return alias(values, value, valuePrefix);
                }
            };
        }

        private static <T> String alias(Map<String, T> placeholders, T target, String prefix) {
            for (Map.Entry<String, T> entry : placeholders.entrySet()) {
                if (entry.getValue().equals(target)) {
                    return entry.getKey();
                }
            }
            int number = 1;
            while (placeholders.containsKey(prefix + number)) {
                number++;
            }
            placeholders.put(prefix + number, target);
            return prefix + number;
        }

        /** Only placeholders given to the compiler can be too long; keyslice's own are a few bytes. */
        List<Problem> placeholderProblems() {
            List<Problem> problems = new ArrayList<>();
            for (String placeholder : List.of(names.keySet(), values.keySet()).stream().flatMap(Set::stream).toList()) {
                int bytes = placeholder.getBytes(StandardCharsets.UTF_8).length;
                if (bytes > MAX_PLACEHOLDER_BYTES) {
                    problems.add(new Problem(Clause.FILTER.field(), "The placeholder " + Problem.quote(placeholder) + " is "
                            + bytes + " bytes, but DynamoDB takes at most " + MAX_PLACEHOLDER_BYTES + ": use a shorter one.",
                            "a placeholder is at most " + MAX_PLACEHOLDER_BYTES + " bytes; " + placeholder + " is " + bytes));
                }
            }
            return problems;
        }
    }
}
