package keyslice.datamodel;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import keyslice.datamodel.ModelTable.KeyElement;
import keyslice.domain.text.Shown;

/**
 * {@code template-collision}: two entities of one table whose key templates can make the same primary key, so that
 * writing one item can overwrite the other's. A placeholder stands for any non-empty text without the characters the
 * two templates' literals use as separators (anything but a letter or a digit): a key design picks separators its
 * values do not hold, so {@code USER#{id}} and {@code USER#{id}#PROFILE} do not collide (the id would hold a
 * {@code #}), while {@code USER#{id}} and {@code USER#{name}} do. The entities collide when, for every attribute of the
 * table's key, both have a template and some value follows both; an entity without a template for one of them is not
 * judged. Index keys may repeat, so only the table's key counts.
 */
final class TemplateCollisions {

    /** Entities per table compared pairwise, and template length: beyond them a design is not checked for this. */
    static final int MAX_ENTITIES = 200;

    static final int MAX_TEMPLATE_CHARS = 256;

    /** One step of a template as a pattern: a literal character, any one character, or any run of them. */
    private static final int ANY = -1;

    private static final int RUN = -2;

    private TemplateCollisions() {}

    static List<Finding> of(DataModel model) {
        List<Finding> findings = new ArrayList<>();
        for (ModelTable table : model.tables()) {
            List<Entity> entities = Entities.ofTable(model, table);
            if (entities.size() > MAX_ENTITIES) {
                continue;
            }
            for (int i = 0; i < entities.size(); i++) {
                for (int j = i + 1; j < entities.size(); j++) {
                    collision(table, entities.get(i), entities.get(j)).ifPresent(findings::add);
                }
            }
        }
        return findings;
    }

    private static Optional<Finding> collision(ModelTable table, Entity a, Entity b) {
        List<String> parts = new ArrayList<>();
        for (KeyElement element : table.key()) {
            Optional<String> left = a.template(element.name());
            Optional<String> right = b.template(element.name());
            if (left.isEmpty()
                    || right.isEmpty()
                    || left.get().length() > MAX_TEMPLATE_CHARS
                    || right.get().length() > MAX_TEMPLATE_CHARS) {
                return Optional.empty();
            }
            Optional<String> shared = sharedValue(KeyTemplate.parse(left.get()), KeyTemplate.parse(right.get()));
            if (shared.isEmpty()) {
                return Optional.empty();
            }
            parts.add(element.name() + " " + Shown.quotedWhole(shared.get()) + " (" + a.name() + "'s "
                    + Shown.quotedWhole(left.get()) + ", " + b.name() + "'s " + Shown.quotedWhole(right.get()) + ")");
        }
        return Optional.of(new Finding(
                Finding.Code.TEMPLATE_COLLISION,
                "Entities " + a.name() + " and " + b.name() + " of " + table.name() + " can make the same key: "
                        + String.join(" and ", parts) + ", so writing one can overwrite the other. Give them"
                        + " literal parts that neither can make (a different prefix or suffix).",
                List.of(),
                List.of(table.name())));
    }

    /**
     * A value both templates make, if any: the product of their patterns walked breadth-first (a state is a place in
     * each; at most one state per pair of places), the value written along the way. A placeholder never takes one of
     * the separators of either template.
     */
    static Optional<String> sharedValue(KeyTemplate left, KeyTemplate right) {
        Set<Integer> separators = new HashSet<>();
        separators.addAll(separators(left));
        separators.addAll(separators(right));
        int[] p = steps(left);
        int[] q = steps(right);
        int width = q.length + 1;
        int[] from = new int[(p.length + 1) * width];
        int[] letter = new int[from.length];
        java.util.Arrays.fill(from, -2);
        Deque<Integer> queue = new ArrayDeque<>();
        from[0] = -1;
        queue.add(0);
        while (!queue.isEmpty()) {
            int state = queue.poll();
            int i = state / width;
            int j = state % width;
            if (i == p.length && j == q.length) {
                StringBuilder value = new StringBuilder();
                for (int at = state; from[at] >= 0; at = from[at]) {
                    if (letter[at] >= 0) {
                        value.appendCodePoint(letter[at]);
                    }
                }
                return Optional.of(value.reverse().toString());
            }
            int a = i < p.length ? p[i] : Integer.MIN_VALUE;
            int b = j < q.length ? q[j] : Integer.MIN_VALUE;
            if (a == RUN) {
                visit(queue, from, letter, state, (i + 1) * width + j, -1);
                if (j < q.length && b != RUN && !separators.contains(b)) {
                    visit(queue, from, letter, state, i * width + j + 1, b == ANY ? 'x' : b);
                }
            }
            if (b == RUN) {
                visit(queue, from, letter, state, i * width + j + 1, -1);
                if (i < p.length && a != RUN && !separators.contains(a)) {
                    visit(queue, from, letter, state, (i + 1) * width + j, a == ANY ? 'x' : a);
                }
            }
            boolean placeholderTakes = (a != ANY || !separators.contains(b)) && (b != ANY || !separators.contains(a));
            if (i < p.length
                    && j < q.length
                    && a != RUN
                    && b != RUN
                    && (a == b || a == ANY || b == ANY)
                    && placeholderTakes) {
                visit(queue, from, letter, state, (i + 1) * width + j + 1, a != ANY ? a : b != ANY ? b : 'x');
            }
        }
        return Optional.empty();
    }

    private static void visit(Deque<Integer> queue, int[] from, int[] letter, int state, int next, int written) {
        if (from[next] == -2) {
            from[next] = state;
            letter[next] = written;
            queue.add(next);
        }
    }

    /** The characters of the template's literals that are neither letters nor digits. */
    private static Set<Integer> separators(KeyTemplate template) {
        Set<Integer> separators = new HashSet<>();
        for (String literal : template.literals()) {
            literal.codePoints().filter(c -> !Character.isLetterOrDigit(c)).forEach(separators::add);
        }
        return separators;
    }

    /** The template as steps: its literal code points, and each placeholder as one character then any run. */
    private static int[] steps(KeyTemplate template) {
        List<Integer> steps = new ArrayList<>();
        for (int i = 0; i < template.literals().size(); i++) {
            template.literals().get(i).codePoints().forEach(steps::add);
            if (i < template.placeholders().size()) {
                steps.add(ANY);
                steps.add(RUN);
            }
        }
        return steps.stream().mapToInt(Integer::intValue).toArray();
    }
}
