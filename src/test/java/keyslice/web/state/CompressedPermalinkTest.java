package keyslice.web.state;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import keyslice.domain.form.Problem;
import keyslice.domain.form.QueryForm;
import org.junit.jupiter.api.Test;

/**
 * A long state's permalink is compressed ({@code v=2&z=...}): one link per state, short enough for a wiki with 1,000
 * sample keys or 400 small items, and read back by every route as the same state. Short states keep their readable
 * {@code v=1} link, and old readable links of any length keep working.
 */
class CompressedPermalinkTest {

    /** 1,000 sample keys of a file tree: 31 KB typed, about 40 KB as a readable link. */
    static QueryForm thousandSampleKeys() {
        return QueryForm.builder()
                .table("Drive")
                .pk("PK")
                .pkValue("DRIVE#a91")
                .sk("SK")
                .value("root/photos/")
                .samples(IntStream.range(0, 1000)
                        .mapToObj(i -> String.format(
                                "root/photos/2026/%04d-%s.jpg",
                                i, List.of("beach", "sunset", "city", "dog").get(i * 7 % 4)))
                        .collect(Collectors.joining("\n")))
                .build();
    }

    /** 400 small items of one partition: 36 KB typed, about 74 KB as a readable link. */
    static QueryForm fourHundredItems() {
        return QueryForm.builder()
                .table("Tickets")
                .pk("PK")
                .pkValue("T#1")
                .sk("SK")
                .value("ORD#")
                .filter("status = \"open\"")
                .items(IntStream.range(0, 400)
                        .mapToObj(i -> String.format(
                                "{\"PK\":{\"S\":\"T#1\"},\"SK\":{\"S\":\"ORD#%05d\"},\"status\":{\"S\":\"%s\"},\"owner\":{\"S\":\"user-%d\"}}",
                                i, List.of("open", "shut", "held").get(i * 5 % 3), i * 37 % 1000))
                        .collect(Collectors.joining("\n")))
                .build();
    }

    @Test
    void aThousandSampleKeysOrFourHundredItemsFitInALinkAWikiKeeps() {
        for (QueryForm form : List.of(thousandSampleKeys(), fourHundredItems())) {
            String link = Permalink.of(form);
            assertTrue(Permalink.readableQuery(form).length() > 30_000, "a long state");
            assertTrue(link.startsWith("/?v=2&z="), link.substring(0, 40));
            assertTrue(link.length() < 8 * 1024, "under 8 KB: " + link.length());
            assertTrue(Permalink.shareable(link));
            assertEquals(link, Permalink.of(form.toBuilder().build()), "one link per state");
        }
    }

    @Test
    void theCompressedLinkReadsBackAsTheSameState() {
        for (QueryForm form : List.of(thousandSampleKeys(), fourHundredItems())) {
            DecodedQuery decoded = DecodedQuery.decode(Permalink.query(Permalink.of(form)));
            BuilderState state = BuilderState.from(decoded);
            assertEquals(List.of(), decoded.problems());
            assertEquals(form, state.form());
            assertEquals(Permalink.of(form), state.permalink());
            assertTrue(state.isValid(), state.problems()::toString);
        }
    }

    @Test
    void aShortStateKeepsItsReadableLinkAndAnOldLongLinkStillOpens() {
        QueryForm form = QueryForm.builder()
                .pk("PK")
                .pkValue("DRIVE#a91")
                .sk("SK")
                .value("root/")
                .build();
        assertEquals("/?v=1&pk=PK&pkValue=DRIVE%23a91&sk=SK&value=root/", Permalink.of(form));
        QueryForm longForm = thousandSampleKeys();
        assertEquals(
                longForm,
                BuilderState.from(DecodedQuery.decode(Permalink.readableQuery(longForm)))
                        .form(),
                "a readable link of any length is the same state");
    }

    @Test
    void parametersBesideTheCompressedStateJoinIt() {
        String z = Permalink.query(Permalink.of(thousandSampleKeys()));
        DecodedQuery withEdit = DecodedQuery.decode(z + "&edit=fix-all&typing=samples");
        assertEquals(List.of("fix-all"), withEdit.params().get("edit"));
        assertEquals(List.of("samples"), withEdit.params().get("typing"));
        assertEquals(List.of("Drive"), withEdit.params().get("table"));

        BuilderState twice = BuilderState.from(DecodedQuery.decode(z + "&table=Other"));
        assertEquals(
                List.of("table"),
                twice.problems().stream().map(Problem::field).toList(),
                "a state parameter inside and beside z is given twice");
    }

    @Test
    void aDamagedLinkSaysSoOnZ() {
        String link = Permalink.query(Permalink.of(thousandSampleKeys()));
        BuilderState state = BuilderState.from(DecodedQuery.decode(link.substring(0, link.length() - 300)));
        assertEquals("z", state.problems().get(0).field(), "first, why the form is empty: " + state.problems());
        assertTrue(
                state.problems().get(0).summary().contains("cut short"),
                state.problems().get(0).summary());
    }

    @Test
    void anInflatedStateStillMeetsTheFormsLimits() {
        QueryForm tooMany = QueryForm.builder()
                .pk("PK")
                .pkValue("X")
                .samples(IntStream.range(0, 3000).mapToObj(i -> "k" + i).collect(Collectors.joining("\n")))
                .build();
        String link = Permalink.of(tooMany);
        assertTrue(link.startsWith("/?v=2&z="));
        BuilderState state = BuilderState.from(DecodedQuery.decode(Permalink.query(link)));
        // Samples are not part of the Query: past the limit they are left unread, which the samples field says.
        assertTrue(state.isValid(), state.problems()::toString);
        assertTrue(
                state.valid().sampleProblems().stream()
                        .anyMatch(
                                p -> p.field().equals("samples") && p.summary().contains("1000")),
                state.valid().sampleProblems()::toString);
        assertTrue(state.valid().slice().isEmpty());
    }
}
