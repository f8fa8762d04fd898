package org.touchmove.firmware.simulation;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;

/**
 * What the machine itself costs, measured beside the latency bench so its figures can be read: how long a parked
 * thread takes to run after it is woken (the move crosses four such hand-offs: publisher, Paho's sender, the broker,
 * the subscriber), and how long an fsync of a small append takes where the journal is.
 */
final class MachineProbe {

    /** p50, p95 and p99 in milliseconds. */
    record Figures(double p50, double p95, double p99) {
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

    static Figures figures(long[] nanos) {
        long[] sorted = nanos.clone();
        Arrays.sort(sorted);
        return new Figures(sorted[sorted.length / 2] / 1e6, sorted[(int) (sorted.length * 0.95)] / 1e6,
                sorted[(int) (sorted.length * 0.99)] / 1e6);
    }
}
