package keyslice.web.embed;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import keyslice.web.embed.EmbedOptions.Part;

/**
 * The embed card's height in CSS pixels, worked out from its rows. Each row has a fixed height in pixels, of one line
 * or, for the summary's lines and the warnings, two (so that at 400 px they still say what the card reads), and cuts
 * what does not fit with an ellipsis (the copy buttons and the link back give the whole text), so
 * the height depends on the rows alone, not on the frame's width or the reader's fonts. The numbers are the card's
 * CSS ({@code static/css/app.css}, "Embed card"); {@code EmbedCardBrowserTest} measures real cards at 400 to 800 px
 * against this model.
 */
public final class CardLayout {

    /** The card's border (1 px) and padding (8 px), top and bottom. */
    static final int FRAME = 2 * 1 + 2 * 8;
    /** The header: "keyslice" and the link back. */
    static final int HEAD = 24;
    /** Above each part. */
    static final int GAP = 8;
    /** A part's heading row, with its copy buttons. */
    static final int LABEL = 24;
    /** One line of text: a name or value, a sample key. */
    static final int LINE = 22;
    /** A row of up to two lines: each of the summary's lines (where, what it reads) and each warning. */
    static final int TWO_LINES = 2 * LINE;
    /** The expression's code line. */
    static final int CODE = 28;
    /** Between two warnings. */
    static final int WARNING_GAP = 2;
    /** The slice's list border, top and bottom. */
    static final int SLICE_FRAME = 2;
    /** Each problem of an invalid card: two lines. */
    static final int PROBLEM = 2 * LINE;

    /** The order parts are left out in when a card must fit a height: the least needed first. */
    static final List<Part> LEFT_OUT_FIRST =
            List.of(Part.SLICE, Part.WARNINGS, Part.VALUES, Part.FILTER, Part.SUMMARY, Part.EXPRESSION);

    private CardLayout() {}

    public static int height(EmbedCard card) {
        if (!card.valid()) {
            return FRAME + HEAD + GAP + LABEL + PROBLEM * card.problems().size();
        }
        int height = FRAME + HEAD;
        for (Part part : card.parts()) {
            height += GAP + part(card, part);
        }
        return height;
    }

    /** What a card without parts takes: the frame and the header. */
    static int base() {
        return FRAME + HEAD;
    }

    /** What {@code part} adds to {@code card}, the gap above it included. */
    static int added(EmbedCard card, Part part) {
        return GAP + part(card, part);
    }

    private static int part(EmbedCard card, Part part) {
        return switch (part) {
            case SUMMARY -> 2 * TWO_LINES;
            case EXPRESSION -> LABEL + CODE;
            case FILTER -> LABEL + LINE * card.afterKey().size();
            case VALUES -> LABEL + LINE * (card.names().size() + card.values().size());
            case WARNINGS ->
                TWO_LINES * card.warnings().size()
                        + WARNING_GAP * (card.warnings().size() - 1);
            case SLICE -> LABEL + SLICE_FRAME + LINE * card.slice().rows().size();
        };
    }

    /**
     * The card that fits {@code maxHeight}: parts left out in {@link #LEFT_OUT_FIRST} order until it does. The last
     * part stays even when it does not fit (the expression, unless {@code show} left it out): a card of no part says nothing.
     */
    static EmbedCard fit(EmbedCard card, int maxHeight) {
        EmbedCard fitted = card;
        for (Part part : LEFT_OUT_FIRST) {
            if (height(fitted) <= maxHeight || !fitted.valid()) {
                return fitted;
            }
            Set<Part> fewer = EnumSet.noneOf(Part.class);
            fewer.addAll(fitted.parts());
            fewer.remove(part);
            if (!fewer.isEmpty()) {
                fitted = fitted.showing(fewer);
            }
        }
        return fitted;
    }
}
