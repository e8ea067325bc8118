package keyslice.web;

import static keyslice.testing.Html.assertNoInlineScript;
import static keyslice.testing.Html.byId;
import static keyslice.testing.Html.fieldErrors;
import static keyslice.testing.Html.inputValues;
import static keyslice.testing.Html.selectedValue;
import static keyslice.testing.Html.shownErrors;
import static keyslice.web.BuilderPageFixtures.TEXT_INPUTS;
import static keyslice.web.BuilderPageFixtures.XSS;
import static keyslice.web.BuilderPageFixtures.assertSegmentInputsShown;
import static keyslice.web.BuilderPageFixtures.elementWithClass;
import static keyslice.web.BuilderPageFixtures.html;
import static keyslice.web.BuilderPageFixtures.http;
import static keyslice.web.BuilderPageFixtures.manyErrors;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import keyslice.testing.Query;
import keyslice.testing.RunningApp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The builder page with errors: 200, every input kept, each message in its field's container.
 */
class BuilderPageErrorsTest {
    @RegisterExtension
    static final RunningApp app = BuilderPageFixtures.app;

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

    @Test
    void repeatedScalarIsShownNextToItsField() {
        String html = html(Query.of("pk", "PK", "pk", "Other", "pkValue", "p"));
        List<String> messages = fieldErrors(html, "pk");
        assertEquals(1, messages.size(), messages::toString);
        assertEquals(List.of("PK"), inputValues(html, "pk"), "the first value is kept");
        assertEquals(Set.of(), Set.copyOf(fieldErrors(html, "pkValue")));
    }
}
