package keyslice.bench;

import io.javalin.Javalin;
import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.management.ManagementFactory;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Locale;
import keyslice.preview.DynamoPreview;
import keyslice.preview.PreviewConfig;
import keyslice.web.AppConfig;
import keyslice.web.KeysliceApp;

/**
 * What a request costs the server, as {@link WorstRequestCost} and {@link WorstExplainCost} measure it: the app runs
 * in this JVM and this thread is its only client, over one kept-alive HTTP/1.1 socket read on this thread, so the CPU
 * time and allocation of every other thread (the server's, the JIT's and the collector's) are the server's.
 */
final class CostClient implements AutoCloseable {

    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

    /** Where a request's six-digit serial goes, when it has one (see {@link #cost}). */
    static final String SERIAL = "999999";

    /** What one request cost the server. */
    record Cost(double cpuMillis, double allocatedMb, int status, int bytes) {}

    /** A request ready to send, with where its serial goes ({@code -1}: none). */
    record Prepared(byte[] bytes, int serialAt) {
        /** {@code request} as bytes (ISO-8859-1: the caller encodes the body first), its serial found by {@link #SERIAL}. */
        static Prepared of(String request) {
            return new Prepared(request.getBytes(StandardCharsets.ISO_8859_1), request.indexOf(SERIAL));
        }
    }

    private final Javalin app;
    private final DynamoPreview preview;
    private final Socket socket;
    private final OutputStream out;
    private final InputStream in;
    private int serial;

    private CostClient(Javalin app, DynamoPreview preview) throws IOException {
        this.app = app;
        this.preview = preview;
        socket = new Socket(InetAddress.getLoopbackAddress(), app.port());
        socket.setTcpNoDelay(true);
        out = socket.getOutputStream();
        in = new BufferedInputStream(socket.getInputStream(), 1 << 16);
    }

    /** keyslice started in this JVM, without an engine and with a CPU budget no search spends, and a client of it. */
    static CostClient start() throws IOException {
        AppConfig config = new AppConfig(java.util.Optional.empty(), "*", 1_000_000, 1_000_000)
                .withCpuBudget(1_000, java.time.Duration.ofHours(1));
        DynamoPreview preview = new DynamoPreview(PreviewConfig.disabled());
        Javalin app = KeysliceApp.create(config, preview).start("127.0.0.1", 0);
        return new CostClient(app, preview);
    }

    /** The median CPU time (and, apart, the median allocation) of {@code repeats} sends of {@code prepared}. */
    Cost median(Prepared prepared, int repeats) throws IOException {
        Cost[] costs = new Cost[repeats];
        for (int i = 0; i < repeats; i++) {
            costs[i] = cost(prepared);
        }
        Arrays.sort(costs, Comparator.comparingDouble(Cost::cpuMillis));
        double[] allocated =
                Arrays.stream(costs).mapToDouble(Cost::allocatedMb).sorted().toArray();
        Cost median = costs[repeats / 2];
        return new Cost(median.cpuMillis(), allocated[repeats / 2], median.status(), median.bytes());
    }

    /** Sends {@code prepared}, its serial (if any) the next number, so that no answer comes from the rendered cache. */
    Cost cost(Prepared prepared) throws IOException {
        byte[] request = prepared.bytes();
        if (prepared.serialAt() >= 0) {
            int number = serial++ % 1_000_000;
            for (int i = 5; i >= 0; i--, number /= 10) {
                request[prepared.serialAt() + i] = (byte) ('0' + number % 10);
            }
        }
        long me = Thread.currentThread().getId();
        long cpu0 = othersCpu(me);
        long all0 = THREADS.getTotalThreadAllocatedBytes();
        long myBytes0 = THREADS.getThreadAllocatedBytes(me);
        out.write(request);
        out.flush();
        int[] answer = read();
        long cpu = othersCpu(me) - cpu0;
        long allocated =
                THREADS.getTotalThreadAllocatedBytes() - all0 - (THREADS.getThreadAllocatedBytes(me) - myBytes0);
        return new Cost(cpu / 1e6, allocated / 1048576.0, answer[0], answer[1]);
    }

    /**
     * The CPU time of every thread but this one, in nanoseconds (the process's own figure counts in 10 ms ticks). A
     * thread that ended within the measurement is lost, and the server's pool keeps its threads.
     */
    private static long othersCpu(long me) {
        long total = 0;
        for (long id : THREADS.getAllThreadIds()) {
            if (id != me) {
                total += Math.max(0, THREADS.getThreadCpuTime(id));
            }
        }
        return total;
    }

    /** The status and the body's length; the body is read and dropped. */
    private int[] read() throws IOException {
        String status = line();
        int code = Integer.parseInt(status.substring(9, 12));
        int length = -1;
        boolean chunked = false;
        for (String header = line(); !header.isEmpty(); header = line()) {
            String lower = header.toLowerCase(Locale.ROOT);
            if (lower.startsWith("content-length:")) {
                length = Integer.parseInt(lower.substring(15).trim());
            } else if (lower.startsWith("transfer-encoding:") && lower.contains("chunked")) {
                chunked = true;
            }
        }
        int bytes = 0;
        if (chunked) {
            for (int size = Integer.parseInt(line().trim(), 16); size > 0; size = Integer.parseInt(line().trim(), 16)) {
                bytes += skip(size);
                line();
            }
            line();
        } else if (length >= 0) {
            bytes = skip(length);
        }
        return new int[] {code, bytes};
    }

    private int skip(int count) throws IOException {
        int left = count;
        while (left > 0) {
            long skipped = in.skip(left);
            if (skipped <= 0) {
                if (in.read() < 0) {
                    throw new IOException("connection closed mid-body");
                }
                skipped = 1;
            }
            left -= (int) skipped;
        }
        return count;
    }

    private String line() throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        for (int b = in.read(); b != '\n'; b = in.read()) {
            if (b < 0) {
                throw new IOException("connection closed");
            }
            if (b != '\r') {
                line.write(b);
            }
        }
        return line.toString(StandardCharsets.ISO_8859_1);
    }

    @Override
    public void close() throws IOException {
        try {
            socket.close();
        } finally {
            app.stop();
            preview.close();
        }
    }
}
