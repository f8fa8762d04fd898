package org.touchmove.firmware.dgt;

/**
 * Reads the six digits of a DGT XL segment display back as characters (bit 0 top, 1 right-top,
 * 2 right-bottom, 3 bottom, 4 left-bottom, 5 left-top, 6 centre). The frame lists the digits as
 * C, B, A, F, E, D; shown left to right they are A B C D E F. A pattern that is no digit or common
 * letter shows as '?'.
 */
final class SevenSegments {

    private static final int[] PATTERNS = {0x3F, 0x06, 0x5B, 0x4F, 0x66, 0x6D, 0x7D, 0x07, 0x7F, 0x6F,
            0x00, 0x40, 0x77, 0x7C, 0x39, 0x5E, 0x79, 0x71, 0x76, 0x38, 0x54, 0x5C, 0x73, 0x50, 0x78, 0x3E};
    private static final String CHARS = "0123456789 -AbCdEFHLnoPrtU";

    private SevenSegments() {
    }

    static String decode(int[] cbafed) {
        int[] order = {2, 1, 0, 5, 4, 3}; // A B C D E F from the wire's C B A F E D
        StringBuilder text = new StringBuilder(6);
        for (int index : order) {
            text.append(character(cbafed[index] & 0x7F));
        }
        return text.toString();
    }

    private static char character(int pattern) {
        for (int i = 0; i < PATTERNS.length; i++) {
            if (PATTERNS[i] == pattern) {
                return CHARS.charAt(i);
            }
        }
        return '?';
    }
}
