package keyslice.web.http;

import java.time.Duration;
import java.util.List;
import keyslice.domain.form.Problem;

/** The refusals {@link Intake} answers with, in keyslice's words: each names what was over which limit. */
final class IntakeRefusals {

    private IntakeRefusals() {}

    /** 429: the client has {@code perClient} requests in flight already. */
    static Refusal tooManyAtOnce(int perClient) {
        return new Refusal(
                429,
                "Too many requests at once",
                List.of(new Problem(
                        "request",
                        "Too many requests at once from your address: keyslice takes at most " + perClient
                                + " at a time. Wait for the others to finish, then try again.",
                        "too many requests in flight from your address: at most " + perClient + " at once")));
    }

    /** 429: the client's work budget is spent for {@code wait} more seconds. */
    static Refusal workSpent(long wait) {
        return new Refusal(
                429,
                "Too much work at once",
                List.of(new Problem(
                        "request",
                        "Too much work from your address: keyslice gives each address a share of its time, and yours is "
                                + "spent for now. Try again in " + wait
                                + (wait == 1 ? " second." : " seconds."),
                        "the server time your address may use is spent: try again in " + wait + " s")));
    }

    /** 413: the body grew past {@link RequestLimits#MAX_BODY_BYTES} as it arrived. */
    static Refusal bodyTooLarge() {
        return new Refusal(
                413,
                "Request body too large",
                List.of(new Problem(
                        "body",
                        "The request body is over " + RequestLimits.MAX_BODY_BYTES + " bytes; keyslice takes at most "
                                + RequestLimits.MAX_BODY_BYTES + ". " + RequestLimits.TOO_LARGE_WHAT_TO_DO,
                        "the request body is over " + RequestLimits.MAX_BODY_BYTES + " bytes; keyslice takes at most "
                                + RequestLimits.MAX_BODY_BYTES)));
    }

    /** 408: the body did not arrive within {@code bodyTimeout} of the request's start. */
    static Refusal bodyTooSlow(Duration bodyTimeout) {
        return new Refusal(
                408,
                "Request body too slow",
                List.of(new Problem(
                        "body",
                        "The request body did not arrive within " + bodyTimeout.toSeconds()
                                + " s. Check the connection and send it again.",
                        "the request body did not arrive within " + bodyTimeout.toSeconds() + " s")));
    }
}
