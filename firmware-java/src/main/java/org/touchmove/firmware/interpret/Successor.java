package org.touchmove.firmware.interpret;

import java.util.Objects;
import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.rules.Position;

/**
 * A legal move from the current position with what it does to the board. The position after it is played only when
 * asked for: a turn has some thirty successors, and a move is matched by occupancy alone, so most are never played.
 * Equal like the record it was: same move, occupancy, touched squares, capture and castling, and equal positions after.
 */
final class Successor {

    private final Position before;
    private final Move move;
    private final long occupancy;
    private final long touched;
    private final int capturedSquare;
    private final boolean castling;
    private Position after;

    /**
     * @param occupancy       occupancy after the move
     * @param touched         squares the move changes, plus the captured square (which may be emptied and
     *                        refilled): a board differing from the current position only there is a move in progress
     * @param capturedSquare  square of the captured piece, -1 for none
     * @param castling        the move is castling
     */
    Successor(Position before, Move move, long occupancy, long touched, int capturedSquare, boolean castling) {
        this.before = before;
        this.move = move;
        this.occupancy = occupancy;
        this.touched = touched;
        this.capturedSquare = capturedSquare;
        this.castling = castling;
    }

    Move move() {
        return move;
    }

    /** The position after the move, played on first use (the interpreter runs on one thread). */
    Position after() {
        if (after == null) {
            after = before.play(move);
        }
        return after;
    }

    long occupancy() {
        return occupancy;
    }

    long touched() {
        return touched;
    }

    int capturedSquare() {
        return capturedSquare;
    }

    boolean castling() {
        return castling;
    }

    boolean isCapture() {
        return capturedSquare >= 0;
    }

    /** Same squares, possibly another promotion piece. */
    boolean sameSquares(Successor other) {
        return move.from() == other.move.from() && move.to() == other.move.to();
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        return o instanceof Successor s && move.equals(s.move) && occupancy == s.occupancy && touched == s.touched
                && capturedSquare == s.capturedSquare && castling == s.castling && after().equals(s.after());
    }

    @Override
    public int hashCode() {
        return Objects.hash(move, occupancy, touched, capturedSquare, castling);
    }

    @Override
    public String toString() {
        return "Successor[move=" + move.uci() + ", occupancy=" + Long.toHexString(occupancy) + ", touched="
                + Long.toHexString(touched) + ", capturedSquare=" + capturedSquare + ", castling=" + castling + "]";
    }
}
