package keyslice.snippets;

import static keyslice.snippets.SnippetsFixtures.codeById;
import static keyslice.snippets.SnippetsFixtures.nonEmpty;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import keyslice.domain.compile.Compilation;
import keyslice.domain.compile.QueryCompiler;
import keyslice.domain.form.FormBuilder;
import keyslice.domain.form.QueryForm;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Random values keep every program well formed.
 */
class SnippetsRandomTest {

    /**
     * Random values in every position a value can take, checked by each language's parser in one
     * batch (shell: {@code sh -n}; Python, client and resource: {@code ast.parse}; JavaScript, client, DocumentClient
     * and dynamodb-toolbox: {@code node --check}; Go: gofmt, which also wants its own layout).
     */
    @Tag("process")
    @Test
    void randomValuesKeepEveryProgramWellFormed() {
        Random random = new Random(20260623);
        List<String> texts = QuotingFixtures.randomStrings(99, 60, false, false);
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
        programs.forEach(p -> SnippetLanguages.checkGo(p.get("go"))); // last: skipped where gofmt is missing
    }
}
