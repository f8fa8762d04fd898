package org.touchmove.firmware.event;

import org.touchmove.firmware.rules.Color;

/**
 * A completed move (Art. 6.2.1: pressing the clock completes it; without a clock, the board standing
 * still in the new position does).
 *
 * @param ply         1-based half-move number of this move
 * @param fen         the position after the move
 * @param whiteMs     White's time after completion, increment included; null without a clock
 * @param blackMs     Black's time after completion; null without a clock
 * @param color       the side that moved
 * @param moveNumber  the PGN full-move number of this move
 * @param completedBy what completed it (a press, the board standing still, the opponent's reply, the arbiter)
 */
public record MoveEvent(int ply, String san, String uci, String fen, Long whiteMs, Long blackMs,
                        Color color, int moveNumber, CompletedBy completedBy) implements EventBody {

    @Override
    public String type() {
        return "move";
    }

    @Override
    public <R> R accept(Visitor<R> v) {
        return v.move(this);
    }
}
