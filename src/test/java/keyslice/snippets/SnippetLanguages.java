package keyslice.snippets;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Where {@link SnippetRunner} puts the languages that need more than a command: JavaScript programs beside the SDKs of
 * {@code tools/sdk-js}, and Go, which is checked with gofmt rather than run.
 */
final class SnippetLanguages {

    private SnippetLanguages() {}

    /**
     * A fresh directory for JavaScript programs, with the SDKs of {@code tools/sdk-js} beside it (ES modules ignore
     * NODE_PATH: a node_modules in a parent directory makes their imports resolve).
     */
    static Path javascriptDir() {
        Path modules = SnippetRunner.repoRoot().resolve("tools/sdk-js/node_modules");
        SnippetRunner.requireOptional(
                SnippetRunner.hasNode(),
                "Node.js 20+ (" + SnippetRunner.node() + "): apt-get install nodejs npm (scripts/test needs it)");
        SnippetRunner.requireOptional(
                Files.isRegularFile(modules.resolve("@aws-sdk/lib-dynamodb/package.json"))
                        && Files.isRegularFile(modules.resolve("dynamodb-toolbox/package.json")),
                "the JavaScript SDK and dynamodb-toolbox in " + modules
                        + ": npm ci --prefix tools/sdk-js (scripts/test does it)");
        Path base = SnippetRunner.repoRoot().resolve("target/snippets/js");
        Path link = base.resolve("node_modules");
        try {
            Files.createDirectories(base);
            if (!Files.exists(link, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
                Files.createSymbolicLink(link, modules);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return SnippetRunner.workDir("js");
    }

    /**
     * Runs {@code gofmt -e} on the Go source: a syntax error fails, and so does any difference
     * between the source and gofmt's layout of it.
     */
    static void checkGo(String source) {
        Optional<Path> gofmt = SnippetRunner.gofmt();
        SnippetRunner.requireOptional(gofmt.isPresent(), "gofmt: apt-get install golang-go (scripts/test installs it)");
        Path dir = SnippetRunner.workDir("go");
        Path file = dir.resolve("main.go");
        SnippetRunner.write(file, source);
        SnippetRunner.Result r =
                SnippetRunner.run(List.of(gofmt.get().toString(), "-e", file.toString()), Map.of(), "", dir);
        if (r.exitCode() != 0) {
            fail("gofmt rejects the Go snippet (" + file + "):\n" + r.stderr() + "\n" + source);
        }
        if (!r.stdout().equals(source)) {
            SnippetRunner.Result diff =
                    SnippetRunner.run(List.of(gofmt.get().toString(), "-d", file.toString()), Map.of(), "", dir);
            fail("the Go snippet is not gofmt-formatted (" + file + "):\n" + diff.stdout());
        }
    }
}
