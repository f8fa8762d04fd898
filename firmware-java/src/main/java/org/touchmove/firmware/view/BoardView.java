package org.touchmove.firmware.view;

import java.util.List;
import org.touchmove.firmware.event.DecidedBy;
import org.touchmove.firmware.event.GameMetadata;
import org.touchmove.firmware.rules.Result;
import org.touchmove.firmware.rules.Termination;
import org.touchmove.firmware.event.GameMode;
import org.touchmove.firmware.rules.Color;
import org.touchmove.firmware.rules.Position;

/**
 * A board's state as an immutable snapshot, rebuilt from its events alone ({@code BoardViews.apply}): the MQTT
 * retained snapshots, the DGT board dump, the hub's room and the arbiter's replies all read this one view. Because
 * it is a fold over events, a consumer that has the events has the view (docs/state-view.md).
 *
 * @param clockMonoMs the {@code mono} of the clock reading {@code whiteMs}/{@code blackMs} (a viewer counts the
 *                    running side down from it)
 * @param lastSeq     the {@code seq} of the last event the view reflects
 * @param running     the side whose time runs; null while no clock runs
 * @param result      null while the game goes on
 * @param clockStatus the clock's life cycle; null for a game without a clock (and before any game)
 */
public record BoardView(String boardId, String gameId, GameMetadata metadata, String timeControl, GameMode mode,
                        Phase phase, String startFen, String fen, int ply, List<PlayedMove> moves, Long whiteMs,
                        Long blackMs, Color running, Long clockMonoMs, OpenIrregularity irregularity, Result result,
                        Termination termination, DecidedBy decidedBy, long lastSeq, ClockStatus clockStatus,
                        boolean chess960) {

    public BoardView {
        moves = List.copyOf(moves);
    }

    /** A view of standard chess (or of a record that does not name its variant). */
    public BoardView(String boardId, String gameId, GameMetadata metadata, String timeControl, GameMode mode,
                     Phase phase, String startFen, String fen, int ply, List<PlayedMove> moves, Long whiteMs,
                     Long blackMs, Color running, Long clockMonoMs, OpenIrregularity irregularity, Result result,
                     Termination termination, DecidedBy decidedBy, long lastSeq, ClockStatus clockStatus) {
        this(boardId, gameId, metadata, timeControl, mode, phase, startFen, fen, ply, moves, whiteMs, blackMs, running,
                clockMonoMs, irregularity, result, termination, decidedBy, lastSeq, clockStatus, false);
    }

    /** The game's start position, read with its variant (FIDE Laws, Guidelines II for Chess960). */
    public Position start() {
        return Position.fromStartFen(startFen, chess960);
    }

    /** The last move played, or null before the first. */
    public PlayedMove lastMove() {
        return moves.isEmpty() ? null : moves.get(moves.size() - 1);
    }

    /** Has the board seen a game (a {@code new-game} event)? */
    public boolean hasGame() {
        return gameId != null;
    }
}
