package org.touchmove.firmware.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.touchmove.firmware.rules.notation.Uci;

/** Chess960 (FIDE Laws, Guidelines II): start positions, castling, X-FEN and Shredder-FEN, perft. */
class Chess960Test {

    @TestFactory
    Stream<DynamicTest> perftOnPublishedChess960Positions() {
        List<PerftCase> cases = PerftCase.readResourceBlocks("/rules/chess960.perft");
        assertThat(cases).hasSize(25);
        return cases.stream().map(c -> DynamicTest.dynamicTest(c.id(), () -> {
            Position p = Position.fromFen(c.fen(), true);
            for (var e : c.counts().entrySet()) {
                assertThat(Perft.count(p, e.getKey())).as("%s perft %d", c.fen(), e.getKey()).isEqualTo(e.getValue());
            }
        }));
    }

    @Test
    void startPositionsByScharnaglNumber() {
        assertThat(Chess960.backRank(518)).isEqualTo("RNBQKBNR");
        assertThat(Chess960.backRank(0)).isEqualTo("BBQNNRKR");
        assertThat(Chess960.backRank(959)).isEqualTo("RKRNNQBB");
        Set<String> ranks = new HashSet<>();
        for (int n = 0; n < 960; n++) {
            String rank = Chess960.backRank(n);
            ranks.add(rank);
            // Guidelines II.1: bishops on opposite colours, the king between the rooks.
            assertThat((rank.indexOf('B') + rank.lastIndexOf('B')) % 2).as(rank).isEqualTo(1);
            assertThat(rank.indexOf('R')).as(rank).isLessThan(rank.indexOf('K'));
            assertThat(rank.lastIndexOf('R')).as(rank).isGreaterThan(rank.indexOf('K'));
            Position p = Position.fromChess960Pos(n);
            assertThat(p.chess960Pos()).hasValue(n);
            assertThat(p.legalMoveCount()).isEqualTo(rank.equals("RNBQKBNR") ? 20 : p.legalMoveCount());
        }
        assertThat(ranks).hasSize(960);
        assertThatThrownBy(() -> Position.fromChess960Pos(960)).isInstanceOf(IllegalArgumentException.class);
        assertThat(Position.START.chess960Pos()).hasValue(518);
    }

    @Test
    void theStandardArrayAsChess960CountsAsStandardChess() {
        Position p = Position.fromChess960Pos(518);
        assertThat(p.isChess960()).isTrue();
        assertThat(p.fen()).isEqualTo(Position.START_FEN);
        assertThat(p.shredderFen()).isEqualTo("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1");
        for (int depth = 1; depth <= 4; depth++) {
            assertThat(Perft.count(p, depth)).isEqualTo(Perft.count(Position.START, depth));
        }
    }

    @Test
    void castlingIsWrittenKingTakesRookAndEndsOnTheStandardSquares() {
        // King b1, rooks a1 and h1 (the queen's side rook beside the king): O-O-O moves both.
        Position p = Position.fromFen("r5kr/8/8/8/8/8/8/RK5R w KQk - 0 1", true);
        Move aSide = Uci.parse("b1a1", p);
        assertThat(p.isCastling(aSide)).isTrue();
        assertThat(p.isCapture(aSide)).isFalse();
        Position after = p.play(aSide);
        assertThat(after.fen()).isEqualTo("r5kr/8/8/8/8/8/8/2KR3R b k - 1 1");
        assertThat(p.occupiedAfter(aSide)).isEqualTo(after.occupied());
        Move hSide = Uci.parse("b1h1", p);
        assertThat(p.play(hSide).fen()).isEqualTo("r5kr/8/8/8/8/8/8/R4RK1 b k - 1 1");
        // Black: king g8, rook h8 castles short: the king stays, the rook jumps to f8.
        Position black = p.play(hSide);
        Move kingStays = Uci.parse("g8h8", black);
        assertThat(black.isCastling(kingStays)).isTrue();
        assertThat(black.play(kingStays).fen()).isEqualTo("r4rk1/8/8/8/8/8/8/R4RK1 w - - 2 2");
    }

    @Test
    void kingAndRookSwapSquares() {
        // King f1, rook g1: short castling puts the king on g1 and the rook on f1.
        Position p = Position.fromFen("4k3/8/8/8/8/8/8/5KR1 w G - 0 1", true);
        assertThat(p.castlingRights()).isEqualTo("K");
        Position after = p.play(Uci.parse("f1g1", p));
        assertThat(after.fen()).isEqualTo("4k3/8/8/8/8/8/8/5RK1 b - - 1 1");
        assertThat(after.occupied()).isEqualTo(p.occupied());
        // The king stepping to g1 is not possible (the rook stands there); f1g1 is castling.
        assertThat(p.legalMoves()).filteredOn(p::isCastling).hasSize(1);
    }

