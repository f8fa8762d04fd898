package org.touchmove.firmware.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.touchmove.firmware.rules.notation.Uci;

class LegalityTest {

    @Test
    void castlingConditionsOfArticle382() {
        // Rights present, nothing attacked: both castlings.
        Position free = Position.fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        assertThat(free.legalMoves()).contains(uci("e1g1"), uci("e1c1"));
        assertThat(free.isCastling(uci("e1g1"))).isTrue();
        Position castled = free.play(uci("e1c1"));
        assertThat(castled.pieceAt(Square.parse("d1"))).isEqualTo(Piece.of(Color.WHITE, PieceType.ROOK));
        assertThat(castled.pieceAt(Square.parse("c1"))).isEqualTo(Piece.of(Color.WHITE, PieceType.KING));
        assertThat(castled.castlingRights()).isEqualTo("kq");
        // King in check: no castling.
        assertThat(Position.fromFen("r3k2r/8/8/8/8/8/4r3/R3K2R w KQkq - 0 1").legalMoves())
                .doesNotContain(uci("e1g1"), uci("e1c1"));
        // f1 attacked (king passes over it): no O-O; d1 fine so O-O-O stays.
        Position f1Attacked = Position.fromFen("r3kr2/8/8/8/8/8/8/R3K2R w KQq - 0 1");
        assertThat(f1Attacked.legalMoves()).doesNotContain(uci("e1g1")).contains(uci("e1c1"));
        // b1 attacked only (the rook passes over it, not the king): O-O-O allowed.
        Position b1Attacked = Position.fromFen("1r2k3/8/8/8/8/8/8/R3K3 w Q - 0 1");
        assertThat(b1Attacked.legalMoves()).contains(uci("e1c1"));
        // A piece between king and rook (b1): no O-O-O.
        assertThat(Position.fromFen("4k3/8/8/8/8/8/8/RN2K3 w Q - 0 1").legalMoves()).doesNotContain(uci("e1c1"));
        // Right lost after the rook moved away and back.
        Position moved = free.play(uci("h1h2")).play(uci("a8a7")).play(uci("h2h1")).play(uci("a7a8"));
        assertThat(moved.legalMoves()).doesNotContain(uci("e1g1")).contains(uci("e1c1"));
        assertThat(moved.castlingRights()).isEqualTo("Qk");
    }

    @Test
    void enPassantOnlyRightAfterTheDoubleStep() {
        Position p = Position.fromFen("4k3/4p3/8/3P4/8/8/8/4K3 b - - 0 1").play(uci("e7e5"));
        assertThat(p.isLegal(uci("d5e6"))).isTrue();
        assertThat(p.isEnPassant(uci("d5e6"))).isTrue();
        assertThat(p.isCapture(uci("d5e6"))).isTrue();
        Position taken = p.play(uci("d5e6"));
        assertThat(taken.pieceAt(Square.parse("e5"))).isNull();
        assertThat(taken.halfmoveClock()).isZero();
        // Art. 3.7.4.2: one move later the right is gone.
        Position later = p.play(uci("e1e2")).play(uci("e8d8"));
        assertThat(later.isLegal(uci("d5e6"))).isFalse();
    }

    @Test
    void promotionToEachPiece() {
        Position p = Position.fromFen("8/P6k/8/8/8/8/8/K7 w - - 0 1");
        assertThat(p.legalMoves()).contains(uci("a7a8q"), uci("a7a8r"), uci("a7a8b"), uci("a7a8n"))
                .doesNotContain(Move.of(Square.parse("a7"), Square.parse("a8")));
        assertThat(p.play(uci("a7a8n")).pieceAt(Square.parse("a8"))).isEqualTo(Piece.of(Color.WHITE, PieceType.KNIGHT));
    }

    private static Move uci(String text) {
        return Uci.parse(text);
    }
}
