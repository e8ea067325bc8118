package keyslice.domain.compile;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Function;
import keyslice.domain.expression.ExpressionBuilder;
import keyslice.domain.expression.ReadOption;
import keyslice.domain.filter.FilterCompiler;
import keyslice.domain.filter.ItemLines;
import keyslice.domain.form.Field;
import keyslice.domain.form.Fix;
import keyslice.domain.form.Memo;
import keyslice.domain.form.Problem;
import keyslice.domain.form.QueryForm;
import keyslice.domain.key.KeyAttribute;
import keyslice.domain.key.KeyOrder;
import keyslice.domain.key.KeyQuery;
import keyslice.domain.key.KeyType;
import keyslice.domain.key.KeyValue;
import keyslice.domain.key.KeyValues;
import keyslice.domain.key.Messages;
import keyslice.domain.key.NamePolicy;
import keyslice.domain.key.ProblemSummaries;
import keyslice.domain.key.ReadOrder;
import keyslice.domain.key.Segments;
import keyslice.domain.key.SortKeyCondition;
import keyslice.domain.key.SortOperator;
import keyslice.domain.read.ReadForm;
import keyslice.domain.read.ValueInput;
import keyslice.domain.sample.SampleTuples;
import keyslice.domain.text.Shown;

/**
 * The validation stage: a read form checked against every rule at once, into its key condition or every problem, in
 * DynamoDB's words where DynamoDB has words for them. A problem's fix is offered here unproven: proving it compiles a
 * form, which is the advice's stage, so that validating never validates another form.
 */
final class Validation {

    private Validation() {}

    /** {@code unreadSamples}: the samples' problems found before (more lines than are read), which lead theirs. */
    static Validated validate(ReadForm read, Memo memo, List<Problem> unreadSamples) {
        QueryForm form = read.form();
        List<Problem> problems = new ArrayList<>();
        // Samples are not part of the Query: a line that does not fit the key is a problem of the samples alone.
        List<Problem> sampleProblems = new ArrayList<>(unreadSamples);
        Optional<KeyQuery> query = keyQuery(read, problems);
        // A multi-attribute sort key's samples are tuples, one JSON array per line; a one-attribute key's are plain
        // keys.
        boolean tupleSamples = FurtherAttributes.multiAttributeSort(form);
        Optional<List<KeyAttribute>> sortAttributes =
                tupleSamples ? FurtherAttributes.sortAttributes(read) : Optional.empty();
        Optional<SampleTuples.Samples> tuples = sortAttributes
                .filter(attributes -> !form.samples().isEmpty())
                .flatMap(attributes -> FormReads.tuples(form.samples(), attributes, memo, sampleProblems));
        Optional<List<KeyValue>> samples =
                tupleSamples ? Optional.empty() : FormReads.samples(read, memo, sampleProblems);
        boolean count = read.count().into(problems);
        Map<ReadOption, String> options = new EnumMap<>(ReadOption.class);
        read.options().forEach((option, value) -> options.put(option, value.into(problems)));
        Optional<List<ItemLines.Item>> items = FormReads.items(form.items(), memo, problems);
        if (count && !form.project().isBlank()) {
            problems.add(new Problem(
                    Field.PROJECT,
                    "A Query that only counts (select=count) returns no attributes: remove the "
                            + "projection or the count.",
                    "a ProjectionExpression goes only with Select SPECIFIC_ATTRIBUTES (the default when "
                            + "it is given), not with COUNT"));
        }
        if (!problems.isEmpty()) {
            // The filter's and projection's own problems show too, checked without the key condition's placeholders.
            if (FormReads.options(form, Map.of(), Map.of(), memo) instanceof FilterCompiler.Rejected rejected) {
                problems.addAll(rejected.problems());
            }
            query = Optional.empty();
        }
        return new Validated(read, problems, query, count, options, items, samples, tuples, sampleProblems);
    }

