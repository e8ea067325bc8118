package keyslice.browser;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A loopback HTTP proxy in front of keyslice that holds every request for a random 300–500 ms before passing it on,
 * as a slow network does. Each request waits on its own thread, so answers can also arrive out of order.
 */
final class DelayingProxy implements AutoCloseable {

    /** Hop-by-hop and length headers: the JDK client and server set their own. */
    private static final Set<String> NOT_FORWARDED = Set.of(
            "host", "connection", "content-length", "expect", "upgrade", "keep-alive", "transfer-encoding", "date");

    private final HttpServer server;
    private final ExecutorService threads = Executors.newCachedThreadPool();
    private final HttpClient client = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .followRedirects(HttpClient.Redirect.NEVER)
            .connectTimeout(Duration.ofSeconds(5))
            .build();
    private final String upstream;
    private final int minMillis;
    private final int maxMillis;
    private final SplittableRandom random;
    private final AtomicInteger delayed = new AtomicInteger();
    /** Requests wait here too while a test holds them back ({@link #hold}); an open gate lets them pass. */
    private volatile CountDownLatch gate = new CountDownLatch(0);

    DelayingProxy(String upstream, int minMillis, int maxMillis, long seed) {
        this.upstream = upstream;
        this.minMillis = minMillis;
        this.maxMillis = maxMillis;
        this.random = new SplittableRandom(seed);
        try {
            server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 64);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        server.createContext("/", this::forward);
        server.setExecutor(threads);
        server.start();
    }

    String baseUrl() {
        return "http://127.0.0.1:" + server.getAddress().getPort();
    }

    /** How many requests have been held back so far. */
    int delayedRequests() {
        return delayed.get();
    }

    /**
     * Holds every request until the returned handle is closed, however long the test's steps take: a scenario that
     * needs an answer to arrive after some typing then does not depend on how fast this machine is today.
     */
    Held hold() {
        CountDownLatch held = new CountDownLatch(1);
        gate = held;
        return () -> {
            gate = new CountDownLatch(0);
            held.countDown();
        };
    }

    /** Requests held back until this is closed. */
    interface Held extends AutoCloseable {
        @Override
        void close();
    }

    private int nextDelay() {
        synchronized (random) {
            return random.nextInt(minMillis, maxMillis + 1);
        }
    }

    private void forward(HttpExchange exchange) throws IOException {
        try (exchange) {
            byte[] body;
            try (InputStream in = exchange.getRequestBody()) {
                body = in.readAllBytes();
            }
            Thread.sleep(nextDelay());
            if (!gate.await(60, TimeUnit.SECONDS)) {
                throw new IOException("a request was held for a minute: a test forgot to release the proxy");
            }
            delayed.incrementAndGet();
            HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(upstream + exchange.getRequestURI()))
                    .timeout(Duration.ofSeconds(20))
                    .method(
                            exchange.getRequestMethod(),
                            body.length == 0
                                    ? HttpRequest.BodyPublishers.noBody()
                                    : HttpRequest.BodyPublishers.ofByteArray(body));
            exchange.getRequestHeaders().forEach((name, values) -> {
                if (!NOT_FORWARDED.contains(name.toLowerCase(Locale.ROOT))) {
                    values.forEach(value -> request.header(name, value));
                }
            });
            HttpResponse<byte[]> response = client.send(request.build(), HttpResponse.BodyHandlers.ofByteArray());
            response.headers().map().forEach((name, values) -> {
                if (!NOT_FORWARDED.contains(name.toLowerCase(Locale.ROOT)) && !name.startsWith(":")) {
                    exchange.getResponseHeaders().put(name, List.copyOf(values));
                }
            });
            byte[] answer = response.body();
            boolean empty = answer.length == 0
                    || response.statusCode() == 204
                    || response.statusCode() == 304
                    || exchange.getRequestMethod().equals("HEAD");
            exchange.sendResponseHeaders(response.statusCode(), empty ? -1 : answer.length);
            if (!empty) {
                try (OutputStream out = exchange.getResponseBody()) {
                    out.write(answer);
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void close() {
        server.stop(0);
        threads.shutdownNow();
        try {
            threads.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
