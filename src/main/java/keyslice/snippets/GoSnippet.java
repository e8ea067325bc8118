package keyslice.snippets;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import keyslice.domain.key.KeyQuery;
import keyslice.domain.key.KeyType;
import keyslice.domain.key.KeyValue;
import keyslice.domain.expression.QueryInput;
import keyslice.domain.filter.AttributeValue;
import keyslice.domain.key.SortOperator;

/**
 * A Go program with the AWS SDK for Go v2: the key condition from the {@code expression} package
 * ({@code expression.Key(...)}, {@code BeginsWith}, {@code Between}) and {@code dynamodb.NewQueryPaginator}. Laid out as
 * gofmt lays it out (tabs, aligned key/value columns), so that gofmt leaves it unchanged.
 */
final class GoSnippet {

    private GoSnippet() {
    }

    /**
     * A Go interpreted string literal, with the escapes {@code strconv.Quote} uses. Go strings are
     * UTF-8, which has no form for a lone surrogate: such a char becomes U+FFFD, as it would on
     * any UTF-8 encoding of the text.
     */
    static String literal(String text) {
        return Quoting.quoted(text, "\"\\abfnrtv", cp -> Character.getType(cp) == Character.SURROGATE ? "\\ufffd"
                : cp < 0x80 ? String.format("\\x%02x", cp)
                // not \xNN: in Go that is a raw byte, and 0x80..0xff alone is not UTF-8
                : cp <= 0xffff ? String.format("\\u%04x", cp)
                : String.format("\\U%08x", cp));
    }

    /** A Go string literal holding exactly these bytes, for {@code []byte("...")}. */
    static String bytesLiteral(byte[] bytes) {
        return Quoting.asciiBytes(bytes);
    }

    /** One {@code key: value,} line of a composite literal; multi-line values break gofmt's alignment. */
    private record Field(String key, String value, String comment, boolean multiLine) {
    }

