package keyslice.conformance;

import static keyslice.conformance.EngineConformanceFixtures.assertKeyslicePredicts;
import static keyslice.conformance.EngineConformanceFixtures.createTables;
import static keyslice.conformance.EngineConformanceFixtures.engine;
import static keyslice.conformance.EngineConformanceFixtures.mutable;
import static keyslice.conformance.EngineConformanceFixtures.prefix;
import static keyslice.conformance.EngineConformanceFixtures.sortKeys;
import static keyslice.conformance.EngineConformanceFixtures.toJson;
import static keyslice.conformance.EngineConformanceFixtures.valid;
import static keyslice.conformance.StringKeyReads.auditReads;
import static keyslice.conformance.StringKeyReads.fileTreeReads;
import static keyslice.conformance.TextKeyReads.aliasReads;
import static keyslice.conformance.TextKeyReads.unicodeReads;
import static keyslice.conformance.TypedKeyReads.binaryReads;
import static keyslice.conformance.TypedKeyReads.numberReads;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import keyslice.conformance.ConformanceRejections.RejectCase;
import keyslice.conformance.EngineConformanceFixtures.ReadCase;
import keyslice.domain.compile.Compilation;
import keyslice.domain.compile.QueryCompiler;
import keyslice.domain.expression.BuiltQuery;
import keyslice.domain.form.Problem;
import keyslice.domain.key.KeyType;
import keyslice.testing.Answer;
import keyslice.testing.Dynalite;
import keyslice.testing.DynaliteExtension;
import keyslice.testing.WireJson;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * keyslice against a real engine (dynalite, the open-source engine the README's test command starts).
 *
 * <ol>
 *   <li>{@link #engineReadsExactlyTheExpectedSlice}: every request keyslice builds is sent as-is and must be
 *       accepted and return exactly the expected sort keys in order. The same slice is also predicted with
 *       keyslice's own order and matching ({@code KeyOrder}, {@code SortRange.matches}), so a case
 *       fails if the engine, the hand-written expectation or keyslice's model disagree.</li>
 *   <li>{@link #engineRejectsWhatKeysliceRejects}: an input keyslice rejects is sent raw (keyslice's valid
 *       request for a neighbouring input, with the offending piece put back) and the engine must reject it
 *       with the same message prefix (up to the first {@code ;}). Where dynalite does not check a rule that
 *       DynamoDB checks, the case asserts the divergence explicitly, so the suite notices if dynalite
 *       changes.</li>
 * </ol>
 *
 * <p>Known dynalite bugs asserted here (DynamoDB's documented behaviour wins, keyslice follows DynamoDB):
 * it checks BETWEEN order on S with JavaScript's UTF-16 comparison, and so does its ExclusiveStartKey
 * check; it accepts empty and over-long key values in Query.
 *
 * <p>The cases are tables of their own ({@link StringKeyReads}, {@link TypedKeyReads}, {@link TextKeyReads},
 * {@link ConformanceRejections}); the engine's other particulars are {@link EngineNamesConformanceTest}'s and
 * {@link EngineOrderConformanceTest}'s.
 */
@ExtendWith(DynaliteExtension.class)
@Tag("engine")
class EngineConformanceTest {
    @BeforeAll
    static void tables(Dynalite dynalite) {
        createTables(dynalite);
    }

    static Stream<ReadCase> reads() {
        return Stream.of(fileTreeReads(), auditReads(), numberReads(), binaryReads(), unicodeReads(), aliasReads())
                .flatMap(group -> group);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("reads")
    void engineReadsExactlyTheExpectedSlice(ReadCase c) {
        BuiltQuery built = valid(c.form());
        KeyType skType = c.table().typeOf(c.skAttr());
        List<String> expected = c.expected().stream()
                .map(k -> ConformanceValues.canonical(skType, k))
                .toList();

        Map<String, Object> request = WireJson.request(built);
        Answer first = engine.call("Query", request);
        assertEquals(
                200,
                first.status(),
                () -> "engine rejected keyslice's request " + toJson(request) + ": " + first.body());
        List<String> page = sortKeys(first, c.skAttr(), skType);

        if (built.query().limit().isEmpty()) {
            assertEquals(expected, page, "engine's slice for " + toJson(request));
            assertNull(first.json().get("LastEvaluatedKey"), "no Limit, small table: one page");
            assertKeyslicePredicts(c, built, page);
            return;
        }
        int limit = built.query().limit().getAsInt();
        assertEquals(expected.subList(0, Math.min(limit, expected.size())), page, "first page for " + toJson(request));
        // follow LastEvaluatedKey to the end: the pages concatenate to the whole slice
        List<String> all = new ArrayList<>(page);
        JsonNode lastKey = first.json().get("LastEvaluatedKey");
        for (int pages = 1; lastKey != null; pages++) {
            assertTrue(pages < 100, "too many pages");
            Map<String, Object> next = new LinkedHashMap<>(request);
            next.put("ExclusiveStartKey", lastKey);
            Answer r = engine.call("Query", next);
            assertEquals(200, r.status(), () -> "page after " + toJson(next) + ": " + r.body());
            List<String> more = sortKeys(r, c.skAttr(), skType);
            assertTrue(more.size() <= limit, "a page holds at most Limit items");
            all.addAll(more);
            lastKey = r.json().get("LastEvaluatedKey");
        }
        assertEquals(expected, all, "all pages for " + toJson(request));
        assertKeyslicePredicts(c, built, all);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("keyslice.conformance.ConformanceRejections#rejections")
    void engineRejectsWhatKeysliceRejects(RejectCase c) {
        Compilation compiled = QueryCompiler.compile(c.invalid());
        Compilation.Invalid invalid = assertInstanceOf(
                Compilation.Invalid.class,
                compiled,
                () -> "keyslice must reject " + c.invalid() + " but built " + compiled);
        List<Problem> onField = invalid.problems().stream()
                .filter(p -> p.field().equals(c.field()))
                .toList();
        assertEquals(1, onField.size(), () -> "one problem on " + c.field() + ": " + invalid.problems());
        String keysliceMessage = onField.get(0).message();

        Map<String, Object> raw = c.raw().apply(mutable(WireJson.request(valid(c.twin()))));
        Answer r = engine.call("Query", raw);
        switch (c.verdict()) {
            case SAME_PREFIX -> {
                assertEquals(400, r.status(), () -> "engine must reject " + toJson(raw) + ": " + r.body());
                assertEquals("ValidationException", r.errorType(), r.body());
                assertEquals(
                        prefix(r.message()),
                        prefix(keysliceMessage),
                        "message prefix: engine said \"" + r.message() + "\", keyslice said \"" + keysliceMessage
                                + "\"");
            }
            case REJECTS -> assertEquals(400, r.status(), () -> "engine must reject " + toJson(raw) + ": " + r.body());
            case ACCEPTS_DYNALITE_DIVERGENCE ->
                assertEquals(
                        200,
                        r.status(),
                        "dynalite used to accept this (DynamoDB rejects it; keyslice says \"" + keysliceMessage
                                + "\"). " + "If dynalite now rejects it, make the case SAME_PREFIX. Engine: "
                                + r.body());
        }
    }
}
