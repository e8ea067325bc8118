package keyslice.domain.compile;

import keyslice.domain.form.Field;
import keyslice.domain.expression.BuiltQuery;
import keyslice.domain.expression.ExpressionBuilder;
import keyslice.domain.expression.QueryOptions;
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
import keyslice.domain.key.ReadOrder;
import keyslice.domain.key.Segments;
import keyslice.domain.key.SortKeyCondition;
import keyslice.domain.key.SortOperator;
import keyslice.domain.read.ReadForm;
import keyslice.domain.read.ValueInput;
import keyslice.domain.key.Summaries;
import keyslice.domain.sample.SampleTuples;
import keyslice.domain.sample.Slice;
import keyslice.domain.sample.TupleSlice;
import keyslice.domain.warnings.Warning;
import keyslice.domain.filter.FilterCompiler;
import keyslice.domain.filter.ItemLines;
import keyslice.domain.filter.ItemSlice;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Function;

import keyslice.domain.warnings.Warnings;

/**
 * Checks a {@link QueryForm} against every rule at once and, when nothing is wrong, builds the query.
 * Problems are reported per URL parameter, in DynamoDB's words where DynamoDB has words for them.
 */
public final class QueryCompiler {

    private QueryCompiler() {
    }

    public static Compilation compile(QueryForm form) {
        return compile(form, new Memo(), true);
    }

    /** The same, reading again nothing that another compilation of this request read ({@link Fixes}, the edits). */
    public static Compilation compile(QueryForm form, Memo memo) {
        return compile(ReadForm.of(form), memo);
    }

    /** The same, for a form already read. */
    public static Compilation compile(ReadForm read, Memo memo) {
        return compile(read, memo, true, List.of());
    }

    /**
     * The same, for a form whose samples were found unreadable before it was compiled ({@code unreadSamples}: more than
     * are read) and left out of it: like any sample problem, they leave the Query valid ({@link Compilation.Valid}).
     */
    public static Compilation compile(ReadForm read, Memo memo, List<Problem> unreadSamples) {
        return compile(read, memo, true, unreadSamples);
    }

    /**
     * DynamoDB's rules for a table name (3 to 255 characters of {@code [a-zA-Z0-9_.-]}), each broken one a problem on
     * {@code field}: checked before any call names the table, so a bad name never reaches the engine.
     */
    public static List<Problem> tableNameProblems(String name, String field) {
        List<Problem> problems = new ArrayList<>();
        if (name.isEmpty()) {
            problems.add(new Problem(field, "the table name is required"));
        }
        Fields.tableName(name, field, "tableName", problems);
        return problems;
    }

    /** Whether the form compiles without errors. */
    public static boolean isValid(QueryForm form) {
        return isValid(form, new Memo());
    }

    /**
     * Whether the form compiles without errors, sharing with {@code memo} what other compilations of the request read.
     * The warnings, which check their own fixes this way, are skipped, and so is what the Query reads of the samples.
     */
    public static boolean isValid(QueryForm form, Memo memo) {
        return compile(ReadForm.of(form), memo, false, List.of()) instanceof Compilation.Valid;
    }

    /**
     * {@code full}: with the warnings, the problems' fixes and what the Query reads of the samples; else the problems
     * alone, or the built Query without the slices.
     */
    public static Compilation compile(QueryForm form, Memo memo, boolean full) {
        return compile(ReadForm.of(form), memo, full, List.of());
    }

