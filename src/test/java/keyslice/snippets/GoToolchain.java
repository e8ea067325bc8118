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
    static final String INSTALL = "go and the AWS SDK for Go v2: apt-get install golang-go golang-github-aws-aws-sdk-go-v2-dev"
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

    private final Path go;

    private GoToolchain(Path go) {
        this.go = go;
    }

    /** The toolchain, or a skip (a failure under CI=true) naming the packages to install. */
    static GoToolchain require() {
        Optional<Path> go = tool("go");
        boolean sdk = Files.isDirectory(SDK.resolve("service/dynamodb")) && Files.isDirectory(SDK.resolve("feature/dynamodb/expression"));
        SnippetRunner.requireOptional(go.isPresent() && sdk, INSTALL);
        return new GoToolchain(go.get());
    }

    /** {@code go build -o bin/ packages...} in GOPATH {@code base/gopath} plus Debian's, with the endpoint overlay. */
    SnippetRunner.Result build(Path base, Path bin, List<String> packages) {
        Path overlay = base.resolve("overlay.json");
        Path file = base.resolve("endpoint_url.go");
        SnippetRunner.write(file, ENDPOINT_URL);
        SnippetRunner.write(overlay, "{\"Replace\": {\"" + SDK.resolve("config/zz_keyslice_endpoint_url.go") + "\": \"" + file + "\"}}");
        List<String> command = new ArrayList<>(List.of(go.toString(), "build", "-overlay", overlay.toString(),
                // no symbol table or DWARF: linking is most of the time a build of many small programs takes
                "-ldflags=-s -w", "-o", bin + "/"));
        command.addAll(packages);
        Map<String, String> env = Map.of(
                "GOPATH", base.resolve("gopath") + java.io.File.pathSeparator + GOCODE,
                "GO111MODULE", "off",
                "GOFLAGS", "",
                "GOPROXY", "off",
                "CGO_ENABLED", "0");
        return SnippetRunner.run(command, env, "", base);
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
