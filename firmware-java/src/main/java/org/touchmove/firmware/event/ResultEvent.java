package org.touchmove.firmware.event;

/**
 * The end of a game.
 *
 * @param result      PGN result: {@code 1-0}, {@code 0-1}, {@code 1/2-1/2}
 * @param termination wire name: checkmate, stalemate, dead-position, fivefold-repetition,
 *                    seventy-five-moves, time-forfeit, time-forfeit-draw, illegal-moves, agreement,
 *                    resignation, arbiter
 * @param decidedBy   {@code rules} (automatic), {@code clock}, {@code result-gesture} or {@code arbiter}
 */
public record ResultEvent(String result, String termination, String decidedBy, int atPly) implements EventBody {

    @Override
    public String type() {
        return "result";
    }
}
