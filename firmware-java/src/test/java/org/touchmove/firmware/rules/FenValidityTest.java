package org.touchmove.firmware.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

class FenValidityTest {

    @Test
    void messagesNameTheField() {
        assertThatThrownBy(() -> Position.fromFen("4k3/8/8/8/8/8/8/4K3 x - - 0 1"))
                .hasMessageContaining("side to move");
        assertThatThrownBy(() -> Position.fromFen("4k3/8/8/8/8/8/8/4K3 w K - 0 1"))
                .hasMessageContaining("castling").hasMessageContaining("no rook on h1");
        assertThatThrownBy(() -> Position.fromFen("4k3/8/8/8/8/8/8/R3K3 w Kq - 0 1"))
                .hasMessageContaining("castling");
        assertThatThrownBy(() -> Position.fromFen("4k3/8/8/8/4P3/8/8/4K3 b - e4 0 1"))
                .hasMessageContaining("en passant").hasMessageContaining("rank 3");
        assertThatThrownBy(() -> Position.fromFen("4k3/8/8/8/8/8/8/4K3 b - e3 0 1"))
                .hasMessageContaining("en passant").hasMessageContaining("double step");
        assertThatThrownBy(() -> Position.fromFen("4k3/8/8/8/8/8/8/4K3 w - - -1 1"))
                .hasMessageContaining("halfmove clock");
        assertThatThrownBy(() -> Position.fromFen("4k3/8/8/8/8/8/8/4K2P w - - 0 1"))
                .hasMessageContaining("pawn on rank 1 or 8");
        assertThatThrownBy(() -> Position.fromFen("4k3/8/8/8/8/8/8/4KK2 w - - 0 1"))
                .hasMessageContaining("white has 2 kings");
        assertThatThrownBy(() -> Position.fromFen("4k3/8/8/8/8/8/8/4K2r b - - 0 1")).hasMessageContaining("side to move").hasMessageContaining("in check");
    }

    @Test
    void enPassantFieldStyles() {
        // 1. e4: no black pawn can take on e3.
        Position afterE4 = Position.START.play(Move.of(Square.parse("e2"), Square.parse("e4")));
        assertThat(afterE4.epSquare()).isEqualTo(Square.parse("e3"));
        assertThat(afterE4.fen()).isEqualTo("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
        assertThat(afterE4.fen(EnPassantStyle.AFTER_EVERY_DOUBLE_STEP))
                .isEqualTo("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
        Position withCapture = Position.fromFen("4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1");
        assertThat(withCapture.fen()).contains(" e3 ");
        assertThat(withCapture.hasLegalEnPassant()).isTrue();
    }

    /** Found by the notation properties: the FEN was quoted whole, a megabyte of it or a newline in the message. */
    @Test
    void anInvalidFenIsQuotedCutAndOnOneLine() {
        assertThatThrownBy(() -> Position.fromFen("8/8/8/8/8/8/8/" + "1".repeat(100_000) + " w - - 0 1"))
                .isInstanceOf(InvalidFenException.class).hasMessageContaining("characters)")
                .satisfies(e -> assertThat(e.getMessage()).hasSizeLessThan(400));
        assertThatThrownBy(() -> Position.fromFen("4k3/8/8/8/8/8/8/4K3 w\n - - 0 1"))
                .isInstanceOf(InvalidFenException.class)
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n").contains("\\u000a"));
    }
}
