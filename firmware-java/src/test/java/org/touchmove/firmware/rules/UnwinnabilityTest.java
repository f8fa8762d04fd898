package org.touchmove.firmware.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Hand-made positions of each kind the analysis must settle (Art. 5.2.2, 6.9). */
class UnwinnabilityTest {

    private static MateVerdict verdict(String fen, Color side) {
        return Unwinnability.analyse(Position.fromFen(fen), side);
    }

    @Nested
    class EveryMoveLosesTheLastMatingMan {

        @Test
        void theKingMustTakeTheQueen() {
            // Qb7+ unprotected: a7 and b8 are covered, so Kxb7 is the only move, and K v K cannot mate.
            MateVerdict white = verdict("k7/1Q6/8/8/8/8/8/7K b - - 0 1", Color.WHITE);
            assertThat(white.mateability()).isEqualTo(Mateability.CANNOT_MATE);
            assertThat(white.proof()).isEqualTo(MateProof.EXHAUSTIVE_SEARCH);
        }

        @Test
        void theKingMustTakeTheRook() {
            assertThat(verdict("kR6/8/1K6/8/8/8/8/8 b - - 0 1", Color.WHITE).mateability())
                    .isEqualTo(Mateability.CANNOT_MATE);
        }

        @Test
        void aProtectedQueenIsMateAlready() {
            // Bg2 guards b7: Kxb7 is illegal, so Black is checkmated already.
            MateVerdict white = verdict("k7/1Q6/8/8/8/8/6B1/7K b - - 0 1", Color.WHITE);
            assertThat(white.mateability()).isEqualTo(Mateability.CAN_MATE);
            assertThat(verdict("k7/1Q6/8/8/8/8/6B1/7K b - - 0 1", Color.BLACK).mateability())
                    .isEqualTo(Mateability.CANNOT_MATE);
        }
    }

    @Nested
    class LockedPawnWalls {

        @ParameterizedTest
        @CsvSource({
            "4k3/8/8/1p1p1p1p/1P1P1P1P/8/8/4K3 w - - 0 1, WHITE",
            "4k3/8/8/1p1p1p1p/1P1P1P1P/8/8/4K3 w - - 0 1, BLACK",
            // Each side's bishop runs on the colour the wall does not open: it can neither pass nor take.
            "4k3/8/2b5/1p1p1p1p/1P1P1P1P/8/3B4/4K3 w - - 0 1, WHITE",
            "4k3/8/2b5/1p1p1p1p/1P1P1P1P/8/3B4/4K3 w - - 0 1, BLACK",
            // The b- and d-pawns behind the wall may still walk, but only up to their own locked pawns.
            "4k3/8/1p1p1p1p/1P1P1P1P/8/8/1P1P4/4K3 w - - 0 1, WHITE",
            "4k3/8/1p1p1p1p/1P1P1P1P/8/8/1P1P4/4K3 w - - 0 1, BLACK",
        })
        void neitherSideCanEverBreakThrough(String fen, Color side) {
            MateVerdict v = verdict(fen, side);
            assertThat(v.mateability()).isEqualTo(Mateability.CANNOT_MATE);
            assertThat(v.proof()).isEqualTo(MateProof.BLOCKED_STRUCTURE);
        }
    }

    @Nested
    class LooksDeadButIsNot {

        @ParameterizedTest
        @CsvSource({
            // An open h-file: a king walks round, takes pawns, and a pawn promotes.
            "4k3/8/8/1p1p1p2/1P1P1P2/8/8/4K3 w - - 0 1, WHITE",
            "4k3/8/8/1p1p1p2/1P1P1P2/8/8/4K3 w - - 0 1, BLACK",
            // A spare pawn levers the wall open (g3-g4xf5/h5).
            "4k3/8/8/1p1p1p1p/1P1P1P1P/8/6P1/4K3 w - - 0 1, WHITE",
            // A knight jumps the wall and takes a pawn.
            "4k3/8/8/1p1p1p1p/1P1P1P1P/8/8/4K1N1 w - - 0 1, WHITE",
            // A bishop on the wall's own colour can be taken by a pawn, which frees a pawn to promote.
            "4k3/8/2b5/1p1p1p1p/1P1P1P1P/8/4B3/4K3 w - - 0 1, WHITE",
        })
        void aHelpmateIsFound(String fen, Color side) {
            MateVerdict v = verdict(fen, side);
            assertThat(v.mateability()).isEqualTo(Mateability.CAN_MATE);
            assertThat(v.proof()).isEqualTo(MateProof.HELPMATE);
        }
    }

