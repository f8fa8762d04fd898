package org.touchmove.firmware.rules;

import java.util.Arrays;

/**
 * Breadth-first enumeration of every position reachable by legal moves, for one intended winner. A position
 * where the winner has mated is a helpmate; a position where material or a permanent blockade proves that the
 * winner can never mate is not expanded. If the enumeration ends with no mate seen, no series of legal moves
 * leads to a mate: the reachable set is closed and was seen in full. Otherwise the budget decides.
 */
final class ExhaustiveSearch {

    enum Result { MATE_FOUND, NO_MATE, BUDGET_EXHAUSTED }

    private final int winner;
    private final int budget;
    private long nodes;

    ExhaustiveSearch(int winner, int budget) {
        this.winner = winner;
        this.budget = budget;
    }

    long nodes() {
        return nodes;
    }

    Result run(Board root) {
        // Sized for the searches that stop early (most): a full-budget one grows the set as it goes.
        SeenBoards seen = new SeenBoards(Math.min(budget, 1_000));
        seen.add(root);
        Queue queue = new Queue(Math.min(budget, 1_000));
        Board scratch = root.copy();
        int[] moves = new int[Board.MAX_MOVES];
        for (Board b = root.copy(); b != null; b = queue.poll()) {
            nodes++;
            int n = b.generate(moves);
            if (n == 0) {
                if (b.side != winner && b.inCheck()) {
                    return Result.MATE_FOUND;
                }
                continue; // stalemate, or the winner is mated: the game is over without the mate sought
            }
            if (Unwinnability.provenUnwinnable(b, winner)) {
                continue;
            }
            for (int i = 0; i < n; i++) {
                scratch.copyFrom(b);
                scratch.apply(moves[i]);
                if (seen.add(scratch)) {
                    if (seen.size() > budget) {
                        return Result.BUDGET_EXHAUSTED;
                    }
                    queue.add(b, moves[i]);
                }
            }
        }
        return Result.NO_MATE;
    }

    /**
     * The boards waiting to be expanded, first in first out, each kept as its parent and the move from it and played
     * only when its turn comes: a short search ends on its budget with most of its boards never expanded.
     */
    private static final class Queue {
        private Board[] parents;
        private int[] moves;
        private int head;
        private int tail;

        Queue(int expected) {
            parents = new Board[Math.max(16, expected)];
            moves = new int[parents.length];
        }

        void add(Board parent, int move) {
            if (tail == parents.length) {
                parents = Arrays.copyOf(parents, tail * 2);
                moves = Arrays.copyOf(moves, tail * 2);
            }
            parents[tail] = parent;
            moves[tail++] = move;
        }

        /** The next board, played from its parent; null when none is left. */
        Board poll() {
            if (head == tail) {
                return null;
            }
            Board b = parents[head].copy();
            b.apply(moves[head]);
            parents[head++] = null;
            return b;
        }
    }
}
