package org.touchmove.firmware.publish.mqtt;

import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.random.RandomGenerator;
import javax.net.ssl.SSLSocketFactory;
import java.util.function.IntSupplier;
import org.eclipse.paho.client.mqttv3.IMqttActionListener;
import org.eclipse.paho.client.mqttv3.IMqttDeliveryToken;
import org.eclipse.paho.client.mqttv3.IMqttToken;
import org.eclipse.paho.client.mqttv3.MqttAsyncClient;
import org.eclipse.paho.client.mqttv3.MqttCallback;
import org.eclipse.paho.client.mqttv3.MqttConnectOptions;
import org.eclipse.paho.client.mqttv3.MqttException;
import org.eclipse.paho.client.mqttv3.MqttMessage;
import org.touchmove.firmware.journal.EventLog;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Publishes one board to an MQTT broker (docs/mqtt.md): every journal event on {@code events} in seq order (the
 * {@link Outbox} and its acknowledged cursor), the {@link RetainedSnapshots}, the retained {@link BoardStatus} with its
 * last will, and the arbiter's {@link CommandChannel} {@code cmd} / {@code cmd/reply}; connecting with back-off through
 * the {@link BrokerDialer}. This class holds them together: the connection's lifecycle, its threads and Paho's
 * callbacks.
 *
 * <p>Nothing is lost: the journal is the outbox. After any disconnect, the events not yet acknowledged are read from
 * the journal again and sent again (consumers drop duplicates by (boardId, seq)). Paho keeps in-flight messages in
 * memory only and its offline buffer is off: a new Paho client is made for every connection, so no state of a broken
 * connection carries over.
 *
 * <p>Threads: one publisher thread does all connection, publishing and acknowledgement bookkeeping (Paho's callbacks
 * only hand work to it); one command thread calls the {@link CommandHandler}, so a slow command never delays a
 * PUBACK. The one exception is the hot path: right after a commit, the committing thread itself sends the new events
 * up to the first that is not a clock reading (Outbox#sendLead) when no publishing work is running (it never waits
 * for it), so a move does not wait for the publisher's thread to be woken, nor the broker for the events behind it;
 * the others follow on the publisher's thread on the next PUBACK, and the snapshots once the events are acknowledged.
 *
 * <p>Boards of one process can instead share one connection ({@link MqttBrokerLink#attach}): the same topics, events,
 * cursor and snapshots per board, the board's work serial on the link's few threads instead of a thread of its own,
 * and the link, not the board, connecting, reconnecting and holding the last will (docs/mqtt.md, "Many boards on one
 * connection").
 */
public final class MqttBoardPublisher implements AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(MqttBoardPublisher.class);
    static final int QOS = 1;
    /** Room in Paho's window beyond the events: four snapshots, status and command replies. */
    static final int EXTRA_IN_FLIGHT = 16;
    /** How long a connected board stopping waits for the broker to acknowledge what it committed (docs/mqtt.md). */
    static final Duration DRAIN = Duration.ofSeconds(10);

    private final MqttSettings settings;
    private final String boardId;
    private final EventLog journal;
    private final Topics topics;
    private final Optional<SSLSocketFactory> tls;
    private final BoardStatus status;
    private final CommandChannel commandChannel;
    /** Runs the board's publishing work, one task at a time holding its turn, and its commands. */
    private final PublishingLane lane;
    /** The link this board shares a connection with, or null when it has its own. */
    private final MqttBrokerLink link;
    private final Runnable commitListener = this::committed;
    private final AtomicBoolean wakeQueued = new AtomicBoolean();

    // Publishing work only (holding the lane's turn).
    private final BrokerDialer dialer;
    private final Outbox outbox;
    private final RetainedSnapshots snapshots;
    /** Looks in a row that found the state view behind the journal, and whether the next look is queued (lane only). */
    private int viewBehind;
    private boolean viewLookQueued;
    private MqttAsyncClient client;
    private int generation;

    private volatile boolean connected;
    private volatile boolean closing;

    private MqttBoardPublisher(MqttSettings settings, String boardId, EventLog journal, StateSnapshots snapshots,
            CommandHandler handler, Clock clock, RandomGenerator random, MqttBrokerLink link) {
        this.settings = settings;
        this.boardId = boardId;
        this.journal = journal;
        this.topics = Topics.of(settings, boardId);
        Payloads payloads = new Payloads(boardId, link == null ? null : link.linkId());
        this.status = new BoardStatus(topics, payloads, clock, settings.heartbeat());
        this.snapshots = new RetainedSnapshots(snapshots, journal, topics, payloads);
        this.link = link;
        this.tls = link == null ? TlsSockets.forSettings(settings) : Optional.empty(); // a link has its own
        this.outbox = new Outbox(boardId, journal, link == null ? AckCursor.open(settings.stateDir())
                : AckCursor.open(settings.stateDir(), link.cursorWriter()), settings.inFlightWindow());
        this.dialer = new BrokerDialer(settings, settings.clientIdFor(boardId), "mqtt board " + boardId,
                new Backoff(settings.reconnectMin(), settings.reconnectMax(), random));
        this.lane = link == null ? PublishingLane.own(boardId) : PublishingLane.onLink(boardId, link);
        this.commandChannel = new CommandChannel(boardId, new CommandGate(handler, clock, settings.maxCommandAge()),
                lane.commands(), topics, payloads, clock);
    }

    /**
     * Starts publishing a board; returns at once, connecting in the background (with back-off, over the broker URIs
     * in order) until {@link #close()}.
     *
     * @throws IllegalArgumentException for a TLS file that cannot be used (naming the key)
     */
    public static MqttBoardPublisher start(MqttSettings settings, String boardId, EventLog journal,
            StateSnapshots snapshots, CommandHandler handler) {
        return start(settings, boardId, journal, snapshots, handler, Clock.systemUTC(), RandomGenerator.getDefault());
    }

    /** As {@link #start(MqttSettings, String, EventLog, StateSnapshots, CommandHandler)} with time and jitter given. */
    public static MqttBoardPublisher start(MqttSettings settings, String boardId, EventLog journal,
            StateSnapshots snapshots, CommandHandler handler, Clock clock, RandomGenerator random) {
        MqttBoardPublisher p = new MqttBoardPublisher(settings, boardId, journal, snapshots, handler, clock, random,
                null);
        log.info("mqtt publisher for board {} starting: {}", boardId, settings);
        journal.addCommitListener(p.commitListener);
        p.lane.execute(p::connect);
        return p;
    }

    /** A board on a shared connection: made by {@link MqttBrokerLink#attach}, which then hands it the connection. */
    static MqttBoardPublisher onLink(MqttBrokerLink link, MqttSettings settings, String boardId, EventLog journal,
            StateSnapshots snapshots, CommandHandler handler, Clock clock) {
        MqttBoardPublisher p = new MqttBoardPublisher(settings, boardId, journal, snapshots, handler, clock,
                RandomGenerator.getDefault(), link);
        log.info("mqtt publisher for board {} starting on the shared link {}", boardId, link.linkId());
        journal.addCommitListener(p.commitListener);
        return p;
    }

    String boardId() {
        return boardId;
    }

    Topics topics() {
        return topics;
    }

    /**
     * Publishes again the journal's events from {@code fromSeq} up to the last one already sent (a consumer saw a gap
     * and asked, docs/commands.md {@code republish}). The cursor does not move: these are duplicates by design, which
     * consumers drop by (boardId, seq). One at a time, each waited for, on the publisher's thread (on a link: on the
     * link's command thread).
     */
    public void republishFrom(long fromSeq) {
        lane.execute(() -> {
            MqttAsyncClient c = client;
            long upTo = outbox.lastSent();
            if (c == null) {
                return;
            }
            Runnable republish = () -> outbox.resend(fromSeq, upTo, (seq, json) -> c.publish(topics.events(), json,
                    QOS, false).waitForCompletion(settings.connectTimeout().toMillis()));
            if (link == null) {
                republish.run();
            } else {
                // Waiting for each PUBACK must not hold one of the few threads every board of the link publishes on.
                try {
                    lane.commands().execute(republish);
                } catch (RejectedExecutionException e) {
                    log.warn("mqtt board {}: republish from seq {} not done, the link is stopping", boardId, fromSeq);
                }
            }
        });
    }

    /** True while a connection to a broker is up. */
    public boolean isConnected() {
        return connected;
    }

    /**
     * Why the last connection attempt failed ({@code URI: reason}), or null when none failed; on a link, the link's
     * (for {@link FirstConnection}'s line).
     */
    public String lastFailure() {
        return link == null ? dialer.lastFailure() : link.lastFailure();
    }

    /** The acknowledged cursor: every event up to this seq has been acknowledged by a broker. */
    public long acknowledgedSeq() {
        return outbox.acknowledgedSeq();
    }

    /**
     * Nothing in flight: every durable event is acknowledged by the broker and no snapshot awaits its PUBACK (a bench
     * paces a board's inputs on it, as a real board meets its next input with this work long done).
     */
    public boolean idle() {
        return outbox.caughtUp() && snapshots.inFlight() == 0;
    }

    /** Waits until connected or the time is up; returns whether connected. */
    public boolean awaitConnected(Duration timeout) throws InterruptedException {
        long end = System.nanoTime() + timeout.toNanos();
        while (!connected && System.nanoTime() < end) {
            Thread.sleep(10);
        }
        return connected;
    }

    /**
     * While connected, waits up to {@link #DRAIN} until every durable event and the snapshots are acknowledged (a
     * board stopped right after a game's end, or the demo's run, would otherwise leave its last moves and the result
     * off the broadcast until its next start); then publishes {@code status} offline (reason shutdown), disconnects
     * and writes the cursor. Events not acknowledged by then are sent again at the next start.
     */
    @Override
    public void close() {
        if (closing) {
            return;
        }
        drain();
        closing = true;
        journal.removeCommitListener(commitListener);
        try {
            CompletableFuture<Void> done = new CompletableFuture<>();
            lane.execute(() -> {
                try {
                    shutdown();
                    done.complete(null);
                } catch (RuntimeException e) {
                    done.completeExceptionally(e);
                }
            });
            done.get(settings.connectTimeout().toMillis() + 5000, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
            log.warn("mqtt publisher for board {} did not shut down cleanly: {}", boardId, e.toString());
        } catch (RejectedExecutionException e) {
            log.warn("mqtt publisher for board {} was already stopped", boardId);
        }
        if (link != null) {
            link.detach(this); // the link's threads are the link's to stop
        }
        lane.stop();
        outbox.close();
        log.info("mqtt publisher for board {} stopped; acknowledged up to seq {}", boardId, outbox.cursorValue());
    }

    /** Lets the pump send what is durable and waits for its acknowledgements, while the connection lasts. */
    private void drain() {
        if (!connected) {
            return;
        }
        try {
            inOrder(this::pump); // what the last commit woke may not have been looked at yet
        } catch (RejectedExecutionException e) {
            return;
        }
        long end = System.nanoTime() + DRAIN.toNanos();
        try {
            while (connected && !idle() && System.nanoTime() < end) {
                Thread.sleep(5); // a stop, not a move's path: polling the acknowledged cursor is enough
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return;
        }
        if (connected && !idle()) {
            log.warn("mqtt board {}: stopping with events or snapshots not yet acknowledged after {} s (acknowledged up"
                    + " to seq {}); they are sent again at the next start", boardId, DRAIN.toSeconds(),
                    outbox.acknowledgedSeq());
        }
    }

    // ---- publisher thread ------------------------------------------------------------------------------------

    private void connect() {
        if (closing || client != null) {
            return;
        }
        int gen = generation + 1;
        BrokerDialer.Dialed dialed = dialer.dial(options(), c -> new Callback(gen), c -> {
            commandChannel.replyOn(c); // before subscribing: a command may arrive at once and must be answerable
            // Online first, its PUBACK awaited, then the subscription: Moquette 0.17 (the embedded broker) marks a
            // connection connected only when its CONNACK's write listener has run, and drops one whose SUBSCRIBE it
            // reads before that, a race a loaded machine loses now and then (the first connection dropped, its will
            // "lost" published). The PUBACK of a PUBLISH is sent after that mark (issue 23).
            status.online(c).waitForCompletion(settings.connectTimeout().toMillis());
            String[] filters = {topics.cmd(), topics.status()};
            IMqttToken sub = c.subscribe(filters, new int[] {QOS, QOS});
            sub.waitForCompletion(settings.connectTimeout().toMillis());
            try {
                SubscriptionRefused.check(sub, filters);
            } catch (SubscriptionRefused refused) {
                // Never run without the command subscription: this connection fails (the dialer logs it and tries
                // again after its back-off), and the retained status says why instead of online (issue 27).
                long wait = settings.connectTimeout().toMillis();
                status.refused(c).waitForCompletion(wait);
                // A DISCONNECT: no will to say "lost" over the reason. Nothing of ours is in flight any more (the
                // status's PUBACK came), so no quiesce: Paho's waits for every token it still holds, up to its whole
                // time-out, which was the connection time-out here.
                c.disconnect(0).waitForCompletion(wait);
                throw refused;
            }
        }, () -> closing, () -> commandChannel.replyOn(null));
        if (dialed != null) {
            generation = gen;
            client = dialed.client();
            connected = true;
            outbox.restart();
            snapshots.reset(); // a restarted broker may have lost the retained snapshots: publish them again
            log.info("mqtt board {} connected to {}{}; resuming after seq {}", boardId, dialed.uri(),
                    FailureStreak.after(dialed.failures()), outbox.lastSent());
            pump();
            heartbeatLater(gen);
        } else if (!closing) {
            Duration delay = dialer.retryDelay();
            log.debug("mqtt board {}: no broker reachable, next try in {} ms", boardId, delay.toMillis());
            lane.later(this::connect, delay.toMillis());
        }
    }

    /**
     * On a link: the link's connection is up (or this board was attached to a connected link). What a connection of
     * its own would do after CONNACK and SUBACK: {@code online}, then the events from the cursor and the snapshots.
     */
    void linkUp(MqttAsyncClient c) {
        if (closing || client == c) {
            return;
        }
        int gen = generation + 1;
        try {
            status.online(c);
        } catch (MqttException e) {
            log.warn("mqtt board {}: cannot publish its status on the shared link: {}", boardId, describe(e));
            link.fail(c, e);
            return;
        }
        generation = gen;
        client = c;
        commandChannel.replyOn(c);
        connected = true;
        outbox.restart();
        snapshots.reset(); // a restarted broker may have lost the retained snapshots: publish them again
        log.info("mqtt board {} on the shared link; resuming after seq {}", boardId, outbox.lastSent());
        pump();
        heartbeatLater(gen);
    }

    /** On a link: its connection is gone; what was not acknowledged is sent again on the next {@link #linkUp}. */
    void linkDown() {
        if (client == null) {
            return;
        }
        connected = false;
        commandChannel.replyOn(null);
        client = null;
        generation++; // late callbacks of the old connection are ignored from here on
        outbox.dropWindow();
    }

    /** Runs {@code task} in this board's order (its thread, or its lane on the link). */
    void inOrder(Runnable task) {
        lane.submit(task);
    }

    private MqttConnectOptions options() {
        return PahoConnections.options(settings, tls, settings.inFlightWindow() + EXTRA_IN_FLIGHT, status.topic(),
                status.will());
    }

    /** Sends what the window allows, then the snapshots once the events they reflect are sent. */
    private void pump() {
        wakeQueued.set(false);
        if (client == null || closing) {
            return;
        }
        try {
            sendEvents();
            if (outbox.windowEmpty()) {
                // Once the events sent are acknowledged: the committing thread sends events only (committed()), and the
                // snapshots, built here, reach consumers after the events they reflect.
                int gen = generation;
                if (snapshots.publish(client, outbox.lastSent(), new Acked(gen, () -> snapshotAcknowledged(gen)))) {
                    viewBehind = 0;
                } else {
                    lookAgainForTheView();
                }
            }
        } catch (MqttException e) {
            lost(generation, e);
        } catch (RuntimeException e) {
            // The journal or the state view failed to read: nothing was marked sent that was not; try again later.
            log.error("mqtt board {}: cannot read the journal or the snapshots; retrying in 1 s", boardId, e);
            lane.later(this::pump, 1000);
        }
    }

    /**
     * The state view is a moment behind the journal's commit (RetainedSnapshots#publish): looks again after 1, 2, 4 ...
     * ms, at most a second apart, one look queued at a time.
     */
    private void lookAgainForTheView() {
        if (viewLookQueued) {
            return;
        }
        viewLookQueued = true;
        long delay = Math.min(1000L, 1L << Math.min(viewBehind++, 10));
        lane.later(() -> {
            viewLookQueued = false;
            pump();
        }, delay);
    }

    /** Sends the journal's events after the last one sent, as many as the window allows. */
    private void sendEvents() throws MqttException {
        if (client == null || closing) {
            return;
        }
        outbox.send(sender());
    }

    /** Paho's publish of one event on the current connection, its PUBACK reported to this connection's generation. */
    private Outbox.Sender sender() {
        MqttAsyncClient c = client;
        int gen = generation;
        return (seq, json) -> c.publish(topics.events(), new OwnedPayload(json, QOS, false), null,
                new Acked(gen, () -> acknowledged(gen, seq)));
    }

    private void acknowledged(int gen, long seq) {
        if (gen != generation) {
            return; // a PUBACK of a connection already given up: its events are being sent again anyway
        }
        outbox.acknowledged(seq);
        pump();
    }

    private void snapshotAcknowledged(int gen) {
        if (gen == generation && snapshots.acknowledged()) {
            pump();
        }
    }

    private void lost(int gen, Throwable cause) {
        if (gen != generation || client == null) {
            return;
        }
        if (link != null) {
            // The connection is the link's: it notices, tells every board (linkDown) and reconnects them all.
            log.warn("mqtt board {}: a publish on the shared link failed: {}", boardId, describe(cause));
            MqttAsyncClient c = client;
            linkDown();
            link.fail(c, cause);
            return;
        }
        log.warn("mqtt board {} lost its broker connection: {}; {} events unacknowledged will be sent again",
                boardId, describe(cause), outbox.unacknowledged());
        connected = false;
        commandChannel.replyOn(null);
        discard(client);
        client = null;
        generation++; // late callbacks of the old connection are ignored from here on
        outbox.dropWindow();
        if (!closing) {
            lane.later(this::connect, dialer.retryDelay().toMillis());
        }
    }

    private void heartbeatLater(int gen) {
        lane.later(() -> heartbeat(gen), status.heartbeatPeriod().toMillis());
    }

    /** The status again with a fresh heartbeat, while this connection ({@code gen}) lasts (docs/mqtt.md, "Status"). */
    private void heartbeat(int gen) {
        if (gen != generation || client == null || closing) {
            return; // that connection is gone: the next one starts its own heartbeat
        }
        try {
            status.heartbeat(client);
        } catch (MqttException e) {
            // Not a lost connection by itself (a full in-flight window refuses it too): the next beat tries again.
            log.warn("mqtt board {}: heartbeat not published: {}", boardId, describe(e));
        }
        heartbeatLater(gen);
    }

    private void republishOnline(int gen) {
        if (gen != generation || client == null || closing) {
            return;
        }
        try {
            log.info("mqtt board {}: a stale offline status was read back; publishing online again", boardId);
            status.online(client);
        } catch (MqttException e) {
            lost(gen, e);
        }
    }

    private void shutdown() {
        MqttAsyncClient c = client;
        if (c == null) {
            return;
        }
        connected = false;
        commandChannel.replyOn(null);
        if (link != null) {
            // The connection stays up for the other boards: this board says it is offline, and that is all.
            try {
                status.shutdown(c, settings.connectTimeout().toMillis());
            } catch (MqttException e) {
                log.warn("mqtt board {}: its offline status was not sent on the shared link: {}", boardId,
                        describe(e));
            }
            client = null;
            generation++;
            return;
        }
        try {
            status.shutdown(c, settings.connectTimeout().toMillis());
            c.disconnect(1000).waitForCompletion(settings.connectTimeout().toMillis());
        } catch (MqttException e) {
            log.warn("mqtt board {}: clean disconnect failed ({}); the broker will publish the last will", boardId,
                    describe(e));
        }
        discard(c);
        client = null;
    }

    private void discard(MqttAsyncClient c) {
        PahoConnections.discard(c, log, "mqtt board " + boardId);
    }

    // ---- other threads -----------------------------------------------------------------------------------------

    /**
     * Called by the journal on the committing thread, right after a commit. On a connection of its own, when no
     * publishing work is running, the new events up to a move's are sent from here, so a move does not wait for the
     * publisher's thread to be woken (a hand-off on the move's path, docs/performance.md); the others, then the
     * snapshots, follow on that thread as the PUBACKs come. Otherwise the publisher's thread is woken. On a link the
     * room's threads that commit for many boards never carry a board's network work: the link's threads do.
     */
    private void committed() {
        if (link != null || closing || !lane.runIfFree(this::sendCommitted)) {
            wake();
        }
    }

    /**
     * The committing thread, holding the turn, sends the events just committed up to the first that is not a clock
     * reading (a move's event leads its group); the rest follow on the next PUBACK, on the publisher's thread.
     */
    private void sendCommitted() {
        if (client == null || closing) {
            return; // not connected: the events are sent from the cursor once connected
        }
        try {
            outbox.sendLead(sender());
        } catch (MqttException e) {
            int gen = generation;
            lane.submit(() -> lost(gen, e)); // closing a broken client may take a while: not on the committing thread
        } catch (RuntimeException e) {
            log.warn("mqtt board {}: the events just committed were not sent from the committing thread ({}); the"
                    + " publisher's thread tries again", boardId, e.toString());
            wake();
        }
    }

    /** Called by the journal after a commit: coalesced into one pump on the publisher thread. */
    private void wake() {
        if (!closing && wakeQueued.compareAndSet(false, true)) {
            lane.submit(this::pump);
        }
    }

    /**
     * On a link: a message on this board's {@code cmd} or {@code status} topic, from the link's callback (Paho's
     * thread), handled as a connection of its own handles it (see {@link Callback}).
     */
    void receivedOnLink(String topic, MqttMessage message) {
        received(topic, message, () -> generation); // whichever connection is up when it runs
    }

    /** A message on this board's {@code cmd} or {@code status} topic, on its own connection or on a link. */
    private void received(String topic, MqttMessage message, IntSupplier connection) {
        String text = new String(message.getPayload(), StandardCharsets.UTF_8);
        if (topic.equals(topics.cmd())) {
            commandChannel.received(text, message.isRetained());
        } else if (topic.equals(topics.status()) && BoardStatus.saysOffline(text) && !closing) {
            lane.submit(() -> republishOnline(connection.getAsInt()));
        } else if (!topic.equals(topics.status())) {
            log.warn("mqtt board {}: ignored a message on {} (commands are read only on {})", boardId, topic,
                    topics.cmd());
        }
    }

    private final class Callback implements MqttCallback {
        private final int gen;

        Callback(int gen) {
            this.gen = gen;
        }

        @Override
        public void connectionLost(Throwable cause) {
            lane.submit(() -> lost(gen, cause));
        }

        @Override
        public void messageArrived(String topic, MqttMessage message) {
            received(topic, message, () -> gen);
        }

        @Override
        public void deliveryComplete(IMqttDeliveryToken token) {
            // Acknowledgements are handled per message by the action listeners.
        }
    }

    /** A PUBACK (or its failure) of a message sent on connection {@code gen}. */
    private final class Acked implements IMqttActionListener {
        private final int gen;
        private final Runnable success;

        Acked(int gen, Runnable success) {
            this.gen = gen;
            this.success = success;
        }

        @Override
        public void onSuccess(IMqttToken token) {
            lane.submit(success);
        }

        @Override
        public void onFailure(IMqttToken token, Throwable e) {
            lane.submit(() -> lost(gen, e));
        }
    }

    static String describe(Throwable e) {
        if (e instanceof MqttException m) {
            Throwable cause = m.getCause();
            return m.getMessage() + " (reason " + m.getReasonCode() + ")"
                    + (cause == null ? "" : ": " + cause.getMessage());
        }
        return String.valueOf(e);
    }
}
