package keyslice.snippets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import javax.tools.ToolProvider;
import keyslice.domain.compile.Compilation;
import keyslice.domain.compile.QueryCompiler;
import keyslice.domain.form.QueryForm;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A note compiled alone defines nothing: each target that can show a note gets one with hostile names, and the real
 * toolchain reads it. javac compiles it as Main.java into no class; Node.js checks it, and running it as a module and
 * as a script prints nothing, exports nothing and adds no global (not even a {@code let}); python3 compiles it to code
 * that names nothing and holds no constant but None, and running it prints nothing. (The AWS CLI target, the one shell
 * target, has no note: a Query its paging cannot send is a loop of single pages.)
 */
@Tag("process")
class NoteToolchainTest {

    /** Ends a Java, JavaScript or Python comment in one way or another, and then defines something. */
    private static final List<String> HOSTILE_NAMES = List.of(
            SnippetCommentsPropertyTest.COMPILED_NOTE,
            "x\ninterface Main{}",
            "x\rclass Main{}",
            "x\u2028globalThis.pwned = 1; let defined = 2;//",
            "\u0085x\u000b\u000c\u0000\ufeff*/ -->",
            "x\n# -*- coding: utf-7 -*-\n+AAo-import os");

    /** The target, and a Query it can only show a note for. */
    record Noted(String target, QueryForm form) {
        @Override
        public String toString() {
            return target + " " + ShellSyntax.json(form.pk());
        }
    }

    static Stream<Noted> notes() {
        return HOSTILE_NAMES.stream()
                .flatMap(name -> Stream.of(
                        new Noted(
                                "java-enhanced",
                                QueryForm.builder()
                                        .table("Tbl")
                                        .pk(name)
                                        .pkValue("v")
                                        .project("`p" + name + "`")
                                        .build()),
                        new Noted(
                                "dynamodb-toolbox",
                                QueryForm.builder()
                                        .table("Tbl")
                                        .pk(name)
                                        .pkValue("v")
                                        .build()),
                        new Noted(
                                "python-resource",
                                QueryForm.builder()
                                        .table("Tbl")
                                        .pk(name)
                                        .pkValue("v")
                                        .sk("n")
                                        .skType("N")
                                        .op("eq")
                                        .value("1e100")
                                        .build())));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("notes")
    void aNoteCompiledAloneDefinesNothing(Noted noted) {
        Snippet snippet =
                Snippets.of(((Compilation.Valid) QueryCompiler.compile(noted.form())).built(), noted.target());
        assertFalse(snippet.program(), () -> noted.target() + " should show its note:\n" + snippet.code());
        switch (snippet.language()) {
            case "java" -> javaDefinesNothing(snippet.code());
            case "javascript" -> javascriptDefinesNothing(snippet.code());
            case "python" -> pythonDefinesNothing(snippet.code());
            default -> throw new AssertionError(snippet.language());
        }
    }

    private static void javaDefinesNothing(String note) {
        Path dir = SnippetRunner.workDir("note-java");
        Path source = dir.resolve("Main.java");
        SnippetRunner.write(source, note);
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int rc = ToolProvider.getSystemJavaCompiler()
                .run(null, err, err, "-encoding", "UTF-8", "-proc:none", "-d", dir.toString(), source.toString());
        assertEquals(0, rc, () -> err.toString(StandardCharsets.UTF_8) + "\n" + note);
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(List.of(source), files.toList(), () -> "javac compiled the note into classes:\n" + note);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void javascriptDefinesNothing(String note) {
        SnippetRunner.requireOptional(
                SnippetRunner.hasNode(), "Node.js 20+ (" + SnippetRunner.node() + "): apt-get install nodejs");
        Path dir = SnippetRunner.workDir("note-js");
        Path file = dir.resolve("note.mjs");
        SnippetRunner.write(file, note);
        SnippetRunner.run(List.of(SnippetRunner.node(), "--check", file.toString()), Map.of(), "", dir)
                .assertSuccess();
        // the global object's properties and the global let/const/class names, before and after running the note
        SnippetRunner.write(dir.resolve("run.mjs"), """
                import { readFileSync } from "node:fs";
                import { Session } from "node:inspector/promises";
                import { pathToFileURL } from "node:url";
                import vm from "node:vm";

                const session = new Session();
                session.connect();
                const globals = async () => [...Object.getOwnPropertyNames(globalThis),
                  ...(await session.post("Runtime.globalLexicalScopeNames", {})).names].sort();
                const before = JSON.stringify(await globals());
                const exported = Object.keys(await import(pathToFileURL(process.argv[2]).href));
                vm.runInThisContext(readFileSync(process.argv[2], "utf8"));
                const after = JSON.stringify(await globals());
                process.stdout.write(JSON.stringify({ exported, globalsChanged: before !== after }));
                """);
        SnippetRunner.Result r = SnippetRunner.run(
                        List.of(SnippetRunner.node(), "run.mjs", file.toString()),
                        Map.of("NODE_NO_WARNINGS", "1"),
                        "",
                        dir)
                .assertSuccess();
        assertEquals("{\"exported\":[],\"globalsChanged\":false}", r.stdout(), note);
        assertEquals("", r.stderr(), note);
    }

    private static void pythonDefinesNothing(String note) {
        SnippetRunner.requireOptional(
                Files.isExecutable(SnippetRunner.DEBIAN_PYTHON),
                SnippetRunner.DEBIAN_PYTHON + ": apt-get install python3");
        Path dir = SnippetRunner.workDir("note-python");
        Path file = dir.resolve("note.py");
        SnippetRunner.write(file, note);
        // compiled from its bytes, as python3 reads a file: a coding declaration would apply
        SnippetRunner.write(dir.resolve("check.py"), """
                import sys
                with open(sys.argv[1], "rb") as f:
                    code = compile(f.read(), sys.argv[1], "exec")
                print(repr(code.co_names), all(c is None for c in code.co_consts))
                """);
        String python = SnippetRunner.DEBIAN_PYTHON.toString();
        SnippetRunner.Result check = SnippetRunner.run(List.of(python, "check.py", file.toString()), Map.of(), "", dir)
                .assertSuccess();
        assertEquals("() True\n", check.stdout(), note);
        SnippetRunner.Result run = SnippetRunner.run(List.of(python, file.toString()), Map.of(), "", dir)
                .assertSuccess();
        assertEquals("", run.stdout() + run.stderr(), note);
    }
}
