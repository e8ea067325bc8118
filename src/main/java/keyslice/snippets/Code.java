package keyslice.snippets;

import java.util.List;
import java.util.stream.Collectors;

/**
 * What a generator writes: a program, or a note in the language's comment syntax saying why the target
 * cannot send the Query exactly (and what to use instead).
 */
record Code(String text, boolean program) {

    static Code program(String text) {
        return new Code(text, true);
    }

    /**
     * The most reasons a note lists; the rest are counted. A generator whose reasons grow with the request (a projection
     * of hundreds of names) lists a few and counts the rest itself, well under this.
     */
    static final int MAX_REASONS = 12;

    /** {@code reasons}, one comment line each after the first; every line goes through {@code comment}. */
    static Code note(Comment comment, String target, List<String> reasons, String instead) {
        String lines = reasons.stream()
                .limit(MAX_REASONS)
                .map(r -> comment.line("- " + r))
                .collect(Collectors.joining());
        if (reasons.size() > MAX_REASONS) {
            int more = reasons.size() - MAX_REASONS;
            lines += comment.line("- and " + more + " more " + (more == 1 ? "reason" : "reasons") + " like these");
        }
        return new Code(
                comment.line(target + " cannot express this Query exactly:") + lines + comment.line(instead), false);
    }
}
