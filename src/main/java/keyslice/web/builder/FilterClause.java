package keyslice.web.builder;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import keyslice.domain.form.QueryForm;

/**
 * The filter's row builder ({@code edit=filter-add}): one clause from an attribute, an operator and a value, appended to
 * the filter text with AND or OR, so that the common cases need no syntax and the text stays the one source of truth.
 * Its inputs ({@code filterAttr}, {@code filterOp}, {@code filterValue}, {@code filterJoin}) are not URL parameters of a
 * state: the edit turns them into {@code filter} and they are gone.
 */
public final class FilterClause {

    public static final String EDIT = "filter-add";

    /** The row builder's operators, as the filter's syntax writes them. */
    public static final List<String> OPERATORS = List.of(
            "=", "<>", "<", "<=", ">", ">=", "begins_with", "contains", "attribute_exists", "attribute_not_exists");

    public static final List<String> JOINS = List.of("AND", "OR");

    /** A path the syntax reads as typed: names joined by dots, list indexes in brackets. */
    private static final Pattern PATH =
            Pattern.compile("[A-Za-z_][A-Za-z0-9_]*(?:\\.[A-Za-z_][A-Za-z0-9_]*|\\[\\d+])*");
    /** The grammar's words and literals, which a bare name cannot be. */
    private static final Pattern WORD =
            Pattern.compile("(?i)(?:^|\\.)(?:and|or|not|between|in|true|false|null)(?=$|[.\\[])");
    /** A JSON number, which stays a number; any other text becomes a JSON string. */
    private static final Pattern NUMBER = Pattern.compile("-?(?:0|[1-9]\\d*)(?:\\.\\d+)?(?:[eE][+-]?\\d+)?");

    private FilterClause() {}

    /** The form with the row's clause appended to its filter, or refused with what the row is missing. */
    static FormEdit.Result append(QueryForm form, Map<String, List<String>> params) {
        String attribute = param(params, "filterAttr").strip();
        String operator = param(params, "filterOp");
        String value = param(params, "filterValue");
        String join = param(params, "filterJoin").toUpperCase(Locale.ROOT);
        if (attribute.isEmpty()) {
            return FormEdit.Result.refused(
                    form, "filter", "To add a condition, name its attribute (such as status or address.city).");
        }
        if (!OPERATORS.contains(operator)) {
            return FormEdit.Result.refused(
                    form,
                    "filter",
                    "\"" + operator + "\" is not an operator of the condition row: use one of "
                            + String.join(" ", OPERATORS) + ".");
        }
        boolean takesValue = !operator.startsWith("attribute_");
        if (takesValue && value.isEmpty()) {
            return FormEdit.Result.refused(
                    form,
                    "filter",
                    "The condition " + attribute + " " + operator + " needs a value to compare "
                            + "with: type a number, true, false, null or any text.");
        }
        String path = path(attribute);
        String clause = switch (operator) {
            case "begins_with", "contains" -> operator + "(" + path + ", " + literal(value) + ")";
            case "attribute_exists", "attribute_not_exists" -> operator + "(" + path + ")";
            default -> path + " " + operator + " " + literal(value);
        };
        String filter = form.filter().strip();
        String joined = filter.isEmpty() ? clause : filter + " " + (JOINS.contains(join) ? join : "AND") + " " + clause;
        return FormEdit.Result.ok(form.toBuilder().filter(joined).build());
    }

    /** A path as typed when the syntax reads it as one, else the whole text as one name in backticks. */
    static String path(String attribute) {
        if (PATH.matcher(attribute).matches() && !WORD.matcher(attribute).find()) {
            return attribute;
        }
        return "`" + attribute.replace("`", "``") + "`";
    }

    /** A number, true, false or null as typed; any other text as a JSON string. */
    static String literal(String value) {
        if (NUMBER.matcher(value).matches() || value.equals("true") || value.equals("false") || value.equals("null")) {
            return value;
        }
        StringBuilder json = new StringBuilder("\"");
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            switch (c) {
                case '"' -> json.append("\\\"");
                case '\\' -> json.append("\\\\");
                case '\n' -> json.append("\\n");
                case '\r' -> json.append("\\r");
                case '\t' -> json.append("\\t");
                default -> json.append(c < 0x20 ? String.format(Locale.ROOT, "\\u%04x", (int) c) : String.valueOf(c));
            }
        }
        return json.append('"').toString();
    }

    private static String param(Map<String, List<String>> params, String name) {
        List<String> values = params.get(name);
        return values == null || values.isEmpty() ? "" : values.get(0);
    }
}
