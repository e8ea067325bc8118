package keyslice.browser;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicReference;

/**
 * A docs page on another origin than keyslice's ({@code http://localhost:OTHER} against keyslice's
 * {@code http://127.0.0.1:PORT}: another host name and another port), as a wiki that frames a card is. It answers
 * every path with whatever HTML the test last gave it.
 */
final class DocsSite implements AutoCloseable {

    private final HttpServer server;
    private final AtomicReference<String> page = new AtomicReference<>("<!DOCTYPE html><title>docs</title>");

    private DocsSite(HttpServer server) {
        this.server = server;
    }

    static DocsSite start() {
        try {
            HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
            DocsSite site = new DocsSite(server);
            server.createContext("/", exchange -> {
                byte[] body = site.page.get().getBytes(StandardCharsets.UTF_8);
                exchange.getResponseHeaders().set("Content-Type", "text/html; charset=utf-8");
                exchange.sendResponseHeaders(200, body.length);
                try (OutputStream out = exchange.getResponseBody()) {
                    out.write(body);
                }
            });
            server.start();
            return site;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    String origin() {
        return "http://localhost:" + server.getAddress().getPort();
    }

    /** From now on every path answers {@code html}. */
    void serve(String html) {
        page.set(html);
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
