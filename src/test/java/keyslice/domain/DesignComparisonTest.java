package keyslice.domain;

import static keyslice.domain.DesignComparisonCases.compare;
import static keyslice.domain.DesignComparisonCases.composite;
import static keyslice.domain.DesignComparisonCases.condition;
import static keyslice.domain.DesignComparisonCases.orders;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import keyslice.domain.compile.Compilation;
import keyslice.domain.compile.QueryCompiler;
import keyslice.domain.design.DesignComparison;
import keyslice.domain.form.QueryForm;
import keyslice.domain.key.KeyAttribute;
import keyslice.domain.key.KeyType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The composite-string design of a multi-attribute Query: the condition it builds, case by case, and the same keys read
 * on sample tuples.
 */
class DesignComparisonTest {

    @ParameterizedTest(name = "{0}")
    @MethodSource("keyslice.domain.DesignComparisonCases#composites")
    void theCompositeConditionReadsTheSameKeys(String why, QueryForm form, String expected) {
        DesignComparison.Composite composite = composite(form);
        assertEquals(expected, condition(composite));
        assertEquals("tenant_region", composite.form().pk());
        assertEquals(
                "t1#eu".replace("#", composite.delimiter()), composite.form().pkValue());
        assertTrue(QueryCompiler.isValid(composite.form()), () -> "the composite design compiles: " + composite.form());
        assertEquals(
                composite.built().keyConditionExpression(),
                ((Compilation.Valid) QueryCompiler.compile(composite.form()))
                        .built()
                        .keyConditionExpression());
    }

