package keyslice.web;

import static keyslice.testing.Html.byId;
import static keyslice.testing.Html.byIdOrNull;
import static keyslice.testing.Html.elementText;
import static keyslice.testing.Html.elements;
import static keyslice.web.DesignComparisonFixtures.linked;
import static keyslice.web.DesignComparisonFixtures.page;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import keyslice.domain.form.QueryForm;
import keyslice.testing.Html.Element;
import keyslice.testing.RunningApp;
import keyslice.web.state.BuilderState;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The builder page's design comparison: a multi-attribute Query beside its composite-string design, and a
 * segment-built value offered as a multi-attribute key, each with a link to the other design's state.
 */
class DesignComparisonViewTest {

    @RegisterExtension
    static final RunningApp app = DesignComparisonFixtures.app;

    @Test
    void aMultiAttributeQueryIsComparedWithItsCompositeDesignInAClosedSection() {
        String html = page(MultiAttributeOrders.JANUARY);
        Element details = byId(html, "design-compare");
        assertEquals("details", details.tag());
        assertNull(details.attr("open"), "closed until asked for");
        assertEquals(
                "Compare with a composite sort key",
                elements(html, "summary").stream()
                        .filter(s -> details.contains(s.start()))
                        .findFirst()
                        .orElseThrow()
                        .text()
                        .strip());
        assertEquals("#pk = :pk AND #sk BETWEEN :skFrom AND :skTo", elementText(html, "pre", "design-expression"));
        String values = elementText(html, "pre", "design-values");
        assertTrue(
                values.contains("\"t1#eu\"")
                        && values.contains("\"OPEN#2026-01-01\"")
                        && values.contains("\"OPEN#2026-01-31$\""),
                values);
        assertTrue(details.text().contains("Pitfalls of the composite string"), details.text());
        assertTrue(
                details.text().contains("Every writer must build the composite from status and day"), details.text());
        assertTrue(
                html.indexOf("id=\"design-compare\"") < html.indexOf("id=\"out-request\""), "just before the request");

        BuilderState composite = linked(html);
        assertTrue(composite.isValid(), () -> "the composite design compiles: " + composite.problems());
        assertEquals("tenant_region", composite.form().pk());
        assertEquals("status_day", composite.form().sk());
    }

    /**
     * README: each design links to the other in the builder. The composite design's state builds its sort value from
     * the attributes' values as segments, so its page offers "Express as a multi-attribute key", back to tuples.
     */
    @Test
    void theCompositeDesignInTheBuilderOffersTheWayBackToAMultiAttributeKey() {
        QueryForm upperBracket = keyslice.examples.Tournaments.ROUND_TWO_UPPER.toBuilder()
                .value(2, "upp")
                .build();
        QueryForm wholeBracket =
                upperBracket.toBuilder().op(2, "eq").value(2, "upper").build();
        for (QueryForm multi : List.of(upperBracket, wholeBracket)) {
            BuilderState composite = linked(page(multi));
            assertTrue(composite.isValid(), () -> "the composite design compiles: " + composite.problems());
            String html = page(composite.form());
            Element details = byId(html, "design-compare");
            assertTrue(details.text().contains("Express as a multi-attribute key"), multi + "\n" + details.text());
            BuilderState back = linked(html);
            assertTrue(back.isValid(), () -> "the way back compiles: " + back.problems());
            assertTrue(back.valid().built().query().multiAttribute(), back.permalink());
            assertEquals(
                    List.of("N", "S"),
                    List.of(
                            back.form().effectiveSkType(),
                            back.form().furtherSk(2).effectiveType()),
                    "round, zero-padded in the composite, is a number again: " + back.permalink());
        }
    }

    @Test
    void aSegmentBuiltValueIsOfferedAsAMultiAttributeKeyWhoseLinkCompilesAndComparesBack() {
        QueryForm fileTree = QueryForm.builder()
                .table("Drive")
                .pk("PK")
                .pkValue("DRIVE#a91")
                .sk("SK")
                .seg("root", "photos")
                .delim("/")
                .trail("true")
                .samples("root/photos/\nroot/\nroot/videos/")
                .build();
        String html = page(fileTree);
        Element details = byId(html, "design-compare");
        assertTrue(details.text().contains("Express as a multi-attribute key"), details.text());
        assertEquals("#pk = :pk AND #sk = :sk AND #sk2 = :sk2", elementText(html, "pre", "design-expression"));

        BuilderState offer = linked(html);
        assertTrue(offer.isValid(), () -> "the offer's permalink compiles: " + offer.problems());
        assertEquals(
                List.of("SK_1", "SK_2"),
                List.of(offer.form().sk(), offer.form().furtherSk(2).name()));
        assertEquals(
                "[\"root\", \"photos\"]\n[\"root\"]\n[\"root\", \"videos\"]",
                offer.form().samples());

        String back = app.get(byId(html, "design-link").attr("href")).body();
        assertNotNull(byIdOrNull(back, "design-compare"), "the offered state compares back with a composite");
        assertTrue(byId(back, "design-compare").text().contains("Compare with a composite sort key"));
    }

    @Test
    void whatTheOtherDesignCannotReadIsSaidWithoutALink() {
        String html = page(QueryForm.builder()
                .table("Drive")
                .pk("PK")
                .pkValue("a")
                .sk("SK")
                .op("gt")
                .seg("a", "b")
                .build());
        Element details = byId(html, "design-compare");
        assertTrue(details.text().contains("also reads the keys after the first segments' values"), details.text());
        assertNull(byIdOrNull(html, "design-link"));
    }

    @Test
    void aOneAttributeQueryHasNoComparison() {
        String html = page(QueryForm.builder()
                .table("Drive")
                .pk("PK")
                .pkValue("a")
                .sk("SK")
                .value("root/")
                .build());
        assertNull(byIdOrNull(html, "design-compare"));
    }

    @Test
    void valuesAreEscaped() {
        String html = page(QueryForm.builder()
                .table("Drive")
                .index("byKind")
                .pk("PK")
                .pkValue("a")
                .sk("SK")
                .op("eq")
                .value("<b>x</b>")
                .sk(2, "kind")
                .value(2, "\"><i>")
                .build());
        Element details = byId(html, "design-compare");
        assertFalse(details.inner().contains("<b>") || details.inner().contains("<i>"), details.inner());
        assertTrue(details.text().contains("<b>x</b>"), "shown as text");
    }
}
