package org.touchmove.firmware.simulation;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.eclipse.paho.client.mqttv3.MqttAsyncClient;
import org.eclipse.paho.client.mqttv3.MqttClient;
import org.eclipse.paho.client.mqttv3.MqttConnectOptions;
import org.eclipse.paho.client.mqttv3.MqttException;
import org.eclipse.paho.client.mqttv3.persist.MemoryPersistence;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;

/**
 * What the machine itself costs, measured beside the latency bench so its figures can be read: how long a parked
 * thread takes to run after it is woken (the move crosses four such hand-offs: publisher, Paho's sender, the broker,
 * the subscriber), and how long an fsync of a small append takes where the journal is.
 */
final class MachineProbe {

    /** p50 and p99 in milliseconds. */
    record Figures(double p50, double p99) {
    }

    private MachineProbe() {
    }

    /** {@code samples} wake-ups of a parked thread, one per millisecond. */
    static Figures wakeUps(int samples) throws InterruptedException {
        long[] took = new long[samples];
        AtomicLong wokenAt = new AtomicLong();
        Thread sleeper = new Thread(() -> {
            for (int i = 0; i < samples; i++) {
                long at;
                while ((at = wokenAt.getAndSet(0)) == 0) {
                    LockSupport.park();
                }
                took[i] = System.nanoTime() - at;
            }
        }, "probe-sleeper");
        sleeper.start();
        for (int i = 0; i < samples; i++) {
            LockSupport.parkNanos(1_000_000);
            wokenAt.set(System.nanoTime());
            LockSupport.unpark(sleeper);
            while (wokenAt.get() != 0 && sleeper.isAlive()) {
                LockSupport.parkNanos(100_000);
            }
        }
        sleeper.join();
        return figures(took);
    }

    /** {@code samples} appends of 300 bytes to a file in {@code dir}, each followed by fsync. */
    static Figures fsyncs(Path dir, int samples) throws IOException {
        long[] took = new long[samples];
        Path file = dir.resolve("fsync-probe");
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                StandardOpenOption.APPEND)) {
            ByteBuffer record = ByteBuffer.allocate(300);
            for (int i = 0; i < samples; i++) {
                long t = System.nanoTime();
                ch.write(record.clear());
                ch.force(true);
                took[i] = System.nanoTime() - t;
            }
        } finally {
            Files.deleteIfExists(file);
        }
        return figures(took);
    }

    /**
     * The floor of the move's path on this machine: {@code samples} times, {@code gapMillis} apart (the machine idles
     * between moves too), an fsync'd 300-byte append where the journal is, then one QoS 1 publish of a 300-byte payload
     * by a Paho client to a Paho subscriber through the same broker, timed from before the write to the arrival.
     * No controller, no journal format, no publisher: what any design that keeps the journal's promise (durable
     * before published) and uses Paho pays.
     */
    static Figures floor(URI broker, Path dir, int samples, long gapMillis) throws IOException, MqttException,
            InterruptedException {
        long[] sent = new long[samples];
        long[] arrived = new long[samples];
        String topic = "touchmove-probe/" + ProcessHandle.current().pid() + "-" + System.nanoTime() + "/floor";
        Path file = dir.resolve("floor-probe");
        MqttClient sub = new MqttClient(broker.toString(), "probe-sub-" + System.nanoTime(), new MemoryPersistence());
        MqttAsyncClient pub = new MqttAsyncClient(broker.toString(), "probe-pub-" + System.nanoTime(),
                new MemoryPersistence());
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                StandardOpenOption.APPEND)) {
            MqttConnectOptions o = new MqttConnectOptions();
            o.setCleanSession(true);
            sub.connect(o);
            sub.subscribe(topic, 1, (t, m) -> {
                long now = System.nanoTime();
                String text = new String(m.getPayload(), 0, 8, StandardCharsets.US_ASCII).trim();
                arrived[Integer.parseInt(text)] = now;
            });
            pub.connect(o).waitForCompletion(10_000);
            ByteBuffer record = ByteBuffer.allocate(300);
            byte[] payload = new byte[300];
            Arrays.fill(payload, (byte) ' ');
            for (int i = 0; i < samples; i++) {
                Thread.sleep(gapMillis);
                byte[] index = String.valueOf(i).getBytes(StandardCharsets.US_ASCII);
                System.arraycopy(index, 0, payload, 0, index.length);
                long t = System.nanoTime();
                ch.write(record.clear());
                ch.force(true);
                pub.publish(topic, payload.clone(), 1, false);
                sent[i] = t;
                Arrays.fill(payload, 0, 8, (byte) ' ');
            }
            long until = System.nanoTime() + 10_000_000_000L;
            while (arrived[samples - 1] == 0 && System.nanoTime() - until < 0) {
                Thread.sleep(10);
            }
            pub.disconnect().waitForCompletion(5000);
            sub.disconnect();
        } finally {
            pub.close();
            sub.close();
            Files.deleteIfExists(file);
        }
        long[] took = new long[samples];
        for (int i = 0; i < samples; i++) {
            took[i] = arrived[i] == 0 ? Long.MAX_VALUE : arrived[i] - sent[i];
        }
        return figures(took);
    }

    private static Figures figures(long[] nanos) {
        long[] sorted = nanos.clone();
        Arrays.sort(sorted);
        return new Figures(sorted[sorted.length / 2] / 1e6, sorted[(int) (sorted.length * 0.99)] / 1e6);
    }
}
