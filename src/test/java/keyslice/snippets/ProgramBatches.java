package keyslice.snippets;

import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * Runs many programs of one target at once, as few runtimes as the language allows: one Node.js process imports every
 * JavaScript program in turn, one Python process runs every script, one child JVM runs every compiled Java program,
 * one {@code go build} builds every Go program ({@link ParallelProgramBatches}). The AWS CLI and the Go binaries, one
 * process per program by nature, run a few at a time.
 *
 * <p>In a shared runtime each program's output is framed by a start and an end marker line ({@code @@keyslice-...});
 * the programs print JSON lines, which never start with {@code @@}. A program that fails is reported in its end marker
 * and the next one still runs.
 */
final class ProgramBatches {

    private static final ObjectMapper JSON = new ObjectMapper();
    static final String START = "@@keyslice-program ";
    static final String END = "@@keyslice-end";

    /** What one program printed (its lines, markers removed), or why it failed. */
    record Run(List<String> lines, String failure) {
        boolean ok() {
            return failure == null;
        }
    }

    private ProgramBatches() {}

    static void startMarker(PrintStream out, String program) {
        out.print("\n" + START + program + "\n");
        out.flush();
    }

    static void endMarker(PrintStream out, String failure) {
        out.print("\n" + END + (failure == null ? "" : " " + json(failure)) + "\n");
        out.flush();
    }

    // ------------------------------------------------------------------ the targets' runtimes

    /** Every program as an ES module, imported one after the other by one Node.js process. */
    static Map<String, Run> javascript(Map<String, String> programs, URI endpoint) {
        Path dir = SnippetLanguages.javascriptDir();
        List<String> command = new ArrayList<>(
                List.of(SnippetRunner.node(), dir.resolve("batch.mjs").toString()));
        SnippetRunner.write(dir.resolve("batch.mjs"), """
                import { pathToFileURL } from "node:url";

                for (const file of process.argv.slice(2)) {
                  process.stdout.write("\\n%s" + file + "\\n");
                  let failure = null;
                  try {
                    await import(pathToFileURL(file).href);
                  } catch (e) {
                    failure = String((e && e.stack) || e);
                  }
                  process.stdout.write("\\n%s" + (failure === null ? "" : " " + JSON.stringify(failure)) + "\\n");
                }
                """.formatted(START, END));
        Map<String, Path> files = new LinkedHashMap<>();
        programs.forEach((id, source) -> {
            Path file = dir.resolve(id + ".mjs");
            SnippetRunner.write(file, source);
            files.put(id, file);
            command.add(file.toString());
        });
        Map<String, String> env = SnippetRunner.awsEnv(endpoint, dir, sameRegionVariable(programs));
        env.put("NODE_NO_WARNINGS", "1");
        return framed(SnippetRunner.run(command, env, "", dir), files);
    }

    /** Every script run with {@code runpy} by one process of Debian's python3, under the endpoint shim. */
    static Map<String, Run> python(Map<String, String> programs, URI endpoint) {
        SnippetRunner.requireOptional(
                SnippetRunner.hasBoto3(),
                "boto3 for " + SnippetRunner.DEBIAN_PYTHON
                        + ": apt-get install python3-boto3 (scripts/test installs it)");
        Path dir = SnippetRunner.workDir("python");
        SnippetRunner.write(dir.resolve("endpoint_shim.py"), SnippetRunner.BOTO3_ENDPOINT_SHIM);
        SnippetRunner.write(dir.resolve("batch.py"), """
                import json
                import runpy
                import sys
                import traceback

                import endpoint_shim  # noqa: F401 (installs the shim)

                for path in sys.argv[1:]:
                    sys.stdout.write("\\n%s" + path + "\\n")
                    failure = None
                    try:
                        runpy.run_path(path, run_name="__main__")
                    except BaseException:
                        failure = traceback.format_exc()
                    sys.stdout.flush()
                    sys.stdout.write("\\n%s" + ("" if failure is None else " " + json.dumps(failure)) + "\\n")
                    sys.stdout.flush()
                """.formatted(START, END));
        List<String> command = new ArrayList<>(List.of(
                SnippetRunner.DEBIAN_PYTHON.toString(), dir.resolve("batch.py").toString()));
        Map<String, Path> files = new LinkedHashMap<>();
        programs.forEach((id, source) -> {
            Path file = dir.resolve(id + ".py");
            SnippetRunner.write(file, source);
            files.put(id, file);
            command.add(file.toString());
        });
        Map<String, String> env = SnippetRunner.awsEnv(endpoint, dir, sameRegionVariable(programs));
        env.put("PYTHONDONTWRITEBYTECODE", "1");
        env.put("PYTHONIOENCODING", "utf-8");
        return framed(SnippetRunner.run(command, env, "", dir), files);
    }

