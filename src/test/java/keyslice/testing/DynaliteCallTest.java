package keyslice.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * A request sent on a kept-alive connection just as the engine closes it (dynalite closes one after 5 s idle) is sent
 * again on a new connection, not reported as an engine that did not answer.
 */
class DynaliteCallTest {

    @Test
    void aConnectionClosedBeforeItsAnswerIsRetriedOnANewOne() throws Exception {
        AtomicInteger connections = new AtomicInteger();
        try (ServerSocket server = new ServerSocket(0, 8, InetAddress.getLoopbackAddress())) {
            Thread engine = new Thread(() -> {
                try {
                    while (connections.get() < 2) {
                        try (Socket socket = server.accept()) {
                            int connection = connections.incrementAndGet();
                            readRequest(socket.getInputStream());
                            OutputStream out = socket.getOutputStream();
                            out.write(
                                    ("HTTP/1.1 200 OK\r\nContent-Type: application/x-amz-json-1.0\r\nContent-Length: 2\r\n"
                                                    + "Connection: keep-alive\r\n\r\n{}")
                                            .getBytes(StandardCharsets.US_ASCII));
                            out.flush();
                            if (connection == 1) {
                                // The idle close: the next request arrives and the connection closes unanswered.
                                readRequest(socket.getInputStream());
                            }
                        }
                    }
                } catch (IOException e) {
                    // the test's own assertions say what went wrong
                }
            });
            engine.setDaemon(true);
            engine.start();
            URI endpoint = URI.create("http://127.0.0.1:" + server.getLocalPort());
            assertEquals(200, Dynalite.call(endpoint, "ListTables", "{}").status());
            assertEquals(200, Dynalite.call(endpoint, "CreateTable", "{}").status(), "sent again on a new connection");
            assertEquals(2, connections.get());
        }
    }

    /** Reads one request's head and its body (by Content-Length). */
    private static void readRequest(InputStream in) throws IOException {
        StringBuilder head = new StringBuilder();
        while (!head.toString().endsWith("\r\n\r\n")) {
            int c = in.read();
            if (c < 0) {
                throw new IOException("closed");
            }
            head.append((char) c);
        }
        String lower = head.toString().toLowerCase(java.util.Locale.ROOT);
        int at = lower.indexOf("content-length:");
        int length = at < 0
                ? 0
                : Integer.parseInt(
                        lower.substring(at + 15, lower.indexOf("\r\n", at)).strip());
        in.readNBytes(length);
    }
}
