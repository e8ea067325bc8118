package keyslice.datamodel;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import keyslice.datamodel.ModelTable.KeyElement;
import keyslice.datamodel.ModelTable.Role;
import keyslice.domain.filter.ItemValue;

/**
 * Which entity an item of a table belongs to: the one whose facet lists its key; else the one whose key templates
 * its values follow (every template of the entity that the item has the attribute for, at least one; the most literal
 * text wins where several entities' templates match, then the design's order); else the text of its sort key before
 * the first {@code #} (the whole value without one); else none.
 */
public final class Entities {

    /** The delimiter whose first place ends an entity's name in a sort key written without templates. */
    static final String DELIMITER = "#";

    /** A sort key value that is a name: a letter, then letters, digits and underscores. */
    private static final Pattern WORD = Pattern.compile("\\p{L}[\\p{L}\\p{N}_]{0,63}");

    private Entities() {}

    /** The entity of each item, in order; empty where none can be told. */
    public static List<Optional<String>> of(DataModel model, ModelTable table, List<Map<String, ItemValue>> items) {
        List<Entity> entities = ofTable(model, table);
        return items.stream().map(item -> of(table, entities, item)).toList();
    }

    /**
     * The entity of each of {@code items}, which {@code read} reads or returns from its table: the name, or null where
     * none can be told (a list for a JSON writer, parallel to the items).
     */
    public static List<String> names(DataModel model, PatternRead read, List<Map<String, ItemValue>> items) {
        Optional<ModelTable> table = tableOf(model, read);
        List<String> names = new ArrayList<>();
        for (Map<String, ItemValue> item : items) {
            names.add(table.flatMap(t -> of(t, ofTable(model, t), item)).orElse(null));
        }
        return names;
    }

    /** The table a pattern runs on: the one it names, else the one its Query names. */
    static Optional<ModelTable> tableOf(DataModel model, PatternRead read) {
        return read.pattern()
                .table()
                .or(() -> read.form().map(form -> form.table()))
                .flatMap(model::table);
    }

    /** The entity of {@code item}, of the entities {@code table} holds. */
    public static Optional<String> of(ModelTable table, List<Entity> entities, Map<String, ItemValue> item) {
        for (Entity entity : entities) {
            if (entity.keys().stream().anyMatch(key -> listed(key, item))) {
                return Optional.of(entity.name());
            }
        }
        Entity best = null;
        int bestScore = -1;
        for (Entity entity : entities) {
            int score = templateScore(entity, item);
            if (score > bestScore) {
                best = entity;
                bestScore = score;
            }
        }
        if (best != null) {
            return Optional.of(best.name());
        }
        return leadingSegment(table, item);
    }

    /** The entities the design says {@code table} holds, in the design's order. */
    static List<Entity> ofTable(DataModel model, ModelTable table) {
        return model.entities().stream()
                .filter(entity -> entity.table().equals(table.name()))
                .toList();
    }

    /** The text of a string or number attribute, which a template describes. */
    static Optional<String> text(ItemValue value) {
        if (value instanceof ItemValue.S s) {
            return Optional.of(s.text());
        }
        if (value instanceof ItemValue.N n) {
            return Optional.of(n.text());
        }
        return Optional.empty();
    }

    /** The table's sort key attribute, if it has one. */
    static Optional<String> sortKey(ModelTable table) {
        return table.key().stream()
                .filter(element -> element.role() == Role.RANGE)
                .map(KeyElement::name)
                .findFirst();
    }

    /** The name a sort key value gives its item without templates: its text up to the first {@code #}. */
    static String segmentName(String sortValue) {
        int at = sortValue.indexOf(DELIMITER);
        return at < 0 ? sortValue : sortValue.substring(0, at);
    }

    /**
     * The sort key's text up to its first {@code #}; a value without one names its entity only when it is a word
     * ({@code PROFILE}, {@code METADATA}), since a path or a date is a key, not a kind of item.
     */
    private static Optional<String> leadingSegment(ModelTable table, Map<String, ItemValue> item) {
        return sortKey(table)
                .map(item::get)
                .filter(value -> value instanceof ItemValue.S)
                .map(value -> ((ItemValue.S) value).text())
                .filter(text -> text.contains(DELIMITER) || WORD.matcher(text).matches())
                .map(Entities::segmentName)
                .filter(name -> !name.isEmpty());
    }

    private static boolean listed(Map<String, ItemValue> key, Map<String, ItemValue> item) {
        return !key.isEmpty()
                && key.entrySet().stream().allMatch(entry -> entry.getValue().equals(item.get(entry.getKey())));
    }

    /** The literal characters of the entity's templates that the item's values follow; -1 unless all of them do. */
    private static int templateScore(Entity entity, Map<String, ItemValue> item) {
        int score = 0;
        int applied = 0;
        for (Map.Entry<String, String> template : entity.templates().entrySet()) {
            ItemValue value = item.get(template.getKey());
            if (value == null) {
                continue;
            }
            KeyTemplate parsed = KeyTemplate.parse(template.getValue());
            Optional<String> text = text(value);
            if (text.isEmpty() || !parsed.matches(text.get())) {
                return -1;
            }
            applied++;
            score += parsed.literalLength();
        }
        return applied == 0 ? -1 : score;
    }
}
