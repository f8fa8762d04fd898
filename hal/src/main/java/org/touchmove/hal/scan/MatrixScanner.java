package org.touchmove.hal.scan;

import java.util.Objects;
import java.util.function.Consumer;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.touchmove.hal.Occupancy;
import org.touchmove.hal.OccupancySnapshot;
import org.touchmove.hal.TimeSource;
import org.touchmove.hal.geometry.BoardGeometry;

/**
 * The hardware-independent half of a matrix board: scans {@link MatrixLines} row by row, debounces
 * every square, checks for ghosting and emits a whole-board {@link OccupancySnapshot} only when the
 * stable occupancy changes (and once when the first {@code debounceScans} scans have established it).
 * Not thread-safe for scanning: one thread calls {@link #scanOnce()}; {@link #current()} may be read
 * from any thread.
 */
public final class MatrixScanner {

    private static final Logger log = LoggerFactory.getLogger(MatrixScanner.class);

    private final MatrixLines lines;
    private final BoardGeometry geometry;
    private final ScanSettings settings;
    private final TimeSource time;
    private final SettleDelay settle;
    private final long maskedSensors;
    private final int[] differingScans = new int[64];

    private Consumer<OccupancySnapshot> listener = s -> { };
    private long stableSensors;
    private long heldBackSensors;
    private long scans;
    private volatile OccupancySnapshot current;
    private volatile Occupancy ghostSuspects = Occupancy.EMPTY;

    public MatrixScanner(MatrixLines lines, BoardGeometry geometry, ScanSettings settings,
                         TimeSource time, SettleDelay settle) {
        this.lines = Objects.requireNonNull(lines, "lines");
        this.geometry = Objects.requireNonNull(geometry, "geometry");
        this.settings = Objects.requireNonNull(settings, "settings");
        this.time = Objects.requireNonNull(time, "time");
        this.settle = Objects.requireNonNull(settle, "settle");
        this.maskedSensors = geometry.toSensors(settings.maskedSquares());
    }

    public synchronized void setListener(Consumer<OccupancySnapshot> listener) {
        this.listener = Objects.requireNonNull(listener, "listener");
    }

    /** The latest stable snapshot, or null before the first {@code debounceScans} scans. */
    public OccupancySnapshot current() {
        return current;
    }

    /** Squares held back in the last scan because they might be ghosts (always empty with diodes). */
    public Occupancy ghostSuspects() {
        return ghostSuspects;
    }

    public long scans() {
        return scans;
    }

    /** Scans every row once, debounces, and notifies the listener if the stable occupancy changed. */
    public void scanOnce() {
        long raw = readMatrix() & ~maskedSensors;
        long held = 0;
        if (!settings.diodes()) {
            // Without diodes three closed corners of a rectangle make the fourth read closed. Any
            // corner may be the ghost, so a corner that is not already stably occupied is held back
            // (reported as a suspect), never invented; corners already occupied stay as they are.
            held = rectangleCorners(raw) & ~stableSensors;
            if (held != heldBackSensors) {
                // Only on a change: an unchanged scan allocates nothing (100 scans a second).
                Occupancy suspects = geometry.toBoard(held);
                if (held != 0) {
                    log.warn("possible ghosting: holding back {} until the rectangle breaks", suspects);
                }
                heldBackSensors = held;
                ghostSuspects = suspects;
            }
        }
        long effective = raw & ~held;
        long changed = debounce(effective);
        scans++;
        boolean first = scans == settings.debounceScans();
        if (changed != 0 || first) {
            stableSensors ^= changed;
            OccupancySnapshot snapshot = OccupancySnapshot.of(geometry.toBoard(stableSensors), time.nanos());
            if (scans >= settings.debounceScans()) {
                current = snapshot;
                Consumer<OccupancySnapshot> l;
                synchronized (this) {
                    l = listener;
                }
                l.accept(snapshot);
            }
        }
    }

    private long readMatrix() {
        long raw = 0;
        try {
            for (int row = 0; row < MatrixLines.ROWS; row++) {
                lines.driveRow(row);
                settle.await(settings.settleNanos());
                raw |= (long) (lines.readColumns() & 0xFF) << (row * MatrixLines.COLUMNS);
            }
        } finally {
            lines.releaseRows();
        }
        return raw;
    }

    /** Counts equal readings that differ from the stable state; returns the squares that flip now. */
    private long debounce(long effective) {
        long differs = effective ^ stableSensors;
        long changed = 0;
        for (int sensor = 0; sensor < 64; sensor++) {
            if ((differs >>> sensor & 1L) == 0) {
                differingScans[sensor] = 0;
            } else if (++differingScans[sensor] >= settings.debounceScans()) {
                differingScans[sensor] = 0;
                changed |= 1L << sensor;
            }
        }
        return changed;
    }

    /** Every closed switch that is a corner of a rectangle of four closed switches (sensor order). */
    static long rectangleCorners(long raw) {
        long corners = 0;
        for (int r1 = 0; r1 < MatrixLines.ROWS; r1++) {
            long row1 = raw >>> (r1 * 8) & 0xFF;
            for (int r2 = r1 + 1; r2 < MatrixLines.ROWS; r2++) {
                long common = row1 & (raw >>> (r2 * 8) & 0xFF);
                if (Long.bitCount(common) >= 2) {
                    corners |= common << (r1 * 8) | common << (r2 * 8);
                }
            }
        }
        return corners;
    }
}
