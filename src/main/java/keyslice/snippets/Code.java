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

    /** {@code reasons}, one comment line each after the first, under {@code prefix} ({@code // }, {@code # }). */
    static Code note(String prefix, String target, List<String> reasons, String instead) {
        String lines = reasons.stream().map(r -> prefix + "- " + r + "\n").collect(Collectors.joining());
        return new Code(prefix + target + " cannot express this Query exactly:\n" + lines
                + prefix + instead + "\n", false);
    }
}
