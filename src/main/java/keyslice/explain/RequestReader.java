package keyslice.explain;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import keyslice.domain.JsonLine;
import keyslice.domain.expression.ReadOption;
import keyslice.domain.filter.FilterText;
import keyslice.domain.filter.ItemLines;
import keyslice.domain.filter.ItemValue;
import keyslice.domain.form.FormBuilder;
import keyslice.domain.form.Problem;
import keyslice.domain.form.QueryForm;

/**
 * A Query request in DynamoDB JSON ({@code {"TableName": …, "KeyConditionExpression": …}}) read into the builder's form.
 * Every problem DynamoDB would report comes back at once; members the form has no field for are notes, never lost
 * silently.
 */
final class RequestReader {

    /** Members read into the form; anything else is a note. */
    private static final Set<String> READ = Set.of(
            "TableName",
            "IndexName",
            "KeyConditionExpression",
            "KeyConditions",
            "FilterExpression",
            "QueryFilter",
            "ConditionalOperator",
            "ProjectionExpression",
            "AttributesToGet",
            Placeholders.NAMES,
            Placeholders.VALUES,
            "ScanIndexForward",
            "Limit",
            "Select");

    /** The table name keyslice's programs write when the state names none (see keyslice.snippets). */
    private static final String NO_TABLE = "YOUR_TABLE";

    private final Map<?, ?> request;
    private final List<Problem> problems = new ArrayList<>();
    private final List<String> notes;
    private final FormBuilder form = QueryForm.builder();

    private RequestReader(Map<?, ?> request, List<String> notes) {
        this.request = request;
        this.notes = new ArrayList<>(notes);
    }

    static Explanation read(Map<?, ?> request, Explanation.Source source, List<String> notes) {
        return new RequestReader(request, notes).explanation(source);
    }

    private Explanation explanation(Explanation.Source source) {
        boolean keyed = request.containsKey("KeyConditionExpression") || request.containsKey("KeyConditions");
        if (!keyed) {
            String operation = request.containsKey("Statement")
                    ? "ExecuteStatement"
                    : request.containsKey("Key") ? "GetItem" : "Scan";
            notes.add("A Query needs a KeyConditionExpression; without one this reads as a " + operation
                    + " request, which keyslice names but does not build.");
            return new Explanation(source, operation, Optional.empty(), problems, notes);
        }
        mixed("KeyConditions", "KeyConditionExpression");
        mixed("QueryFilter", "FilterExpression");
        mixed("AttributesToGet", "ProjectionExpression");
        Placeholders placeholders = new Placeholders(names(), values(), problems);
        int before = problems.size();
        boolean keys = keyCondition(placeholders);
        boolean filtered = filter(placeholders);
        boolean projected = projection(placeholders);
        if (problems.size() == before && keys && filtered && projected) {
            placeholders.reportUnused();
        }
        options();
        request.keySet().stream()
                .map(String::valueOf)
                .filter(member ->
                        !READ.contains(member) && ReadOption.named(member).isEmpty())
                .forEach(member -> notes.add(member + " is not part of what the builder sets (" + note(member)
                        + "); the state leaves it out."));
        QueryForm built = form.build();
        return new Explanation(source, "Query", keys ? Optional.of(built) : Optional.empty(), problems, notes);
    }

    private static String note(String member) {
        return switch (member) {
            case "ExclusiveStartKey" -> "the Query starts after that key; the builder's Run pages from the start";
            case "ReturnConsumedCapacity" -> "keyslice shows the cost of every page without it";
            default -> "not a Query parameter keyslice reads";
        };
    }

    private void mixed(String legacy, String expression) {
        if (request.containsKey(legacy) && request.containsKey(expression)) {
            problems.add(new Problem(
                    legacy,
                    "The request has both " + legacy + " and " + expression + "; use one of them.",
                    "Can not use both expression and non-expression parameters in the same request: Non-expression parameters: {"
                            + legacy + "} Expression parameters: {" + expression + "}"));
        }
    }

    private Map<String, String> names() {
        Map<String, String> names = new LinkedHashMap<>();
        Object member = request.get(Placeholders.NAMES);
        if (member == null) {
            return names;
        }
        if (!(member instanceof Map<?, ?> map)) {
            problems.add(shape(Placeholders.NAMES, "a JSON object of #placeholders and names"));
            return names;
        }
        map.forEach((key, value) -> {
            if (value instanceof String name) {
                names.put(String.valueOf(key), name);
            } else {
                problems.add(
                        shape(Placeholders.NAMES, "an object whose values are names (strings); " + key + " is not"));
            }
        });
        return names;
    }

    private Map<String, ItemValue> values() {
        Map<String, ItemValue> values = new LinkedHashMap<>();
        Object member = request.get(Placeholders.VALUES);
        if (member == null) {
            return values;
        }
        if (!(member instanceof Map<?, ?> map)) {
            problems.add(shape(Placeholders.VALUES, "a JSON object of :placeholders and values in DynamoDB JSON"));
            return values;
        }
        map.forEach((key, value) -> ItemLines.value(value, Placeholders.VALUES, String.valueOf(key), problems)
                .ifPresent(read -> values.put(String.valueOf(key), read)));
        return values;
    }

