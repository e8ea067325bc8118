package keyslice.hardening;

import static keyslice.hardening.PackagingFixtures.buildStage;
import static keyslice.hardening.PackagingFixtures.env;
import static keyslice.hardening.PackagingFixtures.read;
import static keyslice.hardening.PackagingFixtures.readmeRunCommand;
import static keyslice.hardening.PackagingFixtures.runtime;
import static keyslice.hardening.PackagingFixtures.stages;
import static keyslice.hardening.PackagingFixtures.words;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import keyslice.hardening.PackagingFixtures.Instruction;
import keyslice.hardening.PackagingFixtures.Stage;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The image: it builds and runs with the README's commands on the jar it built, and records its class archive with the
 * self-check of that jar.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class PackagingImageTest {
    @BeforeAll
    static void readFiles() throws IOException {
        read();
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
}
