package keyslice.web;

import static keyslice.testing.Html.byId;
import static keyslice.testing.Html.elements;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import keyslice.testing.Html.Element;
import keyslice.testing.Query;
import keyslice.testing.RunningApp;

/**
 * The run panel's test fixture: the app on a private dynalite, started once for all the classes that register it (as
 * for the one class they were) with the demo data loaded once, and the page buttons' state.
 */
final class RunPanelFixtures {

    private RunPanelFixtures() {}

    static final RunningApp app = RunningApp.withPrivateDynalite(
                    PreviewApiFixtures.UNLIMITED, preview -> preview.withAllowDemoData(true))
            .sharedByItsClasses();

    private static boolean demoDataLoaded;

    static final PreviewApiFixtures.Http http = new PreviewApiFixtures.Http(app);

    static void loadDemoData() {
        if (demoDataLoaded) {
            return;
        }
        demoDataLoaded = true;
        assertEquals(303, http.loadDemoData().status());
    }

    /** The state the page buttons post: the paging form's fields, and the button's own name and value. */
    static String press(String html, String buttonId) {
        Element form = byId(html, "paging");
        Query body = Query.of();
        elements(html, "input").stream()
                .filter(input -> form.contains(input.start()))
                .forEach(input -> body.add(input.attr("name"), input.attrs().getOrDefault("value", "")));
        Element button = byId(html, buttonId);
        assertTrue(form.contains(button.start()), buttonId + " is a button of the paging form");
        assertNull(button.attr("disabled"), buttonId + " is enabled");
        return body.add(button.attr("name"), button.attr("value")).toString();
    }

    static String pageNumber(String html) {
        return byId(html, "page-number").text().strip();
    }
}
