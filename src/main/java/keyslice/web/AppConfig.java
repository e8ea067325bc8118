package keyslice.web;

import java.time.Duration;
import java.util.Optional;
import java.util.function.Consumer;
import keyslice.web.http.Proxies;
import keyslice.web.http.PublicUrl;

/**
 * Server-side settings. Nothing here ever comes from a request.
 *
 * @param publicUrl      origin used in share links, embed codes and the same-origin check (checked and normalised to
 *                       {@code http(s)://host[:port]}); empty means "the origin a trusted proxy forwarded, else the one
 *                       the request came to"
 * @param embedAncestors CSP frame-ancestors for {@code /embed} (space-separated sources; {@code *} allows any)
 * @param previewPerMinute sustained preview runs per client address and minute
 * @param previewBurst   preview runs a client may make at once before the rate applies
 * @param engineCheckWindow how long {@code /readyz} reuses its answer on whether the preview engine is reachable
 * @param requestsPerClient requests one client address may have in flight at once
 * @param bodyTimeout    how long a request body may take to arrive
 * @param trustedProxies the reverse proxies whose forwarded client address, scheme and host are believed
 * @param cpuShare       the server's CPU time one client address may use on average, in cores (1.0: one core's time)
 * @param cpuBurst       the CPU time a client may use at once before {@code cpuShare} applies
 */
