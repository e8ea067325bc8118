package keyslice.snippets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.regex.Pattern;
import keyslice.domain.compile.Compilation;
import keyslice.domain.compile.QueryCompiler;
import keyslice.domain.expression.BuiltQuery;
import keyslice.domain.form.FormBuilder;
import keyslice.domain.form.QueryForm;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** What each snippet says and leaves out; the programs themselves run in {@link SnippetExecutionTest}. */
class SnippetsTest {

    private static BuiltQuery built(QueryForm form) {
        Compilation c = QueryCompiler.compile(form);
        if (c instanceof Compilation.Invalid invalid) {
            throw new AssertionError("not valid: " + invalid.problems());
        }
        return ((Compilation.Valid) c).built();
    }

    private static FormBuilder drive() {
        return QueryForm.builder()
                .table("Drive")
                .pk("PK")
                .pkValue("DRIVE#a91")
                .sk("SK")
                .op("begins_with")
                .value("root/photos/");
    }

    private static Map<String, String> codeById(BuiltQuery built) {
        Map<String, String> code = new java.util.LinkedHashMap<>();
        Snippets.all(built).forEach(s -> code.put(s.id(), s.code()));
        return code;
    }

    /** The targets the page's chooser and the API's code= offer; their ids are part of the API. */
    static final List<String> IDS = List.of(
            "cli",
            "js-client",
            "js-document",
            "python-client",
            "python-resource",
            "java-client",
            "java-enhanced",
            "go",
            "dynamodb-toolbox");

    @Test
    void nineTargetsInDisplayOrder() {
        List<Snippet> all = Snippets.all(built(drive().build()));
        assertEquals(IDS, all.stream().map(Snippet::id).toList());
        assertEquals(IDS, Snippets.IDS);
        assertEquals(
                List.of("shell", "javascript", "javascript", "python", "python", "java", "java", "go", "javascript"),
                all.stream().map(Snippet::language).toList());
        assertEquals(
                List.of(
                        "AWS CLI",
                        "JavaScript (SDK v3 client)",
                        "JavaScript (DocumentClient)",
                        "Python (boto3 client)",
                        "Python (boto3 Table)",
                        "Java (SDK v2 client)",
                        "Java (enhanced client)",
                        "Go (SDK v2)",
                        "dynamodb-toolbox"),
                all.stream().map(Snippet::label).toList());
        all.forEach(s -> assertTrue(s.code().endsWith("\n") && !s.code().endsWith("\n\n"), s.id()));
        all.forEach(s -> assertTrue(s.program(), s.id()));
        assertThrows(IllegalArgumentException.class, () -> Snippets.of(built(drive().build()), "rust"));
        assertEquals(
                List.of("cli", "go"),
                Snippets.of(built(drive().build()), List.of("go", "cli")).stream()
                        .map(Snippet::id)
                        .toList(),
                "a subset keeps the display order");
    }

    /** The README's targets table lists exactly the targets, in display order: the ids are part of the API. */
    @Test
    void readmeListsEveryTarget() throws java.io.IOException {
        String readme = java.nio.file.Files.readString(SnippetRunner.repoRoot().resolve("README.md"));
        String section = readme.substring(readme.indexOf("## Code targets"), readme.indexOf("## URL parameters"));
        List<String> listed = section.lines()
                .filter(l -> l.matches("\\| `[a-z-]+` \\|.*"))
                .map(l -> l.substring(3, l.indexOf('`', 3)))
                .toList();
        assertEquals(IDS, listed);
    }

