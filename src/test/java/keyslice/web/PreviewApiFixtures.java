package keyslice.web;

import static keyslice.testing.Html.byId;
import static keyslice.testing.Html.elements;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Objects;
import keyslice.testing.Answer;
import keyslice.testing.Html.Element;
import keyslice.testing.Query;
import keyslice.testing.RunningApp;

/**
 * The live preview's test fixture: keyslice on a loopback port with a private dynalite behind it, started once for all
 * the classes that register it (as for the one class they were) with the demo tables Drive and Audit loaded once, so
 * that those are exactly the tables it sees whatever other test classes do to the shared engine; and the helpers that
 * read its answers.
 */
final class PreviewApiFixtures {

    private PreviewApiFixtures() {}

    static final ObjectMapper JSON = new ObjectMapper();

    /** The four items of the file-tree example, in the order DynamoDB returns them (UTF-8 byte order). */
    static final List<String> FILE_TREE_SKS =
            List.of("root/photos/", "root/photos/2026/", "root/photos/2026/beach.jpg", "root/photos/2026/sunset.jpg");

    /** The file-tree example as a query string, without a permalink's {@code v} or {@code samples}. */
    static final String FILE_TREE = Query.fileTree().toString();

    /** The defaults, but without the per-client rate limit on runs: these tests make hundreds from one address. */
    static final AppConfig UNLIMITED = new AppConfig(java.util.Optional.empty(), "*", 1_000_000, 1_000_000);

    static final RunningApp app = RunningApp.withPrivateDynalite(UNLIMITED, preview -> preview.withAllowDemoData(true))
            .sharedByItsClasses();

    private static boolean demoDataLoaded;

    static final Http http = new Http(app);

    static void loadDemoData() {
        if (demoDataLoaded) {
            return;
        }
        demoDataLoaded = true;
        Answer loaded = http.loadDemoData();
        assertEquals(303, loaded.status(), "POST /preview/demo-data: " + loaded.body());
    }

    // ================================================================== helpers

    /** The Query request /api/v1/query builds for {@code params}, to send to the engine directly. */
    static String requestOf(String params) {
        Answer built = http.get("/api/v1/query?" + params);
        assertEquals(200, built.status(), built.body());
        return built.json().path("request").toString();
    }

    /** The engine's own answer to the Query the preview ran (same request, sent straight to dynalite). */
    static JsonNode direct(Answer previewResponse) {
        String url = java.net
                .URI
                .create(previewResponse.requested().substring("GET ".length()))
                .getRawQuery();
        return app.engine().call("Query", requestOf(url)).assertOk().json();
    }

    static JsonNode singleError(Answer response, int status) {
        assertEquals(status, response.status(), response.body());
        assertTrue(
                String.valueOf(response.header("Content-Type")).startsWith("application/json"),
                response.header("Content-Type"));
        JsonNode errors = response.json().path("errors");
        assertEquals(1, errors.size(), response.body());
        return errors.get(0);
    }

    static List<String> sks(JsonNode items) {
        List<String> out = new ArrayList<>();
        items.forEach(item -> out.add(item.path("SK").path("S").asText()));
        return out;
    }

    static List<String> reversed(List<String> list) {
        List<String> out = new ArrayList<>(list);
        java.util.Collections.reverse(out);
        return out;
    }

    static List<String> names(JsonNode tables) {
        List<String> out = new ArrayList<>();
        tables.forEach(t -> out.add(t.path("name").asText()));
        return out;
    }

    static List<String> fieldNames(JsonNode object) {
        List<String> out = new ArrayList<>();
        for (Iterator<String> it = object.fieldNames(); it.hasNext(); ) {
            out.add(it.next());
        }
        return out;
    }

    static JsonNode key(String name, String type) {
        return JSON.createObjectNode().put("name", name).put("type", type);
    }

    static List<String> datalistOptions(String html) {
        return elements(html, "option").stream()
                .map(option -> option.attr("value"))
                .filter(Objects::nonNull)
                .toList();
    }