    /**
     * Every program compiled by this JVM's javac (one file manager for all, so the SDK's jars are read once) into a
     * directory of its own, then run by {@link JavaProgramBatch} in one child JVM.
     */
    static Map<String, Run> java(Map<String, String> programs, URI endpoint) {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        if (javac == null) {
            fail("no system Java compiler: run the tests on a JDK");
        }
        Path base = SnippetRunner.workDir("java");
        String classpath = SnippetRunner.testClasspath();
        Map<String, Run> runs = new LinkedHashMap<>();
        Map<String, Path> compiled = new LinkedHashMap<>();
        try (StandardJavaFileManager files = javac.getStandardFileManager(null, null, StandardCharsets.UTF_8)) {
            for (Map.Entry<String, String> program : programs.entrySet()) {
                Path dir = Files.createDirectories(base.resolve(program.getKey()));
                Path source = dir.resolve("Main.java");
                SnippetRunner.write(source, program.getValue());
                ByteArrayOutputStream diagnostics = new ByteArrayOutputStream();
                Iterable<? extends JavaFileObject> units = files.getJavaFileObjects(source);
                boolean ok = javac.getTask(
                                new java.io.PrintWriter(diagnostics, true, StandardCharsets.UTF_8),
                                files,
                                null,
                                List.of(
                                        "-encoding",
                                        "UTF-8",
                                        "-Xlint:all,-path",
                                        "-Werror",
                                        "-proc:none",
                                        "-classpath",
                                        classpath,
                                        "-d",
                                        dir.toString()),
                                null,
                                units)
                        .call();
                if (ok) {
                    compiled.put(program.getKey(), dir);
                } else {
                    runs.put(
                            program.getKey(),
                            new Run(
                                    List.of(),
                                    "the program does not compile (" + source + "):\n"
                                            + diagnostics.toString(StandardCharsets.UTF_8)));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (!compiled.isEmpty()) {
            List<String> command = new ArrayList<>(List.of(
                    Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-XX:TieredStopAtLevel=1",
                    "-XX:+UseSerialGC",
                    "-Xshare:auto",
                    "-cp",
                    classpath,
                    JavaProgramBatch.class.getName()));
            compiled.values().forEach(dir -> command.add(dir.toString()));
            runs.putAll(framed(
                    SnippetRunner.run(
                            command, SnippetRunner.awsEnv(endpoint, base, sameRegionVariable(programs)), "", base),
                    compiled));
        }
        return runs;
    }

    // ------------------------------------------------------------------ helpers

    /** The region variable every program names; they must agree, as they share one environment. */
    static String sameRegionVariable(Map<String, String> programs) {
        List<String> variables = programs.values().stream()
                .map(SnippetRunner::regionVariable)
                .distinct()
                .toList();
        if (variables.size() != 1) {
            fail("the programs of one target name different region variables: " + variables);
        }
        return variables.get(0);
    }

    /** Splits a shared runtime's output at the markers; a program without its end marker did not finish. */
    static Map<String, Run> framed(SnippetRunner.Result result, Map<String, Path> files) {
        Map<String, String> idsByFile = new LinkedHashMap<>();
        files.forEach((id, file) -> idsByFile.put(file.toString(), id));
        Map<String, Run> runs = new LinkedHashMap<>();
        String current = null;
        List<String> lines = new ArrayList<>();
        for (String line : result.stdout().split("\n", -1)) {
            if (line.startsWith(START)) {
                current = idsByFile.get(line.substring(START.length()));
                lines = new ArrayList<>();
            } else if (line.startsWith(END) && current != null) {
                String failure = line.length() > END.length() ? parseString(line.substring(END.length() + 1)) : null;
                runs.put(current, new Run(lines, failure));
                current = null;
            } else if (current != null && !line.isBlank()) {
                lines.add(line);
            }
        }
        for (String id : files.keySet()) {
            runs.computeIfAbsent(
                    id, k -> new Run(List.of(), "the batch stopped before this program finished: " + describe(result)));
        }
        return runs;
    }

    static String describe(SnippetRunner.Result r) {
        return "exit code " + r.exitCode() + " from " + r.command() + "\n--- stderr:\n" + tail(r.stderr())
                + "\n--- stdout:\n" + tail(r.stdout());
    }

    private static String tail(String s) {
        return s.length() > 4000 ? "..." + s.substring(s.length() - 4000) : s;
    }

    private static String json(String text) {
        try {
            return JSON.writeValueAsString(text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String parseString(String json) {
        try {
            return JSON.readValue(json, String.class);
        } catch (IOException e) {
            return json;
        }
    }
}
