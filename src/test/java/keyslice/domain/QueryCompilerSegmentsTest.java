package keyslice.domain;

import static keyslice.domain.QueryCompilerFixtures.base;
import static keyslice.domain.QueryCompilerFixtures.problems;
import static keyslice.domain.QueryCompilerFixtures.valid;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import keyslice.domain.expression.BuiltQuery;
import keyslice.domain.form.FormBuilder;
import keyslice.domain.form.Problem;
import keyslice.testing.WireJson;
import org.junit.jupiter.api.Test;

/**
 * A sort-key value built from segments: joined, between bounds, and the problems of a segment.
 */
class QueryCompilerSegmentsTest {

    // --- segments ----------------------------------------------------------------------------------

    @Test
    void segmentsJoinWithTheDelimiterAndOptionalTrailingDelimiter() {
        FormBuilder form = base().seg("root", "photos", "2026").delim("/");
        assertEquals(
                Map.of("S", "root/photos/2026"),
                WireJson.values(valid(form.build())).get(":sk"));
        assertEquals(
                Map.of("S", "root/photos/2026/"),
                WireJson.values(valid(form.trail("true").build())).get(":sk"));
        assertEquals(
                Map.of("S", "EVT#2026"),
                WireJson.values(valid(base().seg("EVT", "2026", "", "").build()))
                        .get(":sk"),
                "blank rows at the end are unused form rows; the default delimiter is #");
    }

    @Test
    void segmentsReplaceTheTypedValueAndBuildBothBetweenBounds() {
        BuiltQuery built = valid(base().op("between")
                .value("ignored")
                .seg("EVT", "2026-06-23T00:00:00Z")
                .toSeg("EVT", "2026-06-23T23:59:59.999Z")
                .build());
        assertEquals(
                Map.of("S", "EVT#2026-06-23T00:00:00Z"), WireJson.values(built).get(":skFrom"));
        assertEquals(
                Map.of("S", "EVT#2026-06-23T23:59:59.999Z"),
                WireJson.values(built).get(":skTo"));
    }

    @Test
    void aSegmentContainingTheDelimiterIsAnErrorNamingIt() {
        List<Problem> problems =
                problems(base().seg("root", "a/b", "c/d").delim("/").build());
        assertEquals(2, problems.size());
        assertEquals("seg", problems.get(0).field());
        assertTrue(
                problems.get(0).message().startsWith("segment 2 \"a/b\" contains the delimiter \"/\""),
                problems.get(0).message());
        assertTrue(
                problems.get(1).message().startsWith("segment 3 \"c/d\" contains the delimiter \"/\""),
                problems.get(1).message());
        assertEquals(
                "toSeg",
                problems(base().op("between").value("a").toSeg("x#y").build())
                        .get(0)
                        .field());
    }

    @Test
    void segmentsAreForStringKeysOnly() {
        Problem problem =
                problems(base().skType("N").op("eq").seg("1", "2").build()).get(0);
        assertEquals("seg", problem.field());
        assertTrue(problem.message().contains("sort key type is N"), problem.message());
    }
}
