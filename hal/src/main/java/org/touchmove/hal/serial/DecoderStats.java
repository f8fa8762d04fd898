package org.touchmove.hal.serial;

/**
 * What a {@link FrameDecoder} has seen so far.
 *
 * @param frames      frames delivered
 * @param corrupt     damaged frames (CRC mismatch, impossible length) that were not truncated
 * @param truncated   frames cut short: the next frame began inside them, or they never completed
 * @param lost        frames missing according to sequence gaps
 * @param outOfOrder  frames dropped because their sequence number was behind (stale or repeated)
 * @param malformed   frames with a good CRC but a payload that breaks the protocol (dropped)
 * @param unknownType frames with a good CRC and a type this host does not know (dropped)
 * @param skippedBytes bytes thrown away while looking for a sync byte
 * @param bytes       bytes read from the line, all told
 */
public record DecoderStats(long frames, long corrupt, long truncated, long lost, long outOfOrder,
                           long malformed, long unknownType, long skippedBytes, long bytes) {

    /** Frames that arrived damaged or unusable, whatever the cause. */
    public long rejected() {
        return corrupt + truncated + outOfOrder + malformed + unknownType;
    }
}
