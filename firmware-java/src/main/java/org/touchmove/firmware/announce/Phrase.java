package org.touchmove.firmware.announce;

import java.util.List;

/**
 * Every phrase an announcement is built from, with the placeholders its template must contain. A language
 * is one {@link Phrasebook}: one template per phrase; a table that lacks a phrase or a placeholder is caught
 * by a test (PhrasebookTest), never while a game is announced.
 */
public enum Phrase {
    // Appendix D.2.1: the pieces bear names.
    PIECE_KING, PIECE_QUEEN, PIECE_ROOK, PIECE_BISHOP, PIECE_KNIGHT, PIECE_PAWN,
    // Appendix D.2.1: names for the files (Anna, Bella, ... in the German table) and numbers for the ranks.
    FILE_A, FILE_B, FILE_C, FILE_D, FILE_E, FILE_F, FILE_G, FILE_H,
    RANK_1, RANK_2, RANK_3, RANK_4, RANK_5, RANK_6, RANK_7, RANK_8,
    SQUARE("file", "rank"),
    /** A move to an empty square: "Knight f3". */
    MOVE_QUIET("piece", "to"),
    /** A capture: "Knight takes f3". */
    MOVE_CAPTURE("piece", "to"),
    /** A quiet move where another piece of the same kind could go to the same square: "Knight b1 to d2". */
    MOVE_QUIET_FROM("piece", "from", "to"),
    /** A capture where another piece of the same kind could capture there too: "Pawn e4 takes d5". */
    MOVE_CAPTURE_FROM("piece", "from", "to"),
    /** Art. 3.7.3.1. */
    EN_PASSANT("move"),
    /** Appendix D.2.1: "When promoting a pawn, the player must announce which piece is chosen." */
    PROMOTION("move", "piece"),
    /** Appendix D.2.1: castling is announced as short or long castling. */
    CASTLING_SHORT,
    CASTLING_LONG,
    CHECK("move"),
    CHECKMATE("move"),

    SIDE_WHITE, SIDE_BLACK,
    HOURS_ONE, HOURS_MANY("n"), MINUTES_ONE, MINUTES_MANY("n"), SECONDS_ONE, SECONDS_MANY("n"),
    /** One player's remaining time: "White 1 hour 25 minutes". */
    SIDE_TIME("side", "time"),
    MOVES_NONE, MOVES_ONE, MOVES_MANY("n"),
    /** Appendix D: the clock announces the time and the number of moves. */
    TIME_REPORT("white", "black", "moves"),

    /** Art. 6.9. */
    FLAG("side"),

    IRREGULARITY_ILLEGAL_MOVE, IRREGULARITY_TOUCH_MOVE, IRREGULARITY_CASTLING_ROOK_FIRST,
    IRREGULARITY_DISPLACED_PIECES, IRREGULARITY_AMBIGUOUS_MOVE, IRREGULARITY_TAKEBACK,
    IRREGULARITY_PRESS_WITHOUT_MOVE,
    /** An irregularity concerning one side: "Illegal move by White". */
    IRREGULARITY_BY("irregularity", "side"),

    RESULT_WHITE_WINS, RESULT_BLACK_WINS, RESULT_DRAW,
    TERMINATION_CHECKMATE, TERMINATION_STALEMATE, TERMINATION_DEAD_POSITION, TERMINATION_FIVEFOLD_REPETITION,
    TERMINATION_SEVENTY_FIVE_MOVES, TERMINATION_TIME_FORFEIT, TERMINATION_TIME_FORFEIT_DRAW,
    TERMINATION_ILLEGAL_MOVES, TERMINATION_AGREEMENT, TERMINATION_RESIGNATION, TERMINATION_ARBITER,
    TERMINATION_THREEFOLD_REPETITION, TERMINATION_FIFTY_MOVES,
    /** "White wins by checkmate". */
    RESULT("result", "termination");

    private final List<String> placeholders;

    Phrase(String... placeholders) {
        this.placeholders = List.of(placeholders);
    }

    /** The names that must appear as {@code {name}} in every language's template, each exactly once. */
    public List<String> placeholders() {
        return placeholders;
    }
}
