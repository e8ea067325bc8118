package keyslice.web;

import static keyslice.testing.Html.byId;
import static keyslice.testing.Html.byIdOrNull;
import static keyslice.testing.Html.elements;
import static keyslice.web.RunPanelFixtures.http;
import static keyslice.web.RunPanelFixtures.loadDemoData;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.TimeUnit;
import keyslice.testing.Html.Element;
import keyslice.testing.Query;
import keyslice.testing.RunningApp;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A run that cannot start marks the fields it needs: the table, or every field of an invalid form.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
@Tag("engine")
class RunPanelFieldsTest {
    @RegisterExtension
    static final RunningApp app = RunPanelFixtures.app;

    @BeforeAll
    static void demoData() {
        loadDemoData();
    }

    @Test
    void aRunWithoutATableMarksTheTableField() {
        String form = Query.of("pk", "PK", "pkValue", "DRIVE#a91").toString();
        String panel = http.run(form, true).body();
        Element needs = byId(panel, "preview-needs");
        assertTrue(needs.text().contains("Table name"), needs.outer());
        assertEquals("#table", elements(needs.outer(), "a").get(0).attr("href"), "the problem links to its field");
        Element slot = byId(panel, "err-table");
        assertEquals("true", slot.attr("hx-swap-oob"), "htmx swaps the field's error slot out of band");
        assertTrue(slot.text().contains("a Run needs the table's name"), slot.outer());
        assertEquals("", byId(panel, "err-pk").text().strip(), "the other slots say nothing");

        String page = http.run(form, false).body();
        assertEquals("true", byId(page, "table").attr("aria-invalid"), "without JavaScript the page marks the field");
        assertTrue(byId(page, "err-table").text().contains("a Run needs the table's name"));
        assertNotNull(byIdOrNull(page, "preview-needs"));
    }

    @Test
    void aRunOfAnInvalidFormMarksEveryFieldItNeeds() {
        String form = Query.of("table", "Drive", "pk", "PK", "pkValue", "", "sk", "SK", "limit", "0")
                .toString();
        String panel = http.run(form, true).body();
        Element needs = byId(panel, "preview-needs");
        List<String> fields = elements(needs.outer(), "li").stream()
                .map(li -> li.attr("data-field"))
                .toList();
        assertTrue(fields.contains("pkValue") && fields.contains("limit"), fields.toString());
        assertFalse(byId(panel, "err-pkValue").text().isBlank(), "the partition key value's slot has its problem");
        assertFalse(byId(panel, "err-limit").text().isBlank());
        assertEquals("true", byId(http.run(form, false).body(), "pkValue").attr("aria-invalid"));
    }
}
