package keyslice.conformance;

import static keyslice.conformance.DesignRandomValues.typed;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * The Query patterns of a {@link DesignGenerator} design: on a table or index, a partition, a prefix of the sort
 * attributes with an operator on the last, either order, sometimes Limit and a filter, drawn from the generator's own
 * seeded {@link Random} so that a seed still names one design.
 */
final class DesignPatterns {

    private static final List<String> OPERATORS = List.of("=", "<", "<=", ">", ">=", "BETWEEN", "begins_with");

    private final Random random;
    private final DesignRandomValues draw;

    DesignPatterns(Random random, DesignRandomValues draw) {
        this.random = random;
        this.draw = draw;
    }

    /** One Query pattern on {@code target}: its partition, a sort-key condition, order, Limit and filter. */
    DesignGenerator.Pattern pattern(String id, DesignGenerator.Target target, List<Map<String, Object>> items) {
        List<Map<String, Object>> held = items.stream()
                .filter(item -> target.hash().stream().allMatch(a -> item.containsKey(a.name()))
                        && target.range().stream().allMatch(a -> item.containsKey(a.name())))
                .toList();
        Map<String, Object> model =
                held.isEmpty() || random.nextInt(10) == 0 ? null : held.get(random.nextInt(held.size()));
        Map<String, Object> request = new LinkedHashMap<>();
        request.put("TableName", target.table());
        if (target.index() != null) {
            request.put("IndexName", target.index());
        }
        Map<String, String> names = new LinkedHashMap<>();
        Map<String, Object> values = new LinkedHashMap<>();
        List<String> condition = new ArrayList<>();
        for (int h = 0; h < target.hash().size(); h++) {
            DesignGenerator.Attribute a = target.hash().get(h);
            names.put("#p" + h, a.name());
            values.put(":p" + h, model == null ? typed(a.type(), draw.value(a.type())) : model.get(a.name()));
            condition.add("#p" + h + " = :p" + h);
        }
        // a quarter name the partition alone; the others a prefix of the sort attributes, an operator on the last
        int named = target.range().isEmpty() || random.nextInt(4) == 0
                ? 0
                : 1 + random.nextInt(target.range().size());
        for (int s = 0; s < named; s++) {
            DesignGenerator.Attribute a = target.range().get(s);
            names.put("#s" + s, a.name());
            Object value = model == null || random.nextInt(5) == 0
                    ? typed(a.type(), draw.value(a.type()))
                    : model.get(a.name());
            if (s < named - 1) {
                values.put(":s" + s, value);
                condition.add("#s" + s + " = :s" + s);
                continue;
            }
            List<String> operators = a.type().equals("N") ? OPERATORS.subList(0, 6) : OPERATORS;
            String op = operators.get(random.nextInt(operators.size()));
            switch (op) {
                case "BETWEEN" -> {
                    Object other = typed(a.type(), draw.value(a.type()));
                    boolean inOrder = DesignValues.compare(value, other) <= 0;
                    values.put(":s" + s, inOrder ? value : other);
                    values.put(":t" + s, inOrder ? other : value);
                    condition.add("#s" + s + " BETWEEN :s" + s + " AND :t" + s);
                }
                case "begins_with" -> {
                    values.put(":s" + s, DesignValues.prefix(value, random));
                    condition.add("begins_with(#s" + s + ", :s" + s + ")");
                }
                default -> {
                    values.put(":s" + s, value);
                    condition.add("#s" + s + " " + op + " :s" + s);
                }
            }
        }
        boolean ordered = !target.range().isEmpty();
        if (random.nextInt(3) == 0) {
            names.put("#f", random.nextBoolean() ? "a" : "n");
            String filter = switch (random.nextInt(5)) {
                case 0 -> "attribute_exists(#f)";
                case 1 -> "attribute_not_exists(#f)";
                case 2 -> "#f <> :f";
                case 3 -> "#f > :f";
                default -> "NOT #f < :f";
            };
            if (filter.contains(":f")) {
                values.put(":f", names.get("#f").equals("a") ? typed("S", draw.string()) : typed("N", draw.number()));
            }
            request.put("FilterExpression", filter);
        }
        request.put("KeyConditionExpression", String.join(" AND ", condition));
        request.put("ExpressionAttributeNames", names);
        request.put("ExpressionAttributeValues", values);
        if (ordered && random.nextInt(3) == 0) {
            request.put("Limit", 1 + random.nextInt(5));
        }
        if (random.nextBoolean()) {
            request.put("ScanIndexForward", false);
        }
        return new DesignGenerator.Pattern(id, request, ordered);
    }
}
