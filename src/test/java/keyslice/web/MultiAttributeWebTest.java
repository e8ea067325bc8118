package keyslice.web;

import static keyslice.testing.Html.byId;
import static keyslice.testing.Html.byIdOrNull;
import static keyslice.testing.Html.controls;
import static keyslice.testing.Html.elements;
import static keyslice.testing.Html.errorSlots;
import static keyslice.testing.Html.fieldErrors;
import static keyslice.testing.Html.formSubmission;
import static keyslice.testing.Html.inputAttributes;
import static keyslice.testing.Html.selectedValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import keyslice.domain.form.Field;
import keyslice.testing.Html.Element;
import keyslice.testing.Query;
import keyslice.testing.RunningApp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A multi-attribute index key on the page, in the API and on the embed card: the form's controls for the further
 * attributes, the tuple slice, and README's worked example.
 */
class MultiAttributeWebTest {

    /** README's worked example, as its permalink spells it (begins_with, op2's default, goes without saying). */
    static final String TOURNAMENT =
            "/?v=1&table=Tournaments&index=ByRegion&pk=tournament&pkValue=WORLDS26&pk2=region&pk2Value=EU"
                    + "&sk=round&skType=N&op=eq&value=2&sk2=bracket&value2=upper%23"
                    + "&samples=%5B1%2C%20%22upper%23A%22%5D%0A%5B2%2C%20%22lower%23A%22%5D%0A%5B2%2C%20%22upper%23B%22%5D%0A"
                    + "%5B2%2C%20%22upper%23A%22%5D%0A%5B3%2C%20%22upper%23A%22%5D%0A%5B2%5D";

    @RegisterExtension
    static final RunningApp app = RunningApp.defaults();

    private static final WebTestHttp http = new WebTestHttp(app);

    private static JsonNode api(String permalink) {
        return http.api(permalink.substring(2)).assertStatus(200).json();
    }

    private static String page(String permalink) {
        return http.get(permalink).assertStatus(200).body();
    }

    private static List<String> values(JsonNode tuple) {
        List<String> values = new ArrayList<>();
        tuple.forEach(value -> values.add(value.asText()));
        return values;
    }

    // --- README's worked example ------------------------------------------------------------------------------

    @Test
    void theWorkedExampleBuildsWhatReadmeSays() throws IOException {
        JsonNode api = api(TOURNAMENT);
        String expression = "#pk = :pk AND #pk2 = :pk2 AND #sk = :sk AND begins_with(#sk2, :sk2)";
        assertEquals(expression, api.get("keyConditionExpression").asText());
        assertEquals(
                WebTestHttp.json("{\"#pk\":\"tournament\",\"#pk2\":\"region\",\"#sk\":\"round\",\"#sk2\":\"bracket\"}"),
                api.get("expressionAttributeNames"));
        assertEquals(
                WebTestHttp.json("{\":pk\":{\"S\":\"WORLDS26\"},\":pk2\":{\"S\":\"EU\"},\":sk\":{\"N\":\"2\"},"
                        + "\":sk2\":{\"S\":\"upper#\"}}"),
                api.get("expressionAttributeValues"));
        assertEquals("ByRegion", api.get("request").get("IndexName").asText());
        assertEquals(TOURNAMENT, api.get("permalink").asText(), "the README's link is the canonical permalink");

        String readme = Files.readString(Path.of("README.md"));
        assertTrue(readme.contains("](" + TOURNAMENT + ")") || readme.contains(TOURNAMENT), "README links the example");
        assertTrue(readme.contains(expression), "README shows the expression");
        assertTrue(readme.contains("(docs/multi-attribute.png)"), "README shows the screenshot");
    }

    // --- the tuple slice --------------------------------------------------------------------------------------

