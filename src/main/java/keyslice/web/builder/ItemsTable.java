package keyslice.web.builder;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;

/**
 * One page of items as the panel's table shows them: key columns first (the read partition and sort key, then the
 * table's and the indexes' keys, then the rest as the items name them), values as people read them ({@code root/},
 * not {@code S: root/}) with their type once per column, and the partition attributes that are the same in every row
 * shown once above the table instead (every one of a multi-attribute key's, as its partition is all of them).
 *
 * @param partition the partition attributes shown above the table, in key order; empty when none has one value in
 *                  every row (or no item has it)
 */
public record ItemsTable(List<Partition> partition, List<Column> columns, List<List<Cell>> rows) {

    /** Values longer than this (in characters) are cut in the table; the full value shows on hover and focus. */
    public static final int CLIPPED_AT = 40;

    public ItemsTable {
        partition = List.copyOf(partition);
        columns = List.copyOf(columns);
        rows = rows.stream().map(List::copyOf).toList();
    }

    /** A partition attribute every row shares. */
    public record Partition(String name, String value, String type) {
        public String typeName() {
            return ItemsTable.typeName(type);
        }
    }

    /** @param type the type every value of the column has ({@code S}), or "" when they differ (each cell says its own) */
    public record Column(String name, String type) {
        public String typeName() {
            return ItemsTable.typeName(type);
        }
    }

    /** @param type the value's type when its column has no single one, else "" */
    public record Cell(String text, String type) {
        public boolean absent() {
            return text == null;
        }

        public boolean clipped() {
            return text != null && text.codePointCount(0, text.length()) > CLIPPED_AT;
        }

        public String typeName() {
            return ItemsTable.typeName(type);
        }
    }

    public boolean isEmpty() {
        return rows.isEmpty();
    }

    /**
     * @param items   the engine's items, attribute name to wire value ({@code {"S": "root/"}})
     * @param keys       key attribute names in the order they lead the table; the first {@code partitions} are the
     *                   read partition's attributes
     * @param partitions how many of {@code keys} are the read partition's attributes
     * @param compact    JSON for the values that are not text (sets, maps, lists)
     */
    public static ItemsTable of(
            List<Map<String, Object>> items, List<String> keys, int partitions, Function<Object, String> compact) {
        Set<String> names = new LinkedHashSet<>();
        items.forEach(item -> names.addAll(item.keySet()));
        List<String> ordered = new ArrayList<>();
        keys.stream().distinct().filter(names::contains).forEach(ordered::add);
        names.stream().filter(name -> !ordered.contains(name)).forEach(ordered::add);

        List<Partition> partition = new ArrayList<>();
        keys.stream().limit(partitions).distinct().forEach(name -> {
            Partition shared = shared(items, name, compact);
            if (shared != null) {
                partition.add(shared);
                ordered.remove(name);
            }
        });
        List<Column> columns = ordered.stream()
                .map(name -> new Column(name, sharedType(items, name)))
                .toList();
        List<List<Cell>> rows = items.stream()
                .map(item -> columns.stream()
                        .map(column -> {
                            Object wire = item.get(column.name());
                            return wire == null
                                    ? new Cell(null, "")
                                    : new Cell(
                                            text(wire, compact), column.type().isEmpty() ? type(wire) : "");
                        })
                        .toList())
                .toList();
        return new ItemsTable(partition, columns, rows);
    }

    /** The attribute's value when every item has the same one. */
    private static Partition shared(List<Map<String, Object>> items, String name, Function<Object, String> compact) {
        if (items.isEmpty()) {
            return null;
        }
        Object first = items.get(0).get(name);
        if (first == null || !items.stream().allMatch(item -> Objects.equals(first, item.get(name)))) {
            return null;
        }
        return new Partition(name, text(first, compact), type(first));
    }

    private static String sharedType(List<Map<String, Object>> items, String name) {
        Set<String> types = new LinkedHashSet<>();
        items.stream().map(item -> item.get(name)).filter(Objects::nonNull).forEach(wire -> types.add(type(wire)));
        return types.size() == 1 ? types.iterator().next() : "";
    }

    /** The wire type ({@code S}, {@code N}, {@code SS}, {@code M}, …), or "" for a value that is not typed. */
    private static String type(Object wire) {
        return wire instanceof Map<?, ?> typed && typed.size() == 1
                ? String.valueOf(typed.keySet().iterator().next())
                : "";
    }

    /** A scalar as its text ({@code root/}, {@code 42}, {@code true}); sets, maps and lists as compact JSON. */
    private static String text(Object wire, Function<Object, String> compact) {
        if (!(wire instanceof Map<?, ?> typed) || typed.size() != 1) {
            return compact.apply(wire);
        }
        Object value = typed.values().iterator().next();
        if ("NULL".equals(typed.keySet().iterator().next())) {
            return "null";
        }
        return value instanceof String || value instanceof Boolean ? String.valueOf(value) : compact.apply(value);
    }

    /** DynamoDB's name for a type code, for the hint's title. */
    static String typeName(String type) {
        return switch (type) {
            case "S" -> "string";
            case "N" -> "number";
            case "B" -> "binary (base64)";
            case "SS" -> "string set";
            case "NS" -> "number set";
            case "BS" -> "binary set";
            case "M" -> "map";
            case "L" -> "list";
            case "BOOL" -> "boolean";
            case "NULL" -> "null";
            default -> type;
        };
    }
}
