package org.touchmove.firmware.hub;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/**
 * The hub's own link to its broker (docs/hub.md, "The broker link"): while it is lost nothing a board does reaches
 * the hub, so every page says so instead of "live", and {@code /room.json} and {@code /broker.json} carry it.
 */
final class BrokerLink {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** {@code connected}: subscribed and receiving; {@code lost}: the connection died, the hub is connecting again. */
    enum State {
        CONNECTED, LOST;

        String wireName() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /** @param reason why it was lost (the client's exception), null while connected */
    record Snapshot(State state, Instant since, String reason) {

        ObjectNode json() {
            ObjectNode n = JSON.createObjectNode();
            n.put("state", state.wireName());
            n.put("since", since.toString());
            n.put("reason", reason);
            return n;
        }
    }

    private final Clock clock;
    private final List<Consumer<Snapshot>> listeners = new CopyOnWriteArrayList<>();
    private volatile Snapshot current;

    /** A link just connected (the hub starts only once its first connection is made). */
    BrokerLink(Clock clock) {
        this.clock = clock;
        this.current = new Snapshot(State.CONNECTED, clock.instant(), null);
    }

    Snapshot snapshot() {
        return current;
    }

    void addListener(Consumer<Snapshot> listener) {
        listeners.add(listener);
    }

    /** Connected and subscribed again (the retained snapshots that follow repair what the gap lost). */
    void connected() {
        change(new Snapshot(State.CONNECTED, clock.instant(), null));
    }

    void lost(Throwable cause) {
        change(new Snapshot(State.LOST, clock.instant(), cause == null ? "connection lost" : cause.toString()));
    }

    private void change(Snapshot next) {
        synchronized (this) {
            if (current.state() == next.state()) {
                return;
            }
            current = next;
        }
        for (Consumer<Snapshot> l : listeners) {
            l.accept(next);
        }
    }
}
