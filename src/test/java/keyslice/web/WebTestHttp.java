package keyslice.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URLEncoder;
import java.net.http.HttpHeaders;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import keyslice.testing.RunningApp;

/**
 * Test-only HTTP plumbing shared by the web tests: requests to a {@link RunningApp} (through its client, or over a
 * raw socket for what that client refuses to send), a query-string builder that percent-encodes UTF-8 (and allows
 * repeated parameters), and a few loose HTML helpers. No Javalin test-tools.
 */
final class WebTestHttp {

    static final ObjectMapper MAPPER = new ObjectMapper();

    /** The headers htmx 2 sends for the builder's live update (the output alone) and for an edit button (form and output). */
    static final String[] TYPING = {"HX-Request", "true", "HX-Target", "output", "HX-Trigger", "builder"};
    static final String[] EDITING = {"HX-Request", "true", "HX-Target", "app"};

    private final RunningApp app;

    WebTestHttp(RunningApp app) {
        this.app = app;
    }

    int port() {
        return app.port();
    }

    /** The origin requests go to, as the app sees it ({@code http://127.0.0.1:PORT}). */
    String origin() {
        return app.baseUrl();
    }

    /**
     * GET a path that already carries its (encoded) query string, e.g. {@code /api/v1/query?pk=PK}, with
     * optional request headers as name/value pairs. Redirects are not followed.
     */
    Response get(String pathAndQuery, String... headers) {
        RunningApp.Response response = app.get(pathAndQuery, headers);
        return new Response(response.status(), response.headers(), response.body(), pathAndQuery);
    }

    Response api(Query query) {
        return get("/api/v1/query?" + query);
    }

    Response api(String rawQuery) {
        return get("/api/v1/query?" + rawQuery);
    }

    Response page(Query query, String... headers) {
        return get("/?" + query, headers);
    }

    /**
     * Sends a request line byte for byte over a socket, for URLs that {@link java.net.URI} refuses to build
     * (malformed percent escapes). Handles Content-Length and chunked bodies.
     */
    Response rawGet(String pathAndQuery) {
        return rawGet(pathAndQuery, "127.0.0.1:" + port());
    }

    /** The same, with the Host header given (HttpClient will not set one). */
    Response rawGet(String pathAndQuery, String host) {
        try (Socket socket = new Socket("127.0.0.1", port())) {
            socket.setSoTimeout(10_000);
            OutputStream out = socket.getOutputStream();
            out.write(("GET " + pathAndQuery + " HTTP/1.1\r\nHost: " + host + "\r\nConnection: close\r\n\r\n")
                    .getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
            InputStream in = socket.getInputStream();
            ByteArrayOutputStream all = new ByteArrayOutputStream();
            in.transferTo(all);
            byte[] bytes = all.toByteArray();
            String head = new String(bytes, StandardCharsets.ISO_8859_1);
            int split = head.indexOf("\r\n\r\n");
            String[] headerLines = head.substring(0, split).split("\r\n");
            int status = Integer.parseInt(headerLines[0].split(" ")[1]);
            java.util.Map<String, List<String>> headers = new java.util.TreeMap<>(String.CASE_INSENSITIVE_ORDER);
            for (int i = 1; i < headerLines.length; i++) {
                int colon = headerLines[i].indexOf(':');
                headers.computeIfAbsent(headerLines[i].substring(0, colon).trim(), k -> new ArrayList<>())
                        .add(headerLines[i].substring(colon + 1).trim());
            }
            byte[] body = java.util.Arrays.copyOfRange(bytes, split + 4, bytes.length);
            if (headers.getOrDefault("Transfer-Encoding", List.of()).stream().anyMatch(v -> v.equalsIgnoreCase("chunked"))) {
                body = dechunk(body);
            }
            return new Response(status, HttpHeaders.of(headers, (a, b) -> true), new String(body, StandardCharsets.UTF_8),
                    pathAndQuery);
        } catch (IOException e) {
            throw new IllegalStateException("raw GET " + pathAndQuery + " failed", e);
        }
    }

    private static byte[] dechunk(byte[] chunked) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int i = 0;
        while (i < chunked.length) {
            int lineEnd = i;
            while (lineEnd + 1 < chunked.length && !(chunked[lineEnd] == '\r' && chunked[lineEnd + 1] == '\n')) {
                lineEnd++;
            }
            String sizeText = new String(chunked, i, lineEnd - i, StandardCharsets.ISO_8859_1).split(";")[0].trim();
            int size = Integer.parseInt(sizeText, 16);
            if (size == 0) {
                break;
            }
            out.write(chunked, lineEnd + 2, size);
            i = lineEnd + 2 + size + 2;
        }
        return out.toByteArray();
    }

