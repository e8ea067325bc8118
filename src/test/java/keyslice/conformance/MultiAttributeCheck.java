package keyslice.conformance;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import keyslice.domain.compile.Compilation;
import keyslice.domain.compile.QueryCompiler;
import keyslice.domain.expression.BuiltQuery;
import keyslice.domain.filter.FilterEvaluator;
import keyslice.domain.filter.ItemValue;
import keyslice.domain.filter.ReadCost;
import keyslice.domain.form.Problem;
import keyslice.domain.key.KeyAttribute;
import keyslice.domain.key.KeyValue;
import keyslice.domain.key.SortOperator;
import keyslice.domain.sample.SampleTuples;
import keyslice.domain.sample.TupleSlice;
import keyslice.preview.DynamoPreview;
import keyslice.preview.Prediction;
import keyslice.preview.PreviewException;
import keyslice.preview.QueryResult;
import keyslice.testing.Answer;
import keyslice.testing.TestEngine;

/** One case of {@link MultiAttributeDifferentialTest} run and judged; never throws for a disagreement. */
final class MultiAttributeCheck {

    /** What one case did: {@code failure} is null when it passed; {@code disagreement} names a known kind. */
    record Outcome(MultiAttributeCases.Case c, int pages, int items, Optional<String> disagreement, String failure) {}

    private static final Pattern NAMED = Pattern.compile(
            "Query condition missed key schema element: (.+)|RANGE key attributes (.+?) must have equality conditions .*");
    /** moto's words for a range before the last sort attribute: they name no attribute. */
    static final String NOT_SUPPORTED = "Query key condition not supported";

    private final DynamoPreview preview;
    private final TestEngine engine;

    MultiAttributeCheck(DynamoPreview preview, TestEngine engine) {
        this.preview = preview;
        this.engine = engine;
    }

    Outcome valid(MultiAttributeCases.Case c) {
        Compilation compilation = QueryCompiler.compile(MultiAttributeForms.form(c));
        if (!(compilation instanceof Compilation.Valid valid)) {
            return failed(c, "keyslice refused a valid Query: " + ((Compilation.Invalid) compilation).problems());
        }
        BuiltQuery built = valid.built();
        List<KeyAttribute> range = c.index().range();
        int named = c.conditions().size();
        Map<List<KeyValue>, MultiAttributeWorld.Item> byTuple = new LinkedHashMap<>();
        List<SampleTuples.Tuple> tuples = new ArrayList<>();
        for (MultiAttributeWorld.Item item : c.index().indexed(c.partition())) {
            byTuple.put(item.values(range), item);
            tuples.add(new SampleTuples.Tuple(tuples.size() + 1, item.values(range), named));
        }
        SampleTuples.Samples samples = new SampleTuples.Samples(range, tuples, List.of());
        List<SampleTuples.Tuple> all = TupleSlice.evaluate(
                        range,
                        built.query().sortConditions(),
                        samples,
                        built.query().order(),
                        OptionalInt.empty())
                .matches();
        if (named >= 2 && !tuples.isEmpty()) {
            // The form carried the partition's tuples, every sort attribute of the index on each line.
            Optional<TupleSlice> compiled = valid.tupleSlice();
            List<SampleTuples.Tuple> first = TupleSlice.evaluate(
                            range,
                            built.query().sortConditions(),
                            samples,
                            built.query().order(),
                            built.query().limit())
                    .matches();
            if (compiled.isEmpty() || !values(compiled.get().matches()).equals(values(first))) {
                return failed(
                        c,
                        "the compiler's slice of the sample tuples "
                                + compiled.map(s -> values(s.matches())).orElse(null) + " is not the tuple slice "
                                + values(first));
            }
        }
        List<MultiAttributeWorld.Item> matches =
                all.stream().map(t -> byTuple.get(t.values())).toList();
        List<Map<String, ItemValue>> read =
                matches.stream().map(MultiAttributeItems::domain).toList();
        List<ReadCost.Page> expected =
                ReadCost.pages(read, built.options().filter(), built.query().limit(), false);
        return run(c, built, matches, expected, range);
    }

