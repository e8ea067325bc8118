package keyslice.conformance;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import keyslice.datamodel.AccessPattern;
import keyslice.datamodel.DataModel;
import keyslice.datamodel.DataModels;
import keyslice.datamodel.DynamoJson;
import keyslice.datamodel.PatternRead;
import keyslice.datamodel.PatternReading;
import keyslice.testing.Answer;
import keyslice.testing.Dynalite;
import keyslice.testing.DynaliteExtension;
import keyslice.testing.Moto;
import keyslice.testing.MotoExtension;
import keyslice.testing.TestEngine;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The design reading ({@link DataModels#read}, {@link PatternReading}: a pattern's CLI command explained, compiled and
 * run over the items as its table or index holds them) proven against real engines. Seeded random designs
 * ({@link DesignGenerator}) are written as {@code dynamodb_data_model.json} text; the engine gets the file's own
 * CreateTable bodies and BatchWriteItem requests, then each Query pattern's request; keyslice reads the file and each
 * pattern's CLI command. The first page's items, in order and with every attribute (so projections and sparse indexes
 * count), must be keyslice's {@code returned}; a request one refuses the other must refuse too.
 *
 * <p>dynalite gets the designs of single-attribute keys; moto those with a multi-attribute global secondary index,
 * which dynalite cannot create. Seed: {@code -Dkeyslice.seed=N}; size: {@code -Dkeyslice.design.count=N} designs on
 * dynalite (default 40), a fifth as many on moto.
 */
@ExtendWith({DynaliteExtension.class, MotoExtension.class})
@Tag("engine")
class DesignDifferentialTest {

    private static final long SEED = Long.getLong("keyslice.seed", new Random().nextLong());
    private static final int DESIGNS = Integer.getInteger("keyslice.design.count", 40);
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void dynaliteReturnsWhatKeyslicePredictsForEveryPattern(Dynalite dynalite) throws Exception {
        check(dynalite, SEED, DESIGNS, false);
    }

    @Test
    void motoReturnsWhatKeyslicePredictsForMultiAttributeIndexes(Moto moto) throws Exception {
        check(moto, SEED * 31 + 7, Math.max(1, DESIGNS / 5), true);
    }

    private static void check(TestEngine engine, long seed, int designs, boolean multiAttribute) throws Exception {
        long start = System.nanoTime();
        Map<String, Integer> counts = new TreeMap<>();
        List<String> failures = new ArrayList<>();
        Random random = new Random(seed);
        for (int d = 0; d < designs; d++) {
            DesignGenerator.Design design = new DesignGenerator(random, multiAttribute).design("Design");
            DataModel model;
            try {
                model = DataModels.read(design.text());
            } catch (DataModels.Unreadable e) {
                failures.add("seed " + seed + ", design " + d + ": keyslice cannot read it: " + e.problems() + "\n"
                        + design.text());
                continue;
            }
            load(engine, design);
            List<String> designFailures = new ArrayList<>();
            for (int p = 0; p < design.patterns().size(); p++) {
                DesignGenerator.Pattern pattern = design.patterns().get(p);
                AccessPattern accessPattern = model.patterns().get(p);
                String failure = compare(engine, model, accessPattern, pattern, counts);
                if (failure != null) {
                    designFailures.add(
                            "pattern " + pattern.id() + ": " + accessPattern.implementation() + "\n  " + failure);
                }
            }
            if (!designFailures.isEmpty()) {
                failures.add("seed " + seed + ", design " + d + " on " + engine.name() + ":\n"
                        + String.join("\n", designFailures) + "\n  the design file:\n" + design.text());
            }
            for (Map<String, Object> table : design.tables()) {
                engine.call("DeleteTable", Map.of("TableName", table.get("TableName")));
            }
        }
        long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
        System.out.printf(
                "DesignDifferentialTest on %s seed=%d: %d designs, %s in %d ms%n",
                engine.name(), seed, designs, counts, millis);
        if (!failures.isEmpty()) {
            fail(failures.size() + " of " + designs + " designs disagree (rerun with -Dkeyslice.seed=" + SEED + "):\n"
                    + String.join("\n\n", failures.subList(0, Math.min(3, failures.size()))));
        }
        int patterns = counts.getOrDefault("patterns", 0);
        // the generator must reach the interesting places
        assertTrue(counts.getOrDefault("returned items", 0) > patterns / 3, "too few patterns return items: " + counts);
        assertTrue(
                counts.getOrDefault("returned none", 0) > patterns / 20, "too few patterns return nothing: " + counts);
    }

    /** Creates the design's tables from the file's CreateTable bodies and writes its items in batches of 25. */
    private static void load(TestEngine engine, DesignGenerator.Design design) throws Exception {
        for (Map<String, Object> table : design.tables()) {
            engine.createTable(JSON.writeValueAsString(table));
        }
        for (Map.Entry<String, List<Object>> table : design.items().entrySet()) {
            List<Object> writes = table.getValue();
            for (int from = 0; from < writes.size(); from += 25) {
                Answer answer = engine.call(
                                "BatchWriteItem",
                                Map.of(
                                        "RequestItems",
                                        Map.of(
                                                table.getKey(),
                                                writes.subList(from, Math.min(writes.size(), from + 25)))))
                        .assertOk();
                assertTrue(answer.json().path("UnprocessedItems").isEmpty(), answer.body());
            }
        }
    }

    /** One pattern on the engine and in keyslice: null when they agree, else both answers. */
    private static String compare(
            TestEngine engine,
            DataModel model,
            AccessPattern accessPattern,
            DesignGenerator.Pattern pattern,
            Map<String, Integer> counts) {
        PatternRead read = PatternReading.read(model, accessPattern);
        Answer answer = engine.call("Query", pattern.request());
        counts.merge("patterns", 1, Integer::sum);
        counts.merge(operator((String) pattern.request().get("KeyConditionExpression")), 1, Integer::sum);
        pattern.request().keySet().stream()
                .filter(member -> List.of("FilterExpression", "Limit", "IndexName", "ScanIndexForward")
                        .contains(member))
                .forEach(member -> counts.merge(member, 1, Integer::sum));
        if (!answer.ok() || !read.problems().isEmpty()) {
            if (!answer.ok() && !read.problems().isEmpty()) {
                counts.merge("refused by both", 1, Integer::sum);
                return null;
            }
            return "keyslice: " + (read.problems().isEmpty() ? "valid, returns " + keyslice(read) : read.problems())
                    + "\n  " + engine.name() + ": "
                    + (answer.ok() ? answer.json().path("Items") : answer.body());
        }
        List<String> expected = DesignValues.canonicalItems(JSON.valueToTree(DynamoJson.items(read.returned())));
        List<String> got = DesignValues.canonicalItems(answer.json().path("Items"));
        if (!pattern.ordered()) {
            expected = expected.stream().sorted().toList();
            got = got.stream().sorted().toList();
        }
        counts.merge(got.isEmpty() ? "returned none" : "returned items", 1, Integer::sum);
        if (expected.equals(got)) {
            return null;
        }
        return "keyslice returns " + expected + (pattern.ordered() ? "" : " (compared as sets)") + "\n  "
                + engine.name() + " returns  " + got;
    }

    /** The sort-key operator a key condition ends with, for the printed counts. */
    private static String operator(String keyCondition) {
        for (String operator : List.of("BETWEEN", "begins_with", "<=", ">=", "<", ">")) {
            if (keyCondition.contains(" " + operator + " ") || keyCondition.contains(" " + operator + "(")) {
                return "sort(" + operator + ")";
            }
        }
        return keyCondition.contains(":s") ? "sort(=)" : "partition only";
    }

    private static List<JsonNode> keyslice(PatternRead read) {
        List<JsonNode> items = new ArrayList<>();
        DynamoJson.items(read.returned()).forEach(item -> items.add(JSON.valueToTree(item)));
        return items;
    }
}
