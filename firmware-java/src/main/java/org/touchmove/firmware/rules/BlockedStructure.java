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
 * <p>The argument, for the intended winner {@code w}: assume every pawn stays where it is (a pawn stopped by a
 * locked pawn) or walks only up its file to the locked or enemy pawn ahead of it (its path), never capturing. Then each piece can
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
        // Locked pawns: stopped by a pawn that is itself stopped (a chain ends at an opposing pawn).
        long fixed = pawns;
        while (true) {
            long next = (whitePawns & (fixed >>> 8)) | (blackPawns & (fixed << 8));
            if (next == fixed) {
                break;
            }
            fixed = next;
        }
        if (b.hasLegalEnPassant()) {
            return false;
        }
        // The other pawns may still walk up their file, but only until a locked or an enemy pawn stops them.
        long[] ownPawns = {whitePawns, blackPawns};
        long[] fixedOwn = {whitePawns & fixed, blackPawns & fixed};
        long[] paths = new long[2];
        long[] pathAttacks = new long[2];
        for (int c = 0; c < 2; c++) {
            long mobile = ownPawns[c] & ~fixed;
            while (mobile != 0) {
                int sq = Long.numberOfTrailingZeros(mobile);
                mobile &= mobile - 1;
                long path = path(sq, c, fixed | ownPawns[c ^ 1]);
                if (path == -1L) {
                    return false; // nothing ahead stops it: it may promote
                }
                paths[c] |= path;
            }
            pathAttacks[c] = c == Board.WHITE ? whitePawnAttacks(paths[c]) : blackPawnAttacks(paths[c]);
        }
        long whiteAttacks = whitePawnAttacks(fixedOwn[Board.WHITE]);
        long blackAttacks = blackPawnAttacks(fixedOwn[Board.BLACK]);
        long[] kingRegion = {
            kingRegion(b.kingSquare(Board.WHITE), ~fixed & ~blackAttacks),
            kingRegion(b.kingSquare(Board.BLACK), ~fixed & ~whiteAttacks)};
        long[] fixedAttacks = {whiteAttacks, blackAttacks};
        if (brokenWithoutReach(p, fixed, fixedOwn, paths, pathAttacks, fixedAttacks, kingRegion)) {
            return false;
        }
        long[] pieceReach = new long[2];
        long[] pieceAttacks = new long[2];
        for (int c = 0; c < 2; c++) {
            for (int type = KNIGHT; type <= QUEEN; type++) {
                long men = p[c * 6 + type];
                while (men != 0) {
                    int sq = Long.numberOfTrailingZeros(men);
                    men &= men - 1;
                    long reach = reach(type, sq, fixed);
                    pieceReach[c] |= reach;
                    pieceAttacks[c] |= attacksFrom(type, reach, fixed);
                }
            }
        }
        for (int c = 0; c < 2; c++) {
            int e = c ^ 1;
            // A pawn could capture: an enemy man stands, or can come, where it attacks (from any square of its path).
            long enemyMen = fixedOwn[e] | paths[e] | pieceReach[e];
            if (((fixedAttacks[c] | pathAttacks[c]) & enemyMen) != 0) {
                return false;
            }
            // A pawn could be taken: by an enemy piece; by the enemy king where no locked pawn of its own protects
            // it; a walking pawn by the enemy king anywhere next to its path.
            long enemyKingSteps = kingSteps(kingRegion[e]);
            if (((fixedOwn[c] | paths[c]) & pieceAttacks[e]) != 0
                    || (fixedOwn[c] & enemyKingSteps & ~fixedAttacks[c]) != 0
                    || (paths[c] & enemyKingSteps) != 0) {
                return false;
            }
        }
        // The structure is permanent. A mate needs a check by one of w's pieces, or by a walking pawn of w, on a
        // square the loser's king can reach.
        return ((pieceAttacks[w] | pathAttacks[w]) & kingRegion[w ^ 1]) == 0;
    }

    /**
     * The checks below that need no piece's region, each on what is certainly in it (a piece's region holds its own
     * square, and its attacks from there): true when one of them already breaks the structure. Most positions with
     * pawns fail here, before the regions of every piece are flooded.
     */
    private static boolean brokenWithoutReach(long[] p, long fixed, long[] fixedOwn, long[] paths, long[] pathAttacks,
                                              long[] fixedAttacks, long[] kingRegion) {
        for (int c = 0; c < 2; c++) {
            int e = c ^ 1;
            long pawnAttacks = fixedAttacks[c] | pathAttacks[c];
            long pawnsAndPaths = fixedOwn[c] | paths[c];
            long enemyPieces = 0;
            long enemyAttacks = 0;
            for (int type = KNIGHT; type <= QUEEN; type++) {
                long men = p[e * 6 + type];
                enemyPieces |= men;
                while (men != 0) {
                    int sq = Long.numberOfTrailingZeros(men);
                    men &= men - 1;
                    enemyAttacks |= attacksFrom(type, 1L << sq, fixed);
                }
            }
            long enemyKingSteps = kingSteps(kingRegion[e]);
            if ((pawnAttacks & (fixedOwn[e] | paths[e] | enemyPieces)) != 0
                    || (pawnsAndPaths & enemyAttacks) != 0
                    || (fixedOwn[c] & enemyKingSteps & ~fixedAttacks[c]) != 0
                    || (paths[c] & enemyKingSteps) != 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * The squares a pawn can still walk to, from its square (included) up to the first locked or enemy pawn ahead
     * of it (excluded: without captures, pawns on a file never pass each other); -1 if none stops it before the
     * last rank.
     */
    private static long path(int from, int colour, long stoppers) {
        long path = 1L << from;
        int step = colour == Board.WHITE ? 8 : -8;
        for (int sq = from + step; sq >= 0 && sq < 64; sq += step) {
            if ((stoppers & (1L << sq)) != 0) {
                return path;
            }
            path |= 1L << sq;
        }
        return -1L;
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
