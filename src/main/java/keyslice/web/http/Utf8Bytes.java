package keyslice.web.http;

import gg.jte.TemplateOutput;
import java.util.ArrayList;
import java.util.List;

/**
 * A template's output as UTF-8 in a few large chunks. jte's own {@code Utf8ByteOutput} keeps every write as a chunk of
 * its own (a live update is a few thousand of them, most a few bytes long: the escaper writes between every special
 * character) and encodes each through a new array; here text is encoded straight into the current chunk, a full chunk
 * is kept as it is (growing one array would copy the page at every doubling), and the answer is copied once. The bytes
 * are those of {@code String.getBytes(UTF_8)}, a lone surrogate included (written as '?').
 */
final class Utf8Bytes implements TemplateOutput {

    /** The largest chunk made to follow a full one: the chunks double up to it, so a page is a handful of them. */
    private static final int MAX_CHUNK = 64 * 1024;

    private final List<byte[]> full = new ArrayList<>();
    private final List<Integer> fullSizes = new ArrayList<>();
    private int fullTotal;
    private byte[] bytes;
    private int size;

    Utf8Bytes(int capacity) {
        bytes = new byte[capacity];
    }

    @Override
    public void writeContent(String text) {
        writeContent(text, 0, text.length());
    }

    @Override
    public void writeContent(String text, int from, int to) {
        room(to - from);
        // ASCII in a tight loop, with the position in a local: most of a page is ASCII.
        byte[] buffer = bytes;
        int position = size;
        int i = from;
        while (i < to) {
            char c = text.charAt(i);
            if (c >= 0x80) {
                break;
            }
            buffer[position++] = (byte) c;
            i++;
        }
        size = position;
        for (; i < to; i++) {
            char c = text.charAt(i);
            if (c < 0x80) {
                bytes[size++] = (byte) c;
            } else {
                i = writeNonAscii(text, i, to);
            }
        }
    }

    /** Writes the character at {@code i} (with its low surrogate, if it is a pair) and returns the last index used. */
    private int writeNonAscii(String text, int i, int to) {
        room(4 + (to - i));
        char c = text.charAt(i);
        if (c < 0x800) {
            bytes[size++] = (byte) (0xC0 | c >> 6);
            bytes[size++] = (byte) (0x80 | c & 0x3F);
            return i;
        }
        if (Character.isHighSurrogate(c) && i + 1 < to && Character.isLowSurrogate(text.charAt(i + 1))) {
            int code = Character.toCodePoint(c, text.charAt(i + 1));
            bytes[size++] = (byte) (0xF0 | code >> 18);
            bytes[size++] = (byte) (0x80 | code >> 12 & 0x3F);
            bytes[size++] = (byte) (0x80 | code >> 6 & 0x3F);
            bytes[size++] = (byte) (0x80 | code & 0x3F);
            return i + 1;
        }
        if (Character.isSurrogate(c)) {
            bytes[size++] = '?';
            return i;
        }
        bytes[size++] = (byte) (0xE0 | c >> 12);
        bytes[size++] = (byte) (0x80 | c >> 6 & 0x3F);
        bytes[size++] = (byte) (0x80 | c & 0x3F);
        return i;
    }

    @Override
    public void writeBinaryContent(byte[] content) {
        room(content.length);
        System.arraycopy(content, 0, bytes, size, content.length);
        size += content.length;
    }

    /**
     * Makes room for at least {@code more} bytes in the current chunk (a non-ASCII character asks again for its own):
     * a chunk without it is kept as it is, and a new one started.
     */
    private void room(int more) {
        if (bytes.length - size < more) {
            full.add(bytes);
            fullSizes.add(size);
            fullTotal += size;
            bytes = new byte[Math.max(more, Math.min(bytes.length * 2, MAX_CHUNK))];
            size = 0;
        }
    }

    byte[] toByteArray() {
        byte[] out = new byte[fullTotal + size];
        int at = 0;
        for (int i = 0; i < full.size(); i++) {
            System.arraycopy(full.get(i), 0, out, at, fullSizes.get(i));
            at += fullSizes.get(i);
        }
        System.arraycopy(bytes, 0, out, at, size);
        return out;
    }
}
