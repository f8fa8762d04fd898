package org.touchmove.firmware.interpret;

import java.util.ArrayList;
import java.util.List;
import org.touchmove.firmware.event.IrregularityKind;
import org.touchmove.firmware.rules.Color;
import org.touchmove.firmware.rules.Move;
import org.touchmove.hal.Squares;

/**
 * The irregularities the interpreter reports about a board that shows no single legal move, in the arbiter's words:
 * which Article applies, and which squares differ from the position the board should show.
 */
final class Irregularities {

    private Irregularities() {
    }

    /** No article: the Laws know no ambiguity; the board reports that it cannot tell which move was made. */
    static Signal.Irregularity ambiguous(List<Move> candidates, Color mover, long at) {
        return new Signal.Irregularity(IrregularityKind.AMBIGUOUS_MOVE, null,
                "the board fits " + candidates.stream().map(Move::uci).toList()
                        + "; lift the moved piece and put it back on its square, or the arbiter chooses",
                mover, at);
    }

    /** Art. 7.5.1: an illegal move, completed by {@code how}. */
    static Signal.Irregularity illegalMove(String how, Turn turn, BoardReading reading, Color mover, long at) {
        return new Signal.Irregularity(IrregularityKind.ILLEGAL_MOVE, "7.5.1",
                how + " in a position no legal move reaches" + differences(turn, reading)
                        + "; reinstate the position before the move",
                mover, at);
    }

    /** Art. 7.4: pieces displaced, the board at rest in a position no move explains. */
    static Signal.Irregularity displaced(Turn turn, BoardReading reading, Color mover, long at) {
        return new Signal.Irregularity(IrregularityKind.DISPLACED_PIECES, "7.4",
                "the board stood still in a position no move explains" + differences(turn, reading)
                        + "; re-establish the position", mover, at);
    }

    /** Art. 4.7 (tournament mode): the board went back to an earlier position of the game. */
    static Signal.Irregularity takeback(int ply, int plies, Color retracting, long at) {
        return new Signal.Irregularity(IrregularityKind.TAKEBACK, "4.7",
                "the board went back to the position after ply " + ply + " (" + (plies - ply)
                        + " completed move(s) retracted); restore the position or the arbiter accepts the takeback",
                retracting, at);
    }

    /** " (missing: e2; extra: e5)" relative to the turn's position. */
    private static String differences(Turn turn, BoardReading reading) {
        if (reading == null) {
            return "";
        }
        long missing = turn.occupancy() & ~reading.occupancy();
        long extra = reading.occupancy() & ~turn.occupancy();
        if (missing == 0 && extra == 0) {
            return " (pieces on the right squares but not the right pieces)";
        }
        return " (missing: " + squares(missing) + "; extra: " + squares(extra) + ")";
    }

    private static String squares(long mask) {
        if (mask == 0) {
            return "none";
        }
        List<String> names = new ArrayList<>();
        for (long s = mask; s != 0; s &= s - 1) {
            names.add(Squares.name(Long.numberOfTrailingZeros(s)));
        }
        return String.join(" ", names);
    }
}
