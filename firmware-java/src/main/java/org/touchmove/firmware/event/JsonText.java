package org.touchmove.firmware.event;

import java.io.Writer;

/**
 * The text a JSON generator writes, as one {@code String}. The generator hands its text over when it is closed, in one
 * piece unless it filled its own buffer: that piece becomes the {@code String} at once, the only copy. A
 * {@code StringWriter} kept a buffer (grown and copied when a text passed 256 characters) and then copied it into
 * the {@code String} (docs/performance.md, issue 31). The state view's snapshots use it; an event's line is written
 * without a generator ({@link JsonLine}). Not thread-safe; one per text.
 */
public final class JsonText extends Writer {

    private String first;
    private StringBuilder more;

    @Override
    public void write(int c) {
        builder().append((char) c);
    }

    @Override
    public void write(char[] source, int offset, int count) {
        if (first == null && more == null) {
            first = new String(source, offset, count);
        } else {
            builder().append(source, offset, count);
        }
    }

    @Override
    public void write(String source, int offset, int count) {
        if (first == null && more == null) {
            first = source.substring(offset, offset + count);
        } else {
            builder().append(source, offset, offset + count);
        }
    }

    @Override
    public void flush() {
    }

    @Override
    public void close() {
    }

    /** Everything written. */
    @Override
    public String toString() {
        if (more != null) {
            return more.toString();
        }
        return first == null ? "" : first;
    }

    private StringBuilder builder() {
        if (more == null) {
            more = new StringBuilder(first == null ? 256 : first.length() * 2 + 16);
            if (first != null) {
                more.append(first);
                first = null;
            }
        }
        return more;
    }
}
