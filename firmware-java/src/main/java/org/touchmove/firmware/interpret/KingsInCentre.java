package org.touchmove.firmware.interpret;

import java.util.Optional;
import org.touchmove.firmware.rules.Color;
import org.touchmove.firmware.rules.Position;

/**
 * The DGT result gesture: both kings put on the four centre squares. Both on light squares (d5, e4)
 * = 1-0, both on dark squares (d4, e5) = 0-1, one of each = 1/2-1/2.
 */
final class KingsInCentre {

    private static final int D4 = 27;
    private static final int E4 = 28;
    private static final int D5 = 35;
    private static final int E5 = 36;
    private static final long CENTRE = 1L << D4 | 1L << E4 | 1L << D5 | 1L << E5;
    private static final long LIGHT_CENTRE = 1L << D5 | 1L << E4;

    private KingsInCentre() {
    }

    /**
     * The result shown, if the board differs from {@code position} only by kings moved into the centre
     * (a king already standing there may stay). On an occupancy-only board: the king squares emptied and
     * as many centre squares filled.
     */
    static Optional<String> recognise(Position position, BoardReading reading) {
        int white = PositionFacts.kingSquare(position, Color.WHITE);
        int black = PositionFacts.kingSquare(position, Color.BLACK);
        if (white < 0 || black < 0) {
            return Optional.empty();
        }
        long before = PositionFacts.occupancy(position);
        long missing = before & ~reading.occupancy();
        long extra = reading.occupancy() & ~before;
        long kings = 1L << white | 1L << black;
        if (missing == 0 || (missing & ~kings) != 0 || (extra & ~CENTRE) != 0
                || Long.bitCount(extra) != Long.bitCount(missing)) {
            return Optional.empty();
        }
        long kingSquares = extra | (kings & ~missing);
        if ((kingSquares & ~CENTRE) != 0 || Long.bitCount(kingSquares) != 2) {
            return Optional.empty();
        }
        if (reading.codes().isPresent() && !kingsSensedOn(kingSquares, reading.codes().get())) {
            return Optional.empty();
        }
        int light = Long.bitCount(kingSquares & LIGHT_CENTRE);
        return Optional.of(light == 2 ? "1-0" : light == 0 ? "0-1" : "1/2-1/2");
    }

    private static boolean kingsSensedOn(long squares, String codes) {
        StringBuilder found = new StringBuilder();
        for (long s = squares; s != 0; s &= s - 1) {
            found.append(codes.charAt(Long.numberOfTrailingZeros(s)));
        }
        String f = found.toString();
        return f.equals("Kk") || f.equals("kK");
    }
}
