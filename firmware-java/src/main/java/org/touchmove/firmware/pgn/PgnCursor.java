package org.touchmove.firmware.pgn;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.util.Objects;

/**
 * Reads PGN text one character at a time from a {@link Reader} through a small buffer, so a file of
 * any size is parsed in constant memory. Knows where it stands, as a line and column for error messages
 * (counted after a byte order mark), and whether at the start of a line (for {@code %} escape lines).
 * I/O errors are thrown unchecked; {@link PgnReader} hands them back as {@link IOException}s.
 */
final class PgnCursor {

    private static final int END = -1;

    private final Reader in;
    private final char[] buffer = new char[8192];
    private int length;
    private int index;
    private long offset;
    private long line = 1;
    private long column = 1;
    private int previous = '\n';

    PgnCursor(Reader in) {
        this.in = Objects.requireNonNull(in, "in");
        if (peek() == '\uFEFF') {
            index++; // a UTF-8 byte order mark is not part of the text
        }
    }

    /** The next character without consuming it, or -1 at the end. */
    int peek() {
        if (index == length && !fill()) {
            return END;
        }
        return buffer[index];
    }

    boolean atEnd() {
        return peek() == END;
    }

    /** Consumes and returns the next character; call only when not {@link #atEnd()}. */
    char next() {
        int c = peek();
        if (c == END) {
            throw new IllegalStateException("read past the end of the PGN text");
        }
        index++;
        offset++;
        if (c == '\n') {
            line++;
            column = 1;
        } else {
            column++;
        }
        previous = c;
        return (char) c;
    }

    /** Characters consumed so far. */
    long offset() {
        return offset;
    }

    /** Where the next character stands, "line L, column C" (1-based), for an error message. */
    String position() {
        return "line " + line + ", column " + column;
    }

    /** Whether the next character is the first of a line. */
    boolean atLineStart() {
        return previous == '\n';
    }

    private boolean fill() {
        try {
            int n;
            do {
                n = in.read(buffer, 0, buffer.length);
            } while (n == 0);
            if (n < 0) {
                return false;
            }
            length = n;
            index = 0;
            return true;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
