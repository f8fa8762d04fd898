package org.touchmove.firmware.view;

/**
 * One completed move as the view keeps it: what PGN and a move list need.
 *
 * @param whiteMs both clock times after the move (null without a clock); PGN's {@code [%clk]} of the mover
 */
public record PlayedMove(int ply, String san, String uci, String fenAfter, Long whiteMs, Long blackMs) {
}
