package keyslice.web;

import static keyslice.testing.Html.errorSlots;
import static keyslice.testing.Html.fieldErrors;
import static keyslice.testing.Html.inputValues;
import static keyslice.testing.Html.shownErrors;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import keyslice.testing.Answer;
import keyslice.testing.RunningApp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The page decodes the query string as strictly as the API: bad escapes and bad UTF-8 are shown at their field. */
class PageDecodingTest {

    @RegisterExtension
    static final RunningApp app = RunningApp.defaults();

    private static final WebTestHttp http = new WebTestHttp(app);

    @Test
    void invalidUtf8IsShownAtItsField() {
        String html = http.get("/?pk=PK&pkValue=%FF").assertStatus(200).body();
        List<String> errors = fieldErrors(html, "pkValue");
        assertEquals(1, errors.size(), errors::toString);
        assertTrue(errors.get(0).contains("UTF-8"), errors.get(0));
        assertEquals(List.of("%FF"), inputValues(html, "pkValue"), "what was sent is kept, not a U+FFFD");
        assertFalse(html.contains("\uFFFD"));
        assertFalse(html.contains("id=\"out-expression\""), "no result built from a guessed value");
        assertEquals(List.of(), fieldErrors(html, "pk"));
    }

    @Test
    void malformedPercentEscapeIsShownAtItsField() {
        Answer response = http.rawGet("/?table=Dr%ive&pk=PK&pkValue=x").assertStatus(200);
        String html = response.body();
        List<String> errors = fieldErrors(html, "table");
        assertTrue(errors.size() >= 1, errors::toString);
        assertTrue(errors.get(0).contains("percent-escape"), errors.get(0));
        assertTrue(errors.get(0).contains("%iv"), errors.get(0));
        assertEquals(List.of("Dr%ive"), inputValues(html, "table"));
        assertEquals(Map.of("err-table", errors), shownErrors(html), "nothing else is wrong");
    }

    @Test
    void malformedEscapeAloneStillCountsAsAsking() {
        String html = http.rawGet("/?table=Dr%ive").assertStatus(200).body();
        List<String> errors = fieldErrors(html, "table");
        assertTrue(errors.stream().anyMatch(e -> e.contains("percent-escape")), errors::toString);
    }

    @Test
    void htmxTypingGetsTheSameErrorOutOfBand() {
        Answer response = http.get("/?pk=PK&pkValue=%FF", "HX-Request", "true", "HX-Target", "output")
                .assertStatus(200);
        String partial = response.body().stripLeading(); // jte leaves the blank lines of its @import/@param header
        assertTrue(partial.startsWith("<section id=\"output\""));
        List<String> slot = errorSlots(partial).get("err-pkValue");
        assertEquals(1, slot.size(), slot::toString);
        assertTrue(slot.get(0).contains("UTF-8"), slot.get(0));
    }

    // --- unknown parameters --------------------------------------------------------------------------------

    /**
     * Unknown parameters are ignored, undecodable ones too (a tracking parameter such as {@code utm=%FF}, or a
     * malformed name such as {@code %ZZ=1}): the API answers as if they were absent and the page shows no
     * problem, so there is never a "1 problem" with no field marked.
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"pk=PK&pkValue=x&utm_source=%FF", "pk=PK&pkValue=x&%ZZ=1"})
    void undecodableUnknownParametersAreIgnoredLikeAnyUnknownParameter(String rawQuery) {
        JsonNode body =
                http.rawGet("/api/v1/query?" + rawQuery).assertStatus(200).json();
        assertEquals("/?v=1&pk=PK&pkValue=x", body.get("permalink").asText());
        String html = http.rawGet("/?" + rawQuery).assertStatus(200).body();
        List<String> shown = new ArrayList<>();
        shownErrors(html).values().forEach(shown::addAll);
        assertTrue(shown.isEmpty(), shown::toString);
        assertTrue(html.contains("id=\"out-expression\""), "the result is shown");
    }
}
