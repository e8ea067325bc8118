package keyslice.web.http;

import java.io.OutputStream;
import java.util.Arrays;

/**
 * What a Jackson generator writes, kept in one array. The generator writes out its buffer (8,000 bytes) when it is full
 * or a long string needs the room, so an answer of a few kilobytes arrives in one write, kept at its exact size.
 * Jackson's own {@code writeValueAsBytes} gathers it in blocks of growing size and copies them into the answer: two and
 * a half times the API's answer allocated for each request.
 */
final class WrittenBytes extends OutputStream {

    private byte[] bytes = new byte[0];
    private int size;

    @Override
    public void write(int b) {
        room(1);
        bytes[size++] = (byte) b;
    }

    @Override
    public void write(byte[] b, int from, int length) {
        room(length);
        System.arraycopy(b, from, bytes, size, length);
        size += length;
    }

    private void room(int more) {
        if (bytes.length - size < more) {
            bytes = Arrays.copyOf(bytes, size == 0 ? more : Math.max(size + more, bytes.length * 2));
        }
    }

    byte[] bytes() {
        return size == bytes.length ? bytes : Arrays.copyOf(bytes, size);
    }
}
