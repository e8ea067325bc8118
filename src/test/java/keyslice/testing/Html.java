package keyslice.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Predicate;
import org.jsoup.nodes.Attribute;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Range;
import org.jsoup.parser.Parser;

/**
 * Reads keyslice's HTML in tests as a browser does: the page is parsed by jsoup (the HTML5 tree builder) with source
 * positions kept, so an {@link Element} is found by the parser but its {@link Element#outer() outer} and
 * {@link Element#inner() inner} HTML are the bytes as sent. Fragments (htmx partials, one list item) parse the same way.
 */
public final class Html {

    private Html() {}

    /**
     * One element of a page: where its start tag, content and end tag lie in the source {@code html}, its attributes
     * (unescaped), and the parser's node for it.
     */
    public record Element(
            String tag,
            Map<String, String> attrs,
            int start,
            int contentStart,
            int contentEnd,
            int end,
            String html,
            org.jsoup.nodes.Element parsed) {

        /** The attribute's value, "" for a bare attribute, null when absent. */
        public String attr(String name) {
            return attrs.get(name);
        }

        public boolean hasClass(String cssClass) {
            String classes = attrs.get("class");
            return classes != null
                    && Arrays.asList(classes.trim().split("\\s+")).contains(cssClass);
        }

        public String startTag() {
            return html.substring(start, contentStart);
        }

        public String outer() {
            return html.substring(start, end);
        }

        public String inner() {
            return html.substring(contentStart, contentEnd);
        }

        /** The text inside, entities unescaped, whitespace as sent. */
        public String text() {
            return parsed.wholeText();
        }

        public boolean contains(int position) {
            return start <= position && position < end;
        }

        /** The element as sent, not the whole page it came from. */
        @Override
        public String toString() {
            return outer();
        }
    }

    // --- parsing ------------------------------------------------------------------------------------------------

    private static String lastSource;
    private static List<Element> lastElements;

    /**
     * Every element written in the source (not the html/head/body the parser implies), in document order. The last
     * page's are kept because a test usually asks several questions of the same answer.
     */
    private static synchronized List<Element> all(String html) {
        if (html != lastSource) {
            Document document = Parser.htmlParser().setTrackPosition(true).parseInput(html, "");
            List<Element> found = new ArrayList<>();
            for (org.jsoup.nodes.Element e : document.getAllElements()) {
                Range startTag = e.sourceRange();
                if (startTag.isTracked() && !startTag.isImplicit()) {
                    found.add(view(html, e));
                }
            }
            lastElements = List.copyOf(found);
            lastSource = html;
        }
        return lastElements;
    }

    /** The elements with that tag inside {@code outer} (same page), in document order. */
    private static List<Element> within(Element outer, String tag) {
        return elements(outer.html(), tag).stream()
                .filter(e -> e != outer && outer.contains(e.start()))
                .toList();
    }

    private static Element view(String html, org.jsoup.nodes.Element e) {
        Map<String, String> attrs = new LinkedHashMap<>();
        for (Attribute a : e.attributes()) {
            attrs.put(a.getKey(), a.getValue());
        }
        int start = e.sourceRange().startPos();
        int contentStart = e.sourceRange().endPos();
        Range endTag = e.endSourceRange();
        int contentEnd;
        int end;
        if (e.tag().isEmpty() || !endTag.isTracked() || endTag.endPos() <= contentStart) {
            // void, or closed by its own start tag (<path/> inside svg)
            contentEnd = contentStart;
            end = contentStart;
        } else if (endTag.isImplicit()) {
            // closed by the parser where the next element forced it (a zero-width end)
            contentEnd = endTag.startPos();
            end = endTag.startPos();
        } else {
            end = endTag.endPos();
            // the end tag starts at its "</" (jsoup's start offset is not reliable for RCDATA such as <textarea>)
            contentEnd = html.lastIndexOf("</", end - 1);
        }
        return new Element(e.normalName(), attrs, start, contentStart, contentEnd, end, html, e);
    }

    /** Entities decoded as the HTML parser decodes them in text. */
    public static String unescape(String html) {
        return Parser.unescapeEntities(html, false);
    }

    // --- elements ---------------------------------------------------------------------------------------------

    /** Every element with that tag name, in document order. */
    public static List<Element> elements(String html, String tag) {
        String name = tag.toLowerCase(Locale.ROOT);
        return all(html).stream().filter(e -> e.tag().equals(name)).toList();
    }

    /** Every element with that tag name and CSS class, in document order. */
    public static List<Element> elements(String html, String tag, String cssClass) {
        return elements(html, tag).stream().filter(e -> e.hasClass(cssClass)).toList();
    }

    /** The one element with that id; fails if there is none or more than one. */
    public static Element byId(String html, String id) {
        List<Element> found =
                all(html).stream().filter(e -> id.equals(e.attr("id"))).toList();
        if (found.size() > 1) {
            throw new AssertionError("two elements with id=\"" + id + "\"");
        }
        if (found.isEmpty()) {
            throw new AssertionError("no element with id=\"" + id + "\"");
        }
        return found.get(0);
    }

