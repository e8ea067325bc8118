package keyslice.snippets;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import keyslice.domain.expression.QueryInput;
import keyslice.domain.expression.ReadOption;
import keyslice.domain.filter.ItemValue;
import keyslice.domain.key.KeyQuery;
import keyslice.domain.key.KeyType;
import keyslice.domain.key.KeyValue;
import keyslice.domain.key.SortOperator;
import keyslice.snippets.GoSyntax.Field;

/**
 * A Go program with the AWS SDK for Go v2: the key condition from the {@code expression} package
 * ({@code expression.Key(...)}, {@code BeginsWith}, {@code Between}) and {@code dynamodb.NewQueryPaginator}, laid out
 * as gofmt lays it out ({@link GoSyntax}).
 */
final class GoTarget {

    private static final String ATTRIBUTE_VALUE = "github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue";
    private static final String EXPRESSION = "github.com/aws/aws-sdk-go-v2/feature/dynamodb/expression";

    private static final String PRINT_ITEM = """

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
            """;

    private GoTarget() {}

    static Code code(SnippetRequest request) {
        KeyQuery query = request.query();
        // expression.KeyBeginsWith takes a string prefix only: a begins_with on a B key is written out by hand. Its
        // KeyConditionBuilder joins one partition and one sort condition, so a multi-attribute key is written out too.
        // A filter or projection is written as keyslice writes it, and then so is the whole request: the expression
        // package's Build() numbers the names and values of every expression it builds, and would not know these.
        boolean builder = !query.multiAttribute()
                && request.expressions().isEmpty()
                && query.sortCondition()
                        .map(c -> !(c.condition().operator() == SortOperator.BEGINS_WITH
                                && c.sortKey().type() == KeyType.B))
                        .orElse(true);
        StringBuilder out = new StringBuilder(header(request, builder));
        out.append(imports(request, builder));
        if (builder) {
            out.append("\tkeyCond := ").append(keyCondition(query)).append('\n');
            out.append("""
                    \texpr, err := expression.NewBuilder().WithKeyCondition(keyCond).Build()
                    \tif err != nil {
                    \t\tlog.Fatal(err)
                    \t}
                    """);
        } else if (!request.expressions().isEmpty()) {
            out.append(
                            "\t// The filter or projection is written as keyslice writes it, and so is the key condition: the\n")
                    .append("\t// expression package would number every placeholder of the request itself.\n");
        } else {
            out.append(
                            "\t// The expression package's KeyBeginsWith takes only a string prefix: this begins_with on a binary\n")
                    .append("\t// key is written out by hand.\n");
        }
        Fields fields = new Fields(request, builder);
        request.input().writeTo(fields);
        out.append("\tinput := &dynamodb.QueryInput{\n")
                .append(GoSyntax.composite(fields.fields, "\t\t"))
                .append("\t}\n\n");
        out.append(GoSyntax.pages(request));
        return Code.program(out.append(request.counts() ? "" : PRINT_ITEM).toString());
    }

    /** The header, with the packages to get: the feature packages only where the program imports them. */
    private static String header(SnippetRequest request, boolean builder) {
        List<String> features = new ArrayList<>();
        if (!request.counts()) {
            features.add(ATTRIBUTE_VALUE);
        }
        if (builder) {
            features.add(EXPRESSION);
        }
        String get =
                "In a module: go get github.com/aws/aws-sdk-go-v2/config github.com/aws/aws-sdk-go-v2/service/dynamodb";
        String run = ", then: go run .";
        return features.isEmpty()
                ? GoSyntax.GO.header(request, "AWS SDK for Go v2", get + run)
                : GoSyntax.GO.header(request, "AWS SDK for Go v2", get, String.join(" ", features) + run);
    }

    /** The package clause, the imports, and main up to the client. */
    private static String imports(SnippetRequest request, boolean builder) {
        boolean counts = request.counts();
        return "package main\n\nimport (\n\t\"context\"\n" + (counts ? "" : "\t\"encoding/json\"\n") + """
                \t"fmt"
                \t"log"

                \t"github.com/aws/aws-sdk-go-v2/aws"
                \t"github.com/aws/aws-sdk-go-v2/config"
                """
                + (counts ? "" : "\t\"" + ATTRIBUTE_VALUE + "\"\n") + (builder ? "\t\"" + EXPRESSION + "\"\n" : "")
                + """
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

                """;
    }

    /** The fields of the QueryInput literal; with the expression {@code builder}, its key condition, names and values. */
    private static final class Fields implements QueryInput.Members {

        private final SnippetRequest request;
        private final boolean builder;
        private final List<Field> fields = new ArrayList<>();

        Fields(SnippetRequest request, boolean builder) {
            this.request = request;
            this.builder = builder;
        }

        private void string(String key, String text) {
            fields.add(new Field(key, "aws.String(" + GoSyntax.literal(text) + ")"));
        }

