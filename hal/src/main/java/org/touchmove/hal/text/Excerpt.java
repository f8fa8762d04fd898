package org.touchmove.hal.text;

/**
 * What an error message quotes of a user's input: at most {@link #MAX_CHARS} characters, so a
 * megabyte-long line never floods a terminal, and control characters shown as {@code \\uXXXX} so a
 * quoted line cannot move the cursor or end the message line.
 */
public final class Excerpt {

    public static final int MAX_CHARS = 80;
    /** The limit for a whole problem sentence that may quote user text. */
    public static final int MAX_PROBLEM_CHARS = 300;

    private Excerpt() {
    }

    /** {@code text} for quoting: cut to {@link #MAX_CHARS} (with "... (N characters)"), controls escaped. */
    public static String of(String text) {
        return of(text, MAX_CHARS);
    }

    /** Like {@link #of(String)} with another limit (for a whole message that may quote user text). */
    public static String of(String text, int maxChars) {
        if (text == null) {
            return "null";
        }
        StringBuilder out = new StringBuilder();
        int shown = 0;
        // The limit counts what is shown: an escaped control is six characters, so a line of controls stays short.
        for (; shown < text.length() && out.length() < maxChars; shown++) {
            char c = text.charAt(shown);
            if (Character.isISOControl(c) || c == '\u2028' || c == '\u2029') {
                out.append(String.format("\\u%04x", (int) c));
            } else {
                out.append(c);
            }
        }
        if (shown < text.length()) {
            out.append("... (").append(text.length()).append(" characters)");
        }
        return out.toString();
    }
}
