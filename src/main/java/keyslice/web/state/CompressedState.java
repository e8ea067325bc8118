package keyslice.web.state;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.zip.Deflater;
import keyslice.domain.form.Problem;

/**
 * A state's parameters in one parameter, {@code z}: their query string, deflated (raw DEFLATE, RFC 1951, no header) and
 * written in base64url without padding. A compressed permalink ({@code v=2}) carries it, and so does a large live update
 * or Run, which the page's script sends by POST: JSON items and sample keys shrink about tenfold, so a state of 400 items
 * fits in a link a wiki keeps. Inflating is bounded ({@link #MAX_INFLATED_BYTES}, {@link #MAX_PARAMETERS}), so a small
 * {@code z} cannot ask for more work than the limits of the form allow once it is read.
 */
public final class CompressedState {

    /** The parameter that holds a compressed state. */
    public static final String PARAM = "z";

    /**
     * The most bytes a {@code z} may inflate to: the query string of a state at the form's limits (64 K characters of
     * sample keys and of items, a few kilobytes of each other field), percent-escaped as a URL writes it, with room to
     * spare. More is refused before any of it is read.
     */
    public static final int MAX_INFLATED_BYTES = 512 * 1024;

    /** The most parameters an inflated state may hold: as many as a query string may carry (RequestLimits). */
    public static final int MAX_PARAMETERS = 300;

    private CompressedState() {}

    /**
     * {@code query} deflated into the value of {@code z}. The same query always gives the same value (one level, no
     * header, no timestamp), so a state has one compressed permalink. zlib's default level: the best one took four times
     * its CPU (5 ms for a 150 KB state, worked out on every request that shows it) for 7% less.
     */
    public static String deflate(String query) {
        byte[] input = query.getBytes(StandardCharsets.UTF_8);
        Deflater deflater = new Deflater(Deflater.DEFAULT_COMPRESSION, true);
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

    /** A {@code z} that cannot be read: the problem says why, on the parameter {@code z}. */
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

    /** The query string {@code z} holds, inflated and read as UTF-8, within {@link #MAX_INFLATED_BYTES}. */
    public static String inflate(String z) throws Unreadable {
        try {
            return InflatedText.of(z, MAX_INFLATED_BYTES);
        } catch (InflatedText.Damaged e) {
            if (e.tooLarge()) {
                throw new Unreadable(new Problem(
                        PARAM,
                        "The compressed state holds more than " + MAX_INFLATED_BYTES / 1024
                                + " KB once inflated; keyslice reads at most that. Shorten the sample keys or items.",
                        "inflates to more than " + MAX_INFLATED_BYTES + " bytes; keyslice reads at most "
                                + MAX_INFLATED_BYTES));
            }
            throw damaged(e.why());
        }
    }

    private static Unreadable damaged(String why) {
        return new Unreadable(new Problem(
                PARAM,
                "The compressed state (z) cannot be read: " + why + ". Open the link "
                        + "whole, as it was given, or load the state from its file.",
                "not a compressed state: " + why));
    }
}
