package org.touchmove.firmware.publish.mqtt;

import java.io.PrintStream;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.BiPredicate;
import org.eclipse.paho.client.mqttv3.MqttException;

/**
 * A subscriber that prints every message under a topic filter as one line, {@code TOPIC PAYLOAD} ({@code (retained)}
 * after the topic where the broker says so): what `touchmove run` shows of its own broadcast. Its connection stays up
 * by itself ({@link LastingSubscription}).
 */
public final class TopicPrinter implements AutoCloseable {

    private final LastingSubscription subscription;
    private final Printed printed;

    private TopicPrinter(LastingSubscription subscription, Printed printed) {
        this.subscription = subscription;
        this.printed = printed;
    }

    /** The newest lines printed (a bounded ring), for a caller that waits for one before it stops the printer. */
    private static final class Printed {
        private static final int KEPT = 64;
        private final String[] topics = new String[KEPT];
        private final String[] payloads = new String[KEPT];
        private long count;

        synchronized void add(String topic, String payload) {
            topics[(int) (count % KEPT)] = topic;
            payloads[(int) (count % KEPT)] = payload;
            count++;
            notifyAll();
        }

        synchronized boolean await(BiPredicate<String, String> message, long deadlineNanos)
                throws InterruptedException {
            while (true) {
                for (long i = Math.max(0, count - KEPT); i < count; i++) {
                    if (message.test(topics[(int) (i % KEPT)], payloads[(int) (i % KEPT)])) {
                        return true;
                    }
                }
                long left = deadlineNanos - System.nanoTime();
                if (left <= 0) {
                    return false;
                }
                TimeUnit.NANOSECONDS.timedWait(this, left);
            }
        }
    }

    /** Connects to {@code broker} and prints everything under {@code filter} to {@code out}, one line a message. */
    public static TopicPrinter start(URI broker, String filter, PrintStream out)
            throws MqttException, InterruptedException {
        Printed printed = new Printed();
        LastingSubscription s = subscribe(List.of(broker), filter, out, printed, Duration.ofSeconds(10));
        if (!s.isConnected()) {
            MqttException why = s.lastFailure()
                    .orElseGet(() -> new MqttException(MqttException.REASON_CODE_CLIENT_TIMEOUT));
            s.close();
            throw why;
        }
        return new TopicPrinter(s, printed);
    }

    /**
     * Connects to one of {@code brokers} (in order, first to last, on every connection), waiting for the first
     * connection as every command does ({@link FirstConnection}: a line after 2 s, then up to {@code firstConnect},
     * zero for ever), and prints everything under {@code filter} to {@code out}, one line a message.
     *
     * @throws BrokerUnreachable when no broker accepted it within {@code firstConnect}
     */
    public static TopicPrinter start(List<URI> brokers, Duration firstConnect, String filter, PrintStream out)
            throws BrokerUnreachable, InterruptedException {
        Printed printed = new Printed();
        LastingSubscription s = subscribe(brokers, filter, out, printed, Duration.ZERO);
        try {
            FirstConnection.await(s.asFirstConnection(MqttBoardPublisher::describe), brokers, firstConnect,
                    "topic printer");
        } catch (BrokerUnreachable | InterruptedException | RuntimeException e) {
            s.close();
            throw e;
        }
        return new TopicPrinter(s, printed);
    }

    private static LastingSubscription subscribe(List<URI> brokers, String filter, PrintStream out, Printed printed,
            Duration firstWithin) throws InterruptedException {
        return LastingSubscription.start(
                LastingSubscription.Options.of(brokers, "touchmove-printer-" + ProcessHandle.current().pid()),
                (topic, payload, retained) -> {
                    synchronized (out) {
                        out.println(topic + (retained ? " (retained) " : " ") + payload);
                        out.flush();
                    }
                    printed.add(topic, payload);
                }, firstWithin, filter);
    }

    /**
     * Waits until the newest line printed is a message that {@code message} accepts (topic, payload), at most
     * {@code max}: a command that stops its board waits for the board's last word to be printed before it stops the
     * printer, since the broker delivers it to the printer only after the board's publish has returned.
     *
     * @return whether it was printed in time
     */
    public boolean awaitPrinted(BiPredicate<String, String> message, Duration max) throws InterruptedException {
        return printed.await(message, System.nanoTime() + max.toNanos());
    }

    @Override
    public void close() {
        subscription.close();
    }
}
