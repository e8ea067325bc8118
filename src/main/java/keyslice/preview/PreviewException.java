package keyslice.preview;

import java.io.InterruptedIOException;
import java.net.ConnectException;
import java.net.NoRouteToHostException;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import javax.net.ssl.SSLException;
import software.amazon.awssdk.awscore.exception.AwsErrorDetails;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.core.exception.AbortedException;
import software.amazon.awssdk.core.exception.ApiCallAttemptTimeoutException;
import software.amazon.awssdk.core.exception.ApiCallTimeoutException;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.core.exception.SdkException;

/**
 * Why the preview could not answer. The message is user-facing; for {@link Reason#ENGINE_REJECTED} and
 * {@link Reason#ENGINE_FAILED} it is the engine's own message, verbatim, and {@link #errorCode()} is the engine's
 * error code (e.g. {@code ValidationException}).
 */
public final class PreviewException extends RuntimeException {

    public enum Reason {
        /** No endpoint configured, or no credentials for a non-loopback endpoint (HTTP 503). */
        NOT_CONFIGURED,
        /** The table is not on {@code KEYSLICE_TABLES}, or demo data is not allowed here (HTTP 403). */
        NOT_ALLOWED,
        /** keyslice refused the input before any call: missing table, bad start key token (HTTP 400). */
        BAD_INPUT,
        /** The engine answered with a 4xx error: ValidationException, ResourceNotFoundException, ... (HTTP 400). */
        ENGINE_REJECTED,
        /** The engine answered with a 5xx error or throttling (HTTP 502). */
        ENGINE_FAILED,
        /** No connection: refused, unknown host, no route, TLS failure, connect timeout (HTTP 502). */
        UNREACHABLE,
        /** Connected, but the answer did not come in time, or the request's deadline passed (HTTP 504). */
        TIMEOUT,
        /** keyslice's cap on engine calls at once is reached: nothing was sent (HTTP 503). */
        BUSY
    }

    private final Reason kind;
    private final String field;
    private final String errorCode;
    private final int statusCode;

    public PreviewException(Reason kind, String message) {
        this(kind, message, null, null, -1, null);
    }

    public PreviewException(Reason kind, String message, String field) {
        this(kind, message, field, null, -1, null);
    }

    private PreviewException(
            Reason kind, String message, String field, String errorCode, int statusCode, Throwable cause) {
        super(message, cause);
        this.kind = Objects.requireNonNull(kind, "kind");
        this.field = field;
        this.errorCode = errorCode;
        this.statusCode = statusCode;
    }

    public Reason kind() {
        return kind;
    }

    /** For BAD_INPUT: the request parameter at fault ({@code table}, {@code startKey}). */
    public Optional<String> field() {
        return Optional.ofNullable(field);
    }

    /** For engine errors: the engine's error code, e.g. {@code ValidationException}. */
    public Optional<String> errorCode() {
        return Optional.ofNullable(errorCode);
    }

    /** For engine errors: the HTTP status the engine answered with. */
    public OptionalInt statusCode() {
        return statusCode < 0 ? OptionalInt.empty() : OptionalInt.of(statusCode);
    }

    static PreviewException badInput(String field, String message) {
        return new PreviewException(Reason.BAD_INPUT, message, field);
    }

    /**
     * Classifies an SDK failure.
     *
     * @param endpoint how messages name the endpoint: {@link PreviewConfig#endpointInMessages()}, "" for no name
     */
    public static PreviewException from(SdkException e, String endpoint) {
        if (e instanceof ApiCallTimeoutException || e instanceof ApiCallAttemptTimeoutException) {
            return new PreviewException(
                    Reason.TIMEOUT,
                    "The DynamoDB endpoint" + named(endpoint) + " did not answer in time (" + e.getMessage() + ")",
                    null,
                    null,
                    -1,
                    e);
        }
        if (e instanceof AwsServiceException service) {
            AwsErrorDetails details = service.awsErrorDetails();
            String code = details == null ? null : details.errorCode();
            String message = details == null ? null : details.errorMessage();
            int status = service.statusCode();
            if (message == null || message.isEmpty()) {
                message = code != null ? code : service.getMessage();
            }
            boolean failed = status >= 500 || service.isThrottlingException();
            return new PreviewException(
                    failed ? Reason.ENGINE_FAILED : Reason.ENGINE_REJECTED,
                    message,
                    null,
                    code == null ? "" : code,
                    status,
                    e);
        }
        if (e instanceof SdkClientException) {
            String text = String.valueOf(e.getMessage());
            if (text.startsWith("Unable to load credentials")) {
                return new PreviewException(
                        Reason.NOT_CONFIGURED,
                        "No AWS credentials for the DynamoDB endpoint"
                                + named(endpoint)
                                + ": set AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, AWS_PROFILE or another source of the "
                                + "SDK's default credentials chain",
                        null,
                        null,
                        -1,
                        e);
            }
        }
        for (Throwable c = e; c != null; c = c.getCause()) {
            if (c instanceof SocketTimeoutException timeout) {
                String text = String.valueOf(timeout.getMessage()).toLowerCase(java.util.Locale.ROOT);
                if (text.contains("connect")) {
                    return unreachable(endpoint, "no connection within the connect timeout", e);
                }
                return new PreviewException(
                        Reason.TIMEOUT,
                        "The DynamoDB endpoint" + named(endpoint) + " did not answer in time (" + timeout.getMessage()
                                + ")",
                        null,
                        null,
                        -1,
                        e);
            }
            if (c instanceof ConnectException) {
                return unreachable(endpoint, "connection refused", e);
            }
            if (c instanceof UnknownHostException) {
                return unreachable(endpoint, "its host name does not resolve (" + c.getMessage() + ")", e);
            }
            if (c instanceof NoRouteToHostException) {
                return unreachable(endpoint, "no route to host", e);
            }
            if (c instanceof SSLException) {
                return unreachable(endpoint, "TLS failed: " + c.getMessage(), e);
            }
            if (c instanceof SocketException) {
                // The JDK's HTTP client words these two; without this they would read as a garbled answer.
                String text = String.valueOf(c.getMessage()).toLowerCase(java.util.Locale.ROOT);
                if (text.contains("reset")) {
                    return cutOff(endpoint, "was reset before it answered", e);
                }
                if (text.contains("unexpected end of file")) {
                    return cutOff(endpoint, "closed the connection before it answered", e);
                }
            }
            if (c instanceof InterruptedIOException
                    || c instanceof InterruptedException
                    || c instanceof AbortedException) {
                return new PreviewException(
                        Reason.TIMEOUT,
                        "The call to the DynamoDB endpoint" + named(endpoint) + " was interrupted",
                        null,
                        null,
                        -1,
                        e);
            }
        }
        // Connected, but what came back is not a DynamoDB answer (not JSON, not HTTP, cut short).
        return garbled(endpoint, e);
    }

