package keyslice.datamodel;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import keyslice.domain.compile.Compilation;
import keyslice.domain.filter.ItemValue;
import keyslice.domain.key.KeyQuery;
import keyslice.domain.key.KeyType;
import keyslice.domain.key.SortKeyCondition;
import keyslice.domain.key.SortOperator;
import keyslice.domain.key.Timestamps;
import keyslice.domain.text.Shown;

/**
 * {@code reads-other-entities}: a Query pattern whose key condition reads items it does not mean. What it means is
 * told, first, by its sort key condition's value (the entities whose template for that attribute starts with the
 * value's literal text, or, without templates, the value's text before its first {@code #}); else by the entities its
 * description names (a word that is the entity's name or its plural; "customer's" names the owner, not what is read).
 * A pattern that says neither, or whose description asks for all or everything (an item collection), reads what it
 * means as far as anyone can tell. The same finding holds
 * a begins_with whose value ends inside a key's part ({@code ORDER#1} reading order 10's items).
 */
final class OtherEntityReads {

    /** Words by which a description asks for a partition's whole item collection, whatever it names. */
    private static final Pattern WHOLE_COLLECTION = Pattern.compile("(?i)\\b(all|everything|every|collection)\\b");

    private static final Pattern WORD = Pattern.compile("([\\p{L}\\p{N}_]+)('s|\u2019s)?");

    private OtherEntityReads() {}

    static List<Finding> of(DataModel model, List<PatternRead> reads) {
        List<Finding> findings = new ArrayList<>();
        for (PatternRead read : reads) {
            if (!(read.compilation().orElse(null) instanceof Compilation.Valid valid)
                    || !read.problems().isEmpty()) {
                continue;
            }
            Optional<ModelTable> table = Entities.tableOf(model, read);
            if (table.isEmpty()) {
                continue;
            }
            List<Entity> entities = Entities.ofTable(model, table.get());
            List<Optional<String>> names = read.read().stream()
                    .map(item -> Entities.of(table.get(), entities, item))
                    .toList();
            KeyQuery query = valid.built().query();
            Optional<SortKeyCondition> sort = query.sortConditions().size() == 1
                    ? Optional.of(query.sortConditions().get(0))
                    : Optional.empty();
            otherEntities(read, table.get(), entities, names, sort).ifPresent(findings::add);
            sort.flatMap(condition -> openPart(read, table.get(), entities, condition))
                    .ifPresent(findings::add);
        }
        return findings;
    }

    private static Optional<Finding> otherEntities(
            PatternRead read,
            ModelTable table,
            List<Entity> entities,
            List<Optional<String>> names,
            Optional<SortKeyCondition> sort) {
        Set<String> meant = new LinkedHashSet<>();
        sort.ifPresent(condition -> meant.addAll(pointedAt(table, entities, condition)));
        String how = "its sort key condition";
        if (meant.isEmpty()) {
            Set<String> known = new LinkedHashSet<>();
            entities.forEach(entity -> known.add(entity.name()));
            names.forEach(name -> name.ifPresent(known::add));
            if (!WHOLE_COLLECTION.matcher(read.pattern().description()).find()) {
                meant.addAll(named(read.pattern().description(), known));
            }
            how = "its description";
        }
        if (meant.isEmpty()) {
            return Optional.empty();
        }
        Map<String, Integer> others = new LinkedHashMap<>();
        names.forEach(name -> name.filter(n -> !meant.contains(n)).ifPresent(n -> others.merge(n, 1, Integer::sum)));
        if (others.isEmpty()) {
            return Optional.empty();
        }
        List<String> counted = others.entrySet().stream()
                .map(entry -> entry.getValue() + " " + entry.getKey() + (entry.getValue() == 1 ? " item" : " items"))
                .toList();
        boolean onTable = read.form().map(form -> form.index().isEmpty()).orElse(true);
        // The fix names the table's sort key, so it is offered for a read of the table only.
        String fix = meant.size() == 1 && sort.isEmpty() && onTable
                ? Entities.sortKey(table)
                        .flatMap(sk -> headOf(entities, meant.iterator().next(), sk)
                                .map(head -> " Add a sort key condition such as begins_with(" + sk + ", "
                                        + Shown.quotedWhole(head) + ") to read only those."))
                        .orElse("")
                : "";
        AccessPattern pattern = read.pattern();
        return Optional.of(new Finding(
                Finding.Code.READS_OTHER_ENTITIES,
                "Pattern " + pattern.id() + described(pattern) + " means " + String.join(" and ", meant)
                        + " items (by " + how + "), and its key condition also reads " + String.join(", ", counted)
                        + " of " + table.name() + (sort.isEmpty() ? ": it reads the whole partition." : ".") + fix,
                List.of(pattern.id()),
                List.of(table.name())));
    }

