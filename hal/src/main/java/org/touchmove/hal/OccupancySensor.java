package org.touchmove.hal;

import java.util.function.Consumer;

/**
 * Square occupancy of the board. A provider delivers a snapshot after debouncing, each time the
 * stable occupancy changes (and once at start with the current state), to every listener.
 *
 * <p>Start order (docs/hal.md): add the listeners, then {@link Hardware#start()}. A listener added
 * after the first reading still receives the last reading at once, so no order loses the board's
 * state.
 */
public interface OccupancySensor extends AutoCloseable {

    /**
     * Adds a listener (any number) that receives every stable change, on the provider's thread. If a
     * reading was delivered before, the last one is handed to this listener at once, before any newer.
     */
    void addListener(Consumer<OccupancySnapshot> listener);

    /** The latest stable snapshot. */
    OccupancySnapshot current();

    @Override
    void close();
}
