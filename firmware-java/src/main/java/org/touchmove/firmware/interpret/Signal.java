package org.touchmove.firmware.interpret;

import org.touchmove.firmware.event.CompletedBy;

import org.touchmove.firmware.event.IrregularityKind;
import org.touchmove.firmware.rules.Color;
import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.rules.PieceType;
import org.touchmove.firmware.rules.Position;

/** What the interpreter tells the game controller; every signal carries the monotonic time it refers to. */
public sealed interface Signal {

    long nanos();

    /**
     * A piece was released so that the board shows {@code after} (Art. 4.7): provisional, a later
     * MoveMade may replace it (a slide, a changed promotion piece) until the move is completed.
     * {@code endsGame}: the rules end the game when this move is made ({@code Game#outcome()}).
     */
    record MoveMade(Move move, Position after, boolean endsGame, long nanos) implements Signal {
    }

    /** The move is completed and recorded (ply {@code before} to {@code after}). */
    record MoveCompleted(Move move, Position before, Position after, long nanos, CompletedBy by) implements Signal {
    }

    /**
     * Something the arbiter should know. {@code side} is the player concerned (for displaced pieces:
     * the side to move, since the board cannot tell whose hand it was).
     */
    record Irregularity(IrregularityKind kind, String article, String detail, Color side, long nanos)
            implements Signal {
    }

    /** A clock press with no move on the board: reported, changes nothing. */
    record PressWithoutMove(Color presser, long nanos) implements Signal {
    }

    /** Casual mode: the board went back to the position after {@code toPly} plies; later moves are dropped. */
    record TakebackMade(int toPly, long nanos) implements Signal {
    }

    /** After an irregularity (or a new game set up by command) the board shows the expected position again. */
    record PositionRestored(long nanos) implements Signal {
    }

    /** The start position was set up on the board: a new game from {@code start}. */
    record NewGameDetected(Position start, long nanos) implements Signal {
    }

    /** Both kings were put in the centre: "1-0", "0-1" or "1/2-1/2". Never a move. */
    record ResultGesture(String result, long nanos) implements Signal {
    }

    /** The promotion piece chosen with the clock buttons (applies to the promotion of the current move). */
    record PromotionChoice(PieceType piece, long nanos) implements Signal {
    }

    /** The arbiter changed the promotion piece of the move at {@code ply} (1-based); later moves were replayed. */
    record PromotionCorrected(int ply, Move corrected, long nanos) implements Signal {
    }
}
