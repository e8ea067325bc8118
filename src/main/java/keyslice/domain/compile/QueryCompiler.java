package keyslice.domain.compile;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import keyslice.domain.form.Memo;
import keyslice.domain.form.Problem;
import keyslice.domain.form.QueryForm;
import keyslice.domain.read.ReadForm;
import keyslice.domain.warnings.Proof;

/**
 * Checks a {@link QueryForm} against every rule at once and, when nothing is wrong, builds the query, in stages: read
 * ({@link ReadForm}), validate ({@link Validation}: every problem at once), build ({@link Building}: the expression,
 * names, values and request), evaluate ({@link Evaluated}: the slices and the cost), advise ({@link Advice}: the
 * warnings, and the fixes, each proven by {@link #isValid}: the read and validate stages alone run on the fixed form, and
 * the build when it may reject it). Problems are reported per URL parameter, in DynamoDB's words where DynamoDB has
 * words for them.
 */
public final class QueryCompiler {

    private QueryCompiler() {}

    public static Compilation compile(QueryForm form) {
        return compile(form, new Memo());
    }

    /** The same, reading again nothing that another compilation of this request read ({@link Fixes}, the edits). */
    public static Compilation compile(QueryForm form, Memo memo) {
        return compile(ReadForm.of(form), memo);
    }

    /** The same, for a form already read. */
    public static Compilation compile(ReadForm read, Memo memo) {
        return compile(read, memo, List.of());
    }

    /**
     * The same, for a form whose samples were found unreadable before it was compiled ({@code unreadSamples}: more than
     * are read) and left out of it: like any sample problem, they leave the Query valid ({@link Compilation.Valid}).
     */
    public static Compilation compile(ReadForm read, Memo memo, List<Problem> unreadSamples) {
        Proof proof = fixed -> isValid(fixed, memo);
        Validated validated = Validation.validate(read, memo, unreadSamples);
        if (!validated.problems().isEmpty()) {
            return new Compilation.Invalid(
                    Advice.proven(validated.problems(), proof),
                    Advice.warnings(validated, memo, proof, Optional.empty()));
        }
        Built built = Building.build(validated, memo);
        if (built instanceof Built.Rejected rejected) {
            return new Compilation.Invalid(
                    Advice.proven(rejected.problems(), proof),
                    Advice.warnings(validated, memo, proof, Optional.empty()));
        }
        Built.Ready ready = (Built.Ready) built;
        Evaluated evaluated = Evaluated.of(ready);
        return new Compilation.Valid(
                read,
                ready.query(),
                Advice.warnings(validated, memo, proof, evaluated.itemSlice()),
                evaluated.slice(),
                evaluated.tupleSlice(),
                validated.items().orElse(List.of()),
                evaluated.itemSlice(),
                validated.sampleProblems());
    }

    /**
     * The read, validate and build stages alone, sharing {@code memo} with the request's other compilations: the
     * problems without their fixes, or the built Query without warnings and slices. A design's offered state is checked
     * so.
     */
    public static Compilation checked(QueryForm form, Memo memo) {
        Validated validated = Validation.validate(ReadForm.of(form), memo, List.of());
        if (!validated.problems().isEmpty()) {
            return new Compilation.Invalid(Advice.unfixed(validated.problems()));
        }
        Built built = Building.build(validated, memo);
        if (built instanceof Built.Rejected rejected) {
            return new Compilation.Invalid(Advice.unfixed(rejected.problems()));
        }
        return new Compilation.Valid(
                validated.read(),
                ((Built.Ready) built).query(),
                List.of(),
                Optional.empty(),
                Optional.empty(),
                validated.items().orElse(List.of()),
                Optional.empty(),
                validated.sampleProblems());
    }

    /**
     * DynamoDB's rules for a table name (3 to 255 characters of {@code [a-zA-Z0-9_.-]}), each broken one a problem on
     * {@code field}: checked before any call names the table, so a bad name never reaches the engine.
     */
    public static List<Problem> tableNameProblems(String name, String field) {
        List<Problem> problems = new ArrayList<>();
        if (name.isEmpty()) {
            problems.add(new Problem(field, "the table name is required"));
        }
        Fields.tableName(name, field, "tableName", problems);
        return problems;
    }

    /** Whether the form compiles without errors. */
    public static boolean isValid(QueryForm form) {
        return isValid(form, new Memo());
    }

    /**
     * Whether the form compiles without errors, sharing with {@code memo} what other compilations of the request read:
     * the read and validate stages, and the build only when it may reject the form ({@link Building#mayReject}). Every
     * fix a warning offers is proven so.
     */
    public static boolean isValid(QueryForm form, Memo memo) {
        Validated validated = Validation.validate(ReadForm.of(form), memo, List.of());
        if (!validated.problems().isEmpty()) {
            return false;
        }
        return !Building.mayReject(validated) || Building.build(validated, memo) instanceof Built.Ready;
    }
}
