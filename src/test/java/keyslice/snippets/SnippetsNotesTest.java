package keyslice.snippets;

import static keyslice.snippets.SnippetsFixtures.built;
import static keyslice.snippets.SnippetsFixtures.codeById;
import static keyslice.snippets.SnippetsFixtures.drive;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import keyslice.domain.expression.BuiltQuery;
import keyslice.domain.form.QueryForm;
import org.junit.jupiter.api.Test;

/**
 * What a program does with Select COUNT and a Limit, and the notes a target writes for what it cannot send exactly.
 */
class SnippetsNotesTest {

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
}
