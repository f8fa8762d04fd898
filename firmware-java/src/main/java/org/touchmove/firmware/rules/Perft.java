package org.touchmove.firmware.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Perft: counts the leaf nodes of the legal move tree to a fixed depth, the standard check of a move
 * generator. Make/unmake on a private mutable board, one preallocated move buffer per ply, and bulk
 * counting at the last ply (the legal moves are counted by their target sets' populations, never written nor made):
 * no allocation per node. {@link #count(Position, int, int)} shares the root moves among threads.
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

    /**
     * {@link #count(Position, int)} on {@code threads} threads, the caller's among them: each thread plays the next root
     * move not yet taken on its own copy of the board and counts below it. The same count for any number of threads.
     */
    public static long count(Position position, int depth, int threads) {
        requireDepth(depth);
        if (threads < 1) {
            throw new IllegalArgumentException("perft needs at least one thread, got " + threads);
        }
        if (threads == 1 || depth < 3) {
            return count(position, depth);
        }
        long total = 0;
        for (RootMoves share : share(position, depth, threads)) {
            total += share.sum;
        }
        return total;
    }

    /**
     * The threads' shares of a count (depth 2 or more): thread {@code t} (the caller's is 0) first counts root move
     * {@code t}, then the next one not yet taken; so every thread counts one at least when there are as many root moves
     * as threads (the caller once counted them all before it started the helpers).
     */
    static RootMoves[] share(Position position, int depth, int threads) {
        int[] root = new int[Board.MAX_MOVES];
        int n = position.boardCopy().generate(root);
        AtomicInteger next = new AtomicInteger(threads);
        RootMoves[] shares = new RootMoves[threads];
        Thread[] workers = new Thread[threads];
        for (int t = 0; t < threads; t++) {
            shares[t] = new RootMoves(position, depth, root, n, t, next);
            if (t > 0) {
                workers[t] = new Thread(shares[t], "perft-" + t);
                workers[t].setDaemon(true);
                workers[t].start();
            }
        }
        shares[0].run();
        for (int t = 0; t < threads; t++) {
            if (t > 0) {
                join(workers[t]);
            }
            if (shares[t].failure != null) {
                throw new IllegalStateException("perft thread " + t + " failed", shares[t].failure);
            }
        }
        return shares;
    }

    /**
     * One thread's share of {@link #count(Position, int, int)}: takes the next root move not yet taken until none is
     * left. A class rather than a lambda: a lambda is spun at run time (method-handle forms and a hidden class), which
     * a {@code perft}'s start paid before its first node.
     */
    static final class RootMoves implements Runnable {
        private final Position position;
        private final int depth;
        private final int[] root;
        private final int n;
        /** This thread's first root move; then the next one not yet taken. */
        private final int first;
        private final AtomicInteger next;
        /** Read by the caller after {@link Thread#join}, which orders them after this thread's writes. */
        long sum;
        int taken;
        RuntimeException failure;

        RootMoves(Position position, int depth, int[] root, int n, int first, AtomicInteger next) {
            this.position = position;
            this.depth = depth;
            this.root = root;
            this.n = n;
            this.first = first;
            this.next = next;
        }

        @Override
        public void run() {
            try {
                Perft p = new Perft(position, depth);
                long total = 0;
                for (int i = first; i < n; i = next.getAndIncrement()) {
                    p.board.make(root[i]);
                    total += p.search(depth - 1, 1);
                    p.board.unmake(root[i]);
                    taken++;
                }
                sum = total;
            } catch (RuntimeException e) {
                failure = e;
            }
        }
    }

    private static void join(Thread worker) {
        try {
            worker.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            CancellationException stop = new CancellationException("perft interrupted while waiting for " + worker.getName());
            stop.initCause(e);
            throw stop;
        }
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
        if (depth == 1) {
            return board.countLegal(); // bulk count: the last ply's moves are counted, never written nor made
        }
        int[] moves = buffers[ply];
        int n = board.generate(moves);
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
