package keyslice.hardening;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.javalin.http.HandlerType;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import keyslice.preview.DynamoPreview;
import keyslice.preview.PreviewConfig;
import keyslice.testing.Answer;
import keyslice.testing.RawHttp;
import keyslice.testing.RunningApp;
import keyslice.web.AppConfig;
import keyslice.web.Route;
import keyslice.web.Routes;
import keyslice.web.http.Json;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * HEAD answers as GET does, without the body: the same status and headers (type, length, cache policy, security
 * headers) on every GET route of the table; on the routes that call the engine a 405 naming GET, which neither spends
 * a rate-limit token nor calls the engine.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class HeadRequestsTest {

    static final String STATE = "pk=PK&pkValue=DRIVE%23a91&sk=SK&seg=root&seg=photos&delim=%2F&trail=true";
    /** The headers a HEAD answer must share with its GET. */
    static final List<String> SAME = List.of(
            "Content-Type",
            "Content-Length",
            "Cache-Control",
            "Vary",
            "Location",
            "Content-Security-Policy",
            "X-Content-Type-Options",
            "Referrer-Policy");

    static final String UNKNOWN = "/nope";

    @RegisterExtension
    static final RunningApp app = RunningApp.with(new AppConfig(Optional.empty(), "*", 1_000_000, 1_000_000));

    static List<Route> getRoutes() {
        return Routes.of(AppConfig.defaults(), new DynamoPreview(PreviewConfig.disabled()), new Json()).stream()
                .filter(route -> route.method() == HandlerType.GET)
                .toList();
    }

    /** Every GET route of the table by its path, and a few answers of other kinds (a redirect, refusals, a 404). */
    static Stream<Arguments> targets() {
        List<Arguments> targets = new ArrayList<>();
        for (Route route : getRoutes()) {
            targets.add(Arguments.of(route.path(), route.reachesEngine()));
        }
        targets.add(Arguments.of("/?" + STATE, false));
        targets.add(Arguments.of("/?" + STATE + "&edit=seg-add", false));
        targets.add(Arguments.of("/embed?" + STATE, false));
        targets.add(Arguments.of("/api/v1/query?" + STATE, false));
        targets.add(Arguments.of("/api/v1/query?pk=", false));
        targets.add(Arguments.of("/readyz?engine=required", false));
        targets.add(Arguments.of("/readyz?engine=nope", false));
        targets.add(Arguments.of(UNKNOWN, false));
        targets.add(Arguments.of("/api/v1/preview?" + STATE + "&table=Drive", true));
        return targets.stream();
    }

    @ParameterizedTest(name = "HEAD {0}")
    @MethodSource("targets")
    void headAnswersAsGetWithoutTheBody(String target, boolean engine) throws Exception {
        Answer get = RawHttp.get(app.port(), target);
        Answer head = RawHttp.send(app.port(), "HEAD", target, null);
        List<Executable> checks = new ArrayList<>();
        checks.add(() -> assertEquals(0, head.bodyBytes().length, "no body: " + head));
        if (engine) {
            checks.add(() -> assertEquals(405, head.status(), head::toString));
            checks.add(() -> assertEquals("GET", head.header("Allow"), head.headers()::toString));
            for (String name : List.of("Content-Security-Policy", "X-Content-Type-Options", "Referrer-Policy")) {
                checks.add(() -> assertEquals(get.headerJoined(name), head.headerJoined(name), name));
            }
            checks.add(() -> assertTrue(
                    head.header("Cache-Control") != null
                            && head.header("Cache-Control").contains("no-store"),
                    head.headers()::toString));
        } else {
            checks.add(() -> assertEquals(get.status(), head.status(), "GET " + get + " / HEAD " + head));
            for (String name : SAME) {
                // Not a route: Javalin's own 404 text names the method, so its length differs by one.
                if (!(target.equals(UNKNOWN) && name.equals("Content-Length"))) {
                    checks.add(() ->
                            assertEquals(get.headerJoined(name), head.headerJoined(name), name + " on " + target));
                }
            }
        }
        assertAll("HEAD " + target, checks);
    }

    /** The routes that call the engine, and the builder's one edit that does ({@code use-table}). */
    @Test
    void headOnEngineRoutesNeitherSpendsATokenNorCallsTheEngine() throws Exception {
        try (FakeEngine engine = new FakeEngine(FakeEngine.canned(0, "{\"Items\":[],\"Count\":0,\"ScannedCount\":0}"));
                RunningApp limited = RunningApp.start(
                        new AppConfig(Optional.empty(), "*", 1, 1), PreviewConfig.forEndpoint(engine.endpoint()))) {
            for (Route route : getRoutes()) {
                if (route.reachesEngine()) {
                    for (int i = 0; i < 3; i++) {
                        Answer head =
                                RawHttp.send(limited.port(), "HEAD", route.path() + "?" + STATE + "&table=Drive", null);
                        assertEquals(405, head.status(), head::toString);
                    }
                }
            }
            Answer useTable = RawHttp.send(limited.port(), "HEAD", "/?table=Drive&edit=use-table", null);
            assertEquals(405, useTable.status(), useTable::toString);
            assertEquals("GET", useTable.header("Allow"), useTable.headers()::toString);
            Answer htmxHead = RawHttp.send(
                    limited.port(),
                    "HEAD",
                    "/?table=Drive&edit=use-table",
                    null,
                    "HX-Request",
                    "true",
                    "HX-Target",
                    "app");
            assertEquals(405, htmxHead.status(), htmxHead::toString);
            assertEquals(List.of(), engine.operations(), "HEAD called the engine");
            Answer filled = RawHttp.get(limited.port(), "/?table=Drive&edit=use-table");
            assertEquals(303, filled.status(), () -> "GET fills the keys from the table: " + filled);
            assertEquals(List.of("DescribeTable"), engine.operations());
            Answer first = RawHttp.get(limited.port(), "/api/v1/tables");
            assertEquals(200, first.status(), () -> "the one token is still there: " + first);
            Answer second = RawHttp.get(limited.port(), "/api/v1/tables");
            assertEquals(429, second.status(), second::toString);
        }
    }
}
