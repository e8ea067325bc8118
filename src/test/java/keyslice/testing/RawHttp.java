package keyslice.testing;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The tests' one raw HTTP/1.1 client, written byte for byte over a socket: the request target goes out exactly as
 * given, so malformed escapes, raw non-ASCII bytes, oversized URLs, any Host header and chunked bodies reach the
 * server (java.net.URI and HttpClient refuse to build or send some of them). Ordinary requests go through
 * {@link RunningApp}'s HttpClient instead. One request per connection ({@code Connection: close}); answers with
 * Content-Length, chunked bodies or read-until-close are all understood. A connection reset or a timeout is an
 * {@link IOException}. Answers are {@link Answer}s, as every test client's.
 */
public final class RawHttp {

    private RawHttp() {}

    public static Answer get(int port, String target, String... headers) throws IOException {
        return send(port, "GET", target, null, headers);
    }

    /** A POST of a form body (any bytes) with the given extra headers. */
    public static Answer post(int port, String target, byte[] body, String... headers) throws IOException {
        return send(port, "POST", target, body, headers);
    }

    /** The builder's Run as the page sends it: {@code form} posted to {@code /run} by htmx from the app's own origin. */
    public static Answer htmxRun(int port, String form) throws IOException {
        return post(
                port,
                "/run",
                form.getBytes(StandardCharsets.UTF_8),
                "Origin",
                "http://127.0.0.1:" + port,
                "HX-Request",
                "true");
    }

    public static Answer send(int port, String method, String target, byte[] body, String... headers)
            throws IOException {
        return send(port, method, target, body, 15_000, headers);
    }

    /**
     * Sends one request. {@code headers} are name/value pairs; a {@code Host} among them replaces the default one.
     * The target is written as ISO-8859-1 after UTF-8 encoding, i.e. characters above U+007F go out as their
     * raw UTF-8 bytes.
     */
    public static Answer send(int port, String method, String target, byte[] body, int timeoutMillis, String... headers)
            throws IOException {
        return sendRaw(port, method, target.getBytes(StandardCharsets.UTF_8), body, timeoutMillis, headers);
    }

    /** As {@link #send}, with the request target given byte for byte (raw bytes above 0x7F, stray escapes...). */
    public static Answer sendRaw(
            int port, String method, byte[] target, byte[] body, int timeoutMillis, String... headers)
            throws IOException {
        return exchange(
                port,
                method,
                target,
                body == null ? null : "Content-Length: " + body.length,
                body == null ? new byte[0] : body,
                timeoutMillis,
                headers);
    }

    /**
     * A POST whose body goes out with {@code Transfer-Encoding: chunked} and no Content-Length, one chunk per element
     * of {@code chunks}: a server must hold its size limits while it reads such a body, not only by its length header.
     */
    public static Answer postChunked(int port, String target, List<byte[]> chunks, String... headers)
            throws IOException {
        ByteArrayOutputStream framed = new ByteArrayOutputStream();
        for (byte[] chunk : chunks) {
            framed.writeBytes((Integer.toHexString(chunk.length) + "\r\n").getBytes(StandardCharsets.ISO_8859_1));
            framed.writeBytes(chunk);
            framed.writeBytes("\r\n".getBytes(StandardCharsets.ISO_8859_1));
        }
        framed.writeBytes("0\r\n\r\n".getBytes(StandardCharsets.ISO_8859_1));
        return exchange(
                port,
                "POST",
                target.getBytes(StandardCharsets.UTF_8),
                "Transfer-Encoding: chunked",
                framed.toByteArray(),
                15_000,
                headers);
    }

