package org.touchmove.firmware.announce;

import static java.util.Map.entry;

import java.util.Map;

/** The English phrase table: "Knight takes f3, check", "Short castling", "White 5 minutes, Black 3 minutes, 12 moves". */
final class English {

    static final Phrasebook TABLE = new Phrasebook("en", Map.ofEntries(
            entry(Phrase.PIECE_KING, "King"),
            entry(Phrase.PIECE_QUEEN, "Queen"),
            entry(Phrase.PIECE_ROOK, "Rook"),
            entry(Phrase.PIECE_BISHOP, "Bishop"),
            entry(Phrase.PIECE_KNIGHT, "Knight"),
            entry(Phrase.PIECE_PAWN, "Pawn"),
            entry(Phrase.FILE_A, "a"), entry(Phrase.FILE_B, "b"), entry(Phrase.FILE_C, "c"), entry(Phrase.FILE_D, "d"),
            entry(Phrase.FILE_E, "e"), entry(Phrase.FILE_F, "f"), entry(Phrase.FILE_G, "g"), entry(Phrase.FILE_H, "h"),
            entry(Phrase.RANK_1, "1"), entry(Phrase.RANK_2, "2"), entry(Phrase.RANK_3, "3"), entry(Phrase.RANK_4, "4"),
            entry(Phrase.RANK_5, "5"), entry(Phrase.RANK_6, "6"), entry(Phrase.RANK_7, "7"), entry(Phrase.RANK_8, "8"),
            entry(Phrase.SQUARE, "{file}{rank}"),
            entry(Phrase.MOVE_QUIET, "{piece} {to}"),
            entry(Phrase.MOVE_CAPTURE, "{piece} takes {to}"),
            entry(Phrase.MOVE_QUIET_FROM, "{piece} {from} to {to}"),
            entry(Phrase.MOVE_CAPTURE_FROM, "{piece} {from} takes {to}"),
            entry(Phrase.EN_PASSANT, "{move} en passant"),
            entry(Phrase.PROMOTION, "{move}, promotes to {piece}"),
            entry(Phrase.CASTLING_SHORT, "Short castling"),
            entry(Phrase.CASTLING_LONG, "Long castling"),
            entry(Phrase.CHECK, "{move}, check"),
            entry(Phrase.CHECKMATE, "{move}, checkmate"),
            entry(Phrase.SIDE_WHITE, "White"),
            entry(Phrase.SIDE_BLACK, "Black"),
            entry(Phrase.HOURS_ONE, "1 hour"),
            entry(Phrase.HOURS_MANY, "{n} hours"),
            entry(Phrase.MINUTES_ONE, "1 minute"),
            entry(Phrase.MINUTES_MANY, "{n} minutes"),
            entry(Phrase.SECONDS_ONE, "1 second"),
            entry(Phrase.SECONDS_MANY, "{n} seconds"),
            entry(Phrase.SIDE_TIME, "{side} {time}"),
            entry(Phrase.MOVES_NONE, "no moves"),
            entry(Phrase.MOVES_ONE, "1 move"),
            entry(Phrase.MOVES_MANY, "{n} moves"),
            entry(Phrase.TIME_REPORT, "{white}, {black}, {moves}"),
            entry(Phrase.FLAG, "{side}'s flag has fallen"),
            entry(Phrase.IRREGULARITY_ILLEGAL_MOVE, "Illegal move"),
            entry(Phrase.IRREGULARITY_TOUCH_MOVE, "Touched piece must be moved"),
            entry(Phrase.IRREGULARITY_CASTLING_ROOK_FIRST, "Rook touched first in castling"),
            entry(Phrase.IRREGULARITY_DISPLACED_PIECES, "Pieces displaced"),
            entry(Phrase.IRREGULARITY_AMBIGUOUS_MOVE, "Move not recognised"),
            entry(Phrase.IRREGULARITY_TAKEBACK, "Move taken back"),
            entry(Phrase.IRREGULARITY_PRESS_WITHOUT_MOVE, "Clock pressed without a move"),
            entry(Phrase.IRREGULARITY_BY, "{irregularity} by {side}"),
            entry(Phrase.RESULT_WHITE_WINS, "White wins"),
            entry(Phrase.RESULT_BLACK_WINS, "Black wins"),
            entry(Phrase.RESULT_DRAW, "Draw"),
            entry(Phrase.TERMINATION_CHECKMATE, "by checkmate"),
            entry(Phrase.TERMINATION_STALEMATE, "by stalemate"),
            entry(Phrase.TERMINATION_DEAD_POSITION, "by dead position"),
            entry(Phrase.TERMINATION_FIVEFOLD_REPETITION, "by fivefold repetition"),
            entry(Phrase.TERMINATION_SEVENTY_FIVE_MOVES, "by the seventy-five-move rule"),
            entry(Phrase.TERMINATION_TIME_FORFEIT, "on time"),
            entry(Phrase.TERMINATION_TIME_FORFEIT_DRAW, "on time, the opponent cannot checkmate"),
            entry(Phrase.TERMINATION_ILLEGAL_MOVES, "by illegal moves"),
            entry(Phrase.TERMINATION_AGREEMENT, "by agreement"),
            entry(Phrase.TERMINATION_RESIGNATION, "by resignation"),
            entry(Phrase.TERMINATION_ARBITER, "by decision of the arbiter"),
            entry(Phrase.TERMINATION_THREEFOLD_REPETITION, "by threefold repetition"),
            entry(Phrase.TERMINATION_FIFTY_MOVES, "by the fifty-move rule"),
            entry(Phrase.RESULT, "{result} {termination}")));

    private English() {
    }
}
