package org.touchmove.firmware.rules;

/** Squares as ints: 0 = a1, 1 = b1, ... 63 = h8 (index = rank * 8 + file). */
public final class Square {

    public static final int NONE = -1;

    private Square() {
    }

    public static int of(int file, int rank) {
        if (file < 0 || file > 7 || rank < 0 || rank > 7) {
            throw new IllegalArgumentException("file/rank out of range: " + file + "," + rank);
        }
        return rank * 8 + file;
    }

    /** File 0..7 (a..h). */
    public static int file(int square) {
        return square & 7;
    }

    /** Rank 0..7 (1..8). */
    public static int rank(int square) {
        return square >>> 3;
    }

    /** Parses "e4" (lower-case file letter, rank digit). */
    public static int parse(String name) {
        if (name == null || name.length() != 2) {
            throw new IllegalArgumentException("not a square: '" + name + "' (expected e.g. e4)");
        }
        int file = name.charAt(0) - 'a';
        int rank = name.charAt(1) - '1';
        if (file < 0 || file > 7 || rank < 0 || rank > 7) {
            throw new IllegalArgumentException("not a square: '" + name + "' (expected a1..h8)");
        }
        return rank * 8 + file;
    }

    /** "e4" for 28. */
    public static String name(int square) {
        if (square < 0 || square > 63) {
            throw new IllegalArgumentException("not a square index: " + square);
        }
        return new String(new char[] {(char) ('a' + file(square)), (char) ('1' + rank(square))});
    }
}
