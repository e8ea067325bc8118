package keyslice.web.http;

import java.util.List;

import keyslice.domain.Problem;

/**
 * A refusal as a page, for the routes a browser opens itself (the builder, the embed card in its frame), where the
 * JSON shape would be read by no one: what went wrong in plain words, and the same address to try again. The address
 * holds the whole state, so nothing typed is lost.
 *
 * @param card whether the page is drawn in the embed card's frame (no header or footer)
 */
public record RefusalPage(String title, List<String> summaries, String retry, boolean card) {

    public static final Template<RefusalPage> PAGE = new Template<>("pages/refusal.jte");

    public RefusalPage {
        summaries = List.copyOf(summaries);
    }

    /** The error page of a browser's route; {@code card} for the embed card's. */
    public static ErrorPage of(Views views, boolean card) {
        return (ctx, error) -> {
            String query = ctx.queryString();
            String title = error.status() >= 500 ? "keyslice could not answer this request" : "keyslice refused this request";
            views.html(ctx, PAGE, new RefusalPage(title, error.problems().stream().map(Problem::summary).toList(),
                    ctx.path() + (query == null ? "" : "?" + query), card));
        };
    }
}
