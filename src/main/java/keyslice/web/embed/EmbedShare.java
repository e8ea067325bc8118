package keyslice.web.embed;

import java.util.List;
import keyslice.web.state.BuilderState;
import keyslice.web.state.Permalink;

/**
 * What the builder's embed dialog offers for a valid state: the iframe code of the card, with the card's height; the
 * Markdown; and the choices of parts, each with the height it adds, so that the page can rewrite the code for the
 * parts and theme a person picks without asking the server ({@code static/js/embed-dialog.js}).
 *
 * @param url        the card's URL with the default options
 * @param baseHeight the height of the card with no part: its frame and header
 */
public record EmbedShare(String url, String code, String markdown, int baseHeight, List<Choice> parts) {

    /** One part the card of this state can show, and the height it adds. */
    public record Choice(String code, String label, int height) {}

    public EmbedShare {
        parts = List.copyOf(parts);
    }

    /**
     * {@code requestJson} is the Query request as the page shows it, the Markdown's code block; {@code namesJson} and
     * {@code valuesJson} its names and values as the page shows them, which the card shows too.
     */
    public static EmbedShare of(
            BuilderState state, String base, String requestJson, String namesJson, String valuesJson) {
        String permalink = base + state.permalink();
        EmbedCard card = EmbedCard.of(
                state, new EmbedOptions.Parsed(EmbedOptions.DEFAULTS, List.of()), permalink, namesJson, valuesJson);
        String url = base + "/embed?" + Permalink.query(state.permalink());
        List<Choice> parts = card.parts().stream()
                .sorted()
                .map(part -> new Choice(part.code(), part.label(), CardLayout.added(card, part)))
                .toList();
        String markdown =
                "```json\n" + requestJson + "\n```\n\n[" + markdownText(card.title()) + "](" + permalink + ")\n";
        return new EmbedShare(url, iframe(url, card, "100%", card.height()), markdown, CardLayout.base(), parts);
    }

    /**
     * The iframe code of {@code card} at {@code src}: the builder's (width 100%) and oEmbed's (a width in pixels, no wider
     * than the column it lands in: the card's height is the same at any width).
     */
    static String iframe(String src, EmbedCard card, String width, int height) {
        return "<iframe src=\"" + html(src) + "\" title=\"" + html("keyslice: " + card.title()) + "\" width=\"" + width
                + "\" height=\"" + height
                + "\" style=\"border:0;max-width:100%\" loading=\"lazy\" allow=\"clipboard-write\"></iframe>";
    }

    /** Text for an HTML attribute value in double quotes. */
    static String html(String text) {
        return text.replace("&", "&amp;")
                .replace("\"", "&quot;")
                .replace("<", "&lt;")
                .replace(">", "&gt;");
    }

    /** Link text for Markdown: every character that could start markup is escaped with a backslash. */
    static String markdownText(String text) {
        StringBuilder out = new StringBuilder(text.length() + 8);
        for (char c : text.toCharArray()) {
            if ("\\`*_[]<>&!~|".indexOf(c) >= 0) {
                out.append('\\');
            }
            out.append(c);
        }
        return out.toString();
    }

    /** The state's permalink, absolute: what "Add this Query to a design" sends as {@code query}. */
    public String builderUrl() {
        return url.replace("/embed?", "/?");
    }

    /** The same state opened as the start of a table design ({@code /designs/query}). */
    public String designUrl() {
        return url.replace("/embed?", "/designs/query?");
    }
}
