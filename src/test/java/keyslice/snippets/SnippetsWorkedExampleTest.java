package keyslice.snippets;

import static keyslice.snippets.SnippetsFixtures.built;
import static keyslice.snippets.SnippetsFixtures.codeById;
import static keyslice.snippets.SnippetsFixtures.drive;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import keyslice.domain.expression.BuiltQuery;
import org.junit.jupiter.api.Test;

/**
 * The worked example in each language, and the members it writes only when they are set.
 */
class SnippetsWorkedExampleTest {

    @Test
    void theWorkedExampleInEachLanguage() {
        Map<String, String> code = codeById(built(drive().build()));
        assertEquals("""
                # keyslice: Query on table Drive, AWS CLI v2 in a POSIX shell.
                # Region and credentials come from your AWS configuration (AWS_REGION, AWS_PROFILE...).
                # The CLI follows LastEvaluatedKey itself and prints every page as one result.
                aws dynamodb query \\
                    --table-name=Drive \\
                    --key-condition-expression '#pk = :pk AND begins_with(#sk, :sk)' \\
                    --expression-attribute-names '{"#pk": "PK", "#sk": "SK"}' \\
                    --expression-attribute-values '{":pk": {"S": "DRIVE#a91"}, ":sk": {"S": "root/photos/"}}'
                """, code.get("cli"));
        assertTrue(code.get("js-client").contains("""
                const input = {
                  TableName: "Drive",
                  KeyConditionExpression: "#pk = :pk AND begins_with(#sk, :sk)",
                  ExpressionAttributeNames: {
                    "#pk": "PK",
                    "#sk": "SK",
                  },
                  ExpressionAttributeValues: {
                    ":pk": { S: "DRIVE#a91" },
                    ":sk": { S: "root/photos/" },
                  },
                };
                """), code.get("js-client"));
        assertTrue(code.get("python-client").contains("""
                request = {
                    "TableName": "Drive",
                    "KeyConditionExpression": "#pk = :pk AND begins_with(#sk, :sk)",
                    "ExpressionAttributeNames": {
                        "#pk": "PK",
                        "#sk": "SK",
                    },
                    "ExpressionAttributeValues": {
                        ":pk": {"S": "DRIVE#a91"},
                        ":sk": {"S": "root/photos/"},
                    },
                }
                """), code.get("python-client"));
        assertTrue(code.get("java-client").contains("""
                        QueryRequest request = QueryRequest.builder()
                                .tableName("Drive")
                                .keyConditionExpression("#pk = :pk AND begins_with(#sk, :sk)")
                                .expressionAttributeNames(Map.of(
                                        "#pk", "PK",
                                        "#sk", "SK"))
                                .expressionAttributeValues(Map.of(
                                        ":pk", AttributeValue.fromS("DRIVE#a91"),
                                        ":sk", AttributeValue.fromS("root/photos/")))
                                .build();
                """), code.get("java-client"));
        assertTrue(code.get("java-client").contains("""
                            client.queryPaginator(request).items().stream()
                                    .map(item -> EnhancedDocument.fromAttributeValueMap(item).toJson())
                                    .forEach(System.out::println);
                """), code.get("java-client"));
        assertTrue(code.get("go").contains("""
                \tkeyCond := expression.Key("PK").Equal(expression.Value("DRIVE#a91")).
                \t\tAnd(expression.Key("SK").BeginsWith("root/photos/"))
                \texpr, err := expression.NewBuilder().WithKeyCondition(keyCond).Build()
                \tif err != nil {
                \t\tlog.Fatal(err)
                \t}
                \tinput := &dynamodb.QueryInput{
                \t\tTableName:                 aws.String("Drive"),
                \t\tKeyConditionExpression:    expr.KeyCondition(),
                \t\tExpressionAttributeNames:  expr.Names(),
                \t\tExpressionAttributeValues: expr.Values(),
                \t}

                \t// NewQueryPaginator follows LastEvaluatedKey page by page until the last page.
                \tpaginator := dynamodb.NewQueryPaginator(client, input)
                """), code.get("go"));
        assertTrue(code.get("js-document").contains("""
                  ExpressionAttributeValues: {
                    ":pk": "DRIVE#a91",
                    ":sk": "root/photos/",
                  },
                };
                """), code.get("js-document"));
        assertTrue(code.get("js-document")
                .contains("for await (const page of paginateQuery({ client: documentClient }, input)) {"));
        assertTrue(code.get("python-resource").contains("""
                table = boto3.resource("dynamodb").Table("Drive")

                request = {
                    "KeyConditionExpression": Key("PK").eq("DRIVE#a91") & Key("SK").begins_with("root/photos/"),
                }
                """), code.get("python-resource"));
        assertTrue(code.get("java-enhanced").contains("""
                        TableSchema<EnhancedDocument> schema = TableSchema.documentSchemaBuilder()
                                .addIndexPartitionKey(TableMetadata.primaryIndexName(), "PK", AttributeValueType.S)
                                .addIndexSortKey(TableMetadata.primaryIndexName(), "SK", AttributeValueType.S)
                                .attributeConverterProviders(AttributeConverterProvider.defaultProvider())
                                .build();
                        QueryEnhancedRequest request = QueryEnhancedRequest.builder()
                                .queryConditional(QueryConditional.sortBeginsWith(Key.builder().partitionValue("DRIVE#a91").sortValue("root/photos/").build()))
                                .build();
                """), code.get("java-enhanced"));
        assertTrue(code.get("dynamodb-toolbox").contains("""
                const table = new Table({
                  documentClient,
                  name: "Drive",
                  partitionKey: { name: "PK", type: "string" },
                  sortKey: { name: "SK", type: "string" },
                });

                const command = table.build(QueryCommand).query({
                  partition: "DRIVE#a91",
                  range: { beginsWith: "root/photos/" },
                });
                """), code.get("dynamodb-toolbox"));
        // every program follows LastEvaluatedKey: itself, or through its SDK's paginator
        Map<String, String> paging = Map.of(
                "js-client",
                "ExclusiveStartKey",
                "js-document",
                "paginateQuery(",
                "python-client",
                "ExclusiveStartKey",
                "python-resource",
                "ExclusiveStartKey",
                "java-client",
                "queryPaginator(",
                "java-enhanced",
                ".query(request)",
                "go",
                "dynamodb.NewQueryPaginator(",
                "dynamodb-toolbox",
                ".paginate()");
        paging.forEach((id, marker) -> {
            assertTrue(code.get(id).contains(marker), id);
            assertTrue(code.get(id).contains("LastEvaluatedKey") || code.get(id).contains("lastEvaluatedKey"), id);
        });
    }

