package keyslice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** {@code --self-check}, which the image build runs as its smoke test and AppCDS training run. */
class SelfCheckTest {

    @Test
    void aHealthyKeysliceAnswersEveryProbeAsExpected() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int failures = SelfCheck.run(
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        String report = out.toString(StandardCharsets.UTF_8);
        assertEquals(0, failures, err.toString(StandardCharsets.UTF_8));
        assertEquals("", err.toString(StandardCharsets.UTF_8));
        long probes = report.lines().filter(line -> line.startsWith("ok   ")).count();
        assertEquals(49, probes, report);
        for (String expected : new String[] {
            "ok   200 /healthz",
            "ok   303 /?",
            "ok   400 /api/v1/query",
            "ok   503 /api/v1/preview",
            "ok   404 /no-such-page",
            "ok   200 /oembed?",
            "ok   200 /snippet?",
            "ok   200 /design?",
            "ok   200 /share?",
            "ok   200 /state?",
            "ok   200 /designs?d=",
            "ok   200 /designs/card?d=",
            "ok   200 /api/v1/design?d="
        }) {
            assertTrue(report.contains(expected), expected + " in\n" + report);
        }
    }
}
