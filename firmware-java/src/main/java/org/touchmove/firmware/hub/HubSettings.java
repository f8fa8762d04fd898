package org.touchmove.firmware.hub;

import java.io.IOException;
import java.io.Reader;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import org.touchmove.firmware.config.LiveChessEndpoint;
import org.touchmove.hal.net.ListenAddress;
import org.touchmove.firmware.publish.mqtt.BrokerUris;
import org.touchmove.firmware.publish.mqtt.MqttBrokerLink;

/**
 * The hub's configuration (docs/hub.md, "Configuration"): a properties file; every key optional.
 *
 * @param mqtt            {@code hub.mqtt.uri} (alias {@code hub.mqtt.uris}): the brokers in order, and
 *                        {@code hub.mqtt.firstConnectSeconds}
 * @param access          the arbiter's password hash (null: the arbiter's page is switched off) and the hub's state
 * @param pushUrl         null: no push mode
 * @param pairings        a CSV file of the round's pairings the arbiter's page offers to send, or null
 * @param livechess       {@code hub.livechess}: where every board is served on the LiveChess e-board API, or null
 * @param limits          {@code hub.boards}, {@code hub.maxBoards}, {@code hub.limits.*}: which boards the room admits
 *                        and what it keeps of them (the pairings' boards are added at start)
 * @param desk            {@code hub.desk.*}: the arbiter's desk
 */
