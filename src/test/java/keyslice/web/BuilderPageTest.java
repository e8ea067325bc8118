package keyslice.web;

import static keyslice.testing.Html.assertNoInlineScript;
import static keyslice.testing.Html.byId;
import static keyslice.testing.Html.elementText;
import static keyslice.testing.Html.elements;
import static keyslice.testing.Html.enclosing;
import static keyslice.testing.Html.fieldErrors;
import static keyslice.testing.Html.formSubmission;
import static keyslice.testing.Html.inputAttributes;
import static keyslice.testing.Html.inputValues;
import static keyslice.testing.Html.rawInner;
import static keyslice.testing.Html.selectedValue;
import static keyslice.testing.Html.shownErrors;
import static keyslice.web.WebTestHttp.assertMediaType;
import static keyslice.web.WebTestHttp.json;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
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
import org.junit.jupiter.params.provider.ValueSource;

/** {@code GET /}: the server-rendered builder page, its headers, and the static assets it relies on. */
class BuilderPageTest {

    private static final String XSS = "\"><script>alert(1)</script>";

    /** Parameters that are text inputs on the page (segments aside). */
    private static final List<String> TEXT_INPUTS =
            List.of("table", "index", "pk", "pkValue", "sk", "value", "to", "delim", "limit");

    private static final List<String> SELECTS = List.of("pkType", "skType", "op", "order", "names");

    @RegisterExtension
    static final RunningApp app = RunningApp.defaults();

    private static final WebTestHttp http = new WebTestHttp(app);

    static String html(Query query) {
        Answer response = http.page(query).assertStatus(200);
        assertMediaType("text/html", "utf-8", response.contentType());
        return response.body();
    }

    static List<String> exampleHrefs(String html) {
        Element list = elementWithClass(html, "ul", "examples");
        return elements(html, "a").stream()
                .filter(a -> list.contains(a.start()) && a.attr("href") != null)
                .map(a -> a.attr("href"))
                .toList();
    }

    static String permalinkHref(String html) {
        Element link = byId(html, "permalink");
        assertEquals("a", link.tag(), "the permalink is a link");
        assertTrue(link.hasClass("permalink"), link.startTag());
        return link.attr("href");
    }

    /**
     * The segment editor is shown, not tucked away: every segment input (lower and upper bound) sits in a
     * {@code .seg-row} item inside the {@code .segments} block, and no closed {@code <details>} hides it.
     */
    static void assertSegmentInputsShown(String html) {
        for (String name : List.of("seg", "toSeg")) {
            List<Element> inputs = Html.controls(html, name);
            assertTrue(inputs.size() >= 1, name + " rows");
            for (Element input : inputs) {
                assertTrue(
                        enclosing(html, input.start(), "li").stream().anyMatch(li -> li.hasClass("seg-row")),
                        () -> input.startTag() + " sits in a .seg-row");
                assertTrue(
                        enclosing(html, input.start(), "div").stream().anyMatch(div -> div.hasClass("segments")),
                        () -> input.startTag() + " sits in the .segments block");
                assertTrue(
                        enclosing(html, input.start(), "details").stream()
                                .allMatch(d -> d.attrs().containsKey("open")),
                        () -> input.startTag() + " is not hidden in a closed <details>");
            }
        }
    }

    /** The one element with that tag and CSS class. */
    static Element elementWithClass(String html, String tag, String cssClass) {
        List<Element> found = Html.elements(html, tag, cssClass);
        assertEquals(1, found.size(), () -> "one <" + tag + " class=" + cssClass + ">: " + found);
        return found.get(0);
    }

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

    // --- errors ------------------------------------------------------------------------------------------

    static Query manyErrors() {
        return Query.of(
                "table", XSS, "index", "x", "pk", "PK", "pkValue", "", "sk", "SK", "op", "between", "value", "~", "to",
                XSS, "limit", "abc");
    }

