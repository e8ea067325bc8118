package keyslice.snippets;

import java.util.List;
import keyslice.domain.filter.ItemValue;

/**
 * Java 11+ with the AWS SDK for Java 2.x: its string literal, its maps ({@code Map.of}), its values for the SDK, and
 * what both Java targets' page loops share.
 */
enum JavaSyntax implements Syntax {
    JAVA;

    /** {@code Map.of} takes at most this many pairs; beyond it the code uses {@code Map.ofEntries}. */
    private static final int MAP_OF_MAX = 10;

    /** How far a statement inside the client's try block is indented. */
    static final String STATEMENT = " ".repeat(12);

    /** How far an argument of the request's builder chain is indented. */
    static final String ARGUMENT = " ".repeat(24);

    /** Select COUNT's one line of output, the sums over every page. */
    static final String PRINT_COUNTS = STATEMENT
            + "System.out.println(\"{\\\"Count\\\": \" + count + \", \\\"ScannedCount\\\": \" + scanned + \"}\");\n";

    /**
     * A Java string literal. Controls are written as octal escapes and LF/CR as {@code \n}/{@code \r},
     * never as {@code \\u000a}: javac turns unicode escapes into characters before it reads the
     * literal, so {@code "\\u000a"} would be a line break inside the string and not compile.
     */
    static String literal(String text) {
        return Quoting.quoted(
                text,
                "\"\\bfnrt",
                cp -> cp < 0x80
                        ? String.format("\\%03o", cp)
                        // lone surrogates included: the walk yields each as a code point of its own
                        : cp <= 0xffff ? String.format("\\u%04x", cp) : Quoting.utf16Escapes(cp, "\\u"));
    }

    /** How both Java programs are saved and run, with these artifacts on the classpath. */
    static String[] setup(String... classpath) {
        String[] lines = classpath.clone();
        lines[0] = "Save as Main.java; compile and run with " + lines[0];
        lines[lines.length - 1] += " on the classpath.";
        return lines;
    }

    @Override
    public Comment comment() {
        return Comment.JAVA;
    }

    @Override
    public String credentials() {
        return "Region, credentials and endpoint come from the environment (AWS_REGION, AWS_PROFILE, AWS_ENDPOINT_URL...).";
    }

    /**
     * The variables both Java targets' page loops add to: Count and ScannedCount for Select COUNT, and with a Limit the
     * items still to read (ScannedCount, since a filter may keep fewer).
     */
    static String counters(SnippetRequest request) {
        boolean counts = request.counts();
        String out = counts
                ? JAVA.comments(STATEMENT, COUNTED) + STATEMENT + "int count = 0;\n" + STATEMENT + "int scanned = 0;\n"
                : "";
        if (request.input().limit().isPresent()) {
            out += JAVA.comments(STATEMENT, LIMITED) + STATEMENT + "int limit = request.limit();\n"
                    + (counts ? "" : STATEMENT + "int scanned = 0;\n");
        }
        return out;
    }

    /** {@code Map.of(\n k, v,\n k, v)}, each pair on a line of its own at this indentation. */
    static String mapOf(List<String[]> pairs, String indentation) {
        String indent = "\n" + indentation;
        StringBuilder out = new StringBuilder();
        boolean entries = pairs.size() > MAP_OF_MAX;
        out.append(entries ? "Map.ofEntries(" : "Map.of(");
        for (int i = 0; i < pairs.size(); i++) {
            out.append(indent);
            String[] p = pairs.get(i);
            out.append(entries ? "Map.entry(" + p[0] + ", " + p[1] + ")" : p[0] + ", " + p[1]);
            if (i < pairs.size() - 1) {
                out.append(',');
            }
        }
        return out.append(')').toString();
    }

    /** {@code AttributeValue.fromS("text")}, {@code AttributeValue.fromBool(true)}... */
    static String value(ItemValue.Scalar value) {
        return value.accept(new ItemValue.Cases<>() {
            public String string(ItemValue.S s) {
                return "AttributeValue.fromS(" + literal(s.text()) + ")";
            }

            public String number(ItemValue.N n) {
                return "AttributeValue.fromN(" + literal(n.text()) + ")";
            }

            public String binary(ItemValue.B b) {
                return "AttributeValue.fromB(SdkBytes.fromByteArray(Base64.getDecoder().decode(" + literal(b.base64())
                        + ")))";
            }

            public String bool(ItemValue.Bool bool) {
                return "AttributeValue.fromBool(" + bool.value() + ")";
            }

            public String nul(ItemValue.Null nul) {
                return "AttributeValue.fromNul(true)";
            }
        });
    }
}
