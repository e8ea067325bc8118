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
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import java.util.stream.Stream;
import keyslice.domain.compile.Compilation;
import keyslice.domain.compile.QueryCompiler;
import keyslice.domain.expression.BuiltQuery;
import keyslice.domain.form.FormBuilder;
import keyslice.domain.form.QueryForm;
import keyslice.testing.Dynalite;
import keyslice.testing.DynaliteExtension;
import keyslice.testing.WireJson;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Runs every target's program for every case against a real dynalite and checks that it prints exactly the items
 * the shown request returns, in order, across pages: the AWS CLI (Debian's v2), JavaScript (Node.js: SDK v3 client,
 * DocumentClient, dynamodb-toolbox from {@code tools/sdk-js}), Python (Debian's boto3: client and Table resource),
 * Java (SDK v2 client and enhanced client, compiled here) and Go (Debian's SDK for Go v2, built offline). Each
 * target runs all its cases in one batch ({@link ProgramBatches}) and prints how many it ran; a case a target cannot
 * express must show that target's note, and no other case may.
 *
 * <p>The data holds sort keys and key names with every character that quoting gets wrong ({@code ' " $ \ `},
 * {@code ${}}, newline, NUL, U+2028/U+2029, {@code !}, emoji, CJK, shell metacharacters, text that javac reads as a
 * Unicode escape), reserved words, names starting with {@code -}, numbers no double holds, numbers at DynamoDB's
 * limits that boto3's decimal context cannot hold, and items large enough that dynalite cuts a partition into 1 MB
 * pages, so the LastEvaluatedKey loops really loop. Filters use every literal kind, nested paths, backticked and
 * reserved names and every function, over items each clause keeps or drops; a filter with a Limit spans a 1 MB page,
 * where a page returns fewer items than it read. A Select COUNT case expects the summed Count and ScannedCount
 * ({@link #counted}) in place of sort keys.
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

    private static final String SHELL_VALUE =
            "b;$(touch " + PWNED + ")`touch " + PWNED + "`|&<>*?[a]{b,c}~#'\"\\ " + "$HOME ${HOME} !! %s \\n\\\\";

    /** Sort keys under "a", in DynamoDB's order (UTF-8 bytes: \n < ! < " < $ < ' < \ < ` < 漢 < ～ < 😀). */
    private static final List<String> A_KEYS =
            List.of("a\nnewline", "a!bang", "a\"dq", "a$HOME", "a'sq", "a\\back\\slash", "a`tick`", "a漢字", "a～", "a😀");
    /** Sort keys of the items that also carry the index's partition key {@code kind}. */
    private static final List<String> KIND_KEYS = List.of("a$HOME", "a'sq", "a😀");

    private static final String KIND = "it's";
    private static final int BIG_ITEMS = 6;
    /** dynalite, like DynamoDB, ends a page once it holds 1 MB: 4 items of 300 KB, so 6 take two pages. */
    private static final int BIG_PAYLOAD_CHARS = 300_000;

    private static final List<String> NUMBER_KEYS =
            List.of("-10", "-1.5", "0", "2", "10", "100", "12345678901234567890123456789012345678");
    /**
     * Sort keys under "EDGE": DynamoDB's smallest magnitude, which boto3's decimal context holds, and two numbers it
     * cannot: 37 digits ending below 1E-165 and 1E+100, whose plain digits are 101.
     */
    private static final List<String> EDGE_KEYS =
            List.of("-1E-130", "1.000000000000000000000000000000000001E-130", "1E+100");
    /** base64 of 01, 01 00, 01 7f, 01 80, 01 ff, 02 and 00 */
    private static final List<String> BINARY_KEYS = List.of("AQ==", "AQA=", "AX8=", "AYA=", "Af8=", "Ag==", "AA==");
    /** bytes 00 ff 27 0a 22 24: NUL, 0xff, quote, newline, double quote, dollar. */
    private static final String BINARY_PK = "AP8nCiIk";

    /** Key names with every character quoting gets wrong, the dots and brackets of a document path, and NUL. */
    private static final String HOSTILE = Dynalite.uniqueTableName("snip-h");

    private static final String HOSTILE_PK_NAME = "-pk it's \"q\" $HOME ${x} `id` \\ \\u000a a.b[0] \n\u2028\u2029😀";
    private static final String HOSTILE_SK_NAME = "sk\u0000 ${y} `x` \\\" 漢";
    /** An attribute of the items under "x": javac's and JavaScript's line terminators, comment ends, a coding. */
    private static final String HOSTILE_ATTRIBUTE = "\\u000a \\\\\\u000d \u2028 */ --> coding:utf-7 \r";

    private static final String HOSTILE_PK = "P\u0000 $HOME ${x} `id` 'q' \"d\" \\ \n\u2028\u2029😀 -x";
    /** Sort keys under "x" in DynamoDB's order (UTF-8 bytes: NUL < \n < " < $ < ' < \ < ` < U+2028 < U+2029 < 😀). */
    private static final List<String> X_KEYS = List.of(
            "x\u0000nul", "x\nnl", "x\"dq", "x${HOME}", "x'sq", "x\\bs", "x`id`", "x\u2028ls", "x\u2029ps", "x😀");
    /** A reserved word as the partition key's name and a name starting with '-' as the sort key's (N). */
    private static final String RESERVED = Dynalite.uniqueTableName("snip-r");
    /** 2^53 + 1: a JavaScript number would read 2^53. */
    private static final String BEYOND_DOUBLE = "9007199254740993";

    private static final String LONG_DECIMAL = "0.12345678901234567891";
    private static final List<String> RESERVED_KEYS =
            List.of("1", "2.5", LONG_DECIMAL, BEYOND_DOUBLE, "12345678901234567890123456789012345678");

    /** Items under "F": each literal kind of the filter keeps one, and two items no literal matches. */
    private static final String FILTERED_PK = "F";
    /** A filter string literal with quotes, a backslash, ${HOME}, a command substitution and a newline. */
    private static final String TRICKY_STATUS = "it's \"q\" \\ ${HOME} `id` $(x)\nnext";
    /** In the filter's JSON literal syntax. */
    private static final String TRICKY_STATUS_LITERAL = "\"it's \\\"q\\\" \\\\ ${HOME} `id` $(x)\\nnext\"";

    private static final String EVERY_LITERAL = "status = " + TRICKY_STATUS_LITERAL + " OR n = " + BEYOND_DOUBLE
            + " OR done = true OR gone = null OR `first name` = \"\" OR flag = false OR origin = \"" + FILTERED_PK
            + "\"";
    /** Items under "G": g00 and g12 meet every clause of {@link #EVERY_FUNCTION}, each other one fails one clause. */
    private static final String FUNCTIONS_PK = "G";

    private static final String EVERY_FUNCTION =
            "a.b = \"x\" AND l[0] = 1 AND `first name` = \"Ann\" AND size(tags) >= 2"
                    + " AND begins_with(name, \"ab\") AND contains(tags, \"red\") AND attribute_exists(extra)"
                    + " AND attribute_not_exists(missing) AND attribute_type(mixed, \"N\") AND status IN (\"open\", \"new\")"
                    + " AND score BETWEEN 10 AND 20";
    /**
     * What dynamodb-toolbox writes as free conditions, a value first (only where flipping the comparison does not do:
     * {@code 2 > size(tags)} goes as {@code { size: "tags", lt: 2 }}): g04 has one tag, g11 a score above 15, g02 its
     * list in descending order, g03 first name Bob and g05 {@code dotted.name}.
     */
    private static final String VALUES_FIRST = "1 = 1 AND (2 > size(tags) OR 15.000000000000000000001 < score"
            + " OR NOT (l[0] < l[1]) OR `first name` = \"Bob\" OR `dotted.name` = 1)";
    /** Big items that {@code keep = true} keeps: a Limit of 5 reads p1-p4 (one 1 MB page), then only p5. */
    private static final List<String> KEPT_BIG = List.of("p1", "p3", "p5", "p6");

    private static final String ENHANCED = "java-enhanced";
    private static final String TOOLBOX = "dynamodb-toolbox";
    /** The toolbox's notes: it reads a key name as a path, and drops a projection without an entity. */
    private static final String KEY_PATH = "as a document path";

    private static final String PROJECTION = "it leaves out the attributes to project";

    private static URI endpoint;
    private static Dynalite engine;
    /** What each case's request returns, read from the engine with the programs' paging rule. */
    private static final Map<String, EngineRead> ENGINE_READS = new java.util.HashMap<>();

    /**
     * One Query with the sort keys it must return, in order, and the targets that cannot express it (which show a
     * note instead of a program).
     */
    record Case(
            String name,
            QueryForm form,
            String sortKey,
            String sortType,
            List<String> expected,
            int minPages,
            Set<String> notes,
            Map<String, String> reasons) {

        Case(String name, QueryForm form, String sortKey, String sortType, List<String> expected, int minPages) {
            this(name, form, sortKey, sortType, expected, minPages, Set.of(), Map.of());
        }

        Case notedBy(String... targets) {
            Set<String> notes = new java.util.HashSet<>(this.notes);
            notes.addAll(List.of(targets));
            return new Case(name, form, sortKey, sortType, expected, minPages, Set.copyOf(notes), reasons);
        }

        /** Noted by {@code target}, whose note must give {@code reason}: the one it must show, not any. */
        Case notedBecause(String target, String reason) {
            Map<String, String> reasons = new java.util.HashMap<>(this.reasons);
            reasons.put(target, reason);
            return new Case(name, form, sortKey, sortType, expected, minPages, notes, Map.copyOf(reasons))
                    .notedBy(target);
        }

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

        /** Whether the Query is Select COUNT: {@link #expected} is then {@link #counted}'s two lines. */
        boolean counts() {
            return built().input().count();
        }
    }

    static Stream<Case> cases() {
        FormBuilder strings =
                QueryForm.builder().table(STRINGS).pk("PK").pkValue(TRICKY_PK).sk("SK");
        FormBuilder big = QueryForm.builder().table(STRINGS).pk("PK").pkValue(BIG_PK);
        FormBuilder numbers = QueryForm.builder()
                .table(NUMBERS)
                .pk("pk-id")
                .pkValue("NUM")
                .sk("n")
                .skType("N");
        FormBuilder binaries = QueryForm.builder()
                .table(BINARIES)
                .pk("data")
                .pkType("B")
                .pkValue(BINARY_PK)
                .sk("blob")
                .skType("B");
        FormBuilder hostile = QueryForm.builder()
                .table(HOSTILE)
                .pk(HOSTILE_PK_NAME)
                .pkValue(HOSTILE_PK)
                .sk(HOSTILE_SK_NAME);
        FormBuilder reserved = QueryForm.builder()
                .table(RESERVED)
                .pk("Select")
                .pkValue("R")
                .sk("-size")
                .skType("N");
        // a builder keeps what it was given: each of these cases starts from a fresh one
        Supplier<FormBuilder> filtered =
                () -> QueryForm.builder().table(STRINGS).pk("PK").pkValue(FILTERED_PK);
        Supplier<FormBuilder> edge = () -> QueryForm.builder()
                .table(NUMBERS)
                .pk("pk-id")
                .pkValue("EDGE")
                .sk("n")
                .skType("N");
        Supplier<FormBuilder> functions =
                () -> QueryForm.builder().table(STRINGS).pk("PK").pkValue(FUNCTIONS_PK);
        Supplier<FormBuilder> bigKept = () -> QueryForm.builder()
                .table(STRINGS)
                .pk("PK")
                .pkValue(BIG_PK)
                .filter("keep = true")
                .limit("5");
        List<String> bigKeys = new ArrayList<>();
        for (int i = 1; i <= BIG_ITEMS; i++) {
            bigKeys.add("p" + i);
        }
        return Stream.of(
                new Case(
                        "begins_with over every tricky character",
                        strings.op("begins_with").value("a").build(),
                        "SK",
                        "S",
                        A_KEYS,
                        1),
                new Case(
                        "between bounds with a double quote and backslashes",
                        strings.op("between")
                                .value("a\"dq")
                                .to("a\\back\\slash")
                                .build(),
                        "SK",
                        "S",
                        List.of("a\"dq", "a$HOME", "a'sq", "a\\back\\slash"),
                        1),
                new Case(
                        "desc with Limit 3 (UTF-8 order: emoji last)",
                        strings.op("begins_with")
                                .value("a")
                                .order("desc")
                                .limit("3")
                                .build(),
                        "SK",
                        "S",
                        List.of("a😀", "a～", "a漢字"),
                        1),
                new Case(
                        "a value full of shell metacharacters, names=minimal",
                        strings.op("eq").value(SHELL_VALUE).names("minimal").build(),
                        "SK",
                        "S",
                        List.of(SHELL_VALUE),
                        1),
                new Case(
                        "IndexName: a GSI keyed by kind",
                        QueryForm.builder()
                                .table(STRINGS)
                                .index("byKind")
                                .pk("kind")
                                .pkValue(KIND)
                                .sk("SK")
                                .op("ge")
                                .value("a'")
                                .build(),
                        "SK",
                        "S",
                        List.of("a'sq", "a😀"),
                        1),
                new Case("no Limit: pages of 1 MB until LastEvaluatedKey is gone", big.build(), "SK", "S", bigKeys, 2),
                new Case(
                        "Limit 5 across a 1 MB page of 4 items: the second page asks for 1 more",
                        big.limit("5").build(),
                        "SK",
                        "S",
                        bigKeys.subList(0, 5),
                        2),
                new Case(
                        "N between, names=minimal aliases pk-id only",
                        numbers.op("between")
                                .value("-1.5")
                                .to("1e2")
                                .names("minimal")
                                .build(),
                        "n",
                        "N",
                        List.of("-1.5", "0", "2", "10", "100"),
                        1),
                new Case(
                        "N desc with Limit 2 and 38 digits",
                        numbers.op("gt").value("0").order("desc").limit("2").build(),
                        "n",
                        "N",
                        List.of("12345678901234567890123456789012345678", "100"),
                        1),
                new Case(
                        "B begins_with, unsigned byte order",
                        binaries.op("begins_with").value("AQ==").build(),
                        "blob",
                        "B",
                        List.of("AQ==", "AQA=", "AX8=", "AYA=", "Af8="),
                        1),
                new Case(
                        "a table named like an option (-ks...)",
                        QueryForm.builder()
                                .table(DASHED)
                                .pk("PK")
                                .pkValue("D")
                                .sk("SK")
                                .op("ge")
                                .value("b")
                                .build(),
                        "SK",
                        "S",
                        List.of("b", "c"),
                        1),
                new Case(
                        "an index named like an option (-by-kind)",
                        QueryForm.builder()
                                .table(DASHED)
                                .index(DASHED_INDEX)
                                .pk("kind")
                                .pkValue("k")
                                .sk("SK")
                                .op("begins_with")
                                .value("c")
                                .build(),
                        "SK",
                        "S",
                        List.of("c"),
                        1),
                new Case(
                        "B between desc",
                        binaries.op("between")
                                .value("AX8=")
                                .to("Ag==")
                                .order("desc")
                                .build(),
                        "blob",
                        "B",
                        List.of("Ag==", "Af8=", "AYA=", "AX8="),
                        1),
                new Case(
                                "hostile key names and values: begins_with",
                                hostile.op("begins_with").value("x").build(),
                                HOSTILE_SK_NAME,
                                "S",
                                X_KEYS,
                                1)
                        .notedBy(ENHANCED)
                        .notedBecause(TOOLBOX, KEY_PATH),
                new Case(
                                "hostile: between NUL and U+2028 bounds, desc, Limit 3",
                                hostile.op("between")
                                        .value("x\u0000")
                                        .to("x\u2028ls")
                                        .order("desc")
                                        .limit("3")
                                        .build(),
                                HOSTILE_SK_NAME,
                                "S",
                                List.of("x\u2028ls", "x`id`", "x\\bs"),
                                1)
                        .notedBy(ENHANCED)
                        .notedBecause(TOOLBOX, KEY_PATH),
                new Case(
                                "hostile: eq on ${HOME}, names=minimal",
                                hostile.op("eq")
                                        .value("x${HOME}")
                                        .names("minimal")
                                        .build(),
                                HOSTILE_SK_NAME,
                                "S",
                                List.of("x${HOME}"),
                                1)
                        .notedBy(ENHANCED)
                        .notedBecause(TOOLBOX, KEY_PATH),
                new Case(
                                "hostile: a projection of names with \\u000a text, backslashes, U+2028 and a CR",
                                QueryForm.builder()
                                        .table(HOSTILE)
                                        .pk(HOSTILE_PK_NAME)
                                        .pkValue(HOSTILE_PK)
                                        .sk(HOSTILE_SK_NAME)
                                        .op("begins_with")
                                        .value("x")
                                        .project(backticked(HOSTILE_SK_NAME) + ", " + backticked(HOSTILE_ATTRIBUTE))
                                        .build(),
                                HOSTILE_SK_NAME,
                                "S",
                                X_KEYS,
                                1)
                        .notedBy(ENHANCED)
                        .notedBecause(TOOLBOX, KEY_PATH),
                new Case(
                        "N eq -1E-130, DynamoDB's smallest magnitude, which boto3's decimal context holds",
                        edge.get().op("eq").value("-1e-130").build(),
                        "n",
                        "N",
                        plain(EDGE_KEYS.subList(0, 1)),
                        1),
                new Case(
                                "N between numbers boto3's decimal context cannot hold",
                                edge.get()
                                        .op("between")
                                        .value(EDGE_KEYS.get(1))
                                        .to(EDGE_KEYS.get(2))
                                        .build(),
                                "n",
                                "N",
                                plain(EDGE_KEYS.subList(1, 3)),
                                1)
                        .notedBecause("python-resource", "boto3's decimal context")
                        .notedBecause(TOOLBOX, "neither holds"),
                new Case(
                        "a reserved word and a name starting with -: N >= 2.5, names=minimal",
                        reserved.op("ge").value("2.5").names("minimal").build(),
                        "-size",
                        "N",
                        List.of("2.5", BEYOND_DOUBLE, "12345678901234567890123456789012345678"),
                        1),
                new Case(
                        "N eq 2^53 + 1, which no double holds",
                        reserved.op("eq").value(BEYOND_DOUBLE).build(),
                        "-size",
                        "N",
                        List.of(BEYOND_DOUBLE),
                        1),
                new Case(
                                "N between bounds with more digits than a double holds",
                                reserved.op("between")
                                        .value("0.1")
                                        .to(LONG_DECIMAL)
                                        .build(),
                                "-size",
                                "N",
                                List.of(LONG_DECIMAL),
                                1)
                        .notedBecause(TOOLBOX, "neither holds " + LONG_DECIMAL + " exactly"),
                new Case(
                        "N lt, desc with Limit 1",
                        reserved.op("lt").value("3").order("desc").limit("1").build(),
                        "-size",
                        "N",
                        List.of("2.5"),
                        1),
                new Case(
                        "a filter with every kind of literal, one the partition key's value",
                        filtered.get().filter(EVERY_LITERAL).build(),
                        "SK",
                        "S",
                        List.of("o1", "o2", "o4", "o5", "o6", "o7", "o9"),
                        1),
                new Case(
                        "a filter with nested paths, backticks, reserved words, every function, IN and BETWEEN",
                        functions.get().filter(EVERY_FUNCTION).build(),
                        "SK",
                        "S",
                        List.of("g00", "g12"),
                        1),
                new Case(
                        "a filter the toolbox writes with values first: size on the right, a decimal no double holds, "
                                + "a name with a space or a dot, two paths and two values compared",
                        functions.get().filter(VALUES_FIRST).build(),
                        "SK",
                        "S",
                        List.of("g02", "g03", "g04", "g05", "g11"),
                        1),
                new Case(
                                "a projection of nested paths, a backticked name and a reserved word, consistent",
                                functions
                                        .get()
                                        .project("SK, a.b, `first name`, name")
                                        .consistent("true")
                                        .sk("SK")
                                        .op("le")
                                        .value("g02")
                                        .build(),
                                "SK",
                                "S",
                                List.of("g00", "g01", "g02"),
                                1)
                        .notedBecause(TOOLBOX, PROJECTION),
                new Case(
                                "a projection with a list index and a filter",
                                functions
                                        .get()
                                        .project("SK, l[0]")
                                        .filter("size(tags) < 2")
                                        .build(),
                                "SK",
                                "S",
                                List.of("g04"),
                                1)
                        .notedBy(ENHANCED)
                        .notedBecause(TOOLBOX, PROJECTION),
                new Case(
                        "select=count without a filter, consistent",
                        functions.get().select("count").consistent("true").build(),
                        "SK",
                        "S",
                        counted(13, 13),
                        1),
                new Case(
                        "select=count with a filter",
                        filtered.get().filter(EVERY_LITERAL).select("count").build(),
                        "SK",
                        "S",
                        counted(7, 9),
                        1),
                new Case(
                        "a filter with Limit 5 across a 1 MB page: the second page asks for 1 item read, not 3 kept",
                        bigKept.get().build(),
                        "SK",
                        "S",
                        List.of("p1", "p3", "p5"),
                        2),
                new Case(
                        "select=count with a filter and Limit 5 across a 1 MB page",
                        bigKept.get().select("count").build(),
                        "SK",
                        "S",
                        counted(3, 5),
                        2));
    }

    /** A name in the filter and projection syntax: in backticks, a backtick inside written twice. */
    private static String backticked(String name) {
        return "`" + name.replace("`", "``") + "`";
    }

    /** Numbers as the engine returns them: plain digits. */
    private static List<String> plain(List<String> numbers) {
        return numbers.stream()
                .map(n -> new java.math.BigDecimal(n).toPlainString())
                .toList();
    }

    /** What a program prints for Select COUNT: the sums of Count and ScannedCount over the pages. */
    private static List<String> counted(int count, int scanned) {
        return List.of("Count " + count, "ScannedCount " + scanned);
    }

    @BeforeAll
    static void createTables(Dynalite dynalite) {
        endpoint = dynalite.endpoint();
        engine = dynalite;
        dynalite.createTable(json(Map.of(
                "TableName", STRINGS,
                "AttributeDefinitions", List.of(attr("PK", "S"), attr("SK", "S"), attr("kind", "S")),
                "KeySchema", List.of(key("PK", "HASH"), key("SK", "RANGE")),
                "GlobalSecondaryIndexes",
                        List.of(Map.of(
                                "IndexName", "byKind",
                                "KeySchema", List.of(key("kind", "HASH"), key("SK", "RANGE")),
                                "Projection", Map.of("ProjectionType", "ALL"))),
                "BillingMode", "PAY_PER_REQUEST")));
        dynalite.createTable(json(Map.of(
                "TableName", DASHED,
                "AttributeDefinitions", List.of(attr("PK", "S"), attr("SK", "S"), attr("kind", "S")),
                "KeySchema", List.of(key("PK", "HASH"), key("SK", "RANGE")),
                "GlobalSecondaryIndexes",
                        List.of(Map.of(
                                "IndexName", DASHED_INDEX,
                                "KeySchema", List.of(key("kind", "HASH"), key("SK", "RANGE")),
                                "Projection", Map.of("ProjectionType", "ALL"))),
                "BillingMode", "PAY_PER_REQUEST")));
        dynalite.createTable(json(Map.of(
                "TableName",
                NUMBERS,
                "AttributeDefinitions",
                List.of(attr("pk-id", "S"), attr("n", "N")),
                "KeySchema",
                List.of(key("pk-id", "HASH"), key("n", "RANGE")),
                "BillingMode",
                "PAY_PER_REQUEST")));
        dynalite.createTable(json(Map.of(
                "TableName",
                BINARIES,
                "AttributeDefinitions",
                List.of(attr("data", "B"), attr("blob", "B")),
                "KeySchema",
                List.of(key("data", "HASH"), key("blob", "RANGE")),
                "BillingMode",
                "PAY_PER_REQUEST")));

        dynalite.createTable(json(Map.of(
                "TableName",
                HOSTILE,
                "AttributeDefinitions",
                List.of(attr(HOSTILE_PK_NAME, "S"), attr(HOSTILE_SK_NAME, "S")),
                "KeySchema",
                List.of(key(HOSTILE_PK_NAME, "HASH"), key(HOSTILE_SK_NAME, "RANGE")),
                "BillingMode",
                "PAY_PER_REQUEST")));
        dynalite.createTable(json(Map.of(
                "TableName",
                RESERVED,
                "AttributeDefinitions",
                List.of(attr("Select", "S"), attr("-size", "N")),
                "KeySchema",
                List.of(key("Select", "HASH"), key("-size", "RANGE")),
                "BillingMode",
                "PAY_PER_REQUEST")));
        for (String sk : X_KEYS) {
            put(
                    dynalite,
                    HOSTILE,
                    Map.of(
                            HOSTILE_PK_NAME,
                            Map.of("S", HOSTILE_PK),
                            HOSTILE_SK_NAME,
                            Map.of("S", sk),
                            "note\u2028`$x`",
                            Map.of("S", "value\u0000\u2029"),
                            HOSTILE_ATTRIBUTE,
                            Map.of("S", sk)));
        }
        put(dynalite, HOSTILE, Map.of(HOSTILE_PK_NAME, Map.of("S", HOSTILE_PK), HOSTILE_SK_NAME, Map.of("S", "y")));
        for (String n : RESERVED_KEYS) {
            put(
                    dynalite,
                    RESERVED,
                    Map.of("Select", Map.of("S", "R"), "-size", Map.of("N", n), "count", Map.of("N", n)));
        }

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
            put(
                    dynalite,
                    STRINGS,
                    Map.of(
                            "PK",
                            Map.of("S", BIG_PK),
                            "SK",
                            Map.of("S", "p" + i),
                            "payload",
                            Map.of("S", payload),
                            "keep",
                            Map.of("BOOL", KEPT_BIG.contains("p" + i))));
        }
        putFiltered(dynalite);
        for (String sk : List.of("a", "b", "c")) {
            put(
                    dynalite,
                    DASHED,
                    Map.of(
                            "PK",
                            Map.of("S", "D"),
                            "SK",
                            Map.of("S", sk),
                            "kind",
                            Map.of("S", sk.equals("a") ? "j" : "k")));
        }
        for (String n : NUMBER_KEYS) {
            put(dynalite, NUMBERS, Map.of("pk-id", Map.of("S", "NUM"), "n", Map.of("N", n)));
        }
        for (String n : EDGE_KEYS) {
            put(dynalite, NUMBERS, Map.of("pk-id", Map.of("S", "EDGE"), "n", Map.of("N", n)));
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

    /** The items of {@link #EVERY_LITERAL} and {@link #EVERY_FUNCTION}. */
    private static void putFiltered(Dynalite dynalite) {
        List<Map<String, Object>> literals = List.of(
                Map.of("status", Map.of("S", TRICKY_STATUS)),
                Map.of("n", Map.of("N", BEYOND_DOUBLE)),
                Map.of("n", Map.of("N", "9007199254740992")),
                Map.of("done", Map.of("BOOL", true)),
                Map.of("done", Map.of("BOOL", false), "gone", Map.of("NULL", true)),
                Map.of("first name", Map.of("S", "")),
                Map.of("first name", Map.of("S", "x"), "flag", Map.of("BOOL", false)),
                Map.of("status", Map.of("S", "other"), "flag", Map.of("BOOL", true)),
                Map.of("origin", Map.of("S", FILTERED_PK)));
        for (int i = 0; i < literals.size(); i++) {
            Map<String, Object> item = new LinkedHashMap<>(literals.get(i));
            item.put("PK", Map.of("S", FILTERED_PK));
            item.put("SK", Map.of("S", "o" + (i + 1)));
            put(dynalite, STRINGS, item);
        }
        Map<String, Object> base = new LinkedHashMap<>();
        base.put("a", Map.of("M", Map.of("b", Map.of("S", "x"))));
        base.put("l", Map.of("L", List.of(Map.of("N", "1"), Map.of("N", "2"))));
        base.put("first name", Map.of("S", "Ann"));
        base.put("tags", Map.of("L", List.of(Map.of("S", "red"), Map.of("S", "blue"))));
        base.put("name", Map.of("S", "abc"));
        base.put("extra", Map.of("S", "e"));
        base.put("mixed", Map.of("N", "5"));
        base.put("status", Map.of("S", "open"));
        base.put("score", Map.of("N", "15"));
        // g01 to g11 each fail one clause of EVERY_FUNCTION, in its order; g00 and g12 fail none
        List<Map<String, Object>> breaks = List.of(
                Map.of(),
                Map.of("a", Map.of("M", Map.of("b", Map.of("S", "y")))),
                Map.of("l", Map.of("L", List.of(Map.of("N", "2"), Map.of("N", "1")))),
                Map.of("first name", Map.of("S", "Bob")),
                Map.of("tags", Map.of("L", List.of(Map.of("S", "red")))),
                Map.of("name", Map.of("S", "xabc"), "dotted.name", Map.of("N", "1")),
                Map.of("tags", Map.of("L", List.of(Map.of("S", "blue"), Map.of("S", "green")))),
                Map.of("extra", Map.of()),
                Map.of("missing", Map.of("S", "m")),
                Map.of("mixed", Map.of("S", "5")),
                Map.of("status", Map.of("S", "closed")),
                Map.of("score", Map.of("N", "25")),
                Map.of());
        for (int i = 0; i < breaks.size(); i++) {
            Map<String, Object> item = new LinkedHashMap<>(base);
            item.putAll(breaks.get(i));
            item.values().removeIf(value -> ((Map<?, ?>) value).isEmpty());
            item.put("PK", Map.of("S", FUNCTIONS_PK));
            item.put("SK", Map.of("S", String.format("g%02d", i)));
            put(dynalite, STRINGS, item);
        }
    }

    // ------------------------------------------------------------------ the expectations themselves

    /**
     * Sends the request of {@link BuiltQuery#input()} with the snippets' paging rule straight
     * to the engine: a wrong expectation fails here, not in nine targets at once.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void engineReturnsTheExpectedItems(Case c) {
        EngineRead read = engineRead(c);
        assertEquals(c.expected(), c.counts() ? read.counted() : sortKeys(read.items(), c));
    }

    /** What the engine returns for a case with the programs' paging rule: its items, and the sums of the counts. */
    record EngineRead(List<JsonNode> items, int count, int scanned) {
        List<String> counted() {
            return SnippetExecutionTest.counted(count, scanned);
        }
    }

    /**
     * The engine's reply for a case, read once with the programs' paging rule: follow LastEvaluatedKey; with a Limit,
     * stop once Limit items are read in all (ScannedCount, which a filter does not lower), each further page asking
     * for the items still missing.
     */
    private static synchronized EngineRead engineRead(Case c) {
        EngineRead known = ENGINE_READS.get(c.name());
        if (known != null) {
            return known;
        }
        Map<String, Object> request = new LinkedHashMap<>(WireJson.request(c.built()));
        Integer limit = (Integer) request.get("Limit");
        List<JsonNode> items = new ArrayList<>();
        int count = 0;
        int scanned = 0;
        int pages = 0;
        while (true) {
            JsonNode page = engine.call("Query", request).assertOk().json();
            pages++;
            page.path("Items").forEach(items::add);
            count += page.path("Count").asInt();
            scanned += page.path("ScannedCount").asInt();
            JsonNode last = page.get("LastEvaluatedKey");
            if (last == null || (limit != null && scanned >= limit)) {
                break;
            }
            request.put("ExclusiveStartKey", last);
            if (limit != null) {
                request.put("Limit", limit - scanned);
            }
        }
        assertTrue(pages >= c.minPages(), "expected at least " + c.minPages() + " pages, read " + pages);
        EngineRead read = new EngineRead(items, count, scanned);
        ENGINE_READS.put(c.name(), read);
        return read;
    }

    // ------------------------------------------------------------------ each target

    @TestFactory
    Stream<DynamicTest> cli() {
        return executed("cli", Printed.DYNAMODB_JSON, ParallelProgramBatches::cli);
    }

    @TestFactory
    Stream<DynamicTest> jsClient() {
        return executed("js-client", Printed.DYNAMODB_JSON, ProgramBatches::javascript);
    }

    @TestFactory
    Stream<DynamicTest> jsDocument() {
        return executed("js-document", Printed.NATIVE, ProgramBatches::javascript);
    }

    @TestFactory
    Stream<DynamicTest> dynamodbToolbox() {
        return executed(TOOLBOX, Printed.NATIVE, ProgramBatches::javascript);
    }

    @TestFactory
    Stream<DynamicTest> pythonClient() {
        return executed("python-client", Printed.DYNAMODB_JSON, ProgramBatches::python);
    }

    @TestFactory
    Stream<DynamicTest> pythonResource() {
        return executed("python-resource", Printed.NATIVE, ProgramBatches::python);
    }

    @TestFactory
    Stream<DynamicTest> javaClient() {
        return executed("java-client", Printed.NATIVE, ProgramBatches::java);
    }

    @TestFactory
    Stream<DynamicTest> javaEnhanced() {
        return executed(ENHANCED, Printed.NATIVE, ProgramBatches::java);
    }

    @TestFactory
    Stream<DynamicTest> go() {
        Stream<DynamicTest> gofmt = cases().map(c ->
                DynamicTest.dynamicTest("gofmt: " + c.name(), () -> SnippetLanguages.checkGo(c.snippet("go"))));
        return Stream.concat(gofmt, executed("go", Printed.NATIVE, ParallelProgramBatches::go));
    }

    /** Every case's program for one target, run as one batch; then one test per case on what it printed. */
    private Stream<DynamicTest> executed(
            String target,
            Printed printed,
            java.util.function.BiFunction<Map<String, String>, URI, Map<String, ProgramBatches.Run>> batch) {
        List<Case> cases = cases().toList();
        Map<String, Case> byId = new LinkedHashMap<>();
        Map<String, String> programs = new LinkedHashMap<>();
        for (int i = 0; i < cases.size(); i++) {
            Snippet snippet = Snippets.of(cases.get(i).built(), target);
            if (snippet.program()) {
                String id = String.format("case%02d", i + 1);
                byId.put(id, cases.get(i));
                programs.put(id, snippet.code());
            }
        }
        long start = System.nanoTime();
        Map<String, ProgramBatches.Run> runs = batch.apply(programs, endpoint);
        // the integrator quotes these lines: how many cases each target ran, and how long its batch took
        System.out.printf(
                Locale.ROOT,
                "SnippetExecutionTest: %s ran %d of %d cases (%d show its note) in %.1f s%n",
                target,
                programs.size(),
                cases.size(),
                cases.size() - programs.size(),
                (System.nanoTime() - start) / 1e9);
        assertFalse(Files.exists(PWNED), target + ": a program ran a command substitution from a quoted value");
        return cases.stream()
                .map(c -> DynamicTest.dynamicTest(c.name(), () -> {
                    Snippet snippet = Snippets.of(c.built(), target);
                    assertEquals(
                            c.notes().contains(target),
                            !snippet.program(),
                            () -> target + (snippet.program() ? " should show its note" : " shows a note") + ":\n"
                                    + snippet.code());
                    if (!snippet.program()) {
                        assertTrue(snippet.code().contains("cannot express this Query exactly"), snippet.code());
                        String reason = c.reasons().get(target);
                        assertTrue(
                                reason == null || snippet.code().contains(reason),
                                () -> target + " should say " + reason + ":\n" + snippet.code());
                        return;
                    }
                    String id = byId.entrySet().stream()
                            .filter(e -> e.getValue() == c)
                            .findFirst()
                            .orElseThrow()
                            .getKey();
                    ProgramBatches.Run run = runs.get(id);
                    assertTrue(run.ok(), () -> target + " failed: " + run.failure() + "\n" + snippet.code());
                    JsonNode cliResult =
                            target.equals("cli") ? SnippetRunner.parse(String.join("\n", run.lines())) : null;
                    if (c.counts()) {
                        // the CLI adds up the pages' Count and ScannedCount in its one result; the others print one
                        // line
                        JsonNode counts =
                                cliResult != null ? cliResult : SnippetRunner.parse(String.join("\n", run.lines()));
                        assertEquals(
                                c.expected(),
                                counted(
                                        counts.path("Count").asInt(-1),
                                        counts.path("ScannedCount").asInt(-1)),
                                "Count and ScannedCount, added up over the pages, in: " + run.lines());
                        return;
                    }
                    List<JsonNode> items = cliResult != null
                            ? iterate(cliResult.path("Items"))
                            : run.lines().stream().map(SnippetRunner::parse).toList();
                    List<JsonNode> expected = engineRead(c).items();
                    List<Map<String, String>> shown = new ArrayList<>();
                    for (int i = 0; i < items.size(); i++) {
                        shown.add(
                                printed.canonical(items.get(i), i < expected.size() ? expected.get(i) : items.get(i)));
                    }
                    assertEquals(
                            c.expected(),
                            shown.stream()
                                    .map(item -> item.get(c.sortKey()).substring(2))
                                    .toList(),
                            "the sort keys, in order");
                    assertEquals(
                            expected.stream()
                                    .map(item -> Printed.DYNAMODB_JSON.canonical(item, item))
                                    .toList(),
                            shown,
                            "every attribute of every item");
                }));
    }

    // ------------------------------------------------------------------ helpers

    private static List<JsonNode> iterate(JsonNode array) {
        List<JsonNode> out = new ArrayList<>();
        array.forEach(out::add);
        return out;
    }

    /** The sort key of each item, as its wire text (S text, N digits, B base64). */
    private static List<String> sortKeys(List<JsonNode> items, Case c) {
        List<String> keys = new ArrayList<>();
        for (JsonNode item : items) {
            JsonNode value = item.path(c.sortKey()).path(c.sortType());
            assertTrue(
                    value.isTextual(), "no " + c.sortType() + " attribute " + c.sortKey() + " in " + abbreviate(item));
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
