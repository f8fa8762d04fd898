package org.touchmove.firmware.journal;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.OptionalLong;

/**
 * The sequence file {@code <state.dir>/<board.id>/seq}: the last issued {@code seq} as ASCII digits and a newline
 * (docs/events.md, "Sequence file"), as boards before the journal wrote it. Read by the journal on its first start so
 * that no number is ever reused.
 */
public final class SequenceFile {

    /** Long.MAX_VALUE has 19 digits. */
    private static final int MAX_DIGITS = 19;

    private SequenceFile() {
    }

    /** The number in the file, or empty when there is no file. A file that is not exactly a number is an error. */
    public static OptionalLong read(Path file) {
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            return OptionalLong.empty();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read event sequence file " + file, e);
        }
        return OptionalLong.of(parse(bytes, file));
    }

    /**
     * ASCII digits {@code 0-9}, optionally followed by one newline; nothing else (no sign, no blank, no other
     * script's digits): a number we have to guess at is never used, since a reused seq makes consumers drop real
     * events.
     */
    static long parse(byte[] bytes, Path file) {
        int end = bytes.length;
        if (end > 0 && bytes[end - 1] == '\n') {
            end--;
        }
        if (end == 0 || end > MAX_DIGITS) {
            throw corrupt(file, bytes);
        }
        long value = 0;
        for (int i = 0; i < end; i++) {
            byte b = bytes[i];
            if (b < '0' || b > '9') {
                throw corrupt(file, bytes);
            }
            int digit = b - '0';
            if (value > (Long.MAX_VALUE - digit) / 10) {
                throw corrupt(file, bytes);
            }
            value = value * 10 + digit;
        }
        return value;
    }

    private static IllegalStateException corrupt(Path file, byte[] bytes) {
        String shown = new String(bytes, 0, Math.min(bytes.length, 40), StandardCharsets.UTF_8).strip();
        return new IllegalStateException("event sequence file " + file + " is corrupt ('" + shown
                + "', expected ASCII digits of a number up to " + Long.MAX_VALUE
                + "); restore it or write a number above the last published seq");
    }
}
