package keyslice.conformance;

import static keyslice.conformance.ConformanceKeys.E000;
import static keyslice.conformance.ConformanceKeys.FF5E;
import static keyslice.conformance.ConformanceKeys.GRIN;
import static keyslice.conformance.ConformanceKeys.UNDER_PHOTOS;
import static keyslice.conformance.ConformanceTables.DRIVE;
import static keyslice.conformance.ConformanceTables.DRIVE_PK;
import static keyslice.conformance.ConformanceTables.STRINGS;
import static keyslice.conformance.ConformanceTables.STRING_KEYS;
import static keyslice.conformance.ConformanceTables.STR_PK;
import static keyslice.conformance.EngineConformanceFixtures.createTables;
import static keyslice.conformance.EngineConformanceFixtures.engine;
import static keyslice.conformance.EngineConformanceFixtures.on;
import static keyslice.conformance.EngineConformanceFixtures.onSk;
import static keyslice.conformance.EngineConformanceFixtures.predictSlice;
import static keyslice.conformance.EngineConformanceFixtures.read;
import static keyslice.conformance.EngineConformanceFixtures.sortKeys;
import static keyslice.conformance.EngineConformanceFixtures.valid;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import keyslice.conformance.EngineConformanceFixtures.ReadCase;
import keyslice.domain.compile.Compilation;
import keyslice.domain.compile.QueryCompiler;
import keyslice.domain.expression.BuiltQuery;
import keyslice.domain.form.QueryForm;
import keyslice.domain.key.KeyOrder;
import keyslice.domain.key.KeyType;
import keyslice.testing.Answer;
import keyslice.testing.Dynalite;
import keyslice.testing.DynaliteExtension;
import keyslice.testing.WireJson;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Order against the engine: an open prefix's siblings, Unicode keys in keyslice's order, and where dynalite's UTF-16
 * comparisons depart from DynamoDB's (BETWEEN across the surrogate range, paging past an emoji).
 */
@ExtendWith(DynaliteExtension.class)
@Tag("engine")
class EngineOrderConformanceTest {
    @BeforeAll
    static void tables(Dynalite dynalite) {
        createTables(dynalite);
    }

    @Test
    void openPrefixIsWarnedAndTheEngineReadsTheSiblings() {
        QueryForm open = onSk(DRIVE, DRIVE_PK).seg("root", "photos").delim("/").build();
        Compilation.Valid c = assertInstanceOf(Compilation.Valid.class, QueryCompiler.compile(open));
        assertTrue(
                c.warnings().stream().anyMatch(w -> w.code().equals("open-prefix")),
                c.warnings().toString());
        List<String> read =
                sortKeys(engine.call("Query", WireJson.request(c.built())).assertOk(), "SK", KeyType.S);
        assertTrue(read.contains("root/photos-old/x.jpg") && read.contains("root/photos.zip"), read.toString());

        QueryForm closed = open.toBuilder().trail("true").build();
        Compilation.Valid fixed = assertInstanceOf(Compilation.Valid.class, QueryCompiler.compile(closed));
        assertFalse(
                fixed.warnings().stream().anyMatch(w -> w.code().equals("open-prefix")),
                fixed.warnings().toString());
        assertEquals(
                List.of(UNDER_PHOTOS),
                sortKeys(engine.call("Query", WireJson.request(fixed.built())).assertOk(), "SK", KeyType.S));
    }

    // ================================================================== Unicode order vs the engine

    @Test
    void keysliceOrdersUnicodeKeysAsTheEngineDoes() {
        BuiltQuery built = valid(on(STRINGS, STR_PK).build());
        List<String> engineOrder =
                sortKeys(engine.call("Query", WireJson.request(built)).assertOk(), "SK", KeyType.S);

        List<String> keysliceOrder =
                STRING_KEYS.stream().sorted(KeyOrder::compareUtf8).toList();
        List<String> utf8Order = STRING_KEYS.stream()
                .sorted((a, b) ->
                        Arrays.compareUnsigned(a.getBytes(StandardCharsets.UTF_8), b.getBytes(StandardCharsets.UTF_8)))
                .toList();
        assertEquals(utf8Order, engineOrder, "engine = UTF-8 byte order");
        assertEquals(engineOrder, keysliceOrder, "keyslice's KeyOrder.compareUtf8 = engine");
        assertTrue(
                engineOrder.indexOf(E000) < engineOrder.indexOf(FF5E)
                        && engineOrder.indexOf(FF5E) < engineOrder.indexOf(GRIN),
                engineOrder.toString());
        // the trap keyslice avoids: Java's String order (UTF-16) puts the emoji before U+E000
        List<String> utf16Order = STRING_KEYS.stream().sorted().toList();
        assertNotEquals(engineOrder, utf16Order);
        assertTrue(utf16Order.indexOf(GRIN) < utf16Order.indexOf(E000));
    }

