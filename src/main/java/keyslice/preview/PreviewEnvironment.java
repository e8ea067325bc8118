package keyslice.preview;

import java.net.URI;
import java.time.Duration;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** Reads {@link PreviewConfig} from the process environment and the {@value PreviewConfig#ENDPOINT_FLAG} flag. */
final class PreviewEnvironment {

    private PreviewEnvironment() {}

    /** See {@link PreviewConfig#fromEnvironment}. */
    static PreviewConfig read(Map<String, String> env, Optional<String> endpointFlag) {
        Optional<URI> endpoint;
        Optional<String> flag = endpointFlag.map(String::strip).filter(s -> !s.isEmpty());
        if (flag.isPresent()) {
            endpoint = Optional.of(EndpointRules.parse(flag.get(), PreviewConfig.ENDPOINT_FLAG));
        } else {
            endpoint = value(env, PreviewConfig.ENDPOINT_ENV)
                    .map(text -> EndpointRules.parse(text, PreviewConfig.ENDPOINT_ENV));
        }
        String region = value(env, PreviewConfig.REGION_ENV).orElse(PreviewConfig.DEFAULT_REGION);
        Optional<Set<String>> allowList = value(env, PreviewConfig.TABLES_ENV)
                .map(PreviewEnvironment::parseTableList)
                .filter(s -> !s.isEmpty());
        boolean demo = value(env, PreviewConfig.DEMO_DATA_ENV)
                .map(PreviewEnvironment::parseFlag)
                .orElse(false);
        Duration deadline = value(env, PreviewConfig.DEADLINE_ENV)
                .map(PreviewEnvironment::parseDeadline)
                .orElse(PreviewConfig.DEFAULT_REQUEST_DEADLINE);
        int calls = value(env, PreviewConfig.CONCURRENCY_ENV)
                .map(PreviewEnvironment::parseConcurrency)
                .orElse(PreviewConfig.DEFAULT_CONCURRENT_CALLS);
        return new PreviewConfig(
                endpoint,
                region,
                allowList,
                demo,
                PreviewConfig.DEFAULT_CONNECT_TIMEOUT,
                PreviewConfig.DEFAULT_API_CALL_TIMEOUT,
                deadline,
                calls,
                value(env, PreviewConfig.ENGINE_LABEL_ENV));
    }

    /** Whole seconds from 1 to 60: a person waits for the answer, and the stop timeout waits for the slowest one. */
    private static Duration parseDeadline(String text) {
        if (!text.matches("[1-9][0-9]?") || Integer.parseInt(text) > 60) {
            throw new IllegalArgumentException(
                    PreviewConfig.DEADLINE_ENV + " must be whole seconds from 1 to 60, not \"" + text + "\"");
        }
        return Duration.ofSeconds(Integer.parseInt(text));
    }

    private static int parseConcurrency(String text) {
        if (!text.matches("[1-9][0-9]{0,3}")) {
            throw new IllegalArgumentException(
                    PreviewConfig.CONCURRENCY_ENV + " must be a whole number from 1 to 9999, not \"" + text + "\"");
        }
        return Integer.parseInt(text);
    }

    private static Optional<String> value(Map<String, String> env, String name) {
        return Optional.ofNullable(env.get(name)).map(String::strip).filter(s -> !s.isEmpty());
    }

    private static Set<String> parseTableList(String text) {
        Set<String> names = new LinkedHashSet<>();
        Arrays.stream(text.split(","))
                .map(String::strip)
                .filter(s -> !s.isEmpty())
                .forEach(name -> {
                    if (!PreviewConfig.TABLE_NAME.matcher(name).matches()) {
                        throw new IllegalArgumentException(
                                PreviewConfig.TABLES_ENV + " must be a comma-separated list of table names "
                                        + "(3 to 255 of a-z A-Z 0-9 _ . -), but \"" + name + "\" is not one");
                    }
                    names.add(name);
                });
        return names;
    }

    private static boolean parseFlag(String text) {
        if (text.equalsIgnoreCase("true")) {
            return true;
        }
        if (text.equalsIgnoreCase("false")) {
            return false;
        }
        throw new IllegalArgumentException(
                PreviewConfig.DEMO_DATA_ENV + " must be true or false, not \"" + text + "\"");
    }
}
