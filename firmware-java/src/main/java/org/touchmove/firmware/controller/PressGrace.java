package org.touchmove.firmware.controller;

import java.time.Duration;
import java.util.OptionalLong;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * How long the controller waits after a clock press for board readings taken before it (the press
 * grace), and how long after a press a reading may be stamped and still show the mover's move (the
 * reading lag), both from the occupancy sensor's worst-case reading lag (docs/interpreter.md,
 * "Completion").
 *
 * @param graceMillis      the press grace: the sensor's lag + {@link #MARGIN}, or {@code game.pressGraceMs}
 * @param readingLagMillis readings stamped up to this long after a press count for the mover: the
 *                         sensor's lag, at least {@link #MIN_READING_LAG_MILLIS}
 */
public record PressGrace(long graceMillis, long readingLagMillis) {

    private static final Logger log = LoggerFactory.getLogger(PressGrace.class);

    /**
     * Added to the sensor's lag: thread hand-over and scheduling between the reading's delivery and the
     * judgement of the press (a few ms on a Pi) with room to spare.
     */
    public static final Duration MARGIN = Duration.ofMillis(50);

    /** The interpreter's historic stamp lag; a faster sensor does not shorten it. */
    static final long MIN_READING_LAG_MILLIS = 50;

    /**
     * @param configured {@code game.pressGraceMs}, if set: used as given unless it is shorter than the
     *                   sensor's lag, which would attribute the mover's last readings to the next move
     */
    public static PressGrace of(Duration sensorLag, OptionalLong configured) {
        long lagMillis = ceilMillis(sensorLag);
        long fromSensor = lagMillis + MARGIN.toMillis();
        long grace = fromSensor;
        if (configured.isPresent()) {
            grace = configured.getAsLong();
            if (grace < lagMillis) {
                log.warn("game.pressGraceMs={} is shorter than the sensor's reading lag ({} ms): using {} ms",
                        grace, lagMillis, lagMillis);
                grace = lagMillis;
            }
        }
        return new PressGrace(grace, Math.max(MIN_READING_LAG_MILLIS, lagMillis));
    }

    private static long ceilMillis(Duration d) {
        long nanos = d.toNanos();
        return (nanos + 999_999) / 1_000_000;
    }
}
