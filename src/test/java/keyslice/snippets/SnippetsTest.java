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
import keyslice.domain.BuiltQuery;
import keyslice.domain.Compilation;
import keyslice.domain.QueryCompiler;
import keyslice.domain.QueryForm;
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

    private static QueryForm.Builder drive() {
        return QueryForm.builder().table("Drive").pk("PK").pkValue("DRIVE#a91").sk("SK").op("begins_with").value("root/photos/");
    }

    private static Map<String, String> codeById(BuiltQuery built) {
        Map<String, String> code = new java.util.LinkedHashMap<>();
        Snippets.all(built).forEach(s -> code.put(s.id(), s.code()));
        return code;
    }

    @Test
    void fiveProgramsInDisplayOrder() {
        List<Snippet> all = Snippets.all(built(drive().build()));
        assertEquals(List.of("cli", "js", "python", "java", "go"), all.stream().map(Snippet::id).toList());
        assertEquals(List.of("shell", "javascript", "python", "java", "go"), all.stream().map(Snippet::language).toList());
        assertEquals(List.of("AWS CLI", "JavaScript (SDK v3)", "Python (boto3)", "Java (SDK v2)", "Go (SDK v2)"),
                all.stream().map(Snippet::label).toList());
        all.forEach(s -> assertTrue(s.code().endsWith("\n") && !s.code().endsWith("\n\n"), s.id()));
        assertThrows(IllegalArgumentException.class, () -> Snippets.of(built(drive().build()), "rust"));
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
        assertTrue(code.get("js").contains("""
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
                """), code.get("js"));
        assertTrue(code.get("python").contains("""
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
                """), code.get("python"));
        assertTrue(code.get("java").contains("""
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
                """), code.get("java"));
        assertTrue(code.get("go").contains("""
                \tinput := &dynamodb.QueryInput{
                \t\tTableName:              aws.String("Drive"),
                \t\tKeyConditionExpression: aws.String("#pk = :pk AND begins_with(#sk, :sk)"),
                \t\tExpressionAttributeNames: map[string]string{
                \t\t\t"#pk": "PK",
                \t\t\t"#sk": "SK",
                \t\t},
                \t\tExpressionAttributeValues: map[string]types.AttributeValue{
                \t\t\t":pk": &types.AttributeValueMemberS{Value: "DRIVE#a91"},
                \t\t\t":sk": &types.AttributeValueMemberS{Value: "root/photos/"},
                \t\t},
                \t}
                """), code.get("go"));
        // every program follows LastEvaluatedKey
        for (String id : List.of("js", "python", "java", "go")) {
            assertTrue(code.get(id).contains("ExclusiveStartKey") || code.get(id).contains("exclusiveStartKey"), id);
            assertTrue(code.get(id).contains("LastEvaluatedKey") || code.get(id).contains("lastEvaluatedKey"), id);
        }
    }

    @Test
    void noEndpointRegionOrCredentialsInAnyProgram() {
        Pattern forbidden = Pattern.compile(
                "https?://|127\\.0\\.0\\.1|localhost|--endpoint-url|--region|--profile|endpoint_url|endpointOverride"
                        + "|BaseEndpoint|endpoint:|region:|region_name|\\.region\\(|WithRegion|accessKey|aws_access_key"
                        + "|secretAccessKey|aws_secret|credentials\\(|Credentials\\{|AKIA",
                Pattern.CASE_INSENSITIVE);
        for (BuiltQuery b : List.of(built(drive().build()), built(drive().table("").index("byOwner").order("desc").limit("7").build()))) {
            for (Snippet s : Snippets.all(b)) {
                // comments may tell where the settings come from (AWS_ENDPOINT_URL...); code may not set them
                String code = s.code().lines().filter(l -> !l.strip().startsWith("#") && !l.strip().startsWith("//"))
                        .collect(java.util.stream.Collectors.joining("\n"));
                assertFalse(forbidden.matcher(code).find(), () -> s.id() + " names " + forbidden.matcher(code).results()
                        .map(m -> m.group()).toList() + ":\n" + s.code());
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
        assertTrue(Snippets.of(built(drive().table("").build()), "cli").code().contains("--table-name=YOUR_TABLE \\\n"));
    }

    @Test
    void indexOrderAndLimitAppearOnlyWhenSet() {
        Map<String, String> plain = codeById(built(drive().build()));
        Map<String, String> full = codeById(built(drive().index("byOwner").order("desc").limit("7").build()));
        Map<String, List<String>> markers = Map.of(
                "cli", List.of("--index-name=byOwner", "--no-scan-index-forward", "--page-size 7", "--max-items 7"),
                "js", List.of("IndexName: \"byOwner\"", "ScanIndexForward: false", "Limit: 7"),
                "python", List.of("\"IndexName\": \"byOwner\"", "\"ScanIndexForward\": False", "\"Limit\": 7"),
                "java", List.of(".indexName(\"byOwner\")", ".scanIndexForward(false)", ".limit(7)"),
                "go", List.of("IndexName:", "ScanIndexForward: aws.Bool(false)", "aws.Int32(7)"));
        markers.forEach((id, list) -> list.forEach(marker -> {
            assertTrue(full.get(id).contains(marker), id + " has " + marker);
            assertFalse(plain.get(id).contains(marker), id + " lacks " + marker);
        }));
        // the CLI's --limit would turn its paging off and read one page only
        assertFalse(full.get("cli").contains("    --limit "));
        assertTrue(full.get("cli").contains("# Limit 7: --page-size 7 sends Limit=7 with each request and --max-items 7"));
    }

    @Test
    void minimalNamesLeaveOutExpressionAttributeNames() {
        BuiltQuery b = built(drive().names("minimal").build());
        assertTrue(b.expressionAttributeNames().isEmpty());
        for (Snippet s : Snippets.all(b)) {
            assertFalse(s.code().toLowerCase().contains("expressionattributenames")
                    || s.code().contains("--expression-attribute-names"), s.id());
            assertTrue(s.code().contains("PK = :pk AND begins_with(SK, :sk)"), s.id());
        }
    }

    @Test
    void binaryAndNumberValuesInEachLanguage() {
        Map<String, String> code = codeById(built(QueryForm.builder().table("Tbl").pk("PK").pkType("N").pkValue("1e2")
                .sk("SK").skType("B").op("between").value("AP8=").to("Af8=").build()));
        assertTrue(code.get("cli").contains("'{\":pk\": {\"N\": \"100\"}, \":skFrom\": {\"B\": \"AP8=\"}, \":skTo\": {\"B\": \"Af8=\"}}'"));
        assertTrue(code.get("cli").contains("# B values are base64"));
        assertTrue(code.get("js").contains("\":pk\": { N: \"100\" }"));
        assertTrue(code.get("js").contains("\":skFrom\": { B: Buffer.from(\"AP8=\", \"base64\") }"));
        assertTrue(code.get("python").contains("\":skFrom\": {\"B\": b\"\\x00\\xff\"}"));
        assertTrue(code.get("python").contains("\":pk\": {\"N\": \"100\"}"));
        assertTrue(code.get("java").contains("\":pk\", AttributeValue.fromN(\"100\")"));
        assertTrue(code.get("java").contains("AttributeValue.fromB(SdkBytes.fromByteArray(Base64.getDecoder().decode(\"AP8=\")))"));
        assertTrue(code.get("go").contains("\":skFrom\": &types.AttributeValueMemberB{Value: []byte(\"\\x00\\xff\")}"));
        assertTrue(code.get("go").contains("\":pk\":     &types.AttributeValueMemberN{Value: \"100\"}"));
    }

    /**
     * Random values in every position a value can take, checked by each language's parser in one
     * batch (shell: {@code sh -n}; Python: {@code ast.parse}; JavaScript: {@code node --check};
     * Go: gofmt, which also wants its own layout).
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
            QueryForm.Builder form = QueryForm.builder().pk("p" + i).pkValue(pk).sk(name).op("begins_with").value(value)
                    .names(i % 2 == 0 ? "minimal" : "always").order(i % 3 == 0 ? "desc" : "asc")
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
            p.get("cli").lines().forEach(line -> assertTrue(line.startsWith("# ") || line.equals("aws dynamodb query \\")
                    || line.matches("    --[a-z-]+([ =].*)?"), line));
            assertTrue(p.get("cli").codePoints().allMatch(ch -> ch == '\n' || !Quoting.isInvisible(ch)), p.get("cli"));
            python.append("    ").append(Quoting.python(p.get("python"))).append(",\n");
            Path dir = SnippetRunner.workDir("js-check");
            Path file = dir.resolve("query.mjs");
            SnippetRunner.write(file, p.get("js"));
            SnippetRunner.run(List.of(SnippetRunner.node(), "--check", file.toString()), Map.of(), "", dir).assertSuccess();
        }
        python.append("]\nfor s in sources:\n    ast.parse(s)\n");
        SnippetRunner.run(List.of("/bin/sh", "-n"), Map.of(), shell.toString(), SnippetRunner.workDir("sh-n")).assertSuccess();
        Path dir = SnippetRunner.workDir("python-ast");
        SnippetRunner.write(dir.resolve("check.py"), python.toString());
        SnippetRunner.run(List.of(SnippetRunner.DEBIAN_PYTHON.toString(), dir.resolve("check.py").toString()), Map.of(), "", dir)
                .assertSuccess();
        programs.forEach(p -> SnippetRunner.checkGo(p.get("go"))); // last: skipped where gofmt is missing
    }

    private static String nonEmpty(String s) {
        return s.isEmpty() ? "x" : s;
    }
}
