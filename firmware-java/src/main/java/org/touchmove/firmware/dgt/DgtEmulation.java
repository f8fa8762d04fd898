package org.touchmove.firmware.dgt;

import java.io.IOException;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.rules.Position;
import org.touchmove.firmware.runtime.BoardObserver;
import org.touchmove.firmware.runtime.BoardRuntime;
import org.touchmove.hal.OccupancySnapshot;
import org.touchmove.hal.dgt.DgtTransport;

/**
 * A running board served as a DGT board (docs/dgt.md): the emulation observes the board like any consumer, its raw
 * readings (for field updates, before the controller acts on them) and its committed events (pieces, clock, result).
 */
public final class DgtEmulation {

    private DgtEmulation() {
    }

    public static DgtServer serve(BoardRuntime runtime, DgtTransport transport) throws IOException {
        TrackedBoardSource source = new TrackedBoardSource(Position.START);
        ControllerEventFeed feed = new ControllerEventFeed(source, true);
        runtime.subscribe(new BoardObserver() {
            @Override
            public void onEvent(Event e) {
                feed.publish(e);
            }

            @Override
            public void onReading(OccupancySnapshot s) {
                source.occupancy(s.occupancy().bits());
            }
        }, BoardRuntime.DEFAULT_OBSERVER_CAPACITY, true);
        return DgtServer.start(source, transport);
    }
}
