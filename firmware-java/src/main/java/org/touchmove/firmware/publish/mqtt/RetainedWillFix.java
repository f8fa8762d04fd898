package org.touchmove.firmware.publish.mqtt;

import io.moquette.broker.Server;
import io.moquette.interception.AbstractInterceptHandler;
import io.moquette.interception.messages.InterceptConnectMessage;
import io.moquette.interception.messages.InterceptConnectionLostMessage;
import io.moquette.interception.messages.InterceptDisconnectMessage;
import io.netty.buffer.Unpooled;
import io.netty.handler.codec.mqtt.MqttMessageBuilders;
import io.netty.handler.codec.mqtt.MqttQoS;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Makes Moquette 0.17 keep a retained last will as MQTT 3.1.1 §3.1.2.7 says: its own will delivery reaches the
 * subscribers of the moment but does not replace the topic's retained message, so a late subscriber would still read
 * the board "online". On a lost connection this publishes the client's will again, retained, through the broker.
 */
final class RetainedWillFix extends AbstractInterceptHandler {

    private static final Logger log = LoggerFactory.getLogger(RetainedWillFix.class);

    private record Will(String topic, byte[] payload, int qos) {
    }

    private final Map<String, Will> wills = new ConcurrentHashMap<>();
    private volatile Server server;

    void attach(Server server) {
        this.server = server;
    }

    @Override
    public String getID() {
        return "touchmove-retained-will";
    }

    @Override
    public void onConnect(InterceptConnectMessage msg) {
        if (msg.isWillFlag() && msg.isWillRetain()) {
            wills.put(msg.getClientID(), new Will(msg.getWillTopic(), msg.getWillMessage(), msg.getWillQos()));
        } else {
            wills.remove(msg.getClientID());
        }
    }

    @Override
    public void onDisconnect(InterceptDisconnectMessage msg) {
        wills.remove(msg.getClientID()); // a clean DISCONNECT discards the will (§3.14.4)
    }

    @Override
    public void onConnectionLost(InterceptConnectionLostMessage msg) {
        Will will = wills.remove(msg.getClientID());
        Server s = server;
        if (will == null || s == null) {
            return;
        }
        log.debug("retaining the last will of {} on {}", msg.getClientID(), will.topic());
        s.internalPublish(MqttMessageBuilders.publish()
                .topicName(will.topic())
                .retained(true)
                .qos(MqttQoS.valueOf(will.qos()))
                .payload(Unpooled.copiedBuffer(will.payload()))
                .build(), "touchmove-will-" + msg.getClientID());
    }

    @Override
    public void onSessionLoopError(Throwable error) {
        // not this handler's concern: SessionLoopKeeper logs the error and restarts the loop
    }
}
