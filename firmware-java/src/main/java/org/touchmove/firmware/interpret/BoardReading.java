package org.touchmove.firmware.interpret;

import java.util.Optional;
import org.touchmove.hal.OccupancySnapshot;
import org.touchmove.hal.PieceCodes;

/** One stable board reading: the occupied squares and, on identity boards, the 64 piece codes. */
record BoardReading(long occupancy, Optional<String> codes) {

    static BoardReading of(OccupancySnapshot snapshot) {
        return new BoardReading(snapshot.occupancy().bits(), snapshot.pieces().map(PieceCodes::codes));
    }

    /** True when this reading shows exactly {@code occupancy}/{@code expectedCodes} (codes only if sensed). */
    boolean shows(long expectedOccupancy, java.util.function.Supplier<String> expectedCodes) {
        return occupancy == expectedOccupancy && codes.map(c -> c.equals(expectedCodes.get())).orElse(true);
    }
}
