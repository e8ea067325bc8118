package keyslice.web;

import static keyslice.testing.Html.assertNoInlineScript;
import static keyslice.testing.Html.byId;
import static keyslice.testing.Html.elementText;
import static keyslice.testing.Html.elements;
import static keyslice.testing.Html.formSubmission;
import static keyslice.testing.Html.inputAttributes;
import static keyslice.testing.Html.inputValues;
import static keyslice.testing.Html.rawInner;
import static keyslice.testing.Html.selectedValue;
import static keyslice.testing.Html.shownErrors;
import static keyslice.web.BuilderPageFixtures.SELECTS;
import static keyslice.web.BuilderPageFixtures.TEXT_INPUTS;
import static keyslice.web.BuilderPageFixtures.XSS;
import static keyslice.web.BuilderPageFixtures.assertSegmentInputsShown;
import static keyslice.web.BuilderPageFixtures.exampleHrefs;
import static keyslice.web.BuilderPageFixtures.html;
import static keyslice.web.BuilderPageFixtures.http;
import static keyslice.web.BuilderPageFixtures.manyErrors;
import static keyslice.web.BuilderPageFixtures.permalinkHref;
import static keyslice.web.WebTestHttp.assertMediaType;
import static keyslice.web.WebTestHttp.json;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import keyslice.testing.Answer;
import keyslice.testing.Html;
import keyslice.testing.Html.Element;
import keyslice.testing.Query;
import keyslice.testing.RunningApp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The builder page's form: blank, with examples, filled in from a state, escaped, and resubmitted to the same state.
 */
class BuilderPageFormTest {
    @RegisterExtension
    static final RunningApp app = BuilderPageFixtures.app;

    // --- the blank page --------------------------------------------------------------------------------

    @Test
    void blankPageShowsTheFormAndExampleLinks() {
        Answer response = http.get("/").assertStatus(200);
        assertMediaType("text/html", "utf-8", response.contentType());
        String html = response.body();
        assertTrue(html.startsWith("<!DOCTYPE html>") || html.stripLeading().startsWith("<!DOCTYPE html>"));
        List<Element> forms = elements(html, "form");
        assertFalse(forms.isEmpty(), "a form");
        Map<String, String> formAttrs = forms.get(0).attrs();
        assertEquals("get", formAttrs.get("method").toLowerCase());
        assertEquals("/", formAttrs.get("action"));
        for (String name : TEXT_INPUTS) {
            assertEquals(List.of(""), inputValues(html, name), name);
        }
        for (String name : SELECTS) {
            assertNotNull(selectedValue(html, name), name);
        }
        assertEquals("S", selectedValue(html, "pkType"));
        assertEquals("begins_with", selectedValue(html, "op"));
        assertTrue(inputValues(html, "seg").size() >= 1, "segment rows");
        assertTrue(inputValues(html, "toSeg").size() >= 1, "upper segment rows");
        assertTrue(html.contains("type=\"submit\""), "a submit button: the form works without JavaScript");
        assertEquals(Map.of(), shownErrors(html), "no errors before anything is asked");
        assertFalse(html.contains("id=\"out-expression\""));
        assertNoInlineScript(html);

        List<String> hrefs = exampleHrefs(html);
        assertEquals(4, hrefs.size(), hrefs::toString);
        hrefs.forEach(href -> assertTrue(href.startsWith("/?v=1&"), href));
        assertTrue(html.contains("File tree"));
    }

