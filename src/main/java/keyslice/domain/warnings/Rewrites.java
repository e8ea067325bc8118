package keyslice.domain.warnings;

import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;
import keyslice.domain.form.Fix;
import keyslice.domain.form.FormBuilder;
import keyslice.domain.form.QueryForm;
import keyslice.domain.key.Segments;
import keyslice.domain.warnings.Input.Bound;

/** Writing a fix: the form with a bound or the sample keys rewritten, offered only when it compiles without errors. */
final class Rewrites {

    private Rewrites() {}

    static Optional<Fix> fix(Input input, String label, QueryForm fixed) {
        if (fixed.equals(input.form()) || !input.proof().valid(fixed)) {
            return Optional.empty();
        }
        return Optional.of(new Fix(label, fixed));
    }

    /** The bound's parts replaced, written back the way the user gave that bound (segments or typed text). */
    static FormBuilder withParts(FormBuilder builder, Input input, Bound bound, List<String> parts) {
        if (bound.segmentBuilt()) {
            return bound.lower() ? builder.seg(parts) : builder.toSeg(parts);
        }
        String text = String.join(input.delim(), parts);
        return bound.lower() ? builder.value(text) : builder.to(text);
    }

    /** The bound's whole text replaced: as segments when they still spell it, else as typed text. */
    static FormBuilder withText(FormBuilder builder, Input input, Bound bound, String text) {
        if (bound.segmentBuilt()) {
            List<String> rows = Segments.withoutTrailingBlanks(Input.split(text, input.delim()));
            if (!rows.isEmpty()
                    && new Segments(rows, input.delim(), input.trail()).join().equals(text)) {
                return bound.lower() ? builder.seg(rows) : builder.toSeg(rows);
            }
        }
        return bound.lower()
                ? builder.seg(List.of()).value(text)
                : builder.toSeg(List.of()).to(text);
    }

    static FormBuilder mapParts(FormBuilder builder, Input input, Bound bound, UnaryOperator<String> change) {
        return withParts(
                builder, input, bound, bound.parts().stream().map(change).toList());
    }

    /**
     * The samples with each key rewritten; line breaks and blank lines stay as they were. Written in one pass into one
     * buffer: a fix may rewrite a thousand sample keys.
     */
    static String mapSamples(QueryForm form, UnaryOperator<String> change) {
        String samples = form.samples();
        StringBuilder out = new StringBuilder(samples.length() + samples.length() / 8);
        int start = 0;
        while (start <= samples.length() && !samples.isEmpty()) {
            int end = samples.indexOf('\n', start);
            int lineEnd = end < 0 ? samples.length() : end;
            boolean cr = lineEnd > start && samples.charAt(lineEnd - 1) == '\r';
            int keyEnd = cr ? lineEnd - 1 : lineEnd;
            if (keyEnd > start) {
                out.append(change.apply(samples.substring(start, keyEnd)));
            }
            if (cr) {
                out.append('\r');
            }
            if (end < 0) {
                break;
            }
            out.append('\n');
            start = end + 1;
        }
        return out.toString();
    }

    /**
     * {@link #mapSamples}, kept for the request as {@code change} names it ({@code change}: the check and what it
     * changes the keys to): "Fix all" proves a check's fix in several rounds on the same sample keys.
     */
    static String mapSamples(Input input, Object change, UnaryOperator<String> rewrite) {
        record Rewritten(String samples, Object change) {}
        return input.memo().get(new Rewritten(input.form().samples(), change), () -> mapSamples(input.form(), rewrite));
    }
}
