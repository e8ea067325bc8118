package keyslice.snippets;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Function;
import keyslice.snippets.ProgramBatches.Run;

/**
 * The targets of {@link ProgramBatches} whose programs are each a process of its own by nature, the AWS CLI's loops
 * and the Go binaries (built by one {@code go build}), run {@link #PARALLEL} at a time.
 */
final class ParallelProgramBatches {

    /** Processes run at once where each program is a process of its own. */
    private static final int PARALLEL = 3;

    private ParallelProgramBatches() {}

    /**
     * Each program run by {@code /bin/sh} (in a subshell of one shell) with {@code aws} as a function that records
     * the arguments the shell parsed, then every recorded command run by the AWS CLI's own entry point
     * ({@code AWSCLIEntryPoint}, what {@code /usr/bin/aws} calls) in one process of Debian's python3, with
     * {@code --endpoint-url} and {@code --output json} appended. One Python start instead of one per program.
     */
    static Map<String, Run> cli(Map<String, String> programs, URI endpoint) {
        SnippetRunner.requireOptional(
                Files.isExecutable(SnippetRunner.AWS_CLI),
                SnippetRunner.AWS_CLI + ", Debian's AWS CLI v2: apt-get install awscli (scripts/test installs it)");
        Path dir = SnippetRunner.workDir("cli");
        Map<String, Run> runs = new LinkedHashMap<>();
        // A loop of single pages (a Limit with a filter or Select COUNT) reads each page's answer: the real CLI, one
        // call a page. The others call aws once, and run in the one Python process below.
        Map<String, String> loops = new LinkedHashMap<>();
        programs.forEach((id, source) -> {
            if (source.contains("--no-paginate")) {
                loops.put(id, source);
            }
        });
        programs = new LinkedHashMap<>(programs);
        programs.keySet().removeAll(loops.keySet());
        loops.forEach((id, source) ->
                runs.put(id, cliLoop(id, source, dir, endpoint, ProgramBatches.sameRegionVariable(loops))));
        StringBuilder shell = new StringBuilder("""
                aws() {
                  for arg in "$@"; do printf '%s\\0' "$arg"; done >"$KEYSLICE_ARGS"
                }
                """);
        List<String> command = new ArrayList<>(List.of(
                SnippetRunner.DEBIAN_PYTHON.toString(), dir.resolve("batch.py").toString(), endpoint.toString()));
        Map<String, Path> files = new LinkedHashMap<>();
        programs.forEach((id, source) -> {
            SnippetRunner.write(dir.resolve(id + ".sh"), source);
            Path args = dir.resolve(id + ".args");
            shell.append("(KEYSLICE_ARGS=")
                    .append(ShellSyntax.shellWord(args.toString()))
                    .append("; . ./")
                    .append(id)
                    .append(".sh)\n");
            files.put(id, args);
            command.add(args.toString());
        });
        SnippetRunner.Result parsed = SnippetRunner.run(List.of("/bin/sh", "-s"), Map.of(), shell.toString(), dir);
        files.entrySet().removeIf(file -> {
            if (Files.exists(file.getValue())) {
                return false;
            }
            runs.put(file.getKey(), new Run(List.of(), "the shell never ran aws: " + ProgramBatches.describe(parsed)));
            command.remove(file.getValue().toString());
            return true;
        });
        SnippetRunner.write(dir.resolve("batch.py"), """
                import json
                import os
                import sys
                import traceback

                from awscli.clidriver import AWSCLIEntryPoint

                endpoint = sys.argv[1]
                for path in sys.argv[2:]:
                    sys.stdout.write("\\n%s" + path + "\\n")
                    failure = None
                    try:
                        with open(path, "rb") as f:
                            args = [a.decode("utf-8") for a in f.read().split(b"\\0")[:-1]]
                        rc = AWSCLIEntryPoint().main(args + ["--endpoint-url", endpoint, "--output", "json"])
                        if rc != 0:
                            failure = "exit code %%d" %% rc
                    except BaseException:
                        failure = traceback.format_exc()
                    sys.stdout.flush()
                    sys.stdout.write("\\n%s" + ("" if failure is None else " " + json.dumps(failure)) + "\\n")
                    sys.stdout.flush()
                """.formatted(ProgramBatches.START, ProgramBatches.END));
        Map<String, String> env = SnippetRunner.awsEnv(endpoint, dir, ProgramBatches.sameRegionVariable(programs));
        runs.putAll(ProgramBatches.framed(SnippetRunner.run(command, env, "", dir), files));
        return runs;
    }

