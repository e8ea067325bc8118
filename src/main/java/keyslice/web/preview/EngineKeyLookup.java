package keyslice.web.preview;

import io.javalin.http.Context;
import java.util.List;
import java.util.Optional;
import keyslice.domain.form.FormBuilder;
import keyslice.domain.form.QueryForm;
import keyslice.domain.key.KeyAttribute;
import keyslice.domain.key.KeyType;
import keyslice.domain.key.SortOperator;
import keyslice.domain.read.ReadForm;
import keyslice.preview.DescribedKey;
import keyslice.preview.IndexInfo;
import keyslice.preview.PreviewConfig;
import keyslice.preview.PreviewException;
import keyslice.preview.TableInfo;
import keyslice.web.builder.FormEdit;
import keyslice.web.builder.KeyLookup;

/**
 * The builder's {@link KeyLookup} on the live engine: fills the key names and types from DescribeTable (or from the
 * chosen index's key schema), through {@link Lookups}: a table described a moment ago is not asked again, and asking
 * draws on the person's lookup budget.
 */
public final class EngineKeyLookup {

    private final Lookups lookups;

    public EngineKeyLookup(Lookups lookups) {
        this.lookups = lookups;
    }

    /** The port for one request: its client's budget is the one spent. */
    public KeyLookup of(Context ctx) {
        return form -> fill(form, ctx);
    }

    private FormEdit.Result fill(QueryForm form, Context ctx) {
        if (!lookups.configured()) {
            return FormEdit.Result.refused(form, "table", PreviewConfig.HOW_TO_CONFIGURE);
        }
        if (form.table().isEmpty()) {
            return FormEdit.Result.refused(form, "table", "enter a table name first");
        }
        try {
            TableInfo table = lookups.table(ctx, form.table());
            Optional<String> index = form.index().isEmpty() ? Optional.empty() : Optional.of(form.index());
            Optional<DescribedKey> schema = table.keySchemaFor(index);
            if (schema.isEmpty()) {
                return FormEdit.Result.refused(
                        form,
                        "index",
                        "The table does not have the specified index: " + form.index() + " (indexes: "
                                + String.join(
                                        ", ",
                                        table.indexes().stream()
                                                .map(IndexInfo::name)
                                                .toList()) + ")");
            }
            return FormEdit.Result.ok(filled(form, schema.get()));
        } catch (PreviewException e) {
            return FormEdit.Result.refused(form, "table", e.getMessage());
        }
    }

    /**
     * The form with every key attribute's name and type from {@code schema}: {@code pk}, {@code pk2}..{@code pk4},
     * {@code sk}, {@code sk2}..{@code sk4} in KeySchema order. Values and operators typed for an attribute the key has
     * are kept; a numbered attribute the key lacks is cleared whole, so that no value is left without its name. A sort
     * attribute that another follows gets {@code eq}, the only one it may use (the form sends {@code begins_with}, its
     * select's default, for every one); the last keeps its operator when its type takes it, else gets {@code eq}.
     */
    static QueryForm filled(QueryForm form, DescribedKey schema) {
        ReadForm read = ReadForm.of(form);
        List<KeyAttribute> partition = schema.partitionKeys();
        List<KeyAttribute> sort = schema.sortKeys();
        FormBuilder filled = form.toBuilder()
                .pk(partition.get(0).name())
                .pkType(partition.get(0).type().name());
        if (sort.isEmpty()) {
            filled.sk("").skType("");
        } else {
            filled.sk(sort.get(0).name())
                    .skType(sort.get(0).type().name())
                    .op(operator(read.operator(), sort.get(0).type(), sort.size() > 1));
        }
        for (int number = 2; number <= QueryForm.MAX_KEY_ATTRIBUTES; number++) {
            if (number <= partition.size()) {
                filled.pk(number, partition.get(number - 1).name())
                        .pkType(number, partition.get(number - 1).type().name());
            } else {
                filled.pk(number, "").pkType(number, "").pkValue(number, "");
            }
            if (number <= sort.size()) {
                filled.sk(number, sort.get(number - 1).name())
                        .skType(number, sort.get(number - 1).type().name())
                        .op(
                                number,
                                operator(
                                        read.furtherSk(number).op().value(),
                                        sort.get(number - 1).type(),
                                        number < sort.size()));
            } else {
                filled.sk(number, "")
                        .skType(number, "")
                        .op(number, "")
                        .value(number, "")
                        .to(number, "");
            }
        }
        return filled.build();
    }

    /**
     * The code of {@code eq} for a sort attribute that another follows; else of {@code op} (as the form reads it, empty
     * when unknown) when the type takes it, else of {@code eq}.
     */
    private static String operator(Optional<SortOperator> op, KeyType type, boolean followed) {
        return followed
                ? SortOperator.EQ.code()
                : op.filter(known -> known.allowedFor(type))
                        .map(SortOperator::code)
                        .orElse(SortOperator.EQ.code());
    }
}