    /** The entities whose keys on the condition's attribute start as its value does. */
    private static Set<String> pointedAt(ModelTable table, List<Entity> entities, SortKeyCondition condition) {
        Set<String> meant = new LinkedHashSet<>();
        if (condition.sortKey().type() != KeyType.S) {
            return meant;
        }
        String attribute = condition.sortKey().name();
        String value = condition.condition().values().get(0).wireText();
        boolean templated = false;
        for (Entity entity : entities) {
            Optional<KeyTemplate> template = entity.template(attribute).map(KeyTemplate::parse);
            if (template.isEmpty() || template.get().head().isEmpty()) {
                continue;
            }
            templated = true;
            String head = template.get().head();
            if (value.startsWith(head) || (head.startsWith(value) && !value.isEmpty())) {
                meant.add(entity.name());
            }
        }
        boolean tableSortKey = Entities.sortKey(table).filter(attribute::equals).isPresent();
        if (!templated && tableSortKey && value.contains(Entities.DELIMITER)) {
            meant.add(Entities.segmentName(value));
        }
        return meant;
    }

    /** The names of {@code known} that the description uses as words, singular or plural, not as an owner's. */
    static Set<String> named(String description, Set<String> known) {
        Set<String> named = new LinkedHashSet<>();
        Matcher words = WORD.matcher(description);
        while (words.find()) {
            if (words.group(2) != null) {
                continue;
            }
            String word = words.group(1).toLowerCase(Locale.ROOT);
            for (String name : known) {
                String lower = name.toLowerCase(Locale.ROOT);
                if (word.equals(lower)
                        || word.equals(lower + "s")
                        || word.equals(lower + "es")
                        || (lower.endsWith("y") && word.equals(lower.substring(0, lower.length() - 1) + "ies"))) {
                    named.add(name);
                }
            }
        }
        return named;
    }

