package org.touchmove.hal;

/**
 * The set of occupied squares as a 64-bit mask: bit {@code i} set means square {@code i}
 * (0 = a1 ... 63 = h8) holds a piece.
 */
public record Occupancy(long bits) {

    // equals and hashCode written out (issue 31): a record's own are bound through invokedynamic to method
    // handles whose forms the JVM generates at run time with its bytecode generator once they are hot (every board reading is compared),
    // hot enough for C2 to compile that generator with 16 MiB of arenas (docs/performance.md, "The demo in 64 MiB").

    @Override
    public boolean equals(Object o) {
        return o instanceof Occupancy other && bits == other.bits;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(bits);
    }

    public static final Occupancy EMPTY = new Occupancy(0L);

    /** The occupancy of the standard starting position (ranks 1, 2, 7 and 8). */
    public static final Occupancy START = new Occupancy(0xFFFF00000000FFFFL);

    public boolean isOccupied(int square) {
        return (bits >>> square & 1L) != 0;
    }

    public Occupancy with(int square) {
        return new Occupancy(bits | 1L << square);
    }

    public Occupancy without(int square) {
        return new Occupancy(bits & ~(1L << square));
    }

    public int count() {
        return Long.bitCount(bits);
    }

    /** Eight lines, rank 8 first, 'x' for occupied and '.' for empty. */
    public String diagram() {
        StringBuilder sb = new StringBuilder(72);
        for (int rank = 7; rank >= 0; rank--) {
            for (int file = 0; file < 8; file++) {
                sb.append(isOccupied(rank * 8 + file) ? 'x' : '.');
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    /** Parses a diagram as written by {@link #diagram()} (whitespace between lines ignored). */
    public static Occupancy parseDiagram(String diagram) {
        String cells = diagram.replaceAll("\\s", "");
        if (cells.length() != 64) {
            throw new IllegalArgumentException("an occupancy diagram has 64 cells, got " + cells.length());
        }
        long bits = 0;
        for (int i = 0; i < 64; i++) {
            char c = cells.charAt(i);
            int rank = 7 - i / 8;
            int file = i % 8;
            if (c == 'x' || c == 'X') {
                bits |= 1L << (rank * 8 + file);
            } else if (c != '.') {
                throw new IllegalArgumentException("diagram cell " + i + " is '" + c + "', expected 'x' or '.'");
            }
        }
        return new Occupancy(bits);
    }

    @Override
    public String toString() {
        return String.format("Occupancy[%016x]", bits);
    }
}
