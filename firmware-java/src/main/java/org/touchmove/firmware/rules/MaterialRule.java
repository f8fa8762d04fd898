package org.touchmove.firmware.rules;

import static org.touchmove.firmware.rules.Board.BISHOP;
import static org.touchmove.firmware.rules.Board.KING;
import static org.touchmove.firmware.rules.Board.KNIGHT;
import static org.touchmove.firmware.rules.Board.PAWN;
import static org.touchmove.firmware.rules.Board.QUEEN;
import static org.touchmove.firmware.rules.Board.ROOK;

/**
 * The material rule on bitboards (index colour * 6 + type, as in {@link Board}): true only when no mate by
 * {@code side} can ever arise from the material on the board, wherever the men stand.
 */
final class MaterialRule {

    private static final long LIGHT_SQUARES = 0x55AA55AA55AA55AAL;

    private MaterialRule() {
    }

    static boolean cannotMate(long[] pieces, int side) {
        int own = side * 6;
        int other = (side ^ 1) * 6;
        if ((pieces[own + PAWN] | pieces[own + ROOK] | pieces[own + QUEEN]) != 0) {
            return false; // a pawn can promote; a rook or queen mates a bare king
        }
        long knights = pieces[own + KNIGHT];
        long ownBishops = pieces[own + BISHOP];
        if (knights != 0) {
            if (Long.bitCount(knights | ownBishops) > 1) {
                return false; // K+N+N or K+N+B: a (help)mate exists
            }
            // K+N mates only with the help of an enemy man blocking the king's flight squares: a pawn, knight,
            // bishop or rook can do so; enemy queens alone always leave an escape or a capture.
            return (pieces[other + PAWN] | pieces[other + KNIGHT] | pieces[other + BISHOP] | pieces[other + ROOK]) == 0;
        }
        if (ownBishops != 0) {
            // Bishops all on one square colour attack only that colour; the mated king's neighbours include the
            // other colour, which only a blocking pawn or knight (or a bishop of the other colour) can fill.
            long allBishops = ownBishops | pieces[other + BISHOP];
            boolean oneColour = (allBishops & LIGHT_SQUARES) == 0 || (allBishops & ~LIGHT_SQUARES) == 0;
            long pawnsOrKnights = pieces[PAWN] | pieces[6 + PAWN] | pieces[KNIGHT] | pieces[6 + KNIGHT];
            return oneColour && pawnsOrKnights == 0;
        }
        return true; // bare king
    }

    /** The side has nothing but its king (and so can never give check). */
    static boolean bareKing(long[] pieces, int side) {
        int own = side * 6;
        for (int t = PAWN; t < KING; t++) {
            if (pieces[own + t] != 0) {
                return false;
            }
        }
        return true;
    }
}
