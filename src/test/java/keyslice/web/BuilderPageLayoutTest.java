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

import java.util.List;
import keyslice.examples.AuditLog;
import keyslice.examples.FileTree;
import keyslice.testing.Answer;
import keyslice.testing.Html;
import keyslice.testing.Html.Element;
import keyslice.testing.RunningApp;
import keyslice.web.state.Permalink;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The builder page answers first: the output opens with a plain summary, comes before the form, names the state in the
 * title, keeps the segment builder closed until it is used, shows the snippet the browser chose and, in an htmx answer,
 * carries only that snippet's code. Typing replaces the address; an edit adds a history entry.
 */
class BuilderPageLayoutTest {

    private static final String[] TYPING = WebTestHttp.TYPING;
    private static final String[] EDITING = WebTestHttp.EDITING;
    private static final String FILE_TREE = Permalink.of(FileTree.UNDER_PHOTOS);
    private static final String TYPED = "/?v=1&pk=PK&pkValue=DRIVE%23a91&sk=SK&value=root/photos/";

    @RegisterExtension
    static final RunningApp app = RunningApp.defaults();

    private static final WebTestHttp http = new WebTestHttp(app);

    private static String title(String html) {
        List<Element> titles = elements(html, "title");
        assertEquals(1, titles.size(), titles::toString);
        return titles.get(0).text();
    }

    /** The ids of the elements with that tag and class, in document order. */
    private static List<String> ids(String html, String tag, String cssClass) {
        return Html.elements(html, tag, cssClass).stream()
                .map(e -> e.attr("id"))
                .toList();
    }

    @Test
    void theOutputOpensWithThePlainSummaryThenTheSliceThenTheExpression() {
        String html = http.get(FILE_TREE).assertStatus(200).body();
        Element output = byId(html, "output");
        Element summary = byId(html, "summary");
        assertTrue(output.contains(summary.start()), "the summary is part of the output");
        assertEquals(
                "Reads the items of partition DRIVE#a91 whose SK starts with root/photos/, in ascending order — 4 of 9 sample keys.",
                summary.text());
        assertEquals(
                List.of("DRIVE#a91", "root/photos/"),
                elements(summary.outer(), "code").stream().map(Element::text).toList());
        int slice = Html.elements(html, "ol", "slice").get(0).start();
        int expression = byId(html, "out-expression").start();
        int request = byId(html, "out-request").start();
        int code = byId(html, "code-cli").start();
        assertTrue(
                summary.start() < slice && slice < expression && expression < request && request < code,
                "summary, slice view, KeyConditionExpression, request, code");
        assertTrue(output.start() < byId(html, "builder").start(), "the answer comes before the form");
    }

    @Test
    void theWarningsFollowTheSliceView() {
        String html = http.get(Permalink.of(AuditLog.ONE_DAY)).assertStatus(200).body();
        int slice = Html.elements(html, "ol", "slice").get(0).start();
        int warnings = Html.elements(html, "ul", "warnings").get(0).start();
        assertTrue(
                byId(html, "summary").start() < slice
                        && slice < warnings
                        && warnings < byId(html, "out-expression").start(),
                "summary, slice view, warnings with their fixes, KeyConditionExpression");
    }

    @Test
    void everyStateHasItsSummaryLine() {
        String blank = http.get("/").assertStatus(200).body();
        assertTrue(
                byId(blank, "summary").text().startsWith("Fill in a partition key"),
                byId(blank, "summary").text());
        String invalid =
                http.get("/?v=1&pk=PK&pkValue=&limit=0").assertStatus(200).body();
        assertTrue(
                byId(invalid, "summary").text().startsWith("2 problems"),
                byId(invalid, "summary").text());
        assertTrue(byId(invalid, "summary").hasClass("error"));
        String update = http.get(FILE_TREE, TYPING).assertStatus(200).body();
        assertTrue(
                byId(update, "summary").text().endsWith("4 of 9 sample keys."), "the live update carries the summary");
    }

