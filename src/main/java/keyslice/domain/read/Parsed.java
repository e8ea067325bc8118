package keyslice.domain.read;

import java.util.List;
import java.util.Optional;
import keyslice.domain.form.Problem;

/**
 * One field read once: its meaning ({@code value}, a default when it could not be read) and the problem that says why
 * not. The problem is not reported here: the validation adds it where its place in the problem list is.
 */
public record Parsed<T>(T value, Optional<Problem> problem) {

    static <T> Parsed<T> ok(T value) {
        return new Parsed<>(value, Optional.empty());
    }

    static <T> Parsed<T> wrong(T value, Problem problem) {
        return new Parsed<>(value, Optional.of(problem));
    }

    /** The value, after adding the problem, if any, to {@code problems}. */
    public T into(List<Problem> problems) {
        problem.ifPresent(problems::add);
        return value;
    }
}
