package org.touchmove.sim.mcu;

/** A fault the emulator applies to the next frame it sends, to test a reader against bad links. */
public sealed interface Fault {

    /** Flips bit {@code bit} (0..7) of byte {@code byteIndex} of the frame (0 = the sync byte). */
    record FlipBit(int byteIndex, int bit) implements Fault {
    }

    /** Sends only the first {@code keepBytes} bytes of the frame. */
    record Truncate(int keepBytes) implements Fault {
    }

    /** Skips {@code count} sequence numbers before the frame, as if frames had been lost. */
    record SkipSequence(int count) implements Fault {
    }

    /** Sends {@code bytes} of noise before the frame. */
    record GarbageBefore(byte[] bytes) implements Fault {
    }

    /** Sends the frame, then the same bytes again (a repeated sequence number). */
    record Repeat() implements Fault {
    }
}