    /** One loop program by {@code /bin/sh}, with {@code aws} the CLI itself told the endpoint ({@code --endpoint-url}). */
    private static Run cliLoop(String id, String source, Path dir, URI endpoint, String regionVariable) {
        SnippetRunner.write(dir.resolve(id + ".sh"), source);
        String shell = "aws() { " + SnippetRunner.AWS_CLI + " \"$@\" --endpoint-url "
                + ShellSyntax.shellWord(endpoint.toString()) + "; }\n. ./" + id + ".sh\n";
        SnippetRunner.Result result = SnippetRunner.run(
                List.of("/bin/sh", "-s"), SnippetRunner.awsEnv(endpoint, dir, regionVariable), shell, dir);
        List<String> lines =
                result.stdout().lines().filter(line -> !line.isBlank()).toList();
        return new Run(
                lines, result.exitCode() == 0 ? null : "exit code " + result.exitCode() + ": " + result.stderr());
    }

    /**
     * Every program a {@code main} package of its own in one GOPATH, built by one {@code go build} against Debian's
     * SDK (offline: GOPATH mode, no module proxy), then the binaries run a few at a time.
     */
    static Map<String, Run> go(Map<String, String> programs, URI endpoint) {
        GoToolchain go = GoToolchain.require();
        Path base = SnippetRunner.workDir("go");
        Path src = base.resolve("gopath/src/keyslicecases");
        Path bin = base.resolve("bin");
        try {
            Files.createDirectories(bin);
            for (Map.Entry<String, String> program : programs.entrySet()) {
                Path dir = Files.createDirectories(src.resolve(program.getKey()));
                SnippetRunner.write(dir.resolve("main.go"), program.getValue());
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Map<String, Run> runs = new LinkedHashMap<>();
        SnippetRunner.Result build = go.build(base, bin, List.of("keyslicecases/..."));
        if (build.exitCode() != 0) {
            // one broken program stops the whole build: build each alone to tell which
            for (String id : programs.keySet()) {
                SnippetRunner.Result one = go.build(base, bin, List.of("keyslicecases/" + id));
                if (one.exitCode() != 0) {
                    runs.put(id, new Run(List.of(), "the program does not build:\n" + one.stderr()));
                }
            }
        }
        Map<String, String> built = new LinkedHashMap<>(programs);
        built.keySet().removeAll(runs.keySet());
        Map<String, String> env = SnippetRunner.awsEnv(endpoint, base, ProgramBatches.sameRegionVariable(programs));
        runs.putAll(eachInParallel(
                built,
                id -> {
                    SnippetRunner.Result r =
                            SnippetRunner.run(List.of(bin.resolve(id).toString()), env, "", base);
                    return r.exitCode() == 0
                            ? new Run(SnippetRunner.nonBlankLines(r.stdout()), null)
                            : new Run(List.of(), ProgramBatches.describe(r));
                },
                true));
        return runs;
    }

    private static Map<String, Run> eachInParallel(Map<String, String> programs, Function<String, Run> run) {
        return eachInParallel(programs, run, false);
    }

    /** {@code run} for each program (given its source, or its id when {@code byId}), {@link #PARALLEL} at a time. */
    private static Map<String, Run> eachInParallel(
            Map<String, String> programs, Function<String, Run> run, boolean byId) {
        ExecutorService pool = Executors.newFixedThreadPool(PARALLEL);
        try {
            Map<String, CompletableFuture<Run>> futures = new LinkedHashMap<>();
            programs.forEach((id, source) ->
                    futures.put(id, CompletableFuture.supplyAsync(() -> run.apply(byId ? id : source), pool)));
            Map<String, Run> runs = new LinkedHashMap<>();
            futures.forEach((id, future) -> runs.put(id, future.join()));
            return runs;
        } finally {
            pool.shutdownNow();
        }
    }
}
