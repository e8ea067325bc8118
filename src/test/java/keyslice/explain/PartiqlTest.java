package keyslice.explain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Collections;
import java.util.stream.Stream;
import keyslice.domain.form.QueryForm;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** A PartiQL SELECT read as the Query DynamoDB runs for it, or said to be a full table scan. */
class PartiqlTest {

    static Stream<Arguments> queries() {
        return Stream.of(
                Arguments.of(
                        "the file tree",
                        "SELECT * FROM \"Drive\" WHERE PK = 'DRIVE#a91' AND begins_with(SK, 'root/photos/')",
                        QueryForm.builder()
                                .table("Drive")
                                .pk("PK")
                                .pkValue("DRIVE#a91")
                                .sk("SK")
                                .value("root/photos/")
                                .build()),
                Arguments.of(
                        "an index, a window, newest first, the rest a filter",
                        "SELECT actor, \"timestamp\" FROM \"Audit\".\"byDay\" WHERE \"PK\" = 'ACTOR#u_8814' AND SK BETWEEN 'EVT#2026-06-23T00:00:00Z' "
                                + "AND 'EVT#2026-06-23T23:59:59Z' AND status <> 'closed' AND size(tags) > 2 ORDER BY SK DESC",
                        QueryForm.builder()
                                .table("Audit")
                                .index("byDay")
                                .pk("PK")
                                .pkValue("ACTOR#u_8814")
                                .sk("SK")
                                .op("between")
                                .value("EVT#2026-06-23T00:00:00Z")
                                .to("EVT#2026-06-23T23:59:59Z")
                                .filter("status <> \"closed\" AND size(tags) > 2")
                                .project("actor, timestamp")
                                .order("desc")
                                .build()),
                Arguments.of(
                        "a number key, the value first, a quote doubled",
                        "SELECT * FROM Scores WHERE 42 = player AND score >= 1.5e2 AND note = 'it''s' AND deleted IS MISSING",
                        QueryForm.builder()
                                .table("Scores")
                                .pk("player")
                                .pkType("N")
                                .pkValue("42")
                                .sk("score")
                                .skType("N")
                                .op("ge")
                                .value("150")
                                .filter("note = \"it's\" AND attribute_not_exists(deleted)")
                                .build()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource
    void queries(String what, String statement, QueryForm expected) throws Unreadable {
        Explanation explanation = Explainer.explain(statement);
        assertEquals(Explanation.Source.PARTIQL, explanation.source());
        assertEquals("Query", explanation.operation());
        assertEquals(expected, explanation.form().orElseThrow());
        assertTrue(
                explanation.notes().get(0).contains("took "),
                explanation.notes().toString());
    }

    /**
     * A WHERE clause keeps DynamoDB's bounds, read or refused where it passes them: thousands of ANDs made a tree
     * thousands of levels deep, whose walks ran out of stack (a 500) and copied the filter's text at each level, and
     * IN took more values than the filter's condition does.
     */
    @Test
    void aWhereClauseOverDynamoDbsBoundsIsRefusedWhereItPassesThem() throws Unreadable {
        String key = "SELECT * FROM Drive WHERE PK = 'a' AND ";
        String most = key + String.join(" AND ", Collections.nCopies(149, "b = 1"));
        assertEquals("Query", Explainer.explain(most).operation());
        Unreadable chain = assertThrows(
                Unreadable.class,
                () -> Explainer.explain(key + String.join(" AND ", Collections.nCopies(5000, "b = 1"))));
        assertEquals(key.length() + "b = 1 AND ".length() * 149 + 3, chain.character());
        assertTrue(chain.getMessage().contains("more than 300 operators"), chain.getMessage());
        String values = String.join(", ", Collections.nCopies(100, "'v'"));
        assertTrue(Explainer.explain(key + "b IN [" + values + "]").form().isPresent());
        Unreadable in = assertThrows(Unreadable.class, () -> Explainer.explain(key + "b IN [" + values + ", 'w']"));
        assertEquals(key.length() + "b IN [".length() + values.length() + 3, in.character());
        assertTrue(in.getMessage().contains("at most 100 values"), in.getMessage());
    }

    @Test
    void withoutAnEqualityItIsAFullTableScanSaidPlainly() throws Unreadable {
        for (String statement : new String[] {
            "SELECT * FROM \"Drive\"",
            "SELECT * FROM Drive WHERE PK = 'a' OR PK = 'b'",
            "SELECT * FROM Drive WHERE begins_with(SK, 'root/')"
        }) {
            Explanation explanation = Explainer.explain(statement);
            assertEquals("Scan", explanation.operation(), statement);
            assertTrue(explanation.form().isEmpty(), statement);
            assertTrue(
                    explanation.notes().get(0).contains("full table scan"),
                    explanation.notes().toString());
        }
    }
}
