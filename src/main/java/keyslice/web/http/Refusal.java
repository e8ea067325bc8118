package keyslice.web.http;

import java.util.List;
import keyslice.domain.form.Problem;

/**
 * A refusal shown as a page of its own, on the routes a browser opens itself (the builder, the embed card in its
 * frame), where the JSON shape would be read by no one: a request Jetty or the intake turned away (a request line too
 * long, too many requests in flight or too much work from one address, a body too slow or too large), one the limits
 * refused before its route ran, or one its route could not answer.
 *
 * @param status   the HTTP status
 * @param title    what happened, in a few words, for the page's heading and title
 * @param problems what is wrong and what to do, each a sentence a person can act on
 * @param retry    the same address, offered when trying again may help (the route failed, or was busy); the address
 *                 holds the whole state, so nothing typed is lost; null otherwise
 * @param card     whether the page is drawn in the embed card's frame (no header or footer)
 */
public record Refusal(int status, String title, List<Problem> problems, String retry, boolean card) {

    /** The request attribute under which the intake hands its refusal to the server's error handler. */
    public static final String ATTRIBUTE = "keyslice.refusal";

    public static final Template<Refusal> PAGE = new Template<>("pages/refusal.jte");

    /** The fragment an htmx request gets instead: the page's status line, swapped in out of band. */
    public static final Template<Refusal> NOTICE = new Template<>("partials/refusal-notice.jte");

    public Refusal {
        problems = List.copyOf(problems);
    }

    public Refusal(int status, String title, List<Problem> problems) {
        this(status, title, problems, null, false);
    }

    /** A refusal titled by its status, e.g. a route's limits refusing a request before the route runs. */
    public static Refusal of(int status, List<Problem> problems) {
        String title = switch (status) {
            case 400 -> "Request refused";
            case 403 -> "Refused";
            case 404 -> "Not found";
            case 408 -> "Request too slow";
            case 413 -> "Request body too large";
            case 414 -> "Address too long";
            case 429 -> "Too many requests";
            case 503 -> "Busy";
            default -> status >= 500 ? "keyslice could not answer this request" : "Request refused";
        };
        return new Refusal(status, title, problems);
    }

    /**
     * The error page of a route a browser opens ({@code card}: the embed card's): a page, or for an htmx request the
     * notice, which leaves the form as typed. A failure or a busy answer offers the same address again.
     */
    public static ErrorPage page(Views views, boolean card) {
        return (ctx, error) -> {
            Refusal refusal = of(error.status(), error.problems());
            if (error.status() >= 500 || error.status() == 429) {
                String query = ctx.queryString();
                refusal = new Refusal(
                        refusal.status,
                        refusal.title,
                        refusal.problems,
                        ctx.path() + (query == null ? "" : "?" + query),
                        card);
            } else if (card) {
                refusal = new Refusal(refusal.status, refusal.title, refusal.problems, null, true);
            }
            if (ctx.header("HX-Request") != null) {
                ctx.header("HX-Reswap", "none");
                views.html(ctx, NOTICE, refusal);
            } else {
                views.html(ctx, PAGE, refusal);
            }
        };
    }

    /** The first problem's plain sentence, for the one-line notice. */
    public String summary() {
        return problems.isEmpty() ? title : problems.get(0).summary();
    }
}
