package keyslice.explain;

import java.util.List;
import java.util.Map;
import keyslice.domain.JsonLine;

/**
 * Reads a pasted Query: a request in DynamoDB JSON or an {@code aws dynamodb} command line, told apart by their first
 * character. Nothing in the text is run, no file it names is read, and no network is touched.
 */
public final class Explainer {

    /** The longest text read, in characters: a Query request is at most a few tens of KB. */
    public static final int MAX_CHARS = 64 * 1024;

    /** A request nests its values at most 32 levels, each a type object and its map, under two levels of its own. */
    private static final int MAX_JSON_DEPTH = 2 * 32 + 4;

    private Explainer() {}

    public static Explanation explain(String text) throws Unreadable {
        if (text.length() > MAX_CHARS) {
            throw new Unreadable(
                    MAX_CHARS + 1, "the text is longer than " + MAX_CHARS / 1024 + " KB, more than any Query request");
        }
        int start = 0;
        while (start < text.length() && Character.isWhitespace(text.charAt(start))) {
            start++;
        }
        if (start == text.length()) {
            throw new Unreadable(
                    1,
                    "expected a Query request in DynamoDB JSON, a PartiQL SELECT or an aws dynamodb command, and the text is empty");
        }
        if (text.charAt(start) == '{') {
            Object json;
            try {
                json = JsonLine.parse(text, MAX_JSON_DEPTH);
            } catch (JsonLine.Malformed e) {
                throw new Unreadable(position(e.getMessage()), "not JSON: " + e.getMessage());
            }
            return RequestReader.read((Map<?, ?>) json, Explanation.Source.REQUEST_JSON, List.of());
        }
        if (text.regionMatches(true, start, "SELECT", 0, 6)) {
            return PartiqlReader.read(text);
        }
        if (ProgramReader.isProgram(text)) {
            return ProgramReader.read(text);
        }
        // Anything else is read as a command line: its comments (as keyslice's own programs open) and a prompt's "$ "
        // go.
        String command = text.substring(start);
        if (command.startsWith("$ ")) {
            command = command.substring(2);
            start += 2;
        }
        try {
            return CliReader.read(command);
        } catch (Unreadable e) {
            throw new Unreadable(e.character() + start, e.getMessage());
        }
    }

    /** The 1-based character a {@link JsonLine} message ends with. */
    private static int position(String message) {
        int digits = message.length();
        while (digits > 0 && Character.isDigit(message.charAt(digits - 1))) {
            digits--;
        }
        return digits == message.length() ? 1 : Integer.parseInt(message.substring(digits));
    }
}
