package keyslice.snippets;

import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Debian's Go toolchain and its AWS SDK for Go v2 (golang-github-aws-aws-sdk-go-v2-dev, under
 * {@code /usr/share/gocode}), used offline: GOPATH mode, no module proxy.
 *
 * <p>That SDK (1.17) predates {@code AWS_ENDPOINT_URL}, which the programs name and newer SDKs read. The build
 * therefore adds {@link #ENDPOINT_URL} to the SDK's {@code config} package through {@code go build -overlay}: a
 * test-only file, as newer SDKs do themselves, that sends every client to that URL when the variable is set. The
 * programs stay as generated.
 */
final class GoToolchain {

    static final Path GOCODE = Path.of("/usr/share/gocode");
    private static final Path SDK = GOCODE.resolve("src/github.com/aws/aws-sdk-go-v2");
    static final String INSTALL =
            "go and the AWS SDK for Go v2: apt-get install golang-go golang-github-aws-aws-sdk-go-v2-dev"
                    + " (scripts/test installs them)";

    static final String ENDPOINT_URL = """
            package config

            import (
            \t"context"
            \t"os"

            \t"github.com/aws/aws-sdk-go-v2/aws"
            )

            // Test-only (keyslice's GoToolchain): AWS_ENDPOINT_URL as newer SDKs read it.
            func init() {
            \tdefaultAWSConfigResolvers = append(defaultAWSConfigResolvers, func(_ context.Context, cfg *aws.Config, _ configs) error {
            \t\turl := os.Getenv("AWS_ENDPOINT_URL")
            \t\tif url != "" && cfg.EndpointResolverWithOptions == nil {
            \t\t\tcfg.EndpointResolverWithOptions = aws.EndpointResolverWithOptionsFunc(
            \t\t\t\tfunc(service, region string, _ ...interface{}) (aws.Endpoint, error) {
            \t\t\t\t\treturn aws.Endpoint{URL: url, SigningRegion: region}, nil
            \t\t\t\t})
            \t\t}
            \t\treturn nil
            \t})
            }
            """;

    /** What the generated programs import (GoTarget), so that the warm-up compiles all they need. */
    private static final List<String> SDK_PACKAGES = List.of(
                    "aws",
                    "config",
                    "feature/dynamodb/attributevalue",
                    "feature/dynamodb/expression",
                    "service/dynamodb",
                    "service/dynamodb/types")
            .stream()
            .map(p -> "github.com/aws/aws-sdk-go-v2/" + p)
            .toList();
    /** A hang guard for the first build of the SDK, not an estimate of it. */
    private static final long WARM_UP_HANG_GUARD_SECONDS = 30 * 60;

    private static boolean warm;

    private final Path go;

    private GoToolchain(Path go) {
        this.go = go;
    }

    /** The toolchain, or a skip (a failure under CI=true) naming the packages to install. */
    static GoToolchain require() {
        Optional<Path> go = tool("go");
        boolean sdk = Files.isDirectory(SDK.resolve("service/dynamodb"))
                && Files.isDirectory(SDK.resolve("feature/dynamodb/expression"));
        SnippetRunner.requireOptional(go.isPresent() && sdk, INSTALL);
        return new GoToolchain(go.get());
    }

    /** {@code go build -o bin/ packages...} in GOPATH {@code base/gopath} plus Debian's, with the endpoint overlay. */
    SnippetRunner.Result build(Path base, Path bin, List<String> packages) {
        warmUp();
        List<String> command = new ArrayList<>(List.of(
                go.toString(),
                "build",
                "-overlay",
                overlay(base).toString(),
                // no symbol table or DWARF: linking is most of the time a build of many small programs takes
                "-ldflags=-s -w",
                "-o",
                bin + "/"));
        command.addAll(packages);
        return SnippetRunner.run(command, env(base), "", base);
    }

    /**
     * Compiles the SDK packages the programs import into Go's build cache (the user's, as {@code go} chooses it), once
     * per run. The first build of Debian's SDK on a machine compiles a few hundred packages, minutes on a busy one:
     * here it has a hang guard of its own, and the builds of the programs, under the usual per-process timeout, find
     * the SDK compiled. Later runs find the cache and take a second or two.
     */
    private static synchronized void warmUp(Path go) {
        if (warm) {
            return;
        }
        Path base = SnippetRunner.workDir("go-warm-up");
        List<String> command = new ArrayList<>(
                List.of(go.toString(), "build", "-overlay", overlay(base).toString()));
        command.addAll(SDK_PACKAGES);
        long start = System.nanoTime();
        SnippetRunner.run(command, env(base), "", base, WARM_UP_HANG_GUARD_SECONDS)
                .assertSuccess();
        System.out.printf(
                java.util.Locale.ROOT,
                "GoToolchain: the SDK's packages compiled or found in the cache in %.1f s%n",
                (System.nanoTime() - start) / 1e9);
        warm = true;
    }

    private void warmUp() {
        warmUp(go);
    }

    /** The overlay that adds {@link #ENDPOINT_URL} to the SDK's config package, written under {@code base}. */
    private static Path overlay(Path base) {
        Path overlay = base.resolve("overlay.json");
        Path file = base.resolve("endpoint_url.go");
        SnippetRunner.write(file, ENDPOINT_URL);
        SnippetRunner.write(
                overlay,
                "{\"Replace\": {\"" + SDK.resolve("config/zz_keyslice_endpoint_url.go") + "\": \"" + file + "\"}}");
        return overlay;
    }

    /** Offline, GOPATH mode: {@code base/gopath} for the programs, then Debian's. */
    private static Map<String, String> env(Path base) {
        return Map.of(
                "GOPATH", base.resolve("gopath") + java.io.File.pathSeparator + GOCODE,
                "GO111MODULE", "off",
                "GOFLAGS", "",
                "GOPROXY", "off",
                "CGO_ENABLED", "0");
    }

    /** {@code name} on PATH, else where Debian puts Go's tools. */
    static Optional<Path> tool(String name) {
        List<Path> candidates = new ArrayList<>();
        for (String dir : System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator)) {
            if (!dir.isEmpty()) {
                candidates.add(Path.of(dir, name));
            }
        }
        candidates.add(Path.of("/usr/bin", name));
        candidates.add(Path.of("/usr/lib/go/bin", name));
        candidates.add(Path.of("/usr/local/go/bin", name));
        try (DirectoryStream<Path> versions = Files.newDirectoryStream(Path.of("/usr/lib"), "go-*")) {
            versions.forEach(v -> candidates.add(v.resolve("bin").resolve(name)));
        } catch (java.io.IOException e) {
            // no /usr/lib/go-*: fine
        }
        return candidates.stream().filter(Files::isExecutable).findFirst();
    }
}
