package org.touchmove.firmware.announce;

import org.touchmove.firmware.event.AnnouncementKind;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.touchmove.firmware.event.IrregularityKind;
import org.touchmove.firmware.rules.Color;
import org.touchmove.firmware.rules.IllegalMoveException;
import org.touchmove.firmware.rules.Outcome;
import org.touchmove.firmware.rules.Position;
import org.touchmove.firmware.rules.Termination;
import org.touchmove.firmware.rules.notation.Uci;

class AnnouncerTest {

    private final Announcer en = Announcer.of("en");

    private String move(String fen, String uci) {
        Position p = Position.fromFen(fen);
        Announcement a = en.move(p, Uci.parse(uci, p));
        assertThat(a.kind()).isEqualTo(AnnouncementKind.MOVE);
        assertThat(a.language()).isEqualTo("en");
        return a.text();
    }

    @ParameterizedTest(name = "{2}")
    @CsvSource(delimiter = '|', textBlock = """
            rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1   | g1f3 | Knight f3
            rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1   | e2e4 | Pawn e4
            rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2 | e4d5 | Pawn takes d5
            4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1                           | b1d2 | Knight b1 to d2
            4k3/8/8/3p4/2P1P3/8/8/4K3 w - - 0 1                         | e4d5 | Pawn e4 takes d5
            4k3/8/8/6n1/8/5P2/8/4K3 b - - 0 1                           | g5f3 | Knight takes f3, check
            rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2 | d8h4 | Queen h4, checkmate
            r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1                        | e1g1 | Short castling
            r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1                        | e8c8 | Long castling
            5k2/8/8/8/8/8/8/4K2R w K - 0 1                              | e1g1 | Short castling, check
            4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2                           | e5d6 | Pawn takes d6 en passant
            8/P6k/8/8/8/8/8/4K3 w - - 0 1                               | a7a8q | Pawn a8, promotes to Queen
            1r5k/P7/8/8/8/8/8/4K3 w - - 0 1                             | a7b8n | Pawn takes b8, promotes to Knight
            1r5k/P7/8/8/8/8/8/4K3 w - - 0 1                             | a7b8q | Pawn takes b8, promotes to Queen, check
            4k3/8/8/8/8/8/p7/4K3 b - - 0 1                              | a2a1r | Pawn a1, promotes to Rook, check
            """)
    void move_everyShape(String fen, String uci, String expected) {
        assertThat(move(fen, uci)).isEqualTo(expected);
    }

    @Test
    void move_illegal_isAnErrorNamingTheMove() {
        assertThatThrownBy(() -> en.move(Position.START, org.touchmove.firmware.rules.Move.of(12, 36)))
                .isInstanceOf(IllegalMoveException.class).hasMessageContaining("e2e5");
    }

    @Test
    void times_sayBothClocksAndTheMoves() {
        Announcement a = en.times(5 * 60_000, 3 * 60_000 + 12_345, 12);
        assertThat(a.kind()).isEqualTo(AnnouncementKind.TIME);
        assertThat(a.text()).isEqualTo("White 5 minutes, Black 3 minutes 12 seconds, 12 moves");
        assertThat(en.times(3_725_000, 7_261_999, 1).text())
                .isEqualTo("White 1 hour 2 minutes 5 seconds, Black 2 hours 1 minute 1 second, 1 move");
        assertThat(en.times(999, 0, 0).text()).isEqualTo("White 0 seconds, Black 0 seconds, no moves");
        assertThat(en.times(3_600_000, 60_000, 40).text()).isEqualTo("White 1 hour, Black 1 minute, 40 moves");
    }

    @Test
    void moves_withoutClock_andTheClockCounter() {
        assertThat(en.moves(0).text()).isEqualTo("no moves");
        assertThat(en.moves(23).text()).isEqualTo("23 moves");
        assertThat(Announcer.movesMade(0)).isZero();
        assertThat(Announcer.movesMade(1)).isEqualTo(1);
        assertThat(Announcer.movesMade(2)).isEqualTo(1);
        assertThat(Announcer.movesMade(45)).isEqualTo(23);
    }

