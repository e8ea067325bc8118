package keyslice.preview;

import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.UnknownHostException;
import java.time.Duration;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Server-side settings of the live preview. Nothing here ever comes from a request.
 *
 * @param endpoint       the DynamoDB-compatible endpoint; empty means the preview is off
 * @param region         signing region (any non-blank {@code [A-Za-z0-9-]+}; DynamoDB Local and dynalite accept any)
 * @param tableAllowList when present, the only tables the preview lists, describes or queries
 * @param allowDemoData  whether "Load demo data" may write (also needs a loopback endpoint)
 * @param connectTimeout TCP connect timeout
 * @param apiCallTimeout the whole API call, including reading the answer (there are no retries)
 */
public record PreviewConfig(
        Optional<URI> endpoint,
        String region,
        Optional<Set<String>> tableAllowList,
        boolean allowDemoData,
        Duration connectTimeout,
        Duration apiCallTimeout) {

    public static final String ENDPOINT_ENV = "KEYSLICE_DYNAMODB_ENDPOINT";
    public static final String ENDPOINT_FLAG = "--dynamodb-endpoint";
    public static final String REGION_ENV = "AWS_REGION";
    public static final String TABLES_ENV = "KEYSLICE_TABLES";
    public static final String DEMO_DATA_ENV = "KEYSLICE_ALLOW_DEMO_DATA";

    public static final String DEFAULT_REGION = "us-east-1";
    public static final Duration DEFAULT_CONNECT_TIMEOUT = Duration.ofSeconds(2);
    public static final Duration DEFAULT_API_CALL_TIMEOUT = Duration.ofSeconds(5);

    /** What the UI and the 503 answer say when no endpoint is configured. */
    public static final String HOW_TO_CONFIGURE = "The live preview is off: no DynamoDB endpoint is configured. "
            + "Start keyslice with " + ENDPOINT_ENV + "=http://localhost:8000 (or " + ENDPOINT_FLAG
            + " http://localhost:8000), pointing at DynamoDB Local (docker run -p 8000:8000 amazon/dynamodb-local), "
            + "dynalite (npx dynalite --port 8000) or a real AWS endpoint such as https://dynamodb.us-east-1.amazonaws.com "
            + "with AWS credentials in the environment.";

    private static final Pattern REGION = Pattern.compile("[A-Za-z0-9-]{1,64}");
    private static final Pattern TABLE_NAME = Pattern.compile("[a-zA-Z0-9_.-]{3,255}");
    private static final Pattern IPV4 = Pattern.compile("(\\d{1,3})\\.(\\d{1,3})\\.(\\d{1,3})\\.(\\d{1,3})");

    public PreviewConfig {
        Objects.requireNonNull(endpoint, "endpoint");
        Objects.requireNonNull(tableAllowList, "tableAllowList");
        Objects.requireNonNull(connectTimeout, "connectTimeout");
        Objects.requireNonNull(apiCallTimeout, "apiCallTimeout");
        endpoint.ifPresent(uri -> checkEndpoint(uri, "endpoint"));
        region = region == null || region.isBlank() ? DEFAULT_REGION : region.strip();
        if (!REGION.matcher(region).matches()) {
            throw new IllegalArgumentException(REGION_ENV + " must be a region name such as us-east-1, not \"" + region + "\"");
        }
        tableAllowList = tableAllowList.map(names -> {
            for (String name : names) {
                checkTableName(name);
            }
            return Collections.unmodifiableSet(new LinkedHashSet<>(names));
        });
        if (connectTimeout.isNegative() || connectTimeout.isZero() || apiCallTimeout.isNegative() || apiCallTimeout.isZero()) {
            throw new IllegalArgumentException("timeouts must be positive");
        }
    }

    /** The preview switched off: no endpoint. */
    public static PreviewConfig disabled() {
        return new PreviewConfig(Optional.empty(), DEFAULT_REGION, Optional.empty(), false,
                DEFAULT_CONNECT_TIMEOUT, DEFAULT_API_CALL_TIMEOUT);
    }

    /** An endpoint with every other setting at its default (no allow-list, no demo data). */
    public static PreviewConfig forEndpoint(URI endpoint) {
        return disabled().withEndpoint(endpoint);
    }

    public PreviewConfig withEndpoint(URI uri) {
        return new PreviewConfig(Optional.of(uri), region, tableAllowList, allowDemoData, connectTimeout, apiCallTimeout);
    }

    public PreviewConfig withRegion(String name) {
        return new PreviewConfig(endpoint, name, tableAllowList, allowDemoData, connectTimeout, apiCallTimeout);
    }

    public PreviewConfig withTableAllowList(Set<String> tables) {
        return new PreviewConfig(endpoint, region, Optional.of(tables), allowDemoData, connectTimeout, apiCallTimeout);
    }

    public PreviewConfig withAllowDemoData(boolean allow) {
        return new PreviewConfig(endpoint, region, tableAllowList, allow, connectTimeout, apiCallTimeout);
    }

    public PreviewConfig withTimeouts(Duration connect, Duration apiCall) {
        return new PreviewConfig(endpoint, region, tableAllowList, allowDemoData, connect, apiCall);
    }

    /**
     * Reads the settings from the process environment and the command line flag.
     *
     * @param env          the environment, e.g. {@code System.getenv()}
     * @param endpointFlag the value of {@code --dynamodb-endpoint}; it wins over {@value #ENDPOINT_ENV}
     * @throws IllegalArgumentException with a message naming the variable or flag when a value is invalid
     */
    public static PreviewConfig fromEnvironment(Map<String, String> env, Optional<String> endpointFlag) {
        Optional<URI> endpoint;
        Optional<String> flag = endpointFlag.map(String::strip).filter(s -> !s.isEmpty());
        if (flag.isPresent()) {
            endpoint = Optional.of(parseEndpoint(flag.get(), ENDPOINT_FLAG));
        } else {
            endpoint = value(env, ENDPOINT_ENV).map(text -> parseEndpoint(text, ENDPOINT_ENV));
        }
        String region = value(env, REGION_ENV).orElse(DEFAULT_REGION);
        Optional<Set<String>> allowList = value(env, TABLES_ENV).map(PreviewConfig::parseTableList).filter(s -> !s.isEmpty());
        boolean demo = value(env, DEMO_DATA_ENV).map(PreviewConfig::parseFlag).orElse(false);
        return new PreviewConfig(endpoint, region, allowList, demo, DEFAULT_CONNECT_TIMEOUT, DEFAULT_API_CALL_TIMEOUT);
    }

    /**
     * An endpoint URL: absolute {@code http} or {@code https}, with a host, no user info, query or fragment.
     *
     * @param source the variable or flag it came from, for the message
     */
    public static URI parseEndpoint(String text, String source) {
        String trimmed = text.strip();
        URI uri;
        try {
            uri = new URI(trimmed);
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException(endpointMessage(source, trimmed, "it is not a valid URL (" + e.getReason() + ")"));
        }
        checkEndpoint(uri, source);
        return uri;
    }

    private static void checkEndpoint(URI uri, String source) {
        String text = uri.toString();
        if (!uri.isAbsolute() || uri.isOpaque()) {
            throw new IllegalArgumentException(endpointMessage(source, text, "it is not an absolute URL"));
        }
        String scheme = uri.getScheme().toLowerCase(Locale.ROOT);
        if (!scheme.equals("http") && !scheme.equals("https")) {
            throw new IllegalArgumentException(endpointMessage(source, text, "the scheme must be http or https"));
        }
        if (uri.getHost() == null || uri.getHost().isEmpty()) {
            throw new IllegalArgumentException(endpointMessage(source, text, "it has no host name"));
        }
        if (uri.getRawUserInfo() != null) {
            throw new IllegalArgumentException(endpointMessage(source, text, "credentials do not belong in the URL"));
        }
        if (uri.getRawQuery() != null || uri.getRawFragment() != null) {
            throw new IllegalArgumentException(endpointMessage(source, text, "it must not have a query or fragment"));
        }
        String path = uri.getRawPath();
        if (path != null && !path.isEmpty() && !path.equals("/")) {
            throw new IllegalArgumentException(endpointMessage(source, text, "it must not have a path"));
        }
    }

    private static String endpointMessage(String source, String text, String why) {
        return source + " must be an absolute http:// or https:// URL such as http://localhost:8000, not \"" + text
                + "\": " + why;
    }

    /** Whether the endpoint is on this machine: {@code localhost}, 127.0.0.0/8 or ::1 (no DNS lookup). */
    public boolean loopback() {
        return endpoint.map(uri -> isLoopbackHost(uri.getHost())).orElse(false);
    }

    static boolean isLoopbackHost(String host) {
        if (host == null || host.isEmpty()) {
            return false;
        }
        String h = host.toLowerCase(Locale.ROOT);
        if (h.endsWith(".")) {
            h = h.substring(0, h.length() - 1);
        }
        if (h.equals("localhost")) {
            return true;
        }
        var ipv4 = IPV4.matcher(h);
        if (ipv4.matches()) {
            for (int i = 1; i <= 4; i++) {
                if (Integer.parseInt(ipv4.group(i)) > 255) {
                    return false;
                }
            }
            return Integer.parseInt(ipv4.group(1)) == 127;
        }
        if (h.startsWith("[") && h.endsWith("]")) {
            h = h.substring(1, h.length() - 1);
        }
        if (h.contains(":") && h.matches("[0-9a-f:.]+")) {
            try {
                // A literal: parsed without any lookup. IPv4-mapped ::ffff:127.x comes back as an Inet4Address.
                InetAddress address = InetAddress.getByName(h);
                return address.isLoopbackAddress() && (address instanceof Inet6Address || address.getAddress()[0] == 127);
            } catch (UnknownHostException e) {
                return false;
            }
        }
        return false;
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

    private static Optional<String> value(Map<String, String> env, String name) {
        return Optional.ofNullable(env.get(name)).map(String::strip).filter(s -> !s.isEmpty());
    }

    private static Set<String> parseTableList(String text) {
        Set<String> names = new LinkedHashSet<>();
        Arrays.stream(text.split(",")).map(String::strip).filter(s -> !s.isEmpty()).forEach(name -> {
            if (!TABLE_NAME.matcher(name).matches()) {
                throw new IllegalArgumentException(TABLES_ENV + " must be a comma-separated list of table names "
                        + "(3 to 255 of a-z A-Z 0-9 _ . -), but \"" + name + "\" is not one");
            }
            names.add(name);
        });
        return names;
    }

    private static void checkTableName(String name) {
        if (name == null || !TABLE_NAME.matcher(name).matches()) {
            throw new IllegalArgumentException("\"" + name + "\" is not a table name (3 to 255 of a-z A-Z 0-9 _ . -)");
        }
    }

    private static boolean parseFlag(String text) {
        if (text.equalsIgnoreCase("true")) {
            return true;
        }
        if (text.equalsIgnoreCase("false")) {
            return false;
        }
        throw new IllegalArgumentException(DEMO_DATA_ENV + " must be true or false, not \"" + text + "\"");
    }
}