    /** Writes one request (head, then the already framed body) and reads the answer. */
    private static Answer exchange(
            int port,
            String method,
            byte[] target,
            String framing,
            byte[] framedBody,
            int timeoutMillis,
            String... headers)
            throws IOException {
        long start = System.nanoTime();
        String shownTarget = new String(target, StandardCharsets.ISO_8859_1);
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
            socket.setSoTimeout(timeoutMillis);
            ByteArrayOutputStream request = new ByteArrayOutputStream();
            request.writeBytes((method + " ").getBytes(StandardCharsets.ISO_8859_1));
            request.writeBytes(target);
            request.writeBytes(" HTTP/1.1\r\n".getBytes(StandardCharsets.ISO_8859_1));
            boolean hostGiven = false;
            for (int i = 0; i + 1 < headers.length; i += 2) {
                hostGiven |= headers[i].equalsIgnoreCase("Host");
                request.writeBytes((headers[i] + ": " + headers[i + 1] + "\r\n").getBytes(StandardCharsets.UTF_8));
            }
            if (!hostGiven) {
                request.writeBytes(("Host: 127.0.0.1:" + port + "\r\n").getBytes(StandardCharsets.ISO_8859_1));
            }
            if (framing != null) {
                request.writeBytes((framing + "\r\n").getBytes(StandardCharsets.ISO_8859_1));
            }
            request.writeBytes("Connection: close\r\n\r\n".getBytes(StandardCharsets.ISO_8859_1));
            request.writeBytes(framedBody);
            OutputStream out = socket.getOutputStream();
            try {
                out.write(request.toByteArray());
                out.flush();
            } catch (IOException e) {
                // The server may answer (e.g. 413/414) and close before it has read everything; read what it said.
            }
            return read(socket.getInputStream(), method + " " + shownTarget, start);
        }
    }

    /** Reads one response off a stream (the server closes or gives a length); {@code requested} starts with its method. */
    public static Answer read(InputStream in, String requested, long startNanos) throws IOException {
        ByteArrayOutputStream head = new ByteArrayOutputStream();
        int state = 0;
        while (state < 4) {
            int b = in.read();
            if (b < 0) {
                throw new IOException("connection closed before a complete response head; got: "
                        + head.toString(StandardCharsets.ISO_8859_1));
            }
            head.write(b);
            state = (b == '\r' && (state == 0 || state == 2)) || (b == '\n' && (state == 1 || state == 3))
                    ? state + 1
                    : (b == '\r' ? 1 : 0);
        }
        String[] lines = head.toString(StandardCharsets.ISO_8859_1).split("\r\n");
        String[] statusLine = lines[0].split(" ", 3);
        if (statusLine.length < 2 || !statusLine[0].startsWith("HTTP/")) {
            throw new IOException("not an HTTP status line: " + lines[0]);
        }
        int status = Integer.parseInt(statusLine[1]);
        Map<String, List<String>> headers = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        for (int i = 1; i < lines.length; i++) {
            int colon = lines[i].indexOf(':');
            if (colon > 0) {
                headers.computeIfAbsent(lines[i].substring(0, colon).trim(), k -> new ArrayList<>())
                        .add(lines[i].substring(colon + 1).trim());
            }
        }
        byte[] body;
        List<String> te = headers.getOrDefault("Transfer-Encoding", List.of());
        List<String> cl = headers.getOrDefault("Content-Length", List.of());
        if (requested.startsWith("HEAD ")) {
            // An answer to HEAD has no body, whatever its Content-Length says: read to the close (one request per
            // connection), so that any bytes sent by mistake show.
            body = in.readAllBytes();
        } else if (te.stream().anyMatch(v -> v.toLowerCase(Locale.ROOT).contains("chunked"))) {
            body = dechunk(in);
        } else if (!cl.isEmpty()) {
            int length = Integer.parseInt(cl.get(0));
            body = in.readNBytes(length);
            if (body.length < length) {
                throw new IOException("body cut short: " + body.length + " of " + length + " bytes");
            }
        } else {
            body = in.readAllBytes();
        }
        long millis = (System.nanoTime() - startNanos) / 1_000_000;
        return new Answer(requested, status, Answer.headers(headers), body, millis);
    }

    private static byte[] dechunk(InputStream in) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        while (true) {
            String sizeLine = line(in);
            int size = Integer.parseInt(sizeLine.split(";")[0].trim(), 16);
            if (size == 0) {
                while (!line(in).isEmpty()) {
                    // trailers
                }
                return out.toByteArray();
            }
            byte[] chunk = in.readNBytes(size);
            if (chunk.length < size) {
                throw new IOException("chunk cut short");
            }
            out.writeBytes(chunk);
            line(in);
        }
    }

    private static String line(InputStream in) throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        int b;
        while ((b = in.read()) >= 0 && b != '\n') {
            if (b != '\r') {
                line.write(b);
            }
        }
        if (b < 0 && line.size() == 0) {
            throw new IOException("connection closed inside a chunked body");
        }
        return line.toString(StandardCharsets.ISO_8859_1);
    }
}
