package keyslice.hardening;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The packaging, checked without a Docker engine: the Dockerfile builds and runs with the README's own commands,
 * its runtime stage is a slim non-root JRE with HOST, EXPOSE, HEALTHCHECK and bounded-memory flags and nothing but the
 * jar; compose.yaml puts keyslice next to DynamoDB Local with the preview configured; the Dockerfile passes the pinned
 * linter (tools/lint, run by scripts/test before Maven).
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class PackagingTest {

    static final Path ROOT = Path.of(System.getProperty("basedir", System.getProperty("user.dir")))
            .toAbsolutePath();
    private static final ObjectMapper JSON = new ObjectMapper();

    /** One instruction: keyword (upper case) and its arguments, continuation lines joined. */
    record Instruction(String keyword, String args) {
        @Override
        public String toString() {
            return keyword + " " + args;
        }
    }

    /** One build stage: its FROM arguments and instructions. */
    record Stage(String from, String name, List<Instruction> instructions) {
        List<Instruction> all(String keyword) {
            return instructions.stream()
                    .filter(i -> i.keyword().equals(keyword))
                    .toList();
        }

        Instruction last(String keyword) {
            List<Instruction> found = all(keyword);
            return found.isEmpty() ? null : found.get(found.size() - 1);
        }
    }

    private static List<Stage> stages;
    private static String readme;

    @BeforeAll
    static void read() throws IOException {
        stages = parseDockerfile(Files.readString(ROOT.resolve("Dockerfile"), StandardCharsets.UTF_8));
        readme = Files.readString(ROOT.resolve("README.md"), StandardCharsets.UTF_8);
    }

    static List<Stage> parseDockerfile(String text) {
        List<String> logical = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        for (String line : text.split("\\R")) {
            String trimmed = line.strip();
            if (current.length() == 0 && (trimmed.isEmpty() || trimmed.startsWith("#"))) {
                continue;
            }
            if (current.length() > 0 && trimmed.startsWith("#")) {
                continue; // comment lines inside a continuation are dropped by Docker too
            }
            if (trimmed.endsWith("\\")) {
                current.append(trimmed, 0, trimmed.length() - 1).append(' ');
            } else {
                current.append(trimmed);
                logical.add(current.toString().replaceAll("\\s+", " ").strip());
                current.setLength(0);
            }
        }
        List<Stage> result = new ArrayList<>();
        for (String line : logical) {
            int space = line.indexOf(' ');
            String keyword = (space < 0 ? line : line.substring(0, space)).toUpperCase(Locale.ROOT);
            String args = space < 0 ? "" : line.substring(space + 1).strip();
            if (keyword.equals("FROM")) {
                Matcher as = Pattern.compile("(?i)^(\\S+)(?:\\s+AS\\s+(\\S+))?$")
                        .matcher(args.replaceAll("--platform=\\S+\\s+", ""));
                assertTrue(as.matches(), "FROM " + args);
                result.add(new Stage(as.group(1), as.group(2), new ArrayList<>()));
            } else {
                assertFalse(result.isEmpty(), "an instruction before the first FROM: " + line);
                result.get(result.size() - 1).instructions().add(new Instruction(keyword, args));
            }
        }
        return result;
    }

    /** A JSON exec form ({@code ["java", "-jar", "x"]}) as its words; a shell form split on spaces. */
    static List<String> words(String args) {
        if (args.startsWith("[")) {
            List<String> out = new ArrayList<>();
            try {
                for (JsonNode n : JSON.readTree(args)) {
                    out.add(n.asText());
                }
            } catch (IOException e) {
                throw new AssertionError("not a JSON exec form: " + args, e);
            }
            return out;
        }
        return args.isBlank() ? List.of() : List.of(args.split(" "));
    }

    /** The README's one-line run command, split at {@code &&}: build, then run. */
    static List<String> readmeRunCommand() {
        Matcher section = Pattern.compile("(?s)## Run\\s*```sh\\s*(.*?)```").matcher(readme);
        assertTrue(section.find(), "README has a ## Run section with a sh block");
        String line = section.group(1).strip();
        String[] parts = line.split("&&");
        assertEquals(2, parts.length, "build && run: " + line);
        return List.of(parts[0].strip(), parts[1].strip());
    }

    static Stage runtime() {
        return stages.get(stages.size() - 1);
    }

    static Stage buildStage() {
        Instruction copy = runtime().all("COPY").stream()
                .filter(c -> c.args().contains("--from="))
                .findFirst()
                .orElseThrow(() -> new AssertionError("the runtime stage copies nothing from a build stage"));
        Matcher from = Pattern.compile("--from=(\\S+)").matcher(copy.args());
        assertTrue(from.find());
        return stages.stream()
                .filter(s -> from.group(1).equals(s.name()))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no stage named " + from.group(1)));
    }

    // --- the same commands as the README ------------------------------------------------------------------------

    @Test
    void theImageBuildsWithTheReadmesBuildCommand() {
        assertTrue(stages.size() >= 2, "multi-stage: " + stages);
        String readmeBuild = readmeRunCommand().get(0);
        assertEquals("mvn -B -q package -DskipTests", readmeBuild, "the README's build command");
        Stage build = buildStage();
        assertTrue(build.from().startsWith("maven:"), "a Maven build stage: " + build.from());
        List<String> runs = build.all("RUN").stream().map(Instruction::args).toList();
        assertTrue(
                runs.contains(readmeBuild),
                "the build stage runs exactly the README's build command " + readmeBuild + ": " + runs);
        for (String run : runs) {
            assertFalse(run.contains("-Dmaven.test.skip") || run.contains("-P"), "no other build flavour: " + run);
        }
        // Everything the README's build reads is in the build context it copies (pom, sources, templates, static
        // files).
        String copied = String.join(
                " ", build.all("COPY").stream().map(Instruction::args).toList());
        for (String needed : List.of("pom.xml", "src", "templates", "static")) {
            assertTrue(copied.contains(needed), "the build stage copies " + needed + ": " + copied);
        }
    }

    @Test
    void theImageRunsTheReadmesRunCommandOnTheJarItBuilt() {
        List<String> readmeRun = List.of(readmeRunCommand().get(1).split("\\s+"));
        assertEquals(List.of("java", "-jar", "target/keyslice.jar"), readmeRun, "the README's run command");
        Stage runtime = runtime();
        Instruction entrypoint = runtime.last("ENTRYPOINT");
        assertNotNull(entrypoint, "the runtime stage has an ENTRYPOINT");
        assertTrue(entrypoint.args().startsWith("["), "exec form, so java is PID 1 and gets SIGTERM: " + entrypoint);
        List<String> run = words(entrypoint.args());
        assertEquals(3, run.size(), "java -jar <jar>, nothing more: " + run);
        assertEquals(readmeRun.subList(0, 2), run.subList(0, 2), "the same program and flags as the README: " + run);
        Instruction cmd = runtime.last("CMD");
        assertTrue(
                cmd == null || words(cmd.args()).isEmpty(), "no CMD adding arguments to the README's command: " + cmd);

        // The jar it runs is the README's target/keyslice.jar of the build stage, copied as is.
        Stage build = buildStage();
        String buildDir = build.last("WORKDIR").args();
        Instruction copy = runtime.all("COPY").stream()
                .filter(c -> c.args().contains("--from=" + build.name()))
                .findFirst()
                .orElseThrow();
        List<String> copyWords = words(copy.args().replaceAll("--\\S+\\s*", ""));
        assertEquals(2, copyWords.size(), copy::toString);
        assertEquals(
                Path.of(buildDir).resolve(readmeRun.get(2)).normalize().toString(),
                copyWords.get(0),
                "the runtime stage copies the build stage's " + readmeRun.get(2));
        String runtimeDir =
                runtime.last("WORKDIR") == null ? "/" : runtime.last("WORKDIR").args();
        Path copiedTo = Path.of(runtimeDir).resolve(copyWords.get(1)).normalize();
        if (copyWords.get(1).endsWith("/")) {
            copiedTo = copiedTo.resolve("keyslice.jar");
        }
        assertEquals(copiedTo, Path.of(runtimeDir).resolve(run.get(2)).normalize(), "ENTRYPOINT runs the copied jar");
    }

    // --- the runtime stage ---------------------------------------------------------------------------------------

    @Test
    void theRuntimeIsASlimJre17PlusRunningAsNonRoot() {
        Stage runtime = runtime();
        String image = runtime.from().toLowerCase(Locale.ROOT);
        assertTrue(image.contains("jre"), "a JRE image, not a JDK or Maven one: " + image);
        assertFalse(image.contains("maven") || image.contains("jdk"), image);
        Matcher version = Pattern.compile(":(\\d+)").matcher(image);
        assertTrue(version.find() && Integer.parseInt(version.group(1)) >= 17, "Java 17+: " + image);
        Instruction user = runtime.last("USER");
        assertNotNull(user, "the runtime stage sets USER");
        String name = user.args().split(":")[0];
        assertFalse(name.equals("root") || name.equals("0"), "not root: " + user);
        // The user exists: created in this stage (or numeric).
        boolean created = runtime.all("RUN").stream()
                .anyMatch(r -> r.args().matches(".*\\buseradd\\b.*\\b" + Pattern.quote(name) + "\\b.*")
                        || r.args().matches(".*\\badduser\\b.*\\b" + Pattern.quote(name) + "\\b.*"));
        assertTrue(created || name.matches("\\d+"), "the user " + name + " is created in the runtime stage");
    }

    @Test
    void theRuntimeSetsHostExposesThePortAndChecksHealth() throws IOException {
        Stage runtime = runtime();
        Map<String, String> env = env(runtime);
        assertEquals("0.0.0.0", env.get("HOST"), "ENV HOST=0.0.0.0: " + env);
        assertTrue(
                runtime.all("EXPOSE").stream()
                        .anyMatch(e -> List.of(e.args().split(" ")).contains("7070")),
                "EXPOSE 7070");
        assertTrue(env.get("PORT") == null || env.get("PORT").equals("7070"), "PORT agrees with EXPOSE: " + env);
        Instruction health = runtime.last("HEALTHCHECK");
        assertNotNull(health, "a HEALTHCHECK");
        assertFalse(health.args().strip().equalsIgnoreCase("NONE"), health::toString);
        String check = health.args();
        if (check.contains("keyslice.HealthCheck")) {
            String source = Files.readString(ROOT.resolve("src/main/java/keyslice/HealthCheck.java"));
            assertTrue(source.contains("/healthz\""), "keyslice.HealthCheck calls /healthz");
            assertTrue(
                    source.contains("getOrDefault(\"PORT\", \"7070\")"),
                    "HealthCheck uses the same PORT as the server");
        } else {
            assertTrue(check.contains("/healthz"), "the HEALTHCHECK calls /healthz: " + check);
        }
        assertTrue(check.matches(".*--timeout=\\d+s.*"), "a timeout on the check: " + check);
    }

    @Test
    void theRuntimeBoundsTheJvmsMemory() {
        Map<String, String> env = env(runtime());
        String entry = runtime().last("ENTRYPOINT").args();
        String flags = env.getOrDefault("JAVA_TOOL_OPTIONS", "") + " " + env.getOrDefault("JDK_JAVA_OPTIONS", "") + " "
                + entry;
        assertTrue(
                flags.matches(".*(-XX:MaxRAMPercentage=\\d+|-Xmx\\d+[mMgG]|-XX:MaxRAM=\\d+).*"),
                "a heap bound instead of the default quarter of RAM: " + flags);
        Matcher percent = Pattern.compile("-XX:MaxRAMPercentage=(\\d+)").matcher(flags);
        if (percent.find()) {
            int p = Integer.parseInt(percent.group(1));
            assertTrue(p > 25 && p <= 80, "MaxRAMPercentage leaves room for metaspace and threads: " + p);
        }
    }

    @Test
    void theRuntimeStageHoldsOnlyTheJar() {
        Stage runtime = runtime();
        for (Instruction i : runtime.instructions()) {
            String text = i.toString().toLowerCase(Locale.ROOT);
            assertFalse(text.contains("mvn") || text.contains("maven"), "no Maven in the runtime stage: " + i);
            if (i.keyword().equals("ADD")) {
                throw new AssertionError("ADD in the runtime stage (only the jar is copied): " + i);
            }
            if (i.keyword().equals("COPY")) {
                assertTrue(i.args().contains("--from="), "nothing from the build context (sources, tests): " + i);
                List<String> w = words(i.args().replaceAll("--\\S+\\s*", ""));
                for (String source : w.subList(0, w.size() - 1)) {
                    assertTrue(source.endsWith(".jar"), "only a jar is copied: " + i);
                    assertFalse(
                            source.contains("-tests")
                                    || source.contains("original-")
                                    || source.contains("-sources")
                                    || source.contains("*"),
                            "only the application jar: " + i);
                }
            }
            if (i.keyword().equals("RUN")) {
                assertFalse(
                        text.contains("apt-get install") && (text.contains("jdk") || text.contains("maven")),
                        i::toString);
            }
        }
        assertEquals(1, runtime.all("COPY").size(), "exactly one COPY (the jar): " + runtime.all("COPY"));
    }

    @Test
    void theImageRecordsItsClassArchiveWithTheSelfCheckOfTheJarItRuns() {
        Stage runtime = runtime();
        String flags = env(runtime).getOrDefault("JAVA_TOOL_OPTIONS", "");
        Matcher shared = Pattern.compile("-XX:SharedArchiveFile=(\\S+)").matcher(flags);
        assertTrue(shared.find(), "the server maps an AppCDS archive: " + flags);
        List<Instruction> training = runtime.all("RUN").stream()
                .filter(r -> r.args().contains("-XX:ArchiveClassesAtExit="))
                .toList();
        assertEquals(1, training.size(), "one training run records it: " + runtime.all("RUN"));
        List<String> words = words(training.get(0).args());
        assertEquals("java", words.get(0), training.get(0)::toString);
        assertTrue(
                words.contains("-XX:ArchiveClassesAtExit=" + shared.group(1)),
                "it records the archive the server maps: " + words);
        String jar = runtime.last("ENTRYPOINT") == null
                ? ""
                : words(runtime.last("ENTRYPOINT").args()).get(2);
        assertEquals(
                List.of("-jar", jar, "--self-check"),
                words.subList(words.size() - 3, words.size()),
                "the training run is the jar's own --self-check (so a broken jar fails the build): " + words);
        // Recorded before JAVA_TOOL_OPTIONS names the archive, so the training run does not try to map it.
        assertTrue(
                runtime.instructions().indexOf(training.get(0))
                        < runtime.instructions()
                                .indexOf(runtime.all("ENV").stream()
                                        .filter(e -> e.args().contains("JAVA_TOOL_OPTIONS"))
                                        .findFirst()
                                        .orElseThrow()),
                "training before the ENV");
    }

    static Map<String, String> env(Stage stage) {
        Map<String, String> env = new LinkedHashMap<>();
        Matcher kv = Pattern.compile("([A-Za-z_][A-Za-z0-9_]*)=(\"(?:[^\"\\\\]|\\\\.)*\"|\\S+)")
                .matcher("");
        for (Instruction i : stage.all("ENV")) {
            kv.reset(i.args());
            boolean any = false;
            while (kv.find()) {
                any = true;
                String value = kv.group(2);
                env.put(kv.group(1), value.startsWith("\"") ? value.substring(1, value.length() - 1) : value);
            }
            if (!any) {
                String[] legacy = i.args().split(" ", 2);
                env.put(legacy[0], legacy.length > 1 ? legacy[1] : "");
            }
        }
        return env;
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

    /** Just enough YAML for compose.yaml: block maps, block lists of scalars, inline lists kept as text, comments. */
    static final class MiniYaml {

        private MiniYaml() {}

        @SuppressWarnings("unchecked")
        static Map<String, Object> map(Object o, String what) {
            assertTrue(o instanceof Map, what + " is a mapping: " + o);
            return (Map<String, Object>) o;
        }

        static Map<String, Object> parse(String text) {
            List<String[]> lines = new ArrayList<>();
            for (String raw : text.split("\\R")) {
                String line = stripComment(raw);
                if (!line.isBlank()) {
                    int indent = line.length() - line.stripLeading().length();
                    lines.add(new String[] {Integer.toString(indent), line.strip()});
                }
            }
            int[] at = {0};
            return block(lines, at, 0);
        }

        private static String stripComment(String line) {
            boolean single = false;
            boolean dbl = false;
            for (int i = 0; i < line.length(); i++) {
                char c = line.charAt(i);
                if (c == '\'' && !dbl) {
                    single = !single;
                } else if (c == '"' && !single) {
                    dbl = !dbl;
                } else if (c == '#' && !single && !dbl && (i == 0 || Character.isWhitespace(line.charAt(i - 1)))) {
                    return line.substring(0, i);
                }
            }
            return line;
        }

        private static Map<String, Object> block(List<String[]> lines, int[] at, int indent) {
            Map<String, Object> map = new LinkedHashMap<>();
            while (at[0] < lines.size()) {
                int ind = Integer.parseInt(lines.get(at[0])[0]);
                String line = lines.get(at[0])[1];
                if (ind < indent) {
                    break;
                }
                int colon = line.indexOf(':');
                assertTrue(colon > 0 && !line.startsWith("- "), "a key: " + line);
                String key = unquote(line.substring(0, colon).strip());
                String value = line.substring(colon + 1).strip();
                at[0]++;
                if (!value.isEmpty()) {
                    map.put(key, unquote(value));
                } else if (at[0] < lines.size() && Integer.parseInt(lines.get(at[0])[0]) > ind) {
                    int childIndent = Integer.parseInt(lines.get(at[0])[0]);
                    if (lines.get(at[0])[1].startsWith("- ")) {
                        List<String> list = new ArrayList<>();
                        while (at[0] < lines.size()
                                && Integer.parseInt(lines.get(at[0])[0]) == childIndent
                                && lines.get(at[0])[1].startsWith("- ")) {
                            list.add(unquote(lines.get(at[0])[1].substring(2).strip()));
                            at[0]++;
                        }
                        map.put(key, list);
                    } else {
                        map.put(key, block(lines, at, childIndent));
                    }
                } else {
                    map.put(key, null);
                }
            }
            return map;
        }

        private static String unquote(String s) {
            if (s.length() >= 2 && (s.startsWith("\"") && s.endsWith("\"") || s.startsWith("'") && s.endsWith("'"))) {
                return s.substring(1, s.length() - 1);
            }
            return s;
        }
    }
}
