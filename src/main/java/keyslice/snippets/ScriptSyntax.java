package keyslice.snippets;

import java.util.Map;
import keyslice.domain.filter.ItemValue;

/**
 * The syntax of the two script languages whose programs write the request as a map literal (a JavaScript object, a
 * Python dict, {@link RequestObject}) and follow its pages in a loop of their own ({@link #pages}): the js-client and
 * python-client targets differ in nothing else ({@link ClientTarget}).
 */
interface ScriptSyntax extends Syntax {

    /** One level of indentation. */
    String indent();

    /** The key of a request member in the map literal: {@code TableName}, {@code "TableName"}. */
    String key(String member);

    /** The language's string literal holding exactly {@code text}. */
    String string(String text);

    String bool(boolean value);

    /** What separates a statement from the comment that ends its line. */
    String gap();

    /** A value in DynamoDB's JSON as the low-level client takes it: {@code { S: "text" }}, {@code {"S": "text"}}. */
    String value(ItemValue.Scalar value);

    /** The start of the request's map literal, with the variable it is assigned to. */
    String open();

    /** The end of the request's map literal, and the blank lines after it. */
    String close();

    /**
     * The loop that follows LastEvaluatedKey, sending the request with {@code send} (an expression for one page),
     * printing each item or, for Select COUNT, one line with the sums of Count and ScannedCount. With a Limit it stops
     * once Limit items are read in all (ScannedCount: a filter may keep fewer), each further page asking only for the
     * items still missing.
     */
    String pages(SnippetRequest request, String send);

    /** A map literal one level in: each entry on a line of its own, with a comma after each. */
    default String map(Map<String, String> entries) {
        StringBuilder out = new StringBuilder("{\n");
        entries.forEach((key, value) -> out.append(indent())
                .append(indent())
                .append(key)
                .append(": ")
                .append(value)
                .append(",\n"));
        return out.append(indent()).append('}').toString();
    }
}
