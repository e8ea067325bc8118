package keyslice.preview;

import java.time.Duration;
import java.util.concurrent.Semaphore;
import java.util.function.Function;
import java.util.function.Supplier;
import software.amazon.awssdk.awscore.AwsRequestOverrideConfiguration;
import software.amazon.awssdk.core.exception.SdkException;

/**
 * The limits every engine call of {@link DynamoPreview} keeps: a place under the cap on calls at once
 * ({@link PreviewConfig#concurrentCalls()}; one more is refused at once, {@link PreviewException.Reason#BUSY}), and what
 * is left of its request's {@link Deadline} as its timeout. Failures come back as {@link PreviewException}s that name
 * no host but a loopback one.
 */
final class EngineCalls {

    private final PreviewConfig config;
    private final String endpointText;
    private final Semaphore calls;

    EngineCalls(PreviewConfig config) {
        this.config = config;
        this.endpointText = config.endpointInMessages();
        this.calls = new Semaphore(config.concurrentCalls());
    }

    /**
     * One engine call: a place under the cap, and the time left of {@code deadline} (at most the API-call timeout) as
     * the call's own timeout.
     *
     * @param what what the call is for, as messages say it ("run the Query")
     */
    <T> T call(Deadline deadline, String what, Function<AwsRequestOverrideConfiguration, T> operation) {
        Duration left = deadline.remaining();
        if (left.isNegative() || left.isZero()) {
            throw PreviewException.deadlinePassed(deadline.described(), what);
        }
        if (!calls.tryAcquire()) {
            throw PreviewException.busy(config.concurrentCalls(), what);
        }
        boolean cut = left.compareTo(config.apiCallTimeout()) < 0;
        Duration timeout = cut ? left : config.apiCallTimeout();
        try {
            T answer = operation.apply(AwsRequestOverrideConfiguration.builder()
                    .apiCallTimeout(timeout)
                    .apiCallAttemptTimeout(timeout)
                    .build());
            if (answer == null) {
                throw PreviewException.garbled(endpointText, null);
            }
            return answer;
        } catch (SdkException e) {
            PreviewException failure = PreviewException.from(e, endpointText);
            if (cut && failure.kind() == PreviewException.Reason.TIMEOUT) {
                failure = PreviewException.deadlineReached(endpointText, deadline.described(), what, e);
            }
            // Only a loopback endpoint is named in full; any other host stays out of what pages and answers show.
            throw config.loopback()
                    ? failure
                    : failure.hiding(config.endpoint().orElseThrow().getHost(), "the endpoint's host");
        } finally {
            calls.release();
        }
    }

    /** {@code work} (no SDK call of this client, such as the demo data's writer) holding one place under the cap. */
    <T> T holding(String what, Supplier<T> work) {
        if (!calls.tryAcquire()) {
            throw PreviewException.busy(config.concurrentCalls(), what);
        }
        try {
            return work.get();
        } finally {
            calls.release();
        }
    }

    /** Reads an engine answer into keyslice's types; an answer of the wrong shape is the engine's fault, not a 500. */
    <T> T readable(Supplier<T> reading) {
        try {
            return reading.get();
        } catch (PreviewException e) {
            throw e;
        } catch (RuntimeException e) {
            throw PreviewException.garbled(endpointText, e);
        }
    }
}