public record AppConfig(
        Optional<String> publicUrl,
        String embedAncestors,
        int previewPerMinute,
        int previewBurst,
        Duration engineCheckWindow,
        int requestsPerClient,
        Duration bodyTimeout,
        Proxies trustedProxies,
        double cpuShare,
        Duration cpuBurst) {

    public static final int DEFAULT_PREVIEW_PER_MINUTE = 60;
    public static final int DEFAULT_PREVIEW_BURST = 10;
    /** Short enough that readiness follows the engine within seconds, long enough that probes cost ListTables rarely. */
    public static final Duration DEFAULT_ENGINE_CHECK_WINDOW = Duration.ofSeconds(5);
    /** Several times what a browser opens to one site (6 connections), far below Jetty's 250 threads. */
    public static final int DEFAULT_REQUESTS_PER_CLIENT = 32;
    /** keyslice's largest body (64 KiB) in 5 s is about 13 KB/s: any network people work on, but not a trickle. */
    public static final Duration DEFAULT_BODY_TIMEOUT = Duration.ofSeconds(5);
    /**
     * Half a core's time: a person typing uses a fiftieth of it, a program asking for one answer after another rarely
     * reaches it, and a client hammering the costliest requests on many connections leaves the other clients their
     * latency (docs/benchmarks.md: at one core, their p99 rose to 32 ms on two cores; at half a core it stayed at 2 ms).
     */
    public static final double DEFAULT_CPU_SHARE = 0.5;
    /**
     * About a hundred of the costliest requests keyslice takes (docs/benchmarks.md), all at once; and the first page of a
     * server just started, whose code the JVM has yet to compile, fits in it.
     */
    public static final Duration DEFAULT_CPU_BURST = Duration.ofSeconds(1);

    public AppConfig(Optional<String> publicUrl, String embedAncestors, int previewPerMinute, int previewBurst) {
        this(
                publicUrl,
                embedAncestors,
                previewPerMinute,
                previewBurst,
                DEFAULT_ENGINE_CHECK_WINDOW,
                DEFAULT_REQUESTS_PER_CLIENT,
                DEFAULT_BODY_TIMEOUT,
                Proxies.NONE,
                DEFAULT_CPU_SHARE,
                DEFAULT_CPU_BURST);
    }

    public AppConfig(Optional<String> publicUrl, String embedAncestors) {
        this(publicUrl, embedAncestors, DEFAULT_PREVIEW_PER_MINUTE, DEFAULT_PREVIEW_BURST);
    }

    /** The same settings with another window for {@code /readyz}'s engine check (zero: check on every call). */
    public AppConfig withEngineCheckWindow(Duration window) {
        return copy(c -> c.engineCheckWindow = window);
    }

    /** The same settings with another cap on one client's requests in flight and another time for a body to arrive. */
    public AppConfig withIntake(int perClient, Duration timeout) {
        return copy(c -> {
            c.requestsPerClient = perClient;
            c.bodyTimeout = timeout;
        });
    }

    /** The same settings, believing the forwarded headers of {@code proxies}. */
    public AppConfig withTrustedProxies(Proxies proxies) {
        return copy(c -> c.trustedProxies = proxies);
    }

    /** The same settings with another CPU budget per client: {@code share} of a core on average, {@code burst} at once. */
    public AppConfig withCpuBudget(double share, Duration burst) {
        return copy(c -> {
            c.cpuShare = share;
            c.cpuBurst = burst;
        });
    }

    /** These settings with {@code change} made, checked again by the constructor. */
    private AppConfig copy(Consumer<Copy> change) {
        Copy c = new Copy(this);
        change.accept(c);
        return new AppConfig(
                c.publicUrl,
                c.embedAncestors,
                c.previewPerMinute,
                c.previewBurst,
                c.engineCheckWindow,
                c.requestsPerClient,
                c.bodyTimeout,
                c.trustedProxies,
                c.cpuShare,
                c.cpuBurst);
    }

    /** The components of a copy, each the original's until a {@code with} method changes it. */
    private static final class Copy {
        final Optional<String> publicUrl;
        final String embedAncestors;
        final int previewPerMinute;
        final int previewBurst;
        Duration engineCheckWindow;
        int requestsPerClient;
        Duration bodyTimeout;
        Proxies trustedProxies;
        double cpuShare;
        Duration cpuBurst;

        Copy(AppConfig original) {
            publicUrl = original.publicUrl;
            embedAncestors = original.embedAncestors;
            previewPerMinute = original.previewPerMinute;
            previewBurst = original.previewBurst;
            engineCheckWindow = original.engineCheckWindow;
            requestsPerClient = original.requestsPerClient;
            bodyTimeout = original.bodyTimeout;
            trustedProxies = original.trustedProxies;
            cpuShare = original.cpuShare;
            cpuBurst = original.cpuBurst;
        }
    }

    public static AppConfig defaults() {
        return new AppConfig(Optional.empty(), "*");
    }

    public AppConfig {
        publicUrl = publicUrl.map(PublicUrl::origin);
        if (engineCheckWindow.isNegative()) {
            throw new IllegalArgumentException("the engine check's window cannot be negative: " + engineCheckWindow);
        }
        if (requestsPerClient < 1) {
            throw new IllegalArgumentException(
                    "KEYSLICE_REQUESTS_PER_CLIENT must be at least 1, not " + requestsPerClient);
        }
        if (bodyTimeout.isNegative() || bodyTimeout.isZero()) {
            throw new IllegalArgumentException("the time a request body may take must be positive: " + bodyTimeout);
        }
        if (!(cpuShare > 0) || Double.isInfinite(cpuShare) || cpuBurst.isNegative() || cpuBurst.isZero()) {
            throw new IllegalArgumentException("KEYSLICE_CPU_SHARE must be a positive number of cores (e.g. 0.5), not "
                    + cpuShare + ", and the CPU burst positive, not " + cpuBurst);
        }
        if (previewPerMinute < 1 || previewBurst < 1) {
            throw new IllegalArgumentException(
                    "the preview rate limit needs at least 1 request per minute and a burst of 1");
        }
        if (embedAncestors.isBlank() || embedAncestors.contains(";") || embedAncestors.contains(",")) {
            throw new IllegalArgumentException(
                    "embed ancestors must be CSP sources separated by spaces, e.g. \"https://wiki.example.com 'self'\"");
        }
    }
}
