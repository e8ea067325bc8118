package keyslice.snippets;

import java.util.List;
import java.util.Map;
import keyslice.domain.compile.Compilation;
import keyslice.domain.compile.QueryCompiler;
import keyslice.domain.expression.BuiltQuery;
import keyslice.domain.form.FormBuilder;
import keyslice.domain.form.QueryForm;

/**
 * The snippets' test helpers: the drive example built, each target's code by id, and the target ids in display order.
 */
final class SnippetsFixtures {

    private SnippetsFixtures() {}

    static BuiltQuery built(QueryForm form) {
        Compilation c = QueryCompiler.compile(form);
        if (c instanceof Compilation.Invalid invalid) {
            throw new AssertionError("not valid: " + invalid.problems());
        }
        return ((Compilation.Valid) c).built();
    }

    static FormBuilder drive() {
        return QueryForm.builder()
                .table("Drive")
                .pk("PK")
                .pkValue("DRIVE#a91")
                .sk("SK")
                .op("begins_with")
                .value("root/photos/");
    }

    static Map<String, String> codeById(BuiltQuery built) {
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

    static String nonEmpty(String s) {
        return s.isEmpty() ? "x" : s;
    }
}
