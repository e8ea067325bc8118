package keyslice.snippets;

import java.util.Map;
import java.util.StringJoiner;
import keyslice.domain.filter.ItemValue;

/** A POSIX shell's and the AWS CLI's syntax: words, JSON parameters and comments. */
enum ShellSyntax implements Syntax {
    SHELL;

    @Override
    public Comment comment() {
        return Comment.SHELL;
    }

    @Override
    public String credentials() {
        return "Region and credentials come from your AWS configuration (AWS_REGION, AWS_PROFILE...).";
    }

    /**
     * One word for a POSIX shell (sh, dash, bash, zsh): the text itself when it holds only characters
     * that are never special, else the text in single quotes with each {@code '} written as
     * {@code '\''}. Inside single quotes nothing is special, not {@code $}, backticks, backslashes,
     * {@code !} (bash's history expansion does not apply there) nor newlines. The text must not
     * contain NUL, which no shell word can hold.
     *
     * <p>Exact for scripts. Pasted into an interactive shell, raw control characters (ESC, ^A, a
     * newline...) are read as editing keys by readline before the shell sees the quotes; the CLI
     * program therefore quotes only JSON text, where every control and invisible character is an
     * escape.
     */
    static String shellWord(String text) {
        if (text.indexOf('\0') >= 0) {
            throw new IllegalArgumentException("a shell word cannot contain NUL");
        }
        if (shellSafe(text)) {
            return text;
        }
        return "'" + text.replace("'", "'\\''") + "'";
    }

    /**
     * Whether the POSIX shell reads {@code text} literally without quotes ({@code [A-Za-z0-9_@%+=:,./-]+}: no glob,
     * tilde, comment or expansion), matched by hand: every argument of every CLI program is asked.
     */
    private static boolean shellSafe(String text) {
        if (text.isEmpty()) {
            return false;
        }
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            boolean safe = (c >= 'A' && c <= 'Z')
                    || (c >= 'a' && c <= 'z')
                    || (c >= '0' && c <= '9')
                    || "_@%+=:,./-".indexOf(c) >= 0;
            if (!safe) {
                return false;
            }
        }
        return true;
    }

    /** A JSON string (RFC 8259), e.g. for the AWS CLI's JSON parameters. */
    static String json(String text) {
        return Quoting.quoted(text, "\"\\bfnrt", cp -> Quoting.utf16Escapes(cp, "\\u"));
    }

    /** {@code {"#pk": "PK", "#sk": "SK"}} */
    static String namesJson(Map<String, String> names) {
        StringJoiner json = new StringJoiner(", ", "{", "}");
        names.forEach((placeholder, name) -> json.add(json(placeholder) + ": " + json(name)));
        return json.toString();
    }

    /** {@code {":pk": {"S": "DRIVE#a91"}, ":sk": {"B": "AAE="}, ":f1": {"BOOL": true}}}, as DynamoDB's JSON wire form. */
    static String valuesJson(Map<String, ItemValue.Scalar> values) {
        StringJoiner json = new StringJoiner(", ", "{", "}");
        values.forEach((placeholder, value) -> json.add(json(placeholder) + ": " + valueJson(value)));
        return json.toString();
    }

    private static String valueJson(ItemValue.Scalar value) {
        return value.accept(new ItemValue.Cases<>() {
            public String string(ItemValue.S s) {
                return "{\"S\": " + json(s.text()) + "}";
            }

            public String number(ItemValue.N n) {
                return "{\"N\": " + json(n.text()) + "}";
            }

            public String binary(ItemValue.B b) {
                return "{\"B\": " + json(b.base64()) + "}";
            }

            public String bool(ItemValue.Bool bool) {
                return "{\"BOOL\": " + bool.value() + "}";
            }

            public String nul(ItemValue.Null nul) {
                return "{\"NULL\": true}";
            }
        });
    }
}
