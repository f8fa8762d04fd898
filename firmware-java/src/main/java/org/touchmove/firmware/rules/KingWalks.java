package org.touchmove.firmware.rules;

import static org.touchmove.firmware.rules.Attacks.FILE_A;
import static org.touchmove.firmware.rules.Attacks.FILE_H;
import static org.touchmove.firmware.rules.Board.BISHOP;
import static org.touchmove.firmware.rules.Board.KING;
import static org.touchmove.firmware.rules.Board.KNIGHT;
import static org.touchmove.firmware.rules.Board.QUEEN;
import static org.touchmove.firmware.rules.Board.ROOK;

/**
 * A cheap, exact proof that {@link ExhaustiveSearch} cannot end in NO_MATE within its budget, by counting boards it
 * must reach: the kings walking about while every other man stands still. Most endgame positions the quick Art. 5.2.2
 * check searches are of this kind (the search would only run out of budget after some 300 boards), and counting
 * costs a few bitboard operations per move of the root instead of the search's hundreds of boards.
 *
 * <p>The argument, for a board {@code b} the search expands (it has a legal move, and neither the material rule nor
 * the blocked structure proves that the intended winner cannot mate) with no e.p. square:
 * <ul>
 *   <li>Let each side's <em>safe</em> squares be the empty squares no enemy man other than the king attacks, sliders
 *       seeing through both kings. Moving only the kings never changes the other men, and more kings in the way only
 *       block sliders, so no king on a safe square is ever in check and every king step to a safe square is legal as
 *       long as the kings stay apart. Let C<sub>w</sub>, C<sub>b</sub> be two connected regions of safe squares
 *       holding the kings' squares, with no square of one next to a square of the other (grown from the kings a step
 *       at a time each, each step away from the other region as it stands).</li>
 *   <li>King moves change neither material (the material rule keeps its answer) nor pawns, and the blocked-structure
 *       answer only depends on the kings through the regions they can flood, which stay the same inside C (the e.p.
 *       square is gone after the first move, so it cannot change the answer either): every board of the walk is
 *       expanded by the search, and none is a mate (no king is ever in check).</li>
 *   <li>With |C<sub>w</sub>|, |C<sub>b</sub>| &ge; 2 each king can lose two tempi by stepping out and back, so for
 *       every pair (x, y) of squares the board with the kings on x and y is reached, with the side to move fixed by
 *       the parities of the distances from the kings' squares: |C<sub>w</sub>| &middot; |C<sub>b</sub>| distinct
 *       boards in all.</li>
 * </ul>
 * The root's children are counted the same way. A move of a man other than the king gives each child its own
 * placement of those men, so the walks from such children are disjoint from each other and from the root's; king
 * moves keep the root's placement, so of the root's walk and those of its king-move children only the largest
 * counts. If the total exceeds the budget, the search cannot close the reachable set within it: its answer is
 * "mate found" or "budget exhausted", never NO_MATE.
 */
final class KingWalks {

    private KingWalks() {
    }

    /**
     * True only if more than {@code budget} distinct boards are reachable from {@code b} by the search for
     * {@code winner}. {@code b} must be a board that search expands: it has a legal move and
     * {@link Unwinnability#provenUnwinnable} is false for {@code winner}.
     */
    static boolean exceed(Board b, int winner, int budget) {
        return reached(b, winner, budget) > budget;
    }

    /**
     * A lower bound of the distinct boards the search for {@code winner} reaches from {@code b} (which it must expand,
     * as for {@link #exceed}), counted until it passes {@code enough}.
     */
    static long reached(Board b, int winner, long enough) {
        long rootWalk = walk(b);
        if (rootWalk > enough) {
            return rootWalk;
        }
        int[] moves = new int[Board.MAX_MOVES];
        int n = b.generate(moves);
        Board child = b.copy();
        int king = b.side * 6 + KING;
        long sameMen = rootWalk; // the largest walk over boards with the root's placement of the other men
        long otherMen = 0;       // the walks of children that moved another man, each over its own placement
        for (int i = 0; i < n && sameMen + otherMen <= enough; i++) {
            int m = moves[i];
            boolean kingMove = b.squares[Board.from(m)] == king;
            if (kingMove && Board.flag(m) == Board.FLAG_CASTLE) {
                continue; // castling moves a rook too: neither the root's placement nor counted on its own
            }
            child.copyFrom(b);
            child.apply(m);
            // A child is reached in any case; its walk only if the search expands it (a double step sets an e.p.
            // square, which the walk's argument leaves out).
            long walk = child.ep == -1 && !Unwinnability.provenUnwinnable(child, winner) ? walk(child) : 1;
            if (kingMove) {
                sameMen = Math.max(sameMen, walk);
            } else {
                otherMen += walk;
            }
        }
        return sameMen + otherMen;
    }