    /** One HTTP answer. */
    record Response(int status, HttpHeaders headers, String body, String requested) {

        String header(String name) {
            return headers.firstValue(name).orElse(null);
        }

        String contentType() {
            return header("Content-Type");
        }

        JsonNode json() {
            try {
                return MAPPER.readTree(body);
            } catch (JsonProcessingException e) {
                throw new AssertionError("not JSON (" + requested + "): " + body, e);
            }
        }

        /** Fails with the body in the message, which is what one wants to see when a status is wrong. */
        Response assertStatus(int expected) {
            assertEquals(expected, status, () -> "status of GET " + requested + "; body: " + body);
            return this;
        }
    }

    /**
     * Asserts a Content-Type by meaning: media type and charset, ignoring the optional whitespace around
     * {@code ;} that RFC 9110 allows (Jetty writes {@code application/json;charset=utf-8}).
     */
    static void assertMediaType(String expectedType, String expectedCharset, String contentType) {
        if (contentType == null) {
            throw new AssertionError("no Content-Type header");
        }
        String[] parts = contentType.split(";");
        assertEquals(expectedType, parts[0].trim().toLowerCase(Locale.ROOT), () -> "media type of " + contentType);
        String charset = null;
        for (int i = 1; i < parts.length; i++) {
            String[] kv = parts[i].trim().split("=", 2);
            if (kv.length == 2 && kv[0].trim().equalsIgnoreCase("charset")) {
                charset = kv[1].trim().replace("\"", "").toLowerCase(Locale.ROOT);
            }
        }
        assertEquals(expectedCharset, charset, () -> "charset of " + contentType);
    }

    static JsonNode json(String text) {
        try {
            return MAPPER.readTree(text);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(text, e);
        }
    }

    static List<String> fieldNames(JsonNode object) {
        List<String> names = new ArrayList<>();
        object.fieldNames().forEachRemaining(names::add);
        return names;
    }

