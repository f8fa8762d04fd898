package org.touchmove.sim;

import org.touchmove.hal.ClockButton;
import org.touchmove.hal.Squares;

/** One physical thing a hand (or a contact) does to the board, scheduled with {@link SimulatedBoard#schedule}. */
public sealed interface HandAction {

    /** A magnet leaves {@code square} into the hand. */
    record Lift(int square) implements HandAction {
        public Lift {
            Squares.name(square);
        }
    }

    /** The most recently lifted piece still in the hand goes onto {@code square}. */
    record Place(int square) implements HandAction {
        public Place {
            Squares.name(square);
        }
    }

    /**
     * A piece from outside the board (the box) goes onto {@code square}, e.g. a promoted piece;
     * {@code code} is a FEN letter, or '?' on a board that senses occupancy only.
     */
    record PlaceNew(int square, char code) implements HandAction {
        public PlaceNew {
            Squares.name(square);
        }
    }

    /** The most recently lifted piece still in the hand is set aside, off the board (a captured piece). */
    record PutAside() implements HandAction {
    }

    record Press(ClockButton button) implements HandAction {
    }

    /**
     * The contact of {@code square} reads the opposite of the truth for {@code durationNanos}: contact
     * bounce. The magnets do not move.
     */
    record Glitch(int square, long durationNanos) implements HandAction {
        public Glitch {
            Squares.name(square);
            if (durationNanos <= 0) {
                throw new IllegalArgumentException("a glitch lasts a positive time, got " + durationNanos);
            }
        }
    }

    /**
     * The piece in the hand is slid across {@code square} and rests on it for {@code durationNanos}
     * (nothing happens if the square is occupied). The hand keeps the piece.
     */
    record Brush(int square, long durationNanos) implements HandAction {
        public Brush {
            Squares.name(square);
            if (durationNanos <= 0) {
                throw new IllegalArgumentException("a brush lasts a positive time, got " + durationNanos);
            }
        }
    }
}
