package org.touchmove.firmware.clock;

import org.touchmove.firmware.rules.Color;

/** A game-ending ruling the clock's rules produce: a loss for one side, or a draw. */
public sealed interface Verdict {

    /** The FIDE Laws article the ruling rests on, e.g. "6.9". */
    String article();

    record Loss(Color loser, String article) implements Verdict {
        public Color winner() {
            return loser.opposite();
        }
    }

    record Draw(String article) implements Verdict {
    }
}