    /** The first element with that id, or null. */
    public static Element byIdOrNull(String html, String id) {
        return all(html).stream()
                .filter(e -> id.equals(e.attr("id")))
                .findFirst()
                .orElse(null);
    }

    /** Every element with that tag around {@code position}, outermost first. */
    public static List<Element> enclosing(String html, int position, String tag) {
        return elements(html, tag).stream()
                .filter(e -> e.start() < position && position < e.end())
                .toList();
    }

    /** The innermost element with that tag around {@code position} that passes the test, or null. */
    public static Element innermostEnclosing(String html, int position, String tag, Predicate<Element> test) {
        Element best = null;
        for (Element e : enclosing(html, position, tag)) {
            if (test.test(e)) {
                best = e;
            }
        }
        return best;
    }

    /** Text of the element with that id ({@code <pre id="out-expression">}), which must have that tag; entities unescaped. */
    public static String elementText(String html, String tag, String id) {
        Element element = byId(html, id);
        if (!element.tag().equalsIgnoreCase(tag)) {
            throw new AssertionError("id=\"" + id + "\" is a <" + element.tag() + ">, not a <" + tag + ">");
        }
        return element.text();
    }

    /** Inner HTML of the element with that id, as sent (entities not unescaped). */
    public static String rawInner(String html, String id) {
        return byId(html, id).inner();
    }

    // --- forms ------------------------------------------------------------------------------------------------

    /** Inputs, selects and textareas with that name, in document order. */
    public static List<Element> controls(String html, String name) {
        return all(html).stream()
                .filter(e -> (e.tag().equals("input")
                                || e.tag().equals("select")
                                || e.tag().equals("textarea"))
                        && name.equals(e.attr("name")))
                .toList();
    }

    /** Values of the {@code <input>}s with that name, in document order. */
    public static List<String> inputValues(String html, String name) {
        return elements(html, "input").stream()
                .filter(e -> name.equals(e.attr("name")))
                .map(e -> e.attrs().getOrDefault("value", ""))
                .toList();
    }

    /** The attributes of the first {@code <input>} with that name. */
    public static Map<String, String> inputAttributes(String html, String name) {
        return elements(html, "input").stream()
                .filter(e -> name.equals(e.attr("name")))
                .findFirst()
                .map(Element::attrs)
                .orElseThrow(() -> new AssertionError("no <input name=\"" + name + "\">"));
    }

