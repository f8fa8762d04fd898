package org.touchmove.firmware.rules;

import java.util.ArrayDeque;

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
        ArrayDeque<Board> queue = new ArrayDeque<>();
        seen.add(root);
        queue.add(root.copy());
        int[] moves = new int[Board.MAX_MOVES];
        while (!queue.isEmpty()) {
            Board b = queue.poll();
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
                Board child = b.copy();
                child.apply(moves[i]);
                if (seen.add(child)) {
                    if (seen.size() > budget) {
                        return Result.BUDGET_EXHAUSTED;
                    }
                    queue.add(child);
                }
            }
        }
        return Result.NO_MATE;
    }
}
