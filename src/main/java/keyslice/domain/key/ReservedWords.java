package keyslice.domain.key;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/** DynamoDB's reserved words (the official list of 573) and the rule for names that may stand bare. */
public final class ReservedWords {

    private static final Pattern BARE_NAME = Pattern.compile("[A-Za-z][A-Za-z0-9]*");
    private static final Set<String> WORDS = load();

    private ReservedWords() {}

    public static boolean isReserved(String name) {
        return WORDS.contains(name.toUpperCase(Locale.ROOT));
    }

    public static int count() {
        return WORDS.size();
    }

    /** A name may appear bare in an expression only if it has the simple form and is not reserved. */
    public static boolean needsPlaceholder(String name) {
        return !BARE_NAME.matcher(name).matches() || isReserved(name);
    }

    private static Set<String> load() {
        try (InputStream in = ReservedWords.class.getResourceAsStream("reserved-words.txt")) {
            if (in == null) {
                throw new IllegalStateException("reserved-words.txt is missing from the classpath");
            }
            try (BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
                return reader.lines()
                        .map(String::strip)
                        .filter(line -> !line.isEmpty())
                        .collect(Collectors.toUnmodifiableSet());
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
