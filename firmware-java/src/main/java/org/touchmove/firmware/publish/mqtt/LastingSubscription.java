package org.touchmove.firmware.publish.mqtt;

import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import org.eclipse.paho.client.mqttv3.IMqttDeliveryToken;
import org.eclipse.paho.client.mqttv3.MqttCallbackExtended;
import org.eclipse.paho.client.mqttv3.MqttClient;
import org.eclipse.paho.client.mqttv3.MqttConnectOptions;
import org.eclipse.paho.client.mqttv3.MqttException;
import org.eclipse.paho.client.mqttv3.MqttMessage;
import org.eclipse.paho.client.mqttv3.persist.MemoryPersistence;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.slf4j.event.Level;

/**
 * A subscriber's connection that stays connected and subscribed: the hub's, the demo's printer's, the drills'
 * consumers'. Its own thread connects, subscribes and, when the connection is lost, connects again with a fresh Paho
 * client after a back-off (100 ms doubling to 2 s, jittered), then subscribes again: a restarted broker without the
 * session has forgotten the subscriptions.
 *
 * <p>Not Paho's automatic reconnect: in the fault drill (two Mosquitto kills in quick succession) a client with it
 * lost its connection right after reconnecting and never connected again, and a subscription refused after a
 * reconnect was never retried. The board publisher already runs its own loop for the same reasons
 * ({@link MqttBoardPublisher}); this is that loop for subscribers.
 */
public final class LastingSubscription implements AutoCloseable {

    /** What a subscription hands on. Called on Paho's threads: quick, and never blocking on MQTT. */
    public interface Listener {
        void message(String topic, String payload, boolean retained);

        /** After each connection is made and subscribed; {@code again} from the second one on. */
        default void subscribed(boolean again) {
        }

        /** After a connection is lost (the loop is already on its way to the next one). */
        default void lost(Throwable cause) {
        }
    }

    /**
     * Who connects and how: a persistent session ({@code cleanSession} off) keeps QoS 1 messages while away. Each
     * connection tries {@code brokers} in order, first to last, as a board does ({@code mqtt.uris}): a failed node is
     * left for the next, and the first is preferred again on the next connection once it is back.
     */
    public record Options(List<URI> brokers, String clientId, boolean cleanSession, int keepAliveSeconds,
            Optional<String> username, Optional<String> password) {

        public Options {
            if (brokers.isEmpty()) {
                throw new IllegalArgumentException("no broker URI");
            }
            brokers = List.copyOf(brokers);
        }

        public static Options of(URI broker, String clientId) {
            return of(List.of(broker), clientId);
        }

        public static Options of(List<URI> brokers, String clientId) {
            return new Options(brokers, clientId, true, 30, Optional.empty(), Optional.empty());
        }

        /** The first broker of the list. */
        public URI broker() {
            return brokers.get(0);
        }

        public Options withCleanSession(boolean clean) {
            return new Options(brokers, clientId, clean, keepAliveSeconds, username, password);
        }

        public Options withKeepAlive(int seconds) {
            return new Options(brokers, clientId, cleanSession, seconds, username, password);
        }

        public Options withCredentials(String user, String pass) {
            return new Options(brokers, clientId, cleanSession, keepAliveSeconds, Optional.ofNullable(user),
                    Optional.ofNullable(pass));
        }
    }

    private static final Logger log = LoggerFactory.getLogger(LastingSubscription.class);
    /** No blocking call waits longer than this for an answer a dropped connection will never bring. */
    private static final long CALL_TIMEOUT_MILLIS = 10_000;

    private final Options options;
    private final String[] filters;
    private final int[] qos;
    private final Listener listener;
    private final Backoff backoff = new Backoff(Duration.ofMillis(100), Duration.ofSeconds(2), new Random());
    /** Failed attempts in a row, on the connecting thread: the first and then only every tenfold one at WARN. */
    private final FailureStreak connectFailures = new FailureStreak();
    private final Thread loop;
    private final Object lock = new Object();
    // Guarded by lock.
    private MqttClient client;
    private boolean lost;
    private boolean closed;
    private int connections;
    private MqttException lastFailure;