    /**
     * A lower bound of the distinct boards reached from {@code b} by king moves alone, {@code b} included (1 where
     * the argument does not apply), if the search expands {@code b} (see the class comment).
     */
    static long walk(Board b) {
        if (b.ep != -1) {
            return 1;
        }
        long whiteKing = b.pieces[KING];
        long blackKing = b.pieces[6 + KING];
        long kings = whiteKing | blackKing;
        long byWhite = attacksExceptKing(b, Board.WHITE, kings);
        long byBlack = attacksExceptKing(b, Board.BLACK, kings);
        if ((byBlack & whiteKing) != 0 || (byWhite & blackKing) != 0) {
            return 1; // a king in check (or one the other men could check): not a walk
        }
        long safeWhite = ~b.occupied & ~byBlack;
        long safeBlack = ~b.occupied & ~byWhite;
        // The two regions grown a step at a time each, every step only onto squares away from the other region as it
        // stands then, so that they end apart: once with White's step first, once with Black's; the larger count holds.
        return Math.max(apart(whiteKing, blackKing, safeWhite, safeBlack, true),
                apart(whiteKing, blackKing, safeWhite, safeBlack, false));
    }

    /** The boards counted over two regions grown from the kings' squares in turn, never next to each other. */
    private static long apart(long whiteKing, long blackKing, long safeWhite, long safeBlack, boolean whiteFirst) {
        long white = whiteKing;
        long black = blackKing;
        boolean grew = true;
        if (!whiteFirst) {
            black |= kingSteps(black) & safeBlack & ~around(white);
        }
        while (grew) {
            long whiteStep = kingSteps(white) & safeWhite & ~around(black) & ~white;
            white |= whiteStep;
            long blackStep = kingSteps(black) & safeBlack & ~around(white) & ~black;
            black |= blackStep;
            grew = (whiteStep | blackStep) != 0;
        }
        return boards(white, black);
    }

    /** Boards the kings walking in these regions reach: every pair of squares, once each king can lose a tempo. */
    private static long boards(long whiteRegion, long blackRegion) {
        int w = Long.bitCount(whiteRegion);
        int k = Long.bitCount(blackRegion);
        return w >= 2 && k >= 2 ? (long) w * k : 1;
    }

    /** The squares and their neighbours. */
    private static long around(long squares) {
        return squares | kingSteps(squares);
    }

    /** Every square a king step away from a square of the set. */
    private static long kingSteps(long squares) {
        long sideways = ((squares << 1) & ~FILE_A) | ((squares >>> 1) & ~FILE_H);
        long row = squares | sideways;
        return sideways | (row << 8) | (row >>> 8);
    }

    /** Squares the men of {@code colour} other than the king attack, sliders seeing through {@code kings}. */
    private static long attacksExceptKing(Board b, int colour, long kings) {
        long[] p = b.pieces;
        int base = colour * 6;
        long occupancy = b.occupied & ~kings;
        long attacks = colour == Board.WHITE
                ? BlockedStructure.whitePawnAttacks(p[base]) : BlockedStructure.blackPawnAttacks(p[base]);
        for (long men = p[base + KNIGHT]; men != 0; men &= men - 1) {
            attacks |= Attacks.KNIGHT[Long.numberOfTrailingZeros(men)];
        }
        for (long men = p[base + BISHOP] | p[base + QUEEN]; men != 0; men &= men - 1) {
            attacks |= Attacks.bishop(Long.numberOfTrailingZeros(men), occupancy);
        }
        for (long men = p[base + ROOK] | p[base + QUEEN]; men != 0; men &= men - 1) {
            attacks |= Attacks.rook(Long.numberOfTrailingZeros(men), occupancy);
        }
        return attacks;
    }
}