    private Outcome run(
            MultiAttributeCases.Case c,
            BuiltQuery built,
            List<MultiAttributeWorld.Item> matches,
            List<ReadCost.Page> expected,
            List<KeyAttribute> range) {
        List<Map<String, Object>> returned = new ArrayList<>();
        Optional<String> token = Optional.empty();
        int page = 0;
        int readBefore = 0;
        do {
            QueryResult result;
            try {
                result = preview.query(built, token);
            } catch (PreviewException e) {
                return failed(c, "moto refused page " + (page + 1) + ": " + e.getMessage());
            }
            List<String> got =
                    result.items().stream().map(MultiAttributeCheck::id).toList();
            if (page < expected.size()) {
                ReadCost.Page predicted = expected.get(page);
                List<String> want = matches.subList(readBefore, readBefore + predicted.itemsRead()).stream()
                        .filter(item -> built.options()
                                .filter()
                                .map(f -> FilterEvaluator.evaluate(f, MultiAttributeItems.domain(item))
                                        .kept())
                                .orElse(true))
                        .map(MultiAttributeWorld.Item::id)
                        .toList();
                if (!got.equals(want)
                        || result.scannedCount() != predicted.itemsRead()
                        || result.count() != predicted.itemsReturned()) {
                    return failed(
                            c,
                            "page " + (page + 1) + ": moto returned " + got + " (ScannedCount " + result.scannedCount()
                                    + ", Count " + result.count() + "), keyslice predicts " + want + " ("
                                    + predicted.itemsRead() + ", "
                                    + predicted.itemsReturned() + ") of the slice "
                                    + matches.stream()
                                            .map(MultiAttributeWorld.Item::id)
                                            .toList());
                }
                readBefore += predicted.itemsRead();
            } else {
                // After a page that stopped at Limit an engine may answer one more page that reads nothing.
                boolean stoppedAtLimit = expected.isEmpty()
                        || built.query().limit().isPresent()
                                && expected.get(page - 1).itemsRead()
                                        == built.query().limit().getAsInt();
                if (!got.isEmpty() || result.scannedCount() != 0 || page > expected.size() || !stoppedAtLimit) {
                    return failed(
                            c,
                            "page " + (page + 1) + " read " + result.scannedCount() + " items " + got
                                    + ", keyslice predicts " + expected.size() + " pages of "
                                    + matches.stream()
                                            .map(MultiAttributeWorld.Item::id)
                                            .toList());
                }
            }
            returned.addAll(result.items());
            token = result.next();
            page++;
        } while (token.isPresent() && page <= expected.size() + 1);
        if (token.isPresent() || page < expected.size()) {
            return failed(
                    c,
                    "moto answered " + page + " pages" + (token.isPresent() ? " and still had more" : "")
                            + ", keyslice predicts " + expected.size());
        }
        Prediction verdict = Prediction.check(built, Optional.of(range.get(0)), returned);
        if (!verdict.agrees()) {
            return failed(c, "the preview's prediction disagrees with moto's items: " + verdict.explanation());
        }
        return new Outcome(c, page, returned.size(), Optional.empty(), null);
    }

    /** keyslice must refuse the case at the field of the defect's attribute, and moto refuse it too, naming the same one. */
    Outcome invalid(MultiAttributeCases.Case c) {
        Compilation compilation = QueryCompiler.compile(MultiAttributeForms.form(c));
        if (!(compilation instanceof Compilation.Invalid invalid)) {
            return failed(
                    c,
                    "keyslice accepted it: "
                            + ((Compilation.Valid) compilation).built().keyConditionExpression());
        }
        KeyAttribute expected = defective(c);
        List<String> fields = invalid.problems().stream().map(Problem::field).toList();
        if (invalid.problems().stream().noneMatch(p -> expected.equals(c.attributeOf(p.field())))) {
            return failed(
                    c,
                    "keyslice's problems are on " + fields + ", none on the field of " + expected.name() + ": "
                            + invalid.problems().stream().map(Problem::message).toList());
        }
        Answer answer = engine.call("Query", MultiAttributeWire.request(c));
        Optional<String> known = knownDeparture(c, answer);
        if (known.isPresent()) {
            return new Outcome(c, 0, 0, known, null);
        }
        if (answer.status() != 400 || !"ValidationException".equals(answer.errorType())) {
            return failed(c, "moto answered " + answer.status() + ": " + answer.body());
        }
        Matcher m = NAMED.matcher(answer.message());
        if (m.matches()) {
            String named = m.group(1) != null ? m.group(1) : m.group(2);
            return named.equals(expected.name())
                    ? new Outcome(c, 0, 0, Optional.empty(), null)
                    : failed(c, "moto names " + named + ", keyslice " + expected.name() + ": " + answer.message());
        }
        if (answer.message().equals(NOT_SUPPORTED) && c.defect() == MultiAttributeCases.Defect.RANGE_NOT_LAST) {
            return new Outcome(
                    c,
                    0,
                    0,
                    Optional.of("a range before the last sort attribute: moto says \"" + NOT_SUPPORTED
                            + "\", naming nothing"),
                    null);
        }
        return failed(c, "moto's refusal is not one this suite knows: " + answer.message());
    }