    /** The column names of the items table, in order (each header names its column in data-column). */
    static List<String> columns(String html) {
        List<Element> tables = elements(html, "table", "items");
        if (tables.isEmpty()) {
            fail("no items table in: " + html);
        }
        Element table = tables.get(0);
        return elements(html, "th").stream()
                .filter(th -> table.contains(th.start()))
                .map(th -> th.attr("data-column"))
                .toList();
    }

    /** The type hint in a column's header ({@code S}), or "" when its values have different types. */
    static String columnType(String html, String header) {
        Element table = elements(html, "table", "items").get(0);
        Element th = elements(html, "th").stream()
                .filter(h -> table.contains(h.start()) && header.equals(h.attr("data-column")))
                .findFirst()
                .orElseThrow();
        return elements(html, "abbr", "type").stream()
                .filter(a -> th.contains(a.start()))
                .map(a -> a.text().strip())
                .findFirst()
                .orElse("");
    }

    /** The cells of one column of the items table, by its header. */
    static List<String> column(String html, String header) {
        List<String> headers = columns(html);
        Element table = elements(html, "table", "items").get(0);
        int index = headers.indexOf(header);
        assertTrue(index >= 0, "no column " + header + " in " + headers);
        Element body = elements(html, "tbody").stream()
                .filter(tbody -> table.contains(tbody.start()))
                .findFirst()
                .orElseThrow();
        List<String> cells = new ArrayList<>();
        for (Element tr : elements(html, "tr").stream()
                .filter(tr -> body.contains(tr.start()))
                .toList()) {
            List<String> row = elements(html, "td").stream()
                    .filter(td -> tr.contains(td.start()))
                    .map(Element::text)
                    .toList();
            cells.add(row.get(index));
        }
        return cells;
    }

    /** The {@code <dd>} right after {@code <dt>term</dt>}, or null. */
    static String definition(String html, String term) {
        List<Element> terms = elements(html, "dt").stream()
                .filter(dt -> dt.text().equals(term))
                .toList();
        if (terms.isEmpty()) {
            return null;
        }
        Element dt = terms.get(0);
        return elements(html, "dd").stream()
                .filter(dd -> dd.start() == dt.end())
                .map(dd -> dd.text().strip())
                .findFirst()
                .orElse(null);
    }

    /** The verdict paragraph of a preview result. */
    static Element verdict(String html) {
        List<Element> verdicts = elements(html, "p", "verdict");
        assertFalse(verdicts.isEmpty(), () -> "no verdict in " + html);
        return verdicts.get(0);
    }

    /** The form control with that id is an input of that name (the id) showing that value. */
    static void assertInput(String html, String id, String value) {
        Element input = byId(html, id);
        assertTrue(
                input.tag().equals("input") && id.equals(input.attr("name")) && value.equals(input.attr("value")),
                html);
    }

    static String query(String... pairs) {
        return Query.of(pairs).toString();
    }

    /** The requests the page makes, to a {@link RunningApp}: same-origin form posts for Run and the demo data. */
    static final class Http {
        private final RunningApp app;

        Http(RunningApp app) {
            this.app = app;
        }

        String origin() {
            return app.baseUrl();
        }

        Answer get(String pathAndQuery, String... headers) {
            return app.get(pathAndQuery, headers);
        }

        Answer post(String path, String formBody, String... headers) {
            return app.post(path, formBody, headers);
        }

        /** {@code POST /run} as the page sends it: same origin, the form in the body; htmx or not. */
        Answer run(String formBody, boolean htmx) {
            return htmx
                    ? post(
                            "/run",
                            formBody,
                            "Origin",
                            origin(),
                            "Sec-Fetch-Site",
                            "same-origin",
                            "HX-Request",
                            "true",
                            "HX-Target",
                            "preview")
                    : post("/run", formBody, "Origin", origin(), "Sec-Fetch-Site", "same-origin");
        }

        /** The "Load demo data" button: a same-origin form post. */
        Answer loadDemoData() {
            return post("/preview/demo-data", "", "Origin", origin(), "Sec-Fetch-Site", "same-origin");
        }
    }
}
