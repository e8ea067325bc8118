package keyslice;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/**
 * The container's HEALTHCHECK: exits 0 when {@code /healthz} on this machine answers 200, else 1.
 * Written in Java so the runtime image needs no curl or wget.
 */
public final class HealthCheck {

    private HealthCheck() {}

    public static void main(String[] args) {
        String port = System.getenv().getOrDefault("PORT", "7070");
        try {
            HttpResponse<Void> response = HttpClient.newBuilder()
                    .connectTimeout(Duration.ofSeconds(2))
                    .build()
                    .send(
                            HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/healthz"))
                                    .timeout(Duration.ofSeconds(3))
                                    .build(),
                            HttpResponse.BodyHandlers.discarding());
            System.exit(response.statusCode() == 200 ? 0 : 1);
        } catch (Exception e) {
            System.err.println("keyslice health check: " + e.getMessage());
            System.exit(1);
        }
    }
}