    @Nested
    class RealHelpmates {

        @ParameterizedTest
        @CsvSource({
            "4k3/8/8/8/8/8/8/R3K3 w - - 0 1, WHITE",
            "4k3/8/8/8/8/8/8/1NB1K3 w - - 0 1, WHITE",
            // K+N mates only because Black's own pawn takes a flight square.
            "k7/p7/8/8/8/8/8/K5N1 w - - 0 1, WHITE",
        })
        void found(String fen, Color side) {
            assertThat(verdict(fen, side).mateability()).isEqualTo(Mateability.CAN_MATE);
        }

        @Test
        void materialAloneDecidesALoneKnightAgainstABareKing() {
            MateVerdict v = verdict("4k3/8/8/8/8/8/8/1N2K3 w - - 0 1", Color.WHITE);
            assertThat(v.mateability()).isEqualTo(Mateability.CANNOT_MATE);
            assertThat(v.proof()).isEqualTo(MateProof.MATERIAL);
        }
    }

    @Nested
    class Budget {

        @Test
        void anExhaustedBudgetIsUndecidedNeverAGuess() {
            MateVerdict v = Unwinnability.analyse(Position.START, Color.WHITE, new MateBudget(0, 0, 0, 0));
            assertThat(v.mateability()).isEqualTo(Mateability.UNDECIDED);
            assertThat(v.proof()).isEqualTo(MateProof.BUDGET_EXHAUSTED);
        }

        @Test
        void theOldBooleanIsConservative() {
            assertThat(MatingMaterial.canCheckmate(Position.fromFen("4k3/8/8/1p1p1p1p/1P1P1P1P/8/8/4K3 w - - 0 1"),
                    Color.WHITE)).isFalse();
            assertThat(MatingMaterial.hasMatingMaterial(Position.fromFen("4k3/8/8/1p1p1p1p/1P1P1P1P/8/8/4K3 w - - 0 1"),
                    Color.WHITE)).isTrue();
            assertThat(MatingMaterial.canCheckmate(Position.START, Color.BLACK)).isTrue();
        }
    }

    @Nested
    class DeadPositionEndsTheGame {

        @Test
        void aMoveThatLeavesOnlyTheCaptureOfTheQueenEndsTheGame() {
            // Art. 5.2.2: the game ends when the move producing the dead position is made.
            Game before = Game.from(Position.fromFen("k7/8/1Q6/8/8/8/8/7K w - - 0 1"));
            assertThat(before.outcome()).isEmpty();
            Game after = before.play(Move.of(Square.parse("b6"), Square.parse("b7")));
            assertThat(after.outcome()).contains(Outcome.draw(Termination.DEAD_POSITION));
            assertThat(after.position().isGameOver()).isTrue();
        }

        @Test
        void aSetUpLockedWallIsOverFromTheStart() {
            Game g = Game.from(Position.fromFen("4k3/8/8/1p1p1p1p/1P1P1P1P/8/8/4K3 w - - 0 1"));
            assertThat(g.outcome()).contains(Outcome.draw(Termination.DEAD_POSITION));
        }

        @Test
        void aWallWithALeverIsNotEnded() {
            Position p = Position.fromFen("4k3/8/8/1p1p1p1p/1P1P1P1P/8/6P1/4K3 w - - 0 1");
            assertThat(Game.from(p).outcome()).isEqualTo(Optional.empty());
            assertThat(p.isDeadPosition()).isFalse();
        }

        @Test
        void deadMeansNeitherSide() {
            assertThat(Unwinnability.anyoneCanMate(Position.fromFen("4k3/8/8/1p1p1p1p/1P1P1P1P/8/8/4K3 w - - 0 1"),
                    MateBudget.FULL)).isEqualTo(Mateability.CANNOT_MATE);
            assertThat(Unwinnability.anyoneCanMate(Position.fromFen("k7/8/8/8/8/8/p7/K7 w - - 0 1"),
                    MateBudget.FULL)).isEqualTo(Mateability.CAN_MATE);
        }
    }
}
