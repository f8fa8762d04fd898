package org.touchmove.firmware.publish.mqtt;

import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * How a board reaches its broker (docs/mqtt.md, "Configuration"). Every bad value is refused when the record is
 * built, with the configuration key named, so a wrong file stops the program with one clear message.
 *
 * @param brokerUris       {@code mqtt.uris}: one or more {@code tcp://} or {@code ssl://} URIs, tried in order
 * @param topicRoot        {@code mqtt.topicRoot}: the board's topic root; {@code {boardId}} is replaced by the id
 * @param clientId         {@code mqtt.clientId}: the MQTT client id; {@code {boardId}} is replaced by the id
 * @param username         {@code mqtt.username}, empty for none
 * @param password         {@code mqtt.password}, empty for none; never logged, never in {@link #toString()}
 * @param caFile           {@code mqtt.tls.caFile}: PEM CA certificate(s) trusted for {@code ssl://} URIs, empty
 *                         for the JVM's default trust store
 * @param clientCertFile   {@code mqtt.tls.certFile}: PEM client certificate (chain), empty for none
 * @param clientKeyFile    {@code mqtt.tls.keyFile}: PEM PKCS#8 private key of the client certificate
 * @param stateDir         the board's state directory; the acknowledged cursor lives there ({@code mqtt-acked-seq})
 * @param keepAlive        {@code mqtt.keepAliveSeconds}: MQTT keep-alive; a silent network is noticed after ~1.5x
 * @param connectTimeout   {@code mqtt.connectTimeoutMs}: how long one connection attempt may take
 * @param inFlightWindow   {@code mqtt.inFlight}: events published but not yet acknowledged, at most
 * @param reconnectMin     {@code mqtt.reconnect.minMs}: first back-off delay after a failed round of URIs
 * @param reconnectMax     {@code mqtt.reconnect.maxMs}: the back-off never grows past this
 * @param maxCommandAge    {@code mqtt.command.maxAgeMs}: a command issued longer ago than this is refused as stale
 * @param firstConnect     {@code mqtt.firstConnectSeconds}: how long a command waits for its first broker connection
 *                         before it gives up ({@link FirstConnection}); zero waits for ever
 * @param heartbeat        {@code mqtt.heartbeatSeconds}: how often a connected board publishes its {@code online}
 *                         status again (docs/mqtt.md, "Status"); a hub's {@code hub.boardLostSeconds} must exceed it
 */
public record MqttSettings(
        List<URI> brokerUris,
        String topicRoot,
        String clientId,
        String username,
        String password,
        Optional<Path> caFile,
        Optional<Path> clientCertFile,
        Optional<Path> clientKeyFile,
        Path stateDir,
        Duration keepAlive,
        Duration connectTimeout,
        int inFlightWindow,
        Duration reconnectMin,
        Duration reconnectMax,
        Duration maxCommandAge,
        Duration firstConnect,
        Duration heartbeat) {

    public static final String DEFAULT_TOPIC_ROOT = "touchmove/v1/boards/{boardId}/";
    public static final String DEFAULT_CLIENT_ID = "touchmove-{boardId}";

    /** {@code mqtt.uri}, the hub's spelling ({@code hub.mqtt.uri}), read as {@code mqtt.uris} (docs/mqtt.md). */
    public static final String URI_ALIAS = "mqtt.uri";
    /** The keys {@link #fromProperties} reads; any other {@code mqtt.*} key is refused. */
    public static final Set<String> KEYS = Set.of("mqtt.uris", URI_ALIAS, "mqtt.topicRoot", "mqtt.clientId",
            "mqtt.username", "mqtt.password", "mqtt.tls.caFile", "mqtt.tls.certFile", "mqtt.tls.keyFile", "mqtt.keepAliveSeconds",
            "mqtt.connectTimeoutMs", "mqtt.inFlight", "mqtt.reconnect.minMs", "mqtt.reconnect.maxMs",
            "mqtt.command.maxAgeMs", "mqtt.firstConnectSeconds", "mqtt.heartbeatSeconds");
    /**
     * The first-connection wait of {@link #defaults}: a minute, as the hub's {@code hub.mqtt.firstConnectSeconds}
     * (live replay and the demonstration, {@code --mqtt-first-connect} unset).
     */
    public static final Duration DEFAULT_FIRST_CONNECT = Duration.ofSeconds(60);
    /**
     * {@code mqtt.firstConnectSeconds} unset in a board's configuration: for ever. A board plays on without a broker
     * (its events wait in the journal); exiting would restart it, and a restarted board resumes its game with the
     * clock paused (docs/brokers.md, "The first connection").
     */
    public static final Duration BOARD_FIRST_CONNECT = Duration.ZERO;
    /** The longest {@code mqtt.firstConnectSeconds}: a day (0 waits for ever). */
    public static final long MAX_FIRST_CONNECT_SECONDS = 24 * 3600;
    /** {@code mqtt.heartbeatSeconds} unset: 10 s, three of which fit in the hub's default 30 s. */
    public static final Duration DEFAULT_HEARTBEAT = Duration.ofSeconds(10);
    /** The longest {@code mqtt.heartbeatSeconds}: an hour. */
    public static final long MAX_HEARTBEAT_SECONDS = 3600;

    public MqttSettings {
        Objects.requireNonNull(stateDir, "stateDir");
        if (brokerUris == null || brokerUris.isEmpty()) {
            throw bad("mqtt.uris", "at least one broker URI is needed, e.g. tcp://127.0.0.1:1883");
        }
        brokerUris = List.copyOf(brokerUris);
        for (URI uri : brokerUris) {
            String scheme = uri.getScheme();
            if (!"tcp".equals(scheme) && !"ssl".equals(scheme)) {
                throw bad("mqtt.uris", "'" + uri + "' must start with tcp:// or ssl://");
            }
            if (uri.getHost() == null || uri.getPort() < 1) {
                throw bad("mqtt.uris", "'" + uri + "' needs a host and a port, e.g. tcp://broker.local:1883");
            }
        }
        topicRoot = topicRoot == null || topicRoot.isBlank() ? DEFAULT_TOPIC_ROOT : topicRoot;
        if (topicRoot.contains("+") || topicRoot.contains("#") || topicRoot.startsWith("/")) {
            throw bad("mqtt.topicRoot", "'" + topicRoot + "' must not contain + or # nor start with /");
        }
        if (!topicRoot.endsWith("/")) {
            topicRoot = topicRoot + "/";
        }
        clientId = clientId == null || clientId.isBlank() ? DEFAULT_CLIENT_ID : clientId;
        if (clientId.length() > 64) {
            throw bad("mqtt.clientId", "at most 64 characters");
        }
        username = username == null ? "" : username;
        password = password == null ? "" : password;
        if (!password.isEmpty() && username.isEmpty()) {
            throw bad("mqtt.password", "a password needs mqtt.username");
        }
        caFile = Objects.requireNonNullElse(caFile, Optional.empty());
        clientCertFile = Objects.requireNonNullElse(clientCertFile, Optional.empty());
        clientKeyFile = Objects.requireNonNullElse(clientKeyFile, Optional.empty());
        if (clientCertFile.isPresent() != clientKeyFile.isPresent()) {
            throw bad(clientCertFile.isPresent() ? "mqtt.tls.keyFile" : "mqtt.tls.certFile",
                    "a client certificate needs both mqtt.tls.certFile and mqtt.tls.keyFile");
        }
        boolean anyTls = brokerUris.stream().anyMatch(u -> "ssl".equals(u.getScheme()));
        if (!anyTls && (caFile.isPresent() || clientCertFile.isPresent())) {
            throw bad(caFile.isPresent() ? "mqtt.tls.caFile" : "mqtt.tls.certFile",
                    "TLS files are set but no mqtt.uris entry uses ssl://");
        }
        positive("mqtt.keepAliveSeconds", keepAlive);
        if (keepAlive.toSeconds() < 1) {
            throw bad("mqtt.keepAliveSeconds", "at least 1 second");
        }
        positive("mqtt.connectTimeoutMs", connectTimeout);
        if (inFlightWindow < 1 || inFlightWindow > 1000) {
            throw bad("mqtt.inFlight", "must be between 1 and 1000, was " + inFlightWindow);
        }
        positive("mqtt.reconnect.minMs", reconnectMin);
        positive("mqtt.reconnect.maxMs", reconnectMax);
        if (reconnectMax.compareTo(reconnectMin) < 0) {
            throw bad("mqtt.reconnect.maxMs", "must not be below mqtt.reconnect.minMs");
        }
        positive("mqtt.command.maxAgeMs", maxCommandAge);
        firstConnect = Objects.requireNonNullElse(firstConnect, DEFAULT_FIRST_CONNECT);
        if (firstConnect.isNegative() || firstConnect.toSeconds() > MAX_FIRST_CONNECT_SECONDS) {
            throw bad("mqtt.firstConnectSeconds", "must be between 0 (wait for ever) and " + MAX_FIRST_CONNECT_SECONDS
                    + ", was " + firstConnect.toSeconds());
        }
        heartbeat = Objects.requireNonNullElse(heartbeat, DEFAULT_HEARTBEAT);
        if (heartbeat.toSeconds() < 1 || heartbeat.toSeconds() > MAX_HEARTBEAT_SECONDS) {
            throw bad("mqtt.heartbeatSeconds", "must be between 1 and " + MAX_HEARTBEAT_SECONDS + ", was "
                    + heartbeat.toSeconds());
        }
    }

    /** Without the first-connection wait and the heartbeat period: their defaults (60 s, 10 s). */
    public MqttSettings(List<URI> brokerUris, String topicRoot, String clientId, String username, String password,
            Optional<Path> caFile, Optional<Path> clientCertFile, Optional<Path> clientKeyFile, Path stateDir,
            Duration keepAlive, Duration connectTimeout, int inFlightWindow, Duration reconnectMin,
            Duration reconnectMax, Duration maxCommandAge) {
        this(brokerUris, topicRoot, clientId, username, password, caFile, clientCertFile, clientKeyFile, stateDir,
                keepAlive, connectTimeout, inFlightWindow, reconnectMin, reconnectMax, maxCommandAge,
                DEFAULT_FIRST_CONNECT, DEFAULT_HEARTBEAT);
    }

    /**
     * Defaults for one broker: keep-alive 30 s, window 32, back-off 0.5-30 s, commands stale after 60 s, the first
     * connection waited for 60 s, a heartbeat every 10 s.
     */
    public static MqttSettings defaults(URI broker, Path stateDir) {
        return defaults(List.of(broker), stateDir);
    }

    /** {@link #defaults(URI, Path)} for brokers tried in order ({@code --mqtt URI[,URI...]}). */
    public static MqttSettings defaults(List<URI> brokers, Path stateDir) {
        return new MqttSettings(brokers, DEFAULT_TOPIC_ROOT, DEFAULT_CLIENT_ID, "", "", Optional.empty(),
                Optional.empty(), Optional.empty(), stateDir, Duration.ofSeconds(30), Duration.ofSeconds(10), 32,
                Duration.ofMillis(500), Duration.ofSeconds(30), Duration.ofSeconds(60), DEFAULT_FIRST_CONNECT,
                DEFAULT_HEARTBEAT);
    }

    /**
     * Reads the {@code mqtt.*} keys of a configuration (other prefixes are ignored: they belong to other parts).
     *
     * @throws IllegalArgumentException naming the key and the reason, for an unknown {@code mqtt.*} key or a bad
     *                                  value
     */
    public static MqttSettings fromProperties(Map<String, String> config, Path stateDir) {
        Set<String> unknown = new TreeSet<>();
        for (String key : config.keySet()) {
            if (key.startsWith("mqtt.") && !KEYS.contains(key)) {
                unknown.add(key);
            }
        }
        if (!unknown.isEmpty()) {
            throw bad(unknown.iterator().next(), "unknown key (known: " + new TreeSet<>(KEYS) + ")");
        }
        if (config.containsKey("mqtt.uris") && config.containsKey(URI_ALIAS)) {
            throw bad(URI_ALIAS, "set together with mqtt.uris; mqtt.uri is another name for mqtt.uris: keep one");
        }
        String uris = config.getOrDefault("mqtt.uris", config.get(URI_ALIAS));
        if (uris == null || uris.isBlank()) {
            throw bad("mqtt.uris", "missing; e.g. mqtt.uris=tcp://127.0.0.1:1883");
        }
        List<URI> list = BrokerUris.parse("mqtt.uris", uris);
        MqttSettings d = defaults(list.get(0), stateDir);
        return new MqttSettings(list,
                config.getOrDefault("mqtt.topicRoot", d.topicRoot()),
                config.getOrDefault("mqtt.clientId", d.clientId()),
                config.getOrDefault("mqtt.username", ""),
                config.getOrDefault("mqtt.password", ""),
                path(config, "mqtt.tls.caFile"),
                path(config, "mqtt.tls.certFile"),
                path(config, "mqtt.tls.keyFile"),
                stateDir,
                Duration.ofSeconds(number(config, "mqtt.keepAliveSeconds", d.keepAlive().toSeconds())),
                Duration.ofMillis(number(config, "mqtt.connectTimeoutMs", d.connectTimeout().toMillis())),
                (int) number(config, "mqtt.inFlight", d.inFlightWindow()),
                Duration.ofMillis(number(config, "mqtt.reconnect.minMs", d.reconnectMin().toMillis())),
                Duration.ofMillis(number(config, "mqtt.reconnect.maxMs", d.reconnectMax().toMillis())),
                Duration.ofMillis(number(config, "mqtt.command.maxAgeMs", d.maxCommandAge().toMillis())),
                Duration.ofSeconds(number(config, "mqtt.firstConnectSeconds", BOARD_FIRST_CONNECT.toSeconds())),
                Duration.ofSeconds(number(config, "mqtt.heartbeatSeconds", d.heartbeat().toSeconds())));
    }

    /** The same settings with the publisher's state (its acknowledged cursor) in {@code dir}. */
    public MqttSettings withStateDir(Path dir) {
        return new MqttSettings(brokerUris, topicRoot, clientId, username, password, caFile, clientCertFile,
                clientKeyFile, dir, keepAlive, connectTimeout, inFlightWindow, reconnectMin, reconnectMax, maxCommandAge,
                firstConnect, heartbeat);
    }

    /** The same settings with other brokers ({@code --mqtt URI[,URI...]} over {@code mqtt.uris}). */
    public MqttSettings withBrokerUris(List<URI> uris) {
        return new MqttSettings(uris, topicRoot, clientId, username, password, caFile, clientCertFile,
                clientKeyFile, stateDir, keepAlive, connectTimeout, inFlightWindow, reconnectMin, reconnectMax,
                maxCommandAge, firstConnect, heartbeat);
    }

    /** The same settings with another first-connection wait ({@code --mqtt-first-connect SECONDS}). */
    public MqttSettings withFirstConnect(Duration wait) {
        return new MqttSettings(brokerUris, topicRoot, clientId, username, password, caFile, clientCertFile,
                clientKeyFile, stateDir, keepAlive, connectTimeout, inFlightWindow, reconnectMin, reconnectMax,
                maxCommandAge, wait, heartbeat);
    }

    /** The brokers as written in {@code mqtt.uris}: {@code tcp://a:1883,tcp://b:1883}. */
    public String brokerList() {
        return BrokerUris.text(brokerUris);
    }

    /** The topic root with the board id filled in. */
    public String topicRootFor(String boardId) {
        return topicRoot.replace("{boardId}", boardId);
    }

    public String clientIdFor(String boardId) {
        return clientId.replace("{boardId}", boardId);
    }

    /** Same as the record's, without the password. */
    @Override
    public String toString() {
        return "MqttSettings[brokerUris=" + brokerUris + ", topicRoot=" + topicRoot + ", clientId=" + clientId
                + ", username=" + username + ", password=" + (password.isEmpty() ? "(none)" : "(set)")
                + ", caFile=" + caFile + ", clientCertFile=" + clientCertFile + ", clientKeyFile=" + clientKeyFile
                + ", stateDir=" + stateDir + ", keepAlive=" + keepAlive + ", connectTimeout=" + connectTimeout
                + ", inFlightWindow=" + inFlightWindow + ", reconnectMin=" + reconnectMin + ", reconnectMax="
                + reconnectMax + ", maxCommandAge=" + maxCommandAge + ", firstConnect=" + firstConnect
                + ", heartbeat=" + heartbeat + "]";
    }

    private static Optional<Path> path(Map<String, String> config, String key) {
        String value = config.get(key);
        if (value == null || value.isBlank()) {
            return Optional.empty();
        }
        Path p;
        try {
            p = Path.of(value.trim());
        } catch (java.nio.file.InvalidPathException e) {
            throw bad(key, "'" + org.touchmove.hal.text.Excerpt.of(value.trim()) + "' is not a path: " + e.getReason());
        }
        if (!java.nio.file.Files.isReadable(p)) {
            throw bad(key, "cannot read file " + p);
        }
        return Optional.of(p);
    }

    private static long number(Map<String, String> config, String key, long fallback) {
        String value = config.get(key);
        if (value == null || value.isBlank()) {
            return fallback;
        }
        try {
            return Long.parseLong(value.trim());
        } catch (NumberFormatException e) {
            throw bad(key, "'" + value + "' is not a whole number");
        }
    }

    private static void positive(String key, Duration value) {
        if (value == null || value.isNegative() || value.isZero()) {
            throw bad(key, "must be positive, was " + value);
        }
    }

    private static IllegalArgumentException bad(String key, String reason) {
        return new IllegalArgumentException(key + ": " + reason);
    }
}