    @Test
    void everyExampleLinkIsAValidState() {
        List<String> hrefs = exampleHrefs(http.get("/").assertStatus(200).body());
        List<String> expressions = new ArrayList<>();
        for (String href : hrefs) {
            JsonNode body = http.api(href.substring(2)).assertStatus(200).json();
            assertEquals(href, body.get("permalink").asText(), "an example link is a canonical permalink");
            expressions.add(body.get("keyConditionExpression").asText());
            String page = http.get(href).assertStatus(200).body();
            assertEquals(body.get("keyConditionExpression").asText(), elementText(page, "pre", "out-expression"));
        }
        assertEquals(
                List.of(
                        "#pk = :pk AND begins_with(#sk, :sk)",
                        "#pk = :pk",
                        "#pk = :pk AND #sk BETWEEN :skFrom AND :skTo",
                        "#pk = :pk AND #pk2 = :pk2 AND #sk = :sk AND begins_with(#sk2, :sk2)"),
                expressions);
        JsonNode fileTree = http.api(hrefs.get(0).substring(2)).json();
        assertEquals(
                json("{\"S\":\"root/photos/\"}"),
                fileTree.get("expressionAttributeValues").get(":sk"));
        JsonNode newestFirst = http.api(hrefs.get(1).substring(2)).json().get("request");
        assertFalse(newestFirst.get("ScanIndexForward").booleanValue());
    }

    @Test
    void unknownParametersAloneStillShowTheBlankPage() {
        String html = html(Query.of("utm_source", "wiki"));
        assertEquals(Map.of(), shownErrors(html));
        assertEquals(4, exampleHrefs(html).size());
    }

    // --- a valid state -----------------------------------------------------------------------------------

    @Test
    void fileTreePageShowsTheResultAndKeepsEveryInput() {
        String html = html(Query.fileTree());
        JsonNode api = http.api(Query.fileTree()).assertStatus(200).json();

        assertEquals("pre", byId(html, "out-expression").tag());
        assertEquals("#pk = :pk AND begins_with(#sk, :sk)", rawInner(html, "out-expression"));
        assertEquals(api.get("keyConditionExpression").asText(), elementText(html, "pre", "out-expression"));
        assertEquals(api.get("expressionAttributeNames"), json(elementText(html, "pre", "out-names")));
        assertEquals(api.get("expressionAttributeValues"), json(elementText(html, "pre", "out-values")));
        assertEquals(api.get("request"), json(elementText(html, "pre", "out-request")));
        assertEquals(
                WebTestHttp.fieldNames(api.get("request")),
                WebTestHttp.fieldNames(json(elementText(html, "pre", "out-request"))));

        assertEquals(List.of("Drive"), inputValues(html, "table"));
        assertEquals(List.of(""), inputValues(html, "index"));
        assertEquals(List.of("PK"), inputValues(html, "pk"));
        assertEquals(List.of("DRIVE#a91"), inputValues(html, "pkValue"));
        assertEquals(List.of("SK"), inputValues(html, "sk"));
        assertEquals(List.of("/"), inputValues(html, "delim"));
        List<String> segs = inputValues(html, "seg");
        assertEquals(List.of("root", "photos"), segs.subList(0, 2));
        assertTrue(segs.subList(2, segs.size()).stream().allMatch(String::isEmpty), segs::toString);
        assertTrue(inputAttributes(html, "trail").containsKey("checked"), "trail stays checked");
        assertEquals("begins_with", selectedValue(html, "op"));
        assertSegmentInputsShown(html);

        assertEquals(api.get("permalink").asText(), permalinkHref(html));
        assertEquals(Map.of(), shownErrors(html));
    }

    @Test
    void resultIsHtmlEscaped() {
        Query query = Query.of("pk", "PK", "pkValue", "a<b>&\"c'", "sk", "SK", "op", "lt", "value", XSS);
        String html = html(query);
        assertEquals("#pk = :pk AND #sk &lt; :sk", rawInner(html, "out-expression"), "expression escaped");
        assertFalse(html.contains("#sk < :sk"));
        JsonNode values = json(elementText(html, "pre", "out-values"));
        assertEquals("a<b>&\"c'", values.get(":pk").get("S").asText());
        assertEquals(XSS, values.get(":sk").get("S").asText());
        assertNoInlineScript(html);
        assertFalse(html.contains("<script>alert"), "the typed script element never appears raw");
        assertFalse(html.contains(XSS));
        assertEquals(List.of(XSS), inputValues(html, "value"));
        assertEquals(List.of("a<b>&\"c'"), inputValues(html, "pkValue"));

        String le = html(Query.of("pk", "PK", "pkValue", "p", "sk", "SK", "op", "ge", "value", "1"));
        assertTrue(le.contains("#sk &gt;= :sk") || le.contains("#sk >= :sk"));
        assertEquals("#pk = :pk AND #sk >= :sk", elementText(le, "pre", "out-expression"));
    }

