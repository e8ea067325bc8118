package keyslice.testing;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.zip.GZIPOutputStream;

/** Bytes gzipped at a given level, as Javalin's gzip compressor writes them (a GZIPOutputStream with that level). */
public final class Gzip {

    private Gzip() {}

    public static byte[] at(byte[] bytes, int level) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(bytes.length / 4 + 32);
        try (GZIPOutputStream zip = new GZIPOutputStream(out) {
            {
                def.setLevel(level);
            }
        }) {
            zip.write(bytes);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }
}
