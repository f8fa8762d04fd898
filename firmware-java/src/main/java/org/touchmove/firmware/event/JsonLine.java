package org.touchmove.firmware.event;

/**
 * One event's JSON line written straight into one builder, in the very characters Jackson's generator writes with its
 * defaults (no spaces; {@code "}, {@code \} and the control characters escaped, the five with a short form as
 * {@code \b \t \n \f \r}, the rest as {@code &#92;u00XX} in capitals; everything else, non-ASCII too, as it is).
 * JsonLineTest and EventJsonReadTest hold it to Jackson's own output, over every character and every event type.
 *
 * <p>Why not Jackson here: an event is encoded once, on the move's path, right after the board has slept through the
 * press grace, when every piece of code runs cold (its first run after a sleep cost 27-38 µs for a move event through
 * Jackson's generator under C1, against 4 µs for its second run; 10-17 µs written straight: docs/performance.md, "The
 * move's path runs cold: its event written straight"). The less code a line goes through, the less that first run
 * costs. Reading stays with Jackson ({@link EventReader}). Not thread-safe; one per line.
 */
final class JsonLine implements GameMetadataJson.Fields<RuntimeException> {

    private static final char[] HEX = "0123456789ABCDEF".toCharArray();

    private final StringBuilder out;
    /** Whether the next member (or array element) is the first of its object (or array): no comma before it. */
    private boolean first = true;

    JsonLine(int capacity) {
        out = new StringBuilder(capacity);
    }

    void startObject() {
        out.append('{');
        first = true;
    }

    void endObject() {
        out.append('}');
        first = false;
    }

    @Override
    public void stringField(String name, String value) {
        name(name);
        string(value);
    }

    @Override
    public void numberField(String name, long value) {
        name(name);
        out.append(value);
    }

    void booleanField(String name, boolean value) {
        name(name);
        out.append(value);
    }

    /** A field whose value may be absent: {@code null} then, as Jackson writes a null {@code Long}. */
    void numberOrNullField(String name, Long value) {
        name(name);
        if (value == null) {
            out.append("null");
        } else {
            out.append(value.longValue());
        }
    }

    /** A field whose value is {@code length} characters of {@code text}, already free of anything to escape. */
    void plainField(String name, char[] text, int length) {
        name(name);
        out.append('"').append(text, 0, length).append('"');
    }

    void arrayFieldStart(String name) {
        name(name);
        out.append('[');
        first = true;
    }

    void element(String value) {
        comma();
        string(value);
    }

    void endArray() {
        out.append(']');
        first = false;
    }

    @Override
    public String toString() {
        return out.toString();
    }

    private void name(String name) {
        comma();
        string(name);
        out.append(':');
    }

    private void comma() {
        if (!first) {
            out.append(',');
        }
        first = false;
    }

    /** A JSON string, or {@code null} for a null value. */
    private void string(String s) {
        if (s == null) {
            out.append("null");
            return;
        }
        out.append('"');
        int plainFrom = 0;
        int n = s.length();
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (c >= 0x20 && c != '"' && c != '\\') {
                continue;
            }
            out.append(s, plainFrom, i);
            plainFrom = i + 1;
            out.append('\\');
            switch (c) {
                case '"', '\\' -> out.append(c);
                case '\b' -> out.append('b');
                case '\t' -> out.append('t');
                case '\f' -> out.append('f');
                case '\n' -> out.append('n');
                case '\r' -> out.append('r');
                default -> out.append("u00").append(HEX[c >> 4]).append(HEX[c & 0xF]);
            }
        }
        out.append(s, plainFrom, n).append('"');
    }
}
