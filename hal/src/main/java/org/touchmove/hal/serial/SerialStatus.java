package org.touchmove.hal.serial;

/**
 * What the app can read about a serial board.
 *
 * @param state        link state now
 * @param port         the configured port path
 * @param opens        how many times the port was opened successfully
 * @param nanosSinceLastFrame time since the last valid frame, or -1 if none arrived on this opening
 * @param decoder      frame statistics since start
 * @param hostTypeFrames frames of a host-to-device type that came from the device (an echo, crossed wires),
 *                     ignored; the decoder counts them as good frames, since their CRC and payload are right
 */
public record SerialStatus(LinkState state, String port, long opens, long nanosSinceLastFrame, DecoderStats decoder,
                           long hostTypeFrames) {
}
