package keyslice.snippets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import keyslice.domain.BuiltQuery;
import keyslice.domain.Compilation;
import keyslice.domain.QueryCompiler;
import keyslice.domain.QueryForm;
import keyslice.testing.Dynalite;
import keyslice.testing.DynaliteExtension;
import keyslice.testing.WireJson;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Runs every generated snippet against a real dynalite and checks that it prints exactly the items
 * the Query reads, in order: the AWS CLI (Debian's v2), JavaScript (Node.js, SDK v3), Java (SDK v2,
 * compiled here and run in a child JVM) and Python (Debian's boto3). Go is checked with gofmt only:
 * the Go module proxy is out of reach, so the SDK for Go cannot be fetched to compile against.
 *
 * <p>The data holds sort keys with every character that quoting gets wrong ({@code ' " $ \ `},
 * newline, {@code !}, emoji, CJK, shell metacharacters) and items large enough that dynalite cuts
 * a partition into 1 MB pages, so the LastEvaluatedKey loops really loop.
 */
@ExtendWith(DynaliteExtension.class)
@Tag("engine")
class SnippetExecutionTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static final String STRINGS = Dynalite.uniqueTableName("snip-s");
    private static final String NUMBERS = Dynalite.uniqueTableName("snip-n");
    private static final String BINARIES = Dynalite.uniqueTableName("snip-b");
    /** A table and an index whose names start with '-', which a command line can mistake for an option. */
    private static final String DASHED = "-" + Dynalite.uniqueTableName("ks");
    private static final String DASHED_INDEX = "-by-kind";

    /** A partition key that needs every kind of quoting. */
    private static final String TRICKY_PK = "P#it's \"$HOME\" `id` \\ ! 😀 漢\nnext line";
    private static final String BIG_PK = "BIG";
    /** Created only if some snippet runs the command substitutions inside {@link #SHELL_VALUE}. */
    private static final Path PWNED = SnippetRunner.repoRoot().resolve("target/snippets/PWNED");
    private static final String SHELL_VALUE = "b;$(touch " + PWNED + ")`touch " + PWNED + "`|&<>*?[a]{b,c}~#'\"\\ "
            + "$HOME ${HOME} !! %s \\n\\\\";

    /** Sort keys under "a", in DynamoDB's order (UTF-8 bytes: \n < ! < " < $ < ' < \ < ` < 漢 < ～ < 😀). */
    private static final List<String> A_KEYS = List.of(
            "a\nnewline", "a!bang", "a\"dq", "a$HOME", "a'sq", "a\\back\\slash", "a`tick`", "a漢字", "a～", "a😀");
    /** Sort keys of the items that also carry the index's partition key {@code kind}. */
    private static final List<String> KIND_KEYS = List.of("a$HOME", "a'sq", "a😀");
    private static final String KIND = "it's";
    private static final int BIG_ITEMS = 6;
    /** dynalite, like DynamoDB, ends a page once it holds 1 MB: 4 items of 300 KB, so 6 take two pages. */
    private static final int BIG_PAYLOAD_CHARS = 300_000;

    private static final List<String> NUMBER_KEYS = List.of(
            "-10", "-1.5", "0", "2", "10", "100", "12345678901234567890123456789012345678");
    /** base64 of 01, 01 00, 01 7f, 01 80, 01 ff, 02 and 00 */
    private static final List<String> BINARY_KEYS = List.of("AQ==", "AQA=", "AX8=", "AYA=", "Af8=", "Ag==", "AA==");
    /** bytes 00 ff 27 0a 22 24: NUL, 0xff, quote, newline, double quote, dollar. */
    private static final String BINARY_PK = "AP8nCiIk";

    private static URI endpoint;

    /** One Query with the sort keys it must return, in order. */
    record Case(String name, QueryForm form, String sortKey, String sortType, List<String> expected, int minPages) {
        @Override
        public String toString() {
            return name;
        }

        BuiltQuery built() {
            Compilation c = QueryCompiler.compile(form);
            if (c instanceof Compilation.Invalid invalid) {
                throw new AssertionError(name + ": not a valid query: " + invalid.problems());
            }
            return ((Compilation.Valid) c).built();
        }

        String snippet(String id) {
            return Snippets.of(built(), id).code();
        }
    }

    static Stream<Case> cases() {
        QueryForm.Builder strings = QueryForm.builder().table(STRINGS).pk("PK").pkValue(TRICKY_PK).sk("SK");
        QueryForm.Builder big = QueryForm.builder().table(STRINGS).pk("PK").pkValue(BIG_PK);
        QueryForm.Builder numbers = QueryForm.builder().table(NUMBERS).pk("pk-id").pkValue("NUM").sk("n").skType("N");
        QueryForm.Builder binaries = QueryForm.builder().table(BINARIES)
                .pk("data").pkType("B").pkValue(BINARY_PK).sk("blob").skType("B");
        List<String> bigKeys = new ArrayList<>();
        for (int i = 1; i <= BIG_ITEMS; i++) {
            bigKeys.add("p" + i);
        }
        return Stream.of(
                new Case("begins_with over every tricky character",
                        strings.op("begins_with").value("a").build(), "SK", "S", A_KEYS, 1),
                new Case("between bounds with a double quote and backslashes",
                        strings.op("between").value("a\"dq").to("a\\back\\slash").build(), "SK", "S",
                        List.of("a\"dq", "a$HOME", "a'sq", "a\\back\\slash"), 1),
                new Case("desc with Limit 3 (UTF-8 order: emoji last)",
                        strings.op("begins_with").value("a").order("desc").limit("3").build(), "SK", "S",
                        List.of("a😀", "a～", "a漢字"), 1),
                new Case("a value full of shell metacharacters, names=minimal",
                        strings.op("eq").value(SHELL_VALUE).names("minimal").build(), "SK", "S",
                        List.of(SHELL_VALUE), 1),
                new Case("IndexName: a GSI keyed by kind",
                        QueryForm.builder().table(STRINGS).index("byKind").pk("kind").pkValue(KIND).sk("SK")
                                .op("ge").value("a'").build(), "SK", "S", List.of("a'sq", "a😀"), 1),
                new Case("no Limit: pages of 1 MB until LastEvaluatedKey is gone",
                        big.build(), "SK", "S", bigKeys, 2),
                new Case("Limit 5 across a 1 MB page of 4 items: the second page asks for 1 more",
                        big.limit("5").build(), "SK", "S", bigKeys.subList(0, 5), 2),
                new Case("N between, names=minimal aliases pk-id only",
                        numbers.op("between").value("-1.5").to("1e2").names("minimal").build(), "n", "N",
                        List.of("-1.5", "0", "2", "10", "100"), 1),
                new Case("N desc with Limit 2 and 38 digits",
                        numbers.op("gt").value("0").order("desc").limit("2").build(), "n", "N",
                        List.of("12345678901234567890123456789012345678", "100"), 1),
                new Case("B begins_with, unsigned byte order",
                        binaries.op("begins_with").value("AQ==").build(), "blob", "B",
                        List.of("AQ==", "AQA=", "AX8=", "AYA=", "Af8="), 1),
                new Case("a table named like an option (-ks...)",
                        QueryForm.builder().table(DASHED).pk("PK").pkValue("D").sk("SK").op("ge").value("b").build(),
                        "SK", "S", List.of("b", "c"), 1),
                new Case("an index named like an option (-by-kind)",
                        QueryForm.builder().table(DASHED).index(DASHED_INDEX).pk("kind").pkValue("k").sk("SK")
                                .op("begins_with").value("c").build(), "SK", "S", List.of("c"), 1),
                new Case("B between desc",
                        binaries.op("between").value("AX8=").to("Ag==").order("desc").build(), "blob", "B",
                        List.of("Ag==", "Af8=", "AYA=", "AX8="), 1));
    }

    @BeforeAll
    static void createTables(Dynalite dynalite) {
        endpoint = dynalite.endpoint();
        dynalite.createTable(json(Map.of(
                "TableName", STRINGS,
                "AttributeDefinitions", List.of(attr("PK", "S"), attr("SK", "S"), attr("kind", "S")),
                "KeySchema", List.of(key("PK", "HASH"), key("SK", "RANGE")),
                "GlobalSecondaryIndexes", List.of(Map.of(
                        "IndexName", "byKind",
                        "KeySchema", List.of(key("kind", "HASH"), key("SK", "RANGE")),
                        "Projection", Map.of("ProjectionType", "ALL"))),
                "BillingMode", "PAY_PER_REQUEST")));
        dynalite.createTable(json(Map.of(
                "TableName", DASHED,
                "AttributeDefinitions", List.of(attr("PK", "S"), attr("SK", "S"), attr("kind", "S")),
                "KeySchema", List.of(key("PK", "HASH"), key("SK", "RANGE")),
                "GlobalSecondaryIndexes", List.of(Map.of(
                        "IndexName", DASHED_INDEX,
                        "KeySchema", List.of(key("kind", "HASH"), key("SK", "RANGE")),
                        "Projection", Map.of("ProjectionType", "ALL"))),
                "BillingMode", "PAY_PER_REQUEST")));
        dynalite.createTable(json(Map.of(
                "TableName", NUMBERS,
                "AttributeDefinitions", List.of(attr("pk-id", "S"), attr("n", "N")),
                "KeySchema", List.of(key("pk-id", "HASH"), key("n", "RANGE")),
                "BillingMode", "PAY_PER_REQUEST")));
        dynalite.createTable(json(Map.of(
                "TableName", BINARIES,
                "AttributeDefinitions", List.of(attr("data", "B"), attr("blob", "B")),
                "KeySchema", List.of(key("data", "HASH"), key("blob", "RANGE")),
                "BillingMode", "PAY_PER_REQUEST")));

        List<String> strings = new ArrayList<>(A_KEYS);
        strings.add(SHELL_VALUE);
        strings.add("c");
        for (String sk : strings) {
            Map<String, Object> item = new LinkedHashMap<>();
            item.put("PK", Map.of("S", TRICKY_PK));
            item.put("SK", Map.of("S", sk));
            if (KIND_KEYS.contains(sk)) {
                item.put("kind", Map.of("S", KIND));
            }
            put(dynalite, STRINGS, item);
        }
        String payload = "x".repeat(BIG_PAYLOAD_CHARS);
        for (int i = 1; i <= BIG_ITEMS; i++) {
            put(dynalite, STRINGS, Map.of("PK", Map.of("S", BIG_PK), "SK", Map.of("S", "p" + i),
                    "payload", Map.of("S", payload)));
        }
        for (String sk : List.of("a", "b", "c")) {
            put(dynalite, DASHED, Map.of("PK", Map.of("S", "D"), "SK", Map.of("S", sk), "kind", Map.of("S", sk.equals("a") ? "j" : "k")));
        }
        for (String n : NUMBER_KEYS) {
            put(dynalite, NUMBERS, Map.of("pk-id", Map.of("S", "NUM"), "n", Map.of("N", n)));
        }
        for (String b : BINARY_KEYS) {
            put(dynalite, BINARIES, Map.of("data", Map.of("B", BINARY_PK), "blob", Map.of("B", b)));
        }
        try {
            Files.deleteIfExists(PWNED);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    // ------------------------------------------------------------------ the expectations themselves

    /**
     * Sends the request of {@link BuiltQuery#input()} with the snippets' paging rule straight
     * to the engine: a wrong expectation fails here, not in four languages at once.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void engineReturnsTheExpectedItems(Case c, Dynalite dynalite) {
        Map<String, Object> request = new LinkedHashMap<>(WireJson.request(c.built()));
        Integer limit = (Integer) request.get("Limit");
        List<JsonNode> items = new ArrayList<>();
        int pages = 0;
        while (true) {
            JsonNode page = dynalite.call("Query", request).assertOk().json();
            pages++;
            page.path("Items").forEach(items::add);
            JsonNode last = page.get("LastEvaluatedKey");
            if (last == null || (limit != null && items.size() >= limit)) {
                break;
            }
            request.put("ExclusiveStartKey", last);
            if (limit != null) {
                request.put("Limit", limit - items.size());
            }
        }
        assertEquals(c.expected(), sortKeys(items, c));
        assertTrue(pages >= c.minPages(), "expected at least " + c.minPages() + " pages, read " + pages);
    }

    // ------------------------------------------------------------------ each language

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void awsCli(Case c) {
        JsonNode result = SnippetRunner.runCli(c.snippet("cli"), endpoint);
        List<JsonNode> items = new ArrayList<>();
        result.path("Items").forEach(items::add);
        assertEquals(c.expected(), sortKeys(items, c));
        assertFalse(Files.exists(PWNED), "the shell ran a command substitution from a quoted value");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void javascript(Case c) {
        assertEquals(c.expected(), sortKeys(SnippetRunner.runJavaScript(c.snippet("js"), endpoint), c));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void java(Case c) {
        assertEquals(c.expected(), sortKeys(SnippetRunner.runJava(c.snippet("java"), endpoint), c));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void python(Case c) {
        String snippet = c.snippet("python");
        SnippetRunner.checkPythonSyntax(snippet);
        assertEquals(c.expected(), sortKeys(SnippetRunner.runPython(snippet, endpoint), c));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void goIsValidAndGofmtClean(Case c) {
        SnippetRunner.checkGo(c.snippet("go"));
    }

    // ------------------------------------------------------------------ helpers

    /** The sort key of each item, as its wire text (S text, N digits, B base64). */
    private static List<String> sortKeys(List<JsonNode> items, Case c) {
        List<String> keys = new ArrayList<>();
        for (JsonNode item : items) {
            JsonNode value = item.path(c.sortKey()).path(c.sortType());
            assertTrue(value.isTextual(), "no " + c.sortType() + " attribute " + c.sortKey() + " in " + abbreviate(item));
            keys.add(value.asText());
        }
        return keys;
    }

    private static String abbreviate(JsonNode item) {
        String s = item.toString();
        return s.length() > 300 ? s.substring(0, 300) + "..." : s;
    }

    private static void put(Dynalite dynalite, String table, Map<String, Object> item) {
        dynalite.call("PutItem", Map.of("TableName", table, "Item", item)).assertOk();
    }

    private static Map<String, String> attr(String name, String type) {
        return Map.of("AttributeName", name, "AttributeType", type);
    }

    private static Map<String, String> key(String name, String type) {
        return Map.of("AttributeName", name, "KeyType", type);
    }

    private static String json(Object value) {
        try {
            return JSON.writeValueAsString(value);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
