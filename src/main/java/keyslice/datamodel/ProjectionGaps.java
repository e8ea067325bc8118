package keyslice.datamodel;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import keyslice.datamodel.ModelTable.KeyElement;
import keyslice.datamodel.ModelTable.ModelIndex;
import keyslice.datamodel.ModelTable.ProjectionType;
import keyslice.domain.compile.Compilation;
import keyslice.domain.expression.QueryOptions;

/**
 * {@code projection-misses-attributes}: a Query on a KEYS_ONLY or INCLUDE index that needs attributes the index does
 * not hold. What it needs: the attributes its filter and projection name; without a projection, the attributes of the
 * entities it reads (as the design lists them), since it returns whole items as the index holds them.
 */
final class ProjectionGaps {

    /** A name placeholder that starts a path: not one after a dot, which names a member inside an attribute. */
    private static final Pattern PATH_HEAD = Pattern.compile("(?<![.#\\w])#[A-Za-z0-9_]+");

    private ProjectionGaps() {}

    static List<Finding> of(DataModel model, List<PatternRead> reads) {
        List<Finding> findings = new ArrayList<>();
        for (PatternRead read : reads) {
            if (!(read.compilation().orElse(null) instanceof Compilation.Valid valid)
                    || !read.problems().isEmpty()) {
                continue;
            }
            Optional<ModelTable> table = Entities.tableOf(model, read);
            Optional<ModelIndex> index = table.flatMap(t -> read.form()
                    .map(form -> form.index())
                    .filter(name -> !name.isEmpty())
                    .flatMap(t::index));
            if (index.isEmpty() || index.get().projection() == ProjectionType.ALL) {
                continue;
            }
            Set<String> held = new LinkedHashSet<>(index.get().nonKey());
            table.get().key().stream().map(KeyElement::name).forEach(held::add);
            index.get().key().stream().map(KeyElement::name).forEach(held::add);
            QueryOptions options = valid.built().options();
            Set<String> needed = new LinkedHashSet<>();
            options.filterExpression().ifPresent(expression -> heads(expression, options.names(), needed));
            options.projectionExpression().ifPresent(expression -> heads(expression, options.names(), needed));
            String why = "its filter and projection name";
            if (options.projectionExpression().isEmpty()) {
                entitiesRead(model, table.get(), index.get(), read)
                        .forEach(entity -> needed.addAll(entity.attributes()));
                why = options.filterExpression().isPresent()
                        ? "its filter names, and without a projection it returns whole items of" + " entities that have"
                        : "without a projection it returns whole items of entities that have";
            }
            needed.removeAll(held);
            if (needed.isEmpty()) {
                continue;
            }
            ModelIndex of = index.get();
            findings.add(new Finding(
                    Finding.Code.PROJECTION_MISSES_ATTRIBUTES,
                    "Pattern " + read.pattern().id() + OtherEntityReads.described(read.pattern()) + " reads index "
                            + of.name() + " of " + table.get().name() + ", which projects "
                            + (of.projection() == ProjectionType.KEYS_ONLY
                                    ? "its keys only"
                                    : "its keys and " + String.join(", ", of.nonKey()))
                            + ", but " + why + " " + String.join(", ", needed)
                            + ": a Query on the index never returns them. Add them to the index's INCLUDE projection"
                            + " (or project ALL), or read them from the table by key.",
                    List.of(read.pattern().id()),
                    List.of(table.get().name())));
        }
        return findings;
    }

    /** The top-level attributes an expression with name placeholders names. */
    private static void heads(String expression, Map<String, String> names, Set<String> out) {
        Matcher placeholder = PATH_HEAD.matcher(expression);
        while (placeholder.find()) {
            String name = names.get(placeholder.group());
            if (name != null) {
                out.add(name);
            }
        }
    }

    /** The design's entities of the items the pattern reads, or, reading none, those the index's partition key fits. */
    private static List<Entity> entitiesRead(DataModel model, ModelTable table, ModelIndex index, PatternRead read) {
        List<Entity> entities = Entities.ofTable(model, table);
        Set<String> names = new LinkedHashSet<>();
        read.read().forEach(item -> Entities.of(table, entities, item).ifPresent(names::add));
        String partition = index.key().stream()
                .filter(element -> element.role() == ModelTable.Role.HASH)
                .findFirst()
                .orElseThrow()
                .name();
        return entities.stream()
                .filter(entity ->
                        read.read().isEmpty() ? entity.template(partition).isPresent() : names.contains(entity.name()))
                .toList();
    }
}
