package org.touchmove.hal.serial;

/** A frame that passed its CRC and sequence checks, with its sequence number. */
public record DecodedFrame(int sequence, Frame frame) {
}
