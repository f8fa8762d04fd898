package org.touchmove.firmware.publish.mqtt;

import java.util.Optional;
import javax.net.ssl.SSLSocketFactory;
import org.eclipse.paho.client.mqttv3.MqttAsyncClient;
import org.eclipse.paho.client.mqttv3.MqttConnectOptions;
import org.eclipse.paho.client.mqttv3.MqttException;
import org.slf4j.Logger;
import org.touchmove.firmware.journal.PathStamps;

/**
 * How a publisher's connection (a board's own, or a link's shared by many boards) is opened and dropped: the same
 * options and the same teardown for both, so that they cannot drift apart.
 */
final class PahoConnections {

    private PahoConnections() {
    }

    /** The options of one connection: clean session, our own reconnect loop, the settings' limits, and the will. */
    static MqttConnectOptions options(MqttSettings settings, Optional<SSLSocketFactory> tls, int maxInflight,
            String willTopic, byte[] will) {
        MqttConnectOptions o = new MqttConnectOptions();
        o.setCleanSession(true); // the journal, not the broker session, carries what must not be lost
        o.setAutomaticReconnect(false); // our own loop: back-off with jitter, URIs in order, fresh client each time
        o.setKeepAliveInterval((int) settings.keepAlive().toSeconds());
        o.setConnectionTimeout((int) Math.max(1, settings.connectTimeout().toSeconds()));
        o.setMaxInflight(maxInflight);
        o.setMqttVersion(MqttConnectOptions.MQTT_VERSION_3_1_1);
        o.setWill(willTopic, will, MqttBoardPublisher.QOS, true);
        if (!settings.username().isEmpty()) {
            o.setUserName(settings.username());
        }
        if (!settings.password().isEmpty()) {
            o.setPassword(settings.password().toCharArray());
        }
        // TLS or plain TCP, our sockets: no Nagle delay on either (TcpSockets), buffered reads on TCP.
        o.setSocketFactory(tls.isPresent() ? tls.get() : TcpSockets.FACTORY);
        PathStamps.Recorder stamps = PathStamps.recorder();
        if (tls.isEmpty() && stamps != null && stamps.socketFactory() != null) {
            o.setSocketFactory(stamps.socketFactory()); // a latency bench stamps the bytes on the wire (no Nagle either)
        }
        return o;
    }

    /** Drops a client at once (a broken or given-up connection is never reused); {@code who} names it in the log. */
    static void discard(MqttAsyncClient c, Logger log, String who) {
        if (c == null) {
            return;
        }
        try {
            if (c.isConnected()) {
                c.disconnectForcibly(0, 100, false);
            }
            c.close(true);
        } catch (MqttException e) {
            log.debug("{}: closing a Paho client: {}", who, MqttBoardPublisher.describe(e));
        }
    }
}
