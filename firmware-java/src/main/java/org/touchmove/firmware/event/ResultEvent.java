package org.touchmove.firmware.event;

import org.touchmove.firmware.rules.Result;
import org.touchmove.firmware.rules.Termination;

/**
 * The end of a game.
 *
 * @param result      written as its PGN token: {@code 1-0}, {@code 0-1}, {@code 1/2-1/2}
 * @param termination why the game ended
 * @param decidedBy   who or what decided it
 */
public record ResultEvent(Result result, Termination termination, DecidedBy decidedBy, int atPly) implements EventBody {

    @Override
    public String type() {
        return "result";
    }

    @Override
    public <R> R accept(Visitor<R> v) {
        return v.result(this);
    }
}
