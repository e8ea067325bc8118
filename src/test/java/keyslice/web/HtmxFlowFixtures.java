package keyslice.web;

import static keyslice.testing.Html.byId;
import static keyslice.testing.Html.elements;
import static keyslice.testing.Html.errorItems;
import static keyslice.testing.Html.errorSlots;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import keyslice.testing.Answer;
import keyslice.testing.Html.Element;
import keyslice.testing.Query;
import keyslice.testing.RunningApp;

/**
 * The htmx flow's test helpers: one app (started once for all the classes that register it, as for the one class they
 * were), the typing and editing headers, and the error slots of a page, an API answer and an out-of-band swap.
 */
final class HtmxFlowFixtures {

    private HtmxFlowFixtures() {}

    static final String[] TYPING = WebTestHttp.TYPING;
    static final String[] EDITING = WebTestHttp.EDITING;

    static final RunningApp app = RunningApp.defaults().sharedByItsClasses();

    static final WebTestHttp http = new WebTestHttp(app);

    static Query segments(String... segs) {
        Query query = Query.of(
                "table", "Drive", "pk", "PK", "pkValue", "DRIVE#a91", "sk", "SK", "op", "begins_with", "delim", "/");
        for (String seg : segs) {
            query.add("seg", seg);
        }
        return query.add("trail", "true");
    }

    /** The error slot ids of the full page: the fields htmx must be able to update out of band. */
    static java.util.Set<String> pageSlotIds() {
        return new java.util.HashSet<>(
                errorSlots(http.get("/").assertStatus(200).body()).keySet());
    }

    static String apiPermalink(Query query) {
        return http.api(query).assertStatus(200).json().get("permalink").asText();
    }

    static Map<String, List<String>> apiErrorsBySlot(Query query) {
        Map<String, List<String>> bySlot = new LinkedHashMap<>();
        http.api(query)
                .assertStatus(400)
                .json()
                .get("errors")
                .forEach(e -> bySlot.computeIfAbsent("err-" + e.get("field").asText(), k -> new ArrayList<>())
                        .add(e.get("message").asText()));
        return bySlot;
    }

    /** The out-of-band error slots of a partial, each checked to be a top-level {@code hx-swap-oob="true"} div. */
    static Map<String, List<String>> oobSlots(String partial) {
        Map<String, List<String>> slots = new LinkedHashMap<>();
        for (Element div : elements(partial, "div")) {
            if (div.hasClass("errors")) {
                assertEquals("true", div.attr("hx-swap-oob"), () -> "out of band: " + div.startTag());
                assertFalse(
                        byId(partial, "output").contains(div.start()),
                        "an oob slot sits next to #output, not inside it");
                assertNull(
                        slots.put(div.attr("id"), errorItems(div.outer())),
                        () -> "one slot per field: " + div.attr("id"));
            }
        }
        return slots;
    }

    static void assertVaryOnHtmx(Answer response) {
        String vary = String.join(",", response.headers().allValues("Vary"));
        assertTrue(vary.toLowerCase().contains("hx-request"), () -> "Vary: " + vary);
    }
}
