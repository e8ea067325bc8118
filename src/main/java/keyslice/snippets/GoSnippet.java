package keyslice.snippets;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import keyslice.domain.KeyQuery;
import keyslice.domain.KeyType;
import keyslice.domain.KeyValue;
import keyslice.domain.QueryInput;
import keyslice.domain.filter.AttributeValue;
import keyslice.domain.SortOperator;

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
        boolean builder = !query.multiAttribute() && query.sortCondition()
                .map(c -> !(c.condition().operator() == SortOperator.BEGINS_WITH && c.sortKey().type() == KeyType.B))
                .orElse(true);
        StringBuilder out = new StringBuilder();
        out.append("// keyslice: ").append(request.title()).append(", AWS SDK for Go v2.\n");
        out.append("// In a module: go get github.com/aws/aws-sdk-go-v2/config github.com/aws/aws-sdk-go-v2/service/dynamodb\n");
        out.append("// github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue");
        out.append(builder ? " github.com/aws/aws-sdk-go-v2/feature/dynamodb/expression" : "").append(", then: go run .\n");
        out.append("// Region, credentials and endpoint come from the environment (AWS_REGION, AWS_PROFILE, AWS_ENDPOINT_URL...).\n");
        out.append("""
                package main

                import (
                \t"context"
                \t"encoding/json"
                \t"fmt"
                \t"log"

                \t"github.com/aws/aws-sdk-go-v2/aws"
                \t"github.com/aws/aws-sdk-go-v2/config"
                \t"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
                """);
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
            public void expressionAttributeValues(Map<String, AttributeValue.Scalar> scalars) {
                Map<String, KeyValue> values = SnippetRequest.keyValues(scalars);
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
                throw SnippetRequest.unwritten();
            }

            @Override
            public void projectionExpression(String expression) {
                throw SnippetRequest.unwritten();
            }

            @Override
            public void select(String select) {
                throw SnippetRequest.unwritten();
            }

            @Override
            public void consistentRead(boolean consistent) {
                throw SnippetRequest.unwritten();
            }

            @Override
            public void limit(int limit) {
                fields.add(new Field("Limit", "aws.Int32(" + limit + ")", null, false));
            }
        });
        out.append(literal(fields, "\t\t")).append("\t}\n\n");

        if (request.input().limit().isPresent()) {
            out.append("""
                    \t// NewQueryPaginator follows LastEvaluatedKey page by page, each page asking for up to Limit items;
                    \t// Limit caps the items read in all, so stop once Limit items are printed.
                    \tlimit := int(*input.Limit)
                    \tread := 0
                    \tpaginator := dynamodb.NewQueryPaginator(client, input)
                    \tfor paginator.HasMorePages() && read < limit {
                    \t\tpage, err := paginator.NextPage(ctx)
                    \t\tif err != nil {
                    \t\t\tlog.Fatal(err)
                    \t\t}
                    \t\tfor _, item := range page.Items {
                    \t\t\tif read < limit {
                    \t\t\t\tprintItem(item)
                    \t\t\t\tread++
                    \t\t\t}
                    \t\t}
                    \t}
                    }
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
                    \t\tfor _, item := range page.Items {
                    \t\t\tprintItem(item)
                    \t\t}
                    \t}
                    }
                    """);
        }
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
        return out.toString();
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
            case N -> attributeValue(value);
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

    private static String attributeValue(KeyValue value) {
        return switch (value.type()) {
            case S -> "&types.AttributeValueMemberS{Value: " + literal(value.wireText()) + "}";
            case N -> "&types.AttributeValueMemberN{Value: " + literal(value.wireText()) + "}";
            case B -> "&types.AttributeValueMemberB{Value: []byte("
                    + bytesLiteral(((KeyValue.BinaryValue) value).bytes()) + ")}";
        };
    }
}
