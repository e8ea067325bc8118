package keyslice.datamodel;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import keyslice.datamodel.ModelTable.KeyElement;
import keyslice.datamodel.ModelTable.Role;
import keyslice.domain.form.Problem;

/**
 * {@code multi-attribute-key}: a Query on a key of several attributes whose condition breaks that key's rules: a
 * partition attribute without its {@code =}, a sort attribute skipped before a later one, or a range on one that
 * another follows. The rules are the builder's ({@link KeySchemaForm} puts the condition in the key's order, and the
 * compiler checks it); this finding gathers their words by pattern.
 */
final class MultiAttributeKeys {

    /** The builder's key fields: the problems of a key condition name one of them. */
    private static final Pattern KEY_FIELD =
            Pattern.compile("(pk|sk|op|value|to)[2-4]?(Value|Type)?|pkValue|skType|pkType");

    private MultiAttributeKeys() {}

    static List<Finding> of(DataModel model, List<PatternRead> reads) {
        List<Finding> findings = new ArrayList<>();
        for (PatternRead read : reads) {
            Optional<ModelTable> table = Entities.tableOf(model, read);
            if (table.isEmpty() || read.problems().isEmpty() || read.form().isEmpty()) {
                continue;
            }
            String indexName = read.form().get().index();
            List<KeyElement> key = indexName.isEmpty()
                    ? table.get().key()
                    : table.get().index(indexName).map(index -> index.key()).orElse(List.of());
            if (count(key, Role.HASH) < 2 && count(key, Role.RANGE) < 2) {
                continue;
            }
            List<String> broken = read.problems().stream()
                    .filter(problem -> KEY_FIELD.matcher(problem.field()).matches()
                            || problem.message().startsWith(PatternReading.MISSING_PARTITION))
                    .map(Problem::summary)
                    .toList();
            if (broken.isEmpty()) {
                continue;
            }
            findings.add(new Finding(
                    Finding.Code.MULTI_ATTRIBUTE_KEY,
                    "Pattern " + read.pattern().id() + OtherEntityReads.described(read.pattern())
                            + "'s key condition breaks the rules of "
                            + (indexName.isEmpty() ? "table " : "index " + indexName + " of ")
                            + table.get().name()
                            + "'s key of several attributes ("
                            + key.stream()
                                    .map(element -> element.name() + " " + element.role())
                                    .collect(java.util.stream.Collectors.joining(", "))
                            + "): " + String.join(" ", broken),
                    List.of(read.pattern().id()),
                    List.of(table.get().name())));
        }
        return findings;
    }

    private static long count(List<KeyElement> key, Role role) {
        return key.stream().filter(element -> element.role() == role).count();
    }
}
