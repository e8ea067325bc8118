package keyslice.domain.key;

/** DynamoDB's ValidationException texts that keyslice repeats word for word. */
public final class Messages {

    private Messages() {}

    public static final String BEGINS_WITH_ON_NUMBER =
            "Invalid KeyConditionExpression: Incorrect operand type for operator or function; "
                    + "operator or function: begins_with, operand type: N";

    public static final String HASH_KEY_TOO_LONG = "One or more parameter values were invalid: "
            + "Size of hashkey has exceeded the maximum size limit of2048 bytes";

    public static final String RANGE_KEY_TOO_LONG = "One or more parameter values were invalid: "
            + "Aggregated size of all range keys has exceeded the size limit of 1024 bytes";

    public static String betweenOrder(KeyValue lower, KeyValue upper) {
        return "Invalid KeyConditionExpression: The BETWEEN operator requires upper bound to be greater than or equal to lower bound; "
                + "lower bound operand: AttributeValue: {" + lower.type() + ":" + lower.wireText() + "}, "
                + "upper bound operand: AttributeValue: {" + upper.type() + ":" + upper.wireText() + "}";
    }

    public static String invalidValue(String message, String placeholder) {
        return "ExpressionAttributeValues contains invalid value: " + message + " for key " + placeholder;
    }

    public static String nameConstraint(String value, String member, String constraint) {
        return "1 validation error detected: Value '" + value + "' at '" + member + "' failed to satisfy constraint: "
                + constraint;
    }
}
