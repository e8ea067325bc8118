package keyslice.web.http;

import java.util.Arrays;

import gg.jte.TemplateOutput;

/**
 * A template's output as UTF-8 in one growing array. jte's own {@code Utf8ByteOutput} keeps every write as a chunk of
 * its own (a live update is a few thousand of them, most a few bytes long: the escaper writes between every special
 * character) and encodes each through a new array; here text is encoded straight into the buffer and the answer is
 * copied once. The bytes are those of {@code String.getBytes(UTF_8)}, a lone surrogate included (written as '?').
 */
final class Utf8Bytes implements TemplateOutput {

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

    /** Makes room for at least {@code more} bytes (a non-ASCII character asks again for its own). */
    private void room(int more) {
        if (bytes.length - size < more) {
            bytes = Arrays.copyOf(bytes, Math.max(bytes.length * 2, size + more));
        }
    }

    byte[] toByteArray() {
        return Arrays.copyOf(bytes, size);
    }
}
