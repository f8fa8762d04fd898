package org.touchmove.firmware.simulation;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.slf4j.MDC;
import org.touchmove.firmware.config.Settings;
import org.touchmove.firmware.event.EventJson;
import org.touchmove.firmware.pgn.PgnGame;
import org.touchmove.firmware.rules.Game;
import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.rules.Outcome;
import org.touchmove.firmware.rules.Position;
import org.touchmove.firmware.rules.Result;

/**
 * Plays games on a simulated board of its own, in virtual time, before the board's first real move, so that the JIT
 * has compiled the move's path (interpreter, rules, clock, scoresheet, event encoding) by then (docs/performance.md,
 * "Warm-up of the move's path"). Without it the path's methods reach the compiler's thresholds during real moves, a
 * few hundred moves apart, and each compilation runs on a compiler thread that the scheduler may put on the board's
 * own core, stalling the move for a millisecond or two.
 *
 * <p>The games are random legal games from a fixed seed, played by a tidy hand with a clock; each event is encoded
 * as the journal encodes it, then dropped. Nothing is published, journalled or shared with the real board.
 */
public final class PathWarmup {

    private static final Logger LOG = LoggerFactory.getLogger(PathWarmup.class);
    /** At most this many plies per game: long enough for endings and promotions, short enough to vary openings. */
    private static final int MAX_PLIES_PER_GAME = 120;

    /** What a warm-up did: games and plies played, games not rebuilt exactly (a defect), wall time taken. */
    public record Done(int games, int plies, int notRebuilt, long millis) {
    }

    /**
     * Enough plies to take the methods a move calls about once past C2's thresholds (a JVM's default compilers): what
     * scripts/bench-latency's board does (docs/performance.md, "Warm-up of the move's path").
     */
    public static final int PLIES_FOR_C2 = 5_000;
    /**
     * Enough plies for C1 alone ({@code -XX:TieredStopAtLevel=1}, the options of a Pi install:
     * scripts/board-jvm-options), whose thresholds are lower: what the example configurations set
     * (docs/performance.md, "Warm-up of the move's path with C1 only").
     */
    public static final int PLIES_FOR_C1_ONLY = 1_000;
    /** One fixed seed: every board warms on the same games, so a defect they show can be replayed. */
    public static final long SEED = 1;
    /** The warm-up board's settings: a replay board's (a long time control, so its pace never flags). */
    private static final Settings SETTINGS = GameReplay.settings("warmup");

    private PathWarmup() {
    }

    /**
     * Starts {@link #play} for {@code plies} on a thread of its own, of the lowest Java priority (a hint only on
     * Linux), and logs what it did for board {@code boardId}; returns the thread (already started).
     */
    public static Thread startInBackground(String boardId, int plies) {
        Thread t = new Thread(() -> {
            try {
                Done done = play(plies, SEED);
                MDC.put("board", boardId); // the warm-up's own board set and removed its id on this thread
                LOG.info("board {}: move path warmed up on {} plies ({} games on a simulated board) in {} ms",
                        boardId, done.plies(), done.games(), done.millis());
                if (done.notRebuilt() > 0) {
                    LOG.warn("board {}: the warm-up could not rebuild {} of its {} games: a defect to report with "
                            + "board.warmupPlies = {}", boardId, done.notRebuilt(), done.games(), plies);
                }
            } catch (RuntimeException e) {
                MDC.put("board", boardId);
                // The board plays on unwarmed; a failure here is a defect, so it is logged with its cause.
                LOG.warn("board {}: the warm-up of the move path failed; the board plays on without it", boardId, e);
            } finally {
                MDC.remove("board");
            }
        }, "path-warmup");
        t.setDaemon(true);
        t.setPriority(Thread.MIN_PRIORITY);
        t.start();
        return t;
    }

    /** Plays random games until at least {@code plies} plies were completed (0: nothing). */
    public static Done play(int plies, long seed) {
        long start = System.nanoTime();
        SplittableRandom random = new SplittableRandom(seed);
        GameReplay replay = new GameReplay(null); // a tidy hand
        int games = 0;
        int played = 0;
        int notRebuilt = 0;
        while (played < plies) {
            // Each event encoded as the journal encodes it before its commit, then dropped.
            ReplayOutcome outcome = replay.replayUnseen(games, randomGame(random), SETTINGS, EventJson::write);
            games++;
            played += outcome.moves();
            if (!outcome.ok()) {
                notRebuilt++;
            }
        }
        return new Done(games, played, notRebuilt, (System.nanoTime() - start) / 1_000_000L);
    }

    /** A game of random legal moves from the standard position, up to its end or {@value #MAX_PLIES_PER_GAME} plies. */
    static PgnGame randomGame(SplittableRandom random) {
        Game game = Game.from(Position.START);
        List<Move> moves = new ArrayList<>();
        while (moves.size() < MAX_PLIES_PER_GAME && game.outcome().isEmpty()) {
            List<Move> legal = game.position().legalMoves();
            Move move = legal.get(random.nextInt(legal.size()));
            moves.add(move);
            game = game.play(move);
        }
        Result result = game.outcome().map(Outcome::result).orElse(Result.UNDECIDED);
        return PgnGame.of(Map.of("Event", "warm-up"), Position.START, moves, result);
    }
}
