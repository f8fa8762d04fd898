package org.touchmove.firmware.rules;

import static org.touchmove.firmware.rules.Attacks.FILE_A;
import static org.touchmove.firmware.rules.Attacks.FILE_H;
import static org.touchmove.firmware.rules.Board.BISHOP;
import static org.touchmove.firmware.rules.Board.KING;
import static org.touchmove.firmware.rules.Board.KNIGHT;
import static org.touchmove.firmware.rules.Board.PAWN;
import static org.touchmove.firmware.rules.Board.QUEEN;
import static org.touchmove.firmware.rules.Board.ROOK;

/**
 * The static half of the unwinnability analysis: a pawn structure that can never change, and a side none of
 * whose pieces can ever attack a square the enemy king can reach.
 *
 * <p>The argument, for the intended winner {@code w}: assume every pawn stays where it is. Then each piece can
 * only ever stand on squares reachable from where it is without crossing a pawn (an over-approximation: other
 * pieces are assumed to make way), and a king never on a square an enemy pawn attacks. If, under that
 * assumption, no pawn can ever move (its square ahead holds a pawn, no enemy man can reach a square it would
 * capture on) and no pawn can ever be taken (no enemy piece can reach an attack on it; an enemy king only
 * where the pawn is unprotected by its own pawns), the assumption holds for every series of legal moves: the
 * first move that broke it would start from a position where it still held. Then a checkmate needs a check,
 * and the only men that could give it are the winner's pieces whose reach covers the enemy king's region;
 * if there are none, the side cannot mate. Pawns give no check here: the king never stands where a locked
 * pawn attacks.
 */
final class BlockedStructure {

    private BlockedStructure() {
    }

    /** True only if proven that {@code w} (Board.WHITE/BLACK) can never checkmate from this board. */
    static boolean cannotMate(Board b, int w) {
        long[] p = b.pieces;
        long whitePawns = p[PAWN];
        long blackPawns = p[6 + PAWN];
        long pawns = whitePawns | blackPawns;
        if (pawns == 0) {
            return false; // nothing is blocked; the material rule and the search decide
        }
        // Every pawn must be stopped by a pawn that is itself stopped (a chain ends at an opposing pawn).
        long fixed = pawns;
        while (true) {
            long next = (whitePawns & (fixed >>> 8)) | (blackPawns & (fixed << 8));
            if (next == fixed) {
                break;
            }
            fixed = next;
        }
        if (fixed != pawns || b.hasLegalEnPassant()) {
            return false;
        }
        long whiteAttacks = whitePawnAttacks(whitePawns);
        long blackAttacks = blackPawnAttacks(blackPawns);
        long[] kingRegion = {
            kingRegion(b.kingSquare(Board.WHITE), ~pawns & ~blackAttacks),
            kingRegion(b.kingSquare(Board.BLACK), ~pawns & ~whiteAttacks)};
        long[] pieceReach = new long[2];
        long[] pieceAttacks = new long[2];
        for (int c = 0; c < 2; c++) {
            for (int type = KNIGHT; type <= QUEEN; type++) {
                long men = p[c * 6 + type];
                while (men != 0) {
                    int sq = Long.numberOfTrailingZeros(men);
                    men &= men - 1;
                    long reach = reach(type, sq, pawns);
                    pieceReach[c] |= reach;
                    pieceAttacks[c] |= attacksFrom(type, reach, pawns);
                }
            }
        }
        long[] ownPawns = {whitePawns, blackPawns};
        long[] ownPawnAttacks = {whiteAttacks, blackAttacks};
        for (int c = 0; c < 2; c++) {
            int e = c ^ 1;
            // A pawn could capture: an enemy man stands, or an enemy piece can come, where it attacks.
            if ((ownPawnAttacks[c] & (ownPawns[e] | pieceReach[e])) != 0) {
                return false;
            }
            // A pawn could be taken by an enemy piece, or by the enemy king where no pawn of its own protects it.
            if ((ownPawns[c] & pieceAttacks[e]) != 0
                    || (ownPawns[c] & kingSteps(kingRegion[e]) & ~ownPawnAttacks[c]) != 0) {
                return false;
            }
        }
        // The structure is permanent. A mate needs a check by one of w's pieces on a square the loser's king can reach.
        return (pieceAttacks[w] & kingRegion[w ^ 1]) == 0;
    }

    static long whitePawnAttacks(long pawns) {
        return ((pawns & ~FILE_A) << 7) | ((pawns & ~FILE_H) << 9);
    }

    static long blackPawnAttacks(long pawns) {
        return ((pawns & ~FILE_A) >>> 9) | ((pawns & ~FILE_H) >>> 7);
    }

    private static long kingRegion(int from, long allowed) {
        long region = 1L << from;
        long frontier = region;
        while (frontier != 0) {
            long grown = kingSteps(frontier) & allowed & ~region;
            region |= grown;
            frontier = grown;
        }
        return region;
    }

    private static long kingSteps(long squares) {
        long steps = 0;
        while (squares != 0) {
            int sq = Long.numberOfTrailingZeros(squares);
            squares &= squares - 1;
            steps |= Attacks.KING[sq];
        }
        return steps;
    }

    /** Squares a piece of this type can reach from {@code from} without crossing the (fixed) pawns. */
    private static long reach(int type, int from, long pawns) {
        long region = 1L << from;
        long frontier = region;
        while (frontier != 0) {
            long grown = attacksFrom(type, frontier, pawns) & ~pawns & ~region;
            region |= grown;
            frontier = grown;
        }
        return region;
    }

    private static long attacksFrom(int type, long squares, long blockers) {
        long attacks = 0;
        while (squares != 0) {
            int sq = Long.numberOfTrailingZeros(squares);
            squares &= squares - 1;
            attacks |= switch (type) {
                case KNIGHT -> Attacks.KNIGHT[sq];
                case BISHOP -> Attacks.bishop(sq, blockers);
                case ROOK -> Attacks.rook(sq, blockers);
                case QUEEN -> Attacks.queen(sq, blockers);
                case KING -> Attacks.KING[sq];
                default -> throw new IllegalArgumentException("not a piece type: " + type);
            };
        }
        return attacks;
    }
}
