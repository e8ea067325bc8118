package keyslice.web.state;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import keyslice.testing.RandomTexts;
import org.junit.jupiter.api.Test;

/**
 * Percent-decoding a value, read as ASCII without a decoder when it is, answers as decoding its bytes strictly as
 * UTF-8 always did: the same text, and the same refusal of bytes that are not UTF-8.
 */
class DecodedComponentTest {

    /** The decoding as it was: every byte into a stream, then a strict UTF-8 decoder. */
    private static String reference(String raw) {
        if (raw.indexOf('%') < 0 && raw.indexOf('+') < 0) {
            return raw;
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        for (int i = 0; i < raw.length(); i++) {
            char c = raw.charAt(i);
            if (c == '+') {
                bytes.write(' ');
            } else if (c == '%') {
                if (i + 2 >= raw.length()
                        || Character.digit(raw.charAt(i + 1), 16) < 0
                        || Character.digit(raw.charAt(i + 2), 16) < 0) {
                    return "malformed";
                }
                bytes.write(Character.digit(raw.charAt(i + 1), 16) * 16 + Character.digit(raw.charAt(i + 2), 16));
                i += 2;
            } else if (c < 0x80) {
                bytes.write(c);
            } else {
                byte[] encoded = String.valueOf(c).getBytes(StandardCharsets.UTF_8);
                if (Character.isHighSurrogate(c) && i + 1 < raw.length()) {
                    encoded = raw.substring(i, i + 2).getBytes(StandardCharsets.UTF_8);
                    i++;
                }
                bytes.writeBytes(encoded);
            }
        }
        try {
            return StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes.toByteArray()))
                    .toString();
        } catch (CharacterCodingException e) {
            return "not UTF-8";
        }
    }

    private static String decoded(String raw) {
        try {
            return DecodedQuery.component(raw);
        } catch (IllegalArgumentException e) {
            return e.getMessage().contains("percent-escape") ? "malformed" : "not UTF-8";
        }
    }

    @Test
    void decodesAsTheStrictUtf8DecoderDoes() {
        String[] pieces = {
            "a",
            "Z",
            "+",
            "%20",
            "%2B",
            "%25",
            "%C3%A9",
            "%E2%82%AC",
            "%F0%9F%98%80",
            "%C3",
            "%80",
            "%FF",
            "%ED%A0%80",
            "%4",
            "%G1",
            "é",
            "€",
            "\ud83d\ude00",
            "\ud83d",
            "\ude00",
            "/",
            "#"
        };
        Random random = new Random(5);
        for (int i = 0; i < 50_000; i++) {
            String raw = RandomTexts.of(random, pieces, 6);
            assertEquals(reference(raw), decoded(raw), raw);
        }
    }
}
