package org.touchmove.firmware.interpret;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.rules.Position;

/**
 * {@link Turn#mayCastleInPlace()} lets a board at rest skip generating the new position's moves (docs/performance.md,
 * "The cold step"): it must never say false where a castling successor leaves the occupancy unchanged.
 */
class TurnTest {

    @Test
    void mayCastleInPlaceIsFalseOnlyWhereNoCastlingKeepsTheOccupancy() {
        Random random = new Random(31);
        int positions = 0;
        int inPlace = 0;
        int saidMay = 0;
        for (int n = 0; n < 960; n++) {
            Position p = Position.fromChess960Pos(n);
            for (int ply = 0; ply < 40 && !p.isGameOver(); ply++) {
                Turn turn = new Turn(p);
                boolean may = turn.mayCastleInPlace();
                boolean actual = turn.successors().stream()
                        .anyMatch(s -> s.castling() && s.occupancy() == turn.occupancy());
                assertTrue(may || !actual, () -> "a castling in place missed in " + turn.position().fen());
                positions++;
                inPlace += actual ? 1 : 0;
                saidMay += may ? 1 : 0;
                List<Move> moves = p.legalMoves();
                // Castle whenever possible, so that positions after one side castled and before the other are seen.
                Position here = p;
                Move next = moves.stream().filter(here::isCastling).findFirst()
                        .orElse(moves.get(random.nextInt(moves.size())));
                p = p.play(next);
            }
        }
        assertTrue(inPlace > 0, "no position with a castling in place: the test shows nothing");
        int may = saidMay;
        int total = positions;
        assertTrue(may < total / 2, () -> "mayCastleInPlace says true in " + may + " of " + total);
    }

    @Test
    void kingAndRookThatSwapAreSeen() {
        // King f1, rook g1: short castling puts the king on g1 and the rook on f1.
        Turn turn = new Turn(Position.fromFen("4k3/8/8/8/8/8/8/5KR1 w G - 0 1", true));
        assertTrue(turn.mayCastleInPlace());
        // The standard start: castling always moves king and rook to other squares.
        assertEquals(false, new Turn(Position.START).mayCastleInPlace());
        assertEquals(false, new Turn(Position.fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")).mayCastleInPlace());
    }
}
