package keyslice.browser;

import keyslice.examples.AuditLog;
import keyslice.examples.FileTree;
import keyslice.testing.Query;
import keyslice.testing.RunningApp;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * keyslice on a free loopback port plus one browser, shared by the tests of one class (and, reset in between, handed on
 * to the next class: see {@link Browsers}). Register it on a static field;
 * the session object exists from the start, so a test class can keep it in a field of its own:
 *
 * <pre>{@code
 * @RegisterExtension
 * static final BrowserFixture fixture = BrowserFixture.withJavaScript();
 * private static final BrowserSession browser = fixture.browser();
 * }</pre>
 */
final class BrowserFixture implements BeforeAllCallback, AfterAllCallback {

    /** The file-tree example as a query string (the same state the "File tree" preset loads). */
    static final String FILE_TREE = Query.fileTree()
            .and("samples", String.join("\n", FileTree.SAMPLE_KEYS))
            .toString();

    /** The permalink the app gives the file-tree example: v=1 first, defaults left out, "/" and ":" kept readable. */
    static final String FILE_TREE_PERMALINK = "/?v=1&"
            + FILE_TREE.replace("&op=begins_with", "").replace("%2F", "/").replace("%3A", ":");

    /** A range built from segments on both ends: {@code EVT#2026-06-23} up to {@code EVT#}, for the segment editor. */
    static final String BETWEEN_SEGMENTS = query(
            "pk",
            "PK",
            "pkValue",
            "ACTOR#u_8814",
            "sk",
            "SK",
            "op",
            "between",
            "seg",
            "EVT",
            "seg",
            "2026-06-23",
            "toSeg",
            "EVT");

    /** The audit-log window as people first write it: BETWEEN with whole-second bounds, newest first, a page of 5. */
    static final String AUDIT_WINDOW = Query.auditWindow()
            .and("samples", String.join("\n", AuditLog.SAMPLE_KEYS))
            .toString();

    /**
     * Tickets under a filter, with sample items: a page of 6 whose filter keeps 2 (one dropped by its NOT part), 2 more on
     * the next page, and items of another kind, of another partition and without the partition key; most of the read is
     * filtered out, so filter-waste warns.
     */
    static final String TICKETS = query(
            "table",
            "Tickets",
            "pk",
            "PK",
            "pkValue",
            "T#1",
            "sk",
            "SK",
            "op",
            "begins_with",
            "value",
            "ORD#",
            "limit",
            "6",
            "filter",
            "status = \"open\" AND NOT attribute_exists(archivedAt)",
            "project",
            "status, owner.name",
            "items",
            String.join(
                    "\n",
                    ticket("T#1", "ORD#01", "open", ""),
                    ticket("T#1", "ORD#02", "shut", ""),
                    ticket("T#1", "ORD#03", "open", ",\"archivedAt\":{\"S\":\"2026-06-01\"}"),
                    ticket("T#1", "ORD#04", "shut", ""),
                    ticket("T#1", "ORD#05", "open", ",\"owner\":{\"M\":{\"name\":{\"S\":\"Ada\"}}}"),
                    ticket("T#1", "ORD#06", "shut", ""),
                    ticket("T#1", "ORD#07", "open", ""),
                    ticket("T#1", "ORD#08", "shut", ""),
                    ticket("T#1", "INV#01", "open", ""),
                    ticket("T#2", "ORD#01", "open", ""),
                    "{\"SK\":{\"S\":\"ORD#09\"}}"));

    private static String ticket(String pk, String sk, String status, String more) {
        return "{\"PK\":{\"S\":\"" + pk + "\"},\"SK\":{\"S\":\"" + sk + "\"},\"status\":{\"S\":\"" + status + "\"}"
                + more + "}";
    }

    private final RunningApp app;
    private final BrowserSession browser;
    private final int[] latency;
    private DelayingProxy proxy;

    private BrowserFixture(RunningApp app, BrowserSession browser, int[] latency) {
        this.app = app;
        this.browser = browser;
        this.latency = latency;
    }

    /** keyslice as {@code main} starts it, and a browser with JavaScript on. */
    static BrowserFixture withJavaScript() {
        return of(RunningApp.defaults(), true, 1280, 1000);
    }

    /** keyslice as {@code main} starts it, and a browser that runs no JavaScript (the no-JS fallback). */
    static BrowserFixture withoutJavaScript() {
        return of(RunningApp.defaults(), false, 1280, 1000);
    }

    /** A given app (e.g. one with a live preview) and a browser window of that size. */
    static BrowserFixture of(RunningApp app, boolean javascript, int width, int height) {
        return new BrowserFixture(app, new BrowserSession(javascript, width, height), null);
    }

    /** A given app seen through a slow network: the browser talks to a {@link DelayingProxy} holding each request. */
    static BrowserFixture withLatency(RunningApp app, int minMillis, int maxMillis) {
        return new BrowserFixture(app, new BrowserSession(true, 1280, 1000), new int[] {minMillis, maxMillis});
    }

    @Override
    public void beforeAll(ExtensionContext context) {
        long started = System.nanoTime();
        app.beforeAll(context);
        if (latency != null) {
            proxy = new DelayingProxy(app.baseUrl(), latency[0], latency[1], 20261203L);
        }
        browser.start(proxy == null ? app.baseUrl() : proxy.baseUrl(), Browsers.of(context));
        System.out.printf(
                "browser tests: keyslice and Chromium%s ready in %d ms%n",
                browser.javascript() ? "" : " (JavaScript off)", (System.nanoTime() - started) / 1_000_000);
    }

    /** JUnit calls this even when {@link #beforeAll} failed part-way: both closes cope with what never started. */
    @Override
    public void afterAll(ExtensionContext context) {
        try {
            browser.close();
        } finally {
            if (proxy != null) {
                proxy.close();
            }
            app.afterAll(context);
        }
    }

    /** The browser; usable once the class's tests run (it is started before any {@code @BeforeAll} method). */
    BrowserSession browser() {
        return browser;
    }

    RunningApp app() {
        return app;
    }

    /** The proxy of {@link #withLatency}; null for a fixture without one. */
    DelayingProxy proxy() {
        return proxy;
    }

    int port() {
        return app.port();
    }

    String base() {
        return browser.base();
    }

    /** name/value pairs to a percent-encoded query string (repeated names allowed). */
    static String query(String... pairs) {
        return Query.of(pairs).toString();
    }
}