    @Test
    void indexOrderAndLimitAppearOnlyWhenSet() {
        Map<String, String> plain = codeById(built(drive().build()));
        Map<String, String> full =
                codeById(built(drive().index("byOwner").order("desc").limit("7").build()));
        Map<String, List<String>> markers = Map.of(
                "cli", List.of("--index-name=byOwner", "--no-scan-index-forward", "--page-size 7", "--max-items 7"),
                "js-client", List.of("IndexName: \"byOwner\"", "ScanIndexForward: false", "Limit: 7"),
                "js-document", List.of("IndexName: \"byOwner\"", "ScanIndexForward: false", "Limit: 7"),
                "python-client", List.of("\"IndexName\": \"byOwner\"", "\"ScanIndexForward\": False", "\"Limit\": 7"),
                "python-resource", List.of("\"IndexName\": \"byOwner\"", "\"ScanIndexForward\": False", "\"Limit\": 7"),
                "java-client", List.of(".indexName(\"byOwner\")", ".scanIndexForward(false)", ".limit(7)"),
                "java-enhanced", List.of("table.index(\"byOwner\")", ".scanIndexForward(false)", ".limit(7)"),
                "go", List.of("IndexName:", "ScanIndexForward:          aws.Bool(false)", "aws.Int32(7)"),
                "dynamodb-toolbox", List.of("index: \"byOwner\"", "reverse: true", "limit: 7"));
        markers.forEach((id, list) -> list.forEach(marker -> {
            assertTrue(full.get(id).contains(marker), id + " has " + marker);
            assertFalse(plain.get(id).contains(marker), id + " lacks " + marker);
        }));
        // the CLI's --limit would turn its paging off and read one page only
        assertFalse(full.get("cli").contains("    --limit "));
        assertTrue(
                full.get("cli").contains("# Limit 7: --page-size 7 sends Limit=7 with each request and --max-items 7"));
    }

    @Test
    void minimalNamesLeaveOutExpressionAttributeNames() {
        BuiltQuery b = built(drive().names("minimal").build());
        assertTrue(b.expressionAttributeNames().isEmpty());
        // the targets that send keyslice's expression; the builders (Key(...), QueryConditional, the expression
        // package, the toolbox) write their own
        for (Snippet s : Snippets.of(b, List.of("cli", "js-client", "js-document", "python-client", "java-client"))) {
            assertFalse(
                    s.code().toLowerCase().contains("expressionattributenames")
                            || s.code().contains("--expression-attribute-names"),
                    s.id());
            assertTrue(s.code().contains("PK = :pk AND begins_with(SK, :sk)"), s.id());
        }
    }
}
