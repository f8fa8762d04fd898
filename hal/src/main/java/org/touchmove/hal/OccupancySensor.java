package org.touchmove.hal;

import java.util.function.Consumer;

/**
 * Square occupancy of the board. A provider delivers a snapshot after debouncing, each time the
 * stable occupancy changes (and once at start with the current state).
 */
public interface OccupancySensor extends AutoCloseable {

    /** Registers the listener that receives every stable change; called from the provider's thread. */
    void setListener(Consumer<OccupancySnapshot> listener);

    /** The latest stable snapshot. */
    OccupancySnapshot current();

    @Override
    void close();
}
