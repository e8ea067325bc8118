package keyslice.conformance;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.OptionalInt;
import java.util.Random;
import keyslice.domain.key.KeyAttribute;
import keyslice.domain.key.KeyOrder;
import keyslice.domain.key.KeyType;
import keyslice.domain.key.KeyValue;
import keyslice.domain.key.SortOperator;

/**
 * Seeded random Queries on the indexes of a {@link MultiAttributeWorld}: valid ones (every operator on the last sort
 * attribute named, any prefix of the sort attributes, descending, Limit, a filter), and invalid ones of four kinds,
 * each with its single defect. Every attribute stands at its own position in the form (sort attribute 2 of the index
 * in {@code sk2}), so a problem's field names the index attribute it is about.
 */
final class MultiAttributeCases {

    /** The defects of an invalid Query. */
    enum Defect {
        /** A sort attribute left out while a later one is given. */
        SORT_GAP,
        /** A range or begins_with on a sort attribute that another follows. */
        RANGE_NOT_LAST,
        /** A partition attribute left out while a later one is given. */
        PARTITION_MISSING,
        /** begins_with on a sort attribute of type N. */
        BEGINS_WITH_ON_N
    }

    /** One sort attribute's condition: at {@code position} (1-based) in the index, with its operator and values. */
    record Condition(int position, KeyAttribute attribute, SortOperator operator, List<KeyValue> values) {}

    /**
     * One Query. {@code partitionGiven} says which partition attributes the form names; {@code conditions} are in
     * position order and may skip one (a gap); {@code defect} is null for a valid Query.
     */
    record Case(
            int id,
            MultiAttributeWorld.Index index,
            List<KeyValue> partition,
            boolean[] partitionGiven,
            List<Condition> conditions,
            boolean descending,
            OptionalInt limit,
            String filter,
            boolean minimalNames,
            Defect defect) {

        /** The attribute of the index that a keyslice problem on {@code field} is about, or null for another field. */
        KeyAttribute attributeOf(String field) {
            java.util.regex.Matcher m =
                    java.util.regex.Pattern.compile("(pk|sk|op)([2-4]?)").matcher(field);
            if (!m.matches()) {
                return null;
            }
            int position = m.group(2).isEmpty() ? 1 : Integer.parseInt(m.group(2));
            List<KeyAttribute> side = m.group(1).equals("pk") ? index.hash() : index.range();
            return position <= side.size() ? side.get(position - 1) : null;
        }

        String describe() {
            StringBuilder out = new StringBuilder(
                    "case #" + id + (defect == null ? "" : " (" + defect + ")") + " on " + index.table() + " index "
                            + index.name() + " " + index.hash() + " + " + index.range() + ": partition " + partition);
            conditions.forEach(c -> out.append(", ")
                    .append(c.attribute().name())
                    .append(' ')
                    .append(c.operator().code())
                    .append(' ')
                    .append(c.values().stream().map(KeyValue::wireText).toList()));
            return out
                    + (descending ? ", descending" : "")
                    + limit.stream().mapToObj(l -> ", Limit " + l).findFirst().orElse("")
                    + (filter.isEmpty() ? "" : ", filter " + filter)
                    + (minimalNames ? ", minimal names" : "");
        }
    }

    private static final List<String> FILTERS = List.of(
            "v > 50",
            "v BETWEEN 20 AND 70",
            "tag = \"red\"",
            "attribute_exists(w)",
            "begins_with(tag, \"g\")",
            "NOT (tag IN (\"red\", \"blue\"))",
            "w = true",
            "v < 30 OR tag = \"gold\"",
            "attribute_not_exists(tag) AND v >= 10");

    private final Random random;
    private final List<MultiAttributeWorld.Index> indexes;

    MultiAttributeCases(Random random, List<MultiAttributeWorld.Index> indexes) {
        this.random = random;
        this.indexes = indexes;
    }

    /** A valid Query on a random index: a prefix of its sort attributes, equal but the last. */
    Case valid(int id) {
        MultiAttributeWorld.Index index = indexes.get(random.nextInt(indexes.size()));
        List<KeyValue> partition = random.nextInt(12) == 0
                ? index.hash().stream()
                        .map(a -> MultiAttributeWorld.value(random, a.type()))
                        .toList()
                : index.partitions().get(random.nextInt(index.partitions().size()));
        int named =
                random.nextInt(5) == 0 ? 0 : 1 + random.nextInt(index.range().size());
        List<SortOperator> last = new ArrayList<>(SortOperator.allowedOperators(
                index.range().get(Math.max(0, named - 1)).type()));
        List<Condition> conditions = conditions(index, partition, named, last.get(random.nextInt(last.size())));
        boolean[] given = new boolean[index.hash().size()];
        Arrays.fill(given, true);
        return new Case(
                id,
                index,
                partition,
                given,
                conditions,
                random.nextBoolean(),
                random.nextInt(5) < 2 ? OptionalInt.of(1 + random.nextInt(6)) : OptionalInt.empty(),
                random.nextInt(10) < 3 ? FILTERS.get(random.nextInt(FILTERS.size())) : "",
                random.nextInt(5) == 0,
                null);
    }

