package keyslice.hardening;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * {@code --help} lists every option and environment variable. The variables and options are read from the
 * sources (every {@code getenv}, {@code *_ENV} constant and env helper call, every {@code case "--..."} of Main), so a
 * new one that the help forgets fails here.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
@Tag("process")
class HelpTest {

    static final Path MAIN_SOURCES =
            Path.of(System.getProperty("basedir", System.getProperty("user.dir")), "src", "main", "java");

    private static String help;
    private static int helpExit;

    @BeforeAll
    static void runHelp() throws Exception {
        try (ChildJvm app = ChildJvm.start("help", Map.of(), "--help")) {
            Integer exit = app.awaitExit(20_000);
            assertTrue(exit != null, "--help returned within 20 s");
            helpExit = exit;
            help = app.output();
        }
    }

    /** Environment variables the sources read. */
    static Set<String> environmentVariables() throws IOException {
        Set<String> names = new TreeSet<>();
        List<Pattern> patterns = List.of(
                Pattern.compile("getenv\\(\\s*\"([A-Z][A-Z0-9_]*)\"\\s*\\)"),
                Pattern.compile("getenv\\(\\)\\s*\\.\\s*(?:get|getOrDefault|containsKey)\\(\\s*\"([A-Z][A-Z0-9_]*)\""),
                Pattern.compile("\\b(?:env|positive|value)\\(\\s*(?:env\\s*,\\s*)?\"([A-Z][A-Z0-9_]*)\""),
                Pattern.compile("_ENV\\s*=\\s*\"([A-Z][A-Z0-9_]*)\""));
        try (Stream<Path> files = Files.walk(MAIN_SOURCES)) {
            for (Path file : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                // A text block is a program keyslice writes for others (a design's fixtures), not keyslice's own reads.
                String source = Files.readString(file).replaceAll("(?s)\"\"\".*?\"\"\"", "");
                for (Pattern p : patterns) {
                    Matcher m = p.matcher(source);
                    while (m.find()) {
                        names.add(m.group(1));
                    }
                }
            }
        }
        return names;
    }

    /** Options Main understands: each {@code case} label group, longest spelling first. */
    static List<List<String>> options() throws IOException {
        String main = Files.readString(MAIN_SOURCES.resolve("keyslice/Main.java"));
        List<List<String>> groups = new ArrayList<>();
        Matcher m = Pattern.compile("case\\s+(\"-[^\"]*\"(?:\\s*,\\s*\"-[^\"]*\")*)\\s*->")
                .matcher(main);
        while (m.find()) {
            List<String> group = new ArrayList<>();
            Matcher label = Pattern.compile("\"(-[^\"]*)\"").matcher(m.group(1));
            while (label.find()) {
                group.add(label.group(1));
            }
            group.sort((a, b) -> b.length() - a.length());
            groups.add(group);
        }
        return groups;
    }

    @Test
    void helpExitsZeroAndPrintsUsage() {
        assertEquals(0, helpExit, help);
        assertTrue(help.startsWith("Usage:"), help);
    }

    @Test
    void helpListsEveryEnvironmentVariableTheSourcesRead() throws IOException {
        Set<String> names = environmentVariables();
        assertTrue(
                names.containsAll(
                        Set.of("PORT", "HOST", "KEYSLICE_DYNAMODB_ENDPOINT", "AWS_REGION", "KEYSLICE_TABLES")),
                "the source scan finds the variables: " + names);
        assertAll(names.stream()
                .map(name -> () -> assertTrue(
                        Pattern.compile("(?m)^\\s+" + name + "\\b")
                                .matcher(help)
                                .find(),
                        name + " is read by the sources but not listed (at the start of a line) in --help:\n" + help)));
    }

    @Test
    void helpListsEveryOption() throws IOException {
        List<List<String>> groups = options();
        assertFalse(groups.isEmpty());
        assertAll(groups.stream()
                .map(group -> () -> assertTrue(
                        help.contains(group.get(0)),
                        "option " + group + " is accepted by Main but " + group.get(0) + " is not in --help:\n"
                                + help)));
        // Each option's argument is named (--port N, --dynamodb-endpoint URL).
        assertTrue(help.contains("--port N"), help);
        assertTrue(help.contains("--dynamodb-endpoint URL"), help);
    }

    @Test
    void anUnknownOptionExitsTwoWithTheUsageAndNoStackTrace() throws Exception {
        try (ChildJvm app = ChildJvm.start("help-bad", Map.of(), "--bogus")) {
            Integer exit = app.awaitExit(20_000);
            assertEquals(2, exit, app.output());
            assertTrue(
                    app.output().contains("unknown option --bogus")
                            && app.output().contains("Usage:"),
                    app.output());
            assertEquals(null, StackTraces.in(app.output()), app.output());
        }
    }

    @Test
    void badProxySettingsNameTheVariableAndTheEntry() throws Exception {
        Map<String, String> bad = Map.of(
                "KEYSLICE_TRUSTED_PROXIES",
                "10.0.0.0/8, proxy.internal",
                "KEYSLICE_PUBLIC_URL",
                "https://keyslice.example.com/app");
        Map<String, String> culprit = Map.of(
                "KEYSLICE_TRUSTED_PROXIES",
                "\"proxy.internal\"",
                "KEYSLICE_PUBLIC_URL",
                "\"https://keyslice.example.com/app\"");
        for (Map.Entry<String, String> setting : bad.entrySet()) {
            try (ChildJvm app =
                    ChildJvm.start("help-proxy", Map.of(setting.getKey(), setting.getValue()), "--port", "0")) {
                Integer exit = app.awaitExit(20_000);
                assertEquals(2, exit, setting + ": " + app.output());
                assertTrue(
                        app.output().contains("keyslice: " + setting.getKey())
                                && app.output().contains(culprit.get(setting.getKey())),
                        setting + ": " + app.output());
                assertEquals(null, StackTraces.in(app.output()), app.output());
            }
        }
    }

    @Test
    void badEnvironmentValuesAreRefusedByNameWithoutAStackTrace() throws Exception {
        for (Map<String, String> env :
                List.of(Map.of("PORT", "seventy"), Map.of("KEYSLICE_DYNAMODB_ENDPOINT", "ftp://x"))) {
            String[] args = env.containsKey("PORT") ? new String[0] : new String[] {"--port", "0"};
            try (ChildJvm app = ChildJvm.start("help-env", env, args)) {
                Integer exit = app.awaitExit(20_000);
                String name = env.keySet().iterator().next();
                assertEquals(2, exit, env + ": " + app.output());
                assertTrue(app.output().contains(name), env + ": " + app.output());
                assertEquals(null, StackTraces.in(app.output()), app.output());
            }
        }
    }
}
