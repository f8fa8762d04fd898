package org.touchmove.hal.text;

/**
 * Reads a whole number a user wrote (configuration, script, command line): ASCII digits only, with a
 * leading '-' only where negatives are allowed, and within the bounds the caller states. {@code +42},
 * {@code 0x10}, {@code 1_000} and digits of other scripts ("٤٢") are refused: Java's own parsers accept
 * some of them, and a value the user did not mean is worse than an error.
 */
public final class WholeNumber {

    private WholeNumber() {
    }

    /**
     * @param what names the value in the message, e.g. "wait" or "serial.baud"
     * @throws IllegalArgumentException naming {@code what}, the bounds and the text
     */
    public static long parse(String text, String what, long min, long max) {
        String t = text == null ? "" : text.strip();
        int digitsFrom = t.startsWith("-") && min < 0 ? 1 : 0;
        boolean ascii = t.length() > digitsFrom && t.length() - digitsFrom <= 19;
        for (int i = digitsFrom; ascii && i < t.length(); i++) {
            char c = t.charAt(i);
            ascii = c >= '0' && c <= '9';
        }
        if (!ascii) {
            throw new IllegalArgumentException(what + " must be a whole number from " + min + " to " + max
                    + " (digits 0-9 only), not '" + Excerpt.of(t) + "'");
        }
        long value;
        try {
            value = Long.parseLong(t);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(what + " must be a whole number from " + min + " to " + max
                    + ", not '" + Excerpt.of(t) + "'", e);
        }
        if (value < min || value > max) {
            throw new IllegalArgumentException(what + " must be from " + min + " to " + max + ", not " + t);
        }
        return value;
    }

    /** {@link #parse} for an {@code int} range. */
    public static int parseInt(String text, String what, int min, int max) {
        return (int) parse(text, what, min, max);
    }
}
