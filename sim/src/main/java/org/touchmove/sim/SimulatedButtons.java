package org.touchmove.sim;

import java.util.function.Consumer;
import org.touchmove.hal.ButtonPress;
import org.touchmove.hal.ClockButtons;

/** The board's button port: hands each press to the listener. */
final class SimulatedButtons implements ClockButtons {

    private final Object lock;
    private Consumer<ButtonPress> listener;
    private boolean closed;

    /** @param lock the board's monitor, held by the board whenever it delivers */
    SimulatedButtons(Object lock) {
        this.lock = lock;
    }

    @Override
    public void setListener(Consumer<ButtonPress> newListener) {
        synchronized (lock) {
            listener = newListener;
        }
    }

    /** Delivers {@code press} unless closed; the caller holds the lock. */
    void deliver(ButtonPress press) {
        if (listener != null && !closed) {
            listener.accept(press);
        }
    }

    @Override
    public void close() {
        synchronized (lock) {
            closed = true;
        }
    }
}
