package org.touchmove.firmware.publish.mqtt;

import java.util.Optional;
import org.eclipse.paho.client.mqttv3.IMqttActionListener;
import org.eclipse.paho.client.mqttv3.MqttAsyncClient;
import org.eclipse.paho.client.mqttv3.MqttException;
import org.touchmove.firmware.journal.EventLog;

/**
 * The board's retained snapshots (docs/mqtt.md, "Retained state"): {@code state/game}, {@code state/position},
 * {@code state/clock} and {@code state/pgn}, each carrying the seq it reflects, so that a late subscriber sees the board
 * at once. Published as one set, never ahead of the events they reflect, again only when the state changed, and again
 * on every new connection (a restarted broker may have lost them).
 *
 * <p>Not thread-safe: one thread at a time publishes and acknowledges; {@link #inFlight()} may be read from any.
 */
final class RetainedSnapshots {

    /** The retained topics of one set. */
    static final int TOPICS = 4;

    private final StateSnapshots snapshots;
    private final EventLog journal;
    private final Topics topics;
    private final Payloads payloads;
    private StateSnapshots.Snapshot published;
    /** The journal's last durable seq when the snapshots were last found current (published or unchanged). */
    private long checkedAt = -1;
    private volatile int inFlight;

    RetainedSnapshots(StateSnapshots snapshots, EventLog journal, Topics topics, Payloads payloads) {
        this.snapshots = snapshots;
        this.journal = journal;
        this.topics = topics;
        this.payloads = payloads;
    }

    /** A new connection: the set is published again, and no PUBACK of the old one is awaited. */
    void reset() {
        published = null;
        inFlight = 0;
    }

    /**
     * Publishes the current set on {@code client} unless a set is still in flight, nothing changed, or its events are
     * not all sent yet ({@code lastSent}); {@code ack} hears each of the {@link #TOPICS} PUBACKs.
     *
     * @return false when the state view has not yet taken in the journal's last commit: nothing was published, and the
     *         caller must call again shortly, for no further commit may come to wake it (a game's last set would stay
     *         behind for good); true otherwise
     */
    boolean publish(MqttAsyncClient client, long lastSent, IMqttActionListener ack) throws MqttException {
        if (inFlight > 0) {
            return true;
        }
        long durable = journal.lastDurableSeq();
        if (published != null && durable == checkedAt) {
            return true; // nothing committed since the snapshots were last found current: they change only with a commit
        }
        Optional<StateSnapshots.Snapshot> now = snapshots.current();
        if (now.isPresent() && now.get().seq() < durable) {
            // The runtime makes a commit durable, wakes this publisher, and only then updates its state view: a set
            // built now would be the one before the commit, and marking it current at `durable` lost the game's last
            // set (found under load: a demo's retained PGN stayed without its last move and result).
            return false;
        }
        if (now.isEmpty() || now.get().equals(published)) {
            checkedAt = durable;
            return true;
        }
        if (now.get().seq() > lastSent) {
            return true; // its events are not sent yet: the snapshot must not run ahead of `events`
        }
        StateSnapshots.Snapshot s = now.get();
        inFlight = TOPICS;
        client.publish(topics.stateGame(), message(payloads.snapshot("game", s.seq(), "game", s.gameJson())), null,
                ack);
        client.publish(topics.statePosition(),
                message(payloads.snapshot("position", s.seq(), "position", s.positionJson())), null, ack);
        client.publish(topics.stateClock(), message(payloads.snapshot("clock", s.seq(), "clock", s.clockJson())), null,
                ack);
        client.publish(topics.statePgn(), message(payloads.pgnSnapshot(s.seq(), s.pgn())), null, ack);
        published = s;
        checkedAt = durable;
        return true;
    }

    /** A retained snapshot's message, its payload handed to Paho without a copy (the PGN's is the game's length). */
    private static OwnedPayload message(byte[] payload) {
        return new OwnedPayload(payload, MqttBoardPublisher.QOS, true);
    }

    /** One PUBACK of the set in flight; true when it was the last. */
    boolean acknowledged() {
        return inFlight > 0 && --inFlight == 0;
    }

    /** PUBACKs of the last set still awaited. */
    int inFlight() {
        return inFlight;
    }
}