    @Test
    void theTitleNamesTheStateOnThePageAndInEveryHtmxAnswer() {
        String expected = "DRIVE#a91 · begins_with root/photos/ · keyslice";
        assertEquals(expected, title(http.get(FILE_TREE).assertStatus(200).body()));
        assertEquals(
                expected, title(http.get(FILE_TREE, TYPING).assertStatus(200).body()), "typing updates the title");
        assertEquals(
                expected,
                title(http.get(FILE_TREE + "&edit=seg-add", EDITING)
                        .assertStatus(200)
                        .body()),
                "so does an edit");
        assertEquals(
                "ACTOR#u_8814 · between EVT#2026-06-23T00:00:00Z and EVT#2026-06-23T23:59:59Z · keyslice",
                title(http.get("/?v=1&pk=PK&pkValue=ACTOR%23u_8814&sk=SK&op=between&value=EVT%232026-06-23T00:00:00Z"
                                + "&to=EVT%232026-06-23T23:59:59Z")
                        .assertStatus(200)
                        .body()));
        assertEquals(
                "keyslice: DynamoDB key-condition builder",
                title(http.get("/").assertStatus(200).body()));
        assertEquals(
                "keyslice: DynamoDB key-condition builder",
                title(http.get("/?v=1&pk=PK", TYPING).assertStatus(200).body()));
    }

    @Test
    void typingReplacesTheAddressAndAnEditAddsAnEntry() {
        Answer typing = http.get(FILE_TREE, TYPING).assertStatus(200);
        assertEquals(FILE_TREE, typing.header("HX-Replace-Url"));
        assertNull(typing.header("HX-Push-Url"));
        Answer edit = http.get(FILE_TREE + "&edit=seg-add", EDITING).assertStatus(200);
        assertEquals(FILE_TREE, edit.header("HX-Push-Url"));
        assertNull(edit.header("HX-Replace-Url"));
    }

    @Test
    void theSegmentBuilderIsClosedUntilTheStateUsesIt() {
        Element typed = byId(http.get(TYPED).assertStatus(200).body(), "segment-builder");
        assertEquals("details", typed.tag());
        assertNull(typed.attr("open"), "a typed value: the segment builder stays closed");
        assertTrue(typed.inner().contains("Build from segments"));
        for (String id :
                List.of("seg-1", "delim", "trail", "padWidth", "isoDigits", "edit-seg-add", "edit-split-value")) {
            assertTrue(typed.inner().contains("id=\"" + id + "\""), id + " sits in the segment builder");
        }
        assertNotNull(
                byId(http.get(FILE_TREE).assertStatus(200).body(), "segment-builder")
                        .attr("open"),
                "segments: open");
        assertNotNull(
                byId(http.get(TYPED + "&trail=true").assertStatus(200).body(), "segment-builder")
                        .attr("open"),
                "the trailing delimiter is part of the segment builder");
        // A row added to a blank segment list: with htmx the answer keeps the builder open, without JavaScript the
        // redirect carries the row hint that does.
        assertNotNull(byId(
                        http.get(TYPED + "&edit=seg-add", EDITING)
                                .assertStatus(200)
                                .body(),
                        "segment-builder")
                .attr("open"));
        String location = http.get(TYPED + "&seg=&seg=&seg=&edit=seg-add")
                .assertStatus(303)
                .header("Location");
        assertNotNull(
                byId(http.get(location).assertStatus(200).body(), "segment-builder")
                        .attr("open"),
                location);
        assertNull(
                byId(
                                http.get(TYPED + "&edit=fix-all", EDITING)
                                        .assertStatus(200)
                                        .body(),
                                "segment-builder")
                        .attr("open"),
                "an edit that is not the segment builder's leaves it closed");
    }

    @Test
    void theSnippetTheBrowserChoseIsOpenOnThePage() {
        String html = http.get(FILE_TREE, "Cookie", "keyslice-lang=go")
                .assertStatus(200)
                .body();
        List<Element> open = elements(html, "details").stream()
                .filter(d -> d.hasClass("snippet") && d.attr("open") != null)
                .toList();
        assertEquals(List.of("code-go"), open.stream().map(d -> d.attr("id")).toList());
        assertEquals(
                keyslice.snippets.Snippets.IDS.stream().map(id -> "code-" + id).toList(),
                ids(html, "details", "snippet"));
        for (String id : keyslice.snippets.Snippets.IDS) {
            assertNotNull(
                    byIdOrNull(html, "out-code-" + id),
                    "a whole page carries every snippet's code (no JavaScript needed)");
        }
        String unknown = http.get(FILE_TREE, "Cookie", "keyslice-lang=rust")
                .assertStatus(200)
                .body();
        assertNotNull(byId(unknown, "code-cli").attr("open"), "an unknown choice is no choice: the first one is open");
        String none = http.get(FILE_TREE).assertStatus(200).body();
        assertNotNull(byId(none, "code-cli").attr("open"));
    }