    @Test
    void warningsAreShownWithTheirCode() {
        String html = html(Query.fileTree().without("trail"));
        List<Element> lists = Html.elements(html, "ul", "warnings");
        assertFalse(lists.isEmpty(), "a warnings list");
        assertTrue(lists.get(0).outer().contains("open-prefix"), lists.get(0).outer());
        assertTrue(
                Html.elements(html(Query.fileTree()), "ul", "warnings").isEmpty(),
                "no warnings list when there is nothing to warn about");
    }

    @Test
    void selectsKeepTheirChoice() {
        Query query = Query.of(
                "table", "Tbl", "index", "ByX", "pk", "PK", "pkType", "N", "pkValue", "1e2", "sk", "SK", "skType", "B",
                "op", "gt", "value", "AQ==", "order", "desc", "limit", "7", "names", "minimal");
        for (Query variant : List.of(query, query.with("limit", "0"))) { // valid, and with an error elsewhere
            String html = html(variant);
            assertEquals("N", selectedValue(html, "pkType"), variant::toString);
            assertEquals("B", selectedValue(html, "skType"), variant::toString);
            assertEquals("gt", selectedValue(html, "op"), variant::toString);
            assertEquals("desc", selectedValue(html, "order"), variant::toString);
            assertEquals("minimal", selectedValue(html, "names"), variant::toString);
            assertEquals(List.of(variant.first("limit")), inputValues(html, "limit"));
            assertEquals(List.of("1e2"), inputValues(html, "pkValue"), "the value as typed, not its canonical form");
        }
    }

    // --- the form works without JavaScript ------------------------------------------------------------------

    static Stream<Arguments> statesToResubmit() {
        return Stream.of(
                Arguments.of("file tree", Query.fileTree()),
                Arguments.of(
                        "every select changed",
                        Query.of(
                                "table", "Tbl", "index", "ByX", "pk", "PK", "pkType", "N", "pkValue", "1e2", "sk", "SK",
                                "skType", "B", "op", "gt", "value", "AQ==", "order", "desc", "limit", "7", "names",
                                "minimal")),
                Arguments.of(
                        "between on segments",
                        Query.of(
                                "pk", "PK", "pkValue", "p", "sk", "SK", "op", "between", "delim", "-", "seg", "a",
                                "seg", "", "seg", "b", "toSeg", "a", "toSeg", "z", "trail", "true")),
                Arguments.of(
                        "unicode and metacharacters",
                        Query.of(
                                "pk",
                                "用户 id",
                                "pkValue",
                                "a#b&c+d%e f 😀",
                                "sk",
                                "SK",
                                "op",
                                "eq",
                                "value",
                                "x=\"y\" <z> 'w' \uFF5E")),
                Arguments.of("errors with XSS-ish input", manyErrors()));
    }

    /** Submitting the rendered form as a browser would (every control, no JavaScript) gives back the same state. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("statesToResubmit")
    void submittingTheRenderedFormReproducesTheState(String label, Query query) {
        Answer original = http.api(query);
        Query resubmitted = formSubmission(html(query));
        Answer again = http.api(resubmitted);
        assertEquals(original.status(), again.status(), () -> "resubmitted as " + resubmitted);
        assertEquals(original.json(), again.json(), () -> "resubmitted as " + resubmitted);
    }

    @Test
    void pageAtThePermalinkShowsTheSameResult() {
        Query query = Query.auditWindow();
        String html = html(query);
        String permalink = permalinkHref(html);
        assertTrue(permalink.startsWith("/?v=1&"), permalink);
        String again = http.get(permalink).assertStatus(200).body();
        for (String id : List.of("out-expression", "out-names", "out-values", "out-request")) {
            assertEquals(elementText(html, "pre", id), elementText(again, "pre", id), id);
        }
        assertEquals(permalink, permalinkHref(again));
    }
}
