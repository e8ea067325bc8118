package keyslice.hardening;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import keyslice.preview.PreviewConfig;
import keyslice.testing.Answer;
import keyslice.testing.Html;
import keyslice.testing.RawHttp;
import keyslice.testing.RunningApp;
import keyslice.web.AppConfig;
import keyslice.web.http.Proxies;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Slow and greedy clients cannot take the server: request bodies are read without holding a thread and must arrive
 * in time, a client has a bounded number of requests in flight, and a client out of runs is refused before its body
 * is read.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class SlowClientsTest {

    static final String FORM = "table=Drive&pk=PK&pkValue=DRIVE%23a91&sk=SK&op=begins_with&value=root%2F";

    /** A POST /run that promises {@code length} bytes and sends the head and one byte of its body. */
    static Socket trickle(int port, int length) throws IOException {
        return trickle(port, length, "");
    }

    /** As {@link #trickle(int, int)}, with {@code headers} (complete lines) added to the head. */
    static Socket trickle(int port, int length, String headers) throws IOException {
        Socket socket = new Socket(InetAddress.getLoopbackAddress(), port);
        socket.setSoTimeout(15_000);
        OutputStream out = socket.getOutputStream();
        out.write(("POST /run HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\nOrigin: http://127.0.0.1:" + port
                        + "\r\nContent-Type: application/x-www-form-urlencoded\r\n" + headers + "Content-Length: "
                        + length + "\r\n\r\np")
                .getBytes(StandardCharsets.ISO_8859_1));
        out.flush();
        return socket;
    }

    /** The status line's code of the first answer on {@code socket}, or -1 when it closed without one. */
    static int status(Socket socket) throws IOException {
        InputStream in = socket.getInputStream();
        StringBuilder line = new StringBuilder();
        for (int b = in.read(); b >= 0 && b != '\n'; b = in.read()) {
            line.append((char) b);
        }
        String[] parts = line.toString().split(" ");
        return parts.length > 1 ? Integer.parseInt(parts[1]) : -1;
    }

    @Test
    void bodiesTrickledInOnManyConnectionsHoldNoThreadsAndAreCutOff() throws Exception {
        Duration bodyTimeout = Duration.ofSeconds(6);
        AppConfig config = AppConfig.defaults().withIntake(10_000, bodyTimeout);
        try (RunningApp app = RunningApp.start(config)) {
            int port = app.port();
            RawHttp.get(port, "/healthz");
            RawHttp.get(port, "/?" + FORM);
            List<Socket> slow = new ArrayList<>();
            try {
                for (int i = 0; i < 260; i++) {
                    slow.add(trickle(port, 5_000));
                }
                long worst = 0;
                long opened = System.nanoTime();
                // Trickling stops well before the first body's time is up, so that no write meets a closed connection.
                for (int round = 0; round < 6 && System.nanoTime() - opened < TimeUnit.SECONDS.toNanos(3); round++) {
                    for (Socket s : slow) {
                        s.getOutputStream().write('x');
                        s.getOutputStream().flush();
                    }
                    Answer health = RawHttp.get(port, "/healthz");
                    Answer builder = RawHttp.get(port, "/?" + FORM);
                    assertEquals(200, health.status());
                    assertEquals(200, builder.status());
                    worst = Math.max(worst, Math.max(health.millis(), builder.millis()));
                    Thread.sleep(400);
                }
                long slowest = worst;
                System.out.println("SlowClientsTest: with 260 bodies trickling in, /healthz and / answered within "
                        + slowest + " ms");
                assertTrue(
                        slowest < 1_000, () -> "/healthz and the builder answer within a second: " + slowest + " ms");
                int cut = 0;
                for (Socket s : slow) {
                    if (status(s) == 408) {
                        cut++;
                    }
                }
                assertEquals(260, cut, "every trickled body is answered 408 once its time is up");
            } finally {
                for (Socket s : slow) {
                    s.close();
                }
            }
        }
    }

    @Test
    void aClientHasABoundedNumberOfRequestsInFlight() throws Exception {
        AppConfig config = AppConfig.defaults().withIntake(8, Duration.ofSeconds(2));
        try (RunningApp app = RunningApp.start(config)) {
            int port = app.port();
            List<Socket> slow = new ArrayList<>();
            try {
                for (int i = 0; i < 8; i++) {
                    slow.add(trickle(port, 5_000));
                }
                Thread.sleep(200);
                Answer refused = RawHttp.get(port, "/healthz");
                assertEquals(429, refused.status(), refused::toString);
                assertTrue(refused.millis() < 1_000, refused::toString);
                assertEquals("1", refused.header("Retry-After"), refused::toString);
                assertTrue(refused.body().contains("at most 8 at once"), refused::toString);
                for (Socket s : slow) {
                    assertEquals(408, status(s));
                }
            } finally {
                for (Socket s : slow) {
                    s.close();
                }
            }
            long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
            int status;
            do {
                status = RawHttp.get(port, "/healthz").status();
            } while (status != 200 && System.nanoTime() < until);
            assertEquals(200, status, "once its requests are answered, the client is served again");
        }
    }

    @Test
    void behindATrustedProxyEachForwardedClientHasItsOwnCap() throws Exception {
        AppConfig config = AppConfig.defaults()
                .withIntake(4, Duration.ofSeconds(2))
                .withTrustedProxies(Proxies.parse("127.0.0.1"));
        try (RunningApp app = RunningApp.start(config)) {
            int port = app.port();
            List<Socket> slow = new ArrayList<>();
            try {
                for (int i = 0; i < 4; i++) {
                    slow.add(trickle(port, 5_000, "X-Forwarded-For: 203.0.113.7\r\n"));
                }
                Thread.sleep(200);
                Answer same = RawHttp.get(port, "/healthz", "X-Forwarded-For", "203.0.113.7");
                Answer other = RawHttp.get(port, "/healthz", "X-Forwarded-For", "203.0.113.8");
                assertEquals(429, same.status(), same::toString);
                assertEquals(200, other.status(), () -> "another client behind the same proxy is served: " + other);
            } finally {
                for (Socket s : slow) {
                    s.close();
                }
            }
        }
    }

    @Test
    void aClientOutOfRunsIsRefusedWithoutWaitingForItsBody() throws Exception {
        AppConfig config = new AppConfig(Optional.empty(), "*", 1, 1);
        try (FakeEngine engine = new FakeEngine(FakeEngine.canned(0, "{\"Items\":[],\"Count\":0,\"ScannedCount\":0}"));
                RunningApp app = RunningApp.start(config, PreviewConfig.forEndpoint(engine.endpoint()))) {
            int port = app.port();
            Answer first = RawHttp.post(
                    port, "/run", FORM.getBytes(StandardCharsets.UTF_8), "Origin", "http://127.0.0.1:" + port);
            assertEquals(200, first.status(), first::toString);
            try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
                socket.setSoTimeout(3_000);
                String referer = "http://127.0.0.1:" + port + "/?pk=PK&pkValue=kept%23value";
                long started = System.nanoTime();
                socket.getOutputStream()
                        .write(("POST /run HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\nOrigin: http://127.0.0.1:" + port
                                        + "\r\nReferer: " + referer
                                        + "\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 5000\r\n\r\n")
                                .getBytes(StandardCharsets.ISO_8859_1));
                socket.getOutputStream().flush();
                Answer refused;
                try {
                    refused = RawHttp.read(socket.getInputStream(), "POST /run", started);
                } catch (SocketTimeoutException e) {
                    throw new AssertionError("the refusal waited for a body that never came", e);
                }
                assertEquals(429, refused.status(), refused::toString);
                assertTrue(refused.body().contains("Too many live-preview runs from your address"), refused::toString);
                assertEquals(
                        "kept#value",
                        Html.byId(refused.body(), "pkValue").attr("value"),
                        "the page it came from comes back filled in");
            }
        }
    }
}
