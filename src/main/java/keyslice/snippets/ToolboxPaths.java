package keyslice.snippets;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import keyslice.domain.filter.Path;

/**
 * Attribute paths as dynamodb-toolbox names them, read in its source ({@code schema/actions/parseCondition}): it
 * rewrites the path of each condition on an attribute, and of an {@code { attr }} compared with, through its path
 * syntax: names of letters, digits, _, #, @ and - joined by dots, list indexes {@code [0]}, other names in
 * {@code ['...']}. Writing a path back it quotes only a name holding . [ or ], so any other name (a space, a letter
 * beyond ASCII) comes back cut or rejected. It keeps placeholders in a plain object, where a name such as
 * {@code constructor} is already an inherited property, and its {@code ['...']} cannot hold a line break or end
 * before {@code ']}.
 */
final class ToolboxPaths {

    /** A name the toolbox reads unquoted in a path. */
    static final Pattern PLAIN = Pattern.compile("[A-Za-z0-9_#@-]+");

    /** What a JavaScript object inherits: the toolbox finds these in its table of placeholders. */
    private static final Set<String> INHERITED = Set.of(
            "constructor",
            "__proto__",
            "__defineGetter__",
            "__defineSetter__",
            "__lookupGetter__",
            "__lookupSetter__",
            "hasOwnProperty",
            "isPrototypeOf",
            "propertyIsEnumerable",
            "toLocaleString",
            "toString",
            "valueOf");

    private ToolboxPaths() {}

    /** Why the toolbox cannot name this attribute at all, or empty when it can. */
    static Optional<String> unnamed(String name) {
        if (INHERITED.contains(name)) {
            return Optional.of("it keeps its placeholders in a plain JavaScript object, where " + JsSyntax.literal(name)
                    + " is an inherited property");
        }
        if (name.chars().anyMatch(c -> c == '\n' || c == '\r' || c == 0x2028 || c == 0x2029)) {
            return Optional.of("its ['...'] path syntax cannot hold the line break in the attribute name "
                    + JsSyntax.literal(name));
        }
        if (name.contains("']")) {
            return Optional.of(
                    "its ['...'] path syntax ends at the first '] in the attribute name " + JsSyntax.literal(name));
        }
        return Optional.empty();
    }

    /** The path as the toolbox writes it back after rewriting it, when that is still this path. */
    static Optional<String> rewrittenPath(Path path, List<String> failures) {
        Optional<String> named = namedPath(path, failures);
        if (named.isEmpty()) {
            return named;
        }
        for (Path.Element element : path.elements()) {
            if (element instanceof Path.Name name
                    && !PLAIN.matcher(name.name()).matches()
                    && name.name().chars().noneMatch(c -> c == '.' || c == '[' || c == ']')) {
                failures.add(
                        "it rewrites the path of a condition on an attribute and quotes only names with . [ or ], "
                                + "so the attribute name " + JsSyntax.literal(name.name()) + " (not only letters, "
                                + "digits, _, #, @ and -) comes back changed; only a comparison with a value names it as written");
                return Optional.empty();
            }
        }
        return named;
    }

    /** {@code "a.b[0]"}, {@code "['first name'].x"}: the path in the toolbox's syntax, when it can name it. */
    static Optional<String> namedPath(Path path, List<String> failures) {
        StringBuilder out = new StringBuilder();
        for (Path.Element element : path.elements()) {
            if (element instanceof Path.Index index) {
                out.append('[').append(index.index()).append(']');
                continue;
            }
            String name = ((Path.Name) element).name();
            Optional<String> unnamed = unnamed(name);
            if (unnamed.isPresent()) {
                failures.add(unnamed.get());
                return Optional.empty();
            }
            if (PLAIN.matcher(name).matches()) {
                out.append(out.isEmpty() ? "" : ".").append(name);
            } else {
                out.append("['").append(name).append("']");
            }
        }
        return Optional.of(JsSyntax.literal(out.toString()));
    }
}
