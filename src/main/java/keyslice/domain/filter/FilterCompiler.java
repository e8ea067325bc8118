package keyslice.domain.filter;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import keyslice.domain.form.FrozenMap;
import keyslice.domain.form.Problem;
import keyslice.domain.key.KeyValue;
import keyslice.domain.text.Shown;

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
    public sealed interface Outcome permits Compiled, Rejected {}

    /**
     * @param filter     the parsed filter, for {@link FilterEvaluator}; empty when none was given
     * @param names      the key condition's names followed by the new ones
     * @param values     the key condition's values followed by the new ones
     */
    public record Compiled(
            Optional<Condition> filter,
            Optional<String> filterExpression,
            Optional<String> projectionExpression,
            Map<String, String> names,
            Map<String, ItemValue.Scalar> values)
            implements Outcome {
        public Compiled {
            names = FrozenMap.of(names);
            values = FrozenMap.of(values);
        }
    }

    public record Rejected(List<Problem> problems) implements Outcome {
        public Rejected {
            problems = List.copyOf(problems);
            if (problems.isEmpty()) {
                throw new IllegalArgumentException("a rejection needs a problem");
            }
        }
    }

    private FilterCompiler() {}

    /**
     * The filter and projection read and checked, before any placeholder: what depends on their text and the key's
     * attributes alone, so that the compilations of one request, which differ in the key condition's values, read them
     * once. Each side's problems are kept apart, in the order the compiled answer lists them.
     */
    public record Parsed(
            Optional<Condition> condition,
            List<Problem> filterProblems,
            Optional<List<Path>> projection,
            List<Problem> projectionProblems) {
        /** What a blank filter and a blank projection read as. */
        public static final Parsed NONE = new Parsed(Optional.empty(), List.of(), Optional.empty(), List.of());

        public Parsed {
            filterProblems = List.copyOf(filterProblems);
            projectionProblems = List.copyOf(projectionProblems);
        }
    }

    /**
     * Reads a filter and a projection; a blank one is one the user did not give.
     *
     * @param keyAttributes the key attributes of the table or index queried, which a filter may not name
     */
    public static Parsed parse(String filter, String projection, Set<String> keyAttributes) {
        Optional<Condition> condition = Optional.empty();
        List<Problem> filterProblems = new ArrayList<>();
        if (!filter.isBlank()) {
            FilterParser.Parsed parsed = FilterParser.condition(filter);
            filterProblems.addAll(parsed.problems());
            filterProblems.addAll(keyAttributeProblems(parsed.paths(), keyAttributes));
            if (parsed.operators() > MAX_OPERATORS) {
                filterProblems.add(Clause.FILTER.invalid(
                        "The filter has " + parsed.operators() + " operators and functions, "
                                + "but DynamoDB takes at most " + MAX_OPERATORS + ": split it, or filter in code.",
                        "The expression contains too many operators; operator count: " + parsed.operators()));
            }
            filterProblems.addAll(nestingProblems(Clause.FILTER, parsed.paths()));
            // A tree's depth is at most its operator count: past the limit it is refused unwalked.
            condition = parsed.condition().filter(c -> parsed.operators() <= MAX_OPERATORS);
        }
        Optional<List<Path>> paths = Optional.empty();
        List<Problem> projectionProblems = new ArrayList<>();
        if (!projection.isBlank()) {
            FilterParser.Parsed parsed = FilterParser.projection(projection);
            projectionProblems.addAll(parsed.problems());
            projectionProblems.addAll(overlapProblems(parsed.paths()));
            projectionProblems.addAll(nestingProblems(Clause.PROJECTION, parsed.paths()));
            if (parsed.problems().isEmpty()) {
                paths = Optional.of(parsed.paths());
            }
        }
        return new Parsed(condition, filterProblems, paths, projectionProblems);
    }

    /** Entry point for the web layer: {@link #parse}, then {@link #compile(Parsed, Map, Map)}. */
    public static Outcome compile(
            String filter,
            String projection,
            Set<String> keyAttributes,
            Map<String, String> names,
            Map<String, KeyValue> values) {
        return compile(parse(filter, projection, keyAttributes), names, values);
    }

    /**
     * The expressions of a read filter and projection, with placeholders after the key condition's.
     *
     * @param names  the key condition's ExpressionAttributeNames
     * @param values the key condition's ExpressionAttributeValues
     */
    public static Outcome compile(Parsed parsed, Map<String, String> names, Map<String, KeyValue> values) {
        LinkedHashMap<String, ItemValue.Scalar> existingValues = new LinkedHashMap<>();
        values.forEach((placeholder, value) -> existingValues.put(placeholder, ItemValue.of(value)));
        if (parsed.condition().isEmpty()
                && parsed.projection().isEmpty()
                && parsed.filterProblems().isEmpty()
                && parsed.projectionProblems().isEmpty()) {
            // Most Queries have neither: no placeholders to add, only the given ones to check.
            List<Problem> problems = RequestPlaceholders.problems(names.keySet(), existingValues.keySet());
            return problems.isEmpty()
                    ? new Compiled(
                            Optional.empty(),
                            Optional.empty(),
                            Optional.empty(),
                            names,
                            FrozenMap.taking(existingValues))
                    : new Rejected(problems);
        }
        RequestPlaceholders aliases = new RequestPlaceholders(names, existingValues);
        List<Problem> problems = new ArrayList<>(parsed.filterProblems());
        Optional<String> filterExpression =
                parsed.condition().map(c -> FilterText.write(c, aliases.spelling("#f", ":f")));
        filterExpression.ifPresent(text -> problems.addAll(sizeProblems(Clause.FILTER, text)));

        problems.addAll(parsed.projectionProblems());
        Optional<String> projectionExpression = parsed.projection().map(paths -> {
            FilterText.Spelling spelling = aliases.spelling("#p", ":p");
            return paths.stream().map(path -> FilterText.path(path, spelling)).collect(Collectors.joining(", "));
        });
        projectionExpression.ifPresent(text -> problems.addAll(sizeProblems(Clause.PROJECTION, text)));

        problems.addAll(aliases.placeholderProblems());
        if (!problems.isEmpty()) {
            return new Rejected(problems);
        }
        return new Compiled(
                parsed.condition(), filterExpression, projectionExpression, aliases.names(), aliases.values());
    }

    private static List<Problem> keyAttributeProblems(List<Path> paths, Set<String> keyAttributes) {
        Set<String> named = new LinkedHashSet<>();
        for (Path path : paths) {
            if (keyAttributes.contains(path.head())) {
                named.add(path.head());
            }
        }
        return named.stream()
                .map(key -> new Problem(
                        Clause.FILTER.field(),
                        "The filter names " + Shown.quoted(key)
                                + ", a key attribute of what is queried: put its condition in the key condition instead.",
                        "Filter Expression can only contain non-primary key attributes: Primary key attribute: " + key))
                .toList();
    }

    /** The first path deeper than DynamoDB reads, in its words; the summary names where the path starts. */
    private static List<Problem> nestingProblems(Clause clause, List<Path> paths) {
        return paths.stream()
                .filter(path -> path.elements().size() > MAX_PATH_LEVELS)
                .limit(1)
                .map(path -> clause.invalid(
                        "The path that starts at " + Shown.quoted(path.head()) + " is "
                                + path.elements().size() + " levels deep, but " + "DynamoDB reads at most "
                                + MAX_PATH_LEVELS + ": the attribute, then each .name and [index].",
                        "The document path has too many nesting levels; nesting levels: "
                                + path.elements().size()))
                .toList();
    }

    /**
     * DynamoDB refuses a projection with two paths where one is, or leads into, the other ({@code a} and {@code a.b}),
     * and, after checking for that, two paths that read one value as both a map and a list ({@code a.b} and {@code a[0]}).
     */
    private static List<Problem> overlapProblems(List<Path> paths) {
        // Two paths overlap or conflict only under the same attribute: when each names its own, none do.
        Set<String> heads = new HashSet<>();
        if (paths.stream().allMatch(path -> heads.add(path.head()))) {
            return List.of();
        }
        PathTree tree = new PathTree(paths);
        Optional<PathTree.Pair> overlap = tree.firstOverlap();
        Optional<PathTree.Pair> pair = overlap.isPresent() ? overlap : tree.firstConflict();
        if (pair.isEmpty()) {
            return List.of();
        }
        Path one = paths.get(pair.get().first());
        Path two = paths.get(pair.get().second());
        String names = "The projection names " + FilterText.path(one, FilterText.USER) + " and "
                + FilterText.path(two, FilterText.USER);
        String rule = "must remove or rewrite one of these paths; path one: " + FilterText.dynamoPath(one)
                + ", path two: " + FilterText.dynamoPath(two);
        return List.of(
                overlap.isPresent()
                        ? Clause.PROJECTION.invalid(
                                names + ", where one holds the other: keep one of them.",
                                "Two document paths overlap with each other; " + rule)
                        : Clause.PROJECTION.invalid(
                                names + ", which read one value as both a map and a list: " + "keep one of them.",
                                "Two document paths conflict with each other; " + rule));
    }

    private static List<Problem> sizeProblems(Clause clause, String expression) {
        int bytes = expression.getBytes(StandardCharsets.UTF_8).length;
        if (bytes <= MAX_EXPRESSION_BYTES) {
            return List.of();
        }
        // keyslice's words: DynamoDB documents the 4 KB limit but keyslice has not seen its message.
        return List.of(new Problem(
                clause.field(),
                "The " + clause.member() + " keyslice writes is " + bytes + " bytes, but DynamoDB takes at most "
                        + MAX_EXPRESSION_BYTES + " (4 KB): shorten the " + clause.field() + ".",
                "Invalid " + clause.member() + ": the expression is " + bytes + " bytes, over the limit of "
                        + MAX_EXPRESSION_BYTES + " bytes"));
    }
}
