package org.touchmove.firmware.publish.mqtt;

import java.io.PrintStream;
import java.net.URI;
import java.time.Duration;
import org.eclipse.paho.client.mqttv3.MqttException;

/**
 * A subscriber that prints every message under a topic filter as one line, {@code TOPIC PAYLOAD} ({@code (retained)}
 * after the topic where the broker says so): what `touchmove run` shows of its own broadcast. Its connection stays up
 * by itself ({@link LastingSubscription}).
 */
public final class TopicPrinter implements AutoCloseable {

    private final LastingSubscription subscription;

    private TopicPrinter(LastingSubscription subscription) {
        this.subscription = subscription;
    }

    /** Connects to {@code broker} and prints everything under {@code filter} to {@code out}, one line a message. */
    public static TopicPrinter start(URI broker, String filter, PrintStream out)
            throws MqttException, InterruptedException {
        LastingSubscription s = LastingSubscription.start(
                LastingSubscription.Options.of(broker, "touchmove-printer-" + ProcessHandle.current().pid()),
                (topic, payload, retained) -> {
                    synchronized (out) {
                        out.println(topic + (retained ? " (retained) " : " ") + payload);
                        out.flush();
                    }
                }, Duration.ofSeconds(10), filter);
        if (!s.isConnected()) {
            MqttException why = s.lastFailure()
                    .orElseGet(() -> new MqttException(MqttException.REASON_CODE_CLIENT_TIMEOUT));
            s.close();
            throw why;
        }
        return new TopicPrinter(s);
    }

    @Override
    public void close() {
        subscription.close();
    }
}
