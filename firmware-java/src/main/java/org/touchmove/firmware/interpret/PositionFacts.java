package org.touchmove.firmware.interpret;

import java.util.Optional;
import org.touchmove.firmware.rules.Color;
import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.rules.Piece;
import org.touchmove.firmware.rules.PieceType;
import org.touchmove.firmware.rules.Position;

/**
 * The few facts the interpreter needs from the rules core, in one place: if the rules API changes,
 * only this adapter changes.
 */
final class PositionFacts {

    private PositionFacts() {
    }

    /** Occupied squares as a bit mask, bit 0 = a1 (the same layout as {@code hal.Occupancy}). */
    static long occupancy(Position position) {
        return position.occupied();
    }

    /** The occupancy after the legal {@code move}, without playing it. */
    static long occupancyAfter(Position position, Move move) {
        return position.occupiedAfter(move);
    }

    static Optional<Piece> pieceAt(Position position, int square) {
        return Optional.ofNullable(position.pieceAt(square));
    }

    /** The FEN letter of the piece on {@code square}, '.' for an empty square (as in {@code hal.PieceCodes}). */
    static char code(Position position, int square) {
        return pieceAt(position, square).map(PositionFacts::letter).orElse('.');
    }

    /** All 64 piece codes, indexed like {@code hal.PieceCodes}. */
    static String codes(Position position) {
        char[] cells = new char[64];
        for (int sq = 0; sq < 64; sq++) {
            cells[sq] = code(position, sq);
        }
        return new String(cells);
    }

    static char letter(Piece piece) {
        return piece.fenChar();
    }

    /** The king's square, -1 if the position has none. */
    static int kingSquare(Position position, Color color) {
        int square = position.kingSquare(color);
        return square < 64 ? square : -1;
    }

    static String name(PieceType type) {
        return type.name().toLowerCase(java.util.Locale.ROOT);
    }

    static Optional<PieceType> promotion(Move move) {
        return Optional.ofNullable(move.promotion());
    }

    static Move withPromotion(Move move, PieceType type) {
        return new Move(move.from(), move.to(), type);
    }

    /** The square of the piece {@code move} captures (differs from the destination for en passant), or -1. */
    static int capturedSquare(Position position, Move move) {
        if (position.isEnPassant(move)) {
            return (move.from() & ~7) | (move.to() & 7);
        }
        return position.isCapture(move) ? move.to() : -1;
    }

    static boolean isCastling(Position position, Move move) {
        return position.isCastling(move);
    }
}
