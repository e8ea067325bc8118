package keyslice.conformance;

import java.util.List;
import java.util.Map;

/**
 * keyslice's rejection rules as the differential and message tests name them, and whether dynalite checks each:
 * dynalite has no operator count, expression size or placeholder length limit, and no limit on IN's operands.
 */
final class ValidationRules {

    /** Message start to rule name; the first match wins. */
    private static final Map<String, String> RULES = new java.util.LinkedHashMap<>();

    static {
        RULES.put("Invalid FilterExpression: Syntax error", "syntax error");
        RULES.put("Invalid FilterExpression: Invalid function name", "unknown function");
        RULES.put("Invalid FilterExpression: Incorrect number of operands", "operand count");
        RULES.put("Invalid FilterExpression: Incorrect operand type", "operand type");
        RULES.put("Invalid FilterExpression: Invalid attribute type name", "attribute type name");
        RULES.put("Invalid FilterExpression: Operator or function requires a document path", "document path required");
        RULES.put("Invalid FilterExpression: The function is not allowed to be used this way", "function misused");
        RULES.put("Invalid FilterExpression: The first operand must be distinct", "operand compared with itself");
        RULES.put(
                "Invalid FilterExpression: The BETWEEN operator requires same data type",
                "BETWEEN bounds of two types");
        RULES.put("Invalid FilterExpression: The BETWEEN operator requires upper bound", "BETWEEN bounds reversed");
        RULES.put("Filter Expression can only contain non-primary key attributes", "key attribute in filter");
        RULES.put("Invalid FilterExpression: The expression contains too many operators", "over 300 operators");
        RULES.put(
                "Invalid FilterExpression: The IN operator is provided with too many operands", "over 100 IN operands");
        RULES.put("Invalid FilterExpression: the expression is", "over 4 KB");
        RULES.put("a placeholder is at most", "placeholder over 255 bytes");
    }

    private static final List<String> UNCHECKED_BY_DYNALITE =
            List.of("over 300 operators", "over 100 IN operands", "over 4 KB", "placeholder over 255 bytes");

    private ValidationRules() {}

    static String rule(String message) {
        return RULES.entrySet().stream()
                .filter(e -> message.startsWith(e.getKey()))
                .map(Map.Entry::getValue)
                .findFirst()
                .orElse("other: " + message);
    }

    /** Whether dynalite checks at least one of the rules these messages state. */
    static boolean dynaliteChecks(List<String> messages) {
        return messages.stream().map(ValidationRules::rule).anyMatch(rule -> !UNCHECKED_BY_DYNALITE.contains(rule));
    }
}
