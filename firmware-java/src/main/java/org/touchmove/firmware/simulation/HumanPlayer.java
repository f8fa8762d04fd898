package org.touchmove.firmware.simulation;

import java.util.SplittableRandom;
import org.touchmove.firmware.rules.Color;
import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.rules.PieceType;
import org.touchmove.firmware.rules.Position;
import org.touchmove.firmware.rules.Square;
import org.touchmove.hal.ClockButton;
import org.touchmove.sim.SimulatedBoard;
import org.touchmove.sim.hands.CaptureOrder;
import org.touchmove.sim.hands.Hands;

/**
 * Plays chess moves with a simulated human hand, the way players do on a real board: captures with the
 * captured piece taken first or last, castling king first then rook (Art. 4.4), en passant with the
 * captured pawn removed before or after, promotion by exchanging the pawn for a new piece and choosing
 * anything but a queen with the clock's buttons (PLUS: rook, PLUS PLUS: bishop, MINUS: knight), then
 * the press of the player's clock. The chess lives here; the hand ({@link Hands}) only moves magnets.
 */
public final class HumanPlayer {

    private final Hands hands;
    private final SplittableRandom random;

    public HumanPlayer(Hands hands, long seed) {
        this.hands = hands;
        this.random = new SplittableRandom(seed);
    }

    /**
     * Like {@link #play(Position, Move, boolean)}, the player's thinking ending at {@code pressAtNanos}: the hand
     * begins the move some {@code leadNanos} before and presses the clock at that instant (or as soon as it can after
     * it, the gestures being slower). Returns when it pressed.
     */
    public long play(Position before, Move move, long pressAtNanos, long leadNanos) {
        hands.restUntil(pressAtNanos - leadNanos);
        play(before, move, false);
        return hands.pressAt(before.sideToMove() == Color.WHITE ? ClockButton.WHITE : ClockButton.BLACK, pressAtNanos);
    }

    /** Schedules the gestures of {@code move} from {@code before}; returns when the hand is done. */
    public long play(Position before, Move move, boolean pressClock) {
        int from = move.from();
        int to = move.to();
        CaptureOrder order = random.nextBoolean() ? CaptureOrder.REMOVE_FIRST : CaptureOrder.LIFT_FIRST;
        if (before.isCastling(move)) {
            int rook = before.castlingRook(move);
            int kingTo = before.castledKingSquare(move);
            int rookTo = before.castledRookSquare(move);
            if (kingTo != from && kingTo != rook && rookTo != from) {
                // Art. 4.4: the king is touched first; the rook follows on the same rank.
                hands.move(from, kingTo);
                hands.move(rook, rookTo);
            } else {
                // Chess960 castling whose squares overlap: the Guidelines' way, king off, rook across, king on.
                hands.castle(from, kingTo, rook, rookTo);
            }
        } else if (before.isEnPassant(move)) {
            int captured = Square.of(Square.file(to), Square.rank(from));
            if (order == CaptureOrder.REMOVE_FIRST) {
                hands.remove(captured);
                hands.move(from, to);
            } else {
                hands.move(from, to);
                hands.remove(captured);
            }
        } else if (move.promotion() != null) {
            if (before.isCapture(move)) {
                hands.remove(to);
            }
            if (random.nextBoolean()) {
                hands.remove(from);
                hands.add(to, SimulatedBoard.UNKNOWN);
            } else {
                // Occupancy boards cannot tell the pawn from the new piece: some players just push the pawn.
                hands.move(from, to);
            }
            choosePromotion(move.promotion());
        } else if (before.isCapture(move)) {
            hands.capture(from, to, order);
        } else {
            hands.move(from, to);
        }
        if (pressClock) {
            hands.press(before.sideToMove() == Color.WHITE ? ClockButton.WHITE : ClockButton.BLACK);
        }
        return hands.readyAtNanos();
    }

    private void choosePromotion(PieceType piece) {
        switch (piece) {
            case QUEEN -> {
            }
            case ROOK -> hands.press(ClockButton.PLUS);
            case BISHOP -> {
                hands.press(ClockButton.PLUS);
                hands.press(ClockButton.PLUS);
            }
            case KNIGHT -> hands.press(ClockButton.MINUS);
            default -> throw new IllegalArgumentException("cannot promote to " + piece);
        }
    }
}
