package keyslice.web;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.zip.GZIPInputStream;
import keyslice.testing.Answer;
import keyslice.testing.Gzip;
import keyslice.testing.RunningApp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A browser's live update comes back gzipped at {@link KeysliceApp#GZIP_LEVEL}, the HTML unchanged; without gzip it
 * still comes in one piece with its length.
 */
class CompressionTest {

    @RegisterExtension
    static final RunningApp app = RunningApp.defaults();

    private static final String STATE =
            "/?v=1&table=Drive&pk=PK&pkValue=DRIVE%23a91&sk=SK&seg=root&seg=photos&delim=/&trail=true";

    @Test
    void theLiveUpdateIsGzippedAtTheFastLevel() throws Exception {
        Answer plain = get("identity");
        Answer zipped = get("gzip, deflate, br");
        assertEquals(200, zipped.status());
        assertEquals("gzip", zipped.header("Content-Encoding"));
        byte[] html = plain.bodyBytes();
        // Large enough that the two levels compress it to different sizes; the partial itself is kept under 10 KB.
        assertTrue(html.length > 5_000, "a whole output partial: " + html.length);
        assertArrayEquals(html, gunzip(zipped.bodyBytes()), "the same HTML");
        // Deflate at one level writes the same bytes for the same input; level 6 (Javalin's default) writes fewer.
        assertEquals(Gzip.at(html, KeysliceApp.GZIP_LEVEL).length, zipped.bodyBytes().length, 16.0);
        assertTrue(Gzip.at(html, 6).length < zipped.bodyBytes().length - 16, "not the default level");
    }

    /**
     * A live update larger than Jetty's default aggregation (8 KB) still goes out with its length and in one write: as
     * chunks it took a second write for the last, empty chunk, on every keystroke.
     */
    @Test
    void aLargeLiveUpdateGoesOutWithItsLength() {
        String samples = IntStream.range(0, 60)
                .mapToObj(i -> "root/photos/2026/" + i + ".jpg")
                .collect(Collectors.joining("%0A", "&samples=", ""));
        Answer answer = app.get(STATE + samples, "HX-Request", "true", "HX-Target", "output");
        assertEquals(200, answer.status());
        int size = answer.bodyBytes().length;
        assertTrue(size > 8 * 1024 && size < 32 * 1024, "between the two aggregation sizes: " + size);
        assertEquals(Optional.empty(), answer.headers().firstValue("Transfer-Encoding"));
        assertEquals(OptionalLong.of(size), answer.headers().firstValueAsLong("Content-Length"));
    }

    /**
     * Every answer that may be compressed for one client and not for the next says so to caches: the builder, the
     * card, oEmbed and the API, gzipped or not.
     */
    @ParameterizedTest
    @ValueSource(strings = {"/?", "/embed?", "/api/v1/query?", "/design?", "/snippet?lang=go&"})
    void answersVaryOnTheEncoding(String route) {
        for (String encodings : List.of("identity", "gzip")) {
            Answer answer = app.get(route + STATE.substring(2), "Accept-Encoding", encodings);
            String vary = String.join(",", answer.headers().allValues("Vary")).toLowerCase(java.util.Locale.ROOT);
            assertTrue(
                    vary.contains("accept-encoding"),
                    () -> route + " (" + encodings + ", " + answer.status() + "): Vary " + vary);
        }
    }

    private static Answer get(String encodings) {
        return app.get(STATE, "HX-Request", "true", "HX-Target", "output", "Accept-Encoding", encodings);
    }

    private static byte[] gunzip(byte[] bytes) throws IOException {
        try (GZIPInputStream in = new GZIPInputStream(new ByteArrayInputStream(bytes))) {
            return in.readAllBytes();
        }
    }
}
