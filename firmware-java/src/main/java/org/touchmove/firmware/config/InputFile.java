package org.touchmove.firmware.config;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Reads a text file the user names (script, configuration, PGN): the one place that checks it is a
 * readable regular file of sensible size in UTF-8, accepts a byte-order mark, and otherwise throws a
 * {@link UserError} naming the file (and for bad bytes the line). A FIFO or device is refused: reading
 * one can block for ever.
 */
public final class InputFile {

    /** Scripts and configurations are small; a bigger file is a mistake (a log, a disk image). */
    public static final long MAX_TEXT_BYTES = 16L << 20;
    /** PGN databases can be large. */
    static final long MAX_PGN_BYTES = 512L << 20;

    private InputFile() {
    }

    /** The text of {@code file}; {@code what} names it in messages ("script", "configuration", "PGN file"). */
    public static String read(Path file, String what, long maxBytes) {
        requireRegularFile(file, what);
        byte[] bytes;
        try {
            long size = Files.size(file);
            if (size > maxBytes) {
                throw new UserError(file + " is " + size + " bytes; a " + what + " may be at most " + maxBytes);
            }
            bytes = Files.readAllBytes(file);
        } catch (IOException e) {
            throw new UserError("cannot read " + what + " " + file + ": " + e.getMessage(), UserError.BAD_INPUT, e);
        }
        return decode(bytes, file.toString());
    }

    /** A file read as a stream (a PGN database of any size) must exist and be a regular file. */
    public static void requireRegularFile(Path file, String what) {
        if (!Files.exists(file)) {
            throw new UserError("no such " + what + ": " + file);
        }
        if (Files.isDirectory(file)) {
            throw new UserError(file + " is a directory; the " + what + " must be a file");
        }
        if (!Files.isRegularFile(file)) {
            throw new UserError(file + " is not a regular file (a FIFO, socket or device); the " + what
                    + " must be a file");
        }
    }

    /** Strict UTF-8 without a leading byte-order mark; bad bytes are named by line and column. */
    static String decode(byte[] bytes, String name) {
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(bytes.length + 1);
        CoderResult result = decoder.decode(in, out, true);
        if (result.isError()) {
            int at = in.position();
            int line = 1;
            int lineStart = 0;
            for (int i = 0; i < at; i++) {
                if (bytes[i] == '\n') {
                    line++;
                    lineStart = i + 1;
                }
            }
            throw new UserError(name + ": line " + line + ": not UTF-8 text (byte 0x"
                    + String.format("%02X", bytes[at] & 0xFF) + " at byte " + (at - lineStart + 1)
                    + " of the line); save the file as UTF-8");
        }
        decoder.flush(out);
        out.flip();
        String text = out.toString();
        return text.startsWith("\uFEFF") ? text.substring(1) : text;
    }
}