    /** The key condition and the read options, or none when any of them adds a problem. */
    private static Optional<KeyQuery> keyQuery(ReadForm read, List<Problem> problems) {
        QueryForm form = read.form();
        Optional<String> table = Fields.tableName(form.table(), Field.TABLE, "tableName", problems);
        Optional<String> index = Fields.tableName(form.index(), Field.INDEX, "indexName", problems);
        Optional<KeyType> pkType = read.pkType().into(problems);
        Optional<String> pkName = Fields.attributeName(form.pk(), Field.PK, "partition key", problems);
        Optional<KeyValue> pkValue = pkType.flatMap(type -> keyValue(
                type,
                form.pkValue(),
                pkName.orElse("(partition key)"),
                ExpressionBuilder.PK_VALUE,
                Field.PK_VALUE,
                KeyQuery.MAX_PARTITION_KEY_BYTES,
                Messages.HASH_KEY_TOO_LONG,
                problems));
        Optional<SortKeyCondition> sortCondition = Optional.empty();
        if (form.sk().isEmpty()) {
            if (read.lower().given()) {
                problems.add(new Problem(
                        Field.SK,
                        "a sort key value is given, so the sort key attribute name is required "
                                + "(leave the value empty to read the whole partition)"));
            }
        } else {
            sortCondition = sortCondition(read, pkName, problems);
        }
        FurtherAttributes.Conditions further = FurtherAttributes.check(read, problems);
        read.trail().into(problems);
        ReadOrder order = read.order().into(problems);
        OptionalInt limit = read.limit().into(problems);
        NamePolicy names = read.names().into(problems);
        if (!problems.isEmpty()) {
            return Optional.empty();
        }
        KeyAttribute partitionKey = new KeyAttribute(pkName.orElseThrow(), pkType.orElseThrow());
        return Optional.of(new KeyQuery(
                table,
                index,
                partitionKey,
                pkValue.orElseThrow(),
                sortCondition,
                order,
                limit,
                names,
                further.partition(),
                further.sort()));
    }

    private static Optional<SortKeyCondition> sortCondition(
            ReadForm read, Optional<String> pkName, List<Problem> problems) {
        QueryForm form = read.form();
        Optional<String> skName = Fields.attributeName(form.sk(), Field.SK, "sort key", problems);
        if (skName.isPresent() && pkName.isPresent() && skName.get().equals(pkName.get())) {
            problems.add(new Problem(
                    Field.SK,
                    "the sort key must be a different attribute from the partition key \"" + pkName.get() + "\""));
            skName = Optional.empty();
        }
        Optional<KeyType> skType = read.skType().into(problems);
        Optional<SortOperator> op = read.op().into(problems);
        if (skType.isEmpty()) {
            return Optional.empty();
        }
        KeyType type = skType.get();
        String keyName = skName.orElse(form.sk());
        ValueInput lower = read.lower();
        ValueInput upper = read.upper();
        if (op.isEmpty()) {
            // Still check what was typed, so that every problem shows at once.
            sortValue(type, lower, read, keyName, ExpressionBuilder.SK_VALUE, problems);
            if (upper.given()) {
                sortValue(type, upper, read, keyName, ExpressionBuilder.SK_TO, problems);
            }
            return Optional.empty();
        }
        boolean operatorFits = op.get().allowedFor(type);
        if (!operatorFits) {
            problems.add(new Problem(
                    Field.OP, ProblemSummaries.beginsWithOnNumber(keyName), Messages.BEGINS_WITH_ON_NUMBER));
        }
        // The operator reads as many inputs as it takes values: the lower bound (or only value), then the upper.
        List<ValueInput> inputs = List.of(lower, upper).subList(0, op.get().arity());
        List<String> placeholders = ExpressionBuilder.sortPlaceholders(inputs.size());
        List<KeyValue> values = new ArrayList<>();
        for (int i = 0; i < inputs.size(); i++) {
            sortValue(type, inputs.get(i), read, keyName, placeholders.get(i), problems)
                    .ifPresent(values::add);
        }
        // Two values are a range, and DynamoDB rejects one whose lower bound sorts after its upper bound.
        if (values.size() == 2 && KeyOrder.compare(values.get(0), values.get(1)) > 0) {
            problems.add(new Problem(
                    upper.field(),
                    ProblemSummaries.betweenOrder(values.get(0), values.get(1)),
                    Messages.betweenOrder(values.get(0), values.get(1)),
                    boundsInOrder(
                            values.get(0),
                            values.get(1),
                            form.toBuilder()
                                    .value(form.to())
                                    .to(form.value())
                                    .seg(form.toSeg())
                                    .toSeg(form.seg())
                                    .build(),
                            bounds -> lower.segmentBuilt() || upper.segmentBuilt()
                                    ? Optional.empty()
                                    : Optional.of(form.toBuilder()
                                            .value(bounds.lower())
                                            .to(bounds.upper())
                                            .build()))));
            return Optional.empty();
        }
        if (!operatorFits || skName.isEmpty() || values.size() < inputs.size()) {
            return Optional.empty();
        }
        return Optional.of(new SortKeyCondition(
                new KeyAttribute(skName.get(), type), op.get().condition(values)));
    }

