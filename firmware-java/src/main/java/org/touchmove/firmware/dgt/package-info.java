/**
 * The DGT board and clock protocol, emulated: any DGT host (chess GUIs, PicoChess, broadcast tools)
 * follows a Touchmove board over a serial port or TCP as if it were a piece-recognising DGT board
 * with a DGT 3000 clock. The board state comes from a {@link org.touchmove.firmware.dgt.DgtBoardSource}
 * (the tracked position plus the sensors' occupancy); docs/dgt.md describes what is emulated.
 */
package org.touchmove.firmware.dgt;
