package org.touchmove.sim.hands;

import java.util.ArrayList;
import java.util.List;

/**
 * The squares a piece slid along the board crosses between two squares: geometry only. A straight or
 * diagonal line is followed step by step; any other displacement (a knight's, say) goes along its
 * longer leg first, then its shorter one.
 */
public final class SlidePath {

    private SlidePath() {
    }

    /** The squares strictly between {@code from} and {@code to}, in the order crossed. */
    public static List<Integer> between(int from, int to) {
        int fileFrom = from & 7;
        int rankFrom = from >>> 3;
        int df = (to & 7) - fileFrom;
        int dr = (to >>> 3) - rankFrom;
        List<Integer> squares = new ArrayList<>();
        if (df == 0 && dr == 0) {
            return squares;
        }
        if (df == 0 || dr == 0 || Math.abs(df) == Math.abs(dr)) {
            int steps = Math.max(Math.abs(df), Math.abs(dr));
            for (int i = 1; i < steps; i++) {
                squares.add((rankFrom + Integer.signum(dr) * i) * 8 + fileFrom + Integer.signum(df) * i);
            }
            return squares;
        }
        int file = fileFrom;
        int rank = rankFrom;
        boolean filesFirst = Math.abs(df) >= Math.abs(dr);
        for (int leg = 0; leg < 2; leg++) {
            boolean alongFiles = (leg == 0) == filesFirst;
            int n = alongFiles ? Math.abs(df) : Math.abs(dr);
            for (int i = 0; i < n; i++) {
                if (alongFiles) {
                    file += Integer.signum(df);
                } else {
                    rank += Integer.signum(dr);
                }
                int square = rank * 8 + file;
                if (square != to) {
                    squares.add(square);
                }
            }
        }
        return squares;
    }
}
