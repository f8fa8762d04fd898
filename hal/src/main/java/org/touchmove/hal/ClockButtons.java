package org.touchmove.hal;

import java.util.function.Consumer;

/**
 * The clock's buttons: delivers each debounced press once to every listener. A press is an event of
 * its moment and is not replayed to a listener added later; add listeners before {@link Hardware#start()}.
 */
public interface ClockButtons extends AutoCloseable {

    /** Adds a listener (any number) that receives every press made from now on, on the provider's thread. */
    void addListener(Consumer<ButtonPress> listener);

    @Override
    void close();

    /**
     * The buttons of a provider that hands its presses to {@code feed}: listeners go to the feed, and closing the
     * buttons does nothing, as the provider owns the device and closes it with itself.
     */
    static ClockButtons of(Feed<ButtonPress> feed) {
        return new ClockButtons() {
            @Override
            public void addListener(Consumer<ButtonPress> listener) {
                feed.addListener(listener);
            }

            @Override
            public void close() {
                // the provider owns the device: closed by the provider's own close()
            }
        };
    }
}
