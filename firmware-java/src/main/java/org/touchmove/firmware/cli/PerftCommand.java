package org.touchmove.firmware.cli;

import org.touchmove.firmware.config.UserError;

import java.util.concurrent.Callable;
import org.touchmove.firmware.rules.InvalidFenException;
import org.touchmove.firmware.rules.Position;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** Counts leaf nodes of the legal move tree; the node count is alone on the last line. */
@Command(name = "perft", mixinStandardHelpOptions = true, description = "Counts leaf nodes of the legal move tree.")
final class PerftCommand implements Callable<Integer> {

    static final int EXIT_BAD_INPUT = 2;
    static final int MAX_DEPTH = PerftRun.MAX_DEPTH;
    static final int MAX_THREADS = PerftRun.MAX_THREADS;

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
        Position position;
        try {
            position = PerftRun.position(fen, chess960);
        } catch (InvalidFenException e) {
            throw new UserError(e.getMessage());
        }
        if (depth < 0 || depth > MAX_DEPTH) {
            throw new UserError("--depth must be from 0 to " + MAX_DEPTH + ", not " + depth);
        }
        if (threads < 1 || threads > MAX_THREADS) {
            throw new UserError("--threads must be from 1 to " + MAX_THREADS + ", not " + threads);
        }
        if (repeat < 1 || repeat > PerftRun.MAX_REPEAT) {
            throw new UserError("--repeat must be from 1 to " + PerftRun.MAX_REPEAT + ", not " + repeat);
        }
        return new PerftRun(position, depth, divide, chess960, threads, repeat)
                .print(spec.commandLine().getOut(), spec.commandLine().getErr());
    }
}
