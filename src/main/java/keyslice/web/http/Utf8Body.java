package keyslice.web.http;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import keyslice.domain.form.Problem;

/** A request body read as UTF-8, which every DynamoDB string is: anything else is refused, never read with replacements. */
public final class Utf8Body {

    private Utf8Body() {}

    /** The body's text, or a 400 on {@code field} whose summary asks for {@code what} as UTF-8. */
    public static String text(byte[] body, String field, String what) {
        try {
            return StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(body))
                    .toString();
        } catch (CharacterCodingException e) {
            throw new HttpError(
                    400,
                    new Problem(
                            field,
                            "The body is not UTF-8 text: send the " + what + " as UTF-8.",
                            "the body must be UTF-8 text"));
        }
    }
}