    /**
     * The fix of BETWEEN bounds given the wrong way round, unproven: the narrower number zero-padded when the bounds are
     * in order as numbers ({@code ORDER#7} and {@code ORDER#12}), else the bounds swapped. The advice keeps it only when
     * the fixed form is valid, since other problems may remain.
     *
     * @param swapped the form with the two bounds swapped
     * @param typed   the form with the two bounds typed as the padded ones; none for segments, whose rows padding
     *                would rewrite (the problem's summary says what to pad)
     */
    static Optional<Fix> boundsInOrder(
            KeyValue lower,
            KeyValue upper,
            QueryForm swapped,
            Function<ProblemSummaries.PaddedBounds, Optional<QueryForm>> typed) {
        Optional<ProblemSummaries.PaddedBounds> padded =
                lower instanceof KeyValue.StringValue low && upper instanceof KeyValue.StringValue high
                        ? ProblemSummaries.paddedBounds(low.text(), high.text())
                        : Optional.empty();
        return padded.isPresent()
                ? typed.apply(padded.get())
                        .map(form ->
                                new Fix("Pad to " + Shown.quoted(padded.get().padded()), form))
                : Optional.of(new Fix("Swap the bounds", swapped));
    }

    private static Optional<KeyValue> sortValue(
            KeyType type, ValueInput input, ReadForm read, String keyName, String placeholder, List<Problem> problems) {
        String text = input.text();
        if (input.segmentBuilt()) {
            if (type != KeyType.S) {
                problems.add(new Problem(
                        input.field(),
                        "segments build string values, but the sort key type is " + type + ": enter the value in \""
                                + (input.field() == Field.SEG ? Field.VALUE : Field.TO).code() + "\" instead"));
                return Optional.empty();
            }
            List<String> clashes = Segments.clashes(input.segments(), read.delim());
            if (!clashes.isEmpty()) {
                clashes.forEach(message -> problems.add(new Problem(input.field(), message)));
                return Optional.empty();
            }
            text = new Segments(input.segments(), read.delim(), read.trails()).join();
        }
        return keyValue(
                type,
                text,
                keyName,
                placeholder,
                input.field(),
                KeyQuery.MAX_SORT_KEY_BYTES,
                Messages.RANGE_KEY_TOO_LONG,
                problems);
    }

    static Optional<KeyValue> keyValue(
            KeyType type,
            String text,
            String keyName,
            String placeholder,
            Field field,
            int maxBytes,
            String tooLongMessage,
            List<Problem> problems) {
        try {
            KeyValue value = KeyValues.parse(type, text, keyName);
            if (value.keySizeBytes() > maxBytes) {
                problems.add(new Problem(
                        field,
                        ProblemSummaries.keyTooLong(field.code(), value, maxBytes),
                        tooLongMessage + " (this value is " + value.keySizeBytes() + " bytes"
                                + (type == KeyType.B ? " decoded" : " in UTF-8") + "; the limit is " + maxBytes + ")"));
                return Optional.empty();
            }
            return Optional.of(value);
        } catch (KeyValues.InvalidValue e) {
            // DynamoDB reports a bad number through the placeholder that carries it.
            problems.add(new Problem(
                    field,
                    e.summary(),
                    type == KeyType.N ? Messages.invalidValue(e.getMessage(), placeholder) : e.getMessage()));
            return Optional.empty();
        }
    }
}
