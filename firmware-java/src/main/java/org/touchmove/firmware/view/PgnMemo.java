package org.touchmove.firmware.view;

import java.util.Objects;

import java.util.ArrayList;
import java.util.List;
import org.touchmove.firmware.event.GameMetadata;
import org.touchmove.firmware.pgn.PgnMovetext;
import org.touchmove.firmware.pgn.PgnWriter;
import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.rules.Position;
import org.touchmove.firmware.rules.Result;
import org.touchmove.firmware.rules.Termination;

/**
 * The PGN of a board's game ({@link GamePgn#render}) for the retained {@code state/pgn} snapshot, taken after every
 * commit. Most commits (clock presses, ticks, irregularities) leave the moves, tags and result as they were: the last
 * text is then handed out again. A new move is appended to the movetext kept from the last rendering (its SAN and clock
 * comment) instead of replaying the whole game, which allocated about half a megabyte per move late in a game
 * (docs/performance.md "Move latency"); the text is the same as a full rendering's (both are written by
 * {@link PgnMovetext}). When the moves kept are no longer the start of the view's moves (another game, a move taken
 * back or corrected), the movetext is built again from the start.
 * Safe for any thread: the last text is one immutable entry, replaced whole; building is synchronized.
 */
public final class PgnMemo {

    /** Everything of a view that {@link GamePgn#game} reads. */
    private record Key(String gameId, GameMetadata metadata, String timeControl, String startFen,
                       List<PlayedMove> moves, Result result, Termination termination) {
    // equals and hashCode written out (issue 31): a record's own are bound through invokedynamic to method
    // handles whose forms the JVM generates at run time with its bytecode generator once they are hot (the memo compares its key on every view),
    // hot enough for C2 to compile that generator with 16 MiB of arenas (docs/performance.md, "The demo in 64 MiB").

        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && Objects.equals(gameId, k.gameId) && Objects.equals(metadata, k.metadata)
                    && Objects.equals(timeControl, k.timeControl) && Objects.equals(startFen, k.startFen)
                    && Objects.equals(moves, k.moves) && result == k.result && termination == k.termination;
        }

        @Override
        public int hashCode() {
            return Objects.hash(gameId, metadata, timeControl, startFen, moves, result, termination);
        }


        static Key of(BoardView v) {
            return new Key(v.gameId(), v.metadata(), v.timeControl(), v.startFen(), v.moves(), v.result(),
                    v.termination());
        }
    }

    private record Entry(Key key, String pgn) {
    }

    private volatile Entry last;

    // The movetext of the last game rendered and the view's moves it holds (guarded by this).
    private PgnMovetext movetext;
    private String movetextGameId;
    private String movetextStartFen;
    private final List<PlayedMove> kept = new ArrayList<>();

    /** The view's game as PGN: the last rendering when the game record is the same, else a new one. */
    public String render(BoardView view) {
        Key key = Key.of(view);
        Entry e = last;
        if (e != null && e.key().equals(key)) {
            return e.pgn();
        }
        String pgn = renderAgain(view);
        last = new Entry(key, pgn);
        return pgn;
    }

    private synchronized String renderAgain(BoardView view) {
        GamePgn.requireGame(view);
        try {
            return PgnWriter.write(GamePgn.tags(view), movetext(view), GamePgn.result(view));
        } catch (RuntimeException e) {
            movetext = null; // a move that did not replay may have left half its tokens: start again next time
            throw e;
        }
    }

    /** The kept movetext, extended by the view's moves after the kept ones, or built again when they differ. */
    private PgnMovetext movetext(BoardView view) {
        List<PlayedMove> moves = view.moves();
        if (movetext == null || !view.gameId().equals(movetextGameId) || !view.startFen().equals(movetextStartFen)
                || !startsWithKept(moves)) {
            movetext = new PgnMovetext(view.start());
            movetextGameId = view.gameId();
            movetextStartFen = view.startFen();
            kept.clear();
        }
        for (int i = kept.size(); i < moves.size(); i++) {
            PlayedMove m = moves.get(i);
            Position before = movetext.position();
            Move move = GamePgn.move(view, m, before);
            movetext.append(move, GamePgn.clock(m, before.sideToMove()));
            kept.add(m);
        }
        return movetext;
    }

    private boolean startsWithKept(List<PlayedMove> moves) {
        if (moves.size() < kept.size()) {
            return false;
        }
        for (int i = kept.size() - 1; i >= 0; i--) { // from the end: a correction changes the last moves
            if (!kept.get(i).equals(moves.get(i))) {
                return false;
            }
        }
        return true;
    }
}
