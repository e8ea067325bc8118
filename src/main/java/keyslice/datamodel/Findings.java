package keyslice.datamodel;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import keyslice.datamodel.ModelTable.KeyElement;
import keyslice.datamodel.ModelTable.ModelIndex;
import keyslice.domain.form.QueryForm;

/** What a design as a whole gets wrong or pays for, from its patterns as {@link PatternReading} read them. */
public final class Findings {

    private Findings() {}

    public static List<Finding> of(DataModel model, List<PatternRead> reads) {
        List<Finding> findings = new ArrayList<>();
        Set<String> used = new HashSet<>();
        for (PatternRead read : reads) {
            AccessPattern pattern = read.pattern();
            Optional<ModelTable> table = tableOf(model, read);
            String indexName = read.form()
                    .map(form -> form.index())
                    .filter(name -> !name.isEmpty())
                    .or(pattern::index)
                    .orElse("");
            if (table.isEmpty()) {
                continue;
            }
            String tableName = table.get().name();
            if (pattern.operation()
                    .filter(op -> op == AccessPattern.Operation.Scan)
                    .isPresent()) {
                findings.add(new Finding(
                        Finding.Code.SCAN_PATTERN,
                        "Pattern " + pattern.id() + " is a Scan: it reads every item of " + tableName
                                + (indexName.isEmpty() ? "" : "'s index " + indexName)
                                + " and pays for all of them, however few it keeps",
                        List.of(pattern.id()),
                        List.of(tableName)));
            }
            if (indexName.isEmpty()) {
                keyFinding(read, tableName, "table " + tableName, table.get().key())
                        .ifPresent(findings::add);
                continue;
            }
            used.add(tableName + "\u0000" + indexName);
            Optional<ModelIndex> index = table.get().index(indexName);
            if (index.isEmpty()) {
                findings.add(new Finding(
                        Finding.Code.MISSING_INDEX,
                        "Pattern " + pattern.id() + " reads index " + indexName + ", which table " + tableName
                                + " does not have (its indexes: "
                                + (table.get().indexes().isEmpty()
                                        ? "none"
                                        : table.get().indexes().stream()
                                                .map(ModelIndex::name)
                                                .collect(Collectors.joining(", ")))
                                + ")",
                        List.of(pattern.id()),
                        List.of(tableName)));
            } else {
                keyFinding(
                                read,
                                tableName,
                                "index " + indexName + " of " + tableName,
                                index.get().key())
                        .ifPresent(findings::add);
            }
        }
        for (ModelTable table : model.tables()) {
            for (ModelIndex index : table.indexes()) {
                if (!used.contains(table.name() + "\u0000" + index.name())) {
                    findings.add(new Finding(
                            Finding.Code.UNUSED_INDEX,
                            "No pattern reads index " + index.name() + " of " + table.name()
                                    + ", and every item it holds costs a write there too",
                            List.of(),
                            List.of(table.name())));
                }
            }
        }
        findings.addAll(OtherEntityReads.of(model, reads));
        findings.addAll(ProjectionGaps.of(model, reads));
        findings.addAll(TemplateCollisions.of(model));
        findings.addAll(HotPartitions.of(model, reads));
        findings.addAll(MultiAttributeKeys.of(model, reads));
        return findings;
    }

    private static Optional<ModelTable> tableOf(DataModel model, PatternRead read) {
        return read.pattern()
                .table()
                .or(() -> read.form().map(form -> form.table()))
                .flatMap(model::table);
    }

    /**
     * The attributes a Query's condition names that are not key attributes of what it reads. The pattern's form holds
     * them as written: {@link KeyRoles} keeps a condition it cannot place on the key as the explainer read it.
     */
    private static Optional<Finding> keyFinding(PatternRead read, String table, String what, List<KeyElement> key) {
        if (read.form().isEmpty()) {
            return Optional.empty();
        }
        QueryForm form = read.form().get();
        List<String> named = new ArrayList<>();
        named.add(form.pk());
        form.furtherPks().forEach(further -> named.add(further.name()));
        named.add(form.sk());
        form.furtherSks().forEach(further -> named.add(further.name()));
        List<String> wrong = named.stream()
                .filter(name -> !name.isEmpty())
                .filter(name -> key.stream().noneMatch(element -> element.name().equals(name)))
                .toList();
        if (wrong.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new Finding(
                Finding.Code.KEY_NOT_IN_INDEX,
                "Pattern " + read.pattern().id() + "'s key condition names " + String.join(" and ", wrong)
                        + (wrong.size() == 1
                                ? ", which is not a key attribute of "
                                : ", which are not key attributes of ")
                        + what + " (its key: "
                        + key.stream()
                                .map(element -> element.name() + " " + element.role())
                                .collect(Collectors.joining(", "))
                        + ")",
                List.of(read.pattern().id()),
                List.of(table)));
    }
}