    /** An invalid Query with one defect of {@code defect}'s kind, or null when no index can have it. */
    Case invalid(int id, Defect defect) {
        List<MultiAttributeWorld.Index> fit = indexes.stream()
                .filter(i -> switch (defect) {
                    case SORT_GAP, RANGE_NOT_LAST -> i.range().size() >= 2;
                    case PARTITION_MISSING -> i.hash().size() >= 2;
                    case BEGINS_WITH_ON_N -> i.range().stream().anyMatch(a -> a.type() == KeyType.N);
                })
                .toList();
        if (fit.isEmpty()) {
            return null;
        }
        MultiAttributeWorld.Index index = fit.get(random.nextInt(fit.size()));
        List<KeyValue> partition =
                index.partitions().get(random.nextInt(index.partitions().size()));
        boolean[] given = new boolean[index.hash().size()];
        Arrays.fill(given, true);
        List<Condition> conditions;
        switch (defect) {
            case SORT_GAP -> {
                int named = 2 + random.nextInt(index.range().size() - 1);
                conditions = new ArrayList<>(conditions(index, partition, named, SortOperator.EQ));
                conditions.remove(random.nextInt(named - 1));
            }
            case RANGE_NOT_LAST -> {
                int named = 2 + random.nextInt(index.range().size() - 1);
                conditions = new ArrayList<>(conditions(index, partition, named, SortOperator.EQ));
                int at = random.nextInt(named - 1);
                Condition eq = conditions.get(at);
                SortOperator op = List.of(SortOperator.LT, SortOperator.GE, SortOperator.BETWEEN)
                        .get(random.nextInt(3));
                conditions.set(
                        at,
                        new Condition(
                                eq.position(),
                                eq.attribute(),
                                op,
                                op == SortOperator.BETWEEN
                                        ? List.of(
                                                eq.values().get(0), eq.values().get(0))
                                        : eq.values()));
            }
            case PARTITION_MISSING -> {
                given[random.nextInt(index.hash().size() - 1)] = false;
                conditions = conditions(
                        index, partition, random.nextInt(index.range().size() + 1), SortOperator.EQ);
            }
            default -> {
                List<Integer> numbers = new ArrayList<>();
                for (int i = 0; i < index.range().size(); i++) {
                    if (index.range().get(i).type() == KeyType.N) {
                        numbers.add(i + 1);
                    }
                }
                int at = numbers.get(random.nextInt(numbers.size()));
                conditions = new ArrayList<>(conditions(index, partition, at, SortOperator.EQ));
                Condition eq = conditions.get(at - 1);
                conditions.set(at - 1, new Condition(at, eq.attribute(), SortOperator.BEGINS_WITH, eq.values()));
            }
        }
        return new Case(id, index, partition, given, conditions, false, OptionalInt.empty(), "", false, defect);
    }

    /** Equalities on sort attributes 1..named-1, drawn from the partition's items where they can be, then {@code last}. */
    private List<Condition> conditions(
            MultiAttributeWorld.Index index, List<KeyValue> partition, int named, SortOperator last) {
        List<MultiAttributeWorld.Item> candidates = index.indexed(partition);
        List<Condition> conditions = new ArrayList<>();
        for (int i = 0; i < named; i++) {
            KeyAttribute attribute = index.range().get(i);
            KeyValue base = candidates.isEmpty() || random.nextInt(10) == 0
                    ? MultiAttributeWorld.pick(random, index.pools().get(attribute.name()))
                    : candidates.get(random.nextInt(candidates.size())).keys().get(attribute.name());
            if (i < named - 1) {
                conditions.add(new Condition(i + 1, attribute, SortOperator.EQ, List.of(base)));
                candidates = candidates.stream()
                        .filter(item -> item.keys().get(attribute.name()).equals(base))
                        .toList();
            } else {
                conditions.add(new Condition(
                        i + 1, attribute, last, values(last, base, attribute.type(), candidates, attribute)));
            }
        }
        return conditions;
    }

    private List<KeyValue> values(
            SortOperator op,
            KeyValue base,
            KeyType type,
            List<MultiAttributeWorld.Item> candidates,
            KeyAttribute attribute) {
        KeyValue value = random.nextInt(4) == 0 ? MultiAttributeWorld.value(random, type) : base;
        return switch (op) {
            case BEGINS_WITH -> List.of(prefix(value));
            case BETWEEN -> {
                KeyValue other = candidates.isEmpty() || random.nextInt(4) == 0
                        ? MultiAttributeWorld.value(random, type)
                        : candidates
                                .get(random.nextInt(candidates.size()))
                                .keys()
                                .get(attribute.name());
                yield KeyOrder.compare(value, other) <= 0 ? List.of(value, other) : List.of(other, value);
            }
            default -> List.of(value);
        };
    }

    /** A non-empty prefix: of whole code points for S, of bytes for B. */
    private KeyValue prefix(KeyValue value) {
        if (value instanceof KeyValue.StringValue s) {
            int points = s.text().codePointCount(0, s.text().length());
            return new KeyValue.StringValue(s.text()
                    .substring(0, s.text().offsetByCodePoints(0, 1 + random.nextInt(points))));
        }
        byte[] bytes = ((KeyValue.BinaryValue) value).bytes();
        return new KeyValue.BinaryValue(Arrays.copyOf(bytes, 1 + random.nextInt(bytes.length)));
    }
}
