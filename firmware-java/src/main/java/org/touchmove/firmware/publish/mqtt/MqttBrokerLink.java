package org.touchmove.firmware.publish.mqtt;

import java.net.URI;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.random.RandomGenerator;
import javax.net.ssl.SSLSocketFactory;
import org.eclipse.paho.client.mqttv3.IMqttDeliveryToken;
import org.eclipse.paho.client.mqttv3.IMqttToken;
import org.eclipse.paho.client.mqttv3.MqttAsyncClient;
import org.eclipse.paho.client.mqttv3.MqttCallback;
import org.eclipse.paho.client.mqttv3.MqttConnectOptions;
import org.eclipse.paho.client.mqttv3.MqttException;
import org.eclipse.paho.client.mqttv3.MqttMessage;
import org.eclipse.paho.client.mqttv3.persist.MemoryPersistence;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.touchmove.firmware.journal.EventLog;

/**
 * One MQTT connection shared by the boards of one process (docs/mqtt.md, "Many boards on one connection"): a
 * simulation, a bench or a gateway hosting many boards. Each attached board keeps its own topics, events, seq cursor
 * and snapshots exactly as {@link MqttBoardPublisher#start} gives them; what is shared is the Paho client (its four
 * threads), a small pool on which each board's work runs serially, one thread for arbiter commands and one writing
 * the boards' cursors. Commands arrive on one wildcard subscription and are dispatched by topic to their board.
 *
 * <p>A connection has one last will, not one per board: the link's own retained status
 * ({@code touchmove/v1/links/<linkId>/status}, {@code online}, {@code offline} with reason {@code shutdown} or, as the
 * will, {@code lost}) says whether the boards' retained {@code status} can be believed. Each board still publishes
 * {@code online} on every connect and {@code offline}/{@code shutdown} when it is closed, naming its link
 * ({@code "link":"<linkId>"}) so a consumer knows which link status to read with it.
 *
 * <p>Reconnecting is the link's: the same back-off and URI order as a board of its own, a fresh Paho client each time;
 * on a lost connection every board is told ({@link MqttBoardPublisher#linkDown}) and, once connected again, resumes
 * from its cursor.
 */
