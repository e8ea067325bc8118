package keyslice.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import keyslice.domain.form.QueryForm;
import keyslice.examples.FileTree;
import keyslice.testing.Answer;
import keyslice.testing.RunningApp;
import keyslice.web.state.Permalink;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * {@code /designs/add}: the builder's Query added to a design by its link, answered with the merged design's link at
 * the new pattern, or the designs page saying why not, with what was given kept.
 */
class DesignAddTest {

    @RegisterExtension
    static final RunningApp app = RunningApp.defaults();

    private static final QueryForm ACTOR_DAY = QueryForm.builder()
            .table("Drive")
            .pk("PK")
            .pkValue("ACTOR#u_1")
            .sk("SK")
            .op("begins_with")
            .value("EVT#2026-06-24T")
            .build();

    private static String link(String file) throws Exception {
        return app.postText("/api/v1/design", DesignApiTest.design(file))
                .json()
                .get("permalink")
                .asText();
    }

    private static String drive() throws Exception {
        return link("drive.json");
    }

    /** The route as the builder's form asks it: the absolute permalink, and the design's link as pasted. */
    private static Answer add(QueryForm query, String design) {
        return app.get("/designs/add?query="
                + URLEncoder.encode(app.baseUrl() + Permalink.of(query), StandardCharsets.UTF_8) + "&design="
                + URLEncoder.encode(design, StandardCharsets.UTF_8));
    }

    /** The page a redirect names, without its fragment. */
    private static Document follow(Answer answer) {
        assertEquals(303, answer.status(), answer.body());
        String location = answer.header("Location");
        Answer page = app.get(location.substring(0, location.indexOf('#')));
        assertEquals(200, page.status(), page.body());
        return Jsoup.parse(page.body());
    }

    @Test
    void theQueryBecomesTheDesignsNextPatternAtItsPlaceOnThePage() throws Exception {
        Answer answer = add(ACTOR_DAY, app.baseUrl() + drive());

        assertTrue(answer.header("Location").startsWith("/designs?d="), answer.header("Location"));
        assertTrue(answer.header("Location").endsWith("#pattern-7"), answer.header("Location"));
        Document page = follow(answer);
        assertEquals(
                "7 Drive: partition ACTOR#u_1, SK begins with EVT#2026-06-24T",
                page.select("#pattern-7 h4").text());
        assertTrue(page.select("#pattern-7 .pattern-expression").text().contains("begins_with"));
        assertEquals(7, page.select(".design-pattern").size());
        assertNotNull(page.getElementById("design-add-hint"), "the page says how to add another");
    }

    @Test
    void aQueryOnAnIndexTheDesignHasJoinsIt() throws Exception {
        QueryForm children = QueryForm.builder()
                .table("Drive")
                .index("parent")
                .pk("parent")
                .pkValue("root/docs/")
                .build();

        Document page = follow(add(children, drive()));

        assertTrue(
                page.select("#pattern-7 dd").text().contains("parent"),
                page.select("#pattern-7").text());
    }

    @Test
    void theDesignsDValueAloneIsEnough() throws Exception {
        String d = drive().substring(drive().indexOf("d=") + 2);

        assertEquals(303, add(ACTOR_DAY, d).status());
    }

    @Test
    void aQueryTheDesignHasAlreadyIsNotAddedTwice() throws Exception {
        Answer answer = add(FileTree.UNDER_PHOTOS, drive());

        assertEquals(200, answer.status(), answer.body());
        Document page = Jsoup.parse(answer.body());
        assertEquals(
                "The design has this Query already, as pattern 1: it is not added twice.",
                page.getElementById("design-add-notice").text());
        assertEquals(6, page.select(".design-pattern").size());
    }

    @Test
    void aKeyThatDiffersIsRefusedOnThePageWithTheFormAgainAndTheWayBack() throws Exception {
        QueryForm lower = ACTOR_DAY.toBuilder().pk("pk").build();
        String link = drive();

        Answer answer = add(lower, link);

        assertEquals(200, answer.status(), answer.body());
        Document page = Jsoup.parse(answer.body());
        String problems = page.getElementById("design-add-problems").text();
        assertTrue(
                problems.startsWith("query: The Query's partition key is pk, and table Drive's in the design is PK"),
                problems);
        assertEquals(link, page.getElementById("add-query-again-design").val(), "the design's link as given");
        assertEquals(
                Permalink.of(lower), page.getElementById("design-add-builder").attr("href"));
        assertTrue(page.getElementById("design-text").text().contains("\"TableName\" : \"Drive\""));
    }

    @Test
    void aLinkThatIsNoDesignsIsRefusedOnDesign() {
        Answer noD = add(ACTOR_DAY, app.baseUrl() + Permalink.of(ACTOR_DAY));
        Answer damaged = add(ACTOR_DAY, "/designs?d=not-deflate-data");
        Answer none = app.get("/designs/add?design=x");

        for (Answer answer : List.of(noD, damaged, none)) {
            assertEquals(200, answer.status(), answer.body());
            System.out.println(Jsoup.parse(answer.body())
                    .getElementById("design-add-problems")
                    .text());
        }
        assertTrue(Jsoup.parse(noD.body())
                .getElementById("design-add-problems")
                .text()
                .startsWith("design: The link has no d"));
        assertTrue(Jsoup.parse(damaged.body())
                .getElementById("design-add-problems")
                .text()
                .startsWith("design: The design's link cannot be read"));
        assertTrue(Jsoup.parse(none.body())
                .getElementById("design-add-problems")
                .text()
                .startsWith("query: Give"));
    }

    @Test
    void aWorkbenchModelIsWrittenAsTheMcpDataModelAndThePageSaysSo() throws Exception {
        String workbench = link("shop-workbench.json");
        QueryForm customer =
                QueryForm.builder().table("Shop").pk("PK").pkValue("CUSTOMER#1").build();

        Answer answer = add(customer, workbench);

        assertTrue(answer.header("Location").contains("&from=workbench#pattern-1"), answer.header("Location"));
        Document page = follow(answer);
        assertTrue(
                page.getElementById("design-add-notice")
                        .text()
                        .startsWith("Written as the MCP data model, which holds" + " access patterns"),
                page.body().text());
    }

    @Test
    void aMergedDesignTooLargeForALinkIsThePageWithItsText() throws Exception {
        // A table the design lacks, with 400 sample keys of random text: its items outgrow a link.
        Random random = new Random(7);
        List<String> keys = new ArrayList<>();
        for (int i = 0; i < 400; i++) {
            StringBuilder key = new StringBuilder("K#");
            for (int j = 0; j < 24; j++) {
                key.append((char) ('a' + random.nextInt(26)));
            }
            keys.add(key.toString());
        }
        QueryForm many = QueryForm.builder()
                .table("Keys")
                .pk("PK")
                .pkValue("P")
                .sk("SK")
                .op("begins_with")
                .value("K#")
                .samples(keys)
                .build();

        Answer answer = add(many, drive());

        assertEquals(200, answer.status(), answer.body());
        Document page = Jsoup.parse(answer.body());
        assertEquals(
                "Added the Query as pattern 7, with its table Keys.",
                page.getElementById("design-add-notice").text());
        assertNotNull(page.getElementById("design-permalink-note"));
        assertTrue(page.getElementById("design-text").text().contains("\"TableName\" : \"Keys\""));
    }
}
