package keyslice.datamodel;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import keyslice.domain.JsonLine;

/**
 * A value of a design file's JSON with its place in the file, so that each problem says where it is. A reader asks for
 * what it expects; a value of another shape adds one problem and reads as absent, so that reading goes on and every
 * problem of the file is found at once.
 */
record Node(String where, Object value, List<ModelProblem> problems) {

    Node member(String name) {
        Object member = value instanceof Map<?, ?> map ? map.get(name) : null;
        return new Node(where.isEmpty() ? name : where + "." + name, member == JsonLine.NULL ? null : member, problems);
    }

    boolean present() {
        return value != null;
    }

    /** The elements of an array; a missing member is an empty list when {@code required} is false. */
    List<Node> elements(boolean required) {
        if (value instanceof List<?> list) {
            List<Node> elements = new ArrayList<>();
            for (int i = 0; i < list.size(); i++) {
                elements.add(new Node(where + "[" + i + "]", list.get(i), problems));
            }
            return elements;
        }
        if (value != null || required) {
            problem(value == null ? "is missing: expected an array" : "must be an array");
        }
        return List.of();
    }

    /** The members of an object, each as a node; a missing member is empty when {@code required} is false. */
    List<Map.Entry<String, Node>> members(boolean required) {
        if (value instanceof Map<?, ?> map) {
            List<Map.Entry<String, Node>> members = new ArrayList<>();
            for (Object name : map.keySet()) {
                members.add(Map.entry((String) name, member((String) name)));
            }
            return members;
        }
        if (value != null || required) {
            problem(value == null ? "is missing: expected an object" : "must be an object");
        }
        return List.of();
    }

    /** A string member's text, or empty (with a problem when required or of another type). */
    Optional<String> text(boolean required) {
        if (value instanceof String text) {
            if (required && text.isEmpty()) {
                problem("must not be empty");
                return Optional.empty();
            }
            return Optional.of(text);
        }
        if (value instanceof JsonLine.Number number) {
            // An id written as a number ("pattern": 1) is the same id.
            return Optional.of(number.text());
        }
        if (value != null || required) {
            problem(value == null ? "is missing: expected a string" : "must be a string");
        }
        return Optional.empty();
    }

    void problem(String what) {
        problems.add(new ModelProblem(where.isEmpty() ? "the file" : where, what));
    }
}
