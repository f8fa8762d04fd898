package org.touchmove.firmware.livechess;

import org.touchmove.firmware.rules.Position;

/**
 * A position as a {@code setup} names it, compared the way a game's positions repeat (Art. 9.2.3): placement, side
 * to move, castling rights and a legal e.p. capture; the move counters do not count.
 */
record SetupKey(String key) {

    /** The key of a FEN; throws IllegalArgumentException (with the FEN's problem) for one that is not legal. */
    static SetupKey of(String fen) {
        String normal = Position.fromFen(fen).fen();
        String[] f = normal.split(" ");
        return new SetupKey(f[0] + " " + f[1] + " " + f[2] + " " + f[3]);
    }
}
