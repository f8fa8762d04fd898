package org.touchmove.firmware.simulation;

import java.lang.management.ManagementFactory;
import java.util.Map;
import java.util.TreeMap;

/**
 * Bytes allocated and CPU time used by this JVM's live threads between two readings, by thread group (the thread's name
 * up to its first '-' or digit: "main" is the board, "mqtt" the publisher, "MQTT" Paho's threads). Load-independent
 * figures for the latency bench: a loaded machine stretches wall time, not allocation or CPU per move. Threads that end
 * between the readings are not counted (the bench's threads live for the whole run).
 */
final class AllocationMeter {

    /** Bytes, CPU and user-mode CPU nanoseconds by thread group. */
    record Reading(Map<String, long[]> byGroup) {

        long bytes() {
            return byGroup.values().stream().mapToLong(v -> v[0]).sum();
        }

        long cpuNanos() {
            return byGroup.values().stream().mapToLong(v -> v[1]).sum();
        }

        /** Of {@link #cpuNanos()}, the time in user mode (the rest is the kernel's: system calls, fsync, sockets). */
        long userNanos() {
            return byGroup.values().stream().mapToLong(v -> v[2]).sum();
        }

        /** What was allocated and used since {@code earlier}, group by group. */
        Reading since(Reading earlier) {
            Map<String, long[]> out = new TreeMap<>();
            byGroup.forEach((g, v) -> {
                long[] e = earlier.byGroup.getOrDefault(g, new long[3]);
                out.put(g, new long[] {v[0] - e[0], v[1] - e[1], v[2] - e[2]});
            });
            return new Reading(out);
        }

        /** This and {@code other} together, group by group. */
        Reading plus(Reading other) {
            Map<String, long[]> out = new TreeMap<>();
            byGroup.forEach((g, v) -> out.put(g, v.clone()));
            other.byGroup.forEach((g, v) -> {
                long[] sum = out.computeIfAbsent(g, k -> new long[3]);
                sum[0] += v[0];
                sum[1] += v[1];
                sum[2] += v[2];
            });
            return new Reading(out);
        }

        static Reading none() {
            return new Reading(Map.of());
        }
    }

    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

    private AllocationMeter() {
    }

    static Reading read() {
        Map<String, long[]> byGroup = new TreeMap<>();
        for (Thread t : Thread.getAllStackTraces().keySet()) {
            long bytes = THREADS.getThreadAllocatedBytes(t.getId());
            long cpu = THREADS.getThreadCpuTime(t.getId());
            long user = THREADS.getThreadUserTime(t.getId());
            if (bytes < 0 || cpu < 0 || user < 0) {
                continue; // ended meanwhile
            }
            long[] v = byGroup.computeIfAbsent(group(t.getName()), g -> new long[3]);
            v[0] += bytes;
            v[1] += cpu;
            v[2] += user;
        }
        return new Reading(byGroup);
    }

    /**
     * This thread's allocated bytes and CPU nanoseconds now, for {@link #addSince}: the bench's own work on the
     * board's thread ("main"), measured apart.
     */
    static long[] mark() {
        return new long[] {THREADS.getCurrentThreadAllocatedBytes(), THREADS.getCurrentThreadCpuTime()};
    }

    /** Adds what this thread allocated and used since {@code mark} to {@code sum}. */
    static void addSince(long[] sum, long[] mark) {
        long[] now = mark();
        sum[0] += now[0] - mark[0];
        sum[1] += now[1] - mark[1];
    }

    /**
     * The group of a thread: its name up to the first '-', ' ' or digit; Paho's threads ("MQTT Rec: clientId", ...)
     * apart by client (issue 31): "MQTT" the board's, "MQTT-sub" the bench's subscriber, "MQTT-floor" the peer's.
     */
    static String group(String name) {
        if (name.startsWith("MQTT ")) {
            return name.endsWith("-sub") ? "MQTT-sub" : name.contains("floor-") ? "MQTT-floor" : "MQTT";
        }
        int end = 0;
        while (end < name.length() && name.charAt(end) != '-' && name.charAt(end) != ' '
                && !Character.isDigit(name.charAt(end))) {
            end++;
        }
        return end == 0 ? name : name.substring(0, end);
    }
}
