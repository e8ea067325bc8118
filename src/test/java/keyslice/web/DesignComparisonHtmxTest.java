package keyslice.web;

import static keyslice.testing.Html.byId;
import static keyslice.testing.Html.byIdOrNull;
import static keyslice.web.DesignComparisonFixtures.EDITING;
import static keyslice.web.DesignComparisonFixtures.FILE_TREE;
import static keyslice.web.DesignComparisonFixtures.TYPING;
import static keyslice.web.DesignComparisonFixtures.linked;
import static keyslice.web.DesignComparisonFixtures.page;
import static keyslice.web.DesignComparisonFixtures.summary;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import keyslice.domain.form.QueryForm;
import keyslice.testing.Answer;
import keyslice.testing.Html.Element;
import keyslice.testing.RunningApp;
import keyslice.web.state.Permalink;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The design comparison in an htmx answer: the section's title without its body, which loads from /design when the
 * section is opened; no section where the page has none; /design refusing a bad state by name.
 */
class DesignComparisonHtmxTest {

    @RegisterExtension
    static final RunningApp app = DesignComparisonFixtures.app;

    @Test
    void anHtmxAnswerCarriesTheClosedSectionsTitleAndTheBodyLoadsFromDesignWhenOpened() {
        for (QueryForm form : List.of(FILE_TREE, MultiAttributeOrders.JANUARY)) {
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
        assertTrue(page(MultiAttributeOrders.JANUARY).contains("Pitfalls of the composite string"));
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
