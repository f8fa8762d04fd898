/**
 * Text forms of positions and moves: {@link org.touchmove.firmware.rules.notation.Fen},
 * {@link org.touchmove.firmware.rules.notation.Uci} and {@link org.touchmove.firmware.rules.notation.San}.
 * Errors: {@link org.touchmove.firmware.rules.notation.InvalidNotationException} (malformed),
 * {@link org.touchmove.firmware.rules.IllegalMoveException} (not legal here),
 * {@link org.touchmove.firmware.rules.notation.AmbiguousMoveException} (fits several legal moves).
 */
package org.touchmove.firmware.rules.notation;