    @Test
    void theIdsAreKnownWithoutBuildingAndOneProgramIsBuiltAlone() {
        BuiltQuery built = built(drive().build());
        List<Snippet> all = Snippets.all(built);
        assertEquals(all.stream().map(Snippet::id).toList(), Snippets.IDS);
        for (Snippet snippet : all) {
            assertEquals(snippet, Snippets.of(built, snippet.id()));
        }
    }

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
    void noEndpointRegionOrCredentialsInAnyProgram() {
        Pattern forbidden = Pattern.compile(
                "https?://|127\\.0\\.0\\.1|localhost|--endpoint-url|--region|--profile|endpoint_url|endpointOverride"
                        + "|BaseEndpoint|endpoint:|region:|region_name|\\.region\\(|WithRegion|accessKey|aws_access_key"
                        + "|secretAccessKey|aws_secret|credentials\\(|Credentials\\{|AKIA",
                Pattern.CASE_INSENSITIVE);
        for (BuiltQuery b : List.of(
                built(drive().build()),
                built(drive().table("")
                        .index("byOwner")
                        .order("desc")
                        .limit("7")
                        .build()))) {
            for (Snippet s : Snippets.all(b)) {
                // comments may tell where the settings come from (AWS_ENDPOINT_URL...); code may not set them
                String code = s.code()
                        .lines()
                        .filter(l -> !l.strip().startsWith("#") && !l.strip().startsWith("//"))
                        .collect(java.util.stream.Collectors.joining("\n"));
                assertFalse(
                        forbidden.matcher(code).find(),
                        () -> s.id() + " names "
                                + forbidden
                                        .matcher(code)
                                        .results()
                                        .map(m -> m.group())
                                        .toList() + ":\n" + s.code());
            }
        }
    }