    /** Percent-encodes every byte of the UTF-8 form except unreserved characters (space as %20, not +). */
    static String encode(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8).replace("+", "%20");
    }

    /** An ordered list of name=value pairs; names may repeat. */
    static final class Query {
        private final List<String[]> pairs = new ArrayList<>();

        /** {@code of("pk", "PK", "pkValue", "x")}. */
        static Query of(String... namesAndValues) {
            if (namesAndValues.length % 2 != 0) {
                throw new IllegalArgumentException("name/value pairs expected");
            }
            Query query = new Query();
            for (int i = 0; i < namesAndValues.length; i += 2) {
                query.add(namesAndValues[i], namesAndValues[i + 1]);
            }
            return query;
        }

        Query add(String name, String value) {
            pairs.add(new String[] {name, value});
            return this;
        }

        Query and(String... namesAndValues) {
            Query copy = copy();
            for (int i = 0; i < namesAndValues.length; i += 2) {
                copy.add(namesAndValues[i], namesAndValues[i + 1]);
            }
            return copy;
        }

        /** A copy without any pair of that name. */
        Query without(String name) {
            Query copy = new Query();
            pairs.stream().filter(p -> !p[0].equals(name)).forEach(p -> copy.add(p[0], p[1]));
            return copy;
        }

        /** A copy with every pair of that name replaced by one pair. */
        Query with(String name, String value) {
            return without(name).add(name, value);
        }

        Query copy() {
            Query copy = new Query();
            pairs.forEach(p -> copy.add(p[0], p[1]));
            return copy;
        }

        String first(String name) {
            return pairs.stream().filter(p -> p[0].equals(name)).map(p -> p[1]).findFirst().orElse(null);
        }

        List<String[]> pairs() {
            return List.copyOf(pairs);
        }

        @Override
        public String toString() {
            StringBuilder out = new StringBuilder();
            for (String[] pair : pairs) {
                if (out.length() > 0) {
                    out.append('&');
                }
                out.append(encode(pair[0])).append('=').append(encode(pair[1]));
            }
            return out.toString();
        }
    }

    // --- loose HTML helpers ---------------------------------------------------------------------------

    /**
     * What a browser submits for a textarea: its text (one newline right after the start tag is dropped
     * by the HTML parser), entities unescaped, line breaks normalised to CRLF as form submission does.
     */
    static String textareaValue(String content) {
        String text = unescapeHtml(content);
        if (text.startsWith("\r\n")) {
            text = text.substring(2);
        } else if (text.startsWith("\n")) {
            text = text.substring(1);
        }
        return text.replace("\r\n", "\n").replace("\r", "\n").replace("\n", "\r\n");
    }

    private static final Pattern ENTITY = Pattern.compile("&(#[0-9]+|#[xX][0-9a-fA-F]+|lt|gt|quot|amp|apos);");

    static String unescapeHtml(String html) {
        Matcher m = ENTITY.matcher(html);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String entity = m.group(1);
            String replacement = switch (entity) {
                case "lt" -> "<";
                case "gt" -> ">";
                case "quot" -> "\"";
                case "amp" -> "&";
                case "apos" -> "'";
                default -> {
                    int codePoint = entity.startsWith("#x") || entity.startsWith("#X")
                            ? Integer.parseInt(entity.substring(2), 16)
                            : Integer.parseInt(entity.substring(1));
                    yield new String(Character.toChars(codePoint));
                }
            };
            m.appendReplacement(out, Matcher.quoteReplacement(replacement));
        }
        m.appendTail(out);
        return out.toString();
    }

    /** Attribute values are double-quoted by jte and may contain a raw {@code >}, so tags are matched attribute by attribute. */
    private static final String ATTRS = "((?:\\s+[A-Za-z_:][-A-Za-z0-9_:.]*(?:\\s*=\\s*\"[^\"]*\")?)*)\\s*/?";
    static final Pattern INPUT = Pattern.compile("<input" + ATTRS + ">");
    static final Pattern SELECT = Pattern.compile("(?s)<select" + ATTRS + ">(.*?)</select>");
    static final Pattern OPTION = Pattern.compile("(?s)<option" + ATTRS + ">(.*?)</option>");
    static final Pattern CONTROL = Pattern.compile("(?s)<input" + ATTRS + ">|<select" + ATTRS + ">(.*?)</select>|<textarea" + ATTRS + ">(.*?)</textarea>");
    private static final Pattern ATTR = Pattern.compile("([A-Za-z_:][-A-Za-z0-9_:.]*)(?:\\s*=\\s*\"([^\"]*)\")?");

    /** Attributes of one tag, values unescaped; a bare attribute maps to "". */
    static java.util.Map<String, String> attributes(String attrs) {
        java.util.Map<String, String> map = new java.util.LinkedHashMap<>();
        Matcher m = ATTR.matcher(attrs == null ? "" : attrs);
        while (m.find()) {
            map.put(m.group(1), m.group(2) == null ? "" : unescapeHtml(m.group(2)));
        }
        return map;
    }

    /** Values of the {@code <input>}s with that name, in document order, unescaped. */
    static List<String> inputValues(String html, String name) {
        List<String> values = new ArrayList<>();
        Matcher m = INPUT.matcher(html);
        while (m.find()) {
            java.util.Map<String, String> attrs = attributes(m.group(1));
            if (name.equals(attrs.get("name"))) {
                values.add(attrs.getOrDefault("value", ""));
            }
        }
        return values;
    }

    static java.util.Map<String, String> inputAttributes(String html, String name) {
        Matcher m = INPUT.matcher(html);
        while (m.find()) {
            java.util.Map<String, String> attrs = attributes(m.group(1));
            if (name.equals(attrs.get("name"))) {
                return attrs;
            }
        }
        throw new AssertionError("no <input name=\"" + name + "\">");
    }

    /** The value a browser would submit for the {@code <select>} with that name: the selected option, else the first. */
    static String selectedValue(String html, String name) {
        Matcher m = SELECT.matcher(html);
        while (m.find()) {
            if (name.equals(attributes(m.group(1)).get("name"))) {
                return selectedOption(m.group(2));
            }
        }
        throw new AssertionError("no <select name=\"" + name + "\">");
    }

    private static String selectedOption(String options) {
        Matcher o = OPTION.matcher(options);
        String first = null;
        String selected = null;
        while (o.find()) {
            java.util.Map<String, String> attrs = attributes(o.group(1));
            String value = attrs.containsKey("value") ? attrs.get("value") : unescapeHtml(o.group(2).trim());
            if (first == null) {
                first = value;
            }
            if (attrs.containsKey("selected")) {
                selected = value;
            }
        }
        return selected != null ? selected : first;
    }

    /**
     * What submitting the page's form with JavaScript disabled sends: every named input (checkboxes only
     * when checked) and every select, in document order.
     */
    static Query formSubmission(String html) {
        int start = html.indexOf("<form");
        int end = html.indexOf("</form>", start);
        String form = html.substring(start, end);
        Query query = new Query();
        Matcher m = CONTROL.matcher(form);
        while (m.find()) {
            if (m.group(1) != null) {
                java.util.Map<String, String> attrs = attributes(m.group(1));
                String name = attrs.get("name");
                if (name == null || attrs.containsKey("disabled")) {
                    continue;
                }
                String type = attrs.getOrDefault("type", "text").toLowerCase(Locale.ROOT);
                if (type.equals("checkbox") || type.equals("radio")) {
                    if (attrs.containsKey("checked")) {
                        query.add(name, attrs.getOrDefault("value", "on"));
                    }
                } else if (!type.equals("submit") && !type.equals("button") && !type.equals("reset")) {
                    query.add(name, attrs.getOrDefault("value", ""));
                }
            } else if (m.group(2) != null) {
                java.util.Map<String, String> attrs = attributes(m.group(2));
                String name = attrs.get("name");
                if (name != null && !attrs.containsKey("disabled")) {
                    query.add(name, selectedOption(m.group(3)));
                }
            } else {
                java.util.Map<String, String> attrs = attributes(m.group(4));
                String name = attrs.get("name");
                if (name != null && !attrs.containsKey("disabled")) {
                    query.add(name, textareaValue(m.group(5)));
                }
            }
        }
        return query;
    }

    private static final Pattern LIST_ITEM = Pattern.compile("(?s)<li(?:\\s[^>]*)?>(.*?)</li>");

    /**
     * The {@code .field} container that holds the control named {@code name} (input, select or textarea):
     * the innermost {@code <div class="field ...">} around it, matched with its balanced end tag (fields
     * hold nested divs such as their error slot). Segment inputs sit in a {@code .seg-set} instead.
     */
    static String fieldContainer(String html, String name) {
        List<Element> controls = controls(html, name);
        if (controls.isEmpty()) {
            throw new AssertionError("no control named \"" + name + "\"");
        }
        Element container = innermostEnclosing(html, controls.get(0).start(), "div",
                e -> e.hasClass("field") || e.hasClass("seg-set"));
        if (container == null) {
            throw new AssertionError("no .field container holds the control named \"" + name + "\"");
        }
        for (Element control : controls) {
            if (!container.contains(control.start())) {
                throw new AssertionError("the controls named \"" + name + "\" are spread over several containers");
            }
        }
        return container.outer();
    }

    /**
     * The error messages shown inside a piece of HTML: the list items of every error slot
     * ({@code <div class="errors" id="err-...">}, empty when there is no error) it contains, unescaped.
     * An empty list means "no error shown", whether or not the (always present) slot is there.
     */
    static List<String> errorItems(String container) {
        List<String> messages = new ArrayList<>();
        for (Element slot : elements(container, "div")) {
            if (slot.hasClass("errors")) {
                Matcher m = LIST_ITEM.matcher(slot.inner());
                while (m.find()) {
                    messages.add(unescapeHtml(m.group(1).trim()));
                }
            }
        }
        return messages;
    }

    /** Every error slot of a page by id ({@code err-pk}), with the messages it shows, in document order. */
    static java.util.Map<String, List<String>> errorSlots(String html) {
        java.util.Map<String, List<String>> slots = new java.util.LinkedHashMap<>();
        for (Element slot : elements(html, "div")) {
            if (slot.hasClass("errors")) {
                String id = slot.attr("id");
                if (id == null || slots.containsKey(id)) {
                    throw new AssertionError("error slot without a unique id: " + slot.startTag());
                }
                slots.put(id, errorItems(slot.outer()));
            }
        }
        return slots;
    }

    /** Only the slots that show something: slot id to messages. */
    static java.util.Map<String, List<String>> shownErrors(String html) {
        java.util.Map<String, List<String>> shown = new java.util.LinkedHashMap<>(errorSlots(html));
        shown.values().removeIf(List::isEmpty);
        return shown;
    }

    /**
     * The error messages bound to the controls named {@code name}: every such control must point with
     * {@code aria-describedby} at the same error slot(s), and the slot must sit in the control's own
     * {@code .field} (or {@code .seg-set}) container, i.e. next to it. Returns that slot's messages.
     */
    static List<String> fieldErrors(String html, String name) {
        List<Element> controls = controls(html, name);
        if (controls.isEmpty()) {
            throw new AssertionError("no control named \"" + name + "\"");
        }
        List<String> slotIds = null;
        for (Element control : controls) {
            String describedBy = control.attr("aria-describedby");
            List<String> ids = describedBy == null ? List.of()
                    : java.util.Arrays.stream(describedBy.trim().split("\\s+"))
                            .filter(id -> byIdOrNull(html, id) != null && byIdOrNull(html, id).hasClass("errors")).toList();
            if (ids.isEmpty()) {
                throw new AssertionError("the control " + control.startTag() + " is not described by an error slot");
            }
            if (slotIds != null && !slotIds.equals(ids)) {
                throw new AssertionError("controls named \"" + name + "\" point at different error slots: " + slotIds + " vs " + ids);
            }
            slotIds = ids;
        }
        String container = fieldContainer(html, name);
        List<String> messages = new ArrayList<>();
        for (String id : slotIds) {
            Element slot = byId(html, id);
            if (!container.contains("id=\"" + id + "\"")) {
                throw new AssertionError("the error slot " + id + " is not next to the controls named \"" + name + "\"");
            }
            messages.addAll(errorItems(slot.outer()));
        }
        return messages;
    }

    /** Inputs, selects and textareas with that name, in document order. */
    static List<Element> controls(String html, String name) {
        List<Element> found = new ArrayList<>();
        for (Element e : startTags(html)) {
            if ((e.tag().equals("input") || e.tag().equals("select") || e.tag().equals("textarea")) && name.equals(e.attr("name"))) {
                found.add(e);
            }
        }
        return found;
    }

    /** Fails unless every script element loads a file ({@code src}) and has no inline body. */
    static void assertNoInlineScript(String html) {
        int scripts = count(html.toLowerCase(Locale.ROOT), "<script");
        List<Element> elements = elements(html, "script");
        assertEquals(scripts, elements.size(), "every <script is a well-formed script element");
        for (Element script : elements) {
            if (script.attr("src") == null || script.attr("src").isBlank() || !script.inner().isBlank()) {
                throw new AssertionError("inline script: " + script.outer());
            }
        }
    }

    // --- elements, matched tag by tag -------------------------------------------------------------------

    private static final java.util.Set<String> VOID_ELEMENTS = java.util.Set.of("area", "base", "br", "col", "embed", "hr", "img",
            "input", "link", "meta", "source", "track", "wbr");
    private static final Pattern START_TAG = Pattern.compile("<([a-zA-Z][a-zA-Z0-9-]*)" + ATTRS + ">");

    /** One element of a page: where its start tag, content and end tag lie, and its attributes (unescaped). */
    record Element(String tag, java.util.Map<String, String> attrs, int start, int contentStart, int contentEnd, int end, String html) {

        String attr(String name) {
            return attrs.get(name);
        }

        boolean hasClass(String cssClass) {
            String classes = attrs.get("class");
            return classes != null && java.util.Arrays.asList(classes.trim().split("\\s+")).contains(cssClass);
        }

        String startTag() {
            return html.substring(start, contentStart);
        }

        String outer() {
            return html.substring(start, end);
        }

        String inner() {
            return html.substring(contentStart, contentEnd);
        }

        /** Inner HTML with tags removed and entities unescaped. */
        String text() {
            return unescapeHtml(inner().replaceAll("<[^>]*>", ""));
        }

        boolean contains(int position) {
            return start <= position && position < end;
        }
    }

    /** Every start tag of the page as an element (void elements end at their start tag). */
    static List<Element> startTags(String html) {
        List<Element> all = new ArrayList<>();
        Matcher m = START_TAG.matcher(html);
        while (m.find()) {
            all.add(element(html, m));
        }
        return all;
    }

    /** Every element with that tag name, in document order. */
    static List<Element> elements(String html, String tag) {
        List<Element> found = new ArrayList<>();
        Matcher m = START_TAG.matcher(html);
        while (m.find()) {
            if (m.group(1).equalsIgnoreCase(tag)) {
                found.add(element(html, m));
            }
        }
        return found;
    }

    /** The one element with that id; fails if there is none or more than one. */
    static Element byId(String html, String id) {
        Element found = null;
        Matcher m = START_TAG.matcher(html);
        while (m.find()) {
            if (id.equals(attributes(m.group(2)).get("id"))) {
                if (found != null) {
                    throw new AssertionError("two elements with id=\"" + id + "\"");
                }
                found = element(html, m);
            }
        }
        if (found == null) {
            throw new AssertionError("no element with id=\"" + id + "\"");
        }
        return found;
    }

    static Element byIdOrNull(String html, String id) {
        Matcher m = START_TAG.matcher(html);
        while (m.find()) {
            if (id.equals(attributes(m.group(2)).get("id"))) {
                return element(html, m);
            }
        }
        return null;
    }

    /** The innermost element with that tag around {@code position} that passes the test, or null. */
    static Element innermostEnclosing(String html, int position, String tag, java.util.function.Predicate<Element> test) {
        Element best = null;
        for (Element e : elements(html, tag)) {
            if (e.start() < position && position < e.end() && test.test(e) && (best == null || e.start() > best.start())) {
                best = e;
            }
        }
        return best;
    }

    /** Every element with that tag around {@code position}, outermost first. */
    static List<Element> enclosing(String html, int position, String tag) {
        return elements(html, tag).stream().filter(e -> e.start() < position && position < e.end()).toList();
    }

    private static Element element(String html, Matcher startTag) {
        String tag = startTag.group(1).toLowerCase(Locale.ROOT);
        java.util.Map<String, String> attrs = attributes(startTag.group(2));
        int contentStart = startTag.end();
        if (VOID_ELEMENTS.contains(tag) || startTag.group().endsWith("/>")) {
            return new Element(tag, attrs, startTag.start(), contentStart, contentStart, contentStart, html);
        }
        Matcher t = Pattern.compile("(?i)<(/?)" + tag + "(?=[\\s>/])[^>]*>").matcher(html);
        int depth = 1;
        int from = contentStart;
        while (t.find(from)) {
            depth += t.group(1).isEmpty() ? 1 : -1;
            if (depth == 0) {
                return new Element(tag, attrs, startTag.start(), contentStart, t.start(), t.end(), html);
            }
            from = t.end();
        }
        throw new AssertionError("<" + tag + "> at " + startTag.start() + " is never closed");
    }

    /** Inner text of the element with that id ({@code <pre id="out-expression" ...>...</pre>}), unescaped. */
    static String elementText(String html, String tag, String id) {
        Element element = byId(html, id);
        if (!element.tag().equalsIgnoreCase(tag)) {
            throw new AssertionError("id=\"" + id + "\" is a <" + element.tag() + ">, not a <" + tag + ">");
        }
        return unescapeHtml(element.inner());
    }

    /** Inner HTML of the element with that id, as sent (entities not unescaped). */
    static String rawInner(String html, String id) {
        return byId(html, id).inner();
    }

    static int count(String haystack, String needle) {
        int count = 0;
        for (int i = haystack.indexOf(needle); i >= 0; i = haystack.indexOf(needle, i + needle.length())) {
            count++;
        }
        return count;
    }
}
