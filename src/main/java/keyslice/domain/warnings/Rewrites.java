package keyslice.domain.warnings;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;

import keyslice.domain.Fix;
import keyslice.domain.QueryCompiler;
import keyslice.domain.QueryForm;
import keyslice.domain.Segments;
import keyslice.domain.warnings.Input.Bound;

/** Writing a fix: the form with a bound or the sample keys rewritten, offered only when it compiles without errors. */
final class Rewrites {

    private Rewrites() {
    }

    static Optional<Fix> fix(Input input, String label, QueryForm fixed) {
        if (fixed.equals(input.form()) || !QueryCompiler.isValid(fixed, input.memo())) {
            return Optional.empty();
        }
        return Optional.of(new Fix(label, fixed));
    }

    /** The bound's parts replaced, written back the way the user gave that bound (segments or typed text). */
    static QueryForm.Builder withParts(QueryForm.Builder builder, Input input, Bound bound, List<String> parts) {
        if (bound.segmentBuilt()) {
            return bound.lower() ? builder.seg(parts) : builder.toSeg(parts);
        }
        String text = String.join(input.delim(), parts);
        return bound.lower() ? builder.value(text) : builder.to(text);
    }

    /** The bound's whole text replaced: as segments when they still spell it, else as typed text. */
    static QueryForm.Builder withText(QueryForm.Builder builder, Input input, Bound bound, String text) {
        if (bound.segmentBuilt()) {
            List<String> rows = Segments.withoutTrailingBlanks(Input.split(text, input.delim()));
            if (!rows.isEmpty() && new Segments(rows, input.delim(), input.trail()).join().equals(text)) {
                return bound.lower() ? builder.seg(rows) : builder.toSeg(rows);
            }
        }
        return bound.lower() ? builder.seg(List.of()).value(text) : builder.toSeg(List.of()).to(text);
    }

    static QueryForm.Builder mapParts(QueryForm.Builder builder, Input input, Bound bound, UnaryOperator<String> change) {
        return withParts(builder, input, bound, bound.parts().stream().map(change).toList());
    }

    /** The samples with each key rewritten; line breaks and blank lines stay as they were. */
    static String mapSamples(QueryForm form, UnaryOperator<String> change) {
        List<String> lines = new ArrayList<>();
        for (String line : form.samples().isEmpty() ? new String[0] : form.samples().split("\n", -1)) {
            boolean cr = line.endsWith("\r");
            String key = cr ? line.substring(0, line.length() - 1) : line;
            lines.add((key.isEmpty() ? key : change.apply(key)) + (cr ? "\r" : ""));
        }
        return String.join("\n", lines);
    }
}