    static String code(SnippetRequest request) {
        KeyQuery query = request.query();
        // expression.KeyBeginsWith takes a string prefix only: a begins_with on a B key is written out by hand. Its
        // KeyConditionBuilder joins one partition and one sort condition, so a multi-attribute key is written out too.
        // A filter or projection is written as keyslice writes it, and then so is the whole request: the expression
        // package's Build() numbers the names and values of every expression it builds, and would not know these.
        boolean builder = !query.multiAttribute() && request.expressions().isEmpty() && query.sortCondition()
                .map(c -> !(c.condition().operator() == SortOperator.BEGINS_WITH && c.sortKey().type() == KeyType.B))
                .orElse(true);
        boolean counts = request.counts();
        StringBuilder out = new StringBuilder();
        out.append(Comment.GO.line("keyslice: " + request.title() + ", AWS SDK for Go v2."));
        out.append("// In a module: go get github.com/aws/aws-sdk-go-v2/config github.com/aws/aws-sdk-go-v2/service/dynamodb");
        List<String> features = new ArrayList<>();
        if (!counts) {
            features.add("github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue");
        }
        if (builder) {
            features.add("github.com/aws/aws-sdk-go-v2/feature/dynamodb/expression");
        }
        out.append(features.isEmpty() ? "" : "\n// " + String.join(" ", features)).append(", then: go run .\n");
        out.append("// Region, credentials and endpoint come from the environment (AWS_REGION, AWS_PROFILE, AWS_ENDPOINT_URL...).\n");
        out.append("""
                package main

                import (
                \t"context"
                """);
        out.append(counts ? "" : "\t\"encoding/json\"\n");
        out.append("""
                \t"fmt"
                \t"log"

                \t"github.com/aws/aws-sdk-go-v2/aws"
                \t"github.com/aws/aws-sdk-go-v2/config"
                """);
        out.append(counts ? "" : "\t\"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue\"\n");
        out.append(builder ? "\t\"github.com/aws/aws-sdk-go-v2/feature/dynamodb/expression\"\n" : "");
        out.append("""
                \t"github.com/aws/aws-sdk-go-v2/service/dynamodb"
                \t"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
                )

                func main() {
                \tctx := context.Background()
                \tcfg, err := config.LoadDefaultConfig(ctx)
                \tif err != nil {
                \t\tlog.Fatal(err)
                \t}
                \tclient := dynamodb.NewFromConfig(cfg)

                """);
        if (builder) {
            out.append("\tkeyCond := ").append(keyCondition(query)).append('\n');
            out.append("""
                    \texpr, err := expression.NewBuilder().WithKeyCondition(keyCond).Build()
                    \tif err != nil {
                    \t\tlog.Fatal(err)
                    \t}
                    """);
        } else if (!request.expressions().isEmpty()) {
            out.append("\t// The filter or projection is written as keyslice writes it, and so is the key condition: the\n")
                    .append("\t// expression package would number every placeholder of the request itself.\n");
        } else {
            out.append("\t// The expression package's KeyBeginsWith takes only a string prefix: this begins_with on a binary\n")
                    .append("\t// key is written out by hand.\n");
        }
        out.append("\tinput := &dynamodb.QueryInput{\n");

        List<Field> fields = new ArrayList<>();
        request.input().writeTo(new QueryInput.Members() {
            @Override
            public void tableName(String tableName) {
                fields.add(new Field("TableName", "aws.String(" + literal(tableName) + ")",
                        request.tableMissing() ? "// replace with your table's name" : null, false));
            }

            @Override
            public void indexName(String indexName) {
                fields.add(new Field("IndexName", "aws.String(" + literal(indexName) + ")", null, false));
            }

            @Override
            public void keyConditionExpression(String expression) {
                fields.add(new Field("KeyConditionExpression",
                        builder ? "expr.KeyCondition()" : "aws.String(" + literal(expression) + ")", null, false));
                if (builder) {
                    fields.add(new Field("ExpressionAttributeNames", "expr.Names()", null, false));
                    fields.add(new Field("ExpressionAttributeValues", "expr.Values()", null, false));
                }
            }

            @Override
            public void expressionAttributeNames(Map<String, String> names) {
                if (!builder) {
                    List<Field> entries = new ArrayList<>();
                    names.forEach((placeholder, name) -> entries.add(new Field(literal(placeholder), literal(name), null, false)));
                    fields.add(new Field("ExpressionAttributeNames", "map[string]string{\n" + literal(entries, "\t\t\t") + "\t\t}", null, true));
                }
            }

            @Override
            public void expressionAttributeValues(Map<String, AttributeValue.Scalar> values) {
                if (!builder) {
                    List<Field> entries = new ArrayList<>();
                    values.forEach((placeholder, value) -> entries.add(new Field(literal(placeholder), attributeValue(value), null, false)));
                    fields.add(new Field("ExpressionAttributeValues",
                            "map[string]types.AttributeValue{\n" + literal(entries, "\t\t\t") + "\t\t}", null, true));
                }
            }

            @Override
            public void scanIndexForward(boolean forward) {
                fields.add(new Field("ScanIndexForward", "aws.Bool(" + forward + ")", null, false));
            }

            @Override
            public void filterExpression(String expression) {
                fields.add(new Field("FilterExpression", "aws.String(" + literal(expression) + ")", null, false));
            }

            @Override
            public void projectionExpression(String expression) {
                fields.add(new Field("ProjectionExpression", "aws.String(" + literal(expression) + ")", null, false));
            }

            @Override
            public void select(String select) {
                // the one Select keyslice sends: QueryInput.SELECT_COUNT
                fields.add(new Field("Select", "types.SelectCount", null, false));
            }

            @Override
            public void consistentRead(boolean consistent) {
                fields.add(new Field("ConsistentRead", "aws.Bool(" + consistent + ")", null, false));
            }

            @Override
            public void limit(int limit) {
                fields.add(new Field("Limit", "aws.Int32(" + limit + ")", null, false));
            }
        });
        out.append(literal(fields, "\t\t")).append("\t}\n\n");

        out.append(pages(request));
        if (!counts) {
            out.append("""

                    // printItem prints an item as one line of JSON (binary values in base64, numbers with all their digits).
                    func printItem(item map[string]types.AttributeValue) {
                    \tvar doc map[string]any
                    \terr := attributevalue.UnmarshalMapWithOptions(item, &doc, func(o *attributevalue.DecoderOptions) {
                    \t\to.UseNumber = true
                    \t})
                    \tif err != nil {
                    \t\tlog.Fatal(err)
                    \t}
                    \tline, err := json.Marshal(doc)
                    \tif err != nil {
                    \t\tlog.Fatal(err)
                    \t}
                    \tfmt.Println(string(line))
                    }
                    """);
        }
        return out.toString();
    }

