package org.touchmove.firmware.rules;

import java.util.HashMap;
import java.util.Map;

/**
 * Guided search for a helpmate: both sides cooperate so that the intended winner checkmates. Iterative
 * deepening depth-first search with a transposition table (a position already searched at least as deep with
 * no mate found is not searched again). Moves are tried best first by how the position after them looks for a
 * mate: the loser's king near the edge and hemmed in by its own men, the winner's men close to it, checks by
 * the winner, and no captures of the winner's men. A first pass tries only the few best moves at each node (a
 * beam), which reaches long helpmates; a second pass is full width. It only ever proves CAN_MATE, by the mate
 * it found; not finding one proves nothing.
 */
final class HelpmateSearch {

    /** Moves per node in the first (narrow) pass. */
    private static final int BEAM = 3;

    private final int winner;
    private final int loser;
    private final int budget;
    private final int maxDepth;
    private final Map<Long, Integer> searchedDepth = new HashMap<>();
    private long nodes;
    private long passBudget;
    private int width;

    HelpmateSearch(int winner, int budget, int maxDepth) {
        this.winner = winner;
        this.loser = winner ^ 1;
        this.budget = budget;
        this.maxDepth = maxDepth;
    }

    long nodes() {
        return nodes;
    }

    /** True if a helpmate was found within the budget. */
    boolean run(Board root) {
        Board b = root.copy();
        int[][] moveStack = new int[maxDepth + 1][Board.MAX_MOVES];
        int[][] scoreStack = new int[maxDepth + 1][Board.MAX_MOVES];
        // Narrow pass on half the budget, then full width on the rest.
        int[][] passes = {{BEAM, budget / 2}, {Board.MAX_MOVES, budget}};
        for (int[] pass : passes) {
            width = pass[0];
            passBudget = pass[1];
            for (int depth = 1; depth <= maxDepth && nodes < passBudget; depth++) {
                searchedDepth.clear();
                if (search(b, depth, moveStack, scoreStack)) {
                    return true;
                }
            }
        }
        return false;
    }

    private boolean search(Board b, int depth, int[][] moveStack, int[][] scoreStack) {
        nodes++;
        int[] moves = moveStack[depth];
        int n = b.generate(moves);
        if (n == 0) {
            return b.side == loser && b.inCheck();
        }
        if (depth == 0 || nodes >= passBudget || MaterialRule.cannotMate(b.pieces, winner)) {
            return false;
        }
        // The mating move is the winner's: with an odd number of plies left the winner must be to move.
        if ((b.side == winner) != (depth % 2 == 1)) {
            return false;
        }
        Integer done = searchedDepth.get(b.hash);
        if (done != null && done >= depth) {
            return false;
        }
        searchedDepth.put(b.hash, depth);
        int[] scores = scoreStack[depth];
        for (int i = 0; i < n; i++) {
            scores[i] = score(b, moves[i], depth == 1);
        }
        int tries = depth == 1 ? n : Math.min(n, width);
        for (int i = 0; i < tries; i++) {
            int best = i;
            for (int j = i + 1; j < n; j++) {
                if (scores[j] > scores[best]) {
                    best = j;
                }
            }
            int m = moves[best];
            moves[best] = moves[i];
            scores[best] = scores[i];
            moves[i] = m;
            b.make(m);
            boolean mate = search(b, depth - 1, moveStack, scoreStack);
            b.unmake(m);
            if (mate) {
                return true;
            }
            if (nodes >= passBudget) {
                return false;
            }
        }
        return false;
    }

    /** How promising the position after the move is for a mate; higher first. */
    private int score(Board b, int move, boolean last) {
        int mover = b.side;
        int captured = b.squares[Board.to(move)];
        int flag = Board.flag(move);
        b.make(move);
        int s = 0;
        if (mover == winner && b.inCheck()) {
            s += 1000;
        } else if (last) {
            b.unmake(move);
            return -1_000_000; // the last move must give check
        }
        int king = b.kingSquare(loser);
        // Flight squares of the loser's king not blocked by its own men.
        s -= 30 * Long.bitCount(Attacks.KING[king] & ~b.byColor[loser]);
        s -= 20 * edgeDistance(king);
        long winnerMen = b.byColor[winner] & ~b.pieces[winner * 6 + Board.KING];
        while (winnerMen != 0) {
            int sq = Long.numberOfTrailingZeros(winnerMen);
            winnerMen &= winnerMen - 1;
            s -= 8 * distance(sq, king);
        }
        s -= 6 * distance(b.kingSquare(winner), king);
        if (mover == loser && captured != Board.EMPTY) {
            s -= 2000; // keep the winner's men on the board
        }
        if (flag >= Board.FLAG_PROMOTION) {
            int promoted = flag - 3;
            s += mover == winner ? (promoted == Board.QUEEN ? 500 : 0) : (promoted == Board.QUEEN ? 0 : 50);
        }
        b.unmake(move);
        return s;
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
