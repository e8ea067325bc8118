package keyslice.web;

import static keyslice.testing.Html.byId;
import static keyslice.testing.Html.byIdOrNull;
import static keyslice.testing.Html.elementText;
import static keyslice.testing.Html.elements;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.util.List;
import keyslice.domain.form.QueryForm;
import keyslice.testing.Answer;
import keyslice.testing.Html.Element;
import keyslice.testing.RunningApp;
import keyslice.web.state.BuilderState;
import keyslice.web.state.DecodedQuery;
import keyslice.web.state.Permalink;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The builder page's design comparison: a multi-attribute Query beside its composite-string design, and a
 * segment-built value offered as a multi-attribute key, each with a link to the other design's state.
 */
class DesignComparisonViewTest {

    @RegisterExtension
    static final RunningApp app = RunningApp.defaults();

    static String page(QueryForm form) {
        Answer response = app.get(Permalink.of(form));
        assertEquals(200, response.status(), response.body());
        return response.body();
    }

    /** The state a link on the page opens, as the builder reads it. */
    static BuilderState linked(String html) {
        String href = byId(html, "design-link").attr("href");
        return BuilderState.from(DecodedQuery.decode(URI.create(href).getRawQuery()));
    }

    @Test
    void aMultiAttributeQueryIsComparedWithItsCompositeDesignInAClosedSection() {
        String html = page(MultiAttributePreviewTest.JANUARY);
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

    // --- an htmx answer leaves the body out, and it loads from /design when the section is opened
    // ---------------------

    static final QueryForm FILE_TREE = QueryForm.builder()
            .table("Drive")
            .pk("PK")
            .pkValue("DRIVE#a91")
            .sk("SK")
            .seg("root", "photos")
            .delim("/")
            .trail("true")
            .samples("root/photos/\nroot/\nroot/videos/")
            .build();
    static final String[] TYPING = {"HX-Request", "true", "HX-Target", "output"};
    static final String[] EDITING = {"HX-Request", "true", "HX-Target", "app"};

    @Test
    void anHtmxAnswerCarriesTheClosedSectionsTitleAndTheBodyLoadsFromDesignWhenOpened() {
        for (QueryForm form : List.of(FILE_TREE, MultiAttributePreviewTest.JANUARY)) {
            String page = page(form);
            Element whole = byId(page, "design-compare");
            assertNull(whole.attr("hx-get"), "a whole page carries the body, for use without JavaScript");
            String title = summary(page, whole);
            for (String[] headers : List.of(TYPING, EDITING)) {
                String suffix = headers == EDITING ? "&edit=seg-add" : "";
                Answer partial = app.get(Permalink.of(form) + suffix, headers);
                assertEquals(200, partial.status(), partial.body());
                String html = partial.body();
                Element details = byId(html, "design-compare");
                assertNull(details.attr("open"), "closed until asked for");
                assertEquals(title, summary(html, details), "the title without the body");
                assertEquals("toggle once", details.attr("hx-trigger"));
                assertEquals("this", details.attr("hx-target"));
                assertEquals("beforeend", details.attr("hx-swap"));
                assertEquals(
                        "*",
                        details.attr("hx-disinherit"),
                        "the link in the body swaps #app as a whole, not beforeend");
                for (String body : List.of("design-expression", "design-values", "design-link")) {
                    assertNull(byIdOrNull(html, body), body + " is left out of the htmx answer");
                }
                assertFalse(
                        html.contains("Pitfalls of the composite string")
                                || html.contains("stand for the segments' attributes"),
                        "the body is left out");

                String href = details.attr("hx-get");
                assertTrue(href.startsWith("/design?v=1&"), href);
                Answer loaded = app.get(href, "HX-Request", "true", "HX-Target", "design-compare");
                assertEquals(200, loaded.status(), loaded.body());
                assertTrue(loaded.header("Content-Type").startsWith("text/html"), loaded.header("Content-Type"));
                assertEquals(
                        whole.inner()
                                .substring(whole.inner().indexOf("</summary>") + "</summary>".length())
                                .strip(),
                        loaded.body().strip(),
                        "the body loaded on opening is the one the whole page shows");
            }
        }
        assertTrue(page(MultiAttributePreviewTest.JANUARY).contains("Pitfalls of the composite string"));
    }

    private static String summary(String html, Element details) {
        return elements(html, "summary").stream()
                .filter(s -> details.contains(s.start()))
                .findFirst()
                .orElseThrow()
                .text()
                .strip();
    }

    /**
     * Sort attributes named with 130 bytes each are a key the API takes (each name within DynamoDB's 255 bytes), and
     * the page and the comparison open for it too, though the two names joined would not be a name DynamoDB takes.
     */
    @Test
    void namesThatJoinPastDynamoDbsLimitOpenThePageAndTheComparison() {
        QueryForm form = QueryForm.builder()
                .table("Orders")
                .index("byState")
                .pk("PK")
                .pkValue("a")
                .sk("s".repeat(130))
                .op("eq")
                .value("OPEN")
                .sk(2, "t".repeat(130))
                .op(2, "begins_with")
                .value(2, "2026")
                .build();
        assertEquals(
                200, app.get("/api/v1/query?" + Permalink.queryString(form)).status());
        String cut = "s".repeat(127) + "_" + "t".repeat(127);
        String html = page(form);
        assertTrue(byId(html, "design-compare").text().contains("The attribute is called \"" + cut + "\" here"), html);
        assertEquals(cut, linked(html).form().sk(), "the composite design's link opens with the name that fits");
        assertTrue(
                linked(html).isValid(),
                () -> "the composite design compiles: " + linked(html).problems());

        Answer body = app.get("/design?" + Permalink.queryString(form), "HX-Request", "true");
        assertEquals(200, body.status(), body.body());
        assertTrue(body.body().contains("would be 261 bytes, and DynamoDB takes at most 255"), body.body());
    }

    @Test
    void aStateWithoutAComparisonHasNoSectionInAnHtmxAnswerEither() {
        QueryForm plain = QueryForm.builder()
                .table("Drive")
                .pk("PK")
                .pkValue("a")
                .sk("SK")
                .value("root/")
                .build();
        String html = app.get(Permalink.of(plain), TYPING).body();
        assertNotNull(byIdOrNull(html, "out-expression"), "a valid output");
        assertNull(byIdOrNull(html, "design-compare"));
        // One segment is no design of several attributes: no section, rather than one that loads nothing.
        QueryForm oneSegment = QueryForm.builder()
                .table("Drive")
                .pk("PK")
                .pkValue("a")
                .sk("SK")
                .seg("root")
                .delim("/")
                .build();
        String segment = app.get(Permalink.of(oneSegment), TYPING).body();
        assertNotNull(byIdOrNull(segment, "out-expression"), segment);
        assertNull(byIdOrNull(segment, "design-compare"));
    }

    @Test
    void theBodyOfABadStateOrOfOneWithoutAComparisonIsRefusedByName() {
        Answer invalid = app.get("/design?v=1&table=Drive&pk=PK");
        assertEquals(400, invalid.status(), invalid.body());
        assertEquals("pkValue", invalid.json().get("errors").get(0).get("field").asText(), invalid.body());
        Answer badType = app.get("/design?v=1&table=Drive&pk=PK&pkValue=a&pkType=X");
        assertEquals(400, badType.status(), badType.body());
        assertEquals("pkType", badType.json().get("errors").get(0).get("field").asText(), badType.body());
        Answer none = app.get("/design?v=1&table=Drive&pk=PK&pkValue=a&sk=SK&value=root");
        assertEquals(400, none.status(), none.body());
        assertEquals("seg", none.json().get("errors").get(0).get("field").asText(), none.body());
        assertTrue(
                none.json().get("errors").get(0).get("summary").asText().contains("no design comparison"), none.body());
        Answer broken = app.get("/design?v=1&pk=PK&pkValue=%E0%A4");
        assertEquals(400, broken.status(), broken.body());
        assertEquals("pkValue", broken.json().get("errors").get(0).get("field").asText(), broken.body());
        // The page's own request gets the refusal as a notice for its status line, never JSON in a page.
        Answer fromThePage = app.get("/design?v=1&table=Drive&pk=PK&pkValue=a&sk=SK&value=root", "HX-Request", "true");
        assertEquals(400, fromThePage.status(), fromThePage.body());
        assertEquals("none", fromThePage.header("HX-Reswap"));
        assertTrue(
                fromThePage.body().startsWith("<p id=\"notice\"")
                        && fromThePage.body().contains("no design comparison"),
                fromThePage.body());
    }

    /** Every worked example: an htmx answer has the section exactly when the whole page has it, under the same title. */
    @Test
    void everyExampleHasTheSectionInAnHtmxAnswerExactlyWhenThePageHasIt() {
        int compared = 0;
        for (keyslice.web.builder.BuilderPage.Example example : keyslice.web.builder.Examples.ALL) {
            String page = app.get(example.href()).body();
            String partial = app.get(example.href(), TYPING).body();
            Element whole = byIdOrNull(page, "design-compare");
            Element closed = byIdOrNull(partial, "design-compare");
            assertEquals(whole == null, closed == null, example.title());
            if (whole != null) {
                compared++;
                assertEquals(summary(page, whole), summary(partial, closed), example.title());
            }
        }
        assertTrue(compared >= 1, "an example compares designs: " + compared);
    }
}
