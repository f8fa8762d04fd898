package org.touchmove.firmware.simulation;

import java.io.IOException;
import java.net.URI;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.locks.LockSupport;
import org.eclipse.paho.client.mqttv3.IMqttMessageListener;
import org.eclipse.paho.client.mqttv3.MqttAsyncClient;
import org.eclipse.paho.client.mqttv3.MqttClient;
import org.eclipse.paho.client.mqttv3.MqttConnectOptions;
import org.eclipse.paho.client.mqttv3.MqttException;
import org.eclipse.paho.client.mqttv3.persist.MemoryPersistence;

/**
 * The floor of a move's path on this machine, the peer the latency bench compares itself with: an fsync'd 300-byte
 * append where the journal is, then one QoS 1 publish of a 300-byte payload by a Paho client, from the same thread, to
 * a Paho subscriber through the same broker, timed from before the write to the arrival. No controller, no journal
 * format, no publisher: what any design that keeps the journal's promise (durable before published) and uses Paho
 * pays. The bench takes its samples between games, as many as the game's moves, so both see the same machine.
 *
 * <p>Beside each sample, a second peer without Paho's sender thread ({@link RawPublisher}): the same fsync'd append,
 * then the same QoS 1 PUBLISH written to a plain socket by the same thread, to the same subscriber. The two differ in
 * one thing: the hand-over to Paho's sender thread and what Paho does around it.
 *
 * <p>And a third: the same Paho sample after the quiet that a board's move commit follows (the press grace, 80 ms on
 * the simulator), where the other two follow {@link #GAP_NANOS}. After a longer quiet the vCPU, the caches and the disk
 * are colder for everybody on the path; this peer meets the machine as the move's own step does (issue 31).
 */
final class FloorProbe implements AutoCloseable {

    /**
     * The machine idles between a board's inputs too: a sample follows this much quiet (20 ms; test-only
     * {@code -Dlatency.floorGapMs=M}, e.g. 80 for the press grace a board's move commit follows).
     */
    private static final long GAP_NANOS = Long.getLong("latency.floorGapMs", 20) * 1_000_000L;

    private final String topic;
    private final MqttClient sub;
    private final MqttAsyncClient pub;
    private final FileChannel file;
    private final Path path;
    private final ConcurrentHashMap<Integer, Long> arrivals = new ConcurrentHashMap<>();
    private final ConcurrentHashMap<Integer, Long> socketArrivals = new ConcurrentHashMap<>();
    private final ConcurrentHashMap<Integer, Long> graceArrivals = new ConcurrentHashMap<>();
    /** The Paho peer's samples after the press grace's quiet, and their part up to the end of the fsync. */
    private long[] graceTook = new long[1024];
    private long[] graceSynced = new long[1024];
    private final RawPublisher raw;
    /** The plain-socket peer's samples, taken alternately with the Paho peer's. */
    private long[] socketTook = new long[1024];
    private final ByteBuffer record = ByteBuffer.allocate(300);
    private long[] took = new long[1024];
    /** Of each sample, the part up to the end of the fsync (the rest is the publish and its delivery). */
    private long[] synced = new long[1024];
    private volatile Thread waiter;
    private int samples;

    private FloorProbe(String topic, MqttClient sub, MqttAsyncClient pub, FileChannel file, Path path,
            RawPublisher raw) {
        this.raw = raw;
        this.topic = topic;
        this.sub = sub;
        this.pub = pub;
        this.file = file;
        this.path = path;
    }

    static FloorProbe open(URI broker, Path dir) throws IOException, MqttException {
        String id = ProcessHandle.current().pid() + "-" + System.nanoTime();
        Path path = dir.resolve("floor-probe");
        MqttClient sub = new MqttClient(broker.toString(), "floor-sub-" + id, new MemoryPersistence());
        MqttAsyncClient pub = new MqttAsyncClient(broker.toString(), "floor-pub-" + id, new MemoryPersistence());
        FloorProbe probe = new FloorProbe("touchmove-probe/" + id + "/floor", sub, pub,
                FileChannel.open(path, StandardOpenOption.CREATE, StandardOpenOption.WRITE, StandardOpenOption.APPEND),
                path, RawPublisher.connect(broker, "floor-raw-" + id));
        MqttConnectOptions o = new MqttConnectOptions();
        o.setCleanSession(true);
        sub.connect(o);
        sub.subscribe(probe.topic, 1, probe.arrivalsInto(probe.arrivals));
        sub.subscribe(probe.topic + "-socket", 1, probe.arrivalsInto(probe.socketArrivals));
        sub.subscribe(probe.topic + "-grace", 1, probe.arrivalsInto(probe.graceArrivals));
        pub.connect(o).waitForCompletion(10_000);
        return probe;
    }

