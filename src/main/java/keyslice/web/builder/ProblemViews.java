package keyslice.web.builder;

import java.util.List;
import keyslice.domain.form.Field;
import keyslice.domain.form.Fix;
import keyslice.domain.form.Problem;
import keyslice.web.builder.BuilderPage.ProblemView;

/** The builder page's problems as it shows them: errors next to their fields, prompts for the next step. */
final class ProblemViews {

    private ProblemViews() {}

    static List<ProblemView> of(BuilderPage page) {
        return page.problems().stream()
                .map(p -> new ProblemView(
                        p.field(),
                        Field.named(p.field()).map(Field::label).orElse("Form"),
                        live(page) && blank(page, p.field()) ? "Fill this in next." : p.summary(),
                        p.message(),
                        isPrompt(page, p),
                        p.fix().map(Fix::label).orElse(null),
                        p.fix().map(fix -> "fix:" + p.field()).orElse(null)))
                .toList();
    }

    /**
     * The messages shown next to a field: its errors, not its prompts (those are listed above the output), and the sample
     * lines a valid Query could not read, which are no error of the Query's.
     */
    static List<String> errorsFor(BuilderPage page, String field) {
        List<Problem> problems = page.problems();
        List<Problem> unread = page.output() == null ? List.of() : page.output().sampleProblems();
        if (problems.isEmpty() && unread.isEmpty()) {
            return List.of(); // the usual live update: every one of the page's fifty slots is asked for
        }
        return java.util.stream.Stream.concat(problems.stream().filter(p -> !isPrompt(page, p)), unread.stream())
                .filter(p -> p.field().equals(field))
                .map(Problem::message)
                .toList();
    }

    private static boolean isPrompt(BuilderPage page, Problem problem) {
        return live(page) && (problem.field().equals(page.typing()) || blank(page, problem.field()));
    }

    /** A live update (the page's script names the field being typed, or "" for none); null for a page or a submit. */
    private static boolean live(BuilderPage page) {
        return page.typing() != null;
    }

    /** A field nothing has been typed into ({@link BlankFields}). */
    private static boolean blank(BuilderPage page, String field) {
        return BlankFields.blank(page.read(), field);
    }
}
