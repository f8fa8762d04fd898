package org.touchmove.hal;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Hands what a provider reads to any number of listeners, in the order it was read. A feed of
 * readings (occupancy) also keeps the last one it delivered and hands it to a listener that is added
 * later, so a listener added after the provider started misses nothing: the board's state is never
 * lost between the first reading and the first listener. A feed of events (button presses) does not
 * replay: a press belongs to the moment it was made.
 *
 * <p>Adding and publishing share one lock, so a late listener gets the replayed reading strictly
 * before any newer one, and never twice. Listeners run on the publishing thread (or, for the
 * replay, on the adding thread) with that lock held: they must be quick and must not wait for
 * another thread that adds a listener. A failing listener is logged and the others still get the
 * value: one bad observer must not tear down a provider's reader.
 */
public final class Feed<T> {

    private static final Logger log = LoggerFactory.getLogger(Feed.class);

    private final String name;
    private final boolean replaysLatest;
    private final List<Consumer<? super T>> listeners = new ArrayList<>();
    private T latest;
    private boolean closed;

    private Feed(String name, boolean replaysLatest) {
        this.name = Objects.requireNonNull(name, "name");
        this.replaysLatest = replaysLatest;
    }

    /** A feed of state readings: a listener added late receives the last reading at once. */
    public static <T> Feed<T> ofReadings(String name) {
        return new Feed<>(name, true);
    }

    /** A feed of events: a listener receives only what is published after it was added. */
    public static <T> Feed<T> ofEvents(String name) {
        return new Feed<>(name, false);
    }

    /** Adds a listener; on a feed of readings the last published reading, if any, is delivered at once. */
    public synchronized void addListener(Consumer<? super T> listener) {
        Objects.requireNonNull(listener, "listener");
        if (closed) {
            return;
        }
        listeners.add(listener);
        if (replaysLatest && latest != null) {
            deliver(listener, latest);
        }
    }

    /** Delivers {@code value} to every listener, in the order they were added; nothing after {@link #close()}. */
    public synchronized void publish(T value) {
        Objects.requireNonNull(value, "value");
        if (closed) {
            return;
        }
        latest = value;
        if (listeners.isEmpty()) {
            log.debug("{}: no listener yet for {}{}", name, value, replaysLatest ? " (kept for the first)" : "");
            return;
        }
        for (Consumer<? super T> listener : listeners) {
            deliver(listener, value);
        }
    }

    /** The last value published, if any. */
    public synchronized Optional<T> latest() {
        return Optional.ofNullable(latest);
    }

    public synchronized int listenerCount() {
        return listeners.size();
    }

    /** Stops delivering and drops the listeners. */
    public synchronized void close() {
        closed = true;
        listeners.clear();
    }

    private void deliver(Consumer<? super T> listener, T value) {
        try {
            listener.accept(value);
        } catch (RuntimeException e) {
            log.error("{}: a listener failed on {}", name, value, e);
        }
    }
}
