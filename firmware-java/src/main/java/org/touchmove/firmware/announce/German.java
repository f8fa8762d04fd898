package org.touchmove.firmware.announce;

import static java.util.Map.entry;

import java.util.Map;

/**
 * The German phrase table, in the words of Appendix D.2.1: files Anna ... Hector, ranks eins ... acht,
 * "Kurze Rochade"/"Lange Rochade", pieces Koenig, Dame, Turm, Laeufer, Springer, Bauer.
 */
final class German {

    static final Phrasebook TABLE = new Phrasebook("de", Map.ofEntries(
            entry(Phrase.PIECE_KING, "König"),
            entry(Phrase.PIECE_QUEEN, "Dame"),
            entry(Phrase.PIECE_ROOK, "Turm"),
            entry(Phrase.PIECE_BISHOP, "Läufer"),
            entry(Phrase.PIECE_KNIGHT, "Springer"),
            entry(Phrase.PIECE_PAWN, "Bauer"),
            entry(Phrase.FILE_A, "Anna"), entry(Phrase.FILE_B, "Bella"), entry(Phrase.FILE_C, "Cesar"),
            entry(Phrase.FILE_D, "David"), entry(Phrase.FILE_E, "Eva"), entry(Phrase.FILE_F, "Felix"),
            entry(Phrase.FILE_G, "Gustav"), entry(Phrase.FILE_H, "Hector"),
            entry(Phrase.RANK_1, "eins"), entry(Phrase.RANK_2, "zwei"), entry(Phrase.RANK_3, "drei"),
            entry(Phrase.RANK_4, "vier"), entry(Phrase.RANK_5, "fünf"), entry(Phrase.RANK_6, "sechs"),
            entry(Phrase.RANK_7, "sieben"), entry(Phrase.RANK_8, "acht"),
            entry(Phrase.SQUARE, "{file} {rank}"),
            entry(Phrase.MOVE_QUIET, "{piece} {to}"),
            entry(Phrase.MOVE_CAPTURE, "{piece} schlägt {to}"),
            entry(Phrase.MOVE_QUIET_FROM, "{piece} {from} nach {to}"),
            entry(Phrase.MOVE_CAPTURE_FROM, "{piece} {from} schlägt {to}"),
            entry(Phrase.EN_PASSANT, "{move} en passant"),
            entry(Phrase.PROMOTION, "{move}, wird {piece}"),
            entry(Phrase.CASTLING_SHORT, "Kurze Rochade"),
            entry(Phrase.CASTLING_LONG, "Lange Rochade"),
            entry(Phrase.CHECK, "{move}, Schach"),
            entry(Phrase.CHECKMATE, "{move}, matt"),
            entry(Phrase.SIDE_WHITE, "Weiß"),
            entry(Phrase.SIDE_BLACK, "Schwarz"),
            entry(Phrase.HOURS_ONE, "1 Stunde"),
            entry(Phrase.HOURS_MANY, "{n} Stunden"),
            entry(Phrase.MINUTES_ONE, "1 Minute"),
            entry(Phrase.MINUTES_MANY, "{n} Minuten"),
            entry(Phrase.SECONDS_ONE, "1 Sekunde"),
            entry(Phrase.SECONDS_MANY, "{n} Sekunden"),
            entry(Phrase.SIDE_TIME, "{side} {time}"),
            entry(Phrase.MOVES_NONE, "keine Züge"),
            entry(Phrase.MOVES_ONE, "1 Zug"),
            entry(Phrase.MOVES_MANY, "{n} Züge"),
            entry(Phrase.TIME_REPORT, "{white}, {black}, {moves}"),
            entry(Phrase.FLAG, "Zeit überschritten: {side}"),
            entry(Phrase.IRREGULARITY_ILLEGAL_MOVE, "Regelwidriger Zug"),
            entry(Phrase.IRREGULARITY_TOUCH_MOVE, "Berührte Figur muss ziehen"),
            entry(Phrase.IRREGULARITY_CASTLING_ROOK_FIRST, "Rochade mit dem Turm zuerst"),
            entry(Phrase.IRREGULARITY_DISPLACED_PIECES, "Figuren verstellt"),
            entry(Phrase.IRREGULARITY_AMBIGUOUS_MOVE, "Zug nicht erkannt"),
            entry(Phrase.IRREGULARITY_TAKEBACK, "Zug zurückgenommen"),
            entry(Phrase.IRREGULARITY_PRESS_WITHOUT_MOVE, "Uhr ohne Zug gedrückt"),
            entry(Phrase.IRREGULARITY_BY, "{irregularity}: {side}"),
            entry(Phrase.RESULT_WHITE_WINS, "Weiß gewinnt"),
            entry(Phrase.RESULT_BLACK_WINS, "Schwarz gewinnt"),
            entry(Phrase.RESULT_DRAW, "Remis"),
            entry(Phrase.TERMINATION_CHECKMATE, "durch Matt"),
            entry(Phrase.TERMINATION_STALEMATE, "durch Patt"),
            entry(Phrase.TERMINATION_DEAD_POSITION, "durch tote Stellung"),
            entry(Phrase.TERMINATION_FIVEFOLD_REPETITION, "durch fünffache Stellungswiederholung"),
            entry(Phrase.TERMINATION_SEVENTY_FIVE_MOVES, "durch die 75-Züge-Regel"),
            entry(Phrase.TERMINATION_TIME_FORFEIT, "durch Zeitüberschreitung"),
            entry(Phrase.TERMINATION_TIME_FORFEIT_DRAW, "nach Zeitüberschreitung, der Gegner kann nicht matt setzen"),
            entry(Phrase.TERMINATION_ILLEGAL_MOVES, "durch regelwidrige Züge"),
            entry(Phrase.TERMINATION_AGREEMENT, "durch Vereinbarung"),
            entry(Phrase.TERMINATION_RESIGNATION, "durch Aufgabe"),
            entry(Phrase.TERMINATION_ARBITER, "durch Entscheidung des Schiedsrichters"),
            entry(Phrase.TERMINATION_THREEFOLD_REPETITION, "durch dreifache Stellungswiederholung"),
            entry(Phrase.TERMINATION_FIFTY_MOVES, "durch die 50-Züge-Regel"),
            entry(Phrase.RESULT, "{result} {termination}")));

    private German() {
    }
}
