package keyslice.web.state;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.time.Duration;
import java.util.Base64;
import java.util.zip.Deflater;
import org.junit.jupiter.api.Test;

/**
 * The compressed state a long permalink, a large live update and a large Run carry: it reads back what was written, the
 * same query always gives the same value, and a value that cannot be read, or would inflate past the bound, is a problem
 * on {@code z} found without inflating more than the bound.
 */
class CompressedStateTest {

    @Test
    void readsBackWhatItWrote() throws CompressedState.Unreadable {
        String query = "pk=PK&pkValue=T%231&items=" + "%7B%22PK%22%3A%7B%22S%22%3A%22T%231%22%7D%7D%0A".repeat(300);
        String z = CompressedState.deflate(query);
        assertEquals(query, CompressedState.inflate(z));
        assertEquals(z, CompressedState.deflate(query), "the same query gives the same value");
        assertTrue(z.matches("[A-Za-z0-9_-]+"), "base64url without padding: " + z);
        assertTrue(z.length() * 10 < query.length(), "repeated JSON shrinks more than tenfold: " + z.length());
    }

    @Test
    void aBombIsRefusedAtTheBound() {
        // 64 MB of one byte deflates to about 64 KB: it would take a request's memory many times over.
        byte[] zeros = new byte[64 * 1024 * 1024];
        java.util.Arrays.fill(zeros, (byte) 'a');
        String z = raw(zeros);
        assertTrue(z.length() < 100_000, "the bomb fits in a body: " + z.length());
        CompressedState.Unreadable refused = assertTimeoutPreemptively(
                Duration.ofSeconds(2),
                () -> assertThrows(CompressedState.Unreadable.class, () -> CompressedState.inflate(z)));
        assertEquals("z", refused.problem().field());
        assertTrue(
                refused.problem().summary().contains("512 KB"),
                refused.problem().summary());
    }

    @Test
    void damagedValuesAreProblemsOnZ() {
        String whole = CompressedState.deflate("pk=PK&pkValue=x");
        for (String damaged : new String[] {
            "not base64!",
            whole.substring(0, whole.length() / 2),
            whole + raw(new byte[] {1}),
            Base64.getUrlEncoder().encodeToString(new byte[] {(byte) 0xff, 0x00, 0x12})
        }) {
            CompressedState.Unreadable refused =
                    assertThrows(CompressedState.Unreadable.class, () -> CompressedState.inflate(damaged), damaged);
            assertEquals("z", refused.problem().field());
            assertTrue(
                    refused.problem().summary().startsWith("The compressed state (z) cannot be read: "),
                    refused.problem().summary());
        }
    }

    @Test
    void bytesThatAreNotUtf8AreRefused() {
        CompressedState.Unreadable refused = assertThrows(
                CompressedState.Unreadable.class,
                () -> CompressedState.inflate(raw(new byte[] {'p', 'k', '=', (byte) 0xC3})));
        assertTrue(
                refused.problem().summary().contains("UTF-8"), refused.problem().summary());
    }

    private static String raw(byte[] bytes) {
        Deflater deflater = new Deflater(Deflater.BEST_COMPRESSION, true);
        deflater.setInput(bytes);
        deflater.finish();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buffer = new byte[65536];
        while (!deflater.finished()) {
            out.write(buffer, 0, deflater.deflate(buffer));
        }
        deflater.end();
        return Base64.getUrlEncoder().withoutPadding().encodeToString(out.toByteArray());
    }
}
