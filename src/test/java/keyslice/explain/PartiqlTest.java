package keyslice.explain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import keyslice.domain.form.QueryForm;

/** A PartiQL SELECT read as the Query DynamoDB runs for it, or said to be a full table scan. */
class PartiqlTest {

    static Stream<Arguments> queries() {
        return Stream.of(
                Arguments.of("the file tree", "SELECT * FROM \"Drive\" WHERE PK = 'DRIVE#a91' AND begins_with(SK, 'root/photos/')",
                        QueryForm.builder().table("Drive").pk("PK").pkValue("DRIVE#a91").sk("SK").value("root/photos/").build()),
                Arguments.of("an index, a window, newest first, the rest a filter",
                        "SELECT actor, \"timestamp\" FROM \"Audit\".\"byDay\" WHERE \"PK\" = 'ACTOR#u_8814' AND SK BETWEEN 'EVT#2026-06-23T00:00:00Z' "
                                + "AND 'EVT#2026-06-23T23:59:59Z' AND status <> 'closed' AND size(tags) > 2 ORDER BY SK DESC",
                        QueryForm.builder().table("Audit").index("byDay").pk("PK").pkValue("ACTOR#u_8814").sk("SK").op("between")
                                .value("EVT#2026-06-23T00:00:00Z").to("EVT#2026-06-23T23:59:59Z")
                                .filter("status <> \"closed\" AND size(tags) > 2").project("actor, timestamp").order("desc").build()),
                Arguments.of("a number key, the value first, a quote doubled",
                        "SELECT * FROM Scores WHERE 42 = player AND score >= 1.5e2 AND note = 'it''s' AND deleted IS MISSING",
                        QueryForm.builder().table("Scores").pk("player").pkType("N").pkValue("42").sk("score").skType("N").op("ge")
                                .value("150").filter("note = \"it's\" AND attribute_not_exists(deleted)").build()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource
    void queries(String what, String statement, QueryForm expected) throws Unreadable {
        Explanation explanation = Explainer.explain(statement);
        assertEquals(Explanation.Source.PARTIQL, explanation.source());
        assertEquals("Query", explanation.operation());
        assertEquals(expected, explanation.form().orElseThrow());
        assertTrue(explanation.notes().get(0).contains("took "), explanation.notes().toString());
    }

    @Test
    void withoutAnEqualityItIsAFullTableScanSaidPlainly() throws Unreadable {
        for (String statement : new String[] {"SELECT * FROM \"Drive\"", "SELECT * FROM Drive WHERE PK = 'a' OR PK = 'b'",
                "SELECT * FROM Drive WHERE begins_with(SK, 'root/')"}) {
            Explanation explanation = Explainer.explain(statement);
            assertEquals("Scan", explanation.operation(), statement);
            assertTrue(explanation.form().isEmpty(), statement);
            assertTrue(explanation.notes().get(0).contains("full table scan"), explanation.notes().toString());
        }
    }
}