    private static Compilation compile(ReadForm read, Memo memo, boolean full, List<Problem> unreadSamples) {
        QueryForm form = read.form();
        List<Problem> problems = new ArrayList<>();
        // Samples are not part of the Query: a line that does not fit the key is a problem of the samples alone.
        List<Problem> sampleProblems = new ArrayList<>(unreadSamples);

        Optional<String> table = Fields.tableName(form.table(), Field.TABLE, "tableName", problems);
        Optional<String> index = Fields.tableName(form.index(), Field.INDEX, "indexName", problems);

        Optional<KeyType> pkType = read.pkType().into(problems);
        Optional<String> pkName = Fields.attributeName(form.pk(), Field.PK, "partition key", problems);
        Optional<KeyValue> pkValue = Optional.empty();
        if (pkType.isPresent()) {
            pkValue = keyValue(pkType.get(), form.pkValue(), pkName.orElse("(partition key)"), ExpressionBuilder.PK_VALUE,
                    Field.PK_VALUE, KeyQuery.MAX_PARTITION_KEY_BYTES, Messages.HASH_KEY_TOO_LONG, problems);
        }

        Optional<SortKeyCondition> sortCondition = Optional.empty();
        boolean hasSortKey = !form.sk().isEmpty();
        ValueInput lower = read.lower();
        ValueInput upper = read.upper();
        if (!hasSortKey) {
            if (lower.given()) {
                problems.add(new Problem(Field.SK, "a sort key value is given, so the sort key attribute name is required "
                        + "(leave the value empty to read the whole partition)"));
            }
        } else {
            sortCondition = sortCondition(read, pkName, lower, upper, problems, full ? Optional.of(memo) : Optional.empty());
        }

        FurtherAttributes.Conditions further = FurtherAttributes.check(read, problems, full ? Optional.of(memo) : Optional.empty());

        read.trail().into(problems);
        ReadOrder order = read.order().into(problems);
        OptionalInt limit = read.limit().into(problems);
        NamePolicy names = read.names().into(problems);
        // A multi-attribute sort key's samples are tuples, one JSON array per line; a one-attribute key's are plain keys.
        boolean tupleSamples = FurtherAttributes.multiAttributeSort(form);
        Optional<List<KeyAttribute>> sortAttributes = tupleSamples ? FurtherAttributes.sortAttributes(read) : Optional.empty();
        Optional<SampleTuples.Samples> tuples = sortAttributes.filter(attributes -> !form.samples().isEmpty())
                .flatMap(attributes -> FormReads.tuples(form.samples(), attributes, memo, sampleProblems));
        Optional<List<KeyValue>> samples = tupleSamples ? Optional.empty() : FormReads.samples(read, memo, sampleProblems);
        boolean count = read.count().into(problems);
        boolean consistentRead = read.consistent().into(problems);
        Optional<List<ItemLines.Item>> items = FormReads.items(form.items(), memo, problems);
        if (count && !form.project().isBlank()) {
            problems.add(new Problem(Field.PROJECT, "A Query that only counts (select=count) returns no attributes: remove the "
                    + "projection or the count.", "a ProjectionExpression goes only with Select SPECIFIC_ATTRIBUTES (the default when "
                    + "it is given), not with COUNT"));
        }

        if (!problems.isEmpty()) {
            // The filter's and projection's own problems show too, checked without the key condition's placeholders.
            if (FormReads.options(form, Map.of(), Map.of(), memo) instanceof FilterCompiler.Rejected rejected) {
                problems.addAll(rejected.problems());
            }
            return new Compilation.Invalid(problems, full ? warnings(read, memo, sampleProblems) : List.of());
        }
        KeyAttribute partitionKey = new KeyAttribute(pkName.orElseThrow(), pkType.orElseThrow());
        KeyQuery query = new KeyQuery(table, index, partitionKey, pkValue.orElseThrow(), sortCondition, order, limit, names,
                further.partition(), further.sort());
        BuiltQuery keyCondition = ExpressionBuilder.build(query);
        FilterCompiler.Compilation options = FormReads.options(form, keyCondition.expressionAttributeNames(),
                keyCondition.expressionAttributeValues(), memo);
        if (options instanceof FilterCompiler.Rejected rejected) {
            return new Compilation.Invalid(rejected.problems(), full ? warnings(read, memo, sampleProblems) : List.of());
        }
        FilterCompiler.Compiled compiled = (FilterCompiler.Compiled) options;
        BuiltQuery built = keyCondition.with(new QueryOptions(compiled.filter(), compiled.filterExpression(),
                compiled.projectionExpression(), count, consistentRead, compiled.names(), compiled.values()));
        if (!full) {
            return new Compilation.Valid(read, built, List.of(), Optional.empty(), Optional.empty(), items.orElse(List.of()),
                    Optional.empty(), sampleProblems);
        }
        Optional<Slice> slice = samples.map(keys -> Slice.evaluate(keys,
                query.sortCondition().map(SortKeyCondition::condition), order, limit, index.isPresent()));
        // The lines may carry more of the index's sort attributes than the Query names: the slice orders by all of them.
        Optional<TupleSlice> tupleSlice = tuples.map(keys -> TupleSlice.evaluate(keys.attributes(), query.sortConditions(),
                keys, order, limit));
        Optional<ItemSlice> itemSlice = items.map(list -> ItemSlice.evaluate(query, compiled.filter(), consistentRead, list));
        List<Warning> warnings = warnings(read, memo, sampleProblems);
        itemSlice.ifPresent(itemsRead -> warnings.addAll(Warnings.ofItems(itemsRead)));
        return new Compilation.Valid(read, built, warnings, slice, tupleSlice, items.orElse(List.of()), itemSlice, sampleProblems);
    }

