package keyslice.hardening;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import keyslice.testing.Answer;
import keyslice.testing.RawHttp;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Clients that give up mid-body cost the log nothing: with the shipped logging settings, a hundred aborted POSTs leave
 * no stack trace and at most a line each, and the server keeps answering.
 */
@Tag("process")
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class AbortedRequestsTest {

    static final int ABORTS = 100;

    @Test
    void clientsAbortingMidBodyLeaveTheLogQuietAndTheServerServing() throws Exception {
        int port = ChildJvm.freePort();
        try (ChildJvm app = ChildJvm.start(
                "aborts",
                Map.of("KEYSLICE_PREVIEW_RATE", "100000", "KEYSLICE_PREVIEW_BURST", "100000"),
                "--port",
                Integer.toString(port))) {
            assertTrue(
                    app.awaitOutput("keyslice serving on", 30_000), () -> "keyslice did not start:\n" + app.output());
            assertEquals(200, RawHttp.get(port, "/healthz").status());
            int before = app.output().length();

            for (int i = 0; i < ABORTS; i++) {
                abortMidBody(port, "/run");
            }
            // The server still answers, and has had time to log whatever the aborts made it log.
            for (int i = 0; i < 3; i++) {
                assertEquals(200, RawHttp.get(port, "/healthz").status());
                Thread.sleep(200);
            }

            String log = app.output().substring(before);
            assertFalse(
                    log.contains("\tat ") || log.contains("Caused by:"),
                    () -> "a stack trace in the log:\n" + Answer.shorten(log, 4_000));
            assertFalse(log.contains("ERROR"), () -> "an abort logged as an error:\n" + Answer.shorten(log, 4_000));
            assertTrue(
                    log.lines().count() <= ABORTS,
                    () -> log.lines().count() + " lines for " + ABORTS + " aborts:\n" + Answer.shorten(log, 4_000));
        }
    }

    /** Promises 5000 bytes of form, sends a few, closes the socket. */
    static void abortMidBody(int port, String path) throws IOException {
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
            OutputStream out = socket.getOutputStream();
            out.write(("POST " + path + " HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\nOrigin: http://127.0.0.1:" + port
                            + "\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 5000\r\n\r\ntable=Dr")
                    .getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
        }
    }
}
