package keyslice.preview;

import java.net.URI;
import java.time.Duration;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.regex.Pattern;

/**
 * Server-side settings of the live preview. Nothing here ever comes from a request: {@link #fromEnvironment} reads
 * them at start-up ({@link PreviewEnvironment}), and {@link EndpointRules} says which endpoints are acceptable.
 *
 * @param endpoint       the DynamoDB-compatible endpoint; empty means the preview is off
 * @param region         signing region (any non-blank {@code [A-Za-z0-9-]+}; DynamoDB Local and dynalite accept any)
 * @param tableAllowList when present, the only tables the preview lists, describes or queries
 * @param allowDemoData  whether "Load demo data" may write (also needs a loopback endpoint)
 * @param connectTimeout TCP connect timeout
 * @param apiCallTimeout the whole API call, including reading the answer (there are no retries)
 * @param requestDeadline all the calls one request makes, together ({@value #DEADLINE_ENV}): each call gets what is
 *                        left of it, at most {@code apiCallTimeout}
 * @param concurrentCalls the most engine calls in flight at once, over all requests ({@value #CONCURRENCY_ENV}); one
 *                        more is refused at once rather than queued, so a hanging engine cannot take every thread
 * @param configuredLabel what pages and answers call the endpoint ({@value #ENGINE_LABEL_ENV}); empty means
 *                        {@link #engineLabel()}'s default
 */
