package keyslice.web.designs;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Optional;
import java.util.zip.Deflater;
import keyslice.domain.form.Problem;
import keyslice.web.http.RequestLimits;
import keyslice.web.state.InflatedText;
import keyslice.web.state.Permalink;

/**
 * A whole design in one link, {@code /designs?d=…}: the file's JSON minified (every value, member order and number text
 * kept as written; only the whitespace between tokens goes), deflated (raw DEFLATE, RFC 1951, one level, no header) and
 * written in base64url without padding. The same design, however it is indented, has one link; the link gives back the
 * file's JSON. Inflating is bounded by what a POSTed design may be, so a short {@code d} cannot ask for more work.
 */
public final class DesignLink {

    /** The page a design's link opens. */
    public static final String PATH = "/designs";

    /** The parameter that holds a design. */
    public static final String PARAM = "d";

    /** The most bytes a {@code d} may inflate to: the largest body keyslice takes, so a link holds any design a POST may. */
    public static final int MAX_INFLATED_BYTES = (int) RequestLimits.MAX_BODY_BYTES;

    /** Writes the file's tokens again, numbers by their text; parses as deeply as the design reader does (70 levels). */
    private static final JsonFactory JSON = JsonFactory.builder().build();

    private DesignLink() {}

    /**
     * A design's link, or why it has none. {@code permalink} is empty when the link would be longer than wikis, chat tools
     * and proxies keep ({@link Permalink#SHAREABLE_CHARS}); {@code length} is what it would be.
     */
    public record Link(Optional<String> permalink, int length) {

        /** What the page and the API say when there is no link. */
        public String note() {
            return permalink.isPresent()
                    ? ""
                    : "This design would take a link of " + (length + 1023) / 1024 + " KB; links past "
                            + Permalink.SHAREABLE_CHARS / 1024
                            + " KB are cut by wikis, chat tools and proxies, so it has no permalink: share the design"
                            + " file instead.";
        }
    }

    /** The link of the design file {@code text} (read already: it is JSON). */
    public static Link of(String text) {
        String link = PATH + "?" + PARAM + "=" + encode(text);
        return new Link(
                link.length() <= Permalink.SHAREABLE_CHARS ? Optional.of(link) : Optional.empty(), link.length());
    }

    /** The value of {@code d} for the design file {@code text}. */
    static String encode(String text) {
        byte[] input = minified(text).getBytes(StandardCharsets.UTF_8);
        Deflater deflater = new Deflater(Deflater.BEST_COMPRESSION, true);
        try {
            deflater.setInput(input);
            deflater.finish();
            ByteArrayOutputStream out = new ByteArrayOutputStream(input.length / 4 + 64);
            byte[] buffer = new byte[8192];
            while (!deflater.finished()) {
                out.write(buffer, 0, deflater.deflate(buffer));
            }
            return Base64.getUrlEncoder().withoutPadding().encodeToString(out.toByteArray());
        } finally {
            deflater.end();
        }
    }

    /**
     * The JSON of {@code text} without the whitespace between its tokens: strings, names, their order and duplicates as
     * read, numbers by their text ({@code 12.50} stays {@code 12.50}). What cannot be copied so exactly (a string holding
     * half a surrogate pair, which UTF-8 cannot carry, or a number past Jackson's limits) is kept as given.
     */
    public static String minified(String text) {
        return copied(text, false).orElse(text);
    }

    /** The same JSON indented, for the page's text box; as given when it cannot be copied exactly. */
    public static String pretty(String text) {
        return copied(text, true).orElse(text);
    }

    private static Optional<String> copied(String text, boolean indent) {
        StringWriter out = new StringWriter(text.length());
        try (JsonParser parser = JSON.createParser(text);
                JsonGenerator generator = JSON.createGenerator(out)) {
            if (indent) {
                generator.useDefaultPrettyPrinter();
            }
            for (JsonToken token = parser.nextToken(); token != null; token = parser.nextToken()) {
                if (token == JsonToken.VALUE_NUMBER_INT || token == JsonToken.VALUE_NUMBER_FLOAT) {
                    generator.writeNumber(parser.getText());
                } else {
                    generator.copyCurrentEvent(parser);
                }
            }
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
        String copy = out.toString();
        return utf8Safe(copy) ? Optional.of(copy) : Optional.empty();
    }

    private static boolean utf8Safe(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
                i++;
            } else if (Character.isSurrogate(c)) {
                return false;
            }
        }
        return true;
    }

    /** A {@code d} that cannot be read: the problem names {@code d} and the rule it breaks. */
    public static final class Unreadable extends Exception {
        private final transient Problem problem;

        Unreadable(Problem problem) {
            super(problem.message(), null, false, false);
            this.problem = problem;
        }

        public Problem problem() {
            return problem;
        }
    }

    /** The design file's JSON that {@code d} holds, inflated within {@link #MAX_INFLATED_BYTES} and read as UTF-8. */
    public static String decode(String d) throws Unreadable {
        if (d == null || d.isEmpty()) {
            throw damaged("it is empty");
        }
        try {
            return InflatedText.of(d, MAX_INFLATED_BYTES);
        } catch (InflatedText.Damaged e) {
            if (e.tooLarge()) {
                throw new Unreadable(new Problem(
                        PARAM,
                        "The design in the link (d) holds more than " + MAX_INFLATED_BYTES / 1024
                                + " KB once inflated; keyslice reads at most that, as much as a design file it"
                                + " takes.",
                        "d inflates to more than " + MAX_INFLATED_BYTES + " bytes; keyslice reads at most "
                                + MAX_INFLATED_BYTES));
            }
            throw damaged(e.why());
        }
    }

    private static Unreadable damaged(String why) {
        return new Unreadable(new Problem(
                PARAM,
                "The design in the link (d) cannot be read: " + why + ". Open the link whole, as it was given, or"
                        + " paste the design file.",
                "d must be a design file deflated and written in base64url: " + why));
    }
}
