package org.touchmove.firmware.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * Perft: counts the leaf nodes of the legal move tree to a fixed depth, the standard check of a move
 * generator. Make/unmake on a private mutable board, one preallocated move buffer per ply, and bulk
 * counting at the last ply (the number of legal moves is the number of leaves): no allocation per node.
 */
public final class Perft {

    /** One root move and the leaf count below it. */
    public record Divide(Move move, long nodes) {
    }

    private final Board board;
    private final int[][] buffers;

    private Perft(Position position, int depth) {
        this.board = position.boardCopy();
        this.buffers = new int[Math.max(depth, 1)][Board.MAX_MOVES];
    }

    public static long count(Position position, int depth) {
        requireDepth(depth);
        if (depth == 0) {
            return 1;
        }
        Perft p = new Perft(position, depth);
        return p.search(depth, 0);
    }

    /** Leaf count per legal root move, in move generation order. */
    public static List<Divide> divide(Position position, int depth) {
        requireDepth(depth);
        if (depth == 0) {
            throw new IllegalArgumentException("divide needs depth >= 1");
        }
        Perft p = new Perft(position, depth);
        int[] root = p.buffers[0];
        int n = p.board.generate(root);
        List<Divide> result = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            long nodes = 1;
            if (depth > 1) {
                p.board.make(root[i]);
                nodes = p.search(depth - 1, 1);
                p.board.unmake(root[i]);
            }
            result.add(new Divide(Position.toMove(p.board, root[i]), nodes));
        }
        return result;
    }

    private static void requireDepth(int depth) {
        if (depth < 0) {
            throw new IllegalArgumentException("perft depth must be >= 0, got " + depth);
        }
    }

    private long search(int depth, int ply) {
        int[] moves = buffers[ply];
        int n = board.generate(moves);
        if (depth == 1) {
            return n;
        }
        long nodes = 0;
        for (int i = 0; i < n; i++) {
            int m = moves[i];
            board.make(m);
            nodes += search(depth - 1, ply + 1);
            board.unmake(m);
        }
        return nodes;
    }
}
