package keyslice.domain;

import static keyslice.domain.MultiAttributeKeyFixtures.tournament;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import keyslice.domain.expression.BuiltQuery;
import keyslice.domain.form.FormBuilder;
import keyslice.domain.form.QueryForm;
import keyslice.domain.key.KeyQuery;
import keyslice.domain.summary.QuerySummary;
import keyslice.testing.WireJson;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A multi-attribute key's Query: every condition with numbered placeholders, each attribute's type, names, and the
 * words that name it.
 */
class MultiAttributeKeyBuildTest {

    // --- expression, names and values ------------------------------------------------------------------

    static Stream<Arguments> expressions() {
        return Stream.of(
                Arguments.of(
                        "the issue's example",
                        tournament()
                                .sk(2, "score")
                                .skType(2, "N")
                                .op(2, "between")
                                .value(2, "10")
                                .to(2, "20"),
                        "#pk = :pk AND #pk2 = :pk2 AND #sk = :sk AND #sk2 BETWEEN :sk2From AND :sk2To",
                        List.of(":pk", ":pk2", ":sk", ":sk2From", ":sk2To")),
                Arguments.of(
                        "partition attributes only",
                        tournament().sk("").op("").value(""),
                        "#pk = :pk AND #pk2 = :pk2",
                        List.of(":pk", ":pk2")),
                Arguments.of(
                        "a prefix of the sort attributes, the first one a range",
                        tournament().op("begins_with").value("semi"),
                        "#pk = :pk AND #pk2 = :pk2 AND begins_with(#sk, :sk)",
                        List.of(":pk", ":pk2", ":sk")),
                Arguments.of(
                        "four of each",
                        tournament()
                                .pk(3, "season")
                                .pkType(3, "N")
                                .pkValue(3, "7")
                                .pk(4, "tier")
                                .pkType(4, "B")
                                .pkValue(4, "AQ==")
                                .sk(2, "day")
                                .op(2, "eq")
                                .value(2, "mon")
                                .sk(3, "court")
                                .skType(3, "N")
                                .op(3, "eq")
                                .value(3, "3")
                                .sk(4, "seat")
                                .op(4, "ge")
                                .value(4, "B"),
                        "#pk = :pk AND #pk2 = :pk2 AND #pk3 = :pk3 AND #pk4 = :pk4 AND #sk = :sk AND #sk2 = :sk2 "
                                + "AND #sk3 = :sk3 AND #sk4 >= :sk4",
                        List.of(":pk", ":pk2", ":pk3", ":pk4", ":sk", ":sk2", ":sk3", ":sk4")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("expressions")
    void buildsEveryConditionWithNumberedPlaceholders(
            String name, FormBuilder form, String expression, List<String> values) {
        BuiltQuery built = QueryCompilerFixtures.valid(form.build());
        assertEquals(expression, built.keyConditionExpression());
        assertEquals(values, List.copyOf(built.expressionAttributeValues().keySet()));
        assertEquals(
                built.expressionAttributeNames().size(), expression.split("#").length - 1, "one name per attribute");
    }

    @Test
    void valuesKeepEachAttributesOwnType() {
        BuiltQuery built = QueryCompilerFixtures.valid(tournament()
                .pk(3, "season")
                .pkType(3, "N")
                .pkValue(3, "1e2")
                .sk(2, "score")
                .skType(2, "N")
                .op(2, "between")
                .value(2, "10")
                .to(2, "20")
                .build());
        Map<String, Map<String, String>> values = WireJson.values(built);
        assertEquals(Map.of("S", "EU"), values.get(":pk2"));
        assertEquals(Map.of("N", "100"), values.get(":pk3"));
        assertEquals(Map.of("N", "10"), values.get(":sk2From"));
        assertEquals(Map.of("N", "20"), values.get(":sk2To"));
        assertEquals(
                Map.of("#pk", "tournament", "#pk2", "region", "#pk3", "season", "#sk", "round", "#sk2", "score"),
                built.expressionAttributeNames());
        assertEquals("byTournament", WireJson.request(built).get("IndexName"));
    }

    @Test
    void minimalNamesStillAliasReservedWordsAndHostileNames() {
        BuiltQuery built = QueryCompilerFixtures.valid(tournament()
                .names("minimal")
                .pk(2, "status")
                .pk(3, "game-id")
                .pkValue(3, "g1")
                .sk(2, "score")
                .op(2, "gt")
                .value(2, "x")
                .build());
        assertEquals(
                "tournament = :pk AND #pk2 = :pk2 AND #pk3 = :pk3 AND round = :sk AND score > :sk2",
                built.keyConditionExpression());
        assertEquals(Map.of("#pk2", "status", "#pk3", "game-id"), built.expressionAttributeNames());
    }

    @Test
    void aOneAttributeKeyBuildsExactlyAsBefore() {
        BuiltQuery built = QueryCompilerFixtures.valid(QueryForm.builder()
                .pk("PK")
                .pkValue("a")
                .sk("SK")
                .op("between")
                .value("a")
                .to("b")
                .build());
        assertEquals("#pk = :pk AND #sk BETWEEN :skFrom AND :skTo", built.keyConditionExpression());
        assertEquals(List.of(), built.query().furtherPartition());
        assertEquals(List.of(), built.query().furtherSort());
    }

    @Test
    void theSummaryLabelAndHeadlineNameEveryCondition() {
        KeyQuery query = QueryCompilerFixtures.valid(tournament()
                        .sk(2, "score")
                        .skType(2, "N")
                        .op(2, "between")
                        .value(2, "10")
                        .to(2, "20")
                        .build())
                .query();
        assertEquals(
                "Reads the items of partition WINTER2026, region EU in index byTournament whose round is final and score "
                        + "is between 10 and 20 (both included), in ascending order.",
                QuerySummary.of(query, Optional.empty()).text());
        assertEquals("WINTER2026, EU · = final · between 10 and 20", QuerySummary.label(query));
        assertEquals(
                "Matches (index byTournament): partition WINTER2026, region EU, round equals final and score between 10 and 20",
                QuerySummary.headline(query));
    }
}
