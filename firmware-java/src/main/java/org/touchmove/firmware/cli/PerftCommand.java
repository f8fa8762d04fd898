package org.touchmove.firmware.cli;

import org.touchmove.firmware.config.UserError;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.touchmove.firmware.rules.InvalidFenException;
import org.touchmove.firmware.rules.Perft;
import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.rules.Position;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** Counts leaf nodes of the legal move tree; the node count is alone on the last line. */
@Command(name = "perft", mixinStandardHelpOptions = true, description = "Counts leaf nodes of the legal move tree.")
final class PerftCommand implements Callable<Integer> {

    static final int EXIT_BAD_INPUT = 2;
    /** The deepest count asked for: perft(15) of the start position is beyond any machine already. */
    static final int MAX_DEPTH = 15;
    static final int MAX_THREADS = 256;

    @Spec
    CommandSpec spec;

    @Option(names = "--fen", defaultValue = "startpos", description = "Position as FEN, or 'startpos' (default).")
    String fen;

    @Option(names = "--depth", required = true, description = "Depth in plies, 0.." + MAX_DEPTH + ".")
    int depth;

    @Option(names = "--divide", description = "First print 'uci: count' for every legal root move.")
    boolean divide;

    @Option(names = "--chess960", description = "Chess960 (FIDE Laws, Guidelines II): the FEN's castling rights in "
            + "X-FEN or Shredder-FEN; castling written king takes rook (e1h1) in --divide.")
    boolean chess960;

    @Option(names = "--threads", description = "Threads sharing the root moves (default: one per processor, here "
            + "${DEFAULT-VALUE}); --divide counts on one.")
    int threads = Runtime.getRuntime().availableProcessors();

    /** Benchmark aid: run the count this many times and report the time of each run on stderr. */
    @Option(names = "--repeat", hidden = true, defaultValue = "1")
    int repeat;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Position position;
        try {
            if ("startpos".equals(fen)) {
                position = chess960 ? Position.fromChess960Pos(518) : Position.START;
            } else {
                position = Position.fromFen(fen, chess960);
            }
        } catch (InvalidFenException e) {
            throw new UserError(e.getMessage());
        }
        if (depth < 0 || depth > MAX_DEPTH) {
            throw new UserError("--depth must be from 0 to " + MAX_DEPTH + ", not " + depth);
        }
        if (threads < 1 || threads > MAX_THREADS) {
            throw new UserError("--threads must be from 1 to " + MAX_THREADS + ", not " + threads);
        }
        if (repeat < 1 || repeat > 1_000) {
            throw new UserError("--repeat must be from 1 to 1000, not " + repeat);
        }
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
                        out.println(uci(position, d.move()) + ": " + d.nodes());
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
    private String uci(Position position, Move move) {
        if (chess960 && position.isCastling(move)) {
            return Move.of(move.from(), position.castlingRook(move)).uci();
        }
        return move.uci();
    }
}
