package org.touchmove.sim.script;

import org.touchmove.hal.PieceCodes;

/**
 * Reads the piece-placement field of a FEN into piece codes. Only the shape is checked (8 ranks of 8
 * squares, FEN letters and digits); whether the position is legal is the controller's business.
 */
public final class FenPlacement {

    public static final String START_FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    private FenPlacement() {
    }

    public static PieceCodes piecesOf(String fen) {
        String trimmed = fen.strip();
        if (trimmed.isEmpty()) {
            throw new IllegalArgumentException("the FEN is empty");
        }
        String placement = trimmed.split("\\s+", 2)[0];
        String[] ranks = placement.split("/", -1);
        if (ranks.length != 8) {
            throw new IllegalArgumentException("FEN placement '" + placement + "' has " + ranks.length
                    + " ranks, expected 8");
        }
        char[] codes = new char[64];
        for (int i = 0; i < 8; i++) {
            int rank = 7 - i;
            checkRank(ranks[i], rank + 1);
            int file = 0;
            for (char c : ranks[i].toCharArray()) {
                int run = c >= '1' && c <= '8' ? c - '0' : 0;
                if (run == 0) {
                    codes[rank * 8 + file++] = c;
                }
                for (int n = 0; n < run; n++) {
                    codes[rank * 8 + file++] = '.';
                }
            }
        }
        return new PieceCodes(new String(codes));
    }

    private static void checkRank(String text, int rankNumber) {
        int squares = 0;
        for (char c : text.toCharArray()) {
            if (c >= '1' && c <= '8') {
                squares += c - '0';
            } else if ("PNBRQKpnbrqk".indexOf(c) >= 0) {
                squares++;
            } else {
                throw new IllegalArgumentException("FEN rank " + rankNumber + " '" + text + "' contains '" + c
                        + "', expected a piece letter or a digit 1-8");
            }
        }
        if (squares != 8) {
            throw new IllegalArgumentException("FEN rank " + rankNumber + " '" + text + "' covers " + squares
                    + " squares, expected 8");
        }
    }
}
