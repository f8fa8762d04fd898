package org.touchmove.firmware.rules;

/**
 * A stranger's text as an error message quotes it (a FEN, a move): cut to {@value #MAX_CHARS} characters shown
 * (with the full length said) and control characters escaped, so a megabyte of input or a newline in it cannot
 * flood or split the one-line message. (The rules core is JDK-only, so it does not share hal's Excerpt.)
 */
public final class QuotedInput {

    public static final int MAX_CHARS = 100;

    private QuotedInput() {
    }

    public static String of(String text) {
        if (text == null) {
            return "null";
        }
        StringBuilder out = new StringBuilder();
        int shown = 0;
        for (; shown < text.length() && out.length() < MAX_CHARS; shown++) {
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
