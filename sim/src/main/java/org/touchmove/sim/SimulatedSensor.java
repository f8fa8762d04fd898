package org.touchmove.sim;

import java.util.function.Consumer;
import org.touchmove.hal.OccupancySensor;
import org.touchmove.hal.OccupancySnapshot;

/** The board's sensor port: holds the latest stable snapshot and hands each new one to the listener. */
final class SimulatedSensor implements OccupancySensor {

    private final Object lock;
    private Consumer<OccupancySnapshot> listener;
    private OccupancySnapshot current;
    private boolean closed;

    /** @param lock the board's monitor, held by the board whenever it publishes */
    SimulatedSensor(Object lock, OccupancySnapshot initial) {
        this.lock = lock;
        this.current = initial;
    }

    @Override
    public void setListener(Consumer<OccupancySnapshot> newListener) {
        synchronized (lock) {
            listener = newListener;
        }
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
        if (listener != null && !closed) {
            listener.accept(snapshot);
        }
    }

    @Override
    public void close() {
        synchronized (lock) {
            closed = true;
        }
    }
}
