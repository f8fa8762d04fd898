package org.touchmove.firmware.controller;

import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.rules.Position;
import org.touchmove.firmware.rules.notation.San;

/**
 * A move made on the board and not yet completed, written out ahead: its SAN and the FEN after it, worked out once the
 * move is made (the piece released) while the player reaches for the clock (Art. 6.2.1: the press completes the move),
 * so that the step completing it, on the path of every move's latency, does not. Both are functions of the two
 * positions and the move alone, so they stand only for the very same move between the very same position instances.
 */
record PreparedMove(Position before, Move move, Position after, String san, String fen) {

    static PreparedMove of(Position before, Move move, Position after) {
        return new PreparedMove(before, move, after, San.format(before, move, after), after.fen());
    }

    /** Whether this was written for {@code move} from {@code before} to {@code after}, these very instances. */
    boolean isFor(Position before, Move move, Position after) {
        return this.before == before && this.after == after && this.move.equals(move);
    }
}