    /**
     * {@code BETWEEN "\uFF5E" AND "😀"} is in order in UTF-8 (DynamoDB's order). keyslice accepts it. dynalite
     * wrongly rejects it: it compares the bounds as JavaScript (UTF-16) strings. If this starts failing because
     * dynalite accepts the request, dynalite was fixed: assert the slice {@code [U+FF5E, 😀]} instead.
     */
    @Test
    void betweenAcrossTheSurrogateRangeIsValidButDynaliteRejectsIt() {
        Compilation.Valid c = assertInstanceOf(
                Compilation.Valid.class,
                QueryCompiler.compile(
                        onSk(STRINGS, STR_PK).op("between").value(FF5E).to(GRIN).build()));
        Map<String, Object> request = WireJson.request(c.built());

        Answer r = engine.call("Query", request);
        assertEquals(400, r.status(), "dynalite's known UTF-16 BETWEEN check: " + r.body());
        assertEquals("ValidationException", r.errorType());
        assertEquals(
                "Invalid KeyConditionExpression: The BETWEEN operator requires upper bound to be greater than or "
                        + "equal to lower bound; lower bound operand: AttributeValue: {S:" + FF5E
                        + "}, upper bound operand: "
                        + "AttributeValue: {S:" + GRIN + "}",
                r.message());

        // What DynamoDB returns, read through conditions dynalite does accept: ge U+FF5E, then le 😀 in UTF-8.
        BuiltQuery from = valid(onSk(STRINGS, STR_PK).op("ge").value(FF5E).build());
        List<String> atOrAfter =
                sortKeys(engine.call("Query", WireJson.request(from)).assertOk(), "SK", KeyType.S);
        byte[] upper = GRIN.getBytes(StandardCharsets.UTF_8);
        List<String> slice = atOrAfter.stream()
                .filter(k -> Arrays.compareUnsigned(k.getBytes(StandardCharsets.UTF_8), upper) <= 0)
                .toList();
        assertEquals(List.of(FF5E, GRIN), slice);
        ReadCase asCase = new ReadCase(
                "between FF5E and 😀",
                STRINGS,
                "SK",
                onSk(STRINGS, STR_PK).op("between").value(FF5E).to(GRIN).build(),
                slice);
        assertEquals(slice, predictSlice(asCase, c.built()), "keyslice predicts DynamoDB's slice");
    }

    /**
     * A second dynalite bug of the same kind: its ExclusiveStartKey check ("does not match the range key
     * predicate") also compares S in UTF-16, so it rejects its own LastEvaluatedKey when the page ended on a
     * supplementary character that satisfies the condition only in UTF-8 order. DynamoDB returns the next page.
     */
    @Test
    void pagingPastAnEmojiUnderGtFf5eTripsDynalitesUtf16StartKeyCheck() {
        BuiltQuery built =
                valid(onSk(STRINGS, STR_PK).op("gt").value(FF5E).limit("1").build());
        Answer first = engine.call("Query", WireJson.request(built)).assertOk();
        assertEquals(List.of(GRIN), sortKeys(first, "SK", KeyType.S));
        JsonNode lastKey = first.json().get("LastEvaluatedKey");
        assertEquals(GRIN, lastKey.path("SK").path("S").asText());

        Map<String, Object> next = new LinkedHashMap<>(WireJson.request(built));
        next.put("ExclusiveStartKey", lastKey);
        Answer r = engine.call("Query", next);
        assertEquals(400, r.status(), "dynalite bug: if it now answers 200, expect [😀/x] on this page: " + r.body());
        assertEquals("The provided starting key does not match the range key predicate", r.message());
    }
}
