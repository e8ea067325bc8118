package keyslice.datamodel;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import keyslice.datamodel.ModelTable.KeyElement;
import keyslice.datamodel.ModelTable.Role;
import keyslice.domain.compile.Compilation;
import keyslice.domain.filter.ItemValue;
import keyslice.domain.form.QueryForm;
import keyslice.domain.key.KeyQuery;
import keyslice.domain.key.KeyType;
import keyslice.domain.key.KeyValue;
import keyslice.domain.sample.Slice;
import keyslice.domain.summary.QuerySummary;

/**
 * The builder's Query as {@link QueryMerge} adds it to a design: the table and index it reads, the key the builder
 * gives it (its partition attributes, then its sort attributes, each with its type), the items its sample keys make
 * (used only when the design lacks the table), and the pattern's words and call.
 *
 * @param table          the table the Query names, or "" when it names none
 * @param key            the key as the builder has it: HASH elements, then RANGE elements, in the builder's order
 * @param items          an item per sample key in the Query's partition, for a table the design does not have yet
 * @param description    the pattern's description: the Query in the builder's words
 * @param implementation the pattern's call, the AWS CLI command the builder writes
 */
public record QueryAddition(
        String table,
        Optional<String> index,
        List<KeyElement> key,
        List<Map<String, ItemValue>> items,
        String description,
        String implementation) {

    public QueryAddition {
        Objects.requireNonNull(table, "table");
        Objects.requireNonNull(index, "index");
        key = List.copyOf(key);
        items = List.copyOf(items);
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(implementation, "implementation");
    }

    /** A valid builder state's Query, with {@code implementation} its AWS CLI command. */
    public static QueryAddition of(Compilation.Valid valid, String implementation) {
        QueryForm form = valid.read().form();
        KeyQuery query = valid.built().query();
        List<KeyElement> key = new ArrayList<>();
        key.add(new KeyElement(form.pk(), Role.HASH, type(form.effectivePkType())));
        form.furtherPks().stream()
                .filter(pk -> !pk.name().isEmpty())
                .forEach(pk -> key.add(new KeyElement(pk.name(), Role.HASH, type(pk.effectiveType()))));
        if (!form.sk().isEmpty()) {
            key.add(new KeyElement(form.sk(), Role.RANGE, type(form.effectiveSkType())));
        }
        form.furtherSks().stream()
                .filter(sk -> !sk.name().isEmpty())
                .forEach(sk -> key.add(new KeyElement(sk.name(), Role.RANGE, type(sk.effectiveType()))));
        return new QueryAddition(
                form.table(),
                form.index().isEmpty() ? Optional.empty() : Optional.of(form.index()),
                key,
                items(form, query, valid.slice()),
                QuerySummary.headline(query),
                implementation);
    }

    /**
     * As "Check this Query in a table design" makes them: an item per sample key (a key once) in the Query's
     * partition; without a sort key, the partition's one item. A key of several attributes makes none: it is an index's,
     * whose table is the design's already.
     */
    private static List<Map<String, ItemValue>> items(QueryForm form, KeyQuery query, Optional<Slice> slice) {
        if (query.multiAttribute()) {
            return List.of();
        }
        ItemValue partition = ItemValue.of(query.partitionValue());
        if (form.sk().isEmpty()) {
            return List.of(Map.of(form.pk(), partition));
        }
        Map<String, Map<String, ItemValue>> items = new LinkedHashMap<>();
        for (KeyValue sample : slice.map(Slice::keys).orElse(List.of())) {
            Map<String, ItemValue> item = new LinkedHashMap<>();
            item.put(form.pk(), partition);
            item.put(form.sk(), ItemValue.of(sample));
            items.putIfAbsent(sample.type() + ":" + sample.wireText(), item);
        }
        return List.copyOf(items.values());
    }

    private static KeyType type(String code) {
        return KeyType.fromCode(code)
                .orElseThrow(() -> new IllegalArgumentException("a valid state's key type: " + code));
    }

    /** The attributes of one role, in order. */
    List<KeyElement> side(Role role) {
        return key.stream().filter(element -> element.role() == role).toList();
    }
}
