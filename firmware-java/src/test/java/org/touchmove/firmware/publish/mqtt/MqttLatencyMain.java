package org.touchmove.firmware.publish.mqtt;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.locks.LockSupport;
import org.eclipse.paho.client.mqttv3.MqttClient;
import org.eclipse.paho.client.mqttv3.MqttConnectOptions;
import org.eclipse.paho.client.mqttv3.persist.MemoryPersistence;
import org.touchmove.firmware.command.CommandReply;

/**
 * Publish-to-subscriber latency on loopback Mosquitto: from the journal commit (the append that notifies the
 * publisher) to the {@code events} message at a subscriber in the same JVM. The journal here is in memory, so its
 * fsync is not included. Prints {@code name value unit} lines last.
 *
 * <p>Run: {@code java -cp <test classpath> org.touchmove.firmware.publish.mqtt.MqttLatencyMain [events] [gapMicros]}
 */
public final class MqttLatencyMain {

    private MqttLatencyMain() {
    }

    public static void main(String[] args) throws Exception {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 10_000;
        long gapNanos = (args.length > 1 ? Long.parseLong(args[1]) : 1000) * 1000;
        Path dir = Files.createTempDirectory("touchmove-latency");
        long[] committed = new long[n + 1];
        long[] received = new long[n + 1];
        InMemoryEventLog journal = new InMemoryEventLog("bench");
        try (Mosquitto broker = Mosquitto.start(Files.createDirectories(dir.resolve("broker")), List.of())) {
            MqttClient sub = new MqttClient(broker.uri().toString(), "bench-sub", new MemoryPersistence());
            MqttConnectOptions o = new MqttConnectOptions();
            o.setCleanSession(true);
            sub.connect(o);
            sub.subscribe(Fixtures.root("bench") + "events", 1, (topic, msg) -> {
                long now = System.nanoTime();
                int seq = (int) Subscriber.seq(new String(msg.getPayload(), java.nio.charset.StandardCharsets.UTF_8));
                if (received[seq] == 0) {
                    received[seq] = now;
                }
            });
            MqttSettings s = MqttSettings.defaults(broker.uri(), Files.createDirectories(dir.resolve("state")));
            MqttBoardPublisher publisher = MqttBoardPublisher.start(s, "bench", journal, new FakeSnapshots(journal),
                    (id, json, at) -> CommandReply.refused(id, "bench", null));
            if (!publisher.awaitConnected(java.time.Duration.ofSeconds(10))) {
                throw new IllegalStateException("publisher did not connect");
            }
            for (int i = 1; i <= n; i++) {
                long t = System.nanoTime();
                committed[i] = t;
                journal.append();
                while (System.nanoTime() - t < gapNanos) {
                    LockSupport.parkNanos(gapNanos / 4);
                }
            }
            long end = System.nanoTime() + 30_000_000_000L;
            while (System.nanoTime() < end && Arrays.stream(received, 1, n + 1).anyMatch(r -> r == 0)) {
                Thread.sleep(10);
            }
            publisher.close();
            sub.disconnect();
            sub.close();
        }
        long missing = Arrays.stream(received, 1, n + 1).filter(r -> r == 0).count();
        double[] ms = new double[n];
        for (int i = 1; i <= n; i++) {
            ms[i - 1] = (received[i] - committed[i]) / 1e6;
        }
        Arrays.sort(ms);
        System.out.printf("mqtt_latency_events %d count%n", n);
        System.out.printf("mqtt_latency_missing %d count%n", missing);
        System.out.printf("mqtt_latency_p50 %.3f ms%n", ms[(int) (n * 0.50)]);
        System.out.printf("mqtt_latency_p99 %.3f ms%n", ms[(int) (n * 0.99)]);
        System.out.printf("mqtt_latency_max %.3f ms%n", ms[n - 1]);
    }
}
