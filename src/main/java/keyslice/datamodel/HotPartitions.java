package keyslice.datamodel;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import keyslice.datamodel.ModelTable.KeyElement;
import keyslice.datamodel.ModelTable.ModelIndex;
import keyslice.datamodel.ModelTable.Role;
import keyslice.domain.compile.Compilation;
import keyslice.domain.key.PartitionKeyCondition;
import keyslice.domain.text.Shown;

/**
 * {@code hot-partition}: every item of a growing entity under one partition key value, which takes at most 1,000 write
 * units and 3,000 read units a second however the table is provisioned. An entity grows when one of its key templates
 * has a placeholder; its partition is one value when its template for the partition key of the table, or of an index
 * it maps, has none ({@code PK = ORDERS}). The finding names the patterns that meet it there: Queries whose partition
 * key condition is that value, and writes whose description names the entity.
 */
final class HotPartitions {

    private HotPartitions() {}

    static List<Finding> of(DataModel model, List<PatternRead> reads) {
        List<Finding> findings = new ArrayList<>();
        for (ModelTable table : model.tables()) {
            for (Entity entity : Entities.ofTable(model, table)) {
                boolean grows = entity.templates().values().stream()
                        .anyMatch(template -> !KeyTemplate.parse(template).constant());
                if (!grows) {
                    continue;
                }
                hot(table, entity, Optional.empty(), partitionKey(table.key()), reads)
                        .ifPresent(findings::add);
                for (ModelIndex index : table.indexes()) {
                    hot(table, entity, Optional.of(index), partitionKey(index.key()), reads)
                            .ifPresent(findings::add);
                }
            }
        }
        return findings;
    }

    private static Optional<Finding> hot(
            ModelTable table,
            Entity entity,
            Optional<ModelIndex> index,
            List<String> partitionKeys,
            List<PatternRead> reads) {
        java.util.Map<String, String> values = new java.util.LinkedHashMap<>();
        for (String attribute : partitionKeys) {
            Optional<String> template = entity.template(attribute);
            if (template.isEmpty() || !KeyTemplate.parse(template.get()).constant()) {
                return Optional.empty();
            }
            values.put(attribute, template.get());
        }
        Set<String> patterns = new LinkedHashSet<>();
        for (PatternRead read : reads) {
            if (!read.pattern()
                    .table()
                    .or(() -> read.form().map(f -> f.table()))
                    .equals(Optional.of(table.name()))) {
                continue;
            }
            if (read.compilation().orElse(null) instanceof Compilation.Valid valid) {
                String readsIndex = read.form().map(form -> form.index()).orElse("");
                boolean sameIndex = index.map(ModelIndex::name).orElse("").equals(readsIndex);
                List<PartitionKeyCondition> conditions = valid.built().query().partitionConditions();
                if (sameIndex
                        && values.entrySet().stream()
                                .allMatch(value -> conditions.stream()
                                        .anyMatch(condition -> condition
                                                        .partitionKey()
                                                        .name()
                                                        .equals(value.getKey())
                                                && condition.value().wireText().equals(value.getValue())))) {
                    patterns.add(read.pattern().id());
                }
            } else if (index.isEmpty()
                    && read.pattern().operation().filter(HotPartitions::writes).isPresent()
                    && !OtherEntityReads.named(read.pattern().description(), Set.of(entity.name()))
                            .isEmpty()) {
                patterns.add(read.pattern().id());
            }
        }
        String where =
                index.map(i -> "index " + i.name() + " of " + table.name()).orElse("table " + table.name());
        return Optional.of(new Finding(
                Finding.Code.HOT_PARTITION,
                "Every " + entity.name() + " item has "
                        + values.entrySet().stream()
                                .map(value -> value.getKey() + " = " + Shown.quotedWhole(value.getValue()))
                                .collect(java.util.stream.Collectors.joining(" and "))
                        + " on "
                        + where + ", one partition for an entity that grows"
                        + (patterns.isEmpty() ? "" : " (patterns " + String.join(", ", patterns) + " meet it there)")
                        + ": a partition takes at most 1,000 writes and 3,000 reads a second. Put a placeholder"
                        + " in its " + String.join(" or ", values.keySet())
                        + " template (such as a date or a shard number) to spread it.",
                List.copyOf(patterns),
                List.of(table.name())));
    }

    private static List<String> partitionKey(List<KeyElement> key) {
        return key.stream()
                .filter(element -> element.role() == Role.HASH)
                .map(KeyElement::name)
                .toList();
    }

    private static boolean writes(AccessPattern.Operation operation) {
        return switch (operation) {
            case PutItem, UpdateItem, DeleteItem, BatchWriteItem, TransactWriteItems -> true;
            default -> false;
        };
    }
}
