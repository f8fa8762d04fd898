package org.touchmove.firmware.interpret;

import java.util.List;
import org.touchmove.firmware.rules.Move;

/**
 * How long the board may stand in each state before the interpreter judges it without a press: a made move completes
 * by standstill (without a clock, Art. 4.7 has no press to wait for), an ambiguity is reported, a takeback or start
 * position is taken, the kings' result gesture is read, displaced pieces are reported (Art. 7.4).
 */
final class StateDeadline {

    /** How many standstill times a promotion made on an occupancy board waits for the piece's choice (6 s by default). */
    private static final int PROMOTION_CHOICE_STANDSTILLS = 4;

    private StateDeadline() {
    }

    /**
     * @param since             when the board entered {@code state}
     * @param ambiguityReported the candidates already reported ambiguous (not reported twice), or null
     * @return when {@code state} is judged; {@link Long#MAX_VALUE} if it waits for a press or forever
     */
    static long of(BoardState state, long since, InterpreterSettings settings, BoardReading reading,
                   List<Move> ambiguityReported) {
        boolean clock = settings.clockInUse();
        if (state instanceof BoardState.Made made) {
            if (clock && !made.endsGame()) {
                return Long.MAX_VALUE;
            }
            long wait = settings.standstillNanos();
            if (clock && made.successor().move().promotion() != null && reading != null && reading.codes().isEmpty()) {
                // An occupancy board learns the promotion piece from the buttons, up to the press (docs/interpreter.md,
                // "Promotion"), and the player may still be reaching for them after placing the piece: a queen that
                // would end the game must not complete before he could choose another. Each choice restarts the wait.
                // (Without a clock every move completes by standstill, and the choice must come within it.)
                wait = PROMOTION_CHOICE_STANDSTILLS * settings.standstillNanos();
            } else if (!clock && made.rookHalfOfCastling()) {
                // Castling rook first: give the king time to follow before the rook move completes alone.
                wait = 2 * settings.standstillNanos();
            }
            return since + wait;
        }
        if (state instanceof BoardState.Ambiguous ambiguous) {
            return ambiguous.candidates().equals(ambiguityReported) ? Long.MAX_VALUE
                    : since + settings.standstillNanos();
        }
        if (state instanceof BoardState.TakenBack || state instanceof BoardState.StartSetUp) {
            return since + settings.standstillNanos();
        }
        if (state instanceof BoardState.KingsInCentre) {
            return since + settings.resultGestureNanos();
        }
        if (state instanceof BoardState.Unexplained unexplained) {
            if (!unexplained.moveShaped()) {
                return since + settings.displacedNanos();
            }
            // Without a clock, standing still is what completes a move: an illegal one too.
            return clock ? Long.MAX_VALUE : since + settings.standstillNanos();
        }
        return Long.MAX_VALUE;
    }
}
