package keyslice.hardening;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import keyslice.testing.Answer;
import keyslice.testing.Html;
import keyslice.testing.RawHttp;
import keyslice.testing.RunningApp;
import keyslice.web.AppConfig;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Headers on every response: CSP without inline script and with {@code frame-ancestors 'none'}
 * (the configured ancestors on {@code /embed}), nosniff, a Referrer-Policy and a cache policy on pages, partials,
 * the API, static files, errors and 404s; fingerprinted assets whose {@code ?v=} is the hash of what is served.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class HeadersTest {

    static final String ANCESTORS = "https://wiki.example.com 'self'";
    static final String STATE = "pk=PK&pkValue=DRIVE%23a91&sk=SK&seg=root&seg=photos&delim=%2F&trail=true";

    @RegisterExtension
    static final RunningApp app = RunningApp.with(new AppConfig(Optional.empty(), ANCESTORS, 1_000_000, 1_000_000));

    @RegisterExtension
    static final RunningApp limited = RunningApp.with(new AppConfig(Optional.empty(), ANCESTORS, 1, 1));

    /** What a response is: decides which cache policy and which frame-ancestors it must carry. */
    enum Kind {
        PAGE,
        PARTIAL,
        EMBED,
        API,
        STATIC,
        ERROR
    }

    record Case(
            String name, Kind kind, String method, String target, String body, boolean limitedApp, String... headers) {
        @Override
        public String toString() {
            return name;
        }
    }

    static Stream<Arguments> responses() {
        String origin = "http://127.0.0.1:{port}";
        String form = "application/x-www-form-urlencoded";
        List<Case> cases = List.of(
                new Case("page: empty builder", Kind.PAGE, "GET", "/", null, false),
                new Case("page: a state", Kind.PAGE, "GET", "/?" + STATE, null, false),
                new Case("page: errors shown", Kind.PAGE, "GET", "/?pk=&op=nope&limit=x", null, false),
                new Case(
                        "page: history restore",
                        Kind.PAGE,
                        "GET",
                        "/?" + STATE,
                        null,
                        false,
                        "HX-Request",
                        "true",
                        "HX-History-Restore-Request",
                        "true"),
                new Case(
                        "partial: htmx output",
                        Kind.PARTIAL,
                        "GET",
                        "/?" + STATE,
                        null,
                        false,
                        "HX-Request",
                        "true",
                        "HX-Target",
                        "output"),
                new Case(
                        "partial: htmx app",
                        Kind.PARTIAL,
                        "GET",
                        "/?" + STATE + "&edit=seg-add",
                        null,
                        false,
                        "HX-Request",
                        "true",
                        "HX-Target",
                        "app"),
                new Case("redirect: edit without htmx", Kind.PAGE, "GET", "/?" + STATE + "&edit=seg-add", null, false),
                new Case(
                        "partial: POST / htmx (a large state)",
                        Kind.PARTIAL,
                        "POST",
                        "/",
                        STATE,
                        false,
                        "Content-Type",
                        form,
                        "HX-Request",
                        "true",
                        "HX-Target",
                        "output"),
                new Case("redirect: POST / without htmx", Kind.PAGE, "POST", "/", STATE, false, "Content-Type", form),
                new Case("file: GET /state", Kind.API, "GET", "/state?" + STATE, null, false),
                new Case("file: POST /state", Kind.API, "POST", "/state", STATE, false, "Content-Type", form),
                new Case(
                        "partial: a snippet",
                        Kind.PARTIAL,
                        "GET",
                        "/snippet?lang=python-resource&" + STATE,
                        null,
                        false,
                        "HX-Request",
                        "true"),
                new Case(
                        "error: a snippet of no language 400",
                        Kind.ERROR,
                        "GET",
                        "/snippet?lang=rust&" + STATE,
                        null,
                        false),
                new Case(
                        "partial: a design comparison",
                        Kind.PARTIAL,
                        "GET",
                        "/design?" + STATE,
                        null,
                        false,
                        "HX-Request",
                        "true"),
                new Case(
                        "error: a design comparison of an invalid state 400",
                        Kind.ERROR,
                        "GET",
                        "/design?pk=PK",
                        null,
                        false),
                new Case(
                        "partial: the share section's body",
                        Kind.PARTIAL,
                        "GET",
                        "/share?" + STATE,
                        null,
                        false,
                        "HX-Request",
                        "true"),
                new Case(
                        "error: the share section of an invalid state 400",
                        Kind.ERROR,
                        "GET",
                        "/share?pk=PK",
                        null,
                        false),
                new Case(
                        "partial: table options",
                        Kind.PARTIAL,
                        "GET",
                        "/preview/tables",
                        null,
                        false,
                        "HX-Request",
                        "true"),
                new Case(
                        "partial: index options",
                        Kind.PARTIAL,
                        "GET",
                        "/preview/indexes?table=Drive",
                        null,
                        false,
                        "HX-Request",
                        "true"),
                new Case(
                        "page: POST /run",
                        Kind.PAGE,
                        "POST",
                        "/run",
                        STATE + "&table=Drive",
                        false,
                        "Origin",
                        origin,
                        "Content-Type",
                        form),
                new Case(
                        "partial: POST /run htmx",
                        Kind.PARTIAL,
                        "POST",
                        "/run",
                        STATE + "&table=Drive",
                        false,
                        "Origin",
                        origin,
                        "Content-Type",
                        form,
                        "HX-Request",
                        "true",
                        "HX-Target",
                        "preview"),
                new Case(
                        "error: POST /run cross-origin 403",
                        Kind.ERROR,
                        "POST",
                        "/run",
                        STATE,
                        false,
                        "Origin",
                        "https://evil.example",
                        "Content-Type",
                        form),
                new Case(
                        "error: demo data refused",
                        Kind.ERROR,
                        "POST",
                        "/preview/demo-data",
                        "",
                        false,
                        "Origin",
                        origin),
                new Case("embed: a state", Kind.EMBED, "GET", "/embed?" + STATE, null, false),
                new Case("embed: invalid state", Kind.EMBED, "GET", "/embed?pk=", null, false),
                new Case(
                        "api: oembed 200",
                        Kind.API,
                        "GET",
                        "/oembed?url=" + enc(origin + "/?v=1&" + STATE),
                        null,
                        false),
                new Case("api: oembed 404", Kind.API, "GET", "/oembed?url=https%3A%2F%2Fevil.example%2F", null, false),
                new Case("api: oembed 501", Kind.API, "GET", "/oembed?format=xml&url=x", null, false),
                new Case("api: query 200", Kind.API, "GET", "/api/v1/query?" + STATE, null, false),
                new Case("api: query 400", Kind.API, "GET", "/api/v1/query?pk=", null, false),
                new Case("page: explain", Kind.PAGE, "GET", "/explain?text=aws+dynamodb+scan", null, false),
                new Case(
                        "api: explain 200",
                        Kind.API,
                        "POST",
                        "/api/v1/explain",
                        "aws dynamodb scan --table-name T",
                        false,
                        "Content-Type",
                        "text/plain"),
                new Case(
                        "api: design 200",
                        Kind.API,
                        "POST",
                        "/api/v1/design",
                        "{\"tables\": [], \"items\": {}, \"access_patterns\": []}",
                        false,
                        "Content-Type",
                        "application/json"),
                new Case("api: design link 200", Kind.API, "GET", "/api/v1/design?" + FuzzTest.DESIGN, null, false),
                new Case("api: design link 400", Kind.API, "GET", "/api/v1/design?d=!!", null, false),
                new Case("page: a design", Kind.PAGE, "GET", "/designs?" + FuzzTest.DESIGN, null, false),
                new Case("page: designs, empty", Kind.PAGE, "GET", "/designs", null, false),
                new Case("page: a design from a Query", Kind.PAGE, "GET", "/designs/query?" + STATE, null, false),
                new Case(
                        "page: a Query added to a design",
                        Kind.PAGE,
                        "GET",
                        "/designs/add?query=" + enc("/?" + STATE) + "&" + FuzzTest.DESIGN.replace("d=", "design="),
                        null,
                        false),
                new Case(
                        "page: a design posted",
                        Kind.PAGE,
                        "POST",
                        "/designs",
                        "design=" + enc(FuzzTest.DESIGN_FILE),
                        false,
                        "Content-Type",
                        form),
                new Case(
                        "page: a design run without an endpoint",
                        Kind.PAGE,
                        "POST",
                        "/designs/live",
                        "action=run&design=" + enc(FuzzTest.DESIGN_FILE),
                        false,
                        "Origin",
                        origin,
                        "Content-Type",
                        form),
                new Case(
                        "page: a design edit refused",
                        Kind.PAGE,
                        "POST",
                        "/designs/edit",
                        "edit=table&name=ab&design=" + enc(FuzzTest.DESIGN_FILE),
                        false,
                        "Content-Type",
                        form),
                new Case(
                        "redirect: a design edit",
                        Kind.PAGE,
                        "POST",
                        "/designs/edit",
                        "edit=table&name=Added&pk=PK&design=",
                        false,
                        "Content-Type",
                        form),
                new Case("error: a design link that is not one 400", Kind.ERROR, "GET", "/designs?d=!!", null, false),
                new Case("embed: a design's card", Kind.EMBED, "GET", "/designs/card?" + FuzzTest.DESIGN, null, false),
                new Case("embed: a design's card, bad link", Kind.EMBED, "GET", "/designs/card?d=!!", null, false),
                new Case(
                        "api: oembed of a design 200",
                        Kind.API,
                        "GET",
                        "/oembed?url=" + enc(origin + "/designs?" + FuzzTest.DESIGN),
                        null,
                        false),
                new Case(
                        "api: design run 503 (off)",
                        Kind.API,
                        "POST",
                        "/api/v1/design/run",
                        "{}",
                        false,
                        "Origin",
                        origin,
                        "Content-Type",
                        "application/json"),
                new Case(
                        "api: design create 503 (off)",
                        Kind.API,
                        "POST",
                        "/api/v1/design/create",
                        "{}",
                        false,
                        "Origin",
                        origin,
                        "Content-Type",
                        "application/json"),
                new Case(
                        "api: preview 503 (off)",
                        Kind.API,
                        "GET",
                        "/api/v1/preview?" + STATE + "&table=Drive",
                        null,
                        false),
                new Case("api: tables 503 (off)", Kind.API, "GET", "/api/v1/tables", null, false),
                new Case("api: healthz", Kind.API, "GET", "/healthz", null, false),
                new Case("api: readyz", Kind.API, "GET", "/readyz", null, false),
                new Case("static: css", Kind.STATIC, "GET", "{css}", null, false),
                new Case("static: pages css", Kind.STATIC, "GET", "{pagescss}", null, false),
                new Case("static: js", Kind.STATIC, "GET", "{js}", null, false),
                new Case("static: htmx webjar", Kind.STATIC, "GET", "{htmx}", null, false),
                new Case("static: icon", Kind.STATIC, "GET", "{icon}", null, false),
                new Case("error: 404 unknown path", Kind.ERROR, "GET", "/nope", null, false),
                new Case("error: 404 unknown static file", Kind.ERROR, "GET", "/static/css/nope.css", null, false),
                new Case("error: wrong method", Kind.ERROR, "POST", "/api/v1/query", "", false),
                new Case(
                        "error: keyslice's 414",
                        Kind.ERROR,
                        "GET",
                        "/?" + STATE + "&samples=" + "a".repeat(33 * 1024),
                        null,
                        false),
                new Case(
                        "error: too many parameters 400",
                        Kind.ERROR,
                        "GET",
                        "/api/v1/query?" + STATE + "&x=1".repeat(300),
                        null,
                        false),
                new Case(
                        "error: body 413",
                        Kind.ERROR,
                        "POST",
                        "/run",
                        STATE + "&samples=" + "a".repeat(70 * 1024),
                        false,
                        "Origin",
                        origin,
                        "Content-Type",
                        form),
                new Case(
                        "error: rate limited 429 (preview)", Kind.ERROR, "GET", "/api/v1/preview?" + STATE, null, true),
                new Case(
                        "error: rate limited 429 (run)",
                        Kind.ERROR,
                        "POST",
                        "/run",
                        STATE,
                        true,
                        "Origin",
                        origin,
                        "Content-Type",
                        form),
                new Case(
                        "error: Jetty's 414 (> 48 KiB URL)",
                        Kind.ERROR,
                        "GET",
                        "/?" + STATE + "&samples=" + "a".repeat(60 * 1024),
                        null,
                        false),
                new Case("error: Jetty's 400 (bad URI)", Kind.ERROR, "GET", "/a%zz", null, false),
                new Case(
                        "error: Jetty's 431 (huge header)",
                        Kind.ERROR,
                        "GET",
                        "/",
                        null,
                        false,
                        "X-Big",
                        "b".repeat(64 * 1024)));
        // The builder's other scripts, by the URL the page links (thePagesLinkTheirOwnAssets... checks that it does).
        return java.util.stream.Stream.concat(
                        cases.stream(),
                        keyslice.web.http.Assets.BUILDER_SCRIPTS.stream()
                                .map(script -> new Case(
                                        "static: " + script.path(), Kind.STATIC, "GET", script.url(), null, false)))
                .map(Arguments::of);
    }

    /** Every route of the app's table is among the cases (the static files by their placeholders). */
    @org.junit.jupiter.api.Test
    void everyRouteOfTheAppIsChecked() {
        java.util.Set<String> checked = new java.util.TreeSet<>();
        responses().forEach(arguments -> {
            Case c = (Case) arguments.get()[0];
            String target = c.target()
                    .replace("{css}", keyslice.web.http.Assets.CSS)
                    .replace("{pagescss}", keyslice.web.http.Assets.PAGES_CSS)
                    .replace("{js}", keyslice.web.http.Assets.JS)
                    .replace("{htmx}", keyslice.web.http.Assets.HTMX)
                    .replace("{icon}", keyslice.web.http.Assets.FAVICON);
            checked.add(c.method() + " " + (target.contains("?") ? target.substring(0, target.indexOf('?')) : target));
        });
        java.util.Set<String> served = new java.util.TreeSet<>();
        keyslice.web.Routes.of(
                        keyslice.web.AppConfig.defaults(),
                        new keyslice.preview.DynamoPreview(keyslice.preview.PreviewConfig.disabled()),
                        new keyslice.web.http.Json())
                .forEach(route -> served.add(route.method() + " " + route.path()));
        served.removeAll(checked);
        org.junit.jupiter.api.Assertions.assertEquals(java.util.Set.of(), served, "routes without a header check");
    }

    private static String enc(String s) {
        return java.net.URLEncoder.encode(s, StandardCharsets.UTF_8);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("responses")
    void everyResponseCarriesTheSecurityAndCacheHeaders(Case c) throws Exception {
        int target = c.limitedApp() ? limited.port() : app.port();
        String path = c.target()
                .replace("{css}", asset("css"))
                .replace("{pagescss}", asset("pagescss"))
                .replace("{js}", asset("js"))
                .replace("{htmx}", asset("htmx"))
                .replace("{icon}", asset("icon"))
                .replace("{port}", Integer.toString(target))
                .replace("%7Bport%7D", Integer.toString(target));
        String[] headers = c.headers().clone();
        for (int i = 0; i < headers.length; i++) {
            headers[i] = headers[i].replace("{port}", Integer.toString(target));
        }
        byte[] body = c.body() == null
                ? null
                : c.body().replace("{port}", Integer.toString(target)).getBytes(StandardCharsets.UTF_8);
        Answer r = RawHttp.send(target, c.method(), path, body, headers);
        if (c.limitedApp()) {
            // The first call takes the one token; the second is the one that must be refused.
            r = RawHttp.send(target, c.method(), path, body, headers);
            assertEquals(429, r.status(), r::toString);
        }
        Answer response = r;
        String what = c.name() + " -> " + response.status() + " " + response.headers();
        List<org.junit.jupiter.api.function.Executable> checks = new ArrayList<>();
        String csp = response.headerJoined("Content-Security-Policy");
        checks.add(() -> assertNotNull(csp, "Content-Security-Policy on " + what));
        if (csp != null) {
            checks.add(() -> assertFalse(csp.contains("'unsafe-inline'"), "no 'unsafe-inline': " + csp));
            checks.add(() -> assertFalse(csp.contains("'unsafe-eval'"), "no 'unsafe-eval': " + csp));
            checks.add(() -> assertTrue(
                    directive(csp, "script-src").equals("'self'")
                            || directive(csp, "default-src").equals("'self'")
                                    && directive(csp, "script-src").isEmpty(),
                    "scripts only from self: " + csp));
            checks.add(() -> assertEquals("'none'", directive(csp, "object-src"), csp));
            String ancestors = directive(csp, "frame-ancestors");
            if (c.kind() == Kind.EMBED) {
                checks.add(() ->
                        assertEquals(ANCESTORS, ancestors, "/embed may be framed by the configured ancestors: " + csp));
            } else {
                checks.add(() -> assertEquals("'none'", ancestors, "frame-ancestors 'none' on " + what));
            }
        }
        checks.add(() -> assertEquals(
                "nosniff", response.header("X-Content-Type-Options"), "X-Content-Type-Options on " + what));
        String referrer = response.header("Referrer-Policy");
        checks.add(() -> assertTrue(
                referrer != null
                        && List.of("no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin")
                                .contains(referrer.toLowerCase(Locale.ROOT)),
                "a strict Referrer-Policy on " + what));
        String cache = response.header("Cache-Control");
        checks.add(() -> assertNotNull(cache, "a Cache-Control policy on " + what));
        if (cache != null) {
            String lower = cache.toLowerCase(Locale.ROOT);
            if (c.kind() == Kind.STATIC) {
                checks.add(() ->
                        assertTrue(maxAge(lower) >= 31_536_000, "a long max-age for a fingerprinted asset: " + cache));
                if (!c.name().contains("webjar")) {
                    checks.add(() -> assertTrue(lower.contains("immutable"), "immutable: " + cache));
                }
            } else {
                checks.add(() -> assertTrue(
                        lower.contains("no-cache") || lower.contains("no-store"),
                        "not cached without revalidation: " + what));
            }
        }
        if (path.startsWith("/?") || path.equals("/")) {
            if (response.status() < 400) {
                String vary = response.headerJoined("Vary");
                checks.add(() -> assertTrue(
                        vary != null && vary.toLowerCase(Locale.ROOT).contains("hx-request"),
                        "Vary: HX-Request on " + what));
            }
        }
        assertAll(c.name(), checks);
    }

    private static String directive(String csp, String name) {
        for (String part : csp.split(";")) {
            String p = part.trim();
            if (p.startsWith(name + " ")) {
                return p.substring(name.length()).trim();
            }
        }
        return "";
    }

    private static long maxAge(String cacheControl) {
        Matcher m = Pattern.compile("max-age=(\\d+)").matcher(cacheControl);
        return m.find() ? Long.parseLong(m.group(1)) : -1;
    }

    // --- fingerprints ----------------------------------------------------------------------------------------

    /** The stylesheets', the icon's and then the scripts' URLs of a page, as the page spells them. */
    private static List<String> linkedAssets(String html) {
        List<String> urls = new ArrayList<>();
        Html.elements(html, "link").stream()
                .filter(link -> ("stylesheet".equals(link.attr("rel")) || "icon".equals(link.attr("rel")))
                        && link.attr("href") != null)
                .forEach(link -> urls.add(link.attr("href")));
        Html.elements(html, "script").stream()
                .filter(script -> script.attr("src") != null)
                .forEach(script -> urls.add(script.attr("src")));
        return urls;
    }

    /** The asset URL the builder page links, as the page spells it. */
    private static String asset(String which) throws IOException {
        List<String> urls = linkedAssets(RawHttp.get(app.port(), "/").body());
        return switch (which) {
            case "css" ->
                urls.stream()
                        .filter(u -> u.startsWith("/static/css/app.css"))
                        .findFirst()
                        .orElseThrow();
            case "pagescss" ->
                urls.stream()
                        .filter(u -> u.startsWith("/static/css/pages.css"))
                        .findFirst()
                        .orElseThrow();
            case "js" ->
                urls.stream()
                        .filter(u -> u.startsWith("/static/js/app.js"))
                        .findFirst()
                        .orElseThrow();
            case "icon" ->
                urls.stream()
                        .filter(u -> u.startsWith("/static/") && u.contains(".svg"))
                        .findFirst()
                        .orElseThrow();
            default -> urls.stream().filter(u -> u.contains("htmx")).findFirst().orElseThrow();
        };
    }

    @Test
    void thePagesLinkTheirOwnAssetsWithTheHashOfWhatIsServed() throws Exception {
        for (String page : List.of("/", "/?" + STATE, "/embed?" + STATE)) {
            String html = RawHttp.get(app.port(), page).body();
            List<String> own = linkedAssets(html).stream()
                    .filter(u -> u.startsWith("/static/"))
                    .toList();
            assertTrue(own.stream().anyMatch(u -> u.contains(".css")), page + " links keyslice's stylesheet: " + own);
            assertTrue(
                    page.startsWith("/embed") || own.stream().anyMatch(u -> u.contains(".js")),
                    page + " links keyslice's script: " + own);
            for (String url : own) {
                Matcher v = Pattern.compile("\\?v=([0-9a-f]{12})$").matcher(url);
                assertTrue(v.find(), "fingerprinted with ?v=<12 hex digits>: " + url);
                Answer served = RawHttp.get(app.port(), url);
                assertEquals(200, served.status(), served::toString);
                byte[] digest = MessageDigest.getInstance("SHA-256").digest(served.bodyBytes());
                assertEquals(
                        HexFormat.of().formatHex(digest, 0, 6),
                        v.group(1),
                        "the ?v= of " + url + " is the hash of what is served");
                String cache = served.header("Cache-Control");
                assertTrue(
                        cache != null && cache.contains("immutable") && maxAge(cache) >= 31_536_000,
                        url + ": " + cache);
            }
        }
    }

    @Test
    void pagesSayWhatTheyVaryOnAndAreRevalidated() throws IOException {
        Answer full = RawHttp.get(app.port(), "/?" + STATE);
        Answer partial = RawHttp.get(app.port(), "/?" + STATE, "HX-Request", "true", "HX-Target", "output");
        assertTrue(full.body().contains("</html>"));
        assertFalse(partial.body().contains("</html>"), "the htmx answer is a partial");
        for (Answer r : List.of(full, partial)) {
            assertTrue(r.headerJoined("Vary").contains("HX-Request"), r.headers()::toString);
            assertEquals("no-cache", r.header("Cache-Control"));
        }
    }
}
