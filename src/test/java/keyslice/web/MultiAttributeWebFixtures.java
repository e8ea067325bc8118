package keyslice.web;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import keyslice.testing.RunningApp;

/**
 * The multi-attribute key's web test helpers: one app (started once for all the classes that register it, as for the
 * one class they were), the tournaments state, its API answer and page.
 */
final class MultiAttributeWebFixtures {

    private MultiAttributeWebFixtures() {}

    /** README's worked example, as its permalink spells it (begins_with, op2's default, goes without saying). */
    static final String TOURNAMENT =
            "/?v=1&table=Tournaments&index=ByRegion&pk=tournament&pkValue=WORLDS26&pk2=region&pk2Value=EU"
                    + "&sk=round&skType=N&op=eq&value=2&sk2=bracket&value2=upper%23"
                    + "&samples=%5B1%2C%20%22upper%23A%22%5D%0A%5B2%2C%20%22lower%23A%22%5D%0A%5B2%2C%20%22upper%23B%22%5D%0A"
                    + "%5B2%2C%20%22upper%23A%22%5D%0A%5B3%2C%20%22upper%23A%22%5D%0A%5B2%5D";

    static final RunningApp app = RunningApp.defaults().sharedByItsClasses();

    static final WebTestHttp http = new WebTestHttp(app);

    static JsonNode api(String permalink) {
        return http.api(permalink.substring(2)).assertStatus(200).json();
    }

    static String page(String permalink) {
        return http.get(permalink).assertStatus(200).body();
    }

    static List<String> values(JsonNode tuple) {
        List<String> values = new ArrayList<>();
        tuple.forEach(value -> values.add(value.asText()));
        return values;
    }
}