    private LastingSubscription(Options options, String[] filters, Listener listener) {
        this.options = options;
        this.filters = filters.clone();
        this.qos = new int[filters.length];
        Arrays.fill(qos, 1);
        this.listener = listener;
        this.loop = new Thread(this::run, "mqtt-subscriber-" + options.clientId());
        this.loop.setDaemon(true);
    }

    /**
     * Connects and subscribes to {@code filters} (QoS 1), waiting up to {@code firstWithin} for the first connection;
     * the loop goes on trying after that too, so a broker that is late still gets its subscriber.
     *
     * @return the subscription, subscribed unless {@code firstWithin} passed first (see {@link #isConnected})
     */
    public static LastingSubscription start(Options options, Listener listener, Duration firstWithin,
            String... filters) throws InterruptedException {
        LastingSubscription s = new LastingSubscription(options, filters, listener);
        s.loop.start();
        s.awaitSubscribed(firstWithin);
        return s;
    }

    /** Waits until a connection is up and subscribed; false if {@code timeout} passed first. */
    public boolean awaitSubscribed(Duration timeout) throws InterruptedException {
        long end = System.nanoTime() + timeout.toNanos();
        synchronized (lock) {
            while (!subscribedNow()) {
                long left = end - System.nanoTime();
                if (left <= 0 || closed) {
                    return false;
                }
                TimeUnit.NANOSECONDS.timedWait(lock, left);
            }
            return true;
        }
    }

    private boolean subscribedNow() {
        return client != null && !lost && client.isConnected();
    }

    public boolean isConnected() {
        synchronized (lock) {
            return subscribedNow();
        }
    }

    /** Publishes on the current connection (QoS 1, not retained); refused while there is none. */
    public void publish(String topic, String payload) throws MqttException {
        publish(topic, payload, false);
    }

    /** Publishes on the current connection (QoS 1), retained or not; refused while there is none. */
    public void publish(String topic, String payload, boolean retained) throws MqttException {
        MqttClient current;
        synchronized (lock) {
            if (!subscribedNow()) {
                throw new MqttException(MqttException.REASON_CODE_CLIENT_NOT_CONNECTED);
            }
            current = client;
        }
        current.publish(topic, payload.getBytes(StandardCharsets.UTF_8), 1, retained);
    }

