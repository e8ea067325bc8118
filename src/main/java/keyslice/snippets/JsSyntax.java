package keyslice.snippets;

import keyslice.domain.filter.ItemValue;

/** JavaScript (an ES module for Node.js): its string literal, its values for the SDK and its page loop. */
enum JsSyntax implements ScriptSyntax {
    JAVASCRIPT;

    /** Where the JavaScript programs start counting: Select COUNT returns no items. */
    static final String COUNT_START = JAVASCRIPT.comments("", COUNTED) + "let count = 0;\n";

    /** A double-quoted JavaScript string literal (ES2015+: non-BMP escapes use {@code \\u{...}}). */
    static String literal(String text) {
        return Quoting.quoted(
                text,
                "\"\\bfnrtv",
                cp -> cp <= 0xff
                        ? String.format("\\x%02x", cp)
                        : cp <= 0xffff ? String.format("\\u%04x", cp) : String.format("\\u{%x}", cp));
    }

    /** How a JavaScript program is installed and run, with these npm packages. */
    static String install(String packages) {
        return "npm install " + packages + ", save as query.mjs, run: node query.mjs";
    }

    /** The line a JavaScript program prints for Select COUNT, with the items read in {@code scanned}. */
    static String printCount(String scanned) {
        return "console.log(JSON.stringify({ Count: count, ScannedCount: " + scanned + " }));\n";
    }

    /** What one page does with its items: print each, or add up Select COUNT's Count. */
    static String each(SnippetRequest request) {
        return request.counts() ? "count += page.Count ?? 0;" : "for (const item of page.Items ?? []) printItem(item);";
    }

    @Override
    public Comment comment() {
        return Comment.JAVASCRIPT;
    }

    @Override
    public String credentials() {
        return "Region, credentials and endpoint come from the environment (AWS_REGION, AWS_PROFILE, AWS_ENDPOINT_URL...).";
    }

    @Override
    public String indent() {
        return "  ";
    }

    @Override
    public String key(String member) {
        return member;
    }

    @Override
    public String string(String text) {
        return literal(text);
    }

    @Override
    public String bool(boolean value) {
        return Boolean.toString(value);
    }

    @Override
    public String gap() {
        return " ";
    }

    @Override
    public String open() {
        return "const input = {\n";
    }

    @Override
    public String close() {
        return "};\n\n";
    }

    @Override
    public String pages(SnippetRequest request, String send) {
        StringBuilder out = new StringBuilder();
        boolean counts = request.counts();
        if (request.input().limit().isPresent()) {
            out.append(comments("", LIMITED)).append(counts ? COUNT_START : "");
            out.append("const limit = input.Limit;\nlet read = 0;\nfor (;;) {\n");
            out.append("  const page = await ")
                    .append(send)
                    .append(";\n  ")
                    .append(each(request))
                    .append('\n');
            out.append("""
                      read += page.ScannedCount ?? 0;
                      if (!page.LastEvaluatedKey || read >= limit) break;
                      input.ExclusiveStartKey = page.LastEvaluatedKey;
                      input.Limit = limit - read;
                    }
                    """);
            out.append(counts ? printCount("read") : "");
        } else {
            out.append(comments("", TO_THE_LAST_PAGE)).append(counts ? COUNT_START + "let scanned = 0;\n" : "");
            out.append("do {\n  const page = await ")
                    .append(send)
                    .append(";\n  ")
                    .append(each(request))
                    .append('\n');
            out.append(counts ? "  scanned += page.ScannedCount ?? 0;\n" : "");
            out.append("""
                      input.ExclusiveStartKey = page.LastEvaluatedKey;
                    } while (input.ExclusiveStartKey);
                    """);
            out.append(counts ? printCount("scanned") : "");
        }
        return out.toString();
    }

    /**
     * The loop over the pages an SDK's {@code paginator} follows ({@code pages}, an async iterable of them), printing
     * each item or, for Select COUNT, one line with the sums of Count and ScannedCount.
     */
    static String paginated(SnippetRequest request, String paginator, String pages) {
        boolean counts = request.counts();
        return JAVASCRIPT.comments("", Syntax.followedBy(paginator))
                + (counts ? COUNT_START + "let scanned = 0;\n" : "")
                + "for await (const page of " + pages + ") {\n  " + each(request) + "\n"
                + (counts ? "  scanned += page.ScannedCount ?? 0;\n" : "") + "}\n"
                + (counts ? printCount("scanned") : "");
    }

    /** {@code { S: "text" }}, {@code { BOOL: true }}... */
    @Override
    public String value(ItemValue.Scalar value) {
        return value.accept(new ItemValue.Cases<>() {
            public String string(ItemValue.S s) {
                return "{ S: " + literal(s.text()) + " }";
            }

            public String number(ItemValue.N n) {
                return "{ N: " + literal(n.text()) + " }";
            }

            public String binary(ItemValue.B b) {
                return "{ B: Buffer.from(" + literal(b.base64()) + ", \"base64\") }";
            }

            public String bool(ItemValue.Bool bool) {
                return "{ BOOL: " + bool.value() + " }";
            }

            public String nul(ItemValue.Null nul) {
                return "{ NULL: true }";
            }
        });
    }
}
