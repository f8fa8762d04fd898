package org.touchmove.firmware.rules.notation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.touchmove.firmware.rules.IllegalMoveException;
import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.rules.Position;

/** SAN and UCI for Chess960 castling (FIDE Laws, Guidelines II.3: O-O and O-O-O whatever the files). */
class Chess960NotationTest {

    /** King b1, rooks a1 and h1; black king g8, rook h8: long castling moves both, black's short one only the rook. */
    private static final Position P = Position.fromFen("r5kr/8/8/8/8/8/8/RK5R w KQk - 0 1", true);

    @Test
    void sanWritesAndReadsOOAndOOO() {
        Move aSide = San.parse(P, "O-O-O");
        assertThat(aSide.uci()).isEqualTo("b1a1");
        assertThat(San.format(P, aSide)).isEqualTo("O-O-O");
        Move hSide = San.parse(P, "O-O");
        assertThat(hSide.uci()).isEqualTo("b1h1");
        assertThat(San.format(P, hSide)).isEqualTo("O-O");
        Position black = P.play(hSide);
        Move kingStays = San.parse(black, "O-O");
        assertThat(kingStays.uci()).isEqualTo("g8h8");
        assertThat(San.format(black, kingStays)).isEqualTo("O-O");
    }

    @Test
    void uciReadsKingTakesRookAndKingToItsSquareWhereUnambiguous() {
        assertThat(Uci.parse("b1a1", P).uci()).isEqualTo("b1a1");
        assertThat(Uci.parse("b1g1", P).uci()).isEqualTo("b1h1"); // five files: only castling takes the king there
        // b1c1 is the king's ordinary step, not castling.
        assertThat(P.isCastling(Uci.parse("b1c1", P))).isFalse();
        Position black = P.play(Uci.parse("b1h1", P));
        assertThat(Uci.parse("g8h8", black).uci()).isEqualTo("g8h8");
        assertThatThrownBy(() -> Uci.parse("g8g8", black)).isInstanceOf(InvalidNotationException.class);
        // Standard chess: e1g1 is canonical, e1h1 (UCI_Chess960) is read as the same castling.
        Position standard = Position.fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        assertThat(Uci.parse("e1h1", standard).uci()).isEqualTo("e1g1");
        assertThat(Uci.parse("e1a1", standard).uci()).isEqualTo("e1c1");
        assertThatThrownBy(() -> Uci.parse("e1f2", Position.START)).isInstanceOf(IllegalMoveException.class);
    }

    @Test
    void uciWritesEitherConvention() {
        Move hSide = Uci.parse("b1h1", P);
        assertThat(Uci.format(P, hSide, true)).isEqualTo("b1h1");
        assertThat(Uci.format(P, hSide, false)).isEqualTo("b1g1");
        Position black = P.play(hSide);
        Move kingStays = Uci.parse("g8h8", black);
        assertThat(Uci.format(black, kingStays, false)).isEqualTo("g8h8"); // the king does not move: king takes rook
        Position standard = Position.fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        assertThat(Uci.format(standard, Uci.parse("e1g1", standard), true)).isEqualTo("e1h1");
        assertThat(Uci.format(standard, Uci.parse("e1g1", standard), false)).isEqualTo("e1g1");
    }
}
