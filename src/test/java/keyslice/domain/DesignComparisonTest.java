package keyslice.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import keyslice.domain.compile.Compilation;
import keyslice.domain.compile.QueryCompiler;
import keyslice.domain.design.DesignComparison;
import keyslice.domain.form.FormBuilder;
import keyslice.domain.form.QueryForm;
import keyslice.domain.key.KeyAttribute;
import keyslice.domain.key.KeyType;
import keyslice.domain.key.KeyValue;
import keyslice.domain.key.SortRange;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The composite-string design of a multi-attribute Query, and the multi-attribute design of a segment-built value:
 * the condition each builds, case by case, and the same keys read on sample tuples.
 */
class DesignComparisonTest {

    /** An index read by tenant and region, sorted by status, day and seq (a number). */
    static FormBuilder orders() {
        return QueryForm.builder()
                .table("Orders")
                .index("byTenant")
                .pk("tenant")
                .pkValue("t1")
                .pk(2, "region")
                .pkValue(2, "eu");
    }

    static Optional<DesignComparison> compare(QueryForm form) {
        Compilation compiled = QueryCompiler.compile(form);
        Compilation.Valid valid = assertInstanceOf(Compilation.Valid.class, compiled, () -> compiled.toString());
        return DesignComparison.of(form, valid);
    }

    static DesignComparison.Composite composite(QueryForm form) {
        return assertInstanceOf(DesignComparison.Composite.class, compare(form).orElseThrow());
    }

    /** The composite's condition in words: its operator and values as its form spells them. */
    static String condition(DesignComparison.Composite composite) {
        // As the composite state compiles: its value may be typed or built from segments.
        SortRange c = ((Compilation.Valid) QueryCompiler.compile(composite.form()))
                .built()
                .query()
                .sortCondition()
                .orElseThrow()
                .condition();
        List<KeyValue> v = c.values();
        return c.operator().code() + " " + v.get(0).wireText()
                + (v.size() > 1 ? " .. " + v.get(1).wireText() : "");
    }

