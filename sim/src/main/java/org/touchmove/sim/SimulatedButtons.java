package org.touchmove.sim;

import java.util.function.Consumer;
import org.touchmove.hal.ButtonPress;
import org.touchmove.hal.ClockButtons;
import org.touchmove.hal.Feed;

/** The board's button port: hands each press to every listener (a press is not replayed). */
final class SimulatedButtons implements ClockButtons {

    private final Feed<ButtonPress> feed = Feed.ofEvents("simulated presses");

    @Override
    public void addListener(Consumer<ButtonPress> listener) {
        feed.addListener(listener);
    }

    /** Delivers {@code press} unless closed; the caller holds the board's lock. */
    void deliver(ButtonPress press) {
        feed.publish(press);
    }

    @Override
    public void close() {
        feed.close();
    }
}
