/**
 * Hardware ports of Touchmove: what a board and a clock can tell and show, without chess.
 *
 * <p>Square indices follow the little-endian rank-file mapping used throughout Touchmove:
 * bit/index 0 = a1, 1 = b1, ..., 7 = h1, 8 = a2, ..., 63 = h8 (index = rank * 8 + file).
 * Providers ({@code gpio}, {@code serial}, {@code sim}) implement the same interfaces, so the
 * controller cannot tell them apart. Time is always read from an injected {@link TimeSource}.
 */
package org.touchmove.hal;
