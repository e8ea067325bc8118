package keyslice.testing;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A DynamoDB engine of canned answers on a loopback port, for what dynalite cannot do (a global secondary index with a
 * multi-attribute key): ListTables names the tables given, DescribeTable answers each one's canned description, and
 * Query answers the canned reply (no items unless told). Every request's operation and JSON body is recorded, so a
 * test can check exactly what keyslice sent. An answer may be an error, in the engine's shape
 * ({@code {"__type": "...#ValidationException", "message": "..."}}).
 */
public final class RecordingEngine implements AutoCloseable {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String CONTENT_TYPE = "application/x-amz-json-1.0";
    private static final String ERROR_PREFIX = "com.amazonaws.dynamodb.v20120810#";

    /** One request as the engine saw it: the operation without its prefix ({@code Query}) and the parsed body. */
    public record Request(String operation, JsonNode body) {}

    private record Answer(int status, String body) {}

    private final HttpServer server;
    private final List<Request> requests = new CopyOnWriteArrayList<>();
    private final Map<String, String> tables = new ConcurrentHashMap<>();
    private volatile Answer query = new Answer(200, "{\"Items\":[],\"Count\":0,\"ScannedCount\":0}");

    private RecordingEngine() {
        try {
            server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        server.createContext("/", this::serve);
        server.start();
    }

    public static RecordingEngine start() {
        return new RecordingEngine();
    }

    public URI endpoint() {
        return URI.create("http://127.0.0.1:" + server.getAddress().getPort());
    }

    /** Adds a table: {@code description} is DescribeTable's {@code Table} member, as JSON; its TableName names it. */
    public RecordingEngine table(String description) {
        try {
            tables.put(JSON.readTree(description).path("TableName").asText(), "{\"Table\":" + description + "}");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return this;
    }

    /** What Query answers from now on: a canned reply body. */
    public RecordingEngine queryAnswers(String body) {
        query = new Answer(200, body);
        return this;
    }

    /** Query fails from now on with the engine's error of that type ({@code ValidationException}) and message. */
    public RecordingEngine queryFails(String type, String message) {
        query = new Answer(
                400,
                JSON.createObjectNode()
                        .put("__type", ERROR_PREFIX + type)
                        .put("message", message)
                        .toString());
        return this;
    }

    /** Every request so far, oldest first. */
    public List<Request> requests() {
        return List.copyOf(requests);
    }

    /** The requests of one operation so far, oldest first. */
    public List<Request> requests(String operation) {
        return requests.stream().filter(r -> r.operation().equals(operation)).toList();
    }

    public void clear() {
        requests.clear();
    }

    @Override
    public void close() {
        server.stop(0);
    }

    private void serve(HttpExchange exchange) throws IOException {
        try (exchange;
                InputStream in = exchange.getRequestBody()) {
            String target = exchange.getRequestHeaders().getFirst("X-Amz-Target");
            String operation = target == null ? "" : target.substring(target.indexOf('.') + 1);
            String body = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            JsonNode parsed = JSON.readTree(body.isEmpty() ? "{}" : body);
            requests.add(new Request(operation, parsed));
            Answer answer = switch (operation) {
                case "ListTables" ->
                    new Answer(
                            200,
                            JSON.createObjectNode()
                                    .set("TableNames", JSON.valueToTree(new TreeSet<>(tables.keySet())))
                                    .toString());
                case "DescribeTable" -> {
                    String table = tables.get(parsed.path("TableName").asText());
                    yield table != null
                            ? new Answer(200, table)
                            : new Answer(
                                    400,
                                    JSON.createObjectNode()
                                            .put("__type", ERROR_PREFIX + "ResourceNotFoundException")
                                            .put(
                                                    "message",
                                                    "Requested resource not found: Table: "
                                                            + parsed.path("TableName")
                                                                    .asText() + " not found")
                                            .toString());
                }
                case "Query" -> query;
                default -> new Answer(400, "{\"__type\":\"com.amazon.coral.service#UnknownOperationException\"}");
            };
            byte[] bytes = answer.body().getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().set("Content-Type", CONTENT_TYPE);
            exchange.sendResponseHeaders(answer.status(), bytes.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(bytes);
            }
        }
    }
}