    static Stream<Arguments> composites() {
        return Stream.of(
                Arguments.of(
                        "every attribute equal: a prefix ending with the delimiter",
                        orders().sk("status")
                                .op("eq")
                                .value("OPEN")
                                .sk(2, "day")
                                .op(2, "eq")
                                .value(2, "2026-01-03")
                                .build(),
                        "begins_with OPEN#2026-01-03#"),
                Arguments.of(
                        "begins_with on the last: the prefix runs into it",
                        orders().sk("status")
                                .op("eq")
                                .value("OPEN")
                                .sk(2, "day")
                                .op(2, "begins_with")
                                .value(2, "2026-01")
                                .build(),
                        "begins_with OPEN#2026-01"),
                Arguments.of(
                        "between on the last: the upper bound takes in what continues after it",
                        orders().sk("status")
                                .op("eq")
                                .value("OPEN")
                                .sk(2, "day")
                                .op(2, "between")
                                .value(2, "2026-01-01")
                                .to(2, "2026-01-31")
                                .build(),
                        "between OPEN#2026-01-01 .. OPEN#2026-01-31$"),
                Arguments.of(
                        "a number is zero-padded to at least four digits",
                        orders().sk("status")
                                .op("eq")
                                .value("OPEN")
                                .sk(2, "seq")
                                .skType(2, "N")
                                .op(2, "between")
                                .value(2, "7")
                                .to(2, "12")
                                .build(),
                        "between OPEN#0007 .. OPEN#0012$"),
                Arguments.of(
                        "a number wider than four digits sets the width",
                        orders().sk("status")
                                .op("eq")
                                .value("OPEN")
                                .sk(2, "seq")
                                .skType(2, "N")
                                .op(2, "eq")
                                .value(2, "123456")
                                .build(),
                        "begins_with OPEN#123456#"),
                Arguments.of(
                        "gt after equalities: from past the value to the end of the equal run",
                        orders().sk("status")
                                .op("eq")
                                .value("OPEN")
                                .sk(2, "day")
                                .op(2, "gt")
                                .value(2, "2026-01-03")
                                .build(),
                        "between OPEN#2026-01-03$ .. OPEN$"),
                Arguments.of(
                        "ge after equalities",
                        orders().sk("status")
                                .op("eq")
                                .value("OPEN")
                                .sk(2, "day")
                                .op(2, "ge")
                                .value(2, "2026-01-03")
                                .build(),
                        "between OPEN#2026-01-03 .. OPEN$"),
                Arguments.of(
                        "lt after equalities: from the start of the equal run",
                        orders().sk("status")
                                .op("eq")
                                .value("OPEN")
                                .sk(2, "day")
                                .op(2, "lt")
                                .value(2, "2026-01-03")
                                .build(),
                        "between OPEN# .. OPEN#2026-01-03"),
                Arguments.of(
                        "le after equalities",
                        orders().sk("status")
                                .op("eq")
                                .value("OPEN")
                                .sk(2, "day")
                                .op(2, "le")
                                .value(2, "2026-01-03")
                                .build(),
                        "between OPEN# .. OPEN#2026-01-03$"),
                Arguments.of(
                        "another delimiter, and its next character",
                        orders().delim("/")
                                .sk("status")
                                .op("eq")
                                .value("OPEN")
                                .sk(2, "day")
                                .op(2, "between")
                                .value(2, "a")
                                .to(2, "b")
                                .build(),
                        "between OPEN/a .. OPEN/b0"),
                Arguments.of(
                        "three sort attributes",
                        orders().sk("status")
                                .op("eq")
                                .value("OPEN")
                                .sk(2, "day")
                                .op(2, "eq")
                                .value(2, "2026-01-03")
                                .sk(3, "seq")
                                .skType(3, "N")
                                .op(3, "ge")
                                .value(3, "10")
                                .build(),
                        "between OPEN#2026-01-03#0010 .. OPEN#2026-01-03$"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("composites")
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
    @MethodSource("composites")
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

    // ================================================================== the other way

    static FormBuilder drive() {
        return QueryForm.builder().table("Drive").pk("PK").pkValue("DRIVE#a91").sk("SK");
    }

    static Stream<Arguments> segmentOffers() {
        return Stream.of(
                Arguments.of(
                        "begins_with: equal segments, then begins_with on the last",
                        drive().seg("root", "photos").delim("/").build(),
                        "SK_1=S eq root, SK_2=S begins_with photos"),
                Arguments.of(
                        "begins_with with the trailing delimiter: every segment equal",
                        drive().seg("root", "photos").delim("/").trail("true").build(),
                        "SK_1=S eq root, SK_2=S eq photos"),
                Arguments.of(
                        "eq on digit segments: numbers without their padding",
                        drive().op("eq").seg("ORDER", "0042").build(),
                        "SK_1=S eq ORDER, SK_2=N eq 42"),
                Arguments.of(
                        "between bounds that differ in the last segment",
                        drive().op("between")
                                .seg("LOG", "2026", "0001")
                                .toSeg("LOG", "2026", "0300")
                                .build(),
                        "SK_1=S eq LOG, SK_2=N eq 2026, SK_3=N between 1 .. 300"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("segmentOffers")
    void aSegmentBuiltValueIsOfferedAsAMultiAttributeKey(String why, QueryForm form, String expected) {
        DesignComparison.MultiAttribute offer = assertInstanceOf(
                DesignComparison.MultiAttribute.class, compare(form).orElseThrow());
        QueryForm f = offer.form();
        List<String> attributes = new ArrayList<>();
        attributes.add(f.sk() + "=" + f.effectiveSkType() + " " + f.effectiveOp() + " " + f.value()
                + (f.to().isEmpty() ? "" : " .. " + f.to()));
        for (int n = 2;
                n <= QueryForm.MAX_KEY_ATTRIBUTES && !f.furtherSk(n).name().isEmpty();
                n++) {
            QueryForm.FurtherSk sk = f.furtherSk(n);
            attributes.add(sk.name() + "=" + sk.effectiveType() + " " + sk.effectiveOp() + " " + sk.value()
                    + (sk.to().isEmpty() ? "" : " .. " + sk.to()));
        }
        assertEquals(expected, String.join(", ", attributes));
        assertTrue(QueryCompiler.isValid(f), () -> "the offer compiles: " + QueryCompiler.compile(f));
        assertEquals(DesignComparison.OFFERED_INDEX, f.index(), "a multi-attribute key is an index's");
        assertEquals(List.of(), f.seg(), "the segments became attributes");
    }

    /** A sort key name of DynamoDB's 255 bytes still offers segment attributes: their names are cut to fit. */
    @Test
    void aSortKeyNameAtTheLimitOffersNamesThatFit() {
        String sk = "k".repeat(KeyAttribute.MAX_NAME_BYTES);
        DesignComparison.MultiAttribute offer = assertInstanceOf(
                DesignComparison.MultiAttribute.class,
                compare(drive().sk(sk).seg("root", "photos").delim("/").build()).orElseThrow());
        assertEquals(
                List.of("k".repeat(253) + "_1", "k".repeat(253) + "_2"),
                offer.sort().stream().map(KeyAttribute::name).toList());
        assertTrue(
                QueryCompiler.isValid(offer.form()),
                () -> "the offer compiles: " + QueryCompiler.compile(offer.form()));
    }

    @Test
    void samplesBecomeTuplesAndShorterKeysAreItemsTheIndexLeavesOut() {
        DesignComparison.MultiAttribute offer = assertInstanceOf(
                DesignComparison.MultiAttribute.class,
                compare(drive().index("byPath")
                                .seg("root", "photos")
                                .delim("/")
                                .samples("root/photos/\nroot/\nroot/photos")
                                .build())
                        .orElseThrow());
        assertEquals(
                "[\"root\", \"photos\"]\n[\"root\"]\n[\"root\", \"photos\"]",
                offer.form().samples());
        assertEquals("byPath", offer.form().index(), "the form's own index is kept");
        assertTrue(QueryCompiler.isValid(offer.form()));
    }

    @Test
    void whatAMultiAttributeKeyCannotReadIsSaid() {
        Map<QueryForm, String> refusals = Map.of(
                drive().seg("a", "b", "c", "d", "e").build(), "5 segments",
                drive().op("gt").seg("a", "b").build(), "also reads the keys after the first segments' values",
                drive().op("between").seg("a", "b").toSeg("c", "d").build(),
                        "spans several values of an earlier segment");
        refusals.forEach((form, words) -> {
            DesignComparison.NotExpressible refusal = assertInstanceOf(
                    DesignComparison.NotExpressible.class, compare(form).orElseThrow());
            assertTrue(refusal.why().contains(words), refusal.why());
        });
    }
}