    @Test
    void castlingConditionsOfGuidelinesII() {
        // Squares between king and rook and the final squares empty but for the two (a knight on c1 blocks O-O-O).
        Position blocked = Position.fromFen("4k3/8/8/8/8/8/8/R1NK3R w KQ - 0 1", true);
        assertThat(blocked.legalMoves()).filteredOn(blocked::isCastling).extracting(Move::uci)
                .containsExactly("d1h1");
        // The king may not cross an attacked square: a rook on f8 covers f1 on the king's way from d1 to g1.
        Position crossing = Position.fromFen("5r2/1k6/8/8/8/8/8/R2K3R w KQ - 0 1", true);
        assertThat(crossing.legalMoves()).filteredOn(crossing::isCastling).extracting(Move::uci)
                .containsExactly("d1a1");
        // Nor land on one: a rook on c8 covers c1.
        Position landing = Position.fromFen("2r5/1k6/8/8/8/8/8/R2K3R w KQ - 0 1", true);
        assertThat(landing.legalMoves()).filteredOn(landing::isCastling).extracting(Move::uci)
                .containsExactly("d1h1");
        // Nor castle out of check.
        Position check = Position.fromFen("3r4/1k6/8/8/8/8/8/R2K3R w KQ - 0 1", true);
        assertThat(check.legalMoves()).filteredOn(check::isCastling).isEmpty();
        // King b1: the long castling rook a1 passes over the king's square, the short one meets the king on its way.
        Position own = Position.fromFen("1k6/8/8/8/8/8/8/RK5R w KQ - 0 1", true);
        assertThat(own.legalMoves()).filteredOn(own::isCastling).extracting(Move::uci)
                .containsExactlyInAnyOrder("b1a1", "b1h1");
    }

    @Test
    void xfenAndShredderFenReadAndWritten() {
        // Two rooks on the h-side: K names the outermost (h1), the inner g1 needs its file in X-FEN.
        Position outer = Position.fromFen("4k3/8/8/8/8/8/8/R2K2RR w KQ - 0 1", true);
        assertThat(outer.castlingRooks()).isEqualTo(1L << Square.parse("a1") | 1L << Square.parse("h1"));
        assertThat(outer.castlingRights()).isEqualTo("KQ");
        assertThat(outer.shredderFen()).endsWith(" w HA - 0 1");
        Position inner = Position.fromFen("4k3/8/8/8/8/8/8/R2K2RR w GA - 0 1", true);
        assertThat(inner.castlingRights()).isEqualTo("GQ");
        assertThat(Position.fromFen(inner.fen(), true)).isEqualTo(inner);
        assertThat(Position.fromFen(inner.shredderFen(), true)).isEqualTo(inner);
        // Standard chess reads Shredder-FEN of the standard corners, and refuses a Chess960 right.
        assertThat(Position.fromFen("r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1").fen())
                .isEqualTo("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        assertThatThrownBy(() -> Position.fromFen("4k3/8/8/8/8/8/8/R2K2RR w GA - 0 1"))
                .isInstanceOf(InvalidFenException.class).hasMessageContaining("Chess960");
        assertThatThrownBy(() -> Position.fromFen("4k3/8/8/8/8/8/8/R2K2RR w KQ - 0 1"))
                .isInstanceOf(InvalidFenException.class).hasMessageContaining("no king on e1");
        // A right needs the king on its first rank and a rook on that side.
        assertThatThrownBy(() -> Position.fromFen("4k3/8/8/8/8/8/3K4/R6R w KQ - 0 1", true))
                .isInstanceOf(InvalidFenException.class).hasMessageContaining("not on rank 1");
        assertThatThrownBy(() -> Position.fromFen("4k3/8/8/8/8/8/8/R6K w K - 0 1", true))
                .isInstanceOf(InvalidFenException.class).hasMessageContaining("h-side");
        assertThatThrownBy(() -> Position.fromFen("4k3/8/8/8/8/8/8/R2K2RR w HG - 0 1", true))
                .isInstanceOf(InvalidFenException.class).hasMessageContaining("same side");
    }

    @Test
    void rightsAreLostWhenKingOrRookMovesOrTheRookIsTaken() {
        Position p = Position.fromFen("1r3kr1/8/8/8/8/8/8/1R3KR1 w GBgb - 0 1", true);
        assertThat(p.castlingRights()).isEqualTo("KQkq");
        assertThat(p.play(Uci.parse("g1g8", p)).castlingRights()).isEqualTo("Qq");
        assertThat(p.play(Uci.parse("f1e1", p)).castlingRights()).isEqualTo("kq");
        assertThat(p.play(Uci.parse("b1b8", p)).castlingRights()).isEqualTo("Kk");
    }
}