    /** The cap on calls at once is reached; the call was not made. */
    static PreviewException busy(int cap, String what) {
        return new PreviewException(
                Reason.BUSY,
                "The live preview is busy: " + cap + " calls to the DynamoDB endpoint are in "
                        + "flight, the most this keyslice makes at once (" + PreviewConfig.CONCURRENCY_ENV
                        + "), so it did not "
                        + what + ". Try again in a moment.",
                null,
                null,
                -1,
                null);
    }

    /** The request's deadline passed before this call could be made: earlier calls took all of it. */
    static PreviewException deadlinePassed(String deadline, String what) {
        return new PreviewException(
                Reason.TIMEOUT,
                "This request's deadline (" + deadline + " for all its calls to the DynamoDB " + "endpoint, "
                        + PreviewConfig.DEADLINE_ENV + ") passed before keyslice could " + what + ".",
                null,
                null,
                -1,
                null);
    }

    /** The call was cut short by what was left of the request's deadline. */
    static PreviewException deadlineReached(String endpoint, String deadline, String what, Throwable cause) {
        return new PreviewException(
                Reason.TIMEOUT,
                "The DynamoDB endpoint" + named(endpoint) + " did not answer within this "
                        + "request's deadline (" + deadline + " for all its calls, " + PreviewConfig.DEADLINE_ENV
                        + "), so keyslice could not "
                        + what + ".",
                null,
                null,
                -1,
                cause);
    }

    /** The endpoint answered something keyslice cannot read; the parser's internals are not the user's business. */
    public static PreviewException garbled(String endpoint, Throwable cause) {
        return new PreviewException(
                Reason.ENGINE_FAILED,
                "The endpoint" + named(endpoint) + " answered, but not with a DynamoDB "
                        + "response keyslice can read (is it a DynamoDB-compatible endpoint?)",
                null,
                null,
                -1,
                cause);
    }

    /** Connected, and the request went out, but the connection ended with no answer at all. */
    private static PreviewException cutOff(String endpoint, String what, Throwable cause) {
        return new PreviewException(
                Reason.ENGINE_FAILED,
                "The DynamoDB endpoint" + named(endpoint) + " " + what
                        + " (is it overloaded or restarting, or is a proxy in between dropping the connection?)",
                null,
                null,
                -1,
                cause);
    }

    private static PreviewException unreachable(String endpoint, String why, Throwable cause) {
        return new PreviewException(
                Reason.UNREACHABLE,
                "Cannot reach the DynamoDB endpoint" + named(endpoint) + ": " + why,
                null,
                null,
                -1,
                cause);
    }

    /** " " and the endpoint's name, or nothing when it is not to be named (see {@link PreviewConfig#endpointInMessages()}). */
    private static String named(String endpoint) {
        return endpoint == null || endpoint.isEmpty() ? "" : " " + endpoint;
    }

    /** The same failure with {@code host} replaced in its message: the SDK's and the JDK's words may name it. */
    PreviewException hiding(String host, String replacement) {
        String message = getMessage();
        if (host == null || host.isEmpty() || !message.contains(host)) {
            return this;
        }
        return new PreviewException(kind, message.replace(host, replacement), field, errorCode, statusCode, getCause());
    }

    @Override
    public String toString() {
        return "PreviewException[" + kind + (errorCode == null ? "" : " " + errorCode) + "]: " + getMessage();
    }
}
