package org.touchmove.firmware.view;

import java.util.List;
import org.touchmove.firmware.event.GameMetadata;
import org.touchmove.firmware.rules.Result;
import org.touchmove.firmware.rules.Termination;

/**
 * The last PGN rendered ({@link GamePgn#render}), kept while the game record it reflects does not change. The retained
 * {@code state/pgn} snapshot is taken after every commit, but most commits (clock presses, ticks, irregularities) leave
 * the moves, tags and result as they were; rendering replays the whole game (a position and a SAN per ply), which was
 * the publisher's largest allocation (more than the controller's own, docs/performance.md "Move latency").
 * Safe for any thread: one immutable entry, replaced whole.
 */
public final class PgnMemo {

    /** Everything of a view that {@link GamePgn#game} reads. */
    private record Key(String gameId, GameMetadata metadata, String timeControl, String startFen,
                       List<PlayedMove> moves, Result result, Termination termination) {

        static Key of(BoardView v) {
            return new Key(v.gameId(), v.metadata(), v.timeControl(), v.startFen(), v.moves(), v.result(),
                    v.termination());
        }
    }

    private record Entry(Key key, String pgn) {
    }

    private volatile Entry last;

    /** The view's game as PGN: the last rendering when the game record is the same, else a new one. */
    public String render(BoardView view) {
        Key key = Key.of(view);
        Entry e = last;
        if (e != null && e.key().equals(key)) {
            return e.pgn();
        }
        String pgn = GamePgn.render(view);
        last = new Entry(key, pgn);
        return pgn;
    }
}
