package keyslice.web.designs;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import keyslice.datamodel.AccessPattern;
import keyslice.datamodel.DataModel;
import keyslice.datamodel.Entities;
import keyslice.datamodel.Finding;
import keyslice.datamodel.ModelTable;
import keyslice.datamodel.PatternRead;
import keyslice.domain.compile.Compilation;
import keyslice.domain.filter.ItemValue;
import keyslice.domain.filter.ReadCost;
import keyslice.domain.summary.QuerySummary;
import keyslice.domain.text.Shown;

/**
 * One access pattern as the designs page, its card and its Markdown show it.
 *
 * @param where        the table, and the index after a middle dot
 * @param words        the Query in the builder's words (its summary), or "" for a pattern that is no evaluated Query
 * @param keyCondition the KeyConditionExpression keyslice builds for it, or ""
 * @param state        the single-Query builder's permalink of the pattern, or ""
 * @param evaluated    whether its Query was run over the design's items (it compiled, against a table and index the
 *                     design has)
 * @param read         the items its first page reads, in order, each with its key and whether it comes back
 * @param problems     why it was not evaluated, each as {@code field: message}
 * @param findings     the codes of the design's findings that name it
 */
public record PatternRow(
        String id,
        String description,
        String operation,
        String where,
        String words,
        String keyCondition,
        String state,
        boolean evaluated,
        List<Item> read,
        Optional<ReadCost.Page> cost,
        List<String> problems,
        List<String> findings) {

    /**
     * An item read: its key attributes in words ({@code PK = "CUST#1", SK = "ORDER#1"}), whether it is returned, and
     * its entity ({@code Order}), or "" where none can be told.
     */
    public record Item(String key, boolean returned, String entity) {}

    public PatternRow {
        read = List.copyOf(read);
        problems = List.copyOf(problems);
        findings = List.copyOf(findings);
    }

    static PatternRow of(DataModel model, PatternRead read, List<Finding> findings, String state) {
        AccessPattern pattern = read.pattern();
        Optional<ModelTable> table = pattern.table().flatMap(model::table);
        String where = pattern.table().orElse("")
                + pattern.index().map(index -> " · " + index).orElse("");
        String words = "";
        String keyCondition = "";
        if (read.compilation().orElse(null) instanceof Compilation.Valid valid
                && read.problems().isEmpty()) {
            words = QuerySummary.of(valid).text();
            keyCondition = valid.built().keyConditionExpression();
        }
        List<String> keyNames = keyNames(table, pattern.index());
        Set<Map<String, ItemValue>> returned = Collections.newSetFromMap(new IdentityHashMap<>());
        returned.addAll(read.returned());
        List<String> entities = Entities.names(model, read, read.read());
        List<Item> items = new ArrayList<>();
        for (int i = 0; i < read.read().size(); i++) {
            Map<String, ItemValue> item = read.read().get(i);
            String entity = entities.get(i);
            items.add(new Item(key(item, keyNames), returned.contains(item), entity == null ? "" : entity));
        }
        return new PatternRow(
                pattern.id(),
                pattern.description(),
                pattern.operation().map(Enum::name).orElse(""),
                where,
                words,
                keyCondition,
                state,
                read.compilation().isPresent() && read.problems().isEmpty(),
                items,
                read.cost(),
                read.problems().stream()
                        .map(problem -> problem.field() + ": " + problem.message())
                        .toList(),
                findings.stream()
                        .filter(finding -> finding.patterns().contains(pattern.id()))
                        .map(finding -> finding.code().code())
                        .distinct()
                        .toList());
    }

    /** The attributes that name an item of what the pattern reads: the index's key, then the table's. */
    private static List<String> keyNames(Optional<ModelTable> table, Optional<String> index) {
        List<String> names = new ArrayList<>();
        table.flatMap(t -> index.flatMap(t::index))
                .ifPresent(found -> found.key().forEach(element -> names.add(element.name())));
        table.ifPresent(t -> t.key().stream()
                .map(ModelTable.KeyElement::name)
                .filter(name -> !names.contains(name))
                .forEach(names::add));
        return names;
    }

    private static String key(Map<String, ItemValue> item, List<String> names) {
        List<String> parts = new ArrayList<>();
        for (String name : names) {
            ItemValue value = item.get(name);
            if (value != null) {
                parts.add(Shown.text(name, 40) + " = " + value(value));
            }
        }
        return String.join(", ", parts);
    }

    private static String value(ItemValue value) {
        return switch (value.type()) {
            case S -> Shown.quoted(((ItemValue.S) value).text());
            case N -> Shown.text(((ItemValue.N) value).text());
            case B -> "b64:" + Shown.text(((ItemValue.B) value).base64());
            default -> value.type().name();
        };
    }

    /**
     * The entities of the items its first page reads, each once, in read order ({@code Customer, Order}); "" where no
     * item's entity can be told.
     */
    public String entities() {
        return String.join(
                ", ",
                read.stream()
                        .map(Item::entity)
                        .filter(entity -> !entity.isEmpty())
                        .distinct()
                        .toList());
    }

    /** The first page's read in words: {@code 2 items read, 1 returned, 0.5 read units}; "" when not evaluated. */
    public String costText() {
        if (!evaluated) {
            return "";
        }
        return cost.map(page -> DesignRead.count(page.itemsRead(), "item") + " read, " + page.itemsReturned()
                        + " returned, " + units(page.readUnits()) + " read units")
                .orElse("no item of the design read");
    }

    private static String units(double units) {
        return units == Math.rint(units) ? String.valueOf((long) units) : String.valueOf(units);
    }
}
