package keyslice.domain.form;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * The problems of a field's lines (sample keys, tuples, items): the first {@link #MAX} in full, the rest counted in one
 * more problem. A thousand bad lines would otherwise be a thousand messages, worked out and shown on the page and in
 * every answer; each problem past the first few is never written.
 */
public final class LineProblems {

    public static final int MAX = 10;

    private final String field;
    private final List<Problem> shown = new ArrayList<>();
    private int more;

    public LineProblems(Field field) {
        this(field.code());
    }

    public LineProblems(String field) {
        this.field = field;
    }

    /** Records a line's problem, writing it only while fewer than {@link #MAX} are shown. */
    public void add(Supplier<Problem> problem) {
        if (shown.size() < MAX) {
            shown.add(problem.get());
        } else {
            more++;
        }
    }

    public boolean isEmpty() {
        return shown.isEmpty();
    }

    /** The problems shown, then how many more lines have one. */
    public List<Problem> list() {
        if (more == 0) {
            return List.copyOf(shown);
        }
        List<Problem> out = new ArrayList<>(shown);
        out.add(new Problem(
                field,
                more + " more " + (more == 1 ? "line has a problem" : "lines have problems")
                        + " like these; fix the ones above first.",
                more + " more lines with problems"));
        return List.copyOf(out);
    }
}
