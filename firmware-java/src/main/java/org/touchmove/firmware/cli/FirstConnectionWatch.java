package org.touchmove.firmware.cli;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.touchmove.firmware.config.UserError;
import org.touchmove.firmware.publish.mqtt.BrokerUnreachable;
import org.touchmove.firmware.publish.mqtt.FirstConnection;
import org.touchmove.firmware.publish.mqtt.MqttBoardPublisher;
import org.touchmove.firmware.publish.mqtt.MqttSettings;

/**
 * A board's first broker connection, watched beside the running board (docs/brokers.md, "The first connection"): the
 * board plays on meanwhile, its events waiting in the journal; the line of {@link FirstConnection} after 2 s; and when
 * no broker of {@code mqtt.uris} accepted it within {@code mqtt.firstConnectSeconds}, the run stops with status 1 and
 * the reason ({@code touchmove run: no MQTT broker reachable at ...}).
 */
final class FirstConnectionWatch {

    private static final Logger LOG = LoggerFactory.getLogger(FirstConnectionWatch.class);

    private FirstConnectionWatch() {
    }

    /** Starts watching on a daemon thread of its own; the run is failed through {@code stop}. */
    static void start(MqttBoardPublisher publisher, MqttSettings settings, String boardId, StopSignal stop) {
        Thread t = new Thread(() -> {
            try {
                FirstConnection.await(publisher, settings, "mqtt board " + boardId);
            } catch (BrokerUnreachable e) {
                stop.fail(new UserError("board " + boardId + ": " + e.getMessage(), UserError.RUN_FAILED, e));
            } catch (InterruptedException e) {
                LOG.debug("board {}: first-connection watch interrupted", boardId);
                Thread.currentThread().interrupt();
            }
        }, "mqtt-first-connection");
        t.setDaemon(true);
        t.start();
    }
}
