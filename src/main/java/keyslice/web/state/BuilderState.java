package keyslice.web.state;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import keyslice.domain.compile.Compilation;
import keyslice.domain.compile.QueryCompiler;
import keyslice.domain.form.Field;
import keyslice.domain.form.Memo;
import keyslice.domain.form.Problem;
import keyslice.domain.form.QueryForm;
import keyslice.domain.read.ReadForm;

/**
 * One request's builder state: the form as typed and read ({@code read}) and either the valid result or every problem, with the warnings
 * that the valid parts of an invalid form already deserve; and its permalink, worked out once (a page shows it in
 * several places); and what its compilations have read ({@code memo}), for the fixes worked out after it.
 */
public record BuilderState(
        ReadForm read,
        Compilation.Valid valid,
        List<Problem> problems,
        List<keyslice.domain.warnings.Warning> partialWarnings,
        String permalink,
        Memo memo) {

    public static BuilderState from(DecodedQuery decoded) {
        FormParser.Parsed parsed = FormParser.parse(decoded.params());
        return of(parsed.form(), inputProblems(decoded, parsed), new Memo());
    }

    /** The state of a parsed form and the problems of its parameters, sharing {@code memo} with the request's other work. */
    public static BuilderState of(FormParser.Parsed parsed, List<Problem> inputProblems, Memo memo) {
        return of(parsed.form(), inputProblems, memo);
    }

    /**
     * Problems with the parameters themselves, before any rule: undecodable values, repeated scalars and a compressed
     * state that cannot be read. Unknown parameters are ignored, and so are their decoding problems.
     */
    public static List<Problem> inputProblems(DecodedQuery decoded) {
        return inputProblems(decoded, FormParser.parse(decoded.params()));
    }

    /** The same, from a parse already made: every request is parsed once on its way to a state. */
    public static List<Problem> inputProblems(DecodedQuery decoded, FormParser.Parsed parsed) {
        List<Problem> problems = new ArrayList<>();
        decoded.problems().stream()
                .filter(p -> Field.named(p.field()).isPresent()
                        || p.field().equals("startKey")
                        || p.field().equals(CompressedState.PARAM))
                .forEach(problems::add);
        problems.addAll(parsed.problems());
        return problems;
    }

    /** The state of an edited form, carrying the edit's own problem if it was refused. */
    public static BuilderState from(QueryForm form, Optional<Problem> editProblem) {
        return from(form, editProblem, new Memo());
    }

    /** The same, sharing {@code memo} with the request's other compilations (the edit's). */
    public static BuilderState from(QueryForm form, Optional<Problem> editProblem, Memo memo) {
        return of(form, editProblem.map(List::of).orElse(List.of()), memo);
    }

    private static BuilderState of(QueryForm form, List<Problem> earlier, Memo memo) {
        // The form is read once: the compiler, the permalink and the page read its meaning from here.
        ReadForm read = ReadForm.of(form);
        List<Problem> problems = new ArrayList<>(earlier);
        List<Problem> oversized = FormLimits.problemsBesideSamples(form);
        if (!oversized.isEmpty()) {
            problems.addAll(oversized);
            return new BuilderState(read, null, List.copyOf(problems), List.of(), Permalink.of(read), memo);
        }
        // More samples than are read are left out, unread: the Query is built all the same (samples are not part of
        // it).
        List<Problem> unreadSamples = FormLimits.sampleProblems(form.samples());
        Compilation compilation = unreadSamples.isEmpty()
                ? QueryCompiler.compile(read, memo)
                : QueryCompiler.compile(read.withoutSamples(), memo, unreadSamples);
        Compilation.Valid valid = null;
        List<keyslice.domain.warnings.Warning> partialWarnings = List.of();
        if (compilation instanceof Compilation.Invalid invalid) {
            problems.addAll(invalid.problems());
            partialWarnings = invalid.warnings();
        } else if (problems.isEmpty()) {
            valid = (Compilation.Valid) compilation;
        } else {
            partialWarnings = ((Compilation.Valid) compilation).warnings();
        }
        return new BuilderState(read, valid, List.copyOf(problems), partialWarnings, Permalink.of(read), memo);
    }

    /** The form as typed, which the page shows back. */
    public QueryForm form() {
        return read.form();
    }

    public boolean isValid() {
        return valid != null;
    }
}
