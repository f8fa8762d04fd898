package org.touchmove.firmware.publish.mqtt;

import java.io.PrintStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import org.eclipse.paho.client.mqttv3.MqttClient;
import org.eclipse.paho.client.mqttv3.MqttConnectOptions;
import org.eclipse.paho.client.mqttv3.MqttException;
import org.eclipse.paho.client.mqttv3.persist.MemoryPersistence;

/**
 * A subscriber that prints every message under a topic filter as one line, {@code TOPIC PAYLOAD} ({@code (retained)}
 * after the topic where the broker says so): what `touchmove run` shows of its own broadcast.
 */
public final class TopicPrinter implements AutoCloseable {

    private final MqttClient client;

    private TopicPrinter(MqttClient client) {
        this.client = client;
    }

    /** Connects to {@code broker} and prints everything under {@code filter} to {@code out}, one line a message. */
    public static TopicPrinter start(URI broker, String filter, PrintStream out) throws MqttException {
        MqttClient client = new MqttClient(broker.toString(), "touchmove-printer-" + ProcessHandle.current().pid(),
                new MemoryPersistence());
        MqttConnectOptions options = new MqttConnectOptions();
        options.setCleanSession(true);
        options.setAutomaticReconnect(true);
        client.setCallback(new org.eclipse.paho.client.mqttv3.MqttCallback() {
            @Override
            public void connectionLost(Throwable cause) {
                // Paho reconnects by itself; the next messages tell the rest.
            }

            @Override
            public void messageArrived(String topic, org.eclipse.paho.client.mqttv3.MqttMessage message) {
                synchronized (out) {
                    out.println(topic + (message.isRetained() ? " (retained) " : " ")
                            + new String(message.getPayload(), StandardCharsets.UTF_8));
                    out.flush();
                }
            }

            @Override
            public void deliveryComplete(org.eclipse.paho.client.mqttv3.IMqttDeliveryToken token) {
            }
        });
        client.connect(options);
        client.subscribe(filter, 1);
        return new TopicPrinter(client);
    }

    @Override
    public void close() throws MqttException {
        if (client.isConnected()) {
            client.disconnect();
        }
        client.close();
    }
}
