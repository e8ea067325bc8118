package keyslice.domain.form;

/**
 * A corrected state, offered with a warning or a problem: {@code label} says in a few words what it changes, and
 * {@code form} is the state with that change made. It compiles without errors.
 */
public record Fix(String label, QueryForm form) {}
