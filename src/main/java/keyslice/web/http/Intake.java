package keyslice.web.http;

import java.io.ByteArrayOutputStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Function;
import java.util.function.Predicate;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.thread.Scheduler;

/**
 * Where every request enters, before Javalin sees it. Three limits keep slow, many or costly clients from taking the
 * threads and the CPU the builder needs:
 * <ul>
 * <li>A client has at most {@code perClient} requests in flight; one more is answered 429 at once, its body unread.</li>
 * <li>A client spends CPU time from its {@link WorkBudget}: each request's CPU time on the thread that handles it is
 * charged once it is handled, and a client whose budget is spent is answered 429 with Retry-After, after
 * {@link #REFUSAL_DELAY} (held without a thread, counted in flight), so that a client that ignores Retry-After cannot
 * make its refusals cost more than its requests would have. Some paths are not metered (the health routes, the page's
 * stylesheet and scripts).</li>
 * <li>A request body is read without holding a thread (Jetty calls back as bytes arrive) and must be complete within
 * {@code bodyTimeout}, else 408; only then does a thread run the handler, which reads the body from memory. A body
 * trickled in one byte at a time thus costs a connection, never a thread.</li>
 * </ul>
 * A POST from a client whose run budget is spent is passed on unread: its 429 needs no body, and an attacker's body is
 * not waited for.
 */
public final class Intake extends Handler.Wrapper {

    /** The request attribute set on a request whose body was read here, so its handler may read it without waiting. */
    public static final String BODY_READ = "keyslice.bodyRead";

    /** How long a refusal for a spent work budget is held before it is sent. */
    public static final Duration REFUSAL_DELAY = Duration.ofSeconds(1);

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private final int perClient;
    private final Duration bodyTimeout;
    private final Function<Request, String> clients;
    private final Predicate<String> outOfRuns;
    private final WorkBudget budget;
    private final Set<String> unmetered;
    private final ConcurrentHashMap<String, Integer> inFlight = new ConcurrentHashMap<>();

    /**
     * @param perClient   requests a client may have in flight at once
     * @param bodyTimeout how long a request body may take to arrive, from the request's start
     * @param clients     the client a request comes from (its rate-limit key)
     * @param outOfRuns   whether a client's run budget is spent (asked without spending any)
     * @param budget      the CPU time each client may spend
     * @param unmetered   the paths whose requests spend no budget
     */
    public Intake(
            int perClient,
            Duration bodyTimeout,
            Function<Request, String> clients,
            Predicate<String> outOfRuns,
            WorkBudget budget,
            Set<String> unmetered) {
        this.perClient = perClient;
        this.bodyTimeout = bodyTimeout;
        this.clients = clients;
        this.outOfRuns = outOfRuns;
        this.budget = budget;
        this.unmetered = Set.copyOf(unmetered);
    }

    /** Whether the body of the request behind {@code attribute} (a request attribute lookup) was read by the intake. */
    public static boolean bodyRead(Function<String, Object> attribute) {
        return Boolean.TRUE.equals(attribute.apply(BODY_READ));
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) throws Exception {
        String client = clients.apply(request);
        if (inFlight.merge(client, 1, Integer::sum) > perClient) {
            leave(client);
            response.getHeaders().put(HttpHeader.RETRY_AFTER, "1");
            response.getHeaders().put(HttpHeader.CONNECTION, "close");
            refuse(request, response, callback, IntakeRefusals.tooManyAtOnce(perClient));
            return true;
        }
        Callback done = Callback.from(() -> leave(client), callback);
        try {
            boolean metered = !unmetered.contains(Request.getPathInContext(request));
            long wait = metered ? budget.wait(client) : 0;
            if (wait > 0) {
                response.getHeaders().put(HttpHeader.RETRY_AFTER, Long.toString(wait));
                Refusal refusal = IntakeRefusals.workSpent(wait);
                request.getComponents()
                        .getScheduler()
                        .schedule(
                                () -> refuse(request, response, done, refusal),
                                REFUSAL_DELAY.toMillis(),
                                TimeUnit.MILLISECONDS);
                return true;
            }
            if (!hasBody(request) || tooLong(request) || "POST".equals(request.getMethod()) && outOfRuns.test(client)) {
                handleMetered(request, response, done, metered ? client : null);
                return true;
            }
            new Reading(request, response, done, metered ? client : null).start();
            return true;
        } catch (Throwable t) {
            done.failed(t);
            return true;
        }
    }