    /**
     * A begins_with whose value ends inside a key's part, when it also reads items whose part merely continues the
     * value (order 10's under {@code ORDER#1}) beside items that are that part's; or, when the design has no items of
     * the entity the value points at, when the entity's template shows that it could.
     */
    private static Optional<Finding> openPart(
            PatternRead read, ModelTable table, List<Entity> entities, SortKeyCondition condition) {
        if (condition.condition().operator() != SortOperator.BEGINS_WITH
                || condition.sortKey().type() != KeyType.S) {
            return Optional.empty();
        }
        String attribute = condition.sortKey().name();
        String value = condition.condition().values().get(0).wireText();
        List<Map.Entry<Entity, String>> insides = insidePlaceholder(entities, attribute, value);
        Optional<Map.Entry<Entity, String>> inside = insides.stream().findFirst();
        // The text that ends a part after the value: the first character of a template's next literal, else the usual
        // delimiter; empty when every template ends with the part, so only the value itself is that part's.
        String delimiter = insides.isEmpty()
                ? delimiterOf(value)
                : insides.stream()
                        .map(Map.Entry::getValue)
                        .filter(next -> !next.isEmpty())
                        .map(next -> next.substring(0, next.offsetByCodePoints(0, 1)))
                        .findFirst()
                        .orElse("");
        // A value that ends on its delimiter ends at a part's end; one that ends on a period of time (2026-06) reads it
        // whole on purpose.
        String last = value.substring(value.lastIndexOf(Entities.DELIMITER) + 1);
        if (insides.isEmpty() && (value.endsWith(delimiter) || Timestamps.isPeriodPrefix(last))) {
            return Optional.empty();
        }
        List<String> under = new ArrayList<>();
        List<String> continuing = new ArrayList<>();
        for (Map<String, ItemValue> item : read.read()) {
            Optional<String> text = Optional.ofNullable(item.get(attribute)).flatMap(Entities::text);
            if (text.isEmpty() || !text.get().startsWith(value)) {
                continue;
            }
            boolean isUnder = text.get().equals(value)
                    || (!delimiter.isEmpty() && text.get().startsWith(value + delimiter));
            (isUnder ? under : continuing).add(text.get());
        }
        String fix = delimiter.isEmpty()
                ? "use " + attribute + " = " + Shown.quotedWhole(value)
                : "end the prefix with its delimiter, begins_with(" + attribute + ", "
                        + Shown.quotedWhole(value + delimiter) + "), or use " + attribute + " = "
                        + Shown.quotedWhole(value) + " for that item alone";
        AccessPattern pattern = read.pattern();
        String start = "Pattern " + pattern.id() + described(pattern) + "'s begins_with(" + attribute + ", "
                + Shown.quotedWhole(value) + ")";
        if (!under.isEmpty() && !continuing.isEmpty()) {
            return Optional.of(new Finding(
                    Finding.Code.READS_OTHER_ENTITIES,
                    start + " ends inside a key's part, so besides " + Shown.quotedList(under, 3) + " it also reads "
                            + Shown.quotedList(continuing, 3) + ", whose part merely continues "
                            + Shown.quotedWhole(value) + ": " + fix + ".",
                    List.of(pattern.id()),
                    List.of(table.name())));
        }
        boolean noItems = inside.isPresent()
                && table.items().stream()
                        .noneMatch(item -> Entities.of(table, entities, item)
                                .equals(Optional.of(inside.get().getKey().name())));
        if (noItems) {
            return Optional.of(new Finding(
                    Finding.Code.READS_OTHER_ENTITIES,
                    start + " ends inside the part " + inside.get().getKey().name() + "'s template "
                            + Shown.quotedWhole(
                                    inside.get().getKey().templates().get(attribute))
                            + " fills in, so it can also read the items whose part merely continues "
                            + Shown.quotedWhole(value) + " (the design has none of them to show): " + fix + ".",
                    List.of(pattern.id()),
                    List.of(table.name())));
        }
        return Optional.empty();
    }

    /**
     * The entities whose template on {@code attribute} the value follows up to the middle of a placeholder, each with
     * the literal text that follows that placeholder (empty when it ends the template).
     */
    private static List<Map.Entry<Entity, String>> insidePlaceholder(
            List<Entity> entities, String attribute, String value) {
        List<Map.Entry<Entity, String>> found = new ArrayList<>();
        for (Entity entity : entities) {
            Optional<KeyTemplate> template = entity.template(attribute).map(KeyTemplate::parse);
            if (template.isEmpty()
                    || template.get().constant()
                    || !value.startsWith(template.get().head())) {
                continue;
            }
            List<String> literals = template.get().literals();
            int at = literals.get(0).length();
            for (int i = 1; i < literals.size(); i++) {
                int next = literals.get(i).isEmpty() ? -1 : value.indexOf(literals.get(i), at + 1);
                if (next < 0) {
                    if (value.length() > at) {
                        found.add(Map.entry(entity, literals.get(i)));
                    }
                    break;
                }
                at = next + literals.get(i).length();
            }
        }
        return found;
    }

    private static Optional<String> headOf(List<Entity> entities, String name, String sortKey) {
        for (Entity entity : entities) {
            if (entity.name().equals(name)) {
                return entity.template(sortKey)
                        .map(t -> KeyTemplate.parse(t).head())
                        .filter(h -> !h.isEmpty());
            }
        }
        return Optional.of(name + Entities.DELIMITER);
    }

    static String described(AccessPattern pattern) {
        return pattern.description().isBlank() ? "" : " (" + Shown.quoted(pattern.description()) + ")";
    }

    /** Without a template, a value's delimiter: its last character not a letter or digit, else the usual one. */
    private static String delimiterOf(String value) {
        for (int i = value.length(); i > 0; i = value.offsetByCodePoints(i, -1)) {
            int c = value.codePointBefore(i);
            if (!Character.isLetterOrDigit(c)) {
                return new String(Character.toChars(c));
            }
        }
        return Entities.DELIMITER;
    }
}
