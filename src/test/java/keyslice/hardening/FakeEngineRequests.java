package keyslice.hardening;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * How {@link FakeEngine} reads one HTTP/1.1 request off a connection: the head up to its blank line, headers by lower-case
 * name, then a Content-Length or chunked body.
 */
final class FakeEngineRequests {

    private FakeEngineRequests() {}

    /** The next request on the connection, or null when the client closed it first. */
    static FakeEngine.Request read(InputStream in) throws IOException {
        ByteArrayOutputStream head = new ByteArrayOutputStream();
        int state = 0;
        while (state < 4) {
            int b = in.read();
            if (b < 0) {
                return null;
            }
            head.write(b);
            state = (b == '\r' && (state == 0 || state == 2)) || (b == '\n' && (state == 1 || state == 3))
                    ? state + 1
                    : (b == '\r' ? 1 : 0);
        }
        String[] lines = head.toString(StandardCharsets.ISO_8859_1).split("\r\n");
        String[] requestLine = lines[0].split(" ");
        Map<String, String> headers = new TreeMap<>();
        for (int i = 1; i < lines.length; i++) {
            int colon = lines[i].indexOf(':');
            if (colon > 0) {
                headers.put(
                        lines[i].substring(0, colon).trim().toLowerCase(Locale.ROOT),
                        lines[i].substring(colon + 1).trim());
            }
        }
        byte[] body;
        if (headers.getOrDefault("transfer-encoding", "")
                .toLowerCase(Locale.ROOT)
                .contains("chunked")) {
            ByteArrayOutputStream all = new ByteArrayOutputStream();
            while (true) {
                String size = readLine(in);
                int n = Integer.parseInt(size.split(";")[0].trim(), 16);
                if (n == 0) {
                    readLine(in);
                    break;
                }
                all.writeBytes(in.readNBytes(n));
                readLine(in);
            }
            body = all.toByteArray();
        } else {
            body = in.readNBytes(Integer.parseInt(headers.getOrDefault("content-length", "0")));
        }
        return new FakeEngine.Request(requestLine[0], requestLine.length > 1 ? requestLine[1] : "", headers, body);
    }

    private static String readLine(InputStream in) throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        int b;
        while ((b = in.read()) >= 0 && b != '\n') {
            if (b != '\r') {
                line.write(b);
            }
        }
        return line.toString(StandardCharsets.ISO_8859_1);
    }
}
