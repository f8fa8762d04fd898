package org.touchmove.firmware.rules;

import java.util.PriorityQueue;

/**
 * Helpmate search as path finding: both sides cooperate, so a helpmate is a path of legal moves to a position
 * where the loser is checkmated. Greedy best-first over positions (each visited once), ranked by how close the
 * position looks to a mate: few flight squares left to the loser's king, the winner's men close to it, the
 * winner's pawns advanced and his material kept. Finds the long helpmates (kings walking round a pawn chain,
 * a pawn promoting first) that a depth-limited search cannot reach. Proves only CAN_MATE.
 */
final class GuidedHelpmate {

    private record Node(int rank, long order, Board board) {
    }

    private final int winner;
    private final int loser;
    private final int budget;
    private long nodes;

    GuidedHelpmate(int winner, int budget) {
        this.winner = winner;
        this.loser = winner ^ 1;
        this.budget = budget;
    }

    long nodes() {
        return nodes;
    }

    boolean run(Board root) {
        PriorityQueue<Node> open = new PriorityQueue<>((a, b) -> a.rank != b.rank ? Integer.compare(a.rank, b.rank)
                : Long.compare(a.order, b.order));
        // Sized for the searches that stop early (most): a full-budget one grows the set as it goes.
        SeenBoards seen = new SeenBoards(Math.min(budget, 1_000));
        seen.add(root);
        open.add(new Node(0, 0, root.copy()));
        int[] moves = new int[Board.MAX_MOVES];
        long order = 0;
        while (!open.isEmpty() && nodes < budget) {
            Board b = open.poll().board;
            nodes++;
            int n = b.generate(moves);
            if (n == 0) {
                if (b.side == loser && b.inCheck()) {
                    return true;
                }
                continue;
            }
            if (MaterialRule.cannotMate(b.pieces, winner)) {
                continue;
            }
            for (int i = 0; i < n; i++) {
                Board child = b.copy();
                child.apply(moves[i]);
                if (seen.add(child)) {
                    open.add(new Node(rank(child), ++order, child));
                }
            }
        }
        return false;
    }

    /** Lower is closer to a mate. */
    private int rank(Board b) {
        int king = b.kingSquare(loser);
        long occ = b.occupied;
        int r = 0;
        long flights = Attacks.KING[king] & ~b.byColor[loser];
        long occNoKing = occ ^ (1L << king);
        while (flights != 0) {
            int sq = Long.numberOfTrailingZeros(flights);
            flights &= flights - 1;
            if (!b.attacked(sq, winner, occNoKing)) {
                r += 40; // an escape the mate would still have to take away
            }
        }
        if (!b.attacked(king, winner, occ)) {
            r += 30; // no check yet
        }
        r += 8 * edgeDistance(king);
        int base = winner * 6;
        long men = b.byColor[winner] & ~b.pieces[base + Board.KING];
        while (men != 0) {
            int sq = Long.numberOfTrailingZeros(men);
            men &= men - 1;
            int type = b.squares[sq] % 6;
            if (type == Board.PAWN) {
                int toGo = winner == Board.WHITE ? 7 - (sq >>> 3) : (sq >>> 3);
                r += 6 * toGo;
            } else {
                r += 4 * distance(sq, king);
            }
            r -= type == Board.PAWN ? 60 : 150; // keep the winner's men
        }
        r += 3 * distance(b.kingSquare(winner), king);
        return r;
    }

    private static int distance(int a, int b) {
        return Math.max(Math.abs((a & 7) - (b & 7)), Math.abs((a >>> 3) - (b >>> 3)));
    }

    private static int edgeDistance(int sq) {
        int file = sq & 7;
        int rank = sq >>> 3;
        return Math.min(Math.min(file, 7 - file), Math.min(rank, 7 - rank));
    }
}
