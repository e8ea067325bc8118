package keyslice.hardening;

import static keyslice.hardening.PackagingFixtures.JSON;
import static keyslice.hardening.PackagingFixtures.ROOT;
import static keyslice.hardening.PackagingFixtures.env;
import static keyslice.hardening.PackagingFixtures.read;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import keyslice.hardening.PackagingFixtures.MiniYaml;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Around the image: compose starts keyslice next to DynamoDB Local with the preview configured, and the Dockerfile's
 * linter is pinned, run before Maven, and passed.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class PackagingToolingTest {
    @BeforeAll
    static void readFiles() throws IOException {
        read();
    }

    // --- compose ---------------------------------------------------------------------------------------------------

    @Test
    void composeStartsKeysliceNextToDynamoDbLocalWithThePreviewConfigured() throws IOException {
        Path file = Files.exists(ROOT.resolve("compose.yaml"))
                ? ROOT.resolve("compose.yaml")
                : ROOT.resolve("docker-compose.yml");
        Map<String, Object> compose = MiniYaml.parse(Files.readString(file));
        Map<String, Object> services = MiniYaml.map(compose.get("services"), "services");
        Map<String, Object> keyslice = MiniYaml.map(services.get("keyslice"), "services.keyslice");
        assertEquals(".", String.valueOf(keyslice.get("build")), "keyslice is built from this Dockerfile");
        String dynamoName = services.entrySet().stream()
                .filter(e -> e.getValue() instanceof Map<?, ?> m
                        && String.valueOf(m.get("image")).startsWith("amazon/dynamodb-local"))
                .map(Map.Entry::getKey)
                .findFirst()
                .orElseThrow(() -> new AssertionError("no amazon/dynamodb-local service: " + services));
        Map<String, Object> env = MiniYaml.map(keyslice.get("environment"), "keyslice.environment");
        String endpoint = String.valueOf(env.get("KEYSLICE_DYNAMODB_ENDPOINT"));
        assertEquals("http://" + dynamoName + ":8000", endpoint, "the preview points at the DynamoDB Local service");
        // Not a loopback endpoint: keyslice uses the SDK's credential chain, so compose must give (dummy) credentials.
        assertTrue(
                env.containsKey("AWS_ACCESS_KEY_ID") && env.containsKey("AWS_SECRET_ACCESS_KEY"),
                "credentials for DynamoDB Local: " + env);
        assertTrue(
                String.valueOf(keyslice.get("ports")).contains("7070:7070"),
                "port 7070 published: " + keyslice.get("ports"));
        assertTrue(
                String.valueOf(keyslice.get("depends_on")).contains(dynamoName), "keyslice starts after " + dynamoName);
        assertFalse(
                env.containsKey("HOST") && !"0.0.0.0".equals(env.get("HOST")), "HOST stays 0.0.0.0 in the container");
    }

    // --- the linter
    // ----------------------------------------------------------------------------------------------------

    @Test
    void theLinterIsPinnedAndRunBeforeMavenInTheTestCommand() throws IOException {
        JsonNode pkg = JSON.readTree(ROOT.resolve("tools/lint/package.json").toFile());
        assertTrue(pkg.path("private").asBoolean(), "tools/lint is private");
        JsonNode deps = pkg.path("dependencies");
        assertEquals(1, deps.size(), "one linter: " + deps);
        String version = deps.elements().next().asText();
        assertTrue(version.matches("\\d+\\.\\d+\\.\\d+"), "pinned to an exact version: " + version);
        assertTrue(Files.exists(ROOT.resolve("tools/lint/package-lock.json")), "a committed lockfile");
        String script = Files.readString(ROOT.resolve("scripts/test"));
        int install = script.indexOf("npm ci --prefix tools/lint");
        int lint = script.indexOf("tools/lint/node_modules/.bin/");
        int mvn = script.indexOf("exec mvn");
        assertTrue(
                install > 0 && lint > install && mvn > lint,
                "scripts/test installs the linter, lints, then runs Maven");
    }

    @Tag("process")
    @Test
    void theDockerfilePassesTheLinter() throws Exception {
        Path linter = ROOT.resolve("tools/lint/node_modules/.bin/dockerfile-utils");
        if (!Files.isExecutable(linter)) {
            // A skip in CI would hide a broken install step.
            String missing =
                    "the Dockerfile linter is missing: npm ci --prefix tools/lint --no-audit --no-fund (scripts/test runs it)";
            assertFalse("true".equalsIgnoreCase(System.getenv("CI")), missing);
            Assumptions.abort(missing);
        }
        Process p = new ProcessBuilder(linter.toString(), "lint", "--json", "Dockerfile")
                .directory(ROOT.toFile())
                .redirectErrorStream(true)
                .start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(30, TimeUnit.SECONDS));
        assertEquals(0, p.exitValue(), out);
        assertEquals("[]", out.strip(), "no errors and no warnings: " + out);
    }
}
