package org.touchmove.hal.geometry;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

import org.touchmove.hal.Occupancy;
import org.touchmove.hal.Squares;

/**
 * Where each sensor sits on the board, so a board wired in any order works without code.
 * Sensor index {@code i} is matrix row {@code i / 8}, column {@code i % 8} (or bit {@code i} of a
 * serial occupancy frame). {@code wiring.get(i)} is the square (0 = a1) that sensor lies under
 * when the board is mounted {@link Orientation#STANDARD}; {@code orientation} then turns the
 * whole board if it is mounted the other way round.
 */
public record BoardGeometry(Orientation orientation, List<Integer> wiring) {

    public BoardGeometry {
        if (orientation == null) {
            throw new IllegalArgumentException("orientation must not be null");
        }
        if (wiring == null || wiring.size() != 64) {
            throw new IllegalArgumentException("the wiring map needs 64 squares, one per sensor, got "
                    + (wiring == null ? "none" : wiring.size()));
        }
        boolean[] seen = new boolean[64];
        List<String> duplicates = new ArrayList<>();
        for (int sensor = 0; sensor < 64; sensor++) {
            Integer square = wiring.get(sensor);
            if (square == null || square < 0 || square > 63) {
                throw new IllegalArgumentException("sensor " + sensor + " maps to " + square
                        + ", expected a square index 0..63");
            }
            if (seen[square]) {
                duplicates.add(Squares.name(square) + " (again at sensor " + sensor + ")");
            }
            seen[square] = true;
        }
        if (!duplicates.isEmpty()) {
            TreeSet<String> missing = new TreeSet<>();
            for (int sq = 0; sq < 64; sq++) {
                if (!seen[sq]) {
                    missing.add(Squares.name(sq));
                }
            }
            throw new IllegalArgumentException("the wiring map must name 64 distinct squares: duplicated "
                    + duplicates + ", missing " + missing);
        }
        wiring = List.copyOf(wiring);
    }

    /** Sensor i lies under square i (a1, b1, ... h8), mounted the standard way. */
    public static BoardGeometry identity() {
        return new BoardGeometry(Orientation.STANDARD, identityWiring());
    }

    public static List<Integer> identityWiring() {
        List<Integer> wiring = new ArrayList<>(64);
        for (int i = 0; i < 64; i++) {
            wiring.add(i);
        }
        return wiring;
    }

    /** Parses 64 square names in sensor order, separated by spaces and/or commas ("a1 b1 ..."). */
    public static List<Integer> parseWiring(String text) {
        List<Integer> wiring = new ArrayList<>(64);
        for (String token : text.trim().split("[\\s,]+")) {
            if (!token.isEmpty()) {
                wiring.add(Squares.parse(token.toLowerCase(java.util.Locale.ROOT)));
            }
        }
        return wiring;
    }

    public BoardGeometry withOrientation(Orientation o) {
        return new BoardGeometry(o, wiring);
    }

    /** The square under {@code sensor}. */
    public int squareOf(int sensor) {
        return orientation.apply(wiring.get(sensor));
    }

    /** The sensor under {@code square}. */
    public int sensorOf(int square) {
        return wiring.indexOf(orientation.apply(square));
    }

    /** Maps a mask in sensor order to the board's occupancy. */
    public Occupancy toBoard(long sensorBits) {
        long bits = 0;
        for (long rest = sensorBits; rest != 0; rest &= rest - 1) {
            bits |= 1L << squareOf(Long.numberOfTrailingZeros(rest));
        }
        return new Occupancy(bits);
    }

    /** Maps the board's occupancy back to sensor order (what a device would report). */
    public long toSensors(Occupancy occupancy) {
        long bits = 0;
        for (int sensor = 0; sensor < 64; sensor++) {
            if (occupancy.isOccupied(squareOf(sensor))) {
                bits |= 1L << sensor;
            }
        }
        return bits;
    }

    /** Reorders 64 per-sensor characters into per-square order (0 = a1). */
    public String toBoardOrder(String perSensor) {
        if (perSensor.length() != 64) {
            throw new IllegalArgumentException("need 64 per-sensor characters, got " + perSensor.length());
        }
        char[] out = new char[64];
        for (int sensor = 0; sensor < 64; sensor++) {
            out[squareOf(sensor)] = perSensor.charAt(sensor);
        }
        return new String(out);
    }
}
