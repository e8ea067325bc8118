package keyslice.bench;

import io.javalin.Javalin;
import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import keyslice.preview.DynamoPreview;
import keyslice.preview.PreviewConfig;
import keyslice.web.AppConfig;
import keyslice.web.KeysliceApp;
import keyslice.web.http.Proxies;

/**
 * One client sends the costliest request found ({@code target/worst-request.txt}, written by {@link WorstRequestCost})
 * on {@code connections} connections as fast as answers come back, while another client sends the file-tree example
 * to the API one request after another; both with a new partition value each time, so nothing comes from the rendered cache. The
 * two are told apart by {@code X-Forwarded-For} from a trusted proxy (loopback). Reports the second client's latency and
 * what the first was answered, with the CPU budget as configured by default and, for comparison, with none. Run it as
 * <pre>
 *   java -XX:+UseSerialGC -Xmx128m -Xss512k -cp "target/test-classes:target/classes:$(cat target/test-classpath.txt)" \
 *       keyslice.bench.BudgetUnderLoad [seconds] [connections] [share of a core] [burst in ms]
 * </pre>
 */
public final class BudgetUnderLoad {

    private static final String SMALL =
            "/api/v1/query?v=1&table=Drive&pk=PK&sk=SK&seg=root&seg=photos&delim=/&trail=true"
                    + "&samples=root/%0Aroot/docs/%0Aroot/photos/%0Aroot/photos/2026/%0Aroot/photos.zip&pkValue=DRIVE%23";

    private BudgetUnderLoad() {}

    public static void main(String[] args) throws Exception {
        int seconds = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        int connections = args.length > 1 ? Integer.parseInt(args[1]) : 8;
        // The first line: the request that cost the most CPU (its route, a space, its target).
        String first =
                Files.readAllLines(Path.of("target", "worst-request.txt")).get(0);
        String heavy = first.substring(first.indexOf(' ') + 1);
        double share = args.length > 2 ? Double.parseDouble(args[2]) : AppConfig.DEFAULT_CPU_SHARE;
        Duration burst = args.length > 3 ? Duration.ofMillis(Long.parseLong(args[3])) : AppConfig.DEFAULT_CPU_BURST;
        AppConfig trusting = AppConfig.defaults().withTrustedProxies(Proxies.parse("127.0.0.1"));
        run(
                "budget (" + share + " core, " + burst.toMillis() + " ms burst)",
                trusting.withCpuBudget(share, burst),
                heavy,
                seconds,
                connections);
        run("no budget", trusting.withCpuBudget(1_000, Duration.ofHours(1)), heavy, seconds, connections);
    }

    private static void run(String label, AppConfig config, String heavy, int seconds, int connections)
            throws Exception {
        DynamoPreview preview = new DynamoPreview(PreviewConfig.disabled());
        Javalin app = KeysliceApp.create(config, preview).start("127.0.0.1", 0);
        AtomicBoolean running = new AtomicBoolean(true);
        AtomicLong served = new AtomicLong();
        AtomicLong refused = new AtomicLong();
        AtomicLong serial = new AtomicLong();
        List<Thread> attackers = new ArrayList<>();
        for (int c = 0; c < connections; c++) {
            Thread attacker = new Thread(() -> {
                try (Connection connection = new Connection(app.port(), "198.51.100.1")) {
                    while (running.get()) {
                        int status = connection.get(heavy.replace("pkValue=", "pkValue=x" + serial.incrementAndGet()));
                        (status == 429 ? refused : served).incrementAndGet();
                    }
                } catch (IOException e) {
                    if (running.get()) {
                        throw new IllegalStateException(e);
                    }
                }
            });
            attacker.start();
            attackers.add(attacker);
        }
        // Warm-up, then the measured second client.
        List<Long> latencies = new ArrayList<>();
        try (Connection small = new Connection(app.port(), "198.51.100.2")) {
            long warmUntil = System.nanoTime() + Duration.ofSeconds(5).toNanos();
            for (int n = 0; System.nanoTime() < warmUntil; n++) {
                small.get(SMALL + "w" + n);
            }
            served.set(0);
            refused.set(0);
            long until = System.nanoTime() + Duration.ofSeconds(seconds).toNanos();
            for (int n = 0; System.nanoTime() < until; n++) {
                long start = System.nanoTime();
                int status = small.get(SMALL + "m" + n);
                latencies.add(System.nanoTime() - start);
                if (status != 200) {
                    throw new IllegalStateException("the small client was answered " + status);
                }
            }
        }
        running.set(false);
        app.stop();
        for (Thread attacker : attackers) {
            attacker.join(5_000);
        }
        preview.close();
        long[] sorted = latencies.stream().mapToLong(Long::longValue).sorted().toArray();
        System.out.printf(
                Locale.ROOT,
                "%s: small client %,d requests in %d s, p50 %.2f ms, p99 %.2f ms, max %.2f ms;"
                        + " heavy client (%d connections) %,d answered 200, %,d refused 429%n",
                label,
                sorted.length,
                seconds,
                percentile(sorted, 50),
                percentile(sorted, 99),
                sorted[sorted.length - 1] / 1e6,
                connections,
                served.get(),
                refused.get());
    }

    private static double percentile(long[] sorted, int p) {
        return sorted[Math.min(sorted.length - 1, (int) Math.ceil(sorted.length * p / 100.0) - 1)] / 1e6;
    }

    /** One kept-alive connection that sends GETs as a client behind the trusted proxy at {@code client}. */
    private static final class Connection implements AutoCloseable {
        private final Socket socket;
        private final OutputStream out;
        private final InputStream in;
        private final String client;

        Connection(int port, String client) throws IOException {
            this.socket = new Socket(InetAddress.getLoopbackAddress(), port);
            this.socket.setTcpNoDelay(true);
            this.out = socket.getOutputStream();
            this.in = new BufferedInputStream(socket.getInputStream(), 1 << 16);
            this.client = client;
        }

        /** The answer's status; its body is read and dropped. */
        int get(String target) throws IOException {
            out.write(("GET " + target + " HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Forwarded-For: " + client
                            + "\r\nAccept-Encoding: gzip\r\n\r\n")
                    .getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
            String status = line();
            int length = 0;
            boolean chunked = false;
            for (String header = line(); !header.isEmpty(); header = line()) {
                String lower = header.toLowerCase(Locale.ROOT);
                if (lower.startsWith("content-length:")) {
                    length = Integer.parseInt(lower.substring(15).trim());
                } else if (lower.startsWith("transfer-encoding:") && lower.contains("chunked")) {
                    chunked = true;
                }
            }
            if (chunked) {
                for (int size = Integer.parseInt(line().trim(), 16);
                        size > 0;
                        size = Integer.parseInt(line().trim(), 16)) {
                    in.readNBytes(size);
                    line();
                }
                line();
            } else {
                in.readNBytes(length);
            }
            return Integer.parseInt(status.substring(9, 12));
        }

        private String line() throws IOException {
            StringBuilder line = new StringBuilder();
            for (int b = in.read(); b != '\n'; b = in.read()) {
                if (b < 0) {
                    throw new IOException("closed");
                }
                if (b != '\r') {
                    line.append((char) b);
                }
            }
            return line.toString();
        }

        @Override
        public void close() throws IOException {
            socket.close();
        }
    }
}