public record PreviewConfig(
        Optional<URI> endpoint,
        String region,
        Optional<Set<String>> tableAllowList,
        boolean allowDemoData,
        Duration connectTimeout,
        Duration apiCallTimeout,
        Duration requestDeadline,
        int concurrentCalls,
        Optional<String> configuredLabel) {

    public static final String ENDPOINT_ENV = "KEYSLICE_DYNAMODB_ENDPOINT";
    public static final String ENDPOINT_FLAG = "--dynamodb-endpoint";
    public static final String REGION_ENV = "AWS_REGION";
    public static final String TABLES_ENV = "KEYSLICE_TABLES";
    public static final String DEMO_DATA_ENV = "KEYSLICE_ALLOW_DEMO_DATA";
    public static final String ENGINE_LABEL_ENV = "KEYSLICE_ENGINE_LABEL";
    public static final String DEADLINE_ENV = "KEYSLICE_REQUEST_DEADLINE";
    public static final String CONCURRENCY_ENV = "KEYSLICE_ENGINE_CONCURRENCY";

    public static final String DEFAULT_REGION = "us-east-1";
    public static final Duration DEFAULT_CONNECT_TIMEOUT = Duration.ofSeconds(2);
    public static final Duration DEFAULT_API_CALL_TIMEOUT = Duration.ofSeconds(5);
    /** Room for a Query and the DescribeTable that checks its order, each as slow as one call may be. */
    public static final Duration DEFAULT_REQUEST_DEADLINE = Duration.ofSeconds(6);
    /** Far below Jetty's 250 threads: the rest keep serving the builder while an engine hangs. */
    public static final int DEFAULT_CONCURRENT_CALLS = 16;

    /** What the UI and the 503 answer say when no endpoint is configured. */
    public static final String HOW_TO_CONFIGURE = "The live preview is off: no DynamoDB endpoint is configured. "
            + "Start keyslice with " + ENDPOINT_ENV + "=http://localhost:8000 (or " + ENDPOINT_FLAG
            + " http://localhost:8000), pointing at DynamoDB Local (docker run -p 8000:8000 amazon/dynamodb-local), "
            + "dynalite (npx dynalite --port 8000) or a real AWS endpoint such as https://dynamodb.us-east-1.amazonaws.com "
            + "with AWS credentials in the environment.";

    private static final Pattern REGION = Pattern.compile("[A-Za-z0-9-]{1,64}");
    static final Pattern TABLE_NAME = Pattern.compile("[a-zA-Z0-9_.-]{3,255}");

    public PreviewConfig {
        Objects.requireNonNull(endpoint, "endpoint");
        Objects.requireNonNull(tableAllowList, "tableAllowList");
        Objects.requireNonNull(connectTimeout, "connectTimeout");
        Objects.requireNonNull(apiCallTimeout, "apiCallTimeout");
        configuredLabel = Objects.requireNonNull(configuredLabel, "configuredLabel")
                .map(String::strip)
                .filter(s -> !s.isEmpty());
        endpoint.ifPresent(uri -> EndpointRules.check(uri, "endpoint"));
        region = region == null || region.isBlank() ? DEFAULT_REGION : region.strip();
        if (!REGION.matcher(region).matches()) {
            throw new IllegalArgumentException(
                    REGION_ENV + " must be a region name such as us-east-1, not \"" + region + "\"");
        }
        tableAllowList = tableAllowList.map(names -> {
            for (String name : names) {
                checkTableName(name);
            }
            return Collections.unmodifiableSet(new LinkedHashSet<>(names));
        });
        Objects.requireNonNull(requestDeadline, "requestDeadline");
        if (connectTimeout.isNegative()
                || connectTimeout.isZero()
                || apiCallTimeout.isNegative()
                || apiCallTimeout.isZero()
                || requestDeadline.isNegative()
                || requestDeadline.isZero()) {
            throw new IllegalArgumentException("timeouts must be positive");
        }
        if (concurrentCalls < 1) {
            throw new IllegalArgumentException(CONCURRENCY_ENV + " must be at least 1, not " + concurrentCalls);
        }
    }

    /** The preview switched off: no endpoint. */
    public static PreviewConfig disabled() {
        return new PreviewConfig(
                Optional.empty(),
                DEFAULT_REGION,
                Optional.empty(),
                false,
                DEFAULT_CONNECT_TIMEOUT,
                DEFAULT_API_CALL_TIMEOUT,
                DEFAULT_REQUEST_DEADLINE,
                DEFAULT_CONCURRENT_CALLS,
                Optional.empty());
    }

    /** An endpoint with every other setting at its default (no allow-list, no demo data). */
    public static PreviewConfig forEndpoint(URI endpoint) {
        return disabled().withEndpoint(endpoint);
    }

    public PreviewConfig withEndpoint(URI uri) {
        return copy(c -> c.endpoint = Optional.of(uri));
    }

    public PreviewConfig withRegion(String name) {
        return copy(c -> c.region = name);
    }

    public PreviewConfig withTableAllowList(Set<String> tables) {
        return copy(c -> c.tableAllowList = Optional.of(tables));
    }

    public PreviewConfig withAllowDemoData(boolean allow) {
        return copy(c -> c.allowDemoData = allow);
    }

    public PreviewConfig withEngineLabel(String label) {
        return copy(c -> c.configuredLabel = Optional.ofNullable(label));
    }

    public PreviewConfig withTimeouts(Duration connect, Duration apiCall) {
        return copy(c -> {
            c.connectTimeout = connect;
            c.apiCallTimeout = apiCall;
        });
    }

    /** The same settings with another deadline for all of one request's calls and another cap on calls at once. */
    public PreviewConfig withLimits(Duration deadline, int calls) {
        return copy(c -> {
            c.requestDeadline = deadline;
            c.concurrentCalls = calls;
        });
    }

    /** These settings with {@code change} made, checked again by the constructor. */
    private PreviewConfig copy(Consumer<Copy> change) {
        Copy copy = new Copy(this);
        change.accept(copy);
        return new PreviewConfig(
                copy.endpoint,
                copy.region,
                copy.tableAllowList,
                copy.allowDemoData,
                copy.connectTimeout,
                copy.apiCallTimeout,
                copy.requestDeadline,
                copy.concurrentCalls,
                copy.configuredLabel);
    }

    /** The components of a copy, each the original's until a {@code with} method changes it. */
    private static final class Copy {
        Optional<URI> endpoint;
        String region;
        Optional<Set<String>> tableAllowList;
        boolean allowDemoData;
        Duration connectTimeout;
        Duration apiCallTimeout;
        Duration requestDeadline;
        int concurrentCalls;
        Optional<String> configuredLabel;

        Copy(PreviewConfig original) {
            endpoint = original.endpoint;
            region = original.region;
            tableAllowList = original.tableAllowList;
            allowDemoData = original.allowDemoData;
            connectTimeout = original.connectTimeout;
            apiCallTimeout = original.apiCallTimeout;
            requestDeadline = original.requestDeadline;
            concurrentCalls = original.concurrentCalls;
            configuredLabel = original.configuredLabel;
        }
    }

    /**
     * Reads the settings from the process environment and the command line flag.
     *
     * @param env          the environment, e.g. {@code System.getenv()}
     * @param endpointFlag the value of {@code --dynamodb-endpoint}; it wins over {@value #ENDPOINT_ENV}
     * @throws IllegalArgumentException with a message naming the variable or flag when a value is invalid
     */
    public static PreviewConfig fromEnvironment(Map<String, String> env, Optional<String> endpointFlag) {
        return PreviewEnvironment.read(env, endpointFlag);
    }

    /** Whether the endpoint is on this machine: {@code localhost}, 127.0.0.0/8 or ::1 (no DNS lookup). */
    public boolean loopback() {
        return endpoint.map(uri -> EndpointRules.isLoopbackHost(uri.getHost())).orElse(false);
    }

    /**
     * What pages and answers call the endpoint: {@value #ENGINE_LABEL_ENV} when set, else the host and port of a
     * loopback endpoint (nothing private on this machine), else "the configured endpoint", so that an internal
     * address is not shown to everyone who opens the page.
     */
    public String engineLabel() {
        return configuredLabel.orElseGet(
                () -> loopback() ? endpoint.orElseThrow().getAuthority() : "the configured endpoint");
    }

    /**
     * The endpoint as error messages name it: the whole URL of a loopback endpoint, else the label when one is set,
     * else "" (the messages then say "the DynamoDB endpoint" alone).
     */
    public String endpointInMessages() {
        return loopback() ? endpoint.orElseThrow().toString() : configuredLabel.orElse("");
    }

    /** Whether the preview may touch this table: always, when there is no allow-list. */
    public boolean allows(String table) {
        return tableAllowList.map(list -> list.contains(table)).orElse(true);
    }

    public boolean configured() {
        return endpoint.isPresent();
    }

    /** Demo data may be written: a loopback endpoint and {@value #DEMO_DATA_ENV}=true. */
    public boolean demoDataAllowed() {
        return allowDemoData && loopback();
    }

    private static void checkTableName(String name) {
        if (name == null || !TABLE_NAME.matcher(name).matches()) {
            throw new IllegalArgumentException("\"" + name + "\" is not a table name (3 to 255 of a-z A-Z 0-9 _ . -)");
        }
    }
}
