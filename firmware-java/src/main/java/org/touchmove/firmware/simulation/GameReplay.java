package org.touchmove.firmware.simulation;

import java.time.Instant;
import java.util.Map;
import org.touchmove.firmware.config.Settings;
import org.touchmove.firmware.pgn.PgnGame;
import org.touchmove.firmware.publish.EventSink;
import org.touchmove.firmware.rules.Result;
import org.touchmove.sim.BoardTiming;
import org.touchmove.sim.hands.Hands;
import org.touchmove.sim.hands.NoiseProfile;

/**
 * Replays a PGN game on the simulated board through the whole controller: a human hand makes each move
 * (tidy, or with the seeded noise of the simulator), presses the clock, and the controller's move list
 * is compared with the PGN's ({@link PgnGamePlay}), each game on its own board, alone.
 */
public final class GameReplay {

    /** The board's own time control (each game sets its own with its new-game: ReplayClock). */
    private static final String TIME_CONTROL = ReplayClock.DEFAULT_TIME_CONTROL;

    /** Read once: the same immutable settings for every game (reading them again took some 2 % of a replay). */
    private static final Settings REPLAY_SETTINGS = settings("replay");

    private final Long noiseSeed;
    private final HandNoise noise;

    /** @param noiseSeed null for a tidy hand, else the seed of the simulator's typical hand noise */
    public GameReplay(Long noiseSeed) {
        this(noiseSeed, HandNoise.TYPICAL);
    }

    /** @param noiseSeed null for a tidy hand, else the seed of the hand noise {@code noise} */
    public GameReplay(Long noiseSeed, HandNoise noise) {
        this.noiseSeed = noiseSeed;
        this.noise = java.util.Objects.requireNonNull(noise, "noise");
    }

    public ReplayOutcome replay(int index, PgnGame pgn) {
        if (pgn.hasNullMove()) {
            return nullMove(index, pgn);
        }
        PgnGamePlay.Seen seen = new PgnGamePlay.Seen();
        return replay(index, pgn, new SimulatedSession(REPLAY_SETTINGS, seen, Instant.EPOCH, BoardTiming.DEFAULT),
                seen);
    }

    /**
     * Game {@code index} (no null move) on a board of {@code settings} whose every event goes to {@code tap} before
     * the replay sees it, the board's accepted commands logged at DEBUG: a replay that runs beside a real board and
     * is not its owner's to read ({@link PathWarmup}).
     */
    ReplayOutcome replayUnseen(int index, PgnGame pgn, Settings settings, EventSink tap) {
        PgnGamePlay.Seen seen = new PgnGamePlay.Seen();
        SimulatedSession session = new SimulatedSession(settings, event -> {
            tap.publish(event);
            seen.publish(event);
        }, Instant.EPOCH, BoardTiming.DEFAULT);
        session.runtime().logAcceptedCommandsAtDebug();
        return replay(index, pgn, session, seen);
    }

    private ReplayOutcome replay(int index, PgnGame pgn, SimulatedSession session, PgnGamePlay.Seen seen) {
        PgnGamePlay play = play(index, pgn, session);
        PlayedBoard.runAlone(session, play);
        return play.outcome(seen);
    }

    /** The outcome of a game that cannot be played on a board. */
    static ReplayOutcome nullMove(int index, PgnGame pgn) {
        return new ReplayOutcome(index, 0, pgn.start().fen(), Result.UNDECIDED, null, false, pgn.result(), 0, 1, 0,
                "the game contains a null move, which cannot be played on a board");
    }

    /** The settings of a replay board: a long time control, so the replay's own pace never flags. */
    static Settings settings(String boardId) {
        return Settings.fromMap(Map.of("board.id", boardId, "game.timeControl", TIME_CONTROL));
    }

    /** Game {@code index} on {@code session}, with this replay's hand (tidy, or noisy with a seed per game). */
    PgnGamePlay play(int index, PgnGame pgn, SimulatedSession session) {
        long seed = noiseSeed == null ? index : noiseSeed * 1_000_003L + index;
        Hands hands = new Hands(session.board(), noiseSeed == null ? NoiseProfile.clean() : noise.profile(),
                seed);
        return new PgnGamePlay(index, pgn, session, new HumanPlayer(hands, seed));
    }
}
