package org.touchmove.firmware.interpret;

import java.util.Optional;
import org.touchmove.firmware.event.IrregularityKind;
import org.touchmove.firmware.rules.Color;
import org.touchmove.firmware.rules.Piece;
import org.touchmove.firmware.rules.Position;
import org.touchmove.hal.Squares;

/**
 * Touch-move evidence for the arbiter (Art. 4.3, 4.4). The board cannot hear "j'adoube" nor feel a
 * touch without a lift, so it never blocks a move: it only reports what the first lifted piece suggests.
 */
final class TouchEvidence {

    private TouchEvidence() {
    }

    /**
     * @param firstLifted squares emptied in the first reading of the turn that emptied any
     * @return the irregularity the completed move suggests, if any
     */
    static Optional<Signal.Irregularity> judge(Turn turn, Successor played, long firstLifted, long nanos) {
        if (firstLifted == 0) {
            return Optional.empty();
        }
        Position before = turn.position();
        Color mover = before.sideToMove();
        int from = played.move().from();
        long fromBit = 1L << from;
        long moved = fromBit | (played.isCapture() ? 1L << played.capturedSquare() : 0L);
        if (played.castling()) {
            long rook = 1L << before.castlingRook(played.move());
            if ((firstLifted & rook) != 0 && (firstLifted & fromBit) == 0) {
                return Optional.of(new Signal.Irregularity(IrregularityKind.CASTLING_ROOK_FIRST, "4.4",
                        side(mover) + " lifted the rook on " + Squares.name(Long.numberOfTrailingZeros(rook))
                                + " before the king, then castled " + played.move().uci()
                                + " (Art. 4.4.2: rook then king forbids castling on that side; the rook must move)",
                        mover, nanos));
            }
            moved |= rook;
        }
        if ((firstLifted & moved) != 0) {
            return Optional.empty();
        }
        for (long s = firstLifted; s != 0; s &= s - 1) {
            int sq = Long.numberOfTrailingZeros(s);
            Optional<Piece> piece = PositionFacts.pieceAt(before, sq);
            if (piece.isEmpty()) {
                continue;
            }
            String what = PositionFacts.name(piece.get().type()) + " on " + Squares.name(sq);
            if (piece.get().color() == mover && hasMoveFrom(turn, sq)) {
                return Optional.of(new Signal.Irregularity(IrregularityKind.TOUCH_MOVE, "4.3",
                        side(mover) + " lifted the " + what + " first, which had a legal move (Art. 4.3.1), then played "
                                + played.move().uci(), mover, nanos));
            }
            if (piece.get().color() != mover && canBeCaptured(turn, sq)) {
                return Optional.of(new Signal.Irregularity(IrregularityKind.TOUCH_MOVE, "4.3",
                        side(mover) + " lifted the opponent's " + what + " first, which could be captured"
                                + " (Art. 4.3.2), then played " + played.move().uci(), mover, nanos));
            }
        }
        return Optional.empty();
    }

    private static boolean hasMoveFrom(Turn turn, int square) {
        return turn.successors().stream().anyMatch(s -> s.move().from() == square);
    }

    private static boolean canBeCaptured(Turn turn, int square) {
        return turn.successors().stream().anyMatch(s -> s.capturedSquare() == square);
    }

    private static String side(Color color) {
        return color == Color.WHITE ? "White" : "Black";
    }
}
