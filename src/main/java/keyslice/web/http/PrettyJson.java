package keyslice.web.http;

import java.util.Map;
import keyslice.domain.expression.QueryInput;
import keyslice.domain.expression.ReadOption;
import keyslice.domain.filter.ItemValue;

/**
 * A request, its names and its values written as {@link Json#pretty} writes them (Jackson's default pretty printer:
 * two spaces a level, {@code " : "} between a name and its value, {@code "{ }"} for an empty object, and its string
 * escapes), by hand: the output shows all three at every keystroke, and the mapper's setting up cost more than the
 * text. {@code JsonTest} compares every text with the mapper's own.
 */
final class PrettyJson implements QueryInput.Members {

    private static final char[] HEX = "0123456789ABCDEF".toCharArray();

    private final StringBuilder out = new StringBuilder(512);
    /** The request's members written so far: the first one opens its line without a comma. */
    private int members;

    private PrettyJson() {}

    static String request(QueryInput input) {
        PrettyJson json = new PrettyJson();
        json.out.append('{');
        input.writeTo(json);
        json.close(json.members == 0, 0);
        return json.out.toString();
    }

    static String names(Map<String, String> names) {
        PrettyJson json = new PrettyJson();
        json.names(names, 0);
        return json.out.toString();
    }

    static String values(Map<String, ItemValue.Scalar> values) {
        PrettyJson json = new PrettyJson();
        json.values(values, 0);
        return json.out.toString();
    }

    @Override
    public void tableName(String tableName) {
        member("TableName").string(tableName);
    }

    @Override
    public void indexName(String indexName) {
        member("IndexName").string(indexName);
    }

    @Override
    public void keyConditionExpression(String expression) {
        member("KeyConditionExpression").string(expression);
    }

    @Override
    public void filterExpression(String expression) {
        member("FilterExpression").string(expression);
    }

    @Override
    public void projectionExpression(String expression) {
        member("ProjectionExpression").string(expression);
    }

    @Override
    public void expressionAttributeNames(Map<String, String> names) {
        member("ExpressionAttributeNames").names(names, 1);
    }

    @Override
    public void expressionAttributeValues(Map<String, ItemValue.Scalar> values) {
        member("ExpressionAttributeValues").values(values, 1);
    }

    @Override
    public void scanIndexForward(boolean forward) {
        member("ScanIndexForward").out.append(forward);
    }

    @Override
    public void limit(int limit) {
        member("Limit").out.append(limit);
    }

    @Override
    public void select(String select) {
        member("Select").string(select);
    }

    @Override
    public void option(ReadOption option, String value) {
        member(option.member());
        if (option.isFlag()) {
            out.append(Boolean.parseBoolean(value));
        } else {
            string(value);
        }
    }

    private PrettyJson member(String name) {
        return field(name, members++ == 0, 1);
    }

    private void names(Map<String, String> names, int level) {
        out.append('{');
        boolean first = true;
        for (Map.Entry<String, String> name : names.entrySet()) {
            field(name.getKey(), first, level + 1).string(name.getValue());
            first = false;
        }
        close(names.isEmpty(), level);
    }

    private void values(Map<String, ItemValue.Scalar> values, int level) {
        out.append('{');
        boolean first = true;
        for (Map.Entry<String, ItemValue.Scalar> value : values.entrySet()) {
            field(value.getKey(), first, level + 1).scalar(value.getValue(), level + 1);
            first = false;
        }
        close(values.isEmpty(), level);
    }

    /** {@code {"S" : "text"}}, as DynamoDB's wire form writes a value, one level deeper. */
    private void scalar(ItemValue.Scalar value, int level) {
        out.append('{');
        value.accept(new ItemValue.Cases<Void>() {
            public Void string(ItemValue.S s) {
                field("S", true, level + 1).string(s.text());
                return null;
            }

            public Void number(ItemValue.N n) {
                field("N", true, level + 1).string(n.text());
                return null;
            }

            public Void binary(ItemValue.B b) {
                field("B", true, level + 1).string(b.base64());
                return null;
            }

            public Void bool(ItemValue.Bool bool) {
                field("BOOL", true, level + 1).out.append(bool.value());
                return null;
            }

            public Void nul(ItemValue.Null nul) {
                field("NULL", true, level + 1).out.append(true);
                return null;
            }
        });
        close(false, level);
    }

    /** A member's name on a line of its own at {@code level}, after a comma unless it is the object's {@code first}. */
    private PrettyJson field(String name, boolean first, int level) {
        out.append(first ? "\n" : ",\n");
        indent(level);
        string(name);
        out.append(" : ");
        return this;
    }

    private void close(boolean empty, int level) {
        if (empty) {
            out.append(" }");
        } else {
            out.append('\n');
            indent(level);
            out.append('}');
        }
    }

    private void indent(int level) {
        for (int i = 0; i < level; i++) {
            out.append("  ");
        }
    }

    /** A JSON string as Jackson escapes it: the quote, the backslash and control characters; nothing else. */
    private void string(String text) {
        out.append('"');
        int run = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c >= 0x20 && c != '"' && c != '\\') {
                continue;
            }
            out.append(text, run, i);
            run = i + 1;
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\b' -> out.append("\\b");
                case '\t' -> out.append("\\t");
                case '\f' -> out.append("\\f");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                default -> out.append("\\u00").append(HEX[c >> 4]).append(HEX[c & 0xF]);
            }
        }
        out.append(text, run, text.length()).append('"');
    }
}
