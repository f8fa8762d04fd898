package org.touchmove.firmware.publish.mqtt;

import java.nio.charset.StandardCharsets;
import org.eclipse.paho.client.mqttv3.MqttMessage;

/**
 * A message whose payload array is handed to Paho as it is: {@code MqttAsyncClient.publish(topic, byte[], ...)} and
 * {@code new MqttMessage(byte[])} copy the payload ({@code setPayload} clones it), a second copy of every event and of
 * the whole PGN on every move (docs/performance.md, issue 31). The array is built for this one message and never
 * written again by anyone (the payloads are fresh arrays from {@link Payloads} and the journal's JSON), so Paho may keep
 * it until the PUBACK as its own copy.
 */
final class OwnedPayload extends MqttMessage {

    private final byte[] bytes;

    OwnedPayload(byte[] bytes, int qos, boolean retained) {
        this.bytes = bytes;
        setQos(qos);
        setRetained(retained);
    }

    @Override
    public byte[] getPayload() {
        return bytes;
    }

    @Override
    public String toString() {
        return new String(bytes, StandardCharsets.UTF_8);
    }
}