        @Override
        public void tableName(String tableName) {
            fields.add(new Field(
                    "TableName",
                    "aws.String(" + GoSyntax.literal(tableName) + ")",
                    request.tableMissing()
                            ? Comment.GO.line(Syntax.REPLACE_TABLE).strip()
                            : null,
                    false));
        }

        @Override
        public void indexName(String indexName) {
            string("IndexName", indexName);
        }

        @Override
        public void keyConditionExpression(String expression) {
            if (builder) {
                fields.add(new Field("KeyConditionExpression", "expr.KeyCondition()"));
                fields.add(new Field("ExpressionAttributeNames", "expr.Names()"));
                fields.add(new Field("ExpressionAttributeValues", "expr.Values()"));
            } else {
                string("KeyConditionExpression", expression);
            }
        }

        @Override
        public void expressionAttributeNames(Map<String, String> names) {
            if (!builder) {
                List<Field> entries = new ArrayList<>();
                names.forEach((placeholder, name) ->
                        entries.add(new Field(GoSyntax.literal(placeholder), GoSyntax.literal(name))));
                fields.add(new Field(
                        "ExpressionAttributeNames",
                        "map[string]string{\n" + GoSyntax.composite(entries, "\t\t\t") + "\t\t}",
                        null,
                        true));
            }
        }

        @Override
        public void expressionAttributeValues(Map<String, ItemValue.Scalar> values) {
            if (!builder) {
                List<Field> entries = new ArrayList<>();
                values.forEach((placeholder, value) ->
                        entries.add(new Field(GoSyntax.literal(placeholder), GoSyntax.attributeValue(value))));
                fields.add(new Field(
                        "ExpressionAttributeValues",
                        "map[string]types.AttributeValue{\n" + GoSyntax.composite(entries, "\t\t\t") + "\t\t}",
                        null,
                        true));
            }
        }

        @Override
        public void scanIndexForward(boolean forward) {
            fields.add(new Field("ScanIndexForward", "aws.Bool(" + forward + ")"));
        }

        @Override
        public void filterExpression(String expression) {
            string("FilterExpression", expression);
        }

        @Override
        public void projectionExpression(String expression) {
            string("ProjectionExpression", expression);
        }

        @Override
        public void select(String select) {
            // the one Select keyslice sends: QueryInput.SELECT_COUNT
            fields.add(new Field("Select", "types.SelectCount"));
        }

        @Override
        public void option(ReadOption option, String value) {
            // A word is the SDK's string type of the member's name: types.ReturnConsumedCapacity("TOTAL").
            fields.add(new Field(
                    option.member(),
                    option.isFlag()
                            ? "aws.Bool(" + value + ")"
                            : "types." + option.member() + "(" + GoSyntax.literal(value) + ")"));
        }

        @Override
        public void limit(int limit) {
            fields.add(new Field("Limit", "aws.Int32(" + limit + ")"));
        }
    }

    /** {@code expression.Key("PK").Equal(expression.Value("a")).\n\t\tAnd(expression.Key("SK").BeginsWith("b"))} */
    private static String keyCondition(KeyQuery query) {
        String partition = "expression.Key("
                + GoSyntax.literal(query.partitionKey().name()) + ").Equal(" + value(query.partitionValue()) + ")";
        return query.sortCondition()
                .map(c -> {
                    List<KeyValue> values = c.condition().values();
                    String key =
                            "expression.Key(" + GoSyntax.literal(c.sortKey().name()) + ").";
                    String sort = switch (c.condition().operator()) {
                        case EQ -> key + "Equal(" + value(values.get(0)) + ")";
                        case LT -> key + "LessThan(" + value(values.get(0)) + ")";
                        case LE -> key + "LessThanEqual(" + value(values.get(0)) + ")";
                        case GT -> key + "GreaterThan(" + value(values.get(0)) + ")";
                        case GE -> key + "GreaterThanEqual(" + value(values.get(0)) + ")";
                        case BETWEEN -> key + "Between(" + value(values.get(0)) + ", " + value(values.get(1)) + ")";
                        case BEGINS_WITH ->
                            key + "BeginsWith(" + GoSyntax.literal(values.get(0).wireText()) + ")";
                    };
                    return partition + ".\n\t\tAnd(" + sort + ")";
                })
                .orElse(partition);
    }

    /** {@code expression.Value("text")}; N as its decimal text, exact at any precision; B as bytes. */
    private static String value(KeyValue value) {
        return "expression.Value("
                + switch (value.type()) {
                    case S -> GoSyntax.literal(value.wireText());
                    case N -> GoSyntax.attributeValue(ItemValue.of(value));
                    case B -> "[]byte(" + GoSyntax.bytesLiteral(((KeyValue.BinaryValue) value).bytes()) + ")";
                }
                + ")";
    }
}
