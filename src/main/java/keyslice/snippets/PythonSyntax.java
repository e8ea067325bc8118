package keyslice.snippets;

import keyslice.domain.filter.ItemValue;

/** Python 3 with boto3: its string and bytes literals, its values for the client and its page loop. */
enum PythonSyntax implements ScriptSyntax {
    PYTHON;

    /** How both Python programs are installed and run. */
    static final String INSTALL = "pip install boto3, save as query.py, run: python3 query.py";

    /** A double-quoted Python 3 string literal. */
    static String literal(String text) {
        return Quoting.quoted(
                text,
                "\"\\nrt",
                cp -> cp <= 0xff
                        ? String.format("\\x%02x", cp)
                        : cp <= 0xffff ? String.format("\\u%04x", cp) : String.format("\\U%08x", cp));
    }

    /** A Python 3 bytes literal: printable ASCII as itself, every other byte as {@code \xNN}. */
    static String bytesLiteral(byte[] bytes) {
        return "b" + Quoting.asciiBytes(bytes);
    }

    static String boolLiteral(boolean value) {
        return value ? "True" : "False";
    }

    @Override
    public Comment comment() {
        return Comment.PYTHON;
    }

    /** boto3 reads {@code AWS_DEFAULT_REGION}, not {@code AWS_REGION}. */
    @Override
    public String credentials() {
        return "Region, credentials and endpoint come from the environment (AWS_DEFAULT_REGION, AWS_PROFILE, AWS_ENDPOINT_URL...).";
    }

    @Override
    public String indent() {
        return "    ";
    }

    @Override
    public String key(String member) {
        return literal(member);
    }

    @Override
    public String string(String text) {
        return literal(text);
    }

    @Override
    public String bool(boolean value) {
        return boolLiteral(value);
    }

    /** PEP 8: two spaces before an inline comment. */
    @Override
    public String gap() {
        return "  ";
    }

    @Override
    public String open() {
        return "request = {\n";
    }

    @Override
    public String close() {
        return "}\n\n\n";
    }

    @Override
    public String pages(SnippetRequest request, String send) {
        boolean counts = request.counts();
        String countStart = comments("", COUNTED) + "count = 0\n";
        String each = counts
                ? "    count += page[\"Count\"]\n"
                : "    for item in page[\"Items\"]:\n        print_item(item)\n";
        StringBuilder out = new StringBuilder();
        if (request.input().limit().isPresent()) {
            out.append(comments("", LIMITED)).append(counts ? countStart : "");
            out.append("limit = request[\"Limit\"]\nread = 0\nwhile True:\n");
            out.append("    page = ").append(send).append('\n').append(each);
            out.append("""
                        read += page["ScannedCount"]
                        if "LastEvaluatedKey" not in page or read >= limit:
                            break
                        request["ExclusiveStartKey"] = page["LastEvaluatedKey"]
                        request["Limit"] = limit - read
                    """);
            out.append(counts ? printCount("read") : "");
        } else {
            out.append(comments("", TO_THE_LAST_PAGE)).append(counts ? countStart + "scanned = 0\n" : "");
            out.append("while True:\n    page = ").append(send).append('\n').append(each);
            out.append(counts ? "    scanned += page[\"ScannedCount\"]\n" : "");
            out.append("""
                        if "LastEvaluatedKey" not in page:
                            break
                        request["ExclusiveStartKey"] = page["LastEvaluatedKey"]
                    """);
            out.append(counts ? printCount("scanned") : "");
        }
        return out.toString();
    }

    private static String printCount(String scanned) {
        return "print(json.dumps({\"Count\": count, \"ScannedCount\": " + scanned + "}))\n";
    }

    /** {@code {"S": "text"}}, {@code {"BOOL": True}}... */
    @Override
    public String value(ItemValue.Scalar value) {
        return value.accept(new ItemValue.Cases<>() {
            public String string(ItemValue.S s) {
                return "{\"S\": " + literal(s.text()) + "}";
            }

            public String number(ItemValue.N n) {
                return "{\"N\": " + literal(n.text()) + "}";
            }

            public String binary(ItemValue.B b) {
                return "{\"B\": " + bytesLiteral(b.bytes()) + "}";
            }

            public String bool(ItemValue.Bool bool) {
                return "{\"BOOL\": " + boolLiteral(bool.value()) + "}";
            }

            public String nul(ItemValue.Null nul) {
                return "{\"NULL\": True}";
            }
        });
    }
}
