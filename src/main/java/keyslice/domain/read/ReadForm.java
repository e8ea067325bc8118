package keyslice.domain.read;

import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import keyslice.domain.expression.ReadOption;
import keyslice.domain.form.Field;
import keyslice.domain.form.QueryForm;
import keyslice.domain.key.KeyType;
import keyslice.domain.key.NamePolicy;
import keyslice.domain.key.ReadOrder;
import keyslice.domain.key.Segments;
import keyslice.domain.key.SortOperator;

/**
 * The form read once into what its fields mean: key types as {@link KeyType}, operators as {@link SortOperator},
 * flags as booleans, the read options ({@link ReadOption}) as DynamoDB spells their values, the limit as a number,
 * segments as lists, the order as {@link ReadOrder}. Each carries the problem of a text with no meaning, which the
 * validation reports in its place. The compiler, the warnings, the
 * designs and the page read these; {@link #form} stays for what is text (names, values, the filter) and for echoing
 * back what the person typed.
 */
public record ReadForm(
        QueryForm form,
        Parsed<Optional<KeyType>> pkType,
        Parsed<Optional<KeyType>> skType,
        Parsed<Optional<SortOperator>> op,
        ValueInput lower,
        ValueInput upper,
        String delim,
        Parsed<Boolean> trail,
        Parsed<ReadOrder> order,
        Parsed<OptionalInt> limit,
        Parsed<NamePolicy> names,
        Parsed<Boolean> count,
        Map<ReadOption, Parsed<String>> options,
        List<FurtherPk> furtherPks,
        List<FurtherSk> furtherSks) {

    /** Partition attribute 2, 3 or 4: as typed, and its type read. */
    public record FurtherPk(QueryForm.FurtherPk given, Parsed<Optional<KeyType>> type) {}

    /** Sort attribute 2, 3 or 4: as typed, and its type and operator read. */
    public record FurtherSk(
            QueryForm.FurtherSk given, Parsed<Optional<KeyType>> type, Parsed<Optional<SortOperator>> op) {
        /** As {@link ReadForm#readsUpperBound}, for this attribute's operator. */
        public boolean readsUpperBound() {
            return op.value().map(known -> known.arity() == 2).orElse(true);
        }
    }

    public ReadForm {
        options = Collections.unmodifiableMap(new EnumMap<>(options));
        furtherPks = List.copyOf(furtherPks);
        furtherSks = List.copyOf(furtherSks);
    }

    public static ReadForm of(QueryForm form) {
        // Arrays made into lists once: the record keeps an unmodifiable list as it is (every fix proven reads a form).
        FurtherPk[] pks = new FurtherPk[QueryForm.MAX_KEY_ATTRIBUTES - 1];
        FurtherSk[] sks = new FurtherSk[QueryForm.MAX_KEY_ATTRIBUTES - 1];
        for (int number = 2; number <= QueryForm.MAX_KEY_ATTRIBUTES; number++) {
            QueryForm.FurtherPk pk = form.furtherPk(number);
            pks[number - 2] = new FurtherPk(pk, FieldReads.keyType(pk.effectiveType(), Field.pkType(number)));
            QueryForm.FurtherSk sk = form.furtherSk(number);
            sks[number - 2] = new FurtherSk(
                    sk,
                    FieldReads.keyType(sk.effectiveType(), Field.skType(number)),
                    FieldReads.operator(sk.effectiveOp(), sk.op(), Field.op(number)));
        }
        Map<ReadOption, Parsed<String>> options = new EnumMap<>(ReadOption.class);
        for (ReadOption option : ReadOption.values()) {
            options.put(option, FieldReads.option(option, option.field().value(form)));
        }
        return new ReadForm(
                form,
                FieldReads.keyType(form.effectivePkType(), Field.PK_TYPE),
                FieldReads.keyType(form.effectiveSkType(), Field.SK_TYPE),
                FieldReads.operator(form.effectiveOp(), form.op(), Field.OP),
                valueInput(Field.VALUE, Field.SEG, form.value(), form.seg()),
                valueInput(Field.TO, Field.TO_SEG, form.to(), form.toSeg()),
                form.effectiveDelim(),
                FieldReads.flag(form.trail(), Field.TRAIL),
                FieldReads.order(form.order()),
                FieldReads.limit(form.limit()),
                FieldReads.namePolicy(form.names()),
                FieldReads.select(form.select()),
                options,
                List.of(pks),
                List.of(sks));
    }

    private static ValueInput valueInput(Field textField, Field segmentField, String text, List<String> rows) {
        List<String> segments = Segments.withoutTrailingBlanks(rows);
        return new ValueInput(segments.isEmpty() ? textField : segmentField, text, segments);
    }

    /** The same reading of the form without its samples, which this record does not read (the compiler reads them). */
    public ReadForm withoutSamples() {
        return new ReadForm(
                form.toBuilder().samples("").build(),
                pkType,
                skType,
                op,
                lower,
                upper,
                delim,
                trail,
                order,
                limit,
                names,
                count,
                options,
                furtherPks,
                furtherSks);
    }

    /** Whether the segments end with the delimiter ({@code trail=true}). */
    public boolean trails() {
        return trail.value();
    }

    /** The sort key's type, when it is one (S when none is given). */
    public Optional<KeyType> sortType() {
        return skType.value();
    }

    /** The sort key's operator, when it is one ({@code begins_with} when none is given). */
    public Optional<SortOperator> operator() {
        return op.value();
    }

    /** Whether the operator takes an upper bound, or is unknown (its bounds are then checked all the same). */
    public boolean readsUpperBound() {
        return operator().map(known -> known.arity() == 2).orElse(true);
    }

    /** Partition attribute {@code number} (2 to 4). */
    public FurtherPk furtherPk(int number) {
        return furtherPks.get(number - 2);
    }

    /** Sort attribute {@code number} (2 to 4). */
    public FurtherSk furtherSk(int number) {
        return furtherSks.get(number - 2);
    }

    /**
     * The value the segments build with the delimiter and the trail, as the page shows it even when a segment holds the
     * delimiter (an error of its own): empty when no segment is given.
     */
    public String joined(ValueInput input) {
        if (!input.segmentBuilt()) {
            return "";
        }
        String joined = String.join(delim, input.segments());
        return trails() ? joined + delim : joined;
    }
}