    /** The form's warnings, then the samples' when a line could not be read. */
    private static List<Warning> warnings(ReadForm read, Memo memo, List<Problem> sampleProblems) {
        List<Warning> warnings = new ArrayList<>(Warnings.of(read, memo, fixed -> isValid(fixed, memo)));
        warnings.addAll(Warnings.ofSamples(sampleProblems));
        return warnings;
    }

    /** {@code fixes}: present when the problems' fixes are worked out, with what the request's compilations read. */
    private static Optional<SortKeyCondition> sortCondition(ReadForm read, Optional<String> pkName, ValueInput lower,
                                                            ValueInput upper, List<Problem> problems, Optional<Memo> fixes) {
        QueryForm form = read.form();
        Optional<String> skName = Fields.attributeName(form.sk(), Field.SK, "sort key", problems);
        if (skName.isPresent() && pkName.isPresent() && skName.get().equals(pkName.get())) {
            problems.add(new Problem(Field.SK, "the sort key must be a different attribute from the partition key \""
                    + pkName.get() + "\""));
            skName = Optional.empty();
        }
        Optional<KeyType> skType = read.skType().into(problems);
        Optional<SortOperator> op = read.op().into(problems);
        if (skType.isEmpty()) {
            return Optional.empty();
        }
        KeyType type = skType.get();
        String keyName = skName.orElse(form.sk());
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
            problems.add(new Problem(Field.OP, Summaries.beginsWithOnNumber(keyName), Messages.BEGINS_WITH_ON_NUMBER));
        }
        // The operator reads as many inputs as it takes values: the lower bound (or only value), then the upper.
        List<ValueInput> inputs = List.of(lower, upper).subList(0, op.get().arity());
        List<String> placeholders = ExpressionBuilder.sortPlaceholders(inputs.size());
        List<KeyValue> values = new ArrayList<>();
        for (int i = 0; i < inputs.size(); i++) {
            sortValue(type, inputs.get(i), read, keyName, placeholders.get(i), problems).ifPresent(values::add);
        }
        // Two values are a range, and DynamoDB rejects one whose lower bound sorts after its upper bound.
        if (values.size() == 2 && KeyOrder.compare(values.get(0), values.get(1)) > 0) {
            problems.add(new Problem(upper.field(), Summaries.betweenOrder(values.get(0), values.get(1)),
                    Messages.betweenOrder(values.get(0), values.get(1)),
                    fixes.flatMap(memo -> boundsInOrder(values.get(0), values.get(1),
                            form.toBuilder().value(form.to()).to(form.value()).seg(form.toSeg()).toSeg(form.seg()).build(),
                            bounds -> lower.segmentBuilt() || upper.segmentBuilt() ? Optional.empty()
                                    : Optional.of(form.toBuilder().value(bounds.lower()).to(bounds.upper()).build()), memo))));
            return Optional.empty();
        }
        if (!operatorFits || skName.isEmpty() || values.size() < inputs.size()) {
            return Optional.empty();
        }
        return Optional.of(new SortKeyCondition(new KeyAttribute(skName.get(), type), op.get().condition(values)));
    }

    /**
     * The fix of BETWEEN bounds given the wrong way round: the narrower number zero-padded when the bounds are in order
     * as numbers ({@code ORDER#7} and {@code ORDER#12}), else the bounds swapped. None when other problems would remain.
     *
     * @param swapped the form with the two bounds swapped
     * @param typed   the form with the two bounds typed as the padded ones; none for segments, whose rows padding
     *                would rewrite (the problem's summary says what to pad)
     */
    static Optional<Fix> boundsInOrder(KeyValue lower, KeyValue upper, QueryForm swapped,
                                       Function<Summaries.PaddedBounds, Optional<QueryForm>> typed, Memo memo) {
        Optional<Summaries.PaddedBounds> padded = lower instanceof KeyValue.StringValue low && upper instanceof KeyValue.StringValue high
                ? Summaries.paddedBounds(low.text(), high.text()) : Optional.empty();
        Optional<Fix> fix = padded.isPresent()
                ? typed.apply(padded.get()).map(form -> new Fix("Pad to " + Problem.quote(padded.get().padded()), form))
                : Optional.of(new Fix("Swap the bounds", swapped));
        return fix.filter(f -> isValid(f.form(), memo));
    }

    private static Optional<KeyValue> sortValue(KeyType type, ValueInput input, ReadForm read, String keyName,
                                                String placeholder, List<Problem> problems) {
        String text = input.text();
        if (input.segmentBuilt()) {
            if (type != KeyType.S) {
                problems.add(new Problem(input.field(), "segments build string values, but the sort key type is "
                        + type + ": enter the value in \"" + (input.field() == Field.SEG ? Field.VALUE : Field.TO).code() + "\" instead"));
                return Optional.empty();
            }
            List<String> clashes = Segments.clashes(input.segments(), read.delim());
            if (!clashes.isEmpty()) {
                clashes.forEach(message -> problems.add(new Problem(input.field(), message)));
                return Optional.empty();
            }
            text = new Segments(input.segments(), read.delim(), read.trails()).join();
        }
        return keyValue(type, text, keyName, placeholder, input.field(), KeyQuery.MAX_SORT_KEY_BYTES, Messages.RANGE_KEY_TOO_LONG, problems);
    }

    static Optional<KeyValue> keyValue(KeyType type, String text, String keyName, String placeholder, Field field,
                                               int maxBytes, String tooLongMessage, List<Problem> problems) {
        try {
            KeyValue value = KeyValues.parse(type, text, keyName);
            if (value.keySizeBytes() > maxBytes) {
                problems.add(new Problem(field, Summaries.keyTooLong(field.code(), value, maxBytes),
                        tooLongMessage + " (this value is " + value.keySizeBytes() + " bytes"
                        + (type == KeyType.B ? " decoded" : " in UTF-8") + "; the limit is " + maxBytes + ")"));
                return Optional.empty();
            }
            return Optional.of(value);
        } catch (KeyValues.InvalidValue e) {
            // DynamoDB reports a bad number through the placeholder that carries it.
            problems.add(new Problem(field, e.summary(),
                    type == KeyType.N ? Messages.invalidValue(e.getMessage(), placeholder) : e.getMessage()));
            return Optional.empty();
        }
    }
}
