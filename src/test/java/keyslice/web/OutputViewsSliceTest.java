package keyslice.web;

import static keyslice.testing.Html.elements;
import static keyslice.web.OutputViewsFixtures.FILE_TREE_MATCHES;
import static keyslice.web.OutputViewsFixtures.api;
import static keyslice.web.OutputViewsFixtures.page;
import static keyslice.web.OutputViewsFixtures.texts;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import keyslice.examples.AuditLog;
import keyslice.examples.FileTree;
import keyslice.testing.Html.Element;
import keyslice.testing.RunningApp;
import keyslice.web.state.Permalink;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The slice view: which sample keys the Query reads, where a page ends, in which order.
 */
class OutputViewsSliceTest {
    @RegisterExtension
    static final RunningApp app = OutputViewsFixtures.app;

    // --- the slice view -----------------------------------------------------------------------------------------

    /** A row of the slice view. */
    record SliceRow(String key, String place, String note) {}

    static List<SliceRow> slice(String html) {
        List<Element> lists =
                elements(html, "ol").stream().filter(ol -> ol.hasClass("slice")).toList();
        assertEquals(1, lists.size(), "one slice view");
        List<SliceRow> rows = new ArrayList<>();
        for (Element li : elements(lists.get(0).outer(), "li")) {
            if (li.hasClass("gap")) {
                continue;
            }
            String item = li.outer();
            List<Element> notes = elements(item, "span").stream()
                    .filter(s -> s.hasClass("note"))
                    .toList();
            rows.add(new SliceRow(
                    elements(item, "code").get(0).text(),
                    li.attr("class"),
                    notes.isEmpty() ? null : notes.get(0).text()));
        }
        return rows;
    }

    @Test
    void fileTreeSliceMatchesTheDomainExample() {
        String permalink = Permalink.of(FileTree.UNDER_PHOTOS);
        JsonNode api = api(permalink);
        List<String> keys = texts(api.get("slice").get("keys"));
        List<String> matches = texts(api.get("slice").get("matches"));
        assertEquals(FILE_TREE_MATCHES, matches);
        assertEquals(
                List.of(
                        "root/",
                        "root/docs/",
                        "root/docs/cv.pdf",
                        "root/photos-old/x.jpg",
                        "root/photos.zip",
                        "root/photos/",
                        "root/photos/2026/",
                        "root/photos/2026/beach.jpg",
                        "root/photos/2026/sunset.jpg"),
                keys,
                "DynamoDB (UTF-8 byte) order");

        List<SliceRow> rows = slice(page(permalink));
        assertEquals(keys, rows.stream().map(SliceRow::key).toList(), "the page lists the keys in read order");
        assertEquals(
                matches,
                rows.stream()
                        .filter(r -> r.place().equals("match"))
                        .map(SliceRow::key)
                        .toList(),
                "the read ones are marked match");
        int first = keys.indexOf(matches.get(0));
        SliceRow justBefore = rows.get(first - 1);
        assertEquals("root/photos.zip", justBefore.key());
        assertNotNull(justBefore.note(), "why the key just before the slice is out");
        assertTrue(
                justBefore.note().contains("root/photos.zip")
                        && justBefore.note().contains("root/photos/"),
                justBefore.note());
    }

    @Test
    void auditWindowSliceExplainsBothBoundaries() {
        String permalink = Permalink.of(AuditLog.ONE_DAY);
        JsonNode api = api(permalink);
        List<String> keys = texts(api.get("slice").get("keys"));
        List<String> matches = texts(api.get("slice").get("matches"));
        List<SliceRow> rows = slice(page(permalink));
        assertEquals(keys, rows.stream().map(SliceRow::key).toList());
        assertEquals(
                matches,
                rows.stream()
                        .filter(r -> r.place().equals("match"))
                        .map(SliceRow::key)
                        .toList());

        int first = keys.indexOf(matches.get(0));
        int last = keys.indexOf(matches.get(matches.size() - 1));
        assertEquals(matches, keys.subList(first, last + 1), "a contiguous run");
        SliceRow before = rows.get(first - 1);
        SliceRow after = rows.get(last + 1);
        assertEquals(
                "EVT#2026-06-23T00:00:00.250Z", before.key(), "the fractional key the whole-second lower bound misses");
        assertEquals("EVT#2026-06-23T23:59:59Z#2", after.key(), "the extended key the upper bound misses");
        assertNotNull(before.note());
        assertTrue(before.note().contains(before.key()) && before.note().contains("lower bound"), before.note());
        assertNotNull(after.note());
        assertTrue(after.note().contains(after.key()) && after.note().contains("upper bound"), after.note());
        assertTrue(
                rows.stream().noneMatch(r -> r.place().equals("match") && r.note() != null), "no Limit, no page end");
    }

    @Test
    void limitMarksWhereThePageEndsAndDescReversesTheOrder() {
        String desc = Permalink.of(AuditLog.NEWEST_FIRST);
        String asc = Permalink.of(AuditLog.NEWEST_FIRST.toBuilder().order("asc").build());
        JsonNode descApi = api(desc);
        JsonNode ascApi = api(asc);
        List<String> ascKeys = texts(ascApi.get("slice").get("keys"));
        List<String> descKeys = texts(descApi.get("slice").get("keys"));
        List<String> reversed = new ArrayList<>(ascKeys);
        java.util.Collections.reverse(reversed);
        assertEquals(reversed, descKeys, "desc reads the partition backwards");
        assertEquals(AuditLog.SAMPLE_KEYS.size(), descKeys.size());
        assertEquals(descKeys.subList(0, 5), texts(descApi.get("slice").get("matches")), "Limit 5: the newest five");
        assertEquals(ascKeys.subList(0, 5), texts(ascApi.get("slice").get("matches")), "Limit 5: the oldest five");

        List<SliceRow> descRows = slice(page(desc));
        assertEquals(descKeys, descRows.stream().map(SliceRow::key).toList(), "the page shows the read order");
        assertEquals(
                descKeys.subList(0, 5),
                descRows.stream()
                        .filter(r -> r.place().equals("match"))
                        .map(SliceRow::key)
                        .toList());
        SliceRow pageEnd = descRows.get(4);
        assertNotNull(pageEnd.note(), "the last row of the page says the page ends there");
        assertTrue(pageEnd.note().contains("Limit 5"), pageEnd.note());
        assertTrue(pageEnd.note().contains("LastEvaluatedKey"), pageEnd.note());
        SliceRow next = descRows.get(5);
        assertFalse(next.place().equals("match"), "the next matching key is not read on this page");
        assertNotNull(next.note());
        assertTrue(next.note().toLowerCase().contains("next page"), next.note());
        assertTrue(
                descRows.subList(0, 4).stream().allMatch(r -> r.note() == null),
                "one Limit note, on the page's last row");

        List<SliceRow> ascRows = slice(page(asc));
        List<String> ascShown =
                new ArrayList<>(ascRows.stream().map(SliceRow::key).toList());
        java.util.Collections.reverse(ascShown);
        assertEquals(descRows.stream().map(SliceRow::key).toList(), ascShown);

        String summary =
                BuilderPageFixtures.elementWithClass(page(desc), "p", "status").text();
        assertTrue(summary.contains("5 of 9"), summary);
    }

    @Test
    void noSamplesNoSliceView() {
        String permalink =
                Permalink.of(FileTree.UNDER_PHOTOS.toBuilder().samples("").build());
        assertNull(api(permalink).get("slice"));
        String html = page(permalink);
        assertTrue(elements(html, "ol").stream().noneMatch(ol -> ol.hasClass("slice")));
    }
}
