package org.touchmove.sim;

import java.util.Arrays;

/**
 * The reed contacts under the 64 squares of the simulated board: what each reads right now. A magnet closes its
 * contact; a glitch, or a hand brushing past with a piece, inverts it for a while (an empty square then reads as the
 * piece that last stood there, or the one in the hand). Every change of a reading gets a new version, so a debounce
 * that began before it can tell that it no longer holds.
 */
final class Contacts {

    private final char empty;
    private final char unknown;
    /** The piece that last stood on each square, shown when bounce makes an empty square read occupied. */
    private final char[] lastCode = new char[64];
    /** How many glitches (or brushes) invert each square's contact right now. */
    private final int[] inverted = new int[64];
    /** What each contact reads now, and a version bumped on every change. */
    private final char[] raw = new char[64];
    private final long[] version = new long[64];

    Contacts(char empty, char unknown) {
        this.empty = empty;
        this.unknown = unknown;
        Arrays.fill(lastCode, unknown);
        Arrays.fill(raw, empty);
    }

    /** The arbiter's setup: each contact reads its magnet at once, nothing inverted. */
    void setup(int sq, char code) {
        lastCode[sq] = code == empty ? unknown : code;
        inverted[sq] = 0;
        raw[sq] = code;
        version[sq]++;
    }

    /** Remembers the piece that stood on (or brushed) {@code sq}, for a bounce that shows it later. */
    void remember(int sq, char code) {
        lastCode[sq] = code;
    }

    void invert(int sq) {
        inverted[sq]++;
    }

    void restore(int sq) {
        inverted[sq]--;
    }

    boolean isInverted(int sq) {
        return inverted[sq] != 0;
    }

    /**
     * Reads {@code sq} again over {@code magnet} (what stands on it); returns the reading's new version when it changed
     * (its debounce starts over), else -1.
     */
    long refresh(int sq, char magnet) {
        char reading;
        if (inverted[sq] == 0) {
            reading = magnet;
        } else {
            reading = magnet == empty ? lastCode[sq] : empty;
        }
        if (reading == raw[sq]) {
            return -1;
        }
        raw[sq] = reading;
        return ++version[sq];
    }

    /** What {@code sq} reads if {@code since} is still its reading's version, else 0 (it changed since). */
    char readingSince(int sq, long since) {
        return version[sq] == since ? raw[sq] : 0;
    }

    /** What the contacts read now, 64 characters from a1 (the caller must not change them). */
    char[] readings() {
        return raw;
    }
}
