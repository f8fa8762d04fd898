package org.touchmove.hal.serial;

/**
 * What the app can read about a serial board.
 *
 * @param state        link state now
 * @param port         the configured port path
 * @param opens        how many times the port was opened successfully
 * @param nanosSinceLastFrame time since the last valid frame, or -1 if none arrived on this opening
 * @param decoder      frame statistics since start
 */
public record SerialStatus(LinkState state, String port, long opens, long nanosSinceLastFrame, DecoderStats decoder) {
}
