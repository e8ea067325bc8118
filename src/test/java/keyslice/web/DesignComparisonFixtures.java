package keyslice.web;

import static keyslice.testing.Html.byId;
import static keyslice.testing.Html.elements;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.net.URI;
import keyslice.domain.form.QueryForm;
import keyslice.testing.Answer;
import keyslice.testing.Html.Element;
import keyslice.testing.RunningApp;
import keyslice.web.state.BuilderState;
import keyslice.web.state.DecodedQuery;
import keyslice.web.state.Permalink;

/**
 * What {@link DesignComparisonViewTest} and {@link DesignComparisonHtmxTest} share: one app for both, the builder page of
 * a form, the state its design link opens, and the headers of an htmx answer.
 */
final class DesignComparisonFixtures {

    static final RunningApp app = RunningApp.defaults().sharedByItsClasses();

    static final QueryForm FILE_TREE = QueryForm.builder()
            .table("Drive")
            .pk("PK")
            .pkValue("DRIVE#a91")
            .sk("SK")
            .seg("root", "photos")
            .delim("/")
            .trail("true")
            .samples("root/photos/\nroot/\nroot/videos/")
            .build();
    static final String[] TYPING = {"HX-Request", "true", "HX-Target", "output"};
    static final String[] EDITING = {"HX-Request", "true", "HX-Target", "app"};

    static String page(QueryForm form) {
        Answer response = app.get(Permalink.of(form));
        assertEquals(200, response.status(), response.body());
        return response.body();
    }

    /** The state a link on the page opens, as the builder reads it. */
    static BuilderState linked(String html) {
        String href = byId(html, "design-link").attr("href");
        return BuilderState.from(DecodedQuery.decode(URI.create(href).getRawQuery()));
    }

    static String summary(String html, Element details) {
        return elements(html, "summary").stream()
                .filter(s -> details.contains(s.start()))
                .findFirst()
                .orElseThrow()
                .text()
                .strip();
    }

    private DesignComparisonFixtures() {}
}
