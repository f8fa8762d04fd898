package org.touchmove.firmware.livechess;

import java.util.List;
import org.touchmove.firmware.rules.Position;
import org.touchmove.firmware.view.BoardView;
import org.touchmove.firmware.view.PlayedMove;

/**
 * A position as a {@code setup} names it, compared the way a game's positions repeat (Art. 9.2.3): placement, side
 * to move, castling rights and a legal e.p. capture; the move counters do not count.
 */
record SetupKey(String key) {

    /** The key of a position. */
    static SetupKey of(Position position) {
        String[] f = position.fen().split(" ");
        return new SetupKey(f[0] + " " + f[1] + " " + f[2] + " " + f[3]);
    }

    /** The key of a FEN; throws IllegalArgumentException (with the FEN's problem) for one that is not legal. */
    static SetupKey of(String fen) {
        return of(Position.fromFen(fen));
    }

    /**
     * The latest ply after which the board's game stood in this position (0: its start; a repeated position: its last
     * occurrence), or -1 when the game never stood in it (or there is no game).
     */
    int latestPly(BoardView view) {
        if (!view.hasGame()) {
            return -1;
        }
        List<PlayedMove> moves = view.moves();
        for (int ply = moves.size(); ply >= 0; ply--) {
            String fen = ply == 0 ? view.startFen() : moves.get(ply - 1).fenAfter();
            if (fen != null && of(fen).equals(this)) {
                return ply;
            }
        }
        return -1;
    }
}
