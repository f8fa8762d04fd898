package org.touchmove.firmware.cli;

import java.net.URI;
import java.time.Duration;
import java.util.List;
import org.touchmove.firmware.config.UserError;
import org.touchmove.firmware.publish.mqtt.BrokerUris;
import org.touchmove.firmware.publish.mqtt.MqttSettings;
import picocli.CommandLine.Option;

/**
 * {@code --mqtt URI[,URI...]} and {@code --mqtt-first-connect SECONDS}, spelt the same on every command that takes a
 * broker (docs/brokers.md, "Broker lists"): the brokers tried in order, first to last, on every connection (as
 * {@code mqtt.uris}), and how long the first connection is waited for (as {@code mqtt.firstConnectSeconds}).
 */
final class BrokerOptions {

    @Option(names = "--mqtt", paramLabel = "URI[,URI...]",
            description = "the MQTT broker, or brokers tried in order, first to last, on every connection "
                    + "(tcp://HOST:PORT or ssl://HOST:PORT; docs/brokers.md)")
    String uris;

    @Option(names = "--mqtt-first-connect", paramLabel = "SECONDS",
            description = "how long the first broker connection is waited for before the command exits with status 1 "
                    + "(0: for ever; default 60 for replay and the demonstration, a board's mqtt.firstConnectSeconds, "
                    + "for ever when unset)")
    Long firstConnectSeconds;

    /** Whether {@code --mqtt} was given. */
    boolean given() {
        return uris != null;
    }

    /** The brokers of {@code --mqtt}, in order; null without it. */
    List<URI> brokers() {
        if (uris == null) {
            return null;
        }
        try {
            return BrokerUris.parse("--mqtt", uris);
        } catch (IllegalArgumentException e) {
            throw new UserError(e.getMessage(), UserError.BAD_INPUT, e);
        }
    }

    /** The wait of {@code --mqtt-first-connect}; null without it. */
    Duration firstConnect() {
        if (firstConnectSeconds == null) {
            return null;
        }
        if (firstConnectSeconds < 0 || firstConnectSeconds > MqttSettings.MAX_FIRST_CONNECT_SECONDS) {
            throw new UserError("--mqtt-first-connect must be from 0 (for ever) to "
                    + MqttSettings.MAX_FIRST_CONNECT_SECONDS + " seconds, not " + firstConnectSeconds);
        }
        return Duration.ofSeconds(firstConnectSeconds);
    }

    /** {@code settings} with the options over its keys ({@code mqtt.uris}, {@code mqtt.firstConnectSeconds}). */
    MqttSettings over(MqttSettings settings) {
        MqttSettings s = settings;
        List<URI> brokers = brokers();
        Duration wait = firstConnect();
        try {
            if (brokers != null) {
                s = s.withBrokerUris(brokers);
            }
            if (wait != null) {
                s = s.withFirstConnect(wait);
            }
        } catch (IllegalArgumentException e) {
            throw new UserError(e.getMessage(), UserError.BAD_INPUT, e); // e.g. TLS files with only tcp:// left
        }
        return s;
    }
}
