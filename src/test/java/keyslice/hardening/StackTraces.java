package keyslice.hardening;

import java.util.List;
import java.util.regex.Pattern;

/** What an answer's body must never show: a stack trace or the name of an exception. */
final class StackTraces {

    /** The one place keyslice's own output legitimately names an exception: the generated Java snippet. */
    private static final Pattern SNIPPET_THROW = Pattern.compile("throw new IllegalStateException\\(");

    private static final Pattern FRAME = Pattern.compile("(?m)^\\s*at [\\w$]+(\\.[\\w$<>]+)+\\([^)]*\\)");
    private static final Pattern QUALIFIED_THROWABLE = Pattern.compile(
            "\\b(java|javax|jakarta|keyslice|io\\.javalin|org\\.eclipse|software\\.amazon|com\\.fasterxml|gg\\.jte)\\.[\\w.$]*(Exception|Error)\\b");

    private StackTraces() {}

    /** Why this body looks like it carries a stack trace or an exception, or null when it does not. */
    static String in(String body) {
        String text = SNIPPET_THROW.matcher(body).replaceAll("");
        for (String needle : List.of(
                "\tat ",
                "at keyslice.",
                "at io.javalin",
                "at org.eclipse",
                "at java.base",
                "Caused by: ",
                "Exception in thread",
                "Exception",
                "NullPointer",
                "StackOverflow",
                "OutOfMemory")) {
            if (text.contains(needle)) {
                return "contains \"" + needle.replace("\t", "\\t") + "\"";
            }
        }
        if (FRAME.matcher(text).find()) {
            return "contains a stack frame line";
        }
        var m = QUALIFIED_THROWABLE.matcher(text);
        if (m.find()) {
            return "names the throwable " + m.group();
        }
        return null;
    }
}
