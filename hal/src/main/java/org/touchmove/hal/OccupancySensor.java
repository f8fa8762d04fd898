package org.touchmove.hal;

import java.time.Duration;
import java.util.function.Consumer;
import java.util.function.Supplier;

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

    /**
     * What a provider that does not know its own lag claims (the controller's historic fixed wait: 250 ms
     * lag + 50 ms margin = 300 ms press grace).
     */
    Duration DEFAULT_READING_LAG = Duration.ofMillis(250);

    /**
     * The worst-case reading lag: the time from a physical change on the board to the delivery of the
     * reading that shows it (debounce, settle and scan period for a matrix, the device's debounce plus the
     * frame's transport for a serial board...). The controller waits this long (plus a margin) after a
     * clock press for readings taken before the press (docs/hal.md, "Reading lag").
     */
    default Duration readingLag() {
        return DEFAULT_READING_LAG;
    }

    /** The latest stable snapshot. */
    OccupancySnapshot current();

    @Override
    void close();

    /**
     * The sensor of a provider that hands its readings to {@code feed} from a thread of its own: listeners go to the
     * feed, {@code current} gives the latest reading (or throws, saying why there is none yet), and closing the sensor
     * does nothing, as the provider owns the device and closes it with itself.
     */
    static OccupancySensor of(Feed<OccupancySnapshot> feed, Duration readingLag, Supplier<OccupancySnapshot> current) {
        return new OccupancySensor() {
            @Override
            public void addListener(Consumer<OccupancySnapshot> listener) {
                feed.addListener(listener);
            }

            @Override
            public Duration readingLag() {
                return readingLag;
            }

            @Override
            public OccupancySnapshot current() {
                return current.get();
            }

            @Override
            public void close() {
                // the provider owns the device: closed by the provider's own close()
            }
        };
    }
}