    private void run() {
        boolean again = false;
        while (true) {
            synchronized (lock) {
                while (client != null && !lost && !closed) {
                    try {
                        lock.wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
                if (closed) {
                    return;
                }
            }
            discardClient();
            if (connectAndSubscribe(again)) {
                again = true;
                backoff.reset();
                continue;
            }
            try {
                Thread.sleep(backoff.next().toMillis()); // a back-off between attempts, not a wait for logic
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    /** One round over the brokers in order: true once one is connected and subscribed. */
    private boolean connectAndSubscribe(boolean again) {
        for (URI broker : options.brokers()) {
            synchronized (lock) {
                if (closed) {
                    return false;
                }
            }
            if (connectAndSubscribe(broker, again)) {
                return true;
            }
        }
        return false;
    }

    private boolean connectAndSubscribe(URI broker, boolean again) {
        MqttClient fresh = null;
        try {
            fresh = new MqttClient(broker.toString(), options.clientId(), new MemoryPersistence());
            fresh.setTimeToWait(CALL_TIMEOUT_MILLIS);
            fresh.setCallback(new Callback(fresh));
            MqttConnectOptions o = new MqttConnectOptions();
            o.setCleanSession(options.cleanSession());
            o.setAutomaticReconnect(false);
            o.setKeepAliveInterval(options.keepAliveSeconds());
            o.setMaxInflight(1000);
            // MQTT 3.1.1 only, as the boards: Paho's default answers a refused CONNECT by trying MQTT 3.1 ("MQIsdp"),
            // which NATS refuses outright and which hides the broker's real answer (issue 27).
            o.setMqttVersion(MqttConnectOptions.MQTT_VERSION_3_1_1);
            if ("tcp".equals(broker.getScheme())) {
                o.setSocketFactory(TcpSockets.FACTORY); // buffered reads (issue 27), no Nagle delay (issue 31)
            }
            options.username().ifPresent(o::setUserName);
            options.password().ifPresent(p -> o.setPassword(p.toCharArray()));
            fresh.connect(o);
            if (filters.length > 0) { // a SUBSCRIBE without a filter is a protocol violation (MQTT 3.1.1 §3.8.3)
                // A copy: Paho writes the granted codes into the array it is given. Its synchronous client throws on
                // a refusal (SUBACK 0x80) only for a single filter: every filter is checked here (issue 27).
                SubscriptionRefused.check(fresh.subscribeWithResponse(filters, qos.clone()), filters);
            }
        } catch (MqttException | RuntimeException e) {
            // A RuntimeException is a fault, not the broker's answer: a failed attempt all the same (so the loop's
            // thread lives on), always a WARN with its stack trace; kept as an MqttException of reason code 0.
            synchronized (lock) {
                lastFailure = e instanceof MqttException m ? m : new MqttException(e);
            }
            Level level = connectFailures.failed();
            if (e instanceof RuntimeException) {
                log.warn("mqtt subscriber {}: cannot connect and subscribe to {}: unexpected failure{}",
                        options.clientId(), broker, connectFailures.note(), e);
            } else {
                log.atLevel(level).log("mqtt subscriber {}: cannot connect and subscribe to {}: {}{}",
                        options.clientId(), broker, e.toString(), connectFailures.note());
            }
            closeQuietly(fresh);
            return false;
        }
        synchronized (lock) {
            if (closed) {
                closeQuietly(fresh);
                return false;
            }
            client = fresh;
            lost = !fresh.isConnected(); // lost before it was ours: its connectionLost found no client to mark
            connections++;
            lock.notifyAll();
        }
        log.info("mqtt subscriber {}: connected to {}{} and subscribed{}", options.clientId(), broker,
                FailureStreak.after(connectFailures.ended()), again ? " again" : "");
        listener.subscribed(again);
        return true;
    }

    private void discardClient() {
        MqttClient old;
        synchronized (lock) {
            old = client;
            client = null;
        }
        closeQuietly(old);
    }

    private void closeQuietly(MqttClient c) {
        if (c == null) {
            return;
        }
        try {
            if (c.isConnected()) {
                // Bounded: Paho's disconnect(quiesce) waits for its DISCONNECT without a time limit. Its forcible
                // one waits the whole disconnect time-out (the DISCONNECT has no answer to end the wait), so that
                // time-out is short: the packet is written at once; the quiesce lets in-flight work finish first.
                c.disconnectForcibly(500, 100);
            }
        } catch (MqttException e) {
            log.debug("mqtt subscriber {}: disconnect: {}", options.clientId(), e.toString());
        }
        try {
            c.close(true);
        } catch (MqttException e) {
            log.debug("mqtt subscriber {}: close: {}", options.clientId(), e.toString());
        }
    }

    /**
     * This subscription as {@link FirstConnection} waits for it: subscribed counts as connected, and the last failure
     * is given in {@code describe}'s words (the hub's lines and the commands' word their reasons differently).
     */
    public FirstConnection.Client asFirstConnection(Function<MqttException, String> describe) {
        return new FirstConnection.Client() {
            @Override
            public boolean awaitConnected(Duration timeout) throws InterruptedException {
                return awaitSubscribed(timeout);
            }

            @Override
            public String lastFailure() {
                return LastingSubscription.this.lastFailure().map(describe).orElse(null);
            }
        };
    }

    /** Why the last attempt failed (for a caller that gives up on the first connection), if one did. */
    public Optional<MqttException> lastFailure() {
        synchronized (lock) {
            return Optional.ofNullable(lastFailure);
        }
    }

    /**
     * Why there is no connection, for a caller outside this package (the hub sees no Paho type): the last attempt's
     * reason, else a time-out, as an {@link IOException} with Paho's message.
     */
    public IOException failure() {
        MqttException why = lastFailure().orElseGet(() -> new MqttException(MqttException.REASON_CODE_CLIENT_TIMEOUT));
        return new IOException(why.getMessage(), why);
    }

    /** {@link #publish} for a caller outside this package: no connection or a refusal is an {@link IOException}. */
    public void send(String topic, String payload) throws IOException {
        try {
            publish(topic, payload);
        } catch (MqttException e) {
            throw new IOException(e.getMessage(), e);
        }
    }

    /**
     * Subscribes the current connection to more topics (QoS 1), each refusal an error: the broker sends their retained
     * messages to the listener as it does on any subscription (the hub reads a board's snapshots again this way). For
     * a moment only: not renewed after a reconnect (the lasting filters bring every retained message again then),
     * and the caller removes them ({@link #unsubscribe}) so the hub leaves no subscription behind.
     */
    public void subscribeMore(String... topics) throws IOException {
        MqttClient current = current();
        int[] levels = new int[topics.length];
        Arrays.fill(levels, 1);
        try {
            SubscriptionRefused.check(current.subscribeWithResponse(topics.clone(), levels), topics);
        } catch (MqttException e) {
            throw new IOException(e.getMessage(), e);
        }
    }

    /** Removes what {@link #subscribeMore} added (nothing to do when the connection it was on is gone). */
    public void unsubscribe(String... topics) throws IOException {
        MqttClient current = current();
        try {
            current.unsubscribe(topics.clone());
        } catch (MqttException e) {
            throw new IOException(e.getMessage(), e);
        }
    }

    /**
     * Drops the current connection and makes a new one, subscribed again (the broker then sends every retained message
     * again): for a connection that is up but brings nothing (a broker that stopped delivering to it).
     */
    public void reconnect(String why) {
        synchronized (lock) {
            if (!subscribedNow()) {
                return; // already on its way to a new one
            }
            // The loop discards the client and connects again (only the loop disconnects it: a second disconnect
            // from here raced with the loop's, and Paho's then never completed).
            lost = true;
            lock.notifyAll();
        }
        log.warn("mqtt subscriber {}: connecting again: {}", options.clientId(), why);
        listener.lost(new IOException(why));
    }

    private MqttClient current() throws IOException {
        synchronized (lock) {
            if (!subscribedNow()) {
                throw new IOException("not connected to the broker");
            }
            return client;
        }
    }

    /** How many connections were made (and subscribed) so far. */
    public int connections() {
        synchronized (lock) {
            return connections;
        }
    }

    @Override
    public void close() {
        synchronized (lock) {
            closed = true;
            lock.notifyAll();
        }
        loop.interrupt();
        try {
            loop.join(5000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        discardClient();
    }

    private final class Callback implements MqttCallbackExtended {
        private final MqttClient owner;

        Callback(MqttClient owner) {
            this.owner = owner;
        }

        @Override
        public void connectComplete(boolean reconnect, String serverUri) {
        }

        @Override
        public void connectionLost(Throwable cause) {
            synchronized (lock) {
                if (client != owner && client != null) {
                    return; // an old client's last word
                }
                lost = true;
                lock.notifyAll();
            }
            log.warn("mqtt subscriber {}: lost its broker connection ({}); connecting again", options.clientId(),
                    cause == null ? "?" : cause.toString());
            listener.lost(cause);
        }

        @Override
        public void messageArrived(String topic, MqttMessage message) {
            try {
                listener.message(topic, new String(message.getPayload(), StandardCharsets.UTF_8),
                        message.isRetained());
            } catch (RuntimeException e) {
                // Paho closes the connection if the callback throws: log and go on with the next message.
                log.error("mqtt subscriber {}: message on {} could not be handled", options.clientId(), topic, e);
            }
        }

        @Override
        public void deliveryComplete(IMqttDeliveryToken token) {
        }
    }
}