    /**
     * The end of main: NewQueryPaginator without a Limit; with one, a loop that stops once Limit items are read in all
     * (ScannedCount: a filter may keep fewer), each further page asking only for the items still missing, since the
     * paginator would send the same Limit with every page. Prints each item, or for Select COUNT one line with the
     * sums of Count and ScannedCount.
     */
    private static String pages(SnippetRequest request) {
        boolean counts = request.counts();
        StringBuilder out = new StringBuilder();
        if (counts) {
            out.append("""
                    \t// Select COUNT returns no items: add up each page's Count (the items the filter keeps)
                    \t// and ScannedCount (the items read), and print both as one line of JSON.
                    \tvar count, scanned int32
                    """);
        }
        String each = counts ? "\t\tcount += page.Count\n" : "\t\tfor _, item := range page.Items {\n\t\t\tprintItem(item)\n\t\t}\n";
        if (request.input().limit().isPresent()) {
            out.append("""
                    \t// Follow LastEvaluatedKey page by page. Limit caps the items read in all (ScannedCount;
                    \t// a filter may keep fewer): each further page asks only for the items still missing.
                    \tlimit := *input.Limit
                    """);
            out.append(counts ? "" : "\tvar scanned int32\n");
            out.append("""
                    \tfor {
                    \t\tpage, err := client.Query(ctx, input)
                    \t\tif err != nil {
                    \t\t\tlog.Fatal(err)
                    \t\t}
                    """).append(each).append("""
                    \t\tscanned += page.ScannedCount
                    \t\tif len(page.LastEvaluatedKey) == 0 || scanned >= limit {
                    \t\t\tbreak
                    \t\t}
                    \t\tinput.ExclusiveStartKey = page.LastEvaluatedKey
                    \t\tinput.Limit = aws.Int32(limit - scanned)
                    \t}
                    """);
        } else {
            out.append("""
                    \t// NewQueryPaginator follows LastEvaluatedKey page by page until the last page.
                    \tpaginator := dynamodb.NewQueryPaginator(client, input)
                    \tfor paginator.HasMorePages() {
                    \t\tpage, err := paginator.NextPage(ctx)
                    \t\tif err != nil {
                    \t\t\tlog.Fatal(err)
                    \t\t}
                    """).append(each).append(counts ? "\t\tscanned += page.ScannedCount\n" : "").append("\t}\n");
        }
        if (counts) {
            out.append("\tfmt.Printf(\"{\\\"Count\\\": %d, \\\"ScannedCount\\\": %d}\\n\", count, scanned)\n");
        }
        return out.append("}\n").toString();
    }

    /** {@code expression.Key("PK").Equal(expression.Value("a")).\n\t\tAnd(expression.Key("SK").BeginsWith("b"))} */
    private static String keyCondition(KeyQuery query) {
        String partition = "expression.Key(" + literal(query.partitionKey().name()) + ").Equal("
                + value(query.partitionValue()) + ")";
        return query.sortCondition().map(c -> {
            List<KeyValue> values = c.condition().values();
            String key = "expression.Key(" + literal(c.sortKey().name()) + ").";
            String sort = switch (c.condition().operator()) {
                case EQ -> key + "Equal(" + value(values.get(0)) + ")";
                case LT -> key + "LessThan(" + value(values.get(0)) + ")";
                case LE -> key + "LessThanEqual(" + value(values.get(0)) + ")";
                case GT -> key + "GreaterThan(" + value(values.get(0)) + ")";
                case GE -> key + "GreaterThanEqual(" + value(values.get(0)) + ")";
                case BETWEEN -> key + "Between(" + value(values.get(0)) + ", " + value(values.get(1)) + ")";
                case BEGINS_WITH -> key + "BeginsWith(" + literal(values.get(0).wireText()) + ")";
            };
            return partition + ".\n\t\tAnd(" + sort + ")";
        }).orElse(partition);
    }

    /** {@code expression.Value("text")}; N as its decimal text, exact at any precision; B as bytes. */
    private static String value(KeyValue value) {
        return "expression.Value(" + switch (value.type()) {
            case S -> literal(value.wireText());
            case N -> attributeValue(AttributeValue.of(value));
            case B -> "[]byte(" + bytesLiteral(((KeyValue.BinaryValue) value).bytes()) + ")";
        } + ")";
    }

    /**
     * The lines of a composite literal at this indentation. As gofmt does, consecutive single-line
     * entries align their values one space after the longest {@code key:}; an entry whose value
     * spans lines stands alone.
     */
    private static String literal(List<Field> fields, String indent) {
        StringBuilder out = new StringBuilder();
        int i = 0;
        while (i < fields.size()) {
            if (fields.get(i).multiLine()) {
                Field f = fields.get(i++);
                out.append(indent).append(f.key()).append(": ").append(f.value()).append(",\n");
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
                out.append(indent).append(key).append(" ".repeat(width - key.length() + 1)).append(f.value()).append(',');
                if (f.comment() != null) {
                    out.append(' ').append(f.comment());
                }
                out.append('\n');
            }
        }
        return out.toString();
    }

    /** {@code &types.AttributeValueMemberS{Value: "text"}}, {@code &types.AttributeValueMemberBOOL{Value: true}}... */
    private static String attributeValue(AttributeValue.Scalar value) {
        return value.accept(new AttributeValue.Cases<>() {
            public String string(AttributeValue.S s) {
                return "&types.AttributeValueMemberS{Value: " + literal(s.text()) + "}";
            }

            public String number(AttributeValue.N n) {
                return "&types.AttributeValueMemberN{Value: " + literal(n.text()) + "}";
            }

            public String binary(AttributeValue.B b) {
                return "&types.AttributeValueMemberB{Value: []byte(" + bytesLiteral(b.bytes()) + ")}";
            }

            public String bool(AttributeValue.Bool bool) {
                return "&types.AttributeValueMemberBOOL{Value: " + bool.value() + "}";
            }

            public String nul(AttributeValue.Null nul) {
                return "&types.AttributeValueMemberNULL{Value: true}";
            }
        });
    }
}
