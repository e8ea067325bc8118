package keyslice.browser;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import keyslice.testing.RunningApp;
import keyslice.web.AppConfig;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;

/**
 * How soon the builder's output follows a person typing, in real headless Chromium on loopback: a benchmark, not a
 * test (it asserts nothing about speed; it fails only if something typed is lost). Each round opens a worked example
 * (the file tree, then the audit log's one day, in turn) and types into three of its fields, one character at a time,
 * with gaps drawn from 50–250 ms as a person's are, and a pause before each next field. The gaps are chromedriver's
 * own pauses inside one action chain, so WebDriver's round trips do not stretch them.
 * <p>
 * Measured in the page: the time of each keystroke (its {@code input} event) and of each answer swapped into the
 * output (the next animation frame after {@code htmx:afterSwap}, with the keystroke count its request was sent at).
 * A keystroke's latency is the time until the first answer that includes it. "Last keystrokes" are those followed by
 * no other keystroke for 200 ms (the goal's window: a field's last character, and a person's longer pauses): their
 * p95 is the figure the goal reads. Requests per typed character counts every live request the form sent, aborted ones
 * too ({@code hx-sync} replaces an answer still on its way).
 * <pre>
 *   scripts/bench -l   # compiles the tests and writes target/test-classpath.txt
 *   java -cp "target/test-classes:target/classes:$(cat target/test-classpath.txt)" keyslice.browser.TypingLatencyBench [rounds] [seed]
 * </pre>
 */
public final class TypingLatencyBench {

    private static final int MIN_GAP_MS = 50;
    private static final int MAX_GAP_MS = 250;
    /** A keystroke followed by no other for this long is a "last" one: the output must follow it within that time. */
    private static final int GOAL_MS = 200;

    private static final int PAUSE_BETWEEN_FIELDS_MS = 700;
    private static final String FILE_TREE =
            "/?v=1&table=Drive&pk=PK&pkValue=DRIVE%23a91&sk=SK&seg=root&seg=photos&delim=/"
                    + "&trail=true&samples=root/%0Aroot/docs/%0Aroot/photos/%0Aroot/photos/2026/beach.jpg%0Aroot/photos.zip";
    private static final String AUDIT_LOG = "/?" + BrowserFixture.AUDIT_WINDOW;
    /** What each round types: the example, then field id and text, in turn. */
    private static final List<Object[]> SCRIPTS = List.of(
            new Object[] {FILE_TREE, "pkValue", "-b7x", "seg-2", "/2026", "seg-1", "-old"},
            new Object[] {AUDIT_LOG, "pkValue", "9_ab", "value", ".000", "to", ".999Z"});

    /** Counts the page's keystrokes and swapped answers; read back with {@code window.__bench}. */
    private static final String PROBE = """
            var b = window.__bench = {keys: [], swaps: [], requests: 0, aborted: 0};
            document.addEventListener('input', function (e) {
              if (e.target.closest && e.target.closest('#builder')) b.keys.push({t: performance.now(), k: window.keystrokes});
            }, true);
            document.addEventListener('htmx:beforeRequest', function (e) {
              if (!e.detail.target || e.detail.target.id !== 'output') return;
              b.requests++;
              e.detail.xhr.addEventListener('abort', function () { b.aborted++; });
            });
            document.addEventListener('htmx:afterSwap', function (e) {
              var xhr = e.detail.xhr;
              if (!e.detail.target || e.detail.target.id !== 'output' || !xhr) return;
              var sent = xhr.ksSent;
              requestAnimationFrame(function () { b.swaps.push({t: performance.now(), sent: sent}); });
            });""";

    private TypingLatencyBench() {}