    @Test
    void theRenderedCacheKeepsEachBrowsersChoiceApart() {
        for (int i = 0; i < 3; i++) {
            for (String language : List.of("go", "python-resource")) {
                Answer response = http.get(FILE_TREE, "Cookie", "keyslice-lang=" + language)
                        .assertStatus(200);
                assertNotNull(
                        byId(response.body(), "code-" + language).attr("open"),
                        "request " + (i + 1) + " with " + language);
                assertTrue(
                        String.join(",", response.headers().allValues("Vary")).contains("Cookie"),
                        "the page varies on the cookie");
            }
        }
    }

    @Test
    void anHtmxAnswerCarriesOnlyTheOpenSnippetAndTheOthersLoadWhenOpened() {
        String page = http.get(FILE_TREE).assertStatus(200).body();
        for (String[] headers : List.of(TYPING, EDITING)) {
            String[] withCookie = java.util.stream.Stream.concat(
                            java.util.Arrays.stream(headers),
                            java.util.stream.Stream.of("Cookie", "keyslice-lang=python-resource"))
                    .toArray(String[]::new);
            String suffix = headers == EDITING ? "&edit=seg-add" : "";
            String partial =
                    http.get(FILE_TREE + suffix, withCookie).assertStatus(200).body();
            assertNotNull(byId(partial, "code-python-resource").attr("open"));
            assertEquals(
                    elementText(page, "pre", "out-code-python-resource"),
                    elementText(partial, "pre", "out-code-python-resource"));
            assertNull(
                    byId(partial, "code-python-resource").attr("hx-get"), "the open snippet's code is there already");
            // The state is written once, on the snippets' box; the page's script adds it to the link of the one opened.
            String state = Html.unescape(
                    Html.elements(partial, "div", "code-tabs").get(0).attr("data-snippet-state"));
            for (String id : keyslice.snippets.Snippets.IDS.stream()
                    .filter(id -> !id.equals("python-resource"))
                    .toList()) {
                assertNull(byIdOrNull(partial, "out-code-" + id), id + "'s code is left out of the htmx answer");
                Element details = byId(partial, "code-" + id);
                assertNull(details.attr("open"));
                assertEquals("toggle once", details.attr("hx-trigger"));
                assertEquals("/snippet?lang=" + id, Html.unescape(details.attr("hx-get")));
                String href = "/snippet?lang=" + id + "&" + state;
                assertTrue(state.startsWith("v=1&"), state);
                assertFalse(href.contains("samples="), "sample keys do not change the code: " + href);
                String loaded =
                        http.get(href, "HX-Request", "true").assertStatus(200).body();
                assertEquals(
                        elementText(page, "pre", "out-code-" + id),
                        elementText(loaded, "pre", "out-code-" + id),
                        "the code loaded on opening is the code the whole page shows");
            }
        }
    }

    @Test
    void aSnippetOfNoLanguageOrOfAnInvalidStateIsRefusedByName() {
        Answer rust = http.get("/snippet?lang=rust&" + FILE_TREE.substring(2)).assertStatus(400);
        assertEquals("lang", rust.json().get("errors").get(0).get("field").asText());
        assertTrue(
                rust.json()
                        .get("errors")
                        .get(0)
                        .get("summary")
                        .asText()
                        .contains(String.join(", ", keyslice.snippets.Snippets.IDS) + ", not \"rust\""),
                rust.body());
        Answer none = http.get("/snippet?" + FILE_TREE.substring(2)).assertStatus(400);
        assertTrue(none.json().get("errors").get(0).get("summary").asText().contains("not nothing"), none.body());
        Answer invalid = http.get("/snippet?lang=go&v=1&pk=PK").assertStatus(400);
        assertEquals("pkValue", invalid.json().get("errors").get(0).get("field").asText(), invalid.body());
    }
}
