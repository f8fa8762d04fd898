package org.touchmove.hal.dgt.wire;

/**
 * The board's square numbering on the wire: 0 = a8, 7 = h8, 8 = a7 ... 63 = h1 (row by row, rank 8
 * first, never rotated). Touchmove numbers squares 0 = a1 ... 63 = h8; these two functions are the
 * only place the two meet.
 */
public final class DgtSquares {

    private DgtSquares() {
    }

    /** Touchmove's square (0 = a1) to the wire index (0 = a8). */
    public static int toWire(int square) {
        check(square);
        return (7 - (square >>> 3)) * 8 + (square & 7);
    }

    /** The wire index (0 = a8) to Touchmove's square (0 = a1); the mapping is its own inverse. */
    public static int fromWire(int wire) {
        check(wire);
        return (7 - (wire >>> 3)) * 8 + (wire & 7);
    }

    private static void check(int index) {
        if (index < 0 || index > 63) {
            throw new IllegalArgumentException("square index out of range 0..63: " + index);
        }
    }
}
