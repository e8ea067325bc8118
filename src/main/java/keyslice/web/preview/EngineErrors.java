package keyslice.web.preview;

import keyslice.domain.form.Problem;
import keyslice.preview.PreviewConfig;
import keyslice.preview.PreviewException;
import keyslice.web.http.HttpError;

/** The engine's refusals and failures as HTTP answers: the engine's own words, with a sentence on what to check. */
public final class EngineErrors {

    static final Problem PREVIEW_OFF = new Problem(
            "engine",
            "The live preview is off because no DynamoDB endpoint " + "is configured: start keyslice with "
                    + PreviewConfig.ENDPOINT_ENV + " set to one.",
            PreviewConfig.HOW_TO_CONFIGURE);

    private EngineErrors() {}

    public static HttpError of(PreviewException e) {
        return new HttpError(status(e), problem(e));
    }

    /** The engine's own words stay the message; the summary says in a sentence who refused and what to check. */
    static Problem problem(PreviewException e) {
        String field = e.field().orElse("engine");
        if (e.kind() == PreviewException.Reason.NOT_CONFIGURED
                && e.getMessage().equals(PreviewConfig.HOW_TO_CONFIGURE)) {
            return PREVIEW_OFF;
        }
        // The error code is left out: a body naming "...Exception" reads as a leaked stack trace.
        if (e.errorCode().filter(code -> !code.isEmpty()).isPresent()) {
            String summary = e.kind() == PreviewException.Reason.ENGINE_REJECTED
                    ? "The DynamoDB endpoint refused the request: check the table, the index and the key attributes and "
                            + "types against its schema."
                    : "The DynamoDB endpoint failed to answer: try again in a moment.";
            return new Problem(field, summary, e.getMessage());
        }
        return new Problem(field, e.getMessage());
    }

    static int status(PreviewException e) {
        return switch (e.kind()) {
            case NOT_CONFIGURED, BUSY -> 503;
            case NOT_ALLOWED -> 403;
            case BAD_INPUT, ENGINE_REJECTED -> 400;
            case ENGINE_FAILED, UNREACHABLE -> 502;
            case TIMEOUT -> 504;
        };
    }
}