    /** The value a browser would submit for the {@code <select>} with that name: the selected option, else the first. */
    public static String selectedValue(String html, String name) {
        Element select = elements(html, "select").stream()
                .filter(e -> name.equals(e.attr("name")))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no <select name=\"" + name + "\">"));
        return selectedOption(select);
    }

    private static String selectedOption(Element select) {
        String first = null;
        String selected = null;
        for (Element option : within(select, "option")) {
            String value = option.attrs().containsKey("value")
                    ? option.attr("value")
                    : option.text().trim();
            if (first == null) {
                first = value;
            }
            if (option.attrs().containsKey("selected")) {
                selected = value;
            }
        }
        return selected != null ? selected : first;
    }

    /**
     * What a browser submits for a textarea whose content is {@code content} as sent: its text (one newline right
     * after the start tag is dropped by the HTML parser), entities unescaped, line breaks normalised to CRLF as form
     * submission does.
     */
    public static String textareaValue(String content) {
        String text = unescape(content);
        if (text.startsWith("\r\n")) {
            text = text.substring(2);
        } else if (text.startsWith("\n")) {
            text = text.substring(1);
        }
        return text.replace("\r\n", "\n").replace("\r", "\n").replace("\n", "\r\n");
    }

    /**
     * What submitting the page's form (the builder's, else its first) with JavaScript disabled sends: every named, enabled input (checkboxes
     * and radios only when checked; no buttons), select and textarea, in document order.
     */
    public static Query formSubmission(String html) {
        // The builder's form where the page has it: the share section's "Add this Query to a design" comes before it.
        List<Element> forms = elements(html, "form");
        Element form = forms.stream()
                .filter(f -> "builder".equals(f.attr("id")))
                .findFirst()
                .or(() -> forms.stream().findFirst())
                .orElseThrow(() -> new AssertionError("no <form>"));
        Query query = new Query();
        for (Element control : all(html)) {
            String name = control.attr("name");
            if (!form.contains(control.start())
                    || name == null
                    || control.attrs().containsKey("disabled")) {
                continue;
            }
            switch (control.tag()) {
                case "input" -> {
                    String type = control.attrs().getOrDefault("type", "text").toLowerCase(Locale.ROOT);
                    if (type.equals("checkbox") || type.equals("radio")) {
                        if (control.attrs().containsKey("checked")) {
                            query.add(name, control.attrs().getOrDefault("value", "on"));
                        }
                    } else if (!type.equals("submit") && !type.equals("button") && !type.equals("reset")) {
                        query.add(name, control.attrs().getOrDefault("value", ""));
                    }
                }
                case "select" -> query.add(name, selectedOption(control));
                case "textarea" -> query.add(name, textareaValue(control.inner()));
                default -> {
                    // buttons and other named elements submit nothing here
                }
            }
        }
        return query;
    }

    // --- error slots ------------------------------------------------------------------------------------------

    /**
     * The {@code .field} container that holds the controls named {@code name} (input, select or textarea): the
     * innermost {@code <div class="field ...">} around them. Segment inputs sit in a {@code .seg-set} instead.
     */
    public static Element fieldContainer(String html, String name) {
        List<Element> controls = controls(html, name);
        if (controls.isEmpty()) {
            throw new AssertionError("no control named \"" + name + "\"");
        }
        Element container = innermostEnclosing(
                html, controls.get(0).start(), "div", e -> e.hasClass("field") || e.hasClass("seg-set"));
        if (container == null) {
            throw new AssertionError("no .field container holds the control named \"" + name + "\"");
        }
        for (Element control : controls) {
            if (!container.contains(control.start())) {
                throw new AssertionError("the controls named \"" + name + "\" are spread over several containers");
            }
        }
        return container;
    }

    /**
     * The error messages shown inside a piece of HTML: the list items of every error slot
     * ({@code <div class="errors" id="err-...">}, empty when there is no error) it contains, unescaped and trimmed.
     * An empty list means "no error shown", whether or not the (always present) slot is there.
     */
    public static List<String> errorItems(String html) {
        List<String> messages = new ArrayList<>();
        for (Element slot : elements(html, "div", "errors")) {
            messages.addAll(messages(slot));
        }
        return messages;
    }

    private static List<String> messages(Element slot) {
        return within(slot, "li").stream().map(item -> item.text().trim()).toList();
    }

    /** Every error slot of a page by id ({@code err-pk}), with the messages it shows, in document order. */
    public static Map<String, List<String>> errorSlots(String html) {
        Map<String, List<String>> slots = new LinkedHashMap<>();
        for (Element slot : elements(html, "div", "errors")) {
            String id = slot.attr("id");
            if (id == null || slots.containsKey(id)) {
                throw new AssertionError("error slot without a unique id: " + slot.startTag());
            }
            slots.put(id, messages(slot));
        }
        return slots;
    }

    /** Only the slots that show something: slot id to messages. */
    public static Map<String, List<String>> shownErrors(String html) {
        Map<String, List<String>> shown = new LinkedHashMap<>(errorSlots(html));
        shown.values().removeIf(List::isEmpty);
        return shown;
    }

    /**
     * The error messages bound to the controls named {@code name}: every such control must point with
     * {@code aria-describedby} at the same error slot(s), and the slot must sit in the controls' own {@code .field}
     * (or {@code .seg-set}) container, i.e. next to them. Returns that slot's messages.
     */
    public static List<String> fieldErrors(String html, String name) {
        List<Element> controls = controls(html, name);
        if (controls.isEmpty()) {
            throw new AssertionError("no control named \"" + name + "\"");
        }
        List<String> slotIds = null;
        for (Element control : controls) {
            String describedBy = control.attr("aria-describedby");
            List<String> ids = describedBy == null
                    ? List.of()
                    : Arrays.stream(describedBy.trim().split("\\s+"))
                            .filter(id -> {
                                Element target = byIdOrNull(html, id);
                                return target != null && target.hasClass("errors");
                            })
                            .toList();
            if (ids.isEmpty()) {
                throw new AssertionError("the control " + control.startTag() + " is not described by an error slot");
            }
            if (slotIds != null && !slotIds.equals(ids)) {
                throw new AssertionError(
                        "controls named \"" + name + "\" point at different error slots: " + slotIds + " vs " + ids);
            }
            slotIds = ids;
        }
        Element container = fieldContainer(html, name);
        List<String> messages = new ArrayList<>();
        for (String id : slotIds) {
            Element slot = byId(html, id);
            if (!container.contains(slot.start())) {
                throw new AssertionError(
                        "the error slot " + id + " is not next to the controls named \"" + name + "\"");
            }
            messages.addAll(messages(slot));
        }
        return messages;
    }

    // --- scripts ----------------------------------------------------------------------------------------------

    /**
     * Fails unless every script element loads a file ({@code src}) and has no inline body. The raw count of
     * {@code <script} is compared with the parsed elements on purpose: a {@code <script} that the parser would not
     * make an element of (inside a textarea, a comment, a broken tag) must fail here too, not be hidden by parsing.
     */
    public static void assertNoInlineScript(String html) {
        int written = count(html.toLowerCase(Locale.ROOT), "<script");
        List<Element> scripts = elements(html, "script");
        assertEquals(written, scripts.size(), "every <script is a well-formed script element");
        for (Element script : scripts) {
            if (script.attr("src") == null
                    || script.attr("src").isBlank()
                    || !script.inner().isBlank()) {
                throw new AssertionError("inline script: " + script.outer());
            }
        }
    }

    /** How often {@code needle} occurs in {@code haystack}, not overlapping. */
    private static int count(String haystack, String needle) {
        int count = 0;
        for (int i = haystack.indexOf(needle); i >= 0; i = haystack.indexOf(needle, i + needle.length())) {
            count++;
        }
        return count;
    }
}
