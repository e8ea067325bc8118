package keyslice.domain.text;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A person's value as keyslice's own words show it (the summary, the slice, warnings, problems, titles and cards): cut
 * to {@link #MAX_CODE_POINTS} code points, the last one an ellipsis when it was cut, and its control characters
 * written visibly ({@code \n}, {@code \r}, {@code \t}, else {@code \\u} and four hex digits) so that the words stay
 * on one line. A quoted value is in double quotes, with the ellipsis inside them. The warnings quote values whole
 * ({@link #quotedWhole}): theirs differ at the end. Code and JSON write values in their own syntax, never through here.
 */
public final class Shown {

    /** Long enough to tell values apart, short enough to read a sentence around it at a glance. */
    public static final int MAX_CODE_POINTS = 60;

    public static final String ELLIPSIS = "…";

    private Shown() {}

    /** {@code text} cut to {@link #MAX_CODE_POINTS}, control characters made visible. */
    public static String text(String text) {
        return text(text, MAX_CODE_POINTS);
    }

    /** {@code text} cut to {@code max} code points (the last an ellipsis when cut), control characters made visible. */
    public static String text(String text, int max) {
        if (text.codePointCount(0, text.length()) > max) {
            return visible(text.substring(0, text.offsetByCodePoints(0, max - 1)) + ELLIPSIS);
        }
        return visible(text);
    }

    /** {@code text} whole, control characters made visible. */
    public static String visible(String text) {
        if (!hasControl(text)) {
            return text; // the common case, which every warning, summary and title quotes: nothing to rewrite
        }
        StringBuilder visible = new StringBuilder(text.length());
        text.codePoints().forEach(c -> {
            switch (c) {
                case '\n' -> visible.append("\\n");
                case '\r' -> visible.append("\\r");
                case '\t' -> visible.append("\\t");
                default -> {
                    if (Character.isISOControl(c)) {
                        visible.append(String.format(Locale.ROOT, "\\u%04X", c));
                    } else {
                        visible.appendCodePoint(c);
                    }
                }
            }
        });
        return visible.toString();
    }

    /** Whether {@code text} has a character {@link #visible} rewrites (a control character is one UTF-16 unit). */
    private static boolean hasControl(String text) {
        for (int i = 0; i < text.length(); i++) {
            if (Character.isISOControl(text.charAt(i))) {
                return true;
            }
        }
        return false;
    }

    /** {@code "text"}: {@link #text(String)} in double quotes. */
    public static String quoted(String text) {
        return "\"" + text(text) + "\"";
    }

    /** One character: {@code "#" (U+0023)}; a control character by its code point alone ({@code U+000A}). */
    public static String character(int codePoint) {
        String code = String.format(Locale.ROOT, "U+%04X", codePoint);
        return Character.isISOControl(codePoint) ? code : quoted(Character.toString(codePoint)) + " (" + code + ")";
    }

    /**
     * {@code "text"} whole, for words that set values side by side which may differ only at their ends (a warning's
     * prefix and the prefix with its delimiter): cutting them would show them the same.
     */
    public static String quotedWhole(String text) {
        return "\"" + visible(text) + "\"";
    }

    /** At most {@code most} values, each {@link #quotedWhole}, then how many more: {@code "a", "b" and 4 more}. */
    public static String quotedList(List<String> texts, int most) {
        // A loop, not a stream: every warning that quotes sample keys builds this list at every keystroke.
        List<String> shown = new ArrayList<>(Math.min(most, texts.size()));
        for (int i = 0; i < texts.size() && i < most; i++) {
            shown.add(quotedWhole(texts.get(i)));
        }
        if (shown.isEmpty()) {
            return "";
        }
        String list = shown.size() == 1
                ? shown.get(0)
                : String.join(", ", shown.subList(0, shown.size() - 1))
                        + (texts.size() > shown.size() ? ", " : " and ")
                        + shown.get(shown.size() - 1);
        return texts.size() > shown.size() ? list + " and " + (texts.size() - shown.size()) + " more" : list;
    }
}
