package keyslice.explain;

import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import keyslice.domain.filter.Comparator;
import keyslice.domain.filter.Condition;
import keyslice.domain.filter.FilterText;
import keyslice.domain.filter.Function;
import keyslice.domain.filter.ItemValue;
import keyslice.domain.filter.Operand;
import keyslice.domain.filter.Path;
import keyslice.domain.form.FormBuilder;
import keyslice.domain.form.Problem;
import keyslice.domain.form.QueryForm;
import keyslice.domain.text.Shown;

/**
 * A PartiQL SELECT read as the Query DynamoDB runs for it. DynamoDB runs a SELECT as a Query when its WHERE clause
 * pins the partition key with {@code =} (joined by AND), else as a full table scan. Without the table's key schema,
 * keyslice takes the first attribute compared with {@code =} as the partition key and the first range condition
 * ({@code <}, {@code BETWEEN}, {@code begins_with}...) on another attribute as the sort key, and says so; everything
 * else in the WHERE clause is the filter.
 */
final class PartiqlReader {

    private PartiqlReader() {}

    static Explanation read(String text) throws Unreadable {
        PartiqlParser.Select select = PartiqlParser.parse(text);
        List<String> notes = new ArrayList<>();
        List<Problem> problems = new ArrayList<>();
        List<Condition> conjuncts = new ArrayList<>();
        select.where().ifPresent(where -> flatten(where, conjuncts));
        Optional<Condition> partition =
                conjuncts.stream().filter(c -> keyValue(c, true).isPresent()).findFirst();
        if (partition.isEmpty()) {
            notes.add(
                    "No attribute is compared with = in a WHERE clause of ANDs, so DynamoDB runs this SELECT as a full table scan, "
                            + "reading every item of the " + (select.index().isEmpty() ? "table" : "index")
                            + ". A WHERE clause with "
                            + "the partition key = a value (and the sort key's condition, with AND) makes it a Query.");
            return new Explanation(Explanation.Source.PARTIQL, "Scan", Optional.empty(), problems, notes);
        }
        conjuncts.remove(partition.get());
        String pk = name(partition.get());
        Optional<Condition> sort = conjuncts.stream()
                .filter(c -> keyValue(c, false).isPresent() && !name(c).equals(pk))
                .findFirst();
        sort.ifPresent(conjuncts::remove);
        FormBuilder form = QueryForm.builder().table(select.table()).index(select.index());
        ItemValue pkValue = keyValue(partition.get(), true).get().get(0);
        form.pk(pk).pkType(type(pkValue)).pkValue(text(pkValue));
        sort.ifPresent(condition -> sortKey(form, condition));
        notes.add("Without the table's key schema keyslice took " + Shown.quoted(pk)
                + " as the partition key (the first attribute "
                + "compared with =)"
                + sort.map(c -> " and " + Shown.quoted(name(c)) + " as the sort key (the first range condition "
                                + "on another attribute)")
                        .orElse(", with no sort key condition")
                + "; if the key is another, change it in the builder.");
        if (!conjuncts.isEmpty()) {
            Condition filter = conjuncts.get(0);
            for (Condition next : conjuncts.subList(1, conjuncts.size())) {
                filter = new Condition.And(filter, next);
            }
            form.filter(FilterText.of(filter));
        }
        if (!select.projection().isEmpty()) {
            form.project(
                    select.projection().stream().map(PartiqlReader::pathText).collect(Collectors.joining(", ")));
        }
        if (select.descending()) {
            form.order("desc");
        }
        return new Explanation(Explanation.Source.PARTIQL, "Query", Optional.of(form.build()), problems, notes);
    }

    private static void flatten(Condition condition, List<Condition> conjuncts) {
        if (condition instanceof Condition.And and) {
            flatten(and.left(), conjuncts);
            flatten(and.right(), conjuncts);
        } else {
            conjuncts.add(condition);
        }
    }

    /** A top-level attribute's name, when the condition is about one; "" otherwise. */
    private static String name(Condition condition) {
        Operand subject = null;
        if (condition instanceof Condition.Compare compare) {
            subject = compare.left() instanceof Path ? compare.left() : compare.right();
        } else if (condition instanceof Condition.Between between) {
            subject = between.subject();
        } else if (condition instanceof Condition.Call call && !call.arguments().isEmpty()) {
            subject = call.arguments().get(0);
        }
        return subject instanceof Path path
                        && path.elements().size() == 1
                        && path.elements().get(0) instanceof Path.Name n
                ? n.name()
                : "";
    }

    /** The values of a key condition on a top-level attribute: {@code =} for the partition, a range for the sort key. */
    private static Optional<List<ItemValue>> keyValue(Condition condition, boolean partition) {
        if (name(condition).isEmpty()) {
            return Optional.empty();
        }
        List<Operand> values = List.of();
        if (condition instanceof Condition.Compare compare
                && (compare.comparator() == Comparator.EQ || (!partition && compare.comparator() != Comparator.NE))) {
            values = List.of(compare.left() instanceof Path ? compare.right() : compare.left());
        } else if (condition instanceof Condition.Between between && !partition) {
            values = List.of(between.lower(), between.upper());
        } else if (condition instanceof Condition.Call call && !partition && call.function() == Function.BEGINS_WITH) {
            values = List.of(call.arguments().get(1));
        }
        if (values.isEmpty()
                || !values.stream().allMatch(v -> v instanceof Operand.Literal l && isKeyType(l.value()))) {
            return Optional.empty();
        }
        return Optional.of(values.stream()
                .map(v -> (ItemValue) ((Operand.Literal) v).value())
                .toList());
    }

    private static boolean isKeyType(ItemValue value) {
        return value.type() == ItemValue.Type.S || value.type() == ItemValue.Type.N;
    }

    private static void sortKey(FormBuilder form, Condition condition) {
        List<ItemValue> values = keyValue(condition, false).get();
        String op = condition instanceof Condition.Between ? "between" : "";
        if (condition instanceof Condition.Compare compare) {
            Comparator comparator =
                    compare.left() instanceof Path ? compare.comparator() : flipped(compare.comparator());
            op = switch (comparator) {
                case EQ -> "eq";
                case LT -> "lt";
                case LE -> "le";
                case GT -> "gt";
                default -> "ge";
            };
        }
        form.sk(name(condition)).skType(type(values.get(0))).op(op).value(text(values.get(0)));
        if (values.size() > 1) {
            form.to(text(values.get(1)));
        }
    }

    private static Comparator flipped(Comparator comparator) {
        return switch (comparator) {
            case LT -> Comparator.GT;
            case LE -> Comparator.GE;
            case GT -> Comparator.LT;
            case GE -> Comparator.LE;
            default -> comparator;
        };
    }

    private static String type(ItemValue value) {
        return value.type() == ItemValue.Type.N ? "N" : "";
    }

    private static String text(ItemValue value) {
        return switch (value.type()) {
            case N -> ((ItemValue.N) value).text();
            case B -> Base64.getEncoder().encodeToString(((ItemValue.B) value).bytes());
            default -> ((ItemValue.S) value).text();
        };
    }

    private static String pathText(Path path) {
        StringBuilder text = new StringBuilder();
        for (Path.Element element : path.elements()) {
            if (element instanceof Path.Name name) {
                text.append(text.length() == 0 ? "" : ".").append(FilterText.name(name.name()));
            } else {
                text.append('[').append(((Path.Index) element).index()).append(']');
            }
        }
        return text.toString();
    }
}