    /**
     * Takes {@code n} samples of each peer, the Paho and the plain-socket ones after {@link #GAP_NANOS} of quiet, the
     * third after {@code graceNanos} (the press grace); throws if one does not arrive in 10 s.
     */
    void sample(int n, long graceNanos) throws IOException, MqttException {
        for (int i = 0; i < n; i++) {
            int index = samples;
            byte[] payload = new byte[300];
            Arrays.fill(payload, (byte) ' ');
            byte[] digits = Integer.toString(index).getBytes(StandardCharsets.US_ASCII);
            System.arraycopy(digits, 0, payload, 0, digits.length);
            if (samples == took.length) { // the five arrays of samples grow together
                int length = samples * 2;
                took = Arrays.copyOf(took, length);
                synced = Arrays.copyOf(synced, length);
                socketTook = Arrays.copyOf(socketTook, length);
                graceTook = Arrays.copyOf(graceTook, length);
                graceSynced = Arrays.copyOf(graceSynced, length);
            }
            long[] paho = pahoSample(topic, arrivals, index, payload, GAP_NANOS);
            synced[samples] = paho[0];
            took[samples] = paho[1];
            socketTook[samples] = socketSample(index, payload);
            long[] grace = pahoSample(topic + "-grace", graceArrivals, index, payload, graceNanos);
            graceSynced[samples] = grace[0];
            graceTook[samples] = grace[1];
            samples++;
        }
    }

    /** The same sample, the PUBLISH written to a plain socket by this thread (no Paho on the sending side). */
    private long socketSample(int index, byte[] payload) throws IOException {
        LockSupport.parkNanos(GAP_NANOS);
        long start = System.nanoTime();
        file.write(record.clear());
        file.force(true);
        raw.publish(topic + "-socket", payload, index);
        long arrived = awaitArrival(socketArrivals, index, start, "socket sample");
        raw.awaitPuback(index); // after the arrival: outside the sample
        return arrived - start;
    }

    /**
     * One Paho sample to {@code sampleTopic} after {@code quietNanos} of quiet: the append and its fsync, the QoS 1
     * publish, the arrival. Returns the nanoseconds to the fsync's return and to the arrival.
     */
    private long[] pahoSample(String sampleTopic, ConcurrentHashMap<Integer, Long> arrived, int index, byte[] payload,
            long quietNanos) throws IOException, MqttException {
        LockSupport.parkNanos(quietNanos);
        long start = System.nanoTime();
        file.write(record.clear());
        file.force(true);
        long forced = System.nanoTime();
        pub.publish(sampleTopic, payload, 1, false);
        return new long[] {forced - start, awaitArrival(arrived, index, start, "sample") - start};
    }

    /** Parks until the subscriber has put {@code index} into {@code arrived} (it wakes this thread); 10 s at most. */
    private long awaitArrival(ConcurrentHashMap<Integer, Long> arrived, int index, long start, String what) {
        waiter = Thread.currentThread();
        Long at;
        long until = start + 10_000_000_000L;
        while ((at = arrived.remove(index)) == null) {
            if (System.nanoTime() - until > 0) {
                throw new IllegalStateException("floor probe: " + what + " " + index + " did not arrive in 10 s");
            }
            LockSupport.parkNanos(this, until - System.nanoTime()); // parked until the subscriber wakes it
        }
        waiter = null;
        return at;
    }

    /** The subscriber's callback for one peer's topic: stamps the arrival, wakes the sampling thread. */
    private IMqttMessageListener arrivalsInto(ConcurrentHashMap<Integer, Long> arrived) {
        return (t, m) -> {
            arrived.put(index(m.getPayload()), System.nanoTime());
            Thread w = waiter;
            if (w != null) {
                LockSupport.unpark(w);
            }
        };
    }

    /** The Paho peer's samples after the press grace's quiet (the same quiet as the move's step). */
    MachineProbe.Figures graceFigures() {
        return MachineProbe.figures(Arrays.copyOf(graceTook, samples));
    }

    /** Those samples' write and fsync alone. */
    MachineProbe.Figures graceFsyncFigures() {
        return MachineProbe.figures(Arrays.copyOf(graceSynced, samples));
    }

    /** The plain-socket peer's samples: the same fsync and PUBLISH, with no Paho sender thread. */
    MachineProbe.Figures socketFigures() {
        return MachineProbe.figures(Arrays.copyOf(socketTook, samples));
    }

    int samples() {
        return samples;
    }

    MachineProbe.Figures figures() {
        return MachineProbe.figures(Arrays.copyOf(took, samples));
    }

    /** The samples' write and fsync alone. */
    MachineProbe.Figures fsyncFigures() {
        return MachineProbe.figures(Arrays.copyOf(synced, samples));
    }

    /** The samples' publish and delivery alone, from the end of the fsync to the arrival. */
    MachineProbe.Figures publishFigures() {
        long[] rest = new long[samples];
        for (int i = 0; i < samples; i++) {
            rest[i] = took[i] - synced[i];
        }
        return MachineProbe.figures(rest);
    }

    private static int index(byte[] payload) {
        return Integer.parseInt(new String(payload, 0, 8, StandardCharsets.US_ASCII).trim());
    }

    @Override
    public void close() throws IOException, MqttException {
        try {
            pub.disconnect().waitForCompletion(5000);
            sub.disconnect();
        } finally {
            pub.close();
            sub.close();
            raw.close();
            file.close();
            Files.deleteIfExists(path);
        }
    }
}