    @Test
    void theApiGivesTheTuplesInIndexOrderWithWhyEachIsNotRead() {
        JsonNode slice = api(TOURNAMENT).get("tupleSlice");
        assertNull(api(TOURNAMENT).get("slice"), "tuples are not plain sample keys");
        assertEquals(List.of("round", "bracket"), values(slice.get("attributes")));
        List<List<String>> keys = new ArrayList<>();
        slice.get("keys").forEach(key -> keys.add(values(key.get("values"))));
        assertEquals(
                List.of(
                        List.of("1", "upper#A"),
                        List.of("2", "lower#A"),
                        List.of("2", "upper#A"),
                        List.of("2", "upper#B"),
                        List.of("3", "upper#A")),
                keys,
                "by round as a number, then by bracket");
        List<List<String>> matches = new ArrayList<>();
        slice.get("matches").forEach(match -> matches.add(values(match)));
        assertEquals(List.of(List.of("2", "upper#A"), List.of("2", "upper#B")), matches);

        JsonNode first = slice.get("keys").get(0);
        assertFalse(first.get("read").asBoolean());
        assertTrue(first.get("why").asText().startsWith("round: "), first.toString());
        assertTrue(
                slice.get("keys").get(1).get("why").asText().startsWith("bracket: "),
                "round 2 is equal, so bracket decides");
        assertTrue(slice.get("keys").get(2).get("read").asBoolean());
        assertNull(slice.get("keys").get(2).get("why"), "a read tuple needs no reason");

        assertEquals(1, slice.get("notInIndex").size());
        JsonNode sparse = slice.get("notInIndex").get(0);
        assertEquals(6, sparse.get("line").asInt());
        assertEquals("[2]", sparse.get("sample").asText());
        assertEquals(
                "not in the index: it has no bracket, and an index holds only items with every key attribute",
                sparse.get("why").asText());
    }

    @Test
    void thePageListsTheTuplesTheirReasonsAndTheSamplesNotInTheIndex() {
        String html = page(TOURNAMENT);
        String summary = byId(html, "summary").text();
        assertTrue(summary.endsWith("— 2 of 5 sample keys; 1 sample is not in the index."), summary);

        List<Element> rows = elements(byId(html, "tuple-slice").outer(), "li");
        assertEquals(
                List.of(
                        "[1, \"upper#A\"]",
                        "[2, \"lower#A\"]",
                        "[2, \"upper#A\"]",
                        "[2, \"upper#B\"]",
                        "[3, \"upper#A\"]"),
                rows.stream()
                        .map(row -> elements(row.outer(), "code").get(0).text())
                        .toList());
        assertEquals(
                List.of("before", "before", "match", "match", "after"),
                rows.stream().map(row -> row.attr("class")).toList());
        for (Element row : rows) {
            List<Element> notes = elements(row.outer(), "span", "note");
            assertEquals(row.hasClass("match") ? 0 : 1, notes.size(), "each tuple not read says why: " + row.outer());
        }
        assertTrue(elements(rows.get(1).outer(), "span", "note").get(0).text().startsWith("bracket: "));

        List<Element> sparse = elements(byId(html, "not-in-index").outer(), "li");
        assertEquals(1, sparse.size());
        assertEquals("[2]", elements(sparse.get(0).outer(), "code").get(0).text());
        assertTrue(
                sparse.get(0).text().contains("not in the index: it has no bracket"),
                sparse.get(0).text());
        assertTrue(
                elements(html, "ol", "slice").stream()
                        .allMatch(ol -> ol.attr("id").equals("tuple-slice")),
                "no one-attribute slice beside the tuples");
    }

    @Test
    void theEmbedCardListsTheTuplesOneRowEach() {
        String card =
                http.get("/embed?" + TOURNAMENT.substring(2)).assertStatus(200).body();
        assertEquals("Reads 2 of 5 sample tuples", byId(card, "card-slice").text());
        List<Element> rows = elements(elements(card, "ol", "card-slice").get(0).outer(), "li");
        assertEquals(
                List.of("before", "before", "match", "match", "after", "sparse"),
                rows.stream().map(r -> r.attr("class")).toList());
        assertEquals(
                "[2, \"upper#A\"]", elements(rows.get(2).outer(), "code").get(0).text());
        assertTrue(
                rows.get(5).text().contains("[2] not in the index (no bracket)"),
                rows.get(5).text());
    }

    // --- the form ---------------------------------------------------------------------------------------------

    @Test
    void everyNumberedParameterHasAControlWithItsErrorSlot() {
        String html = page("/");
        Map<String, List<String>> slots = errorSlots(html);
        for (Field param : Field.values()) {
            if (param.number() > 1) {
                assertEquals(1, controls(html, param.code()).size(), param.code());
                assertTrue(slots.containsKey("err-" + param.code()), param.code());
                assertEquals(List.of(), fieldErrors(html, param.code()), "described by its own slot: " + param.code());
            }
        }
        Element section = byId(html, "multi-attribute");
        assertEquals("details", section.tag());
        assertNull(section.attr("open"), "closed while the state uses no further attribute");
        assertTrue(
                section.text().strip().startsWith("Multi-attribute index key (GSI, up to 4 + 4 attributes)"),
                section.text());
    }