record HubSettings(HubBroker mqtt, String topicRoot, String mqttUsername, String mqttPassword, String httpHost,
                   int httpPort, Duration delay, HubAccess access, URI pushUrl, String pushToken,
                   Duration pushInterval, Path pairings, LiveChessEndpoint livechess, HubLimits limits,
                   DeskSettings desk) {

    static final String DEFAULT_ROOT = "touchmove/v1/boards/";
    /** {@code hub.mqtt.uris}, the board's spelling ({@code mqtt.uris}), read as {@code hub.mqtt.uri} (docs/hub.md). */
    static final String URI_ALIAS = "hub.mqtt.uris";
    static final Set<String> KEYS = union(Set.of("hub.mqtt.uri", URI_ALIAS, "hub.mqtt.topicRoot", "hub.mqtt.username",
            "hub.mqtt.password", "hub.mqtt.firstConnectSeconds", "hub.boardLostSeconds", "hub.http.host", "hub.http.port", "hub.delayMinutes",
            "hub.push.url", "hub.push.token", "hub.push.intervalSeconds", "hub.push.allowInsecure", "hub.pairings",
            "hub.livechess", "hub.boards", "hub.maxBoards", "hub.limits.boardEvents", "hub.limits.boardMegabytes",
            "hub.limits.totalEvents", "hub.limits.totalMegabytes"),
            union(HubAccess.KEYS, DeskSettings.KEYS));

    private static Set<String> union(Set<String> a, Set<String> b) {
        Set<String> all = new java.util.HashSet<>(a);
        all.addAll(b);
        return Set.copyOf(all);
    }

    /** The arbiter's password hash; null when the arbiter's page is off. */
    PasswordHash arbiterPassword() {
        return access.arbiterPassword();
    }

    static HubSettings defaults() {
        return fromMap(Map.of(), "(defaults)");
    }

    @Override
    public String toString() {
        return "HubSettings[mqtt=" + mqtt + ", root=" + topicRoot + ", http=" + httpHost + ":" + httpPort
                + ", delay=" + delay + ", arbiter=" + (arbiterPassword() == null ? "off" : "(password hash set)")
                + ", push=" + (pushUrl == null ? "off" : pushUrl + " every " + pushInterval)
                + ", livechess=" + (livechess == null ? "off" : livechess.host() + ":" + livechess.port())
                + ", boards=" + (limits.boards().isEmpty() ? "any, at most " + limits.maxBoards()
                : limits.boards().size() + " listed") + "]";
    }

    /** Reads a properties file; an unknown key or a bad value names the file, the key and the reason. */
    static HubSettings load(Path file) {
        Properties p = new Properties();
        try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            p.load(r);
        } catch (IOException e) {
            throw new IllegalArgumentException(file + ": cannot read: " + e.getMessage(), e);
        }
        Map<String, String> map = new HashMap<>();
        for (String k : p.stringPropertyNames()) {
            map.put(k, p.getProperty(k).strip());
        }
        return fromMap(map, file.toString());
    }

    static HubSettings fromMap(Map<String, String> m, String source) {
        for (String k : m.keySet()) {
            if (!KEYS.contains(k)) {
                throw new IllegalArgumentException(source + ": unknown key '" + k + "' (known: "
                        + String.join(", ", new java.util.TreeSet<>(KEYS)) + ")");
            }
        }
        if (m.containsKey("hub.mqtt.uri") && m.containsKey(URI_ALIAS)) {
            throw bad(source, URI_ALIAS, "set together with hub.mqtt.uri; hub.mqtt.uris is another name for "
                    + "hub.mqtt.uri: keep one");
        }
        String brokerUri = m.getOrDefault("hub.mqtt.uri", m.getOrDefault(URI_ALIAS, "tcp://127.0.0.1:1883"));
        String root = m.getOrDefault("hub.mqtt.topicRoot", DEFAULT_ROOT);
        if (!root.endsWith("/") || root.contains("+") || root.contains("#")) {
            throw bad(source, "hub.mqtt.topicRoot", "must end with '/' and contain no wildcard, was '" + root + "'");
        }
        if (MqttBrokerLink.linksRoot(root).equals(root)) {
            throw bad(source, "hub.mqtt.topicRoot", "its last level must not be 'links' (the links' status is read"
                    + " beside the boards, at " + MqttBrokerLink.linksRoot(root) + "), was '" + root + "'");
        }
        URI pushUrl = m.containsKey("hub.push.url") ? uri(source, "hub.push.url", m.get("hub.push.url")) : null;
        String token = m.get("hub.push.token");
        if (pushUrl != null && (token == null || token.isEmpty())) {
            throw bad(source, "hub.push.token", "is required with hub.push.url");
        }
        String insecure = m.getOrDefault("hub.push.allowInsecure", "false");
        if (!insecure.equals("true") && !insecure.equals("false")) {
            throw bad(source, "hub.push.allowInsecure", "must be true or false, was '" + insecure + "'");
        }
        if (pushUrl != null && !"https".equalsIgnoreCase(pushUrl.getScheme()) && insecure.equals("false")) {
            // The token would cross the network readable by anyone on it.
            throw bad(source, "hub.push.url", "is not https: the token would travel in clear; use an https:// URL,"
                    + " or set hub.push.allowInsecure=true for a push target you trust on this network");
        }
        return new HubSettings(
                new HubBroker(uris(source, m.containsKey(URI_ALIAS) ? URI_ALIAS : "hub.mqtt.uri", brokerUri),
                        Duration.ofSeconds(number(source, m, "hub.mqtt.firstConnectSeconds",
                                HubBroker.DEFAULT_FIRST_CONNECT.toSeconds(), 1, 24 * 3600)),
                        Duration.ofSeconds(number(source, m, "hub.boardLostSeconds",
                                HubBroker.DEFAULT_BOARD_LOST.toSeconds(), 1, 24 * 3600))), root,
                m.get("hub.mqtt.username"), m.get("hub.mqtt.password"),
                m.getOrDefault("hub.http.host", ListenAddress.LOOPBACK),
                (int) number(source, m, "hub.http.port", 8080, 0, 65535),
                Duration.ofMinutes(number(source, m, "hub.delayMinutes", 0, 0, 24 * 60)), HubAccess.fromMap(m, source),
                pushUrl, token,
                Duration.ofSeconds(number(source, m, "hub.push.intervalSeconds", 5, 1, 3600)),
                m.containsKey("hub.pairings") ? Path.of(m.get("hub.pairings")) : null,
                m.containsKey("hub.livechess") ? livechess(source, "hub.livechess", m.get("hub.livechess")) : null,
                limits(source, m), DeskSettings.fromMap(m, source));
    }

    private static HubLimits limits(String source, Map<String, String> m) {
        java.util.Set<String> boards = new java.util.TreeSet<>();
        for (String id : m.getOrDefault("hub.boards", "").split(",")) {
            String b = id.strip();
            if (b.isEmpty()) {
                continue;
            }
            if (!b.matches("[a-z0-9][a-z0-9-]{0,63}")) {
                throw bad(source, "hub.boards", "'" + b + "' is not a board id (1-64 characters of a-z, 0-9, -)");
            }
            boards.add(b);
        }
        return new HubLimits(boards,
                (int) number(source, m, "hub.maxBoards", HubLimits.DEFAULT_MAX_BOARDS, 1, 100_000),
                (int) number(source, m, "hub.limits.boardEvents", HubLimits.DEFAULT_BOARD_EVENTS, 100, 10_000_000),
                number(source, m, "hub.limits.boardMegabytes", HubLimits.DEFAULT_BOARD_MEGABYTES, 1, 4096) << 20,
                (int) number(source, m, "hub.limits.totalEvents", HubLimits.DEFAULT_TOTAL_EVENTS, 100, 100_000_000),
                number(source, m, "hub.limits.totalMegabytes", HubLimits.DEFAULT_TOTAL_MEGABYTES, 1, 65_536) << 20);
    }

    /** {@code [HOST:]PORT} as the LiveChess endpoint (127.0.0.1 unless HOST is given). */
    static LiveChessEndpoint livechess(String source, String key, String value) {
        try {
            return LiveChessEndpoint.parse(value);
        } catch (IllegalArgumentException e) {
            throw bad(source, key, e.getMessage());
        }
    }

    /** Where HTTP listens ({@code hub.http.host}, {@code hub.http.port}): the loopback unless a host is named. */
    ListenAddress http() {
        return new ListenAddress(httpHost, httpPort);
    }

    /** Where the links' status is read: beside the board root, e.g. {@code touchmove/v1/links/} (docs/mqtt.md). */
    String linksRoot() {
        return MqttBrokerLink.linksRoot(topicRoot);
    }

    /** {@code --mqtt-first-connect SECONDS} over {@code hub.mqtt.firstConnectSeconds} (1..86400, as the key). */
    HubSettings withFirstConnect(long seconds) {
        if (seconds < 1 || seconds > 24 * 3600) {
            throw bad("command line", "--mqtt-first-connect", "must be between 1 and 86400, was " + seconds);
        }
        return new HubSettings(mqtt.withFirstConnect(Duration.ofSeconds(seconds)), topicRoot, mqttUsername,
                mqttPassword, httpHost, httpPort, delay, access, pushUrl, pushToken, pushInterval, pairings, livechess,
                limits, desk);
    }

    HubSettings withMqtt(java.util.List<URI> uris) {
        return new HubSettings(mqtt.withUris(uris), topicRoot, mqttUsername, mqttPassword, httpHost, httpPort, delay,
                access, pushUrl, pushToken, pushInterval, pairings, livechess, limits, desk);
    }

    HubSettings withHttpPort(int port) {
        return new HubSettings(mqtt, topicRoot, mqttUsername, mqttPassword, httpHost, port, delay,
                access, pushUrl, pushToken, pushInterval, pairings, livechess, limits, desk);
    }

    HubSettings withLimits(HubLimits l) {
        return new HubSettings(mqtt, topicRoot, mqttUsername, mqttPassword, httpHost, httpPort, delay,
                access, pushUrl, pushToken, pushInterval, pairings, livechess, l, desk);
    }

    HubSettings withLiveChess(LiveChessEndpoint endpoint) {
        return new HubSettings(mqtt, topicRoot, mqttUsername, mqttPassword, httpHost, httpPort, delay,
                access, pushUrl, pushToken, pushInterval, pairings, endpoint, limits, desk);
    }

    /**
     * A comma list of broker URIs, as the boards' {@code mqtt.uris} ({@link BrokerUris}, any absolute URI with a host);
     * each one checked; an error reads {@code source: key: reason}.
     */
    static java.util.List<URI> uris(String source, String key, String value) {
        return BrokerUris.parse(source + ": " + key, value, BrokerUris.Entries.ABSOLUTE_WITH_HOST);
    }

    private static URI uri(String source, String key, String value) {
        try {
            URI u = new URI(value);
            if (u.getScheme() == null || u.getHost() == null) {
                throw bad(source, key, "must be an absolute URI with a host, was '" + value + "'");
            }
            return u;
        } catch (java.net.URISyntaxException e) {
            throw bad(source, key, "not a URI: " + e.getMessage());
        }
    }

    private static long number(String source, Map<String, String> m, String key, long dflt, long min, long max) {
        String v = m.get(key);
        if (v == null) {
            return dflt;
        }
        long n;
        try {
            n = Long.parseLong(v);
        } catch (NumberFormatException e) {
            throw bad(source, key, "must be a whole number, was '" + v + "'");
        }
        if (n < min || n > max) {
            throw bad(source, key, "must be between " + min + " and " + max + ", was " + n);
        }
        return n;
    }

    private static IllegalArgumentException bad(String source, String key, String why) {
        return new IllegalArgumentException(source + ": " + key + ": " + why);
    }
}
