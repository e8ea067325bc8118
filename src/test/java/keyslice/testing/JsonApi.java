package keyslice.testing;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;

/**
 * DynamoDB's JSON API spoken raw to a test engine (dynalite, moto), with the headers both insist on: an
 * {@code Authorization} header with a credential scope and an {@code X-Amz-Date}. Neither checks the signature.
 */
public final class JsonApi {

    /** The X-Amz-Target prefix of DynamoDB's JSON API. */
    public static final String TARGET_PREFIX = "DynamoDB_20120810.";

    /** Dummy region and credentials that the test engines accept (they check presence, not signatures). */
    public static final String REGION = "us-east-1";

    public static final String ACCESS_KEY_ID = "keyslice";
    public static final String SECRET_ACCESS_KEY = "keyslice";

    private static final String AUTHORIZATION = "AWS4-HMAC-SHA256 Credential=" + ACCESS_KEY_ID + "/20260101/" + REGION
            + "/dynamodb/aws4_request, SignedHeaders=host;x-amz-date;x-amz-target, Signature=00";
    private static final DateTimeFormatter AMZ_DATE = DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'");
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient HTTP = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(2))
            .build();
    /** A hang guard: a test engine answers any one call of the tests in well under a second. */
    private static final Duration CALL_TIMEOUT = Duration.ofSeconds(60);

    private JsonApi() {}

    /**
     * Sends one request. An engine may close a connection that has been idle (dynalite after 5 s), and a request sent
     * on it at that moment fails before the engine reads it ("header parser received no bytes", a broken pipe): such a
     * request is sent once more, on a new connection. A refused connection or a timeout is not retried.
     *
     * @param target the operation, e.g. {@code "Query"} or {@code "DynamoDB_20120810.Query"}
     */
    public static Answer call(URI endpoint, String target, String jsonBody) {
        try {
            HttpRequest request = request(endpoint, target, jsonBody, CALL_TIMEOUT);
            long start = System.nanoTime();
            HttpResponse<byte[]> r;
            try {
                r = HTTP.send(request, HttpResponse.BodyHandlers.ofByteArray());
            } catch (ConnectException | java.net.http.HttpTimeoutException e) {
                throw e;
            } catch (IOException e) {
                r = HTTP.send(request, HttpResponse.BodyHandlers.ofByteArray());
            }
            return new Answer(
                    request.uri() + " "
                            + request.headers().firstValue("X-Amz-Target").orElse(target),
                    r.statusCode(),
                    r.headers(),
                    r.body(),
                    (System.nanoTime() - start) / 1_000_000);
        } catch (IOException e) {
            throw new IllegalStateException("the engine at " + endpoint + " did not answer " + target + ": " + e, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }

    /** As {@link #call(URI, String, String)} with the body serialised by Jackson (a Map, a record...). */
    public static Answer call(URI endpoint, String target, Object body) {
        try {
            return call(endpoint, target, JSON.writeValueAsString(body));
        } catch (IOException e) {
            throw new IllegalArgumentException(e);
        }
    }

    /** One ListTables as a readiness probe: its HTTP status, with {@code timeout} for the whole exchange. */
    static HttpResponse<String> probe(URI endpoint, Duration timeout) throws IOException, InterruptedException {
        return HTTP.send(
                request(endpoint, "ListTables", "{}", timeout),
                HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
    }

    private static HttpRequest request(URI endpoint, String target, String jsonBody, Duration timeout) {
        String fullTarget = target.startsWith(TARGET_PREFIX) ? target : TARGET_PREFIX + target;
        return HttpRequest.newBuilder(endpoint.resolve("/"))
                .timeout(timeout)
                .header("Content-Type", "application/x-amz-json-1.0")
                .header("X-Amz-Target", fullTarget)
                .header("X-Amz-Date", ZonedDateTime.now(ZoneOffset.UTC).format(AMZ_DATE))
                .header("Authorization", AUTHORIZATION)
                .POST(HttpRequest.BodyPublishers.ofString(jsonBody, StandardCharsets.UTF_8))
                .build();
    }

    /** {@code s} as a JSON string literal. */
    public static String quote(String s) {
        try {
            return JSON.writeValueAsString(s);
        } catch (IOException e) {
            throw new IllegalArgumentException(e);
        }
    }
}
