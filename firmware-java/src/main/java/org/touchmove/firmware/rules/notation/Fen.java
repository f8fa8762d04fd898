package org.touchmove.firmware.rules.notation;

import org.touchmove.firmware.rules.EnPassantStyle;
import org.touchmove.firmware.rules.InvalidFenException;
import org.touchmove.firmware.rules.Position;

/** Forsyth-Edwards Notation; the codec itself lives in the rules core (see {@link Position#fromFen}). */
public final class Fen {

    private Fen() {
    }

    /** @throws InvalidFenException naming the field that is wrong */
    public static Position parse(String fen) {
        return Position.fromFen(fen);
    }

    /** E.p. square only when an e.p. capture is legal. */
    public static String format(Position position) {
        return position.fen();
    }

    public static String format(Position position, EnPassantStyle style) {
        return position.fen(style);
    }
}
