package org.touchmove.sim;

import java.util.function.Consumer;
import org.touchmove.hal.Feed;
import org.touchmove.hal.OccupancySensor;
import org.touchmove.hal.OccupancySnapshot;

/**
 * The board's sensor port: holds the latest stable snapshot and hands each new one to every listener;
 * a listener added after a snapshot was published receives the last one at once, as on real hardware.
 * The initial empty board is a starting value, not a reading, and is not replayed.
 */
final class SimulatedSensor implements OccupancySensor {

    private final Object lock;
    private final Feed<OccupancySnapshot> feed = Feed.ofReadings("simulated occupancy");
    private final java.time.Duration readingLag;
    private OccupancySnapshot current;

    /** @param lock the board's monitor, held by the board whenever it publishes */
    SimulatedSensor(Object lock, OccupancySnapshot initial, java.time.Duration readingLag) {
        this.lock = lock;
        this.readingLag = readingLag;
        this.current = initial;
    }

    @Override
    public void addListener(Consumer<OccupancySnapshot> listener) {
        feed.addListener(listener);
    }

    /** The simulated debounce: a reading is stamped and delivered when its debounce expires. */
    @Override
    public java.time.Duration readingLag() {
        return readingLag;
    }

    @Override
    public OccupancySnapshot current() {
        synchronized (lock) {
            return current;
        }
    }

    /** Records {@code snapshot} as current and delivers it, unless closed; the caller holds the lock. */
    void publish(OccupancySnapshot snapshot) {
        current = snapshot;
        feed.publish(snapshot);
    }

    @Override
    public void close() {
        feed.close();
    }
}
