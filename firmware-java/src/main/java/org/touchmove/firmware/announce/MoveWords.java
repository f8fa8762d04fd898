package org.touchmove.firmware.announce;

import org.touchmove.firmware.rules.IllegalMoveException;
import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.rules.PieceType;
import org.touchmove.firmware.rules.Position;
import org.touchmove.firmware.rules.Square;

/**
 * A move in words (Appendix D.2.1): the piece, the square, "takes" for a capture, castling as short or
 * long castling, the chosen piece on promotion, then check or checkmate. Where another piece of the same
 * kind could make the same move, its square of departure is said too ("Knight b1 to d2").
 */
final class MoveWords {

    private MoveWords() {
    }

    static String of(Phrasebook words, Position before, Move move) {
        if (!before.isLegal(move)) {
            throw new IllegalMoveException("cannot announce illegal move " + move.uci() + " in " + before.fen());
        }
        Position after = before.play(move);
        String text = withoutCheck(words, before, move);
        if (after.isCheckmate()) {
            return words.say(Phrase.CHECKMATE, "move", text);
        }
        return after.isCheck() ? words.say(Phrase.CHECK, "move", text) : text;
    }

    private static String withoutCheck(Phrasebook words, Position before, Move move) {
        if (before.isCastling(move)) {
            return words.say(before.isKingsideCastling(move) ? Phrase.CASTLING_SHORT : Phrase.CASTLING_LONG);
        }
        PieceType type = before.pieceAt(move.from()).type();
        boolean capture = before.isCapture(move);
        String piece = piece(words, type);
        String to = square(words, move.to());
        String text;
        if (isAmbiguous(before, move, type)) {
            text = words.say(capture ? Phrase.MOVE_CAPTURE_FROM : Phrase.MOVE_QUIET_FROM,
                    "piece", piece, "from", square(words, move.from()), "to", to);
        } else {
            text = words.say(capture ? Phrase.MOVE_CAPTURE : Phrase.MOVE_QUIET, "piece", piece, "to", to);
        }
        if (before.isEnPassant(move)) {
            text = words.say(Phrase.EN_PASSANT, "move", text);
        }
        if (move.promotion() != null) {
            text = words.say(Phrase.PROMOTION, "move", text, "piece", piece(words, move.promotion()));
        }
        return text;
    }

    /** Another piece of the same kind could go to the same square (for a promotion: promoting to the same piece). */
    private static boolean isAmbiguous(Position before, Move move, PieceType type) {
        for (Move other : before.legalMoves()) {
            if (other.to() == move.to() && other.from() != move.from() && other.promotion() == move.promotion()
                    && before.pieceAt(other.from()).type() == type) {
                return true;
            }
        }
        return false;
    }

    static String piece(Phrasebook words, PieceType type) {
        return words.say(switch (type) {
            case KING -> Phrase.PIECE_KING;
            case QUEEN -> Phrase.PIECE_QUEEN;
            case ROOK -> Phrase.PIECE_ROOK;
            case BISHOP -> Phrase.PIECE_BISHOP;
            case KNIGHT -> Phrase.PIECE_KNIGHT;
            case PAWN -> Phrase.PIECE_PAWN;
        });
    }

    private static final Phrase[] FILES = {Phrase.FILE_A, Phrase.FILE_B, Phrase.FILE_C, Phrase.FILE_D,
        Phrase.FILE_E, Phrase.FILE_F, Phrase.FILE_G, Phrase.FILE_H};
    private static final Phrase[] RANKS = {Phrase.RANK_1, Phrase.RANK_2, Phrase.RANK_3, Phrase.RANK_4,
        Phrase.RANK_5, Phrase.RANK_6, Phrase.RANK_7, Phrase.RANK_8};

    static String square(Phrasebook words, int square) {
        return words.say(Phrase.SQUARE, "file", words.say(FILES[Square.file(square)]),
                "rank", words.say(RANKS[Square.rank(square)]));
    }
}
