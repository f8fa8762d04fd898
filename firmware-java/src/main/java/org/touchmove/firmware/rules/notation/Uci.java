package org.touchmove.firmware.rules.notation;

import org.touchmove.firmware.rules.IllegalMoveException;
import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.rules.PieceType;
import org.touchmove.firmware.rules.QuotedInput;
import org.touchmove.firmware.rules.Position;
import org.touchmove.firmware.rules.Square;

/**
 * UCI long algebraic notation: "e2e4", "e7e8q". Castling is written as the king's move to its final square in
 * standard chess ("e1g1") and as the king taking its own rook in Chess960 ("e1h1", "f1g1": the convention of engines
 * with UCI_Chess960, and the only one that can write a castling whose king does not move). Reading accepts both
 * wherever the text cannot mean another legal move.
 */
public final class Uci {

    private Uci() {
    }

    public static String format(Move move) {
        return move.uci();
    }

    /**
     * {@code move} (legal in {@code position}) in the castling convention asked for: {@code kingTakesRook} as with
     * UCI_Chess960, else the king's move to its final square (which a castling whose king stays cannot be written as:
     * it is then king takes rook too).
     */
    public static String format(Position position, Move move, boolean kingTakesRook) {
        if (!position.isCastling(move)) {
            return move.uci();
        }
        int king = move.from();
        int to = kingTakesRook ? position.castlingRook(move) : position.castledKingSquare(move);
        return to == king ? Move.of(king, position.castlingRook(move)).uci() : Move.of(king, to).uci();
    }

    /**
     * Parses UCI text without a position (syntax only).
     *
     * @throws InvalidNotationException if the text is not 4 or 5 characters of the form e2e4[q]
     */
    public static Move parse(String text) {
        if (text == null || (text.length() != 4 && text.length() != 5)) {
            throw new InvalidNotationException("not a UCI move: '" + QuotedInput.of(text) + "' (expected e.g. e2e4 or e7e8q)");
        }
        int from;
        int to;
        try {
            from = Square.parse(text.substring(0, 2));
            to = Square.parse(text.substring(2, 4));
        } catch (IllegalArgumentException e) {
            throw new InvalidNotationException("not a UCI move: '" + QuotedInput.of(text) + "' ("
                    + QuotedInput.of(e.getMessage()) + ")");
        }
        if (from == to) {
            throw new InvalidNotationException("not a UCI move: '" + QuotedInput.of(text) + "' (from and to are the same square)");
        }
        PieceType promotion = null;
        if (text.length() == 5) {
            promotion = switch (text.charAt(4)) {
                case 'q' -> PieceType.QUEEN;
                case 'r' -> PieceType.ROOK;
                case 'b' -> PieceType.BISHOP;
                case 'n' -> PieceType.KNIGHT;
                default -> throw new InvalidNotationException("not a UCI move: '" + text
                        + "' (promotion must be one of q, r, b, n)");
            };
        }
        return new Move(from, to, promotion);
    }

    /**
     * Parses UCI text and checks it against the legal moves of the position.
     *
     * @throws InvalidNotationException if malformed
     * @throws IllegalMoveException if well-formed but not legal here
     */
    public static Move parse(String text, Position position) {
        Move move = parse(text);
        if (position.isLegal(move)) {
            return move;
        }
        // The other castling convention: king takes rook in standard chess, king to its square in Chess960.
        if (move.promotion() == null && position.pieceAt(move.from()) != null
                && position.pieceAt(move.from()).type() == PieceType.KING) {
            for (Move m : position.legalMoves()) {
                if (m.from() == move.from() && position.isCastling(m)
                        && (position.castlingRook(m) == move.to() || position.castledKingSquare(m) == move.to())) {
                    return m;
                }
            }
        }
        throw new IllegalMoveException("illegal move " + text + " in " + position.fen());
    }
}