public final class MqttBrokerLink implements AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(MqttBrokerLink.class);
    private static final int QOS = 1;
    /** Paho's message ids are 16 bits: every board's window together must stay below this. */
    static final int MAX_IN_FLIGHT = 60_000;

    private final MqttSettings settings;
    private final String linkId;
    private final String statusTopic;
    private final Clock clock;
    private final Optional<SSLSocketFactory> tls;
    private final ScheduledThreadPoolExecutor pool;
    private final ExecutorService commands;
    private final ScheduledThreadPoolExecutor cursorWriter;
    private final SerialExecutor lane;
    private final Backoff backoff;
    /** Failed connection attempts in a row: the first and then only every tenfold one at WARN. */
    private final FailureStreak connectFailures = new FailureStreak();
    private final Map<String, MqttBoardPublisher> byTopic = new ConcurrentHashMap<>();
    private final int maxBoards;

    // Guarded by this.
    private final Map<String, MqttBoardPublisher> boards = new java.util.LinkedHashMap<>();
    private MqttAsyncClient client;
    private int generation;
    private boolean closing;
    private volatile boolean connected;
    /** Why the last connection attempt failed ({@code URI: reason}), or null before any failed. */
    private volatile String lastFailure;

    private MqttBrokerLink(MqttSettings settings, String linkId, int threads, Clock clock) {
        this.settings = settings;
        this.linkId = linkId;
        this.statusTopic = statusTopic(settings, linkId);
        this.clock = clock;
        this.tls = TlsSockets.forSettings(settings);
        this.pool = new ScheduledThreadPoolExecutor(threads, named("mqtt-link-" + linkId + "-"));
        this.pool.setExecuteExistingDelayedTasksAfterShutdownPolicy(false);
        this.commands = Executors.newSingleThreadExecutor(named("mqtt-link-cmd-" + linkId + "-"));
        this.cursorWriter = new ScheduledThreadPoolExecutor(1, named("mqtt-link-cursor-" + linkId + "-"));
        this.lane = new SerialExecutor(pool);
        this.backoff = new Backoff(settings.reconnectMin(), settings.reconnectMax(), RandomGenerator.getDefault());
        this.maxBoards = MAX_IN_FLIGHT / (settings.inFlightWindow() + MqttBoardPublisher.EXTRA_IN_FLIGHT);
    }

    /**
     * Starts a link; returns at once, connecting in the background until {@link #close()}. {@code settings} gives the
     * brokers, login, TLS, keep-alive, back-off, topic root and window of every board; the client id is
     * {@code settings.clientIdFor(linkId)}; its state directory is not used (each board gives its own).
     *
     * @param threads how many threads run the boards' publishing work (1-16)
     */
    public static MqttBrokerLink start(MqttSettings settings, String linkId, int threads) {
        if (threads < 1 || threads > 16) {
            throw new IllegalArgumentException("threads must be 1 to 16, was " + threads);
        }
        if (!settings.topicRoot().contains("{boardId}")) {
            throw new IllegalArgumentException("mqtt.topicRoot: a shared link needs {boardId} in the root, was '"
                    + settings.topicRoot() + "'");
        }
        String boards = boardsRoot(settings);
        if (linksRoot(boards).equals(boards)) {
            throw new IllegalArgumentException("mqtt.topicRoot: a shared link publishes its status under "
                    + linksRoot(boards) + ", which must not be the boards' own level, was '" + settings.topicRoot()
                    + "'");
        }
        MqttBrokerLink link = new MqttBrokerLink(settings, linkId, threads, Clock.systemUTC());
        log.info("mqtt link {} starting (at most {} boards): {}", linkId, link.maxBoards, settings);
        link.lane.execute(link::connect);
        return link;
    }

    /** The retained status topic of link {@code linkId}: {@code touchmove/v1/links/<linkId>/status} by default. */
    static String statusTopic(MqttSettings settings, String linkId) {
        return linksRoot(boardsRoot(settings)) + linkId + "/status";
    }

    /**
     * Where links publish their status, beside the boards (docs/mqtt.md): the boards' root with its last level
     * replaced by {@code links}, so {@code touchmove/v1/boards/} gives {@code touchmove/v1/links/}. One rule for the
     * link that writes there and the hub that reads there, so they agree under any root.
     *
     * @param boardsRoot the topic root up to the board id, e.g. {@code touchmove/v1/boards/}
     */
    public static String linksRoot(String boardsRoot) {
        String level = boardsRoot.endsWith("/") ? boardsRoot.substring(0, boardsRoot.length() - 1) : boardsRoot;
        return level.substring(0, level.lastIndexOf('/') + 1) + "links/";
    }

    /** The part of the boards' topic root before the board id. */
    private static String boardsRoot(MqttSettings settings) {
        return settings.topicRoot().substring(0, settings.topicRoot().indexOf("{boardId}"));
    }

    /**
     * Attaches a board: it publishes over this link's connection (now, if it is up) with everything a board of its
     * own has but the connection: see {@link MqttBoardPublisher}. Close the returned publisher to detach it.
     *
     * @param stateDir the board's state directory (its cursor file)
     * @throws IllegalStateException when the link already carries as many boards as its window allows, or is closed
     */
    public MqttBoardPublisher attach(String boardId, Path stateDir, EventLog journal, StateSnapshots snapshots,
            CommandHandler handler) {
        MqttBoardPublisher board = MqttBoardPublisher.onLink(this, settings.withStateDir(stateDir), boardId, journal,
                snapshots, handler, clock);
        String refused = null;
        synchronized (this) {
            if (closing) {
                refused = "mqtt link " + linkId + " is closed";
            } else if (boards.size() >= maxBoards) {
                refused = "mqtt link " + linkId + " carries " + maxBoards + " boards already (their windows of"
                        + " mqtt.inFlight " + settings.inFlightWindow() + " fill Paho's " + MAX_IN_FLIGHT
                        + "): start another link";
            } else if (boards.putIfAbsent(boardId, board) != null) {
                refused = "board " + boardId + " is already on mqtt link " + linkId;
            } else {
                byTopic.put(board.topics().cmd(), board);
                byTopic.put(board.topics().status(), board);
                if (client != null) {
                    MqttAsyncClient c = client;
                    board.inOrder(() -> board.linkUp(c)); // queued here, so a later linkDown is queued after it
                }
            }
        }
        if (refused != null) {
            board.close(); // its cursor and journal listener; it was never connected
            throw new IllegalStateException(refused);
        }
        return board;
    }

    /** Called by a board's {@link MqttBoardPublisher#close()}. */
    void detach(MqttBoardPublisher board) {
        synchronized (this) {
            boards.remove(board.boardId(), board);
        }
        byTopic.remove(board.topics().cmd(), board);
        byTopic.remove(board.topics().status(), board);
    }

    public String linkId() {
        return linkId;
    }

    /** True while the connection is up. */
    public boolean isConnected() {
        return connected;
    }

    /** Why the last connection attempt failed ({@code URI: reason}), or null when none failed yet. */
    public String lastFailure() {
        return lastFailure;
    }

    /**
     * Waits for the link's first connection as every command does ({@link FirstConnection}: a WARN line after 2 s,
     * then up to {@code mqtt.firstConnectSeconds}).
     *
     * @throws BrokerUnreachable when no broker accepted the link within that time
     */
    public void awaitFirstConnection() throws BrokerUnreachable, InterruptedException {
        FirstConnection.await(new FirstConnection.Client() {
            @Override
            public boolean awaitConnected(Duration timeout) throws InterruptedException {
                return MqttBrokerLink.this.awaitConnected(timeout);
            }

            @Override
            public String lastFailure() {
                return lastFailure;
            }
        }, settings, "mqtt link " + linkId);
    }

    /** Waits until connected or the time is up; returns whether connected. */
    public boolean awaitConnected(Duration timeout) throws InterruptedException {
        long end = System.nanoTime() + timeout.toNanos();
        while (!connected && System.nanoTime() < end) {
            Thread.sleep(10);
        }
        return connected;
    }

    ScheduledThreadPoolExecutor pool() {
        return pool;
    }

    ExecutorService commands() {
        return commands;
    }

    ScheduledThreadPoolExecutor cursorWriter() {
        return cursorWriter;
    }

    /** A board's publish on {@code c} failed: the connection is given up and made again for every board. */
    void fail(MqttAsyncClient c, Throwable cause) {
        lane.execute(() -> lost(c, cause));
    }

    /**
     * Closes every board still attached (each publishes {@code offline}, reason {@code shutdown}), publishes the
     * link's own {@code offline}, disconnects and stops the link's threads.
     */
    @Override
    public void close() {
        List<MqttBoardPublisher> left;
        synchronized (this) {
            if (closing) {
                return;
            }
            // Refused from here on, under the same lock as the snapshot below: a board attached while the others close
            // would be on no list, never closed, its status never offline (the connection stays until they are closed).
            closing = true;
            left = new ArrayList<>(boards.values());
        }
        for (MqttBoardPublisher b : left) {
            b.close();
        }
        MqttAsyncClient c;
        synchronized (this) {
            c = client;
            client = null;
            connected = false;
        }
        if (c != null) {
            try {
                c.publish(statusTopic, Payloads.linkStatus(linkId, false, Payloads.OfflineReason.SHUTDOWN,
                        clock.instant()), QOS, true).waitForCompletion(settings.connectTimeout().toMillis());
                c.disconnect(1000).waitForCompletion(settings.connectTimeout().toMillis());
            } catch (MqttException e) {
                log.warn("mqtt link {}: clean disconnect failed ({}); the broker will publish its last will", linkId,
                        MqttBoardPublisher.describe(e));
            }
            discard(c);
        }
        pool.shutdown();
        commands.shutdown();
        cursorWriter.shutdown();
        try {
            pool.awaitTermination(2, TimeUnit.SECONDS);
            commands.awaitTermination(2, TimeUnit.SECONDS);
            cursorWriter.awaitTermination(2, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        log.info("mqtt link {} stopped", linkId);
    }

    // ---- the link's lane ------------------------------------------------------------------------------------

    private void connect() {
        synchronized (this) {
            if (closing || client != null) {
                return;
            }
        }
        for (URI uri : settings.brokerUris()) {
            MqttAsyncClient c = null;
            try {
                c = new MqttAsyncClient(uri.toString(), settings.clientIdFor(linkId), new MemoryPersistence());
                c.setCallback(new Callback(c));
                c.connect(options()).waitForCompletion(settings.connectTimeout().toMillis() + 1000);
                String wildcard = settings.topicRootFor("+");
                // Online (its PUBACK awaited) before subscribing: Moquette 0.17 may drop a connection whose SUBSCRIBE
                // comes right after the CONNACK (MqttBoardPublisher#connect says why; issue 23).
                c.publish(statusTopic, Payloads.linkStatus(linkId, true, null, clock.instant()), QOS, true)
                        .waitForCompletion(settings.connectTimeout().toMillis());
                String[] filters = {wildcard + "cmd", wildcard + "status"};
                IMqttToken sub = c.subscribe(filters, new int[] {QOS, QOS});
                sub.waitForCompletion(settings.connectTimeout().toMillis());
                refusedCheck(c, sub, filters);
                int boardsNow;
                synchronized (this) {
                    if (closing) {
                        discard(c);
                        return;
                    }
                    client = c;
                    generation++;
                    connected = true;
                    MqttAsyncClient up = c;
                    for (MqttBoardPublisher b : boards.values()) {
                        b.inOrder(() -> b.linkUp(up));
                    }
                    boardsNow = boards.size();
                }
                backoff.reset();
                log.info("mqtt link {} connected to {}{} for {} boards", linkId, uri,
                        FailureStreak.after(connectFailures.ended()), boardsNow);
                return;
            } catch (MqttException e) {
                lastFailure = uri + ": " + MqttBoardPublisher.describe(e);
                log.atLevel(connectFailures.failed()).log("mqtt link {} cannot connect to {}: {}{}", linkId, uri,
                        MqttBoardPublisher.describe(e), connectFailures.note());
                discard(c);
            }
            synchronized (this) {
                if (closing) {
                    return;
                }
            }
        }
        retryLater();
    }

    /**
     * A refused subscription (SUBACK 0x80) fails the connection: the boards would answer no command. The link's retained
     * status says why, a DISCONNECT keeps the will from saying {@code lost} over it, and the caller connects again after
     * its back-off (issue 27).
     */
    private void refusedCheck(MqttAsyncClient c, IMqttToken sub, String[] filters) throws MqttException {
        try {
            SubscriptionRefused.check(sub, filters);
        } catch (SubscriptionRefused refused) {
            long wait = settings.connectTimeout().toMillis();
            c.publish(statusTopic, Payloads.linkStatus(linkId, false, Payloads.OfflineReason.SUBSCRIPTION_REFUSED,
                    clock.instant()), QOS, true).waitForCompletion(wait);
            c.disconnect(wait).waitForCompletion(wait);
            throw refused;
        }
    }

    private void retryLater() {
        Duration delay = backoff.next();
        log.debug("mqtt link {}: no broker reachable, next try in {} ms", linkId, delay.toMillis());
        try {
            pool.schedule(() -> lane.execute(this::connect), delay.toMillis(), TimeUnit.MILLISECONDS);
        } catch (java.util.concurrent.RejectedExecutionException e) {
            log.debug("mqtt link {}: stopped, no reconnect", linkId);
        }
    }

    private void lost(MqttAsyncClient c, Throwable cause) {
        synchronized (this) {
            if (client != c || c == null) {
                return; // an old connection, already given up
            }
            log.warn("mqtt link {} lost its broker connection: {}; {} boards resume from their cursors", linkId,
                    MqttBoardPublisher.describe(cause), boards.size());
            client = null;
            connected = false;
            for (MqttBoardPublisher b : boards.values()) {
                b.inOrder(b::linkDown);
            }
        }
        discard(c);
        synchronized (this) {
            if (closing) {
                return;
            }
        }
        retryLater();
    }

    private MqttConnectOptions options() {
        return PahoConnections.options(settings, tls, MAX_IN_FLIGHT, statusTopic,
                Payloads.linkStatus(linkId, false, Payloads.OfflineReason.LOST, null));
    }

    private void discard(MqttAsyncClient c) {
        PahoConnections.discard(c, log, "mqtt link " + linkId);
    }

    private final class Callback implements MqttCallback {
        private final MqttAsyncClient owner;

        Callback(MqttAsyncClient owner) {
            this.owner = owner;
        }

        @Override
        public void connectionLost(Throwable cause) {
            fail(owner, cause);
        }

        @Override
        public void messageArrived(String topic, MqttMessage message) {
            MqttBoardPublisher board = byTopic.get(topic);
            if (board != null) {
                board.receivedOnLink(topic, message);
            } else {
                // The wildcard also matches boards of other processes on the same broker: not ours.
                log.debug("mqtt link {}: a message on {} for no board of this link", linkId, topic);
            }
        }

        @Override
        public void deliveryComplete(IMqttDeliveryToken token) {
            // Acknowledgements are handled per message by each board's action listeners.
        }
    }

    private static ThreadFactory named(String prefix) {
        AtomicInteger n = new AtomicInteger();
        return r -> {
            Thread t = new Thread(r, prefix + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        };
    }
}
