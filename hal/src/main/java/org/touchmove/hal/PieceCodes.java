package org.touchmove.hal;

/**
 * Piece identity per square, for boards whose sensors know it: 64 characters indexed like
 * {@link Occupancy} (0 = a1), each a FEN piece letter ({@code PNBRQKpnbrqk}) or '.' for empty.
 */
public record PieceCodes(String codes) {

    public PieceCodes {
        if (codes == null || codes.length() != 64) {
            throw new IllegalArgumentException("piece codes need 64 characters, got "
                    + (codes == null ? "null" : codes.length()));
        }
        for (int i = 0; i < 64; i++) {
            if ("PNBRQKpnbrqk.".indexOf(codes.charAt(i)) < 0) {
                throw new IllegalArgumentException("square " + Squares.name(i) + " has piece code '"
                        + codes.charAt(i) + "', expected one of PNBRQKpnbrqk or '.'");
            }
        }
    }

    public char at(int square) {
        return codes.charAt(square);
    }

    /** The occupancy these codes imply. */
    public Occupancy occupancy() {
        long bits = 0;
        for (int i = 0; i < 64; i++) {
            if (codes.charAt(i) != '.') {
                bits |= 1L << i;
            }
        }
        return new Occupancy(bits);
    }
}
