/**
 * Portable Game Notation: {@link org.touchmove.firmware.pgn.PgnReader} (many games per file, lenient import
 * format), {@link org.touchmove.firmware.pgn.PgnWriter} (export format) and the
 * {@link org.touchmove.firmware.pgn.PgnGame} record.
 */
package org.touchmove.firmware.pgn;