    @Test
    void errorsRenderWith200AndEveryInputKeepsWhatWasTyped() {
        Query query = manyErrors();
        String html = html(query);
        for (String name : TEXT_INPUTS) {
            String typed = query.first(name) == null ? "" : query.first(name);
            assertEquals(List.of(typed), inputValues(html, name), () -> name + " keeps what was typed");
        }
        assertEquals("between", selectedValue(html, "op"));
        assertFalse(html.contains(XSS), "the XSS-ish value never appears raw");
        assertFalse(html.contains("<script>alert"), "no script element of the user's");
        assertNoInlineScript(html);
        assertTrue(html.contains("&lt;script"), "it appears escaped");
        assertFalse(html.contains("id=\"out-expression\""), "no result while there are errors");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("errorStates")
    void eachErrorMessageAppearsInsideItsFieldsContainer(String label, Query query) {
        JsonNode errors = http.api(query).assertStatus(400).json().get("errors");
        Map<String, List<String>> byField = new LinkedHashMap<>();
        errors.forEach(e -> byField.computeIfAbsent(e.get("field").asText(), k -> new ArrayList<>())
                .add(e.get("message").asText()));

        String html = html(query);
        byField.forEach((field, messages) -> assertEquals(
                messages, fieldErrors(html, field), () -> "errors of " + field + " belong next to its input"));
        Map<String, List<String>> expectedSlots = new LinkedHashMap<>();
        byField.forEach((field, messages) -> expectedSlots.put("err-" + field, messages));
        assertEquals(
                expectedSlots,
                shownErrors(html),
                "every error is shown once, in its field's slot, and nothing else is");
        for (String name : TEXT_INPUTS) {
            if (!byField.containsKey(name)) {
                assertEquals(List.of(), fieldErrors(html, name), name);
            }
        }
        String status = elementWithClass(html, "p", "status").text();
        assertTrue(byId(html, "output").outer().contains(status), "the summary is in the output");
        assertTrue(status.startsWith(errors.size() == 1 ? "1 problem" : errors.size() + " problems"), status);
    }

    static Stream<Arguments> errorStates() {
        return Stream.of(
                Arguments.of("many fields, XSS-ish values", manyErrors()),
                Arguments.of(
                        "segment clashes",
                        Query.of(
                                "pk", "PK", "pkValue", "p", "sk", "SK", "op", "between", "delim", "/", "seg", "root",
                                "seg", "a/b", "toSeg", "x/y", "toSeg", "z")),
                Arguments.of(
                        "repeated scalar, bad enums",
                        Query.of(
                                "pk",
                                "PK",
                                "pk",
                                "Other",
                                "pkValue",
                                "p",
                                "sk",
                                "SK",
                                "skType",
                                "N",
                                "op",
                                "begins_with",
                                "order",
                                "up",
                                "names",
                                "x",
                                "trail",
                                "yes")),
                Arguments.of("pk type", Query.of("pk", "PK", "pkType", "Q", "pkValue", "p")),
                Arguments.of("value without sort key", Query.of("pk", "", "pkValue", "p", "value", "x")));
    }

    @Test
    void segmentErrorsSitWithTheSegmentInputs() {
        Query query =
                Query.of("pk", "PK", "pkValue", "p", "sk", "SK", "delim", "/", "seg", "root", "seg", "a/b", "seg", "c");
        String html = html(query);
        List<String> messages = fieldErrors(html, "seg");
        assertEquals(1, messages.size(), messages::toString);
        assertTrue(messages.get(0).contains("\"a/b\""), messages.get(0));
        List<String> segs = inputValues(html, "seg");
        assertEquals(List.of("root", "a/b", "c"), segs.subList(0, 3));
        assertEquals(List.of("/"), inputValues(html, "delim"));
        assertSegmentInputsShown(html);
        assertEquals(List.of(), fieldErrors(html, "toSeg"), "the upper bound rows have their own slot");
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

    // --- headers and assets ------------------------------------------------------------------------------------

    @ParameterizedTest(name = "{0}")
    @ValueSource(
            strings = {"/", "/?pk=PK&pkValue=x", "/?pk=PK", "/api/v1/query?pk=PK&pkValue=x", "/api/v1/query?pk=PK"})
    void securityHeaders(String path) {
        Answer response = http.get(path);
        String csp = response.header("Content-Security-Policy");
        assertNotNull(csp, "Content-Security-Policy");
        assertTrue(csp.contains("script-src 'self'"), csp);
        assertTrue(csp.contains("frame-ancestors 'none'"), csp);
        assertFalse(csp.contains("unsafe-inline"), csp);
        assertEquals("nosniff", response.header("X-Content-Type-Options"));
        if (path.startsWith("/?") || path.equals("/")) {
            response.assertStatus(200);
            assertMediaType("text/html", "utf-8", response.contentType());
        }
    }

    @Test
    void staticCssIsServed() {
        Answer response = http.get("/static/css/app.css").assertStatus(200);
        assertTrue(response.contentType().toLowerCase().startsWith("text/css"), response.contentType());
        assertTrue(response.body().contains(".field"), "the stylesheet the page uses");
        assertTrue(
                html(Query.fileTree()).contains("href=\"" + keyslice.web.http.Assets.CSS + "\""),
                "the page links it, fingerprinted");
        assertTrue(
                keyslice.web.http.Assets.CSS.matches("/static/css/app\\.css\\?v=[0-9a-f]{12}"),
                keyslice.web.http.Assets.CSS);
    }

    @Test
    void htmxIsServedFromTheWebjar() {
        Answer response = http.get("/webjars/htmx.org/2.0.10/dist/htmx.min.js").assertStatus(200);
        assertTrue(response.body().length() > 10_000, "the minified library");
        assertTrue(response.body().contains("htmx"));
        String type = response.contentType().toLowerCase();
        assertTrue(type.contains("javascript"), type);
    }

    @Test
    void unknownPathIs404() {
        assertEquals(404, http.get("/nope").status());
        assertEquals(404, http.get("/static/css/missing.css").status());
    }

    @Test
    void repeatedScalarIsShownNextToItsField() {
        String html = html(Query.of("pk", "PK", "pk", "Other", "pkValue", "p"));
        List<String> messages = fieldErrors(html, "pk");
        assertEquals(1, messages.size(), messages::toString);
        assertEquals(List.of("PK"), inputValues(html, "pk"), "the first value is kept");
        assertEquals(Set.of(), Set.copyOf(fieldErrors(html, "pkValue")));
    }
}
