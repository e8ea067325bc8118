package keyslice.domain;

import static keyslice.domain.DesignComparisonCases.compare;
import static keyslice.domain.DesignComparisonCases.drive;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import keyslice.domain.compile.QueryCompiler;
import keyslice.domain.design.DesignComparison;
import keyslice.domain.form.QueryForm;
import keyslice.domain.key.KeyAttribute;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The multi-attribute design of a segment-built value: the key it offers, case by case, its names cut to fit, its
 * samples as tuples, and what it cannot read.
 */
class MultiAttributeOfferTest {

    @ParameterizedTest(name = "{0}")
    @MethodSource("keyslice.domain.DesignComparisonCases#segmentOffers")
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
