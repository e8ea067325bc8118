package keyslice.hardening;

import static keyslice.hardening.PackagingFixtures.ROOT;
import static keyslice.hardening.PackagingFixtures.env;
import static keyslice.hardening.PackagingFixtures.read;
import static keyslice.hardening.PackagingFixtures.runtime;
import static keyslice.hardening.PackagingFixtures.words;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import keyslice.hardening.PackagingFixtures.Instruction;
import keyslice.hardening.PackagingFixtures.Stage;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The image's runtime stage: a slim JRE 17+ as non-root, host, port and health check, a bounded JVM, the jar alone.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class PackagingRuntimeTest {
    @BeforeAll
    static void readFiles() throws IOException {
        read();
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
}
