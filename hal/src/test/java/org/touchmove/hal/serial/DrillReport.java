package org.touchmove.hal.serial;

import java.util.List;

/**
 * What a serial fault drill run saw. Counts of bad frames are the host's own ({@link SerialStatus});
 * {@code problems} names every step where the host delivered or counted something other than the protocol says.
 *
 * @param steps              drill steps run
 * @param seconds            wall time of the run
 * @param bytesSent          bytes the device side wrote, noise included
 * @param framesSent         frames the device sent, good and bad (noise not counted as frames)
 * @param badFramesSent      damaged or unusable frames sent on purpose (noise not included)
 * @param validFramesReceived frames the host's decoder accepted (host-type frames among them)
 * @param counted            what the host counted over the run
 * @param countedInNoise     bad frames the host counted in random noise with sync bytes (the bytes decide how many)
 * @param miscountedSteps    steps whose counts differ from the protocol's (must be 0)
 * @param readingsExpected   occupancy readings the device's good frames carried
 * @param readingsDelivered  occupancy readings the host delivered
 * @param inventedReadings   readings the host delivered that no good frame carried, or out of order (must be 0)
 * @param missedReadings     good readings the host never delivered (must be 0)
 * @param unplugs            times the port was pulled and plugged in again
 * @param recoveryMeanMillis mean time from the port coming back to the first new reading
 * @param recoveryMaxMillis  longest such time
 * @param slowLineOverruns   slow-line steps the machine's load slowed past the frame time-out (socat, the line,
 *                           starved): the host rightly dropped a frame as truncated; the device then restarts (HELLO)
 * @param overrunReadings    readings of those steps the host did not deliver (not counted as missed)
 * @param processCpuPercent  this JVM's CPU time over the run, per cent of one core (device side included)
 * @param readerCpuPercent   the SerialBoard reader thread's CPU time, per cent of one core
 * @param problems           the first problems found, described
 */
record DrillReport(long steps, double seconds, long bytesSent, long framesSent, long badFramesSent,
                   long validFramesReceived, FaultTally counted, long countedInNoise, long miscountedSteps,
                   long readingsExpected, long readingsDelivered, long inventedReadings, long missedReadings,
                   long unplugs, double recoveryMeanMillis, double recoveryMaxMillis, long slowLineOverruns,
                   long overrunReadings, double processCpuPercent,
                   double readerCpuPercent, List<String> problems) {

    /** The figures as {@code name value unit} lines (scripts/drill-serial prints them last). */
    List<String> figureLines() {
        return List.of(
                line("drill_steps", steps, "steps"),
                String.format("drill_duration %.1f s", seconds),
                line("bytes_sent", bytesSent, "bytes"),
                line("frames_sent", framesSent, "frames"),
                line("bad_frames_sent", badFramesSent, "frames"),
                line("valid_frames_received", validFramesReceived, "frames"),
                line("bad_corrupt", counted.corrupt(), "frames"),
                line("bad_truncated", counted.truncated(), "frames"),
                line("bad_malformed", counted.malformed(), "frames"),
                line("bad_unknown_type", counted.unknownType(), "frames"),
                line("bad_host_type", counted.hostType(), "frames"),
                line("bad_stale", counted.outOfOrder(), "frames"),
                line("lost_sequence_numbers", counted.lost(), "frames"),
                line("bad_counted_in_noise", countedInNoise, "frames"),
                line("miscounted_steps", miscountedSteps, "steps"),
                line("readings_expected", readingsExpected, "readings"),
                line("readings_delivered", readingsDelivered, "readings"),
                line("invented_readings", inventedReadings, "readings"),
                line("missed_readings", missedReadings, "readings"),
                line("unplugs", unplugs, "unplugs"),
                String.format("recovery_after_replug_mean %.0f ms", recoveryMeanMillis),
                String.format("recovery_after_replug_max %.0f ms", recoveryMaxMillis),
                line("slow_line_overruns", slowLineOverruns, "steps"),
                line("slow_line_overrun_readings_dropped", overrunReadings, "readings"),
                String.format("process_cpu %.1f %%", processCpuPercent),
                String.format("reader_thread_cpu %.1f %%", readerCpuPercent));
    }

    private static String line(String name, long value, String unit) {
        return name + " " + value + " " + unit;
    }
}
