package org.touchmove.firmware.publish.mqtt;

import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Text written by a JSON generator, handed out as the UTF-8 bytes of a payload with no {@code String} in between: the
 * bytes are exactly {@code text.getBytes(UTF_8)}. ASCII (nearly every payload) is kept a byte a character; from the
 * first other character on, the text is kept as characters and encoded through a {@code String} (so a lone surrogate
 * still becomes '?'). The generator hands its text over when it is closed, in one piece unless it filled its own
 * buffer (a long PGN): one piece of ASCII becomes the payload as it is, with no copy. A {@code StringWriter} kept a
 * buffer, then a {@code String}, then the bytes: three copies of every payload, the whole PGN on every move
 * (docs/performance.md, issue 31). Not thread-safe; one per payload.
 */
final class Utf8Text extends Writer {

    private static final byte[] NONE = {};

    private final int capacity;
    private byte[] ascii = NONE;
    private int length;
    /** Everything written, once a character outside ASCII came; null before. */
    private StringBuilder text;

    /** @param capacity the characters expected: the buffer's size once the text comes in more than one piece */
    Utf8Text(int capacity) {
        this.capacity = capacity;
    }

    @Override
    public void write(int c) {
        char ch = (char) c;
        if (text == null && ch < 0x80) {
            ensure(1);
            ascii[length++] = (byte) ch;
        } else {
            characters().append(ch);
        }
    }

    @Override
    public void write(char[] source, int offset, int count) {
        if (text == null) {
            ensure(count);
            for (int i = 0; i < count; i++) {
                char ch = source[offset + i];
                if (ch >= 0x80) {
                    characters().append(source, offset + i, count - i);
                    return;
                }
                ascii[length++] = (byte) ch;
            }
        } else {
            text.append(source, offset, count);
        }
    }

    @Override
    public void write(String source, int offset, int count) {
        if (text == null) {
            ensure(count);
            for (int i = 0; i < count; i++) {
                char ch = source.charAt(offset + i);
                if (ch >= 0x80) {
                    characters().append(source, offset + i, offset + count);
                    return;
                }
                ascii[length++] = (byte) ch;
            }
        } else {
            text.append(source, offset, offset + count);
        }
    }

    @Override
    public void flush() {
    }

    @Override
    public void close() {
    }

    /** The characters written, as {@code String.getBytes(UTF_8)} encodes them. */
    byte[] toUtf8() {
        if (text != null) {
            return text.toString().getBytes(StandardCharsets.UTF_8);
        }
        return length == ascii.length ? ascii : Arrays.copyOf(ascii, length);
    }

    /** The text as characters from now on: the ASCII written so far, then whatever comes. */
    private StringBuilder characters() {
        if (text == null) {
            text = new StringBuilder(length + 64);
            for (int i = 0; i < length; i++) {
                text.append((char) ascii[i]);
            }
        }
        return text;
    }

    private void ensure(int more) {
        if (more < 0 || offsetOverflows(more)) {
            throw new IndexOutOfBoundsException("cannot add " + more + " characters to " + length);
        }
        if (length == 0 && ascii.length == 0) {
            ascii = new byte[more]; // the first piece, often the whole text: exactly its size
        } else if (length + more > ascii.length) {
            ascii = Arrays.copyOf(ascii, Math.max(length + more, Math.max(capacity, ascii.length * 2)));
        }
    }

    private boolean offsetOverflows(int more) {
        return length + more < 0;
    }
}