    /** The request handled on this thread, its CPU time charged to {@code client} (none: not metered). */
    private void handleMetered(Request request, Response response, Callback done, String client) throws Exception {
        long start = client == null ? 0 : THREADS.getCurrentThreadCpuTime();
        try {
            if (!super.handle(request, response, done)) {
                Response.writeError(request, response, done, 404);
            }
        } finally {
            if (client != null) {
                budget.charge(client, THREADS.getCurrentThreadCpuTime() - start);
            }
        }
    }

    /** Answers with {@code refusal} in keyslice's words (rendered by the server's error handler). */
    private static void refuse(Request request, Response response, Callback callback, Refusal refusal) {
        request.setAttribute(Refusal.ATTRIBUTE, refusal);
        Response.writeError(
                request,
                response,
                callback,
                refusal.status(),
                refusal.problems().get(0).message());
    }

    private void leave(String client) {
        inFlight.computeIfPresent(client, (key, count) -> count <= 1 ? null : count - 1);
    }

    private static boolean hasBody(Request request) {
        return request.getLength() > 0 || request.getHeaders().contains(HttpHeader.TRANSFER_ENCODING);
    }

    /** Over the size limit by its header: passed on unread for {@link RequestLimits} to refuse. */
    private static boolean tooLong(Request request) {
        return request.getLength() > RequestLimits.MAX_BODY_BYTES;
    }

    /** One body, read as it arrives; the handler runs once it is complete, unless the timeout answered first. */
    private final class Reading implements Runnable {
        private final Request request;
        private final Response response;
        private final Callback done;
        private final String client;
        private final ByteArrayOutputStream body = new ByteArrayOutputStream();
        private final AtomicBoolean settled = new AtomicBoolean();
        private Scheduler.Task timeout;

        /** {@code client}: whom the handler's CPU time is charged to, or null when the path is not metered. */
        Reading(Request request, Response response, Callback done, String client) {
            this.request = request;
            this.response = response;
            this.done = done;
            this.client = client;
        }

        void start() {
            long left = bodyTimeout.toNanos() - (System.nanoTime() - request.getBeginNanoTime());
            timeout = request.getComponents()
                    .getScheduler()
                    .schedule(this::expire, Math.max(0, left), TimeUnit.NANOSECONDS);
            run();
        }

        /** Reads what has arrived; asks to be called again when more does. */
        @Override
        public void run() {
            while (!settled.get()) {
                Content.Chunk chunk = request.read();
                if (chunk == null) {
                    request.demand(this);
                    return;
                }
                if (Content.Chunk.isFailure(chunk)) {
                    if (settle()) {
                        done.failed(chunk.getFailure());
                    }
                    return;
                }
                ByteBuffer bytes = chunk.getByteBuffer();
                boolean last = chunk.isLast();
                if (body.size() + bytes.remaining() > RequestLimits.MAX_BODY_BYTES) {
                    chunk.release();
                    if (settle()) {
                        refuse(IntakeRefusals.bodyTooLarge());
                    }
                    return;
                }
                byte[] copy = new byte[bytes.remaining()];
                bytes.get(copy);
                body.write(copy, 0, copy.length);
                chunk.release();
                if (last) {
                    if (settle()) {
                        // The handler blocks (engine calls): it runs on a pool thread, never on the one that read.
                        request.getComponents().getExecutor().execute(this::handleNext);
                    }
                    return;
                }
            }
        }

        private void expire() {
            if (settle()) {
                refuse(IntakeRefusals.bodyTooSlow(bodyTimeout));
            }
        }

        private boolean settle() {
            if (!settled.compareAndSet(false, true)) {
                return false;
            }
            if (timeout != null) {
                timeout.cancel();
            }
            return true;
        }

        private void refuse(Refusal refusal) {
            response.getHeaders().put(HttpHeader.CONNECTION, "close");
            Intake.refuse(request, response, done, refusal);
        }

        private void handleNext() {
            Request replay = new ReplayedRequest(request, body.toByteArray());
            replay.setAttribute(BODY_READ, Boolean.TRUE);
            try {
                handleMetered(replay, response, done, client);
            } catch (Throwable t) {
                done.failed(t);
            }
        }
    }
}
