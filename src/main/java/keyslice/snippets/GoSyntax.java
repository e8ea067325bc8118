package keyslice.snippets;

import java.util.List;
import keyslice.domain.filter.ItemValue;

/**
 * Go with the AWS SDK for Go v2, laid out as gofmt lays it out (tabs, aligned key/value columns), so that gofmt
 * leaves it unchanged: its string and bytes literals, its composite literals and its values for the SDK.
 */
enum GoSyntax implements Syntax {
    GO;

    /**
     * A Go interpreted string literal, with the escapes {@code strconv.Quote} uses. Go strings are
     * UTF-8, which has no form for a lone surrogate: such a char becomes U+FFFD, as it would on
     * any UTF-8 encoding of the text.
     */
    static String literal(String text) {
        return Quoting.quoted(
                text,
                "\"\\abfnrtv",
                cp -> Character.getType(cp) == Character.SURROGATE
                        ? "\\ufffd"
                        : cp < 0x80
                                ? String.format("\\x%02x", cp)
                                // not \xNN: in Go that is a raw byte, and 0x80..0xff alone is not UTF-8
                                : cp <= 0xffff ? String.format("\\u%04x", cp) : String.format("\\U%08x", cp));
    }

    /** A Go string literal holding exactly these bytes, for {@code []byte("...")}. */
    static String bytesLiteral(byte[] bytes) {
        return Quoting.asciiBytes(bytes);
    }

    @Override
    public Comment comment() {
        return Comment.GO;
    }

    @Override
    public String credentials() {
        return "Region, credentials and endpoint come from the environment (AWS_REGION, AWS_PROFILE, AWS_ENDPOINT_URL...).";
    }

    /** One {@code key: value,} line of a composite literal; multi-line values break gofmt's alignment. */
    record Field(String key, String value, String comment, boolean multiLine) {

        /** A one-line field without a comment. */
        Field(String key, String value) {
            this(key, value, null, false);
        }
    }

    /**
     * The lines of a composite literal at this indentation. As gofmt does, consecutive single-line
     * entries align their values one space after the longest {@code key:}; an entry whose value
     * spans lines stands alone.
     */
    static String composite(List<Field> fields, String indent) {
        StringBuilder out = new StringBuilder();
        int i = 0;
        while (i < fields.size()) {
            if (fields.get(i).multiLine()) {
                Field f = fields.get(i++);
                out.append(indent)
                        .append(f.key())
                        .append(": ")
                        .append(f.value())
                        .append(",\n");
                continue;
            }
            int end = i;
            int width = 0;
            while (end < fields.size() && !fields.get(end).multiLine()) {
                width = Math.max(width, fields.get(end).key().length() + 1);
                end++;
            }
            for (; i < end; i++) {
                Field f = fields.get(i);
                String key = f.key() + ":";
                out.append(indent)
                        .append(key)
                        .append(" ".repeat(width - key.length() + 1))
                        .append(f.value())
                        .append(',');
                if (f.comment() != null) {
                    out.append(' ').append(f.comment());
                }
                out.append('\n');
            }
        }
        return out.toString();
    }

    /** {@code &types.AttributeValueMemberS{Value: "text"}}, {@code &types.AttributeValueMemberBOOL{Value: true}}... */
    static String attributeValue(ItemValue.Scalar value) {
        return value.accept(new ItemValue.Cases<>() {
            public String string(ItemValue.S s) {
                return "&types.AttributeValueMemberS{Value: " + literal(s.text()) + "}";
            }

            public String number(ItemValue.N n) {
                return "&types.AttributeValueMemberN{Value: " + literal(n.text()) + "}";
            }

            public String binary(ItemValue.B b) {
                return "&types.AttributeValueMemberB{Value: []byte(" + bytesLiteral(b.bytes()) + ")}";
            }

            public String bool(ItemValue.Bool bool) {
                return "&types.AttributeValueMemberBOOL{Value: " + bool.value() + "}";
            }

            public String nul(ItemValue.Null nul) {
                return "&types.AttributeValueMemberNULL{Value: true}";
            }
        });
    }

    /**
     * The end of main: NewQueryPaginator without a Limit; with one, a loop that stops once Limit items are read in all
     * (ScannedCount: a filter may keep fewer), each further page asking only for the items still missing, since the
     * paginator would send the same Limit with every page. Prints each item, or for Select COUNT one line with the
     * sums of Count and ScannedCount.
     */
    static String pages(SnippetRequest request) {
        boolean counts = request.counts();
        StringBuilder out =
                new StringBuilder(counts ? GO.comments("\t", COUNTED) + "\tvar count, scanned int32\n" : "");
        String each = counts
                ? "\t\tcount += page.Count\n"
                : "\t\tfor _, item := range page.Items {\n\t\t\tprintItem(item)\n\t\t}\n";
        String failed = "\t\tif err != nil {\n\t\t\tlog.Fatal(err)\n\t\t}\n";
        if (request.input().limit().isPresent()) {
            out.append(GO.comments("\t", LIMITED))
                    .append("\tlimit := *input.Limit\n")
                    .append(counts ? "" : "\tvar scanned int32\n");
            out.append("\tfor {\n\t\tpage, err := client.Query(ctx, input)\n")
                    .append(failed)
                    .append(each)
                    .append("""
                    \t\tscanned += page.ScannedCount
                    \t\tif len(page.LastEvaluatedKey) == 0 || scanned >= limit {
                    \t\t\tbreak
                    \t\t}
                    \t\tinput.ExclusiveStartKey = page.LastEvaluatedKey
                    \t\tinput.Limit = aws.Int32(limit - scanned)
                    \t}
                    """);
        } else {
            out.append(GO.comments("\t", Syntax.followedBy("NewQueryPaginator")));
            out.append("\tpaginator := dynamodb.NewQueryPaginator(client, input)\n\tfor paginator.HasMorePages() {\n");
            out.append("\t\tpage, err := paginator.NextPage(ctx)\n")
                    .append(failed)
                    .append(each)
                    .append(counts ? "\t\tscanned += page.ScannedCount\n" : "")
                    .append("\t}\n");
        }
        if (counts) {
            out.append("\tfmt.Printf(\"{\\\"Count\\\": %d, \\\"ScannedCount\\\": %d}\\n\", count, scanned)\n");
        }
        return out.append("}\n").toString();
    }
}
