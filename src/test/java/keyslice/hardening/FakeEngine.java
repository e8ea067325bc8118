package keyslice.hardening;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A small HTTP/1.1 server on a loopback port that stands where keyslice expects a DynamoDB engine. It records
 * every request (X-Amz-Target and body) and answers through a pluggable {@link Behaviour}: forward to a real
 * engine (a recording proxy), forward after a delay (a slow engine), canned or garbage answers, or never
 * answer at all. One thread per connection; keep-alive is honoured. {@link #close()} stops everything.
 */
final class FakeEngine implements AutoCloseable {

    /** One request as the engine saw it. */
    record Request(String method, String path, Map<String, String> headers, byte[] body) {

        /** The operation without its prefix, e.g. {@code Query}; "" when there is none. */
        String operation() {
            String target = headers.getOrDefault("x-amz-target", "");
            return target.substring(target.indexOf('.') + 1);
        }

        String bodyText() {
            return new String(body, StandardCharsets.UTF_8);
        }

        String host() {
            return headers.getOrDefault("host", "");
        }
    }

    /** How to answer; may write nothing and block, or close the socket. */
    @FunctionalInterface
    interface Behaviour {
        void answer(Request request, OutputStream out, Socket socket) throws IOException, InterruptedException;
    }

    private static final HttpClient UPSTREAM = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(2))
            .build();
    private static final Set<String> RESTRICTED =
            Set.of("host", "content-length", "connection", "expect", "upgrade", "transfer-encoding", "keep-alive");

    private final ServerSocket server;
    private final List<Request> requests = new CopyOnWriteArrayList<>();
    private final Set<Socket> open = ConcurrentHashMap.newKeySet();
    private final AtomicInteger connections = new AtomicInteger();
    private volatile Behaviour behaviour;
    private volatile boolean closed;

    FakeEngine(Behaviour behaviour) {
        this.behaviour = behaviour;
        try {
            server = new ServerSocket(0, 200, InetAddress.getLoopbackAddress());
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        Thread accept = new Thread(this::acceptLoop, "fake-engine-accept-" + server.getLocalPort());
        accept.setDaemon(true);
        accept.start();
    }

    URI endpoint() {
        return URI.create("http://127.0.0.1:" + server.getLocalPort());
    }

    int port() {
        return server.getLocalPort();
    }

    void behave(Behaviour next) {
        behaviour = next;
    }

    /** Every request so far, oldest first. */
    List<Request> requests() {
        return List.copyOf(requests);
    }

    /** The operations (X-Amz-Target without prefix) so far, in order. */
    List<String> operations() {
        return requests.stream().map(Request::operation).toList();
    }

    void clear() {
        requests.clear();
    }

    int connectionsAccepted() {
        return connections.get();
    }

    @Override
    public void close() {
        closed = true;
        try {
            server.close();
        } catch (IOException ignored) {
            // closing
        }
        for (Socket s : open) {
            try {
                s.close();
            } catch (IOException ignored) {
                // closing
            }
        }
    }

    private void acceptLoop() {
        while (!closed) {
            try {
                Socket socket = server.accept();
                connections.incrementAndGet();
                open.add(socket);
                Thread t = new Thread(() -> serve(socket), "fake-engine-conn-" + server.getLocalPort());
                t.setDaemon(true);
                t.start();
            } catch (IOException e) {
                return;
            }
        }
    }

    private void serve(Socket socket) {
        try (socket) {
            InputStream in = socket.getInputStream();
            OutputStream out = socket.getOutputStream();
            while (!closed) {
                Request request = FakeEngineRequests.read(in);
                if (request == null) {
                    return;
                }
                requests.add(request);
                behaviour.answer(request, out, socket);
                out.flush();
                if (socket.isClosed()) {
                    return;
                }
            }
        } catch (SocketException e) {
            // the client went away (e.g. its timeout) or we closed
        } catch (IOException e) {
            // same
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            open.remove(socket);
        }
    }

    // --- behaviours ---------------------------------------------------------------------------------------

    /** Passes every request on to {@code upstream} (a real engine) and its answer back, after {@code delayMillis}. */
    static Behaviour forwardTo(URI upstream, long delayMillis) {
        return (request, out, socket) -> {
            if (delayMillis > 0) {
                Thread.sleep(delayMillis);
            }
            HttpRequest.Builder forward = HttpRequest.newBuilder(
                            upstream.resolve(request.path().isEmpty() ? "/" : request.path()))
                    .timeout(Duration.ofSeconds(30))
                    .method(request.method(), HttpRequest.BodyPublishers.ofByteArray(request.body()));
            request.headers().forEach((name, value) -> {
                if (!RESTRICTED.contains(name)) {
                    forward.header(name, value);
                }
            });
            HttpResponse<byte[]> answer = UPSTREAM.send(forward.build(), HttpResponse.BodyHandlers.ofByteArray());
            StringBuilder head = new StringBuilder("HTTP/1.1 " + answer.statusCode() + " X\r\n");
            answer.headers().map().forEach((name, values) -> {
                if (!RESTRICTED.contains(name.toLowerCase(Locale.ROOT)) && !name.startsWith(":")) {
                    values.forEach(v -> head.append(name).append(": ").append(v).append("\r\n"));
                }
            });
            head.append("Content-Length: ").append(answer.body().length).append("\r\n\r\n");
            out.write(head.toString().getBytes(StandardCharsets.ISO_8859_1));
            out.write(answer.body());
        };
    }

    /** A fixed answer: status, content type and body, with a correct Content-Length. */
    static Behaviour fixed(int status, String contentType, String body) {
        return (request, out, socket) -> {
            byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
            out.write(("HTTP/1.1 " + status + " X\r\nContent-Type: " + contentType
                            + "\r\nx-amzn-RequestId: fake\r\nContent-Length: " + bytes.length + "\r\n\r\n")
                    .getBytes(StandardCharsets.ISO_8859_1));
            out.write(bytes);
        };
    }

    /**
     * A tiny well-behaved engine with one table, Drive (PK and SK, both S): ListTables, DescribeTable and Query answer
     * properly; Query waits {@code queryDelayMillis} first and returns {@code queryAnswer}.
     */
    static Behaviour canned(long queryDelayMillis, String queryAnswer) {
        String json = "application/x-amz-json-1.0";
        Behaviour tables = fixed(200, json, "{\"TableNames\":[\"Drive\"]}");
        Behaviour describe = fixed(
                200,
                json,
                "{\"Table\":{\"TableName\":\"Drive\",\"TableStatus\":\"ACTIVE\","
                        + "\"AttributeDefinitions\":[{\"AttributeName\":\"PK\",\"AttributeType\":\"S\"},{\"AttributeName\":\"SK\",\"AttributeType\":\"S\"}],"
                        + "\"KeySchema\":[{\"AttributeName\":\"PK\",\"KeyType\":\"HASH\"},{\"AttributeName\":\"SK\",\"KeyType\":\"RANGE\"}]}}");
        Behaviour query = delayed(queryDelayMillis, fixed(200, json, queryAnswer));
        Behaviour unknown = fixed(400, json, "{\"__type\":\"com.amazon.coral.service#UnknownOperationException\"}");
        return (request, out, socket) -> {
            switch (request.operation()) {
                case "ListTables" -> tables.answer(request, out, socket);
                case "DescribeTable" -> describe.answer(request, out, socket);
                case "Query" -> query.answer(request, out, socket);
                default -> unknown.answer(request, out, socket);
            }
        };
    }

    /** Waits {@code millis}, then answers as {@code then} does (the client may have given up by then). */
    static Behaviour delayed(long millis, Behaviour then) {
        return (request, out, socket) -> {
            Thread.sleep(millis);
            then.answer(request, out, socket);
        };
    }

    /** Promises 400 bytes of JSON, sends the first 40 of a valid-looking answer, then closes the connection. */
    static Behaviour truncated() {
        return (request, out, socket) -> {
            byte[] part = "{\"Items\":[{\"PK\":{\"S\":\"a\"}},{\"PK\":{\"S\"".getBytes(StandardCharsets.UTF_8);
            out.write(
                    ("HTTP/1.1 200 OK\r\nContent-Type: application/x-amz-json-1.0\r\nx-amzn-RequestId: fake\r\nContent-Length: 400\r\n\r\n")
                            .getBytes(StandardCharsets.ISO_8859_1));
            out.write(part);
            out.flush();
            socket.close();
        };
    }

    /** Reads the request, then resets the connection (RST, not an orderly close) without answering. */
    static Behaviour reset() {
        return (request, out, socket) -> {
            socket.setSoLinger(true, 0);
            socket.close();
        };
    }

    /** Reads the request, then closes the connection without answering. */
    static Behaviour hangUp() {
        return (request, out, socket) -> socket.close();
    }

    /** Not HTTP at all: a line of text, then the connection closes. */
    static Behaviour notHttp() {
        return (request, out, socket) -> {
            out.write("hello, I am not a DynamoDB endpoint\r\n\r\n".getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
            socket.close();
        };
    }

    /** Reads the request and never writes a byte (until the engine is closed). */
    static Behaviour silent() {
        return (request, out, socket) -> {
            // Blocks until the client gives up and closes its end (or the engine is closed).
            while (socket.getInputStream().read() >= 0) {
                // swallow anything more
            }
            socket.close();
        };
    }
}
