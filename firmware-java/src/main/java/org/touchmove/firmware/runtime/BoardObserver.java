package org.touchmove.firmware.runtime;

import org.touchmove.firmware.event.Event;
import org.touchmove.hal.OccupancySnapshot;

/**
 * A subscriber to a board: its events (after they are durable) and, if it wants them, its raw readings. Called from
 * the observer's own delivery task, never from the board's thread, so a slow observer never blocks the board
 * (docs/runtime.md, "Observers").
 */
public interface BoardObserver {

    void onEvent(Event event);

    /** Every reading the board took, in order (the DGT emulation reports field updates from these). */
    default void onReading(OccupancySnapshot reading) {
    }

    /**
     * The observer's buffer was full: events after {@code lastDeliveredSeq} were not delivered to it. Delivery resumes
     * with newer events; the observer catches up from the journal ({@code EventLog.readAfter(lastDeliveredSeq, ..)}).
     */
    default void onOverflow(long lastDeliveredSeq) {
    }
}
