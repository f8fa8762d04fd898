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
import org.touchmove.firmware.publish.mqtt.MqttBrokerLink;

/**
 * The hub's configuration (docs/hub.md, "Configuration"): a properties file; every key optional.
 *
 * @param arbiterPassword null: the arbiter's page is switched off (there is no default password)
 * @param pushUrl         null: no push mode
 * @param pairings        a CSV file of the round's pairings the arbiter's page offers to send, or null
 * @param livechess       {@code hub.livechess}: where every board is served on the LiveChess e-board API, or null
 */
record HubSettings(URI mqttUri, String topicRoot, String mqttUsername, String mqttPassword, String httpHost,
                   int httpPort, Duration delay, String arbiterPassword, URI pushUrl, String pushToken,
                   Duration pushInterval, Path pairings, LiveChessEndpoint livechess) {

    static final String DEFAULT_ROOT = "touchmove/v1/boards/";
    /** {@code hub.mqtt.uris}, the board's spelling ({@code mqtt.uris}), read as {@code hub.mqtt.uri} (docs/hub.md). */
    static final String URI_ALIAS = "hub.mqtt.uris";
    static final Set<String> KEYS = Set.of("hub.mqtt.uri", URI_ALIAS, "hub.mqtt.topicRoot", "hub.mqtt.username",
            "hub.mqtt.password", "hub.http.host", "hub.http.port", "hub.delayMinutes", "hub.arbiter.password",
            "hub.push.url", "hub.push.token", "hub.push.intervalSeconds", "hub.pairings", "hub.livechess");

    static HubSettings defaults() {
        return fromMap(Map.of(), "(defaults)");
    }

    @Override
    public String toString() {
        return "HubSettings[mqtt=" + mqttUri + ", root=" + topicRoot + ", http=" + httpHost + ":" + httpPort
                + ", delay=" + delay + ", arbiter=" + (arbiterPassword == null ? "off" : "(password set)")
                + ", push=" + (pushUrl == null ? "off" : pushUrl + " every " + pushInterval)
                + ", livechess=" + (livechess == null ? "off" : livechess.host() + ":" + livechess.port()) + "]";
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
        if (brokerUri.contains(",")) {
            throw bad(source, m.containsKey("hub.mqtt.uri") ? "hub.mqtt.uri" : URI_ALIAS,
                    "the hub reads one broker, not a list, was '" + brokerUri + "'");
        }
        String root = m.getOrDefault("hub.mqtt.topicRoot", DEFAULT_ROOT);
        if (!root.endsWith("/") || root.contains("+") || root.contains("#")) {
            throw bad(source, "hub.mqtt.topicRoot", "must end with '/' and contain no wildcard, was '" + root + "'");
        }
        if (MqttBrokerLink.linksRoot(root).equals(root)) {
            throw bad(source, "hub.mqtt.topicRoot", "its last level must not be 'links' (the links' status is read"
                    + " beside the boards, at " + MqttBrokerLink.linksRoot(root) + "), was '" + root + "'");
        }
        String password = m.get("hub.arbiter.password");
        if (password != null && password.length() < 8) {
            throw bad(source, "hub.arbiter.password", "must be at least 8 characters");
        }
        URI pushUrl = m.containsKey("hub.push.url") ? uri(source, "hub.push.url", m.get("hub.push.url")) : null;
        String token = m.get("hub.push.token");
        if (pushUrl != null && (token == null || token.isEmpty())) {
            throw bad(source, "hub.push.token", "is required with hub.push.url");
        }
        return new HubSettings(
                uri(source, m.containsKey(URI_ALIAS) ? URI_ALIAS : "hub.mqtt.uri", brokerUri), root,
                m.get("hub.mqtt.username"), m.get("hub.mqtt.password"), m.getOrDefault("hub.http.host", "0.0.0.0"),
                (int) number(source, m, "hub.http.port", 8080, 0, 65535),
                Duration.ofMinutes(number(source, m, "hub.delayMinutes", 0, 0, 24 * 60)), password, pushUrl, token,
                Duration.ofSeconds(number(source, m, "hub.push.intervalSeconds", 5, 1, 3600)),
                m.containsKey("hub.pairings") ? Path.of(m.get("hub.pairings")) : null,
                m.containsKey("hub.livechess") ? livechess(source, "hub.livechess", m.get("hub.livechess")) : null);
    }

    /** {@code [HOST:]PORT} as the LiveChess endpoint (127.0.0.1 unless HOST is given). */
    static LiveChessEndpoint livechess(String source, String key, String value) {
        try {
            return LiveChessEndpoint.parse(value);
        } catch (IllegalArgumentException e) {
            throw bad(source, key, e.getMessage());
        }
    }

    /** Where the links' status is read: beside the board root, e.g. {@code touchmove/v1/links/} (docs/mqtt.md). */
    String linksRoot() {
        return MqttBrokerLink.linksRoot(topicRoot);
    }

    HubSettings withMqtt(URI uri) {
        return new HubSettings(uri, topicRoot, mqttUsername, mqttPassword, httpHost, httpPort, delay,
                arbiterPassword, pushUrl, pushToken, pushInterval, pairings, livechess);
    }

    HubSettings withHttpPort(int port) {
        return new HubSettings(mqttUri, topicRoot, mqttUsername, mqttPassword, httpHost, port, delay,
                arbiterPassword, pushUrl, pushToken, pushInterval, pairings, livechess);
    }

    HubSettings withLiveChess(LiveChessEndpoint endpoint) {
        return new HubSettings(mqttUri, topicRoot, mqttUsername, mqttPassword, httpHost, httpPort, delay,
                arbiterPassword, pushUrl, pushToken, pushInterval, pairings, endpoint);
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
