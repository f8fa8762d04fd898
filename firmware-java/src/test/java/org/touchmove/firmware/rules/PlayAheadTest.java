package org.touchmove.firmware.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.touchmove.firmware.rules.notation.Uci;

/** What the interpreter learns about a move without playing it, and a game that takes a position played ahead. */
class PlayAheadTest {

    /** Positions with castling both ways, en passant and promotions (with and without capture) to come. */
    private static final List<String> STARTS = List.of(Position.START_FEN,
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8");

    @Test
    void occupancyAfterEveryLegalMoveOfSeededRandomGamesIsThatOfThePlayedPosition() {
        SplittableRandom random = new SplittableRandom(20261201L);
        int checked = 0;
        for (String fen : STARTS) {
            for (int game = 0; game < 40; game++) {
                Position p = Position.fromFen(fen);
                for (int ply = 0; ply < 150 && p.legalMoveCount() > 0; ply++) {
                    List<Move> moves = p.legalMoves();
                    for (Move m : moves) {
                        assertThat(p.occupiedAfter(m)).as("%s after %s", p.fen(), m.uci())
                                .isEqualTo(p.play(m).occupied());
                        checked++;
                    }
                    p = p.play(moves.get(random.nextInt(moves.size())));
                }
            }
        }
        assertThat(checked).isGreaterThan(100_000);
    }

    @Test
    void occupancyAfterCastlingEnPassantAndPromotion() {
        Position castling = Position.fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        assertThat(castling.occupiedAfter(Uci.parse("e1g1", castling)))
                .isEqualTo(castling.play(Uci.parse("e1g1", castling)).occupied());
        assertThat(castling.occupiedAfter(Uci.parse("e1c1", castling)))
                .isEqualTo(castling.play(Uci.parse("e1c1", castling)).occupied());
        Position ep = Position.fromFen("4k3/8/8/3Pp3/8/8/8/4K3 w - e6 0 1");
        Move take = Uci.parse("d5e6", ep);
        assertThat(ep.occupiedAfter(take)).isEqualTo(ep.play(take).occupied())
                .isEqualTo(1L << Square.parse("e6") | 1L << Square.parse("e8") | 1L << Square.parse("e1"));
    }

    @Test
    void aGameTakesThePositionPlayedAheadOnlyWhenItIsTheOneTheMoveLeadsTo() {
        Game game = Game.start();
        Move e4 = Uci.parse("e2e4", game.position());
        Position ahead = game.position().play(e4);
        Game shared = game.play(e4, ahead);
        assertThat(shared.position()).isSameAs(ahead);
        assertThat(shared.moves()).isEqualTo(game.play(e4).moves());
        assertThat(shared.position()).isEqualTo(game.play(e4).position());

        Position other = game.position().play(Uci.parse("d2d4", game.position()));
        Game ignored = game.play(e4, other);
        assertThat(ignored.position()).isNotSameAs(other).isEqualTo(ahead);
        assertThat(game.play(e4, null).position()).isEqualTo(ahead);
    }

    @Test
    void aPositionRemembersThePositionPlayedAheadAsItsSuccessor() {
        Position start = Position.fromFen(Position.START_FEN);
        Move nf3 = Uci.parse("g1f3", start);
        // Equal to what the move leads to, but another instance (worked out elsewhere, as the interpreter's is).
        Position ahead = Position.fromFen(start.play(nf3).fen());
        start.play(Uci.parse("d2d4", start)); // the successor remembered until now is another move's
        assertThat(start.play(nf3, ahead)).isSameAs(ahead);
        assertThat(start.play(nf3)).as("every later play of the move from here").isSameAs(ahead);
        Position other = start.play(Uci.parse("b1c3", start));
        assertThat(start.play(nf3, other)).as("not the position the move leads to").isNotSameAs(other)
                .isEqualTo(ahead);
    }
}