    private boolean keyCondition(Placeholders placeholders) {
        List<KeyConditionReader.Term> terms;
        if (request.get("KeyConditions") instanceof Map<?, ?> legacy) {
            terms = LegacyConditions.keyTerms(legacy, problems);
        } else if (request.get("KeyConditionExpression") instanceof String expression) {
            try {
                terms = KeyConditionReader.read(expression, placeholders, problems);
            } catch (KeyConditionReader.Unreadable e) {
                problems.add(syntax(KeyConditionReader.CLAUSE, expression, e.at, e.getMessage()));
                return false;
            }
        } else {
            problems.add(shape(
                    request.containsKey("KeyConditions") ? "KeyConditions" : KeyConditionReader.CLAUSE,
                    request.containsKey("KeyConditions") ? "a JSON object of attributes and conditions" : "a string"));
            return false;
        }
        if (terms.isEmpty()) {
            return false;
        }
        if (request.get("TableName") instanceof String table && !table.equals(NO_TABLE)) {
            form.table(table);
        } else if (NO_TABLE.equals(request.get("TableName"))) {
            notes.add(NO_TABLE + " is the name keyslice's programs write for a table not named; the state names none.");
        }
        if (request.get("IndexName") instanceof String index) {
            form.index(index);
        }
        if (terms.stream()
                .anyMatch(term -> !term.written().isEmpty() && !term.written().startsWith("#"))) {
            form.names("minimal");
        }
        return KeyForm.fill(form, terms, problems, notes);
    }

    private boolean filter(Placeholders placeholders) {
        if (request.get("QueryFilter") instanceof Map<?, ?> legacy) {
            LegacyConditions.filter(legacy, request.get("ConditionalOperator"), problems)
                    .ifPresent(form::filter);
            return true;
        }
        Optional<String> text = rewrite("FilterExpression", placeholders);
        text.ifPresent(form::filter);
        return text.isPresent() || !request.containsKey("FilterExpression");
    }

    private boolean projection(Placeholders placeholders) {
        if (request.get("AttributesToGet") instanceof List<?> names) {
            form.project(String.join(
                    ", ",
                    names.stream()
                            .map(name -> FilterText.name(String.valueOf(name)))
                            .toList()));
            return true;
        }
        Optional<String> text = rewrite("ProjectionExpression", placeholders);
        text.ifPresent(form::project);
        return text.isPresent() || !request.containsKey("ProjectionExpression");
    }

    private Optional<String> rewrite(String member, Placeholders placeholders) {
        Object expression = request.get(member);
        if (expression == null) {
            return Optional.empty();
        }
        if (!(expression instanceof String text)) {
            problems.add(shape(member, "a string"));
            return Optional.empty();
        }
        try {
            return placeholders.rewrite(text, member);
        } catch (ExpressionTokens.Unexpected e) {
            problems.add(syntax(member, text, e.at, e.getMessage()));
            return Optional.empty();
        }
    }

    private void options() {
        Object forward = request.get("ScanIndexForward");
        if (Boolean.FALSE.equals(forward)) {
            form.order("desc");
        } else if (forward != null && !(forward instanceof Boolean)) {
            problems.add(shape("ScanIndexForward", "true or false"));
        }
        for (ReadOption option : ReadOption.values()) {
            readOption(option, request.get(option.member()));
        }
        Object limit = request.get("Limit");
        if (limit instanceof JsonLine.Number number) {
            form.limit(number.text());
        } else if (limit != null) {
            problems.add(shape("Limit", "a number"));
        }
        Object select = request.get("Select");
        if ("COUNT".equals(select)) {
            form.select("count");
        } else if ("ALL_PROJECTED_ATTRIBUTES".equals(select)) {
            notes.add(
                    "Select ALL_PROJECTED_ATTRIBUTES returns what the index projects; the builder leaves Select out, which on an "
                            + "index returns the same attributes when the index projects them all.");
        } else if (select != null && !"ALL_ATTRIBUTES".equals(select) && !"SPECIFIC_ATTRIBUTES".equals(select)) {
            problems.add(new Problem(
                    "Select",
                    "Select is one of ALL_ATTRIBUTES, ALL_PROJECTED_ATTRIBUTES, SPECIFIC_ATTRIBUTES and COUNT.",
                    "1 validation error detected: Value '" + select
                            + "' at 'select' failed to satisfy constraint: Member must satisfy enum value "
                            + "set: [SPECIFIC_ATTRIBUTES, COUNT, ALL_ATTRIBUTES, ALL_PROJECTED_ATTRIBUTES]"));
        }
    }

    /** A read option's member into its field: a flag's true, or one of its words other than DynamoDB's default. */
    private void readOption(ReadOption option, Object value) {
        if (value == null) {
            return;
        }
        if (option.isFlag() ? !(value instanceof Boolean) : !option.words().contains(value)) {
            problems.add(shape(
                    option.member(),
                    option.isFlag() ? "true or false" : "one of " + String.join(", ", option.words())));
        } else if (!value.toString().equals(option.defaultValue())) {
            option.field().set(form, List.of(value.toString().toLowerCase(Locale.ROOT)));
        }
    }

    static Problem shape(String member, String what) {
        return new Problem(member, member + " is " + what + ".", member + " must be " + what);
    }

    /** An expression keyslice cannot read, in DynamoDB's words for a syntax error, with the token where it stopped. */
    static Problem syntax(String member, String expression, int at, String why) {
        String token =
                at >= expression.length() ? "<EOF>" : expression.substring(at, Math.min(expression.length(), at + 1));
        String near = expression.substring(Math.max(0, at - 20), Math.min(expression.length(), at + 10));
        return new Problem(
                member,
                "The " + member + " cannot be read at character " + (at + 1) + ": " + why + ".",
                "Invalid " + member + ": Syntax error; token: \"" + token + "\", near: \"" + near + "\"");
    }
}
