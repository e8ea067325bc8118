package keyslice.domain.filter;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/** A document path: a top-level attribute name, then map keys ({@code .name}) and list indexes ({@code [0]}). */
public record Path(List<Element> elements) implements Operand {

    /** One step of a path. */
    public sealed interface Element permits Name, Index {}

    /** An attribute name or map key, any non-empty text. */
    public record Name(String name) implements Element {
        public Name {
            if (name.isEmpty()) {
                throw new IllegalArgumentException("an attribute name cannot be empty");
            }
        }
    }

    /** A list index, from 0. */
    public record Index(int index) implements Element {
        /**
         * Whether {@code text} is a list index as a path writes it: one to nine ASCII digits, checked without a regular
         * expression, since a projection may hold hundreds of indexes.
         */
        static boolean written(String text) {
            if (text.isEmpty() || text.length() > 9) {
                return false;
            }
            for (int i = 0; i < text.length(); i++) {
                if (text.charAt(i) < '0' || text.charAt(i) > '9') {
                    return false;
                }
            }
            return true;
        }

        public Index {
            if (index < 0) {
                throw new IllegalArgumentException("a list index cannot be negative: " + index);
            }
        }
    }

    public Path {
        elements = List.copyOf(elements);
        if (elements.isEmpty() || !(elements.get(0) instanceof Name)) {
            throw new IllegalArgumentException("a path starts with an attribute name: " + elements);
        }
    }

    /** The top-level attribute, the one a key schema names. */
    public String head() {
        return ((Name) elements.get(0)).name();
    }

    /** Whether this path is {@code other} or leads into it ({@code a} and {@code a.b}): DynamoDB calls that an overlap. */
    boolean overlaps(Path other) {
        int shorter = Math.min(elements.size(), other.elements.size());
        return elements.subList(0, shorter).equals(other.elements.subList(0, shorter));
    }

    /**
     * Whether, where this path and {@code other} first part, one goes on with a map key and the other with a list index
     * ({@code a.b} and {@code a[0]}): DynamoDB calls that a conflict, since no value is both a map and a list.
     */
    boolean conflicts(Path other) {
        int shorter = Math.min(elements.size(), other.elements.size());
        for (int i = 0; i < shorter; i++) {
            if (!elements.get(i).equals(other.elements.get(i))) {
                return elements.get(i).getClass() != other.elements.get(i).getClass();
            }
        }
        return false;
    }

    public <R> R accept(Visitor<R> visitor) {
        return visitor.path(this);
    }

    /** The value this path names in {@code item}: empty when an attribute, map key or list index on the way is missing. */
    public Optional<ItemValue> in(Map<String, ItemValue> item) {
        ItemValue current = item.get(head());
        for (Element element : elements.subList(1, elements.size())) {
            if (current == null) {
                return Optional.empty();
            }
            if (element instanceof Index index) {
                current = current instanceof ItemValue.L list
                                && index.index() < list.elements().size()
                        ? list.elements().get(index.index())
                        : null;
            } else {
                current = current instanceof ItemValue.M map ? map.entries().get(((Name) element).name()) : null;
            }
        }
        return Optional.ofNullable(current);
    }
}