    @Test
    void times_negative_isAnError() {
        assertThatThrownBy(() -> en.times(-1, 0, 0)).hasMessageContaining("negative");
    }

    @Test
    void flag_namesTheSide() {
        Announcement a = en.flag(Color.BLACK);
        assertThat(a.kind()).isEqualTo(AnnouncementKind.FLAG);
        assertThat(a.text()).isEqualTo("Black's flag has fallen");
        assertThat(en.flag(Color.WHITE).text()).isEqualTo("White's flag has fallen");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            ILLEGAL_MOVE        | Illegal move
            TOUCH_MOVE          | Touched piece must be moved
            CASTLING_ROOK_FIRST | Rook touched first in castling
            DISPLACED_PIECES    | Pieces displaced
            AMBIGUOUS_MOVE      | Move not recognised
            TAKEBACK            | Move taken back
            PRESS_WITHOUT_MOVE  | Clock pressed without a move
            """)
    void irregularity_eachKind(IrregularityKind kind, String words) {
        Announcement none = en.irregularity(kind, null);
        assertThat(none.kind()).isEqualTo(AnnouncementKind.IRREGULARITY);
        assertThat(none.text()).isEqualTo(words);
        assertThat(en.irregularity(kind, Color.WHITE).text()).isEqualTo(words + " by White");
    }

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource(delimiter = '|', textBlock = """
            1-0     | CHECKMATE            | White wins by checkmate
            0-1     | CHECKMATE            | Black wins by checkmate
            1/2-1/2 | STALEMATE            | Draw by stalemate
            1/2-1/2 | DEAD_POSITION        | Draw by dead position
            1/2-1/2 | FIVEFOLD_REPETITION  | Draw by fivefold repetition
            1/2-1/2 | SEVENTY_FIVE_MOVES   | Draw by the seventy-five-move rule
            0-1     | TIME_FORFEIT         | Black wins on time
            1/2-1/2 | TIME_FORFEIT_DRAW    | Draw on time, the opponent cannot checkmate
            1-0     | ILLEGAL_MOVES        | White wins by illegal moves
            1/2-1/2 | AGREEMENT            | Draw by agreement
            0-1     | RESIGNATION          | Black wins by resignation
            1-0     | ARBITER              | White wins by decision of the arbiter
            1/2-1/2 | THREEFOLD_REPETITION | Draw by threefold repetition
            1/2-1/2 | FIFTY_MOVES          | Draw by the fifty-move rule
            """)
    void result_eachTermination(String result, Termination termination, String words) {
        Announcement a = en.result(new Outcome(org.touchmove.firmware.rules.Result.fromPgn(result), termination));
        assertThat(a.kind()).isEqualTo(AnnouncementKind.RESULT);
        assertThat(a.text()).isEqualTo(words);
    }

    @Test
    void toEvent_carriesTextLanguageAndKind() {
        var e = en.flag(Color.WHITE).toEvent();
        assertThat(e.type()).isEqualTo("announce");
        assertThat(e.text()).isEqualTo("White's flag has fallen");
        assertThat(e.lang()).isEqualTo("en");
        assertThat(e.kind()).isEqualTo(AnnouncementKind.FLAG);
    }

    @Test
    void german_usesTheWordsOfAppendixD() {
        Announcer de = Announcer.of("de");
        Position p = Position.fromFen("4k3/8/8/6n1/8/5P2/8/4K3 b - - 0 1");
        assertThat(de.move(p, Uci.parse("g5f3", p)).text()).isEqualTo("Springer schlägt Felix drei, Schach");
        Position castle = Position.fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        assertThat(de.move(castle, Uci.parse("e1g1", castle)).text()).isEqualTo("Kurze Rochade");
        assertThat(de.move(castle, Uci.parse("e1c1", castle)).text()).isEqualTo("Lange Rochade");
        assertThat(de.language()).isEqualTo("de");
    }

    @Test
    void unknownLanguage_isAnErrorNamingTheKnownOnes() {
        assertThatThrownBy(() -> Announcer.of("xx")).hasMessage(
                "no announcement table for language 'xx' (available: de, en)");
    }
}
