package keyslice.web.state;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.zip.DataFormatException;
import java.util.zip.Inflater;

/**
 * Text a link holds compressed (a state's {@code z}, a design's {@code d}): base64url of raw DEFLATE of UTF-8, inflated
 * no further than a bound, so a short link cannot make the server inflate without end. Each caller says a failure in
 * its own words, from the {@link Damaged#why()}.
 */
public final class InflatedText {

    private InflatedText() {}

    /**
     * Why the text could not be read: {@code why} in a few words ("it is cut short"), or {@code tooLarge} when it
     * inflates past the bound.
     */
    public static final class Damaged extends Exception {
        private final String why;
        private final boolean tooLarge;

        Damaged(String why, boolean tooLarge) {
            super(why, null, false, false);
            this.why = why;
            this.tooLarge = tooLarge;
        }

        public String why() {
            return why;
        }

        public boolean tooLarge() {
            return tooLarge;
        }
    }

    public static String of(String base64url, int maxBytes) throws Damaged {
        byte[] compressed;
        try {
            compressed = Base64.getUrlDecoder().decode(base64url);
        } catch (IllegalArgumentException e) {
            throw new Damaged("it is not base64url text (A-Z a-z 0-9 - _)", false);
        }
        Inflater inflater = new Inflater(true);
        try {
            inflater.setInput(compressed);
            ByteArrayOutputStream out = new ByteArrayOutputStream(Math.min(maxBytes, compressed.length * 8 + 64));
            byte[] buffer = new byte[8192];
            while (!inflater.finished()) {
                int inflated = inflater.inflate(buffer);
                if (inflated == 0 && !inflater.finished()) {
                    throw new Damaged(inflater.needsInput() ? "it is cut short" : "it is not DEFLATE data", false);
                }
                if (out.size() + inflated > maxBytes) {
                    throw new Damaged("it inflates to more than " + maxBytes + " bytes", true);
                }
                out.write(buffer, 0, inflated);
            }
            if (inflater.getRemaining() > 0) {
                throw new Damaged("it has data after its end", false);
            }
            return StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(out.toByteArray()))
                    .toString();
        } catch (DataFormatException e) {
            throw new Damaged("it is not DEFLATE data", false);
        } catch (CharacterCodingException e) {
            throw new Damaged("it does not hold UTF-8 text", false);
        } finally {
            inflater.end();
        }
    }
}
