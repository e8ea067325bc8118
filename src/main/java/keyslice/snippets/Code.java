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

    /** {@code reasons}, one comment line each after the first; every line goes through {@code comment}. */
    static Code note(Comment comment, String target, List<String> reasons, String instead) {
        String lines = reasons.stream().map(r -> comment.line("- " + r)).collect(Collectors.joining());
        return new Code(comment.line(target + " cannot express this Query exactly:") + lines + comment.line(instead), false);
    }
}
