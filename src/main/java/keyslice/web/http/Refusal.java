package keyslice.web.http;

import java.util.List;

import keyslice.domain.Problem;

/**
 * A refusal shown as a page of its own, for a request that never reached a route that could answer with its form
 * filled in: one Jetty or the intake turned away (a request line too long, too many requests in flight or too much
 * work from one address, a body too slow or too large), or one the limits refused before its route ran.
 *
 * @param status   the HTTP status
 * @param title    what happened, in a few words, for the page's heading and title
 * @param problems what is wrong and what to do, each a sentence a person can act on
 */
public record Refusal(int status, String title, List<Problem> problems) {

    /** The request attribute under which the intake hands its refusal to the server's error handler. */
    public static final String ATTRIBUTE = "keyslice.refusal";

    public static final Template<Refusal> PAGE = new Template<>("pages/refusal.jte");

    /** The fragment an htmx request gets instead: the page's status line, swapped in out of band. */
    public static final Template<Refusal> NOTICE = new Template<>("partials/refusal-notice.jte");

    public Refusal {
        problems = List.copyOf(problems);
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
            default -> status >= 500 ? "Something went wrong" : "Request refused";
        };
        return new Refusal(status, title, problems);
    }

    /** The first problem's plain sentence, for the one-line notice. */
    public String summary() {
        return problems.isEmpty() ? title : problems.get(0).summary();
    }
}