    public static void main(String[] args) throws Exception {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 8;
        long seed = args.length > 1 ? Long.parseLong(args[1]) : 20261205L;
        Random random = new Random(seed);
        List<Double> last = new ArrayList<>();
        List<Double> all = new ArrayList<>();
        long characters = 0;
        long requests = 0;
        long aborted = 0;
        try (RunningApp app = RunningApp.start(AppConfig.defaults());
                BrowserSession browser = new BrowserSession(true, 1280, 1000)) {
            browser.start(app.baseUrl());
            for (int round = -1;
                    round < rounds;
                    round++) { // one round of warm-up: the server's JIT and the browser's caches
                Object[] script = SCRIPTS.get(Math.floorMod(round, SCRIPTS.size()));
                browser.open((String) script[0]);
                browser.awaitHtmx();
                browser.js(PROBE);
                Map<String, String> expected = new java.util.LinkedHashMap<>();
                for (int f = 1; f + 1 < script.length; f += 2) {
                    String id = (String) script[f];
                    String text = (String) script[f + 1];
                    WebElement field = browser.byId(id);
                    expected.put(id, field.getDomProperty("value") + text);
                    field.click();
                    browser.js("var f = document.activeElement; f.setSelectionRange(f.value.length, f.value.length);");
                    Actions keys = new Actions(browser.driver());
                    for (int c = 0; c < text.length(); c++) {
                        if (c > 0) {
                            keys.pause(Duration.ofMillis(MIN_GAP_MS + random.nextInt(MAX_GAP_MS - MIN_GAP_MS + 1)));
                        }
                        keys.sendKeys(String.valueOf(text.charAt(c)));
                    }
                    keys.pause(Duration.ofMillis(PAUSE_BETWEEN_FIELDS_MS)).perform();
                }
                browser.await(
                        "the output to describe the form",
                        Duration.ofSeconds(30),
                        () -> Boolean.TRUE.equals(browser.js(
                                "var b = window.__bench; var k = b.keys.length && b.keys[b.keys.length - 1].k;"
                                        + " return b.swaps.some(function (s) { return s.sent >= k; })"
                                        + " && !document.querySelector('.htmx-request');")));
                for (Map.Entry<String, String> field : expected.entrySet()) {
                    String value = browser.value(field.getKey());
                    if (!value.equals(field.getValue())) {
                        throw new AssertionError("lost keystrokes in " + field.getKey() + ": " + value + " instead of "
                                + field.getValue());
                    }
                }
                if (round < 0) {
                    continue;
                }
                @SuppressWarnings("unchecked")
                Map<String, Object> bench = (Map<String, Object>) browser.js("return window.__bench");
                @SuppressWarnings("unchecked")
                List<Map<String, Number>> keys = (List<Map<String, Number>>) bench.get("keys");
                @SuppressWarnings("unchecked")
                List<Map<String, Number>> swaps = (List<Map<String, Number>>) bench.get("swaps");
                for (int i = 0; i < keys.size(); i++) {
                    double at = keys.get(i).get("t").doubleValue();
                    long k = keys.get(i).get("k").longValue();
                    double shown = swaps.stream()
                            .filter(s -> s.get("sent").longValue() >= k)
                            .mapToDouble(s -> s.get("t").doubleValue())
                            .min()
                            .orElse(Double.NaN);
                    all.add(shown - at);
                    boolean isLast =
                            i + 1 == keys.size() || keys.get(i + 1).get("t").doubleValue() - at >= GOAL_MS;
                    if (isLast) {
                        last.add(shown - at);
                    }
                }
                characters += keys.size();
                requests += ((Number) bench.get("requests")).longValue();
                aborted += ((Number) bench.get("aborted")).longValue();
            }
        }
        System.out.printf(
                Locale.ROOT,
                "typing: %d rounds, %d characters typed with gaps of %d-%d ms (seed %d), load average %s%n",
                rounds,
                characters,
                MIN_GAP_MS,
                MAX_GAP_MS,
                seed,
                java.nio.file.Files.readString(java.nio.file.Path.of("/proc/loadavg"))
                        .strip());
        System.out.printf(
                Locale.ROOT,
                "last keystrokes (no other for %d ms), %d: to the output p50 %.0f ms, p95 %.0f ms, max %.0f ms%n",
                GOAL_MS,
                last.size(),
                percentile(last, 50),
                percentile(last, 95),
                percentile(last, 100));
        System.out.printf(
                Locale.ROOT,
                "every keystroke, %d: to the output p50 %.0f ms, p95 %.0f ms%n",
                all.size(),
                percentile(all, 50),
                percentile(all, 95));
        System.out.printf(
                Locale.ROOT,
                "requests per typed character: %.2f (%d requests for %d characters, %d aborted in flight)%n",
                (double) requests / characters,
                requests,
                characters,
                aborted);
    }

    private static double percentile(List<Double> values, int percent) {
        double[] sorted =
                values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        if (sorted.length == 0) {
            return Double.NaN;
        }
        int at = (int) Math.ceil(percent / 100.0 * sorted.length) - 1;
        return sorted[Math.max(0, Math.min(sorted.length - 1, at))];
    }
}
