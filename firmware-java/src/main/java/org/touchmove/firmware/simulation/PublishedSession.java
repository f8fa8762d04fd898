package org.touchmove.firmware.simulation;

import org.touchmove.firmware.config.Settings;
import org.touchmove.firmware.config.StateFiles;

import java.net.URI;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.touchmove.firmware.journal.EventJournal;
import org.touchmove.firmware.journal.JournalOptions;
import org.touchmove.firmware.publish.EventSink;
import org.touchmove.firmware.publish.mqtt.BrokerUnreachable;
import org.touchmove.firmware.publish.mqtt.FirstConnection;
import org.touchmove.firmware.publish.mqtt.MqttBoardPublisher;
import org.touchmove.firmware.publish.mqtt.MqttSettings;
import org.touchmove.firmware.runtime.BoardChannel;
import org.touchmove.firmware.runtime.JournalStore;
import org.touchmove.sim.BoardTiming;

/**
 * A simulated board whose events go into its journal (in the settings' state dir) and from there to the MQTT broker
 * at a URI, with its retained snapshots and its command topic, as a real board's do: the wiring that `touchmove run`
 * (the demo) and `touchmove replay --mqtt` share.
 */
public final class PublishedSession implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(PublishedSession.class);

    private final EventJournal journal;
    private final SimulatedSession session;
    private final MqttBoardPublisher publisher;
    private final MqttSettings mqtt;

    private PublishedSession(EventJournal journal, SimulatedSession session, MqttBoardPublisher publisher,
            MqttSettings mqtt) {
        this.journal = journal;
        this.session = session;
        this.publisher = publisher;
        this.mqtt = mqtt;
    }

    /** Opens the board's journal and starts publishing it to {@code brokerUri}; {@code sink} also sees every event. */
    public static PublishedSession open(Settings settings, URI brokerUri, EventSink sink) {
        return open(settings, List.of(brokerUri), null, sink);
    }

    /**
     * Opens the board's journal and starts publishing it to {@code brokers}, tried in order ({@code --mqtt
     * URI[,URI...]}); {@code firstConnect} is how long {@link #awaitFirstConnection()} waits (null: 60 s).
     */
    public static PublishedSession open(Settings settings, List<URI> brokers, Duration firstConnect, EventSink sink) {
        MqttSettings mqtt = mqtt(settings, brokers);
        return open(StateFiles.journal(settings), settings,
                firstConnect == null ? mqtt : mqtt.withFirstConnect(firstConnect), sink);
    }

    /** Like the above with the journal's options given (a bench crossing segment boundaries often: small segments). */
    static PublishedSession open(Settings settings, URI brokerUri, EventSink sink, JournalOptions options) {
        return open(EventJournal.open(settings.stateDir(), settings.boardId(), options), settings,
                mqtt(settings, List.of(brokerUri)), sink);
    }

    private static MqttSettings mqtt(Settings settings, List<URI> brokers) {
        return MqttSettings.defaults(brokers, settings.stateDir().resolve(settings.boardId()));
    }

    private static PublishedSession open(EventJournal journal, Settings settings, MqttSettings mqtt, EventSink sink) {
        try {
            SimulatedSession session = new SimulatedSession(settings, sink, new JournalStore(journal), Instant.now(),
                    BoardTiming.DEFAULT);
            BoardChannel channel = new BoardChannel(session.runtime(), () -> session.time().nanos());
            MqttBoardPublisher publisher = MqttBoardPublisher.start(mqtt, settings.boardId(), journal, channel,
                    channel);
            session.runtime().setRepublisher(publisher::republishFrom);
            return new PublishedSession(journal, session, publisher, mqtt);
        } catch (RuntimeException e) {
            journal.close();
            throw e;
        }
    }

    /** The board's journal, for a checker that reads what was made durable (any thread may read it). */
    EventJournal journal() {
        return journal;
    }

    public SimulatedSession session() {
        return session;
    }

    /** Waits up to {@code timeout} for the broker connection; false when it did not come (events wait in the journal). */
    boolean awaitConnected(Duration timeout) throws InterruptedException {
        return publisher.awaitConnected(timeout);
    }

    /**
     * Waits for the first broker connection as every command does ({@link FirstConnection}: a WARN line after 2 s,
     * then up to the first-connection wait).
     *
     * @throws BrokerUnreachable when no broker of the list accepted the board within that time
     */
    public void awaitFirstConnection() throws BrokerUnreachable, InterruptedException {
        FirstConnection.await(publisher, mqtt, "mqtt board " + journal.boardId());
    }

    /** The publisher has nothing in flight (every durable event acknowledged, no snapshot awaiting its PUBACK). */
    boolean publisherIdle() {
        return publisher.idle();
    }

    /**
     * Commits what the board has and waits up to {@code timeout} until the broker acknowledged every event; false when
     * it did not (the rest goes out at the board's next start, from the journal).
     */
    boolean awaitPublished(Duration timeout) throws InterruptedException {
        session.runtime().flush();
        long last = journal.nextSeq() - 1;
        long until = System.nanoTime() + timeout.toNanos();
        while (publisher.acknowledgedSeq() < last) {
            if (System.nanoTime() - until > 0) {
                LOG.warn("board {}: the broker acknowledged events up to {} of {}", journal.boardId(),
                        publisher.acknowledgedSeq(), last);
                return false;
            }
            Thread.sleep(20);
        }
        return true;
    }

    @Override
    public void close() {
        try {
            publisher.close();
        } finally {
            journal.close();
        }
    }
}