    /**
     * Sample tuples of every shape read through both designs: the same keys in the same order, whatever the
     * condition, so the composite is the multi-attribute Query's equivalent and not an approximation.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("keyslice.domain.DesignComparisonCases#composites")
    void onSampleTuplesBothDesignsReadTheSameKeys(String why, QueryForm form, String expected) {
        List<String> lines = new ArrayList<>();
        boolean three = !form.furtherSk(3).name().isEmpty();
        boolean number = form.furtherSk(2).effectiveType().equals("N");
        for (String status : List.of("CLOSED", "OPEN", "OPEN2", "OPE")) {
            for (String second : number
                    ? List.of("1", "7", "9", "10", "12", "13", "99", "123456")
                    : List.of(
                            "2025-12-31",
                            "2026-01",
                            "2026-01-01",
                            "2026-01-03",
                            "2026-01-030",
                            "2026-01-31",
                            "2026-02-01",
                            "a",
                            "b",
                            "bb")) {
                if (three) {
                    for (String seq : List.of("1", "9", "10", "11", "200")) {
                        lines.add("[\"" + status + "\", \"" + second + "\", " + seq + "]");
                    }
                } else {
                    lines.add("[\"" + status + "\", " + (number ? second : "\"" + second + "\"") + "]");
                }
            }
        }
        DesignComparison.Composite composite =
                composite(form.toBuilder().samples(String.join("\n", lines)).build());
        String agreement = composite.agreement().orElseThrow();
        assertTrue(agreement.contains("both designs read the same"), agreement);
        assertTrue(QueryCompiler.isValid(composite.form()), "the composite samples are the composite's keys");
    }

    @Test
    void samplesSetThePaddingAndTheLinkCarriesThemAsCompositeStrings() {
        DesignComparison.Composite composite = composite(orders().sk("status")
                .op("eq")
                .value("OPEN")
                .sk(2, "seq")
                .skType(2, "N")
                .op(2, "gt")
                .value(2, "5")
                .samples("[\"OPEN\", 1234567]\n[\"OPEN\", 3]\n[\"OPEN\"]")
                .build());
        assertEquals(
                List.of(
                        new DesignComparison.Part(new KeyAttribute("status", KeyType.S), 0),
                        new DesignComparison.Part(new KeyAttribute("seq", KeyType.N), 7)),
                composite.sort());
        assertEquals(
                "OPEN#0000003#\nOPEN#1234567#",
                composite.form().samples(),
                "complete tuples only, in the index's order");
        assertTrue(
                composite.pitfalls().stream().anyMatch(p -> p.contains("seq to 7 digits")),
                composite.pitfalls().toString());
        assertTrue(
                composite.pitfalls().stream().anyMatch(p -> p.contains("1 of the samples lacks an attribute")),
                composite.pitfalls().toString());
    }

    @Test
    void thePitfallsNameWhatTheDesignRisks() {
        DesignComparison.Composite composite = composite(orders().sk("status")
                .op("eq")
                .value("OP#EN")
                .sk(2, "day")
                .op(2, "between")
                .value(2, "2026-01-01")
                .to(2, "2026-01-31")
                .build());
        Map<String, String> expected = Map.of(
                "writers", "Every writer must build the composite from status and day in this order",
                "partition", "The partition string tenant_region must be written exactly",
                "delimiter", "\"OP#EN\" contains the delimiter \"#\"",
                "range", "ends with \"$\", the character after \"#\"",
                "sparse", "leaves out an item that lacks one of its key attributes");
        expected.forEach((what, words) -> assertTrue(
                composite.pitfalls().stream().anyMatch(p -> p.contains(words)), what + ": " + composite.pitfalls()));
    }

    @Test
    void negativeNumbersAreNotPaddedAndABetweenTheyInvertIsNotExpressible() {
        DesignComparison.Composite unpadded = composite(orders().sk("status")
                .op("eq")
                .value("OPEN")
                .sk(2, "seq")
                .skType(2, "N")
                .op(2, "eq")
                .value(2, "-3")
                .build());
        assertEquals(0, unpadded.sort().get(1).padWidth());
        assertTrue(unpadded.pitfalls().stream().anyMatch(p -> p.startsWith("seq has a negative or fractional value")));

        DesignComparison inverted = compare(orders().sk("status")
                        .op("eq")
                        .value("OPEN")
                        .sk(2, "seq")
                        .skType(2, "N")
                        .op(2, "between")
                        .value(2, "-5")
                        .to(2, "-1")
                        .build())
                .orElseThrow();
        assertTrue(assertInstanceOf(DesignComparison.NotExpressible.class, inverted)
                .why()
                .contains("come in the wrong order"));
    }

    @Test
    void aOneAttributeSortSideKeepsItsKeyAndOnlyThePartitionIsJoined() {
        DesignComparison.Composite composite =
                composite(orders().sk("seq").skType("N").op("gt").value("5").build());
        assertEquals("seq", composite.form().sk());
        assertEquals("gt 5", condition(composite));
        assertEquals("tenant_region", composite.form().pk());
    }

    /**
     * Two names of 130 bytes each are a valid multi-attribute key, but joined they would pass DynamoDB's 255 bytes for
     * a key attribute's name: the composite's name loses characters from both, and a note says why.
     */
    @Test
    void aJoinedNameOverDynamoDbsLimitIsCutToFitAndSaysSo() {
        String status = "s".repeat(130);
        String day = "d".repeat(100) + "é".repeat(15);
        DesignComparison.Composite composite = composite(orders().sk(status)
                .op("eq")
                .value("OPEN")
                .sk(2, day)
                .op(2, "eq")
                .value(2, "2026-01-03")
                .build());
        String name = composite.form().sk();
        assertEquals(
                "s".repeat(127) + "_" + "d".repeat(100) + "é".repeat(13),
                name,
                "the longer name loses its last character " + "until both fit in 255 bytes, here 254 (an é is two)");
        assertEquals(name, composite.built().input().expressionAttributeNames().get("#sk"));
        assertTrue(QueryCompiler.isValid(composite.form()), "the composite design's state compiles");
        assertTrue(
                composite.pitfalls().stream()
                        .anyMatch(p -> p.contains("is called \"" + name + "\" here")
                                && p.contains("would be 261 bytes, and DynamoDB takes at most 255")),
                composite.pitfalls()::toString);
    }

    /** A joined name can be the other key attribute's own: the composite's gets a number, as both must differ. */
    @Test
    void aJoinedNameTheOtherAttributeHasGetsANumber() {
        DesignComparison.Composite composite = composite(QueryForm.builder()
                .index("byParts")
                .pk("a_b")
                .pkValue("x")
                .sk("a")
                .op("eq")
                .value("1")
                .sk(2, "b")
                .op(2, "eq")
                .value(2, "2")
                .build());
        assertEquals("a_b", composite.form().pk());
        assertEquals("a_b2", composite.form().sk());
        assertTrue(QueryCompiler.isValid(composite.form()));
        assertTrue(
                composite
                        .pitfalls()
                        .contains("The attribute is called \"a_b2\" here: \"a_b\" is already the name of the "
                                + "key's other attribute. Name it as you like."),
                composite.pitfalls()::toString);
    }

    @Test
    void aOneAttributeKeyWithoutSegmentsHasNoComparison() {
        assertEquals(
                Optional.empty(),
                compare(QueryForm.builder()
                        .table("Tab")
                        .pk("PK")
                        .pkValue("a")
                        .sk("SK")
                        .value("x")
                        .build()));
        assertEquals(
                Optional.empty(),
                compare(QueryForm.builder()
                        .table("Tab")
                        .pk("PK")
                        .pkValue("a")
                        .sk("SK")
                        .seg("x")
                        .build()),
                "one segment is not a composite");
    }
}
