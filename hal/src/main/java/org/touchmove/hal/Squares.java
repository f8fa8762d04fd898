package org.touchmove.hal;

/** Square indices (0 = a1 ... 63 = h8) and their names; geometry only, no chess. */
public final class Squares {

    private Squares() {
    }

    /** Parses "e4" to 28. */
    public static int parse(String name) {
        if (name == null || name.length() != 2) {
            throw new IllegalArgumentException("not a square: '" + org.touchmove.hal.text.Excerpt.of(name) + "' (expected a1..h8)");
        }
        int file = name.charAt(0) - 'a';
        int rank = name.charAt(1) - '1';
        if (file < 0 || file > 7 || rank < 0 || rank > 7) {
            throw new IllegalArgumentException("not a square: '" + org.touchmove.hal.text.Excerpt.of(name) + "' (expected a1..h8)");
        }
        return rank * 8 + file;
    }

    /** Names index 28 as "e4". */
    public static String name(int index) {
        if (index < 0 || index > 63) {
            throw new IllegalArgumentException("square index out of range 0..63: " + index);
        }
        return "" + (char) ('a' + (index & 7)) + (char) ('1' + (index >>> 3));
    }
}
