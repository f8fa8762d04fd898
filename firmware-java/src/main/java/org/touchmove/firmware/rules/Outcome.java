package org.touchmove.firmware.rules;

import java.util.Objects;

/** How a game ended: the result and why. */
public record Outcome(Result result, Termination termination) {

    public Outcome {
        Objects.requireNonNull(result, "result");
        Objects.requireNonNull(termination, "termination");
        if (result == Result.UNDECIDED) {
            throw new IllegalArgumentException("an outcome has a decided result");
        }
    }

    public static Outcome draw(Termination termination) {
        return new Outcome(Result.DRAW, termination);
    }

    public static Outcome win(Color winner, Termination termination) {
        return new Outcome(Result.win(winner), termination);
    }
}
