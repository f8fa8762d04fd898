package org.touchmove.firmware.publish.mqtt;

import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.ReentrantLock;
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
import org.eclipse.paho.client.mqttv3.persist.MemoryPersistence;
import org.touchmove.firmware.command.CommandReply;
import org.touchmove.firmware.journal.EventLog;
import org.touchmove.firmware.journal.StoredEvent;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Publishes one board to an MQTT broker (docs/mqtt.md): every journal event on {@code events} in seq order, the
 * retained snapshots, the retained {@code status} with its last will, and the arbiter channel {@code cmd} /
 * {@code cmd/reply}.
 *
 * <p>Nothing is lost: the journal is the outbox. Events are read from the acknowledged cursor, at most
 * {@link MqttSettings#inFlightWindow()} at a time and in seq order; the cursor moves only on PUBACK, past the last
 * event acknowledged together with all before it. After any disconnect, the events not yet acknowledged are read
 * from the journal again and sent again (consumers drop duplicates by (boardId, seq)). Paho keeps in-flight messages
 * in memory only and its offline buffer is off: a new Paho client is made for every connection, so no state of a
 * broken connection carries over.
 *
 * <p>Threads: one publisher thread does all connection, publishing and acknowledgement bookkeeping (Paho's callbacks
 * only hand work to it); one command thread calls the {@link CommandHandler}, so a slow command never delays a
 * PUBACK. The one exception is the hot path: right after a commit, the committing thread sends the new events itself
 * when no publishing work is running (it never waits for it), so a move does not wait for the publisher's thread to be
 * woken; the snapshots follow on the publisher's thread once the events are acknowledged.
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

    private final MqttSettings settings;
    private final String boardId;
    private final EventLog journal;
    private final StateSnapshots snapshots;
    private final Clock clock;
    private final Topics topics;
    private final Payloads payloads;
    private final CommandGate gate;
    private final AckCursor cursor;
    private final Optional<SSLSocketFactory> tls;
    /** Runs the board's publishing work, one task at a time: its own thread, or its lane on a link's threads. */
    private final Executor publisher;
    /** The board's own thread (and timer), or null on a link. */
    private final ScheduledThreadPoolExecutor ownThread;
    /** The link this board shares a connection with, or null when it has its own. */
    private final MqttBrokerLink link;
    private final ExecutorService commands;
    private final Runnable commitListener = this::committed;
    private final AtomicBoolean wakeQueued = new AtomicBoolean();
    /**
     * Held by whatever does the board's publishing work: a task on the publisher's thread (or lane), or the committing
     * thread sending its events (see {@link #committed()}).
     */
    private final ReentrantLock turn = new ReentrantLock();

    // Publishing work only (holding turn).
    private final Backoff backoff;
    /** Failed connection attempts in a row: the first and then only every tenfold one at WARN. */
    private final FailureStreak connectFailures = new FailureStreak();
    private final TreeSet<Long> unacked = new TreeSet<>();
    private MqttAsyncClient client;
    private int generation;
    private long lastSent;
    private StateSnapshots.Snapshot published;
    /** The journal's last durable seq when the snapshots were last found current (published or unchanged). */
    private long snapshotsCheckedAt = -1;
    /** Written holding turn; volatile for {@link #idle()}. */
    private volatile int snapshotsInFlight;

    private volatile MqttAsyncClient replyClient;
    private volatile boolean connected;
    private volatile boolean closing;
    private volatile long acknowledged;

    private MqttBoardPublisher(MqttSettings settings, String boardId, EventLog journal, StateSnapshots snapshots,
            CommandHandler handler, Clock clock, RandomGenerator random, MqttBrokerLink link) {
        this.settings = settings;
        this.boardId = boardId;
        this.journal = journal;
        this.snapshots = snapshots;
        this.clock = clock;
        this.topics = Topics.of(settings, boardId);
        this.payloads = new Payloads(boardId, link == null ? null : link.linkId());
        this.gate = new CommandGate(handler, clock, settings.maxCommandAge());
        this.link = link;
        this.tls = link == null ? TlsSockets.forSettings(settings) : Optional.empty(); // a link has its own
        this.cursor = link == null ? AckCursor.open(settings.stateDir())
                : AckCursor.open(settings.stateDir(), link.cursorWriter());
        this.backoff = new Backoff(settings.reconnectMin(), settings.reconnectMax(), random);
        this.acknowledged = cursor.value();
        if (link == null) {
            ScheduledThreadPoolExecutor pool = new ScheduledThreadPoolExecutor(1, named("mqtt-publish-" + boardId));
            pool.setExecuteExistingDelayedTasksAfterShutdownPolicy(false); // a pending reconnect must not delay close()
            this.ownThread = pool;
            this.publisher = task -> pool.execute(() -> inTurn(task));
            this.commands = Executors.newSingleThreadExecutor(named("mqtt-cmd-" + boardId));
        } else {
            this.ownThread = null;
            SerialExecutor lane = new SerialExecutor(link.pool());
            this.publisher = task -> lane.execute(() -> inTurn(task));
            this.commands = link.commands();
        }
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
        p.publisher.execute(p::connect);
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
        publisher.execute(() -> {
            MqttAsyncClient c = client;
            long upTo = lastSent;
            if (link == null) {
                republish(c, fromSeq, upTo);
            } else {
                // Waiting for each PUBACK must not hold one of the few threads every board of the link publishes on.
                try {
                    commands.execute(() -> republish(c, fromSeq, upTo));
                } catch (RejectedExecutionException e) {
                    log.warn("mqtt board {}: republish from seq {} not done, the link is stopping", boardId, fromSeq);
                }
            }
        });
    }

    private void republish(MqttAsyncClient c, long fromSeq, long upTo) {
        long after = Math.max(0, fromSeq - 1);
        log.info("mqtt board {}: republishing events {}..{} on request", boardId, after + 1, upTo);
        try {
            while (c != null && after < upTo) {
                List<StoredEvent> batch = journal.readAfter(after, 256);
                if (batch.isEmpty()) {
                    return;
                }
                for (StoredEvent e : batch) {
                    if (e.seq() > upTo) {
                        return;
                    }
                    c.publish(topics.events(), e.json().getBytes(StandardCharsets.UTF_8), QOS, false)
                            .waitForCompletion(settings.connectTimeout().toMillis());
                    after = e.seq();
                }
            }
        } catch (MqttException e) {
            log.warn("mqtt board {}: republishing stopped at seq {}: {}", boardId, after, describe(e));
        }
    }

    /** True while a connection to a broker is up. */
    public boolean isConnected() {
        return connected;
    }

    /** The acknowledged cursor: every event up to this seq has been acknowledged by a broker. */
    public long acknowledgedSeq() {
        return acknowledged;
    }

    /**
     * Nothing in flight: every durable event is acknowledged by the broker and no snapshot awaits its PUBACK (a bench
     * paces a board's inputs on it, as a real board meets its next input with this work long done).
     */
    public boolean idle() {
        return acknowledged >= journal.lastDurableSeq() && snapshotsInFlight == 0;
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
     * Publishes {@code status} offline (reason shutdown), lets in-flight messages finish for a moment, disconnects and
     * writes the cursor. Events not acknowledged by then are sent again at the next start.
     */
    @Override
    public void close() {
        if (closing) {
            return;
        }
        closing = true;
        journal.removeCommitListener(commitListener);
        try {
            CompletableFuture<Void> done = new CompletableFuture<>();
            publisher.execute(() -> {
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
        } else {
            commands.shutdown();
            ownThread.shutdown();
            try {
                commands.awaitTermination(2, TimeUnit.SECONDS);
                ownThread.awaitTermination(2, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        cursor.close();
        log.info("mqtt publisher for board {} stopped; acknowledged up to seq {}", boardId, cursor.value());
    }

    // ---- publisher thread ------------------------------------------------------------------------------------

    private void connect() {
        if (closing || client != null) {
            return;
        }
        for (java.net.URI uri : settings.brokerUris()) {
            if (closing) {
                return;
            }
            MqttAsyncClient c = null;
            try {
                c = new MqttAsyncClient(uri.toString(), settings.clientIdFor(boardId), new MemoryPersistence());
                int gen = generation + 1;
                c.setCallback(new Callback(gen));
                c.connect(options()).waitForCompletion(settings.connectTimeout().toMillis() + 1000);
                replyClient = c; // before subscribing: a command may arrive at once and must be answerable
                c.subscribe(new String[] {topics.cmd(), topics.status()}, new int[] {QOS, QOS})
                        .waitForCompletion(settings.connectTimeout().toMillis());
                c.publish(topics.status(), payloads.online(clock.instant()), QOS, true);
                generation = gen;
                client = c;
                connected = true;
                backoff.reset();
                unacked.clear();
                lastSent = cursor.value();
                published = null; // a restarted broker may have lost the retained snapshots: publish them again
                snapshotsInFlight = 0;
                log.info("mqtt board {} connected to {}{}; resuming after seq {}", boardId, uri,
                        FailureStreak.after(connectFailures.ended()), lastSent);
                pump();
                return;
            } catch (MqttException e) {
                log.atLevel(connectFailures.failed()).log("mqtt board {} cannot connect to {}: {}{}", boardId, uri,
                        describe(e), connectFailures.note());
                replyClient = null;
                discard(c);
            }
        }
        Duration delay = backoff.next();
        log.debug("mqtt board {}: no broker reachable, next try in {} ms", boardId, delay.toMillis());
        ownThread.schedule(() -> inTurn(this::connect), delay.toMillis(), TimeUnit.MILLISECONDS);
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
            c.publish(topics.status(), payloads.online(clock.instant()), QOS, true);
        } catch (MqttException e) {
            log.warn("mqtt board {}: cannot publish its status on the shared link: {}", boardId, describe(e));
            link.fail(c, e);
            return;
        }
        generation = gen;
        client = c;
        replyClient = c;
        connected = true;
        unacked.clear();
        lastSent = cursor.value();
        published = null; // a restarted broker may have lost the retained snapshots: publish them again
        snapshotsInFlight = 0;
        log.info("mqtt board {} on the shared link; resuming after seq {}", boardId, lastSent);
        pump();
    }

    /** On a link: its connection is gone; what was not acknowledged is sent again on the next {@link #linkUp}. */
    void linkDown() {
        if (client == null) {
            return;
        }
        connected = false;
        replyClient = null;
        client = null;
        generation++; // late callbacks of the old connection are ignored from here on
        unacked.clear();
    }

    /** Runs {@code task} in this board's order (its thread, or its lane on the link). */
    void inOrder(Runnable task) {
        submit(task);
    }

    private MqttConnectOptions options() {
        return PahoConnections.options(settings, tls, settings.inFlightWindow() + EXTRA_IN_FLIGHT, topics.status(),
                payloads.lostWill());
    }

    /** Sends what the window allows, then the snapshots once the events they reflect are sent. */
    private void pump() {
        wakeQueued.set(false);
        if (client == null || closing) {
            return;
        }
        try {
            sendEvents();
            if (unacked.isEmpty()) {
                // Once the events sent are acknowledged: the committing thread sends events only (committed()), and the
                // snapshots, built here, reach consumers after the events they reflect.
                publishSnapshots();
            }
        } catch (MqttException e) {
            lost(generation, e);
        } catch (RuntimeException e) {
            // The journal or the state view failed to read: nothing was marked sent that was not; try again later.
            log.error("mqtt board {}: cannot read the journal or the snapshots; retrying in 1 s", boardId, e);
            later(this::pump, 1000);
        }
    }

    /** Sends the journal's events after the last one sent, as many as the window allows. */
    private void sendEvents() throws MqttException {
        if (client == null || closing) {
            return;
        }
        // Only when the journal has more than was sent: a pump runs on every acknowledgement, and a read that
        // finds nothing still costs the journal a reader (at a thousand boards, most of the publishers' garbage).
        while (unacked.size() < settings.inFlightWindow() && journal.lastDurableSeq() > lastSent) {
            List<StoredEvent> batch = journal.readAfter(lastSent, settings.inFlightWindow() - unacked.size());
            if (batch.isEmpty()) {
                break;
            }
            for (StoredEvent e : batch) {
                if (e.seq() <= lastSent) {
                    throw new IllegalStateException("journal returned seq " + e.seq() + " after " + lastSent);
                }
                if (e.seq() > lastSent + 1 && lastSent > 0) {
                    log.warn("mqtt board {}: events {}..{} are no longer in the journal (retention); skipped",
                            boardId, lastSent + 1, e.seq() - 1);
                }
                unacked.add(e.seq());
                lastSent = e.seq();
                client.publish(topics.events(), e.json().getBytes(StandardCharsets.UTF_8), QOS, false, null,
                        new Acknowledged(generation, e.seq()));
            }
        }
    }

    private void publishSnapshots() throws MqttException {
        if (snapshotsInFlight > 0) {
            return;
        }
        long durable = journal.lastDurableSeq();
        if (published != null && durable == snapshotsCheckedAt) {
            return; // nothing committed since the snapshots were last found current: they change only with a commit
        }
        Optional<StateSnapshots.Snapshot> now = snapshots.current();
        if (now.isEmpty() || now.get().equals(published)) {
            snapshotsCheckedAt = durable;
            return;
        }
        if (now.get().seq() > lastSent) {
            return; // its events are not sent yet: the snapshot must not run ahead of `events`
        }
        StateSnapshots.Snapshot s = now.get();
        SnapshotAcknowledged ack = new SnapshotAcknowledged(generation);
        snapshotsInFlight = 4;
        client.publish(topics.stateGame(), payloads.snapshot("game", s.seq(), "game", s.gameJson()), QOS, true,
                null, ack);
        client.publish(topics.statePosition(), payloads.snapshot("position", s.seq(), "position", s.positionJson()),
                QOS, true, null, ack);
        client.publish(topics.stateClock(), payloads.snapshot("clock", s.seq(), "clock", s.clockJson()), QOS, true,
                null, ack);
        client.publish(topics.statePgn(), payloads.pgnSnapshot(s.seq(), s.pgn()), QOS, true, null, ack);
        published = s;
        snapshotsCheckedAt = durable;
    }

    private void acknowledged(int gen, long seq) {
        if (gen != generation) {
            return; // a PUBACK of a connection already given up: its events are being sent again anyway
        }
        unacked.remove(seq);
        long frontier = unacked.isEmpty() ? lastSent : unacked.first() - 1;
        if (frontier > acknowledged) {
            acknowledged = frontier;
            cursor.advance(frontier);
        }
        pump();
    }

    private void snapshotAcknowledged(int gen) {
        if (gen == generation && snapshotsInFlight > 0 && --snapshotsInFlight == 0) {
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
                boardId, describe(cause), unacked.size());
        connected = false;
        replyClient = null;
        discard(client);
        client = null;
        generation++; // late callbacks of the old connection are ignored from here on
        unacked.clear();
        if (!closing) {
            Duration delay = backoff.next();
            ownThread.schedule(() -> inTurn(this::connect), delay.toMillis(), TimeUnit.MILLISECONDS);
        }
    }

    private void republishOnline(int gen) {
        if (gen != generation || client == null || closing) {
            return;
        }
        try {
            log.info("mqtt board {}: a stale offline status was read back; publishing online again", boardId);
            client.publish(topics.status(), payloads.online(clock.instant()), QOS, true);
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
        replyClient = null;
        if (link != null) {
            // The connection stays up for the other boards: this board says it is offline, and that is all.
            try {
                c.publish(topics.status(), payloads.shutdown(clock.instant()), QOS, true)
                        .waitForCompletion(settings.connectTimeout().toMillis());
            } catch (MqttException e) {
                log.warn("mqtt board {}: its offline status was not sent on the shared link: {}", boardId,
                        describe(e));
            }
            client = null;
            generation++;
            return;
        }
        try {
            c.publish(topics.status(), payloads.shutdown(clock.instant()), QOS, true)
                    .waitForCompletion(settings.connectTimeout().toMillis());
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
     * publishing work is running, the new events are sent from here, so a move does not wait for the publisher's
     * thread to be woken (a hand-off on the move's path, docs/performance.md); the snapshots follow on that thread once
     * the events are acknowledged. Otherwise the publisher's thread is woken. On a link the room's threads that commit
     * for many boards never carry a board's network work: the link's threads do.
     */
    private void committed() {
        if (link != null || closing || !turn.tryLock()) {
            wake();
            return;
        }
        try {
            sendEvents();
        } catch (MqttException e) {
            int gen = generation;
            submit(() -> lost(gen, e)); // closing a broken client may take a while: not on the committing thread
        } catch (RuntimeException e) {
            log.warn("mqtt board {}: the events just committed were not sent from the committing thread ({}); the"
                    + " publisher's thread tries again", boardId, e.toString());
            wake();
        } finally {
            turn.unlock();
        }
    }

    /** Runs one piece of publishing work holding {@link #turn}. */
    private void inTurn(Runnable task) {
        turn.lock();
        try {
            task.run();
        } finally {
            turn.unlock();
        }
    }

    /** Called by the journal after a commit: coalesced into one pump on the publisher thread. */
    private void wake() {
        if (!closing && wakeQueued.compareAndSet(false, true)) {
            submit(this::pump);
        }
    }

    private void submit(Runnable task) {
        try {
            publisher.execute(task);
        } catch (RejectedExecutionException e) {
            log.debug("mqtt board {}: publisher stopped, task dropped", boardId);
        }
    }

    /** Runs {@code task} in this board's order after {@code delayMs}. */
    private void later(Runnable task, long delayMs) {
        try {
            if (ownThread != null) {
                ownThread.schedule(() -> inTurn(task), delayMs, TimeUnit.MILLISECONDS);
            } else {
                link.pool().schedule(() -> submit(task), delayMs, TimeUnit.MILLISECONDS);
            }
        } catch (RejectedExecutionException e) {
            log.debug("mqtt board {}: publisher stopped, task dropped", boardId);
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
            try {
                commands.execute(() -> command(text, message.isRetained()));
            } catch (RejectedExecutionException e) {
                log.warn("mqtt board {}: command arrived while stopping; not handled", boardId);
            }
        } else if (topic.equals(topics.status()) && text.contains("\"offline\"") && !closing) {
            submit(() -> republishOnline(connection.getAsInt()));
        } else if (!topic.equals(topics.status())) {
            log.warn("mqtt board {}: ignored a message on {} (commands are read only on {})", boardId, topic,
                    topics.cmd());
        }
    }

    private void command(String json, boolean retained) {
        String retainedId = retained && CommandEnvelope.parse(json) instanceof CommandEnvelope.Wellformed w
                ? w.id() : null;
        CommandGate.Outcome outcome = retained
                ? new CommandGate.Outcome(CommandReply.refused(retainedId, "malformed: a command must not be retained",
                        null), false)
                : gate.decide(json);
        byte[] reply = payloads.reply(outcome.reply(), clock.instant());
        MqttAsyncClient c = replyClient;
        if (c == null) {
            log.warn("mqtt board {}: reply to command {} not sent, no connection (a retry with the same id gets it)",
                    boardId, outcome.reply().id());
            return;
        }
        try {
            c.publish(topics.cmdReply(), reply, QOS, false);
        } catch (MqttException e) {
            log.warn("mqtt board {}: reply to command {} not sent: {} (a retry with the same id gets it)", boardId,
                    outcome.reply().id(), describe(e));
        }
    }

    private final class Callback implements MqttCallback {
        private final int gen;

        Callback(int gen) {
            this.gen = gen;
        }

        @Override
        public void connectionLost(Throwable cause) {
            submit(() -> lost(gen, cause));
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

    private final class Acknowledged implements IMqttActionListener {
        private final int gen;
        private final long seq;

        Acknowledged(int gen, long seq) {
            this.gen = gen;
            this.seq = seq;
        }

        @Override
        public void onSuccess(IMqttToken token) {
            submit(() -> acknowledged(gen, seq));
        }

        @Override
        public void onFailure(IMqttToken token, Throwable e) {
            submit(() -> lost(gen, e));
        }
    }

    private final class SnapshotAcknowledged implements IMqttActionListener {
        private final int gen;

        SnapshotAcknowledged(int gen) {
            this.gen = gen;
        }

        @Override
        public void onSuccess(IMqttToken token) {
            submit(() -> snapshotAcknowledged(gen));
        }

        @Override
        public void onFailure(IMqttToken token, Throwable e) {
            submit(() -> lost(gen, e));
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

    private static java.util.concurrent.ThreadFactory named(String name) {
        return r -> {
            Thread t = new Thread(r, name);
            t.setDaemon(true);
            return t;
        };
    }
}