    @Test
    void missingTableIsAPlaceholderToReplace() {
        for (Snippet s : Snippets.all(built(drive().table("").build()))) {
            assertTrue(s.code().contains(Snippets.TABLE_PLACEHOLDER), s.id());
            assertTrue(s.code().toLowerCase(java.util.Locale.ROOT).contains("replace"), s.id() + " says to replace it");
            assertTrue(s.code().contains("Query on your table"), s.id());
        }
        assertTrue(
                Snippets.of(built(drive().table("").build()), "cli").code().contains("--table-name=YOUR_TABLE \\\n"));
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

    @Test
    void binaryAndNumberValuesInEachLanguage() {
        Map<String, String> code = codeById(built(QueryForm.builder()
                .table("Tbl")
                .pk("PK")
                .pkType("N")
                .pkValue("1e2")
                .sk("SK")
                .skType("B")
                .op("between")
                .value("AP8=")
                .to("Af8=")
                .build()));
        assertTrue(code.get("cli")
                .contains(
                        "'{\":pk\": {\"N\": \"100\"}, \":skFrom\": {\"B\": \"AP8=\"}, \":skTo\": {\"B\": \"Af8=\"}}'"));
        assertTrue(code.get("cli").contains("# B values are base64"));
        assertTrue(code.get("js-client").contains("\":pk\": { N: \"100\" }"));
        assertTrue(code.get("js-client").contains("\":skFrom\": { B: Buffer.from(\"AP8=\", \"base64\") }"));
        assertTrue(code.get("python-client").contains("\":skFrom\": {\"B\": b\"\\x00\\xff\"}"));
        assertTrue(code.get("python-client").contains("\":pk\": {\"N\": \"100\"}"));
        assertTrue(code.get("java-client").contains("\":pk\", AttributeValue.fromN(\"100\")"));
        assertTrue(code.get("java-client")
                .contains("AttributeValue.fromB(SdkBytes.fromByteArray(Base64.getDecoder().decode(\"AP8=\")))"));
        assertTrue(
                code.get("go")
                        .contains(
                                "expression.Key(\"SK\").Between(expression.Value([]byte(\"\\x00\\xff\")), expression.Value([]byte(\"\\x01\\xff\")))"));
        assertTrue(
                code.get("go")
                        .contains(
                                "expression.Key(\"PK\").Equal(expression.Value(&types.AttributeValueMemberN{Value: \"100\"}))"));
        // native values: N as a number (or its exact form), B as bytes
        assertTrue(code.get("js-document").contains("\":pk\": 100,"));
        assertTrue(code.get("js-document").contains("\":skFrom\": Buffer.from(\"AP8=\", \"base64\"),"));
        assertTrue(
                code.get("python-resource")
                        .contains(
                                "Key(\"PK\").eq(Decimal(\"100\")) & Key(\"SK\").between(Binary(b\"\\x00\\xff\"), Binary(b\"\\x01\\xff\"))"));
        assertTrue(
                code.get("java-enhanced")
                        .contains(
                                "Key.builder().partitionValue(new BigDecimal(\"100\")).sortValue(SdkBytes.fromByteArray(Base64.getDecoder().decode(\"AP8=\"))).build()"));
        assertTrue(code.get("dynamodb-toolbox")
                .contains(
                        "range: { between: [Buffer.from(\"AP8=\", \"base64\"), Buffer.from(\"Af8=\", \"base64\")] },"));
        assertTrue(code.get("dynamodb-toolbox").contains("partition: 100,"));
    }

    /** A filter literal of every kind, as each SDK takes it: low-level clients typed, document clients native. */
    @Test
    void filterLiteralsOfEveryKindInEachLanguage() {
        BuiltQuery b = built(
                drive().filter("done = true AND flag = false AND gone = null AND note = \"\" AND n = 9007199254740993")
                        .project("title, a.b")
                        .consistent("true")
                        .build());
        Map<String, String> code = codeById(b);
        Map<String, List<String>> expected = Map.of(
                "cli",
                        List.of(
                                "\":f1\": {\"BOOL\": true}, \":f2\": {\"BOOL\": false}, \":f3\": {\"NULL\": true}, "
                                        + "\":f4\": {\"S\": \"\"}, \":f5\": {\"N\": \"9007199254740993\"}}'",
                                "--projection-expression '#p1, #p2.#p3'",
                                "--consistent-read"),
                "js-client",
                        List.of(
                                "\":f1\": { BOOL: true },",
                                "\":f2\": { BOOL: false },",
                                "\":f3\": { NULL: true },",
                                "\":f4\": { S: \"\" },",
                                "ProjectionExpression: \"#p1, #p2.#p3\",",
                                "ConsistentRead: true,"),
                "js-document",
                        List.of(
                                "\":f1\": true,",
                                "\":f2\": false,",
                                "\":f3\": null,",
                                "\":f4\": \"\",",
                                "\":f5\": NumberValue.from(\"9007199254740993\"),",
                                "ConsistentRead: true,"),
                "python-client",
                        List.of(
                                "\":f1\": {\"BOOL\": True},",
                                "\":f2\": {\"BOOL\": False},",
                                "\":f3\": {\"NULL\": True},",
                                "\":f4\": {\"S\": \"\"},",
                                "\"ConsistentRead\": True,"),
                "python-resource",
                        List.of(
                                "\":f1\": True,",
                                "\":f2\": False,",
                                "\":f3\": None,",
                                "\":f4\": \"\",",
                                "\":f5\": Decimal(\"9007199254740993\"),",
                                "\"ConsistentRead\": True,"),
                "java-client",
                        List.of(
                                "\":f1\", AttributeValue.fromBool(true)",
                                "\":f2\", AttributeValue.fromBool(false)",
                                "\":f3\", AttributeValue.fromNul(true)",
                                "\":f4\", AttributeValue.fromS(\"\")",
                                ".consistentRead(true)"),
                "java-enhanced",
                        List.of(
                                "\":f3\", AttributeValue.fromNul(true)",
                                ".addAttributeToProject(\"title\")",
                                ".addNestedAttributeToProject(NestedAttributeName.create(\"a\", \"b\"))",
                                ".consistentRead(true)"),
                "go",
                        List.of(
                                "\":f1\": &types.AttributeValueMemberBOOL{Value: true},",
                                "\":f2\": &types.AttributeValueMemberBOOL{Value: false},",
                                "\":f3\": &types.AttributeValueMemberNULL{Value: true},",
                                "\":f4\": &types.AttributeValueMemberS{Value: \"\"},",
                                "ConsistentRead: aws.Bool(true),"));
        expected.forEach((id, parts) -> parts.forEach(
                part -> assertTrue(code.get(id).contains(part), id + " writes " + part + ":\n" + code.get(id))));
        // the toolbox writes the filter as its own condition objects (ToolboxFilterTest), and drops attributes
        // without an entity
        assertFalse(Snippets.of(b, "dynamodb-toolbox").program());
        assertFalse(code.get("dynamodb-toolbox").contains("no condition object"), code.get("dynamodb-toolbox"));
        assertTrue(code.get("dynamodb-toolbox").contains("it leaves out the attributes to project"));
        Snippet unprojected = Snippets.of(
                built(drive().filter("done = true AND flag = false AND gone = null AND note = \"\""
                                + " AND n = 9007199254740993")
                        .consistent("true")
                        .build()),
                "dynamodb-toolbox");
        for (String part : List.of(
                "{ attr: \"done\", eq: true },",
                "{ attr: \"flag\", eq: false },",
                "{ attr: \"gone\", eq: null },",
                "{ attr: \"note\", eq: \"\" },",
                "{ attr: \"n\", eq: 9007199254740993n },",
                ".options({ filter, consistent: true })")) {
            assertTrue(
                    unprojected.code().contains(part), "dynamodb-toolbox writes " + part + ":\n" + unprojected.code());
        }
        // with Key(...), the request carries the filter's and projection's names only: boto3 adds the key condition's
        assertFalse(code.get("python-resource").contains("\"#pk\""), code.get("python-resource"));
        assertFalse(code.get("python-resource").contains("\":pk\""), code.get("python-resource"));
        // no target shows the note that stood in while none wrote these members
        Snippets.all(b).forEach(s -> assertFalse(s.code().contains("does not write FilterExpression"), s.id()));
    }

    /** Select COUNT returns no items: every program prints the summed Count and ScannedCount instead. */
    @Test
    void selectCountPrintsTheCountsInsteadOfItems() {
        BuiltQuery b = built(drive().select("count").build());
        Map<String, String> code = codeById(b);
        Map<String, String> select = Map.of(
                "cli",
                "--select COUNT",
                "js-client",
                "Select: \"COUNT\",",
                "js-document",
                "Select: \"COUNT\",",
                "python-client",
                "\"Select\": \"COUNT\",",
                "python-resource",
                "\"Select\": \"COUNT\",",
                "java-client",
                ".select(Select.COUNT)",
                "java-enhanced",
                ".select(Select.COUNT)",
                "go",
                "Select:                    types.SelectCount,",
                "dynamodb-toolbox",
                "select: \"COUNT\"");
        select.forEach((id, part) -> {
            assertTrue(code.get(id).contains(part), id + " writes " + part + ":\n" + code.get(id));
            assertFalse(
                    code.get(id).contains("printItem")
                            || code.get(id).contains("print_item")
                            || code.get(id).contains("toJson"),
                    id + " prints no items:\n" + code.get(id));
            if (!id.equals("cli")) {
                assertTrue(code.get(id).contains("ScannedCount"), id);
            }
        });
        // a Limit with Select COUNT or a filter: --max-items would count printed items, not items read, so the CLI
        // sends the exact request one page at a time, each asking for the items still to read
        for (QueryForm form : List.of(
                drive().select("count").limit("5").build(),
                drive().filter("done = true").limit("5").build())) {
            Snippet cli = Snippets.of(built(form), "cli");
            assertTrue(cli.program(), cli.code());
            assertTrue(
                    cli.code().contains("--cli-input-json \"$request\" --limit \"$left\" --no-paginate"), cli.code());
            assertTrue(cli.code().contains("\"Limit\": 5"), cli.code());
            assertTrue(cli.code().contains("--max-items counts the items it"), cli.code());
            assertFalse(cli.code().contains("--max-items 5"), cli.code());
        }
        assertTrue(
                Snippets.of(built(drive().filter("done = true").build()), "cli").program());
    }

    /** Limit caps the items read: with a filter, a page returns fewer, so every loop counts ScannedCount. */
    @Test
    void aLimitCountsTheItemsReadNotTheItemsKept() {
        Map<String, String> code =
                codeById(built(drive().filter("done = true").limit("5").build()));
        for (String id : List.of(
                "js-client", "js-document", "python-client", "python-resource", "java-client", "java-enhanced", "go")) {
            String c = code.get(id);
            assertTrue(c.contains("ScannedCount") || c.contains("scannedCount()"), id + ":\n" + c);
            assertTrue(
                    c.contains("limit - read") || c.contains("limit - scanned"),
                    id + " asks for the items still missing:\n" + c);
        }
    }

    /** A projected list index has no NestedAttributeName, and a projected name needs a placeholder it can carry. */
    @Test
    void theEnhancedClientNotesWhatItsProjectionCannotName() {
        Snippet index = Snippets.of(built(drive().project("l[0]").build()), "java-enhanced");
        assertFalse(index.program());
        assertTrue(index.code().contains("not a list index"), index.code());
        Snippet backtick = Snippets.of(built(drive().project("`a``b`").build()), "java-enhanced");
        assertFalse(backtick.program());
        assertTrue(
                backtick.code().contains("the projected name \"a`b\" as the placeholder #AMZN_MAPPED_a`b"),
                backtick.code());
        Snippet clash = Snippets.of(built(drive().project("`a-b`, a_b").build()), "java-enhanced");
        assertFalse(clash.program());
        assertTrue(
                clash.code().contains("the names \"a-b\" and \"a_b\" as the one placeholder #AMZN_MAPPED_a_b"),
                clash.code());
        assertTrue(Snippets.of(built(drive().project("`first name`, a.b").build()), "java-enhanced")
                .program());
    }

    @Test
    void numbersNoDoubleHoldsKeepEveryDigit() {
        Map<String, String> big = codeById(built(QueryForm.builder()
                .table("Tbl")
                .pk("PK")
                .pkValue("a")
                .sk("n")
                .skType("N")
                .op("eq")
                .value("9007199254740993")
                .build()));
        assertTrue(
                big.get("js-document").contains("\":sk\": NumberValue.from(\"9007199254740993\"),"),
                big.get("js-document"));
        assertTrue(
                big.get("dynamodb-toolbox").contains("range: { eq: 9007199254740993n },"), big.get("dynamodb-toolbox"));
        Snippet decimal = Snippets.of(
                built(QueryForm.builder()
                        .table("Tbl")
                        .pk("PK")
                        .pkValue("a")
                        .sk("n")
                        .skType("N")
                        .op("eq")
                        .value("0.12345678901234567891")
                        .build()),
                "dynamodb-toolbox");
        assertFalse(decimal.program());
        assertEquals("""
                // dynamodb-toolbox cannot express this Query exactly:
                // - its number keys take JavaScript numbers and BigInts, and neither holds 0.12345678901234567891 exactly
                // The js-document program sends it as keyslice shows it.
                """, decimal.code());
    }

    @Test
    void namesABuilderCannotWriteGetANoteOrTheWrittenExpression() {
        BuiltQuery b = built(QueryForm.builder()
                .table("Tbl")
                .pk("a.b")
                .pkValue("x")
                .sk("it's")
                .op("begins_with")
                .value("y")
                .build());
        Map<String, String> code = codeById(b);
        assertFalse(Snippets.of(b, "java-enhanced").program(), code.get("java-enhanced"));
        assertTrue(
                code.get("java-enhanced").contains("\"it's\" as the placeholder #AMZN_MAPPED_it's"),
                code.get("java-enhanced"));
        assertFalse(Snippets.of(b, "dynamodb-toolbox").program());
        assertTrue(
                code.get("dynamodb-toolbox").contains("the key name \"a.b\" as a document path"),
                code.get("dynamodb-toolbox"));
        // boto3's Key("a.b") would be a path: the resource program writes the expression out
        assertTrue(code.get("python-resource")
                .contains("\"KeyConditionExpression\": \"#pk = :pk AND begins_with(#sk, :sk)\""));
        assertFalse(code.get("python-resource").contains("Key(\""), code.get("python-resource"));
        // the enhanced client maps "a-b" and "a.b" to one placeholder
        Snippet clash = Snippets.of(
                built(QueryForm.builder()
                        .table("Tbl")
                        .pk("a-b")
                        .pkValue("x")
                        .sk("a.b")
                        .op("eq")
                        .value("y")
                        .build()),
                "java-enhanced");
        assertFalse(clash.program());
        assertTrue(clash.code().contains("both key names as the one placeholder #AMZN_MAPPED_a_b"), clash.code());
        // a binary begins_with: Go's expression package takes string prefixes only
        String go = Snippets.of(
                        built(QueryForm.builder()
                                .table("Tbl")
                                .pk("PK")
                                .pkValue("x")
                                .sk("SK")
                                .skType("B")
                                .op("begins_with")
                                .value("AQ==")
                                .build()),
                        "go")
                .code();
        assertTrue(go.contains("KeyConditionExpression: aws.String(\"#pk = :pk AND begins_with(#sk, :sk)\")"), go);
        assertFalse(go.contains("feature/dynamodb/expression\""), go);
    }

    /**
     * Random values in every position a value can take, checked by each language's parser in one
     * batch (shell: {@code sh -n}; Python, client and resource: {@code ast.parse}; JavaScript, client, DocumentClient
     * and dynamodb-toolbox: {@code node --check}; Go: gofmt, which also wants its own layout).
     */
    @Tag("process")
    @Test
    void randomValuesKeepEveryProgramWellFormed() {
        Random random = new Random(20260623);
        List<String> texts = QuotingTest.randomStrings(99, 60, false, false);
        List<Map<String, String>> programs = new ArrayList<>();
        List<Object> invalid = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            String pk = nonEmpty(texts.get(random.nextInt(texts.size())));
            String value = nonEmpty(texts.get(random.nextInt(texts.size())));
            String name = nonEmpty(texts.get(random.nextInt(texts.size())));
            FormBuilder form = QueryForm.builder()
                    .pk("p" + i)
                    .pkValue(pk)
                    .sk(name)
                    .op("begins_with")
                    .value(value)
                    .names(i % 2 == 0 ? "minimal" : "always")
                    .order(i % 3 == 0 ? "desc" : "asc")
                    .limit(i % 4 == 0 ? Integer.toString(1 + i) : "");
            if (i % 5 != 0) {
                form.table("tbl" + i);
            }
            Compilation c = QueryCompiler.compile(form.build());
            if (c instanceof Compilation.Valid v) {
                programs.add(codeById(v.built()));
            } else {
                invalid.add(((Compilation.Invalid) c).problems());
            }
        }
        assertTrue(programs.size() >= 8, "most random forms are valid: " + invalid);

        StringBuilder shell = new StringBuilder();
        StringBuilder python = new StringBuilder("import ast, sys\nsources = [\n");
        for (Map<String, String> p : programs) {
            shell.append(p.get("cli")).append('\n');
            // one argument per line: no quoted word spans lines, so pasting it into an interactive shell
            // feeds readline no raw newline or control character inside quotes
            p.get("cli")
                    .lines()
                    .forEach(line -> assertTrue(
                            line.startsWith("# ")
                                    || line.equals("aws dynamodb query \\")
                                    || line.matches("    --[a-z-]+([ =].*)?"),
                            line));
            assertTrue(p.get("cli").codePoints().allMatch(ch -> ch == '\n' || !Quoting.isInvisible(ch)), p.get("cli"));
            for (String id : List.of("python-client", "python-resource")) {
                python.append("    ").append(PythonSyntax.literal(p.get(id))).append(",\n");
            }
            for (String id : List.of("js-client", "js-document", "dynamodb-toolbox")) {
                Path dir = SnippetRunner.workDir("js-check");
                Path file = dir.resolve("query.mjs");
                SnippetRunner.write(file, p.get(id));
                SnippetRunner.run(List.of(SnippetRunner.node(), "--check", file.toString()), Map.of(), "", dir)
                        .assertSuccess();
            }
        }
        python.append("]\nfor s in sources:\n    ast.parse(s)\n");
        SnippetRunner.run(List.of("/bin/sh", "-n"), Map.of(), shell.toString(), SnippetRunner.workDir("sh-n"))
                .assertSuccess();
        Path dir = SnippetRunner.workDir("python-ast");
        SnippetRunner.write(dir.resolve("check.py"), python.toString());
        SnippetRunner.run(
                        List.of(
                                SnippetRunner.DEBIAN_PYTHON.toString(),
                                dir.resolve("check.py").toString()),
                        Map.of(),
                        "",
                        dir)
                .assertSuccess();
        programs.forEach(p -> SnippetRunner.checkGo(p.get("go"))); // last: skipped where gofmt is missing
    }

    private static String nonEmpty(String s) {
        return s.isEmpty() ? "x" : s;
    }
}