    /**
     * The form sends its selects' defaults with every edit (pk2Type=S, op2=begins_with...): an edit of a state that uses
     * no further attribute leaves the section closed, as the person left it.
     */
    @Test
    void theFormsDefaultsDoNotOpenTheSection() {
        String closed = page("/?v=1&table=Drive&pk=PK&pkValue=a&sk=SK&value=root/");
        Query submitted = formSubmission(closed);
        for (int n = 2; n <= 4; n++) {
            assertEquals("S", submitted.first("pk" + n + "Type"), "the form sends the default");
            assertEquals("begins_with", submitted.first("op" + n), "the form sends the default");
        }
        String edited = http.page(submitted.add("edit", "seg-add"), WebTestHttp.EDITING)
                .assertStatus(200)
                .body();
        assertNull(byId(edited, "multi-attribute").attr("open"), "an edit with the defaults leaves the section closed");
    }

    @Test
    void theSectionIsOpenAndFilledInForAStateThatUsesIt() {
        String html = page(TOURNAMENT);
        assertTrue(byId(html, "multi-attribute").attrs().containsKey("open"));
        assertEquals("region", inputAttributes(html, "pk2").get("value"));
        assertEquals("EU", inputAttributes(html, "pk2Value").get("value"));
        assertEquals("bracket", inputAttributes(html, "sk2").get("value"));
        assertEquals("begins_with", selectedValue(html, "op2"));
        assertEquals("upper#", inputAttributes(html, "value2").get("value"));
        assertEquals(
                TOURNAMENT,
                http.api(formSubmission(html))
                        .assertStatus(200)
                        .json()
                        .get("permalink")
                        .asText(),
                "the form submits the state it shows");
    }

    @Test
    void aGapShowsItsMessageAtTheMissingAttributesSlotWhileTypingAndOnSubmit() {
        Query gap = Query.of(
                "index",
                "ByRegion",
                "pk",
                "tournament",
                "pkValue",
                "WORLDS26",
                "sk",
                "round",
                "skType",
                "N",
                "op",
                "eq",
                "value",
                "2",
                "sk3",
                "court",
                "value3",
                "c1");
        String expected =
                "sort key attributes are given from left to right without a gap: sk3 is given, so sk2 is required";
        String submitted = http.page(gap).assertStatus(200).body();
        assertEquals(List.of(expected), fieldErrors(submitted, "sk2"));
        assertTrue(byId(submitted, "multi-attribute").attrs().containsKey("open"), "open to show the error");

        String typing = http.page(gap.add("typing", "sk3"), WebTestHttp.TYPING)
                .assertStatus(200)
                .body();
        Element slot = byIdOrNull(typing, "err-sk2");
        assertTrue(slot != null && slot.text().contains(expected), typing);
    }

    @Test
    void aBlankFurtherValueIsAPromptWhileTyping() {
        Query halfway = Query.of(
                "index", "ByRegion", "pk", "tournament", "pkValue", "WORLDS26", "pk2", "region", "typing", "pk2");
        String typing = http.page(halfway, WebTestHttp.TYPING).assertStatus(200).body();
        assertNull(byIdOrNull(typing, "err-pk2Value"), "not an error before it is typed: its slot is left empty");
        assertTrue(byId(typing, "output").text().contains("Fill this in next."), typing);
    }

    /**
     * With a second sort attribute the samples are tuples, and the field's label says so; a live update, which leaves
     * the form alone, carries the label out of band so that naming sk2 while typing changes it too.
     */
    @Test
    void theSamplesLabelSaysTuplesWhenTheKeyHasSeveralSortAttributes() {
        assertEquals(
                "Tuples in the partition, one JSON array a line",
                byId(page(TOURNAMENT), "samples-label").text());
        String oneSortAttribute = "/?v=1&pk=PK&pkValue=DRIVE%23a91&sk=SK&value=root/";
        assertEquals(
                "Keys in the partition",
                byId(page(oneSortAttribute), "samples-label").text());

        Element live =
                byId(http.get(TOURNAMENT, WebTestHttp.TYPING).assertStatus(200).body(), "samples-label");
        assertEquals("true", live.attr("hx-swap-oob"), live.outer());
        assertEquals("Tuples in the partition, one JSON array a line", live.text());
        assertEquals(
                "Keys in the partition",
                byId(
                                http.get(oneSortAttribute, WebTestHttp.TYPING)
                                        .assertStatus(200)
                                        .body(),
                                "samples-label")
                        .text());
    }
}
