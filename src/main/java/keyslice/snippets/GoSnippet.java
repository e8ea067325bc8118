package keyslice.snippets;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import keyslice.domain.KeyValue;
import keyslice.domain.QueryInput;

/**
 * A Go program with the AWS SDK for Go v2, laid out as gofmt lays it out (tabs, aligned key/value
 * columns), so that gofmt leaves it unchanged.
 */
final class GoSnippet {

    private GoSnippet() {
    }

    /** One {@code key: value,} line of a composite literal; multi-line values break gofmt's alignment. */
    private record Field(String key, String value, String comment, boolean multiLine) {
    }

    static String code(SnippetRequest request) {
        StringBuilder out = new StringBuilder();
        out.append("// keyslice: ").append(request.title()).append(", AWS SDK for Go v2.\n");
        out.append("// In a module: go get github.com/aws/aws-sdk-go-v2/config github.com/aws/aws-sdk-go-v2/service/dynamodb\n");
        out.append("// github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue, then: go run .\n");
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

                \tinput := &dynamodb.QueryInput{
                """);

        List<Field> fields = new ArrayList<>();
        request.input().writeTo(new QueryInput.Members() {
            @Override
            public void tableName(String tableName) {
                fields.add(new Field("TableName", "aws.String(" + Quoting.go(tableName) + ")",
                        request.tableMissing() ? "// replace with your table's name" : null, false));
            }

            @Override
            public void indexName(String indexName) {
                fields.add(new Field("IndexName", "aws.String(" + Quoting.go(indexName) + ")", null, false));
            }

            @Override
            public void keyConditionExpression(String expression) {
                fields.add(new Field("KeyConditionExpression", "aws.String(" + Quoting.go(expression) + ")", null, false));
            }

            @Override
            public void expressionAttributeNames(Map<String, String> names) {
                List<Field> entries = new ArrayList<>();
                names.forEach((placeholder, name) -> entries.add(new Field(Quoting.go(placeholder), Quoting.go(name), null, false)));
                fields.add(new Field("ExpressionAttributeNames", "map[string]string{\n" + literal(entries, "\t\t\t") + "\t\t}", null, true));
            }

            @Override
            public void expressionAttributeValues(Map<String, KeyValue> values) {
                List<Field> entries = new ArrayList<>();
                values.forEach((placeholder, value) -> entries.add(new Field(Quoting.go(placeholder), value(value), null, false)));
                fields.add(new Field("ExpressionAttributeValues",
                        "map[string]types.AttributeValue{\n" + literal(entries, "\t\t\t") + "\t\t}", null, true));
            }

            @Override
            public void scanIndexForward(boolean forward) {
                fields.add(new Field("ScanIndexForward", "aws.Bool(" + forward + ")", null, false));
            }

            @Override
            public void limit(int limit) {
                fields.add(new Field("Limit", "aws.Int32(" + limit + ")", null, false));
            }
        });
        out.append(literal(fields, "\t\t")).append("\t}\n\n");

        if (request.input().limit().isPresent()) {
            out.append("""
                    \t// Follow LastEvaluatedKey page by page. Limit caps the items read in all:
                    \t// each further page asks only for the items still missing.
                    \tlimit := *input.Limit
                    \tvar read int32
                    \tfor {
                    \t\tpage, err := client.Query(ctx, input)
                    \t\tif err != nil {
                    \t\t\tlog.Fatal(err)
                    \t\t}
                    \t\tfor _, item := range page.Items {
                    \t\t\tprintItem(item)
                    \t\t}
                    \t\tread += page.Count
                    \t\tif len(page.LastEvaluatedKey) == 0 || read >= limit {
                    \t\t\tbreak
                    \t\t}
                    \t\tinput.ExclusiveStartKey = page.LastEvaluatedKey
                    \t\tinput.Limit = aws.Int32(limit - read)
                    \t}
                    }
                    """);
        } else {
            out.append("""
                    \t// Follow LastEvaluatedKey page by page until the last page.
                    \tfor {
                    \t\tpage, err := client.Query(ctx, input)
                    \t\tif err != nil {
                    \t\t\tlog.Fatal(err)
                    \t\t}
                    \t\tfor _, item := range page.Items {
                    \t\t\tprintItem(item)
                    \t\t}
                    \t\tif len(page.LastEvaluatedKey) == 0 {
                    \t\t\tbreak
                    \t\t}
                    \t\tinput.ExclusiveStartKey = page.LastEvaluatedKey
                    \t}
                    }
                    """);
        }
        out.append("""

                // printItem prints an item as one line of JSON (binary values in base64, numbers as strings).
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

    private static String value(KeyValue value) {
        return switch (value.type()) {
            case S -> "&types.AttributeValueMemberS{Value: " + Quoting.go(value.wireText()) + "}";
            case N -> "&types.AttributeValueMemberN{Value: " + Quoting.go(value.wireText()) + "}";
            case B -> "&types.AttributeValueMemberB{Value: []byte("
                    + Quoting.goBytes(((KeyValue.BinaryValue) value).bytes()) + ")}";
        };
    }
}
