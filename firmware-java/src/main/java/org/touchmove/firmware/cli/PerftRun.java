package org.touchmove.firmware.cli;

import java.io.PrintWriter;
import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.rules.Perft;
import org.touchmove.firmware.rules.Position;

/**
 * One {@code perft} whose options are checked: counts and prints as the command always has (with {@code --divide}
 * a line {@code uci: count} per root move and an empty line, then the count alone on the last line; with
 * {@code --repeat} each run's time on stderr). Shared by {@link PerftCommand} and {@link PerftShortcut}, so the two
 * paths cannot print differently. Names no picocli class: the shortcut must not load them.
 */
record PerftRun(Position position, int depth, boolean divide, boolean chess960, int threads, int repeat) {

    /** The deepest count asked for: perft(15) of the start position is beyond any machine already. */
    static final int MAX_DEPTH = 15;
    static final int MAX_THREADS = 256;
    static final int MAX_REPEAT = 1_000;

    /** The position {@code --fen} names: {@code startpos} or a FEN ({@code InvalidFenException} when it is not one). */
    static Position position(String fen, boolean chess960) {
        if ("startpos".equals(fen)) {
            return chess960 ? Position.fromChess960Pos(518) : Position.START;
        }
        return Position.fromFen(fen, chess960);
    }

    /** Counts and prints; returns the exit status (0). */
    int print(PrintWriter out, PrintWriter err) {
        if (depth >= 5) {
            coverSpecialMoves();
        }
        long nodes = 0;
        for (int run = 1; run <= repeat; run++) {
            long start = System.nanoTime();
            if (divide && depth > 0) {
                nodes = 0;
                for (Perft.Divide d : Perft.divide(position, depth)) {
                    if (run == repeat) {
                        out.println(uci(d.move()) + ": " + d.nodes());
                    }
                    nodes += d.nodes();
                }
            } else {
                nodes = Perft.count(position, depth, threads);
            }
            long elapsed = System.nanoTime() - start;
            if (repeat > 1) {
                double seconds = elapsed / 1e9;
                err.printf("run %d: %d nodes in %.3f s (%.0f nodes/s)%n", run, nodes, seconds, nodes / seconds);
                err.flush();
            }
        }
        if (divide && depth > 0) {
            out.println();
        }
        out.println(nodes);
        out.flush();
        return 0;
    }

    /**
     * Plays castling both ways, promotions and an en passant capture through the rules core (small counts, about
     * 12,000 nodes, 40 ms) before a deep count. The JIT compiles the core after the start position's first plies,
     * which have none of these: each then recompiled the hot methods when it first came (5-11 deoptimisations), and
     * the count of perft 6 took 0.60-0.67 s of its thread's CPU with this instead of 0.68-1.15 s without
     * (docs/performance.md, "Perft"). The counts are not used.
     */
    private static void coverSpecialMoves() {
        Perft.count(Position.fromFen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", false), 2);
        Perft.count(Position.fromFen("r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", false), 3);
        Perft.count(Position.fromFen("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", false), 2);
    }

    /** With --chess960, castling as engines with UCI_Chess960 write it: the king takes its rook (e1h1). */
    private String uci(Move move) {
        if (chess960 && position.isCastling(move)) {
            return Move.of(move.from(), position.castlingRook(move)).uci();
        }
        return move.uci();
    }
}
