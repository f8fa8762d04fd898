package org.touchmove.firmware.interpret;

import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.rules.Position;

/**
 * A legal move from the current position with what it does to the board.
 *
 * @param occupancy       occupancy after the move
 * @param touched         squares the move changes, plus the captured square (which may be emptied and
 *                        refilled): a board differing from the current position only there is a move in progress
 * @param capturedSquare  square of the captured piece, -1 for none
 * @param castling        the move is castling
 */
record Successor(Move move, Position after, long occupancy, long touched, int capturedSquare, boolean castling) {

    boolean isCapture() {
        return capturedSquare >= 0;
    }

    /** Same squares, possibly another promotion piece. */
    boolean sameSquares(Successor other) {
        return move.from() == other.move.from() && move.to() == other.move.to();
    }
}
