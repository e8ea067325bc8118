package keyslice.snippets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import keyslice.domain.compile.Compilation;
import keyslice.domain.compile.QueryCompiler;
import keyslice.domain.form.FormBuilder;
import keyslice.domain.form.QueryForm;
import org.junit.jupiter.api.Test;

/**
 * The filter as dynamodb-toolbox condition objects, and the notes for what they cannot say; the programs run against
 * dynalite in {@link SnippetExecutionTest}.
 */
class ToolboxFilterTest {

    private static Snippet toolbox(FormBuilder form) {
        Compilation c = QueryCompiler.compile(form.build());
        if (c instanceof Compilation.Invalid invalid) {
            throw new AssertionError("not valid: " + invalid.problems());
        }
        return Snippets.of(((Compilation.Valid) c).built(), "dynamodb-toolbox");
    }

    private static Snippet filtered(String filter) {
        return toolbox(QueryForm.builder().table("Tbl").pk("PK").pkValue("a").filter(filter));
    }

    /** The {@code const filter = ...;} block of a program, which must be one. */
    private static String filterOf(Snippet snippet) {
        assertTrue(snippet.program(), snippet.code());
        String code = snippet.code();
        int start = code.indexOf("const filter = ");
        assertTrue(start >= 0, code);
        return code.substring(start, code.indexOf("};\n", start) + 3);
    }

    @Test
    void theBriefsExampleAsConditionObjectsInTheFilterOption() {
        Snippet snippet = filtered("status = \"open\" AND size(tags) > 2 AND NOT attribute_exists(archivedAt)");
        assertEquals("""
                const filter = {
                  and: [
                    { attr: "status", eq: "open" },
                    { size: "tags", gt: 2 },
                    { not: { attr: "archivedAt", exists: true } },
                  ],
                };
                """, filterOf(snippet));
        assertTrue(snippet.code().contains("}).options({ filter });\n"), snippet.code());
        assertFalse(snippet.code().contains("value: first"), snippet.code());
    }

    @Test
    void everyComparatorFunctionPathAndLiteralKind() {
        assertEquals(
                """
                const filter = {
                  and: [
                    { attr: "a", ne: { attr: "b" } },
                    {
                      or: [
                        { attr: "c", lte: 1 },
                        { attr: "d", gte: "x" },
                        { attr: "e", between: [1, 9007199254740993n] },
                        { attr: "f", type: "SS" },
                        { attr: "g", beginsWith: "pre" },
                        { attr: "h", contains: { attr: "i" } },
                        { attr: "['dotted.name'][0]", in: ["p", "q", null, true] },
                        { attr: "l[0].m", lt: -1.5 },
                        { attr: "n", exists: false },
                      ],
                    },
                  ],
                };
                """,
                filterOf(
                        filtered(
                                "a <> b AND (c <= 1 OR d >= \"x\" OR e BETWEEN 1 AND 9007199254740993"
                                        + " OR attribute_type(f, \"SS\") OR begins_with(g, \"pre\") OR contains(h, i)"
                                        + " OR `dotted.name`[0] IN (\"p\", \"q\", null, true) OR l[0].m < -1.5 OR attribute_not_exists(n))")));
    }

    @Test
    void aValueFirstWhereTheToolboxWouldRewriteTheNameOrCopyTheValue() {
        Snippet snippet = filtered("2 > size(tags) OR 15.000000000000000000001 < score OR `first name` = \"\" OR 1 = 1"
                + " OR begins_with(\"abc\", `first name`)");
        assertEquals("""
                const filter = {
                  or: [
                    { size: "tags", lt: 2 },
                    { value: NumberValue.from("15.000000000000000000001"), lt: { attr: "score" } },
                    { value: "", eq: { attr: "['first name']" } },
                    { value: 1, eq: 1 },
                    { value: "abc", beginsWith: { attr: "['first name']" } },
                  ],
                };
                """, filterOf(snippet));
        assertTrue(snippet.code().contains("// One with value: first is sent as written"), snippet.code());
    }

    /** Each form the toolbox has no condition object for, with the reason its note gives. */
    @Test
    void notesOnlyWhatTheToolboxCannotSay() {
        Map<String, String> reasons = Map.of(
                "size(a) = size(b)", "it compares a condition's subject with values and attributes, not with size()",
                "attribute_exists(`first name`)",
                        "it rewrites the path of a condition on an attribute and quotes only "
                                + "names with . [ or ], so the attribute name \"first name\"",
                "constructor = 1",
                        "it keeps its placeholders in a plain JavaScript object, where \"constructor\" is an "
                                + "inherited property",
                "a IN (9007199254740993, 2)", "it drops a BigInt from an IN list",
                "`a\nb` = 1", "its ['...'] path syntax cannot hold the line break in the attribute name \"a\\nb\"",
                "`a']b` = 1", "its ['...'] path syntax ends at the first '] in the attribute name \"a']b\"",
                "size(\"abc\") > 1", "its size conditions take an attribute path, not a value",
                "a BETWEEN 0.1 AND 0.12345678901234567891",
                        "it copies the values of a condition on an attribute, "
                                + "which turns a NumberValue into a plain object",
                "size(tags) = 9007199254740993",
                        "its size conditions take JavaScript numbers, and none holds 9007199254740993",
                "contains(size(a), 1)", "it writes size() only as what a comparison, BETWEEN or IN is on");
        reasons.forEach((filter, reason) -> {
            Snippet snippet = filtered("x = 1 AND " + filter);
            assertFalse(snippet.program(), filter + ":\n" + snippet.code());
            assertTrue(
                    snippet.code()
                            .contains(
                                    "// - it has no condition object for " + JsSyntax.literal(filter) + ": " + reason),
                    snippet.code());
            // the clause it can write gets no note
            assertEquals(1, snippet.code().split("\n// - ", -1).length - 1, snippet.code());
        });
    }

    @Test
    void aKeyNamedLikeAnInheritedPropertyGetsTheNote() {
        Snippet snippet =
                toolbox(QueryForm.builder().table("Tbl").pk("constructor").pkValue("a"));
        assertFalse(snippet.program(), snippet.code());
        assertTrue(snippet.code().contains("where \"constructor\" is an inherited property"), snippet.code());
    }
}
