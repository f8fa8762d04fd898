/**
 * The FIDE chess clock with the modes of a DGT 3000: {@link org.touchmove.firmware.clock.ChessClock}
 * (pure logic, monotonic time passed in), {@link org.touchmove.firmware.clock.TimeControl} with its
 * PGN tag ({@link org.touchmove.firmware.clock.PgnTimeControl}) and configuration notation
 * ({@link org.touchmove.firmware.clock.TimeControlNotation}), the rulings on flag-fall
 * ({@link org.touchmove.firmware.clock.FlagRuling}) and illegal moves
 * ({@link org.touchmove.firmware.clock.IllegalMovePenalty}), and the display formatter. Chess
 * knowledge (can the opponent still checkmate?) comes in as a boolean from the rules core.
 * See docs/time-controls.md.
 */
package org.touchmove.firmware.clock;
