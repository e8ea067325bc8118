package keyslice.domain;

import static keyslice.domain.MultiAttributeKeyFixtures.tournament;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.stream.Stream;
import keyslice.domain.form.FormBuilder;
import keyslice.domain.form.Problem;
import keyslice.domain.key.KeyAttribute;
import keyslice.domain.key.KeyQuery;
import keyslice.domain.key.KeyType;
import keyslice.domain.key.KeyValue;
import keyslice.domain.key.Messages;
import keyslice.domain.key.NamePolicy;
import keyslice.domain.key.PartitionKeyCondition;
import keyslice.domain.key.ReadOrder;
import keyslice.domain.key.SortKeyCondition;
import keyslice.domain.key.SortOperator;
import keyslice.domain.key.SortRange;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A multi-attribute key's rules: each a problem naming its field, all at once, no range before the last sort attribute.
 */
class MultiAttributeKeyRulesTest {

    // --- the rules, each a problem on its field ------------------------------------------------------------

    static Stream<Arguments> rules() {
        return Stream.of(
                Arguments.of(
                        "a partition attribute needs a value",
                        tournament().pkValue(2, ""),
                        List.of("pk2Value"),
                        "The AttributeValue for a key attribute cannot contain an empty string value. Key: region"),
                Arguments.of(
                        "a partition value needs its attribute",
                        tournament().pk(2, "").pkValue(2, "").pkValue(3, "x"),
                        List.of("pk3"),
                        "so the partition key attribute name pk3 is required"),
                Arguments.of(
                        "partition attributes without a gap",
                        tournament().pk(2, "").pkValue(2, "").pk(3, "season").pkValue(3, "x"),
                        List.of("pk2"),
                        "pk3 is given, so pk2 is required"),
                Arguments.of(
                        "sk3 without sk2 names sk2",
                        tournament().sk(3, "court").value(3, "c1").op(3, "eq"),
                        List.of("sk2"),
                        "sort key attributes are given from left to right without a gap: sk3 is given, so sk2 is required"),
                Arguments.of(
                        "sk2 without sk names sk",
                        tournament().sk("").value("").sk(2, "score").op(2, "eq").value(2, "x"),
                        List.of("sk"),
                        "sk2 is given, so sk is required"),
                Arguments.of(
                        "a missing sk is one problem, not also its operator's",
                        tournament()
                                .sk("")
                                .op("")
                                .value("")
                                .sk(2, "score")
                                .op(2, "eq")
                                .value(2, "x"),
                        List.of("sk"),
                        "sk2 is given, so sk is required"),
                Arguments.of(
                        "an earlier sort attribute uses eq",
                        tournament().op("gt").sk(2, "score").op(2, "eq").value(2, "x"),
                        List.of("op"),
                        "only the last sort key attribute in a key condition may use <, <=, >, >=, BETWEEN or begins_with; "
                                + "sk is followed by another and uses gt"),
                Arguments.of(
                        "the default operator is not eq",
                        tournament()
                                .op("")
                                .sk(2, "score")
                                .value(2, "x")
                                .sk(3, "c")
                                .op(3, "eq")
                                .value(3, "y"),
                        List.of("op", "op2"),
                        "uses begins_with"),
                Arguments.of(
                        "the last sort attribute may use a range",
                        tournament().sk(2, "score").skType(2, "N").op(2, "lt").value(2, "x"),
                        List.of("value2"),
                        "The parameter cannot be converted to a numeric value: x for key :sk2"),
                Arguments.of(
                        "begins_with on a number",
                        tournament()
                                .sk(2, "score")
                                .skType(2, "N")
                                .op(2, "begins_with")
                                .value(2, "1"),
                        List.of("op2"),
                        Messages.BEGINS_WITH_ON_NUMBER),
                Arguments.of(
                        "between in order",
                        tournament().sk(2, "s").op(2, "between").value(2, "b").to(2, "a"),
                        List.of("to2"),
                        "The BETWEEN operator requires upper bound to be greater than or equal to lower bound"),
                Arguments.of(
                        "an unknown operator",
                        tournament().sk(2, "s").op(2, "ne").value(2, "b"),
                        List.of("op2"),
                        "unknown operator \"ne\""),
                Arguments.of(
                        "an unknown type",
                        tournament().pk(2, "region").pkType(2, "BOOL"),
                        List.of("pk2Type"),
                        "unknown key type \"BOOL\""),
                Arguments.of(
                        "a sort value needs its attribute",
                        tournament().value(2, "x"),
                        List.of("sk2"),
                        "so the sort key attribute name sk2 is required"),
                Arguments.of(
                        "the same attribute twice",
                        tournament().sk(2, "region").op(2, "eq").value(2, "x"),
                        List.of("sk2"),
                        "sk2 names \"region\", which pk2 already names"),
                Arguments.of(
                        "a multi-attribute key is an index's",
                        tournament().index(""),
                        List.of("index"),
                        "a multi-attribute key needs IndexName"),
                Arguments.of(
                        "a sort value within the size limit",
                        tournament().sk(2, "s").op(2, "eq").value(2, "x".repeat(1025)),
                        List.of("value2"),
                        Messages.RANGE_KEY_TOO_LONG),
                Arguments.of(
                        "a partition value within the size limit",
                        tournament().pkValue(2, "x".repeat(2049)),
                        List.of("pk2Value"),
                        Messages.HASH_KEY_TOO_LONG));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rules")
    void eachRuleIsAProblemNamingItsField(String name, FormBuilder form, List<String> fields, String message) {
        List<Problem> problems = QueryCompilerFixtures.problems(form.build());
        assertEquals(fields, problems.stream().map(Problem::field).toList(), problems::toString);
        assertTrue(problems.get(0).message().contains(message), problems.get(0)::message);
    }

    @Test
    void everyProblemShowsAtOnce() {
        List<Problem> problems = QueryCompilerFixtures.problems(tournament()
                .index("")
                .pkValue(2, "")
                .op("lt")
                .sk(3, "court")
                .skType(3, "N")
                .op(3, "eq")
                .value(3, "x")
                .build());
        assertEquals(
                List.of("pk2Value", "op", "sk2", "value3", "index"),
                problems.stream().map(Problem::field).toList(),
                problems::toString);
    }

    // --- the query itself refuses what DynamoDB refuses ----------------------------------------------------

    @Test
    void theQueryRefusesARangeBeforeTheLastSortAttribute() {
        KeyAttribute pk = new KeyAttribute("tournament", KeyType.S);
        SortKeyCondition range = new SortKeyCondition(
                new KeyAttribute("round", KeyType.S),
                new SortRange.Comparison(SortOperator.GT, new KeyValue.StringValue("a")));
        SortKeyCondition second = new SortKeyCondition(
                new KeyAttribute("score", KeyType.S),
                new SortRange.Comparison(SortOperator.EQ, new KeyValue.StringValue("b")));
        IllegalArgumentException refused = assertThrows(
                IllegalArgumentException.class,
                () -> new KeyQuery(
                        Optional.empty(),
                        Optional.of("byTournament"),
                        pk,
                        new KeyValue.StringValue("W"),
                        Optional.of(range),
                        ReadOrder.ASC,
                        OptionalInt.empty(),
                        NamePolicy.ALWAYS,
                        List.of(),
                        List.of(second)));
        assertTrue(refused.getMessage().contains("sort attribute 1 uses gt"), refused.getMessage());
        IllegalArgumentException twice = assertThrows(
                IllegalArgumentException.class,
                () -> new KeyQuery(
                        Optional.empty(),
                        Optional.of("byTournament"),
                        pk,
                        new KeyValue.StringValue("W"),
                        Optional.empty(),
                        ReadOrder.ASC,
                        OptionalInt.empty(),
                        NamePolicy.ALWAYS,
                        List.of(new PartitionKeyCondition(pk, new KeyValue.StringValue("x"))),
                        List.of()));
        assertTrue(twice.getMessage().contains("\"tournament\" is given twice"), twice.getMessage());
    }
}
