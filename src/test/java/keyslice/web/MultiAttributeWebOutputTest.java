package keyslice.web;

import static keyslice.testing.Html.byId;
import static keyslice.testing.Html.elements;
import static keyslice.web.MultiAttributeWebFixtures.TOURNAMENT;
import static keyslice.web.MultiAttributeWebFixtures.api;
import static keyslice.web.MultiAttributeWebFixtures.http;
import static keyslice.web.MultiAttributeWebFixtures.page;
import static keyslice.web.MultiAttributeWebFixtures.values;
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
import keyslice.testing.Html.Element;
import keyslice.testing.RunningApp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A multi-attribute key's output: the worked example, the tuples in index order with their reasons, the embed card.
 */
class MultiAttributeWebOutputTest {
    @RegisterExtension
    static final RunningApp app = MultiAttributeWebFixtures.app;

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