    /**
     * moto's known departures from a refusal that names the attribute, recognised exactly: it checks begins_with's
     * operand type only when it compares an item (HTTP 500 from its Python, or 200 with no items when no item of the
     * partition gets that far), and a BETWEEN before the last sort attribute fails its key condition parser (HTTP 500).
     */
    private static Optional<String> knownDeparture(MultiAttributeCases.Case c, Answer answer) {
        if (c.defect() == MultiAttributeCases.Defect.BEGINS_WITH_ON_N) {
            if (answer.status() == 500) {
                return Optional.of("begins_with on N: moto fails with HTTP 500 comparing an item, naming nothing");
            }
            if (answer.ok()
                    && answer.json().path("Count").asInt(-1) == 0
                    && reachingTheLast(c).isEmpty()) {
                return Optional.of(
                        "begins_with on N: moto accepts it when no item of the partition reaches the comparison");
            }
        }
        boolean betweenBefore = c.conditions().stream()
                .limit(Math.max(0, c.conditions().size() - 1L))
                .anyMatch(x -> x.operator() == SortOperator.BETWEEN);
        if (c.defect() == MultiAttributeCases.Defect.RANGE_NOT_LAST && betweenBefore && answer.status() == 500) {
            return Optional.of("BETWEEN before the last sort attribute: moto fails with HTTP 500, naming nothing");
        }
        return Optional.empty();
    }

    /** The partition's indexed items equal to the Query's values on every sort attribute before the last it names. */
    private static List<MultiAttributeWorld.Item> reachingTheLast(MultiAttributeCases.Case c) {
        List<MultiAttributeWorld.Item> items = c.index().indexed(c.partition());
        for (MultiAttributeCases.Condition condition :
                c.conditions().subList(0, c.conditions().size() - 1)) {
            items = items.stream()
                    .filter(item -> item.keys()
                            .get(condition.attribute().name())
                            .equals(condition.values().get(0)))
                    .toList();
        }
        return items;
    }

    /** The index attribute the defect is about. */
    private static KeyAttribute defective(MultiAttributeCases.Case c) {
        return switch (c.defect()) {
            case SORT_GAP -> {
                int position = 1;
                while (position == c.conditions().get(position - 1).position()) {
                    position++;
                }
                yield c.index().range().get(position - 1);
            }
            case RANGE_NOT_LAST ->
                c.conditions().stream()
                        .filter(x -> x.operator() != SortOperator.EQ)
                        .findFirst()
                        .orElseThrow()
                        .attribute();
            case PARTITION_MISSING -> {
                int position = 0;
                while (c.partitionGiven()[position]) {
                    position++;
                }
                yield c.index().hash().get(position);
            }
            case BEGINS_WITH_ON_N ->
                c.conditions().get(c.conditions().size() - 1).attribute();
        };
    }

    private static Outcome failed(MultiAttributeCases.Case c, String why) {
        return new Outcome(c, 0, 0, Optional.empty(), why);
    }

    private static List<List<String>> values(List<SampleTuples.Tuple> tuples) {
        return tuples.stream()
                .map(t -> t.values().stream().map(KeyValue::wireText).toList())
                .toList();
    }

    private static String id(Map<String, Object> item) {
        return item.get("id") instanceof Map<?, ?> id ? String.valueOf(id.get("S")) : "(no id)";
    }
}
