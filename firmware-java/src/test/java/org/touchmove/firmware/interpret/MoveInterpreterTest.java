package org.touchmove.firmware.interpret;

import org.touchmove.firmware.event.GameMode;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.touchmove.firmware.rules.Color.BLACK;
import static org.touchmove.firmware.rules.Color.WHITE;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.touchmove.firmware.rules.Color;
import org.touchmove.firmware.rules.PieceType;
import org.touchmove.firmware.rules.Position;
import org.touchmove.hal.ClockButton;
import org.touchmove.hal.Occupancy;
import org.touchmove.hal.OccupancySnapshot;

class MoveInterpreterTest {

    private static final Position START = Position.START;
    /** 1.e4 d5, White to move. */
    private static final Position SCANDINAVIAN =
            Position.fromFen("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2");
    private static final Position CASTLING = Position.fromFen("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1");
    /** White pawn e5, Black just played f7-f5: exf6 e.p. is legal. */
    private static final Position EN_PASSANT =
            Position.fromFen("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3");
    /** The rook on d4 can take on d6 or on f4: the final occupancy is the same. */
    private static final Position TWO_CAPTURES = Position.fromFen("4k3/8/3p4/8/3R1p2/8/8/4K3 w - - 0 1");
    private static final Position PROMOTION = Position.fromFen("7k/4P3/8/8/8/8/8/K7 w - - 0 1");

    @Nested
    class SimpleMoves {

        @Test
        void liftPlacePressCompletesTheMove() {
            BoardScript b = BoardScript.clock(GameMode.TOURNAMENT, START);
            assertThat(b.lift("e2")).isEmpty();
            assertThat(b.place("e4")).containsExactly("made e2e4");
            assertThat(b.press(WHITE)).containsExactly("completed e2e4 CLOCK_PRESS");
            assertThat(b.move("e7", "e5", BLACK)).containsExactly("completed e7e5 CLOCK_PRESS");
            assertThat(b.movesUci()).containsExactly("e2e4", "e7e5");
            assertThat(b.interpreter.positions()).hasSize(3);
            assertThat(b.interpreter.position().fen()).startsWith("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w");
        }

        @Test
        void completionCarriesThePressTimeAndPositions() {
            BoardScript b = BoardScript.clock(GameMode.TOURNAMENT, START);
            b.lift("g1");
            b.place("f3");
            List<Signal> signals = b.pressRaw(WHITE);
            assertThat(signals).hasSize(1);
            Signal.MoveCompleted done = (Signal.MoveCompleted) signals.get(0);
            long pressNanos = b.now() - b.settings.pressGraceMillis() * BoardScript.MS;
            assertThat(done.nanos()).isEqualTo(pressNanos);
            assertThat(done.before().fen()).isEqualTo(START.fen());
            assertThat(done.after().fen()).isEqualTo(START.play(done.move()).fen());
        }

        @Test
        void pressWithoutMoveChangesNothing() {
            BoardScript b = BoardScript.clock(GameMode.TOURNAMENT, START);
            assertThat(b.press(WHITE)).containsExactly("press-without-move WHITE");
            b.lift("e2");
            b.place("e2");
            assertThat(b.press(WHITE)).containsExactly("press-without-move WHITE");
            assertThat(b.movesUci()).isEmpty();
            // The e-pawn, lifted first and put back, had a legal move: evidence for the arbiter.
            assertThat(b.move("d2", "d4", WHITE)).containsExactly("completed d2d4 CLOCK_PRESS", "touch-move 4.3 WHITE");
        }

        @Test
        void withoutAClockAPressAfterTheStandstillCompletedTheMoveConfirmsIt() {
            BoardScript b = BoardScript.noClock(GameMode.TOURNAMENT, START);
            b.lift("e2");
            b.place("e4");
            assertThat(b.waitMillis(1500)).containsExactly("completed e2e4 STANDSTILL");
            assertThat(b.press(WHITE)).isEmpty(); // the player presses after his move: nothing else happens
            assertThat(b.press(WHITE)).containsExactly("press-without-move WHITE"); // a second press has no move
            assertThat(b.press(BLACK)).containsExactly("press-without-move BLACK"); // black has not moved
            assertThat(b.move("e7", "e5", BLACK)).containsExactly("completed e7e5 CLOCK_PRESS");
            assertThat(b.movesUci()).containsExactly("e2e4", "e7e5");
        }

        @Test
        void withoutAClockAPressAfterTheOpponentTouchedAPieceIsNoConfirmation() {
            BoardScript b = BoardScript.noClock(GameMode.TOURNAMENT, START);
            b.lift("e2");
            b.place("e4");
            assertThat(b.waitMillis(1500)).containsExactly("completed e2e4 STANDSTILL");
            b.lift("e7");
            b.place("e7");
            assertThat(b.press(WHITE)).containsExactly("press-without-move WHITE");
        }

        @Test
        void pressOfTheSideNotToMoveDoesNotCompleteTheMove() {
            BoardScript b = BoardScript.clock(GameMode.TOURNAMENT, START);
            b.lift("e2");
            b.place("e4");
            assertThat(b.press(BLACK)).containsExactly("press-without-move BLACK");
            assertThat(b.movesUci()).isEmpty();
            assertThat(b.press(WHITE)).containsExactly("completed e2e4 CLOCK_PRESS");
        }

        @Test
        void readingTakenBeforeThePressButDeliveredAfterItStillCounts() {
            InterpreterSettings settings = InterpreterSettings.defaults(GameMode.TOURNAMENT, true);
            MoveInterpreter m = new MoveInterpreter(settings);
            long t = 1_000_000_000L;
            m.newGame(START, t);
            m.onOccupancy(OccupancySnapshot.of(Occupancy.START, t));
            m.onOccupancy(OccupancySnapshot.of(Occupancy.START.without(12), t + 100 * BoardScript.MS));
            // The press arrives before the (debounced) reading showing the pawn on e4, stamped earlier.
            assertThat(m.onClockPress(WHITE, t + 300 * BoardScript.MS)).isEmpty();
            assertThat(m.nextDeadlineNanos()).isEqualTo(t + 600 * BoardScript.MS);
            assertThat(BoardScript.describe(m.onOccupancy(OccupancySnapshot.of(
                    Occupancy.START.without(12).with(28), t + 250 * BoardScript.MS)))).containsExactly("made e2e4");
            assertThat(BoardScript.describe(m.onTime(t + 600 * BoardScript.MS)))
                    .containsExactly("completed e2e4 CLOCK_PRESS");
            assertThat(m.nextDeadlineNanos()).isEqualTo(Long.MAX_VALUE);
        }

        @Test
        void aReadingStampedAfterThePressJudgesThePressFirst() {
            InterpreterSettings settings = InterpreterSettings.defaults(GameMode.TOURNAMENT, true);
            MoveInterpreter m = new MoveInterpreter(settings);
            long t = 1_000_000_000L;
            m.newGame(START, t);
            m.onOccupancy(OccupancySnapshot.of(Occupancy.START, t));
            m.onOccupancy(OccupancySnapshot.of(Occupancy.START.without(12), t + 100 * BoardScript.MS));
            m.onOccupancy(OccupancySnapshot.of(Occupancy.START.without(12).with(28), t + 200 * BoardScript.MS));
            m.onClockPress(WHITE, t + 250 * BoardScript.MS);
            // Black lifts his e-pawn 100 ms after the press (more than the 50 ms reading lag): first e2e4
            // is completed, then Black's lift counts.
            assertThat(BoardScript.describe(m.onOccupancy(OccupancySnapshot.of(
                    Occupancy.START.without(12).with(28).without(52), t + 350 * BoardScript.MS))))
                    .containsExactly("completed e2e4 CLOCK_PRESS");
            assertThat(BoardScript.describe(m.onOccupancy(OccupancySnapshot.of(
                    Occupancy.START.without(12).with(28).without(52).with(36), t + 450 * BoardScript.MS))))
                    .containsExactly("made e7e5");
        }

        @Test
        void readingStampedWithinTheSensorLagAfterThePressCountsForTheMover() {
            InterpreterSettings settings = InterpreterSettings.defaults(GameMode.TOURNAMENT, true);
            MoveInterpreter m = new MoveInterpreter(settings);
            long t = 1_000_000_000L;
            m.newGame(START, t);
            m.onOccupancy(OccupancySnapshot.of(Occupancy.START, t));
            m.onOccupancy(OccupancySnapshot.of(Occupancy.START.without(12), t + 100 * BoardScript.MS));
            m.onClockPress(WHITE, t + 200 * BoardScript.MS);
            // Placed just before the press, confirmed by the debouncer 30 ms after it.
            assertThat(BoardScript.describe(m.onOccupancy(OccupancySnapshot.of(
                    Occupancy.START.without(12).with(28), t + 230 * BoardScript.MS)))).containsExactly("made e2e4");
            // A reading stamped later judges the press first.
            assertThat(BoardScript.describe(m.onOccupancy(OccupancySnapshot.of(
                    Occupancy.START.without(12).with(28).without(52), t + 260 * BoardScript.MS))))
                    .containsExactly("completed e2e4 CLOCK_PRESS");
        }
    }

    @Nested
    class Captures {

        @Test
        void capturedPieceRemovedFirst() {
            BoardScript b = BoardScript.clock(GameMode.TOURNAMENT, SCANDINAVIAN);
            assertThat(b.lift("d5")).isEmpty();
            assertThat(b.lift("e4")).isEmpty();
            assertThat(b.place("d5")).containsExactly("made e4d5");
            assertThat(b.press(WHITE)).containsExactly("completed e4d5 CLOCK_PRESS");
        }

        @Test
        void capturingPieceLiftedFirst() {
            BoardScript b = BoardScript.clock(GameMode.TOURNAMENT, SCANDINAVIAN);
            assertThat(b.lift("e4")).isEmpty();
            assertThat(b.lift("d5")).isEmpty();
            assertThat(b.place("d5")).containsExactly("made e4d5");
            assertThat(b.press(WHITE)).containsExactly("completed e4d5 CLOCK_PRESS");
        }

        @Test
        void theSquareEmptiedOnTheWayTellsWhichCapture() {
            BoardScript f4 = BoardScript.clock(GameMode.TOURNAMENT, TWO_CAPTURES);
            f4.lift("d4");
            f4.lift("f4");
            assertThat(f4.place("f4")).containsExactly("made d4f4");
            assertThat(f4.press(WHITE)).containsExactly("completed d4f4 CLOCK_PRESS");

            BoardScript d6 = BoardScript.clock(GameMode.TOURNAMENT, TWO_CAPTURES);
            d6.lift("d6");
            d6.lift("d4");
            assertThat(d6.place("d6")).containsExactly("made d4d6");
            assertThat(d6.press(WHITE)).containsExactly("completed d4d6 CLOCK_PRESS");
        }

        @Test
        void pieceInTheHandIsNotACapture() {
            BoardScript b = BoardScript.noClock(GameMode.TOURNAMENT, SCANDINAVIAN);
            assertThat(b.lift("e4")).isEmpty();
            assertThat(b.waitMillis(10_000)).isEmpty();
            assertThat(b.movesUci()).isEmpty();
            assertThat(b.place("e4")).isEmpty();
        }

        @Test
        void captureNotSeenEmptyIsAcceptedAtThePressWhenOnlyOneFits() {
            BoardScript b = BoardScript.clock(GameMode.TOURNAMENT, SCANDINAVIAN);
            // A fast swap: the reading never showed d5 empty, only e4 left.
            assertThat(b.lift("e4")).isEmpty();
            assertThat(b.press(WHITE)).containsExactly("completed e4d5 CLOCK_PRESS");
        }

        @Test
        void ambiguousCaptureIsReportedAndResolvedByTheBoard() {
            BoardScript b = BoardScript.clock(GameMode.TOURNAMENT, TWO_CAPTURES);
            b.lift("d4");
            assertThat(b.press(WHITE)).containsExactly("ambiguous-move null WHITE");
            assertThat(b.movesUci()).isEmpty();
            // The player lifts the rook from where it stands and puts it back: now the board is clear.
            assertThat(b.lift("f4")).isEmpty();
            assertThat(b.place("f4")).containsExactly("completed d4f4 CLOCK_PRESS");
            assertThat(b.movesUci()).containsExactly("d4f4");
        }

        @Test
        void arbiterChoosesAnAmbiguousMove() {
            BoardScript b = BoardScript.noClock(GameMode.TOURNAMENT, TWO_CAPTURES);
            b.change("-d4 -d6 -f4");
            assertThat(b.change("+d6 +f4")).isEmpty();
            assertThat(b.waitMillis(1500)).containsExactly("ambiguous-move null WHITE");
            assertThat(b.waitMillis(5000)).isEmpty();
            var move = TWO_CAPTURES.legalMoves().stream().filter(mv -> mv.uci().equals("d4d6")).findFirst().orElseThrow();
            assertThat(BoardScript.describe(b.interpreter.arbiterChooseMove(move, b.now())))
                    .containsExactly("completed d4d6 ARBITER");
        }

        @Test
        void queenSlidingOntoACaptureInAnyReadingOrder() {
            // The DGT header's example: Qc1xc4 seen as Empty c4, Q c2, Q c3, Empty c1, Empty c2, Q c4, Empty c3.
            BoardScript b = BoardScript.clock(GameMode.TOURNAMENT, Position.fromFen("4k3/8/8/8/2p5/8/8/2Q1K3 w - - 0 1"));
            List<String> seen = new ArrayList<>();
            seen.addAll(b.lift("c4"));
            seen.addAll(b.place("c2"));
            seen.addAll(b.place("c3"));
            seen.addAll(b.lift("c1"));
            seen.addAll(b.lift("c2"));
            seen.addAll(b.place("c4"));
            seen.addAll(b.lift("c3"));
            assertThat(seen).last().isEqualTo("made c1c4");
            assertThat(b.press(WHITE)).containsExactly("completed c1c4 CLOCK_PRESS");
        }
    }

    @Nested
    class Castling {

        @Test
        void kingFirstIsSeenOnce() {
            BoardScript b = BoardScript.clock(GameMode.TOURNAMENT, CASTLING);
            assertThat(b.lift("e1")).isEmpty();
            assertThat(b.place("g1")).isEmpty();
            assertThat(b.lift("h1")).isEmpty();
            assertThat(b.place("f1")).containsExactly("made e1g1");
            assertThat(b.press(WHITE)).containsExactly("completed e1g1 CLOCK_PRESS");
            assertThat(b.lift("e8")).isEmpty();
            assertThat(b.place("c8")).isEmpty(); // the black king alone is not a move
            assertThat(b.lift("a8")).isEmpty();
            assertThat(b.place("d8")).containsExactly("made e8c8");
            assertThat(b.press(BLACK)).containsExactly("completed e8c8 CLOCK_PRESS");
            assertThat(b.movesUci()).containsExactly("e1g1", "e8c8");
        }

        @Test
        void kingSlidingThroughTheCrossedSquareIsStillOneCastling() {
            BoardScript b = BoardScript.noClock(GameMode.TOURNAMENT, CASTLING);
            b.lift("e1");
            assertThat(b.place("f1")).containsExactly("made e1f1");
            assertThat(b.lift("f1")).isEmpty();
            assertThat(b.place("g1")).isEmpty();
            assertThat(b.waitMillis(3000)).isEmpty(); // king on g1, rook still on h1: not a move
            b.lift("h1");
            assertThat(b.place("f1")).containsExactly("made e1g1");
            assertThat(b.waitMillis(1500)).containsExactly("completed e1g1 STANDSTILL");
            assertThat(b.waitMillis(5000)).isEmpty();
            assertThat(b.movesUci()).containsExactly("e1g1");
        }

        @Test
        void rookFirstIsCastlingWithEvidence() {
            BoardScript b = BoardScript.clock(GameMode.TOURNAMENT, CASTLING);
            b.lift("h1");
            assertThat(b.place("f1")).containsExactly("made h1f1");
            b.lift("e1");
            assertThat(b.place("g1")).containsExactly("made e1g1");
            assertThat(b.press(WHITE)).containsExactly("completed e1g1 CLOCK_PRESS", "castling-rook-first 4.4 WHITE");
        }

        @Test
        void rookFirstWithoutAClockWaitsLongerForTheKing() {
            BoardScript b = BoardScript.noClock(GameMode.CASUAL, CASTLING);
            b.lift("h1");
            assertThat(b.place("f1")).containsExactly("made h1f1");
            assertThat(b.waitMillis(2000)).isEmpty(); // more than the standstill time, less than twice
            b.lift("e1");
            assertThat(b.place("g1")).containsExactly("made e1g1");
            assertThat(b.waitMillis(1500)).containsExactly("completed e1g1 STANDSTILL", "castling-rook-first 4.4 WHITE");
        }

        @Test
        void rookMoveThatCouldBeginCastlingCompletesAfterTwiceTheStandstill() {
            BoardScript b = BoardScript.noClock(GameMode.CASUAL, CASTLING);
            b.lift("a1");
            b.place("d1");
            assertThat(b.waitMillis(2999)).isEmpty();
            assertThat(b.waitMillis(1)).containsExactly("completed a1d1 STANDSTILL");
        }

        @Test
        void anotherPieceTouchedBeforeCastlingIsTouchMoveEvidence() {
            BoardScript b = BoardScript.clock(GameMode.TOURNAMENT, CASTLING);
            b.lift("a2");
            b.place("a2");
            b.lift("e1");
            b.place("g1");
            b.lift("h1");
            b.place("f1");
            assertThat(b.press(WHITE)).containsExactly("completed e1g1 CLOCK_PRESS", "touch-move 4.3 WHITE");
        }

        @Test
        void rookMoveAloneIsARookMove() {
            BoardScript b = BoardScript.clock(GameMode.TOURNAMENT, CASTLING);
            b.lift("h1");
            b.place("f1");
            assertThat(b.press(WHITE)).containsExactly("completed h1f1 CLOCK_PRESS");
        }
    }

    @Nested
    class EnPassant {

        @Test
        void capturedPawnRemovedLast() {
            BoardScript b = BoardScript.clock(GameMode.TOURNAMENT, EN_PASSANT);
            assertThat(b.lift("e5")).isEmpty();
            assertThat(b.place("f6")).isEmpty();
            assertThat(b.lift("f5")).containsExactly("made e5f6");
            assertThat(b.press(WHITE)).containsExactly("completed e5f6 CLOCK_PRESS");
        }

        @Test
        void capturedPawnRemovedFirst() {
            BoardScript b = BoardScript.clock(GameMode.TOURNAMENT, EN_PASSANT);
            assertThat(b.lift("f5")).isEmpty();
            assertThat(b.lift("e5")).isEmpty();
            assertThat(b.place("f6")).containsExactly("made e5f6");
            assertThat(b.press(WHITE)).containsExactly("completed e5f6 CLOCK_PRESS");
        }

        @Test
        void pawnOnTheEnPassantSquareWithoutTheCaptureIsIllegal() {
            BoardScript b = BoardScript.clock(GameMode.TOURNAMENT, EN_PASSANT);
            b.lift("e5");
            b.place("f6");
            assertThat(b.press(WHITE)).containsExactly("illegal-move 7.5.1 WHITE");
        }
    }

    @Nested
    class Slides {

        @Test
        void intermediateSquaresAreNotMovesWithAClock() {
            BoardScript b = BoardScript.clock(GameMode.TOURNAMENT, Position.fromFen("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1"));
            List<String> seen = new ArrayList<>();
            seen.addAll(b.change("-a1 +a2"));
            seen.addAll(b.change("-a2 +a3"));
            seen.addAll(b.change("-a3 +a4"));
            seen.addAll(b.change("-a4 +a5"));
            assertThat(seen).containsExactly("made a1a2", "made a1a3", "made a1a4", "made a1a5");
            assertThat(b.press(WHITE)).containsExactly("completed a1a5 CLOCK_PRESS");
            assertThat(b.movesUci()).containsExactly("a1a5");
        }

        @Test
        void intermediateSquaresAreNotMovesWithoutAClock() {
            BoardScript b = BoardScript.noClock(GameMode.TOURNAMENT, START);
            b.change("-e2 +e3");
            b.change("-e3 +e4");
            assertThat(b.waitMillis(1499)).isEmpty();
            assertThat(b.waitMillis(1)).containsExactly("completed e2e4 STANDSTILL");
            assertThat(b.movesUci()).containsExactly("e2e4");
        }

        @Test
        void bothSquaresSeenOccupiedDuringTheSlide() {
            BoardScript b = BoardScript.clock(GameMode.TOURNAMENT, START);
            assertThat(b.place("f3")).isEmpty(); // the knight touches f3 while still seen on g1
            assertThat(b.lift("g1")).containsExactly("made g1f3");
            assertThat(b.press(WHITE)).containsExactly("completed g1f3 CLOCK_PRESS");
        }
    }

    @Nested
    class TouchMove {

        @Test
        void ownPieceLiftedAndReplacedThenAnotherMoved() {
            BoardScript b = BoardScript.clock(GameMode.TOURNAMENT, START);
            b.lift("g1");
            assertThat(b.place("g1")).isEmpty();
            assertThat(b.move("e2", "e4", WHITE)).containsExactly("completed e2e4 CLOCK_PRESS", "touch-move 4.3 WHITE");
        }

        @Test
        void madeMoveTakenBackAndAnotherPlayed() {
            BoardScript b = BoardScript.clock(GameMode.TOURNAMENT, START);
            b.lift("g1");
            assertThat(b.place("f3")).containsExactly("made g1f3");
            b.lift("f3");
            b.place("g1");
            assertThat(b.move("d2", "d4", WHITE)).containsExactly("completed d2d4 CLOCK_PRESS", "touch-move 4.3 WHITE");
        }

        @Test
        void opponentPieceThatCouldBeCapturedLiftedFirst() {
            BoardScript b = BoardScript.clock(GameMode.TOURNAMENT, SCANDINAVIAN);
            b.lift("d5");
            b.place("d5");
            assertThat(b.move("g1", "f3", WHITE)).containsExactly("completed g1f3 CLOCK_PRESS", "touch-move 4.3 WHITE");
        }

        @Test
        void pieceWithoutALegalMoveLiftedFirstIsNoEvidence() {
            BoardScript b = BoardScript.clock(GameMode.TOURNAMENT, START);
            b.lift("a1");
            b.place("a1");
            assertThat(b.move("e2", "e4", WHITE)).containsExactly("completed e2e4 CLOCK_PRESS");
        }

        @Test
        void theTouchedPieceMovedIsNoEvidence() {
            BoardScript b = BoardScript.clock(GameMode.TOURNAMENT, START);
            b.lift("g1");
            b.place("g1");
            assertThat(b.move("g1", "h3", WHITE)).containsExactly("completed g1h3 CLOCK_PRESS");
        }
    }

    @Nested
    class Irregularities {

        @Test
        void illegalMoveCompletedThenPositionRestored() {
            BoardScript b = BoardScript.clock(GameMode.TOURNAMENT, START);
            b.lift("e2");
            assertThat(b.place("e5")).isEmpty();
            assertThat(b.press(WHITE)).containsExactly("illegal-move 7.5.1 WHITE");
            assertThat(b.interpreter.isAwaitingPosition()).isTrue();
            assertThat(b.lift("e5")).isEmpty();
            assertThat(b.place("e4")).isEmpty(); // not the position before the irregularity
            assertThat(b.press(WHITE)).containsExactly("press-without-move WHITE");
            b.lift("e4");
            assertThat(b.place("e2")).containsExactly("restored");
            assertThat(b.move("e2", "e4", WHITE)).containsExactly("completed e2e4 CLOCK_PRESS");
            assertThat(b.movesUci()).containsExactly("e2e4");
        }

        @Test
        void illegalMoveWithoutAClockIsReportedAfterStandstill() {
            BoardScript b = BoardScript.noClock(GameMode.TOURNAMENT, START);
            b.lift("g1");
            b.place("g3");
            assertThat(b.waitMillis(1500)).containsExactly("illegal-move 7.5.1 WHITE");
            b.lift("g3");
            assertThat(b.place("g1")).containsExactly("restored");
        }

        @Test
        void displacedPiecesReportedOnceAndWaitedFor() {
            BoardScript b = BoardScript.clock(GameMode.TOURNAMENT, START);
            b.change("-a2 -b2 -c2 +a3 +b3 +c3");
            assertThat(b.waitMillis(4999)).isEmpty();
            assertThat(b.waitMillis(1)).containsExactly("displaced-pieces 7.4 WHITE");
            assertThat(b.waitMillis(20_000)).isEmpty();
            assertThat(b.change("-c3 +c2")).isEmpty();
            assertThat(b.change("-b3 +b2")).isEmpty();
            assertThat(b.change("-a3 +a2")).containsExactly("restored");
            assertThat(b.movesUci()).isEmpty();
            assertThat(b.move("b1", "c3", WHITE)).containsExactly("completed b1c3 CLOCK_PRESS");
        }

        @Test
        void displacedPiecesWithoutAClockWaitTheDisplacedTime() {
            BoardScript b = BoardScript.noClock(GameMode.CASUAL, START);
            b.change("-a2 -b2 +a4 +b4 +c4");
            assertThat(b.waitMillis(4999)).isEmpty();
            assertThat(b.waitMillis(1)).containsExactly("displaced-pieces 7.4 WHITE");
            assertThat(b.change("-a4 -b4 -c4 +a2 +b2")).containsExactly("restored");
        }

        @Test
        void identityBoardWithTwoPiecesSwappedIsDisplaced() {
            BoardScript b = BoardScript.identity(GameMode.TOURNAMENT, START);
            b.lift("d1");
            b.lift("e1");
            b.place("d1", 'K');
            assertThat(b.place("e1", 'Q')).isEmpty();
            assertThat(b.waitMillis(5000)).containsExactly("displaced-pieces 7.4 WHITE");
        }

        @Test
        void pieceHeldInTheHandIsNeverDisplaced() {
            BoardScript b = BoardScript.clock(GameMode.TOURNAMENT, START);
            b.lift("d1");
            assertThat(b.waitMillis(60_000)).isEmpty();
            assertThat(b.interpreter.nextDeadlineNanos()).isEqualTo(Long.MAX_VALUE);
        }
    }

    @Nested
    class Promotion {

        @Test
        void queenByDefault() {
            BoardScript b = BoardScript.clock(GameMode.TOURNAMENT, PROMOTION);
            b.lift("e7");
            assertThat(b.place("e8")).containsExactly("made e7e8q");
            assertThat(b.press(WHITE)).containsExactly("completed e7e8q CLOCK_PRESS");
        }

        @Test
        void chosenWithTheClockButtons() {
            BoardScript b = BoardScript.clock(GameMode.TOURNAMENT, PROMOTION);
            b.lift("e7");
            b.place("e8");
            assertThat(b.button(ClockButton.PLUS)).containsExactly("promotion ROOK", "made e7e8r");
            assertThat(b.button(ClockButton.PLUS)).containsExactly("promotion BISHOP", "made e7e8b");
            assertThat(b.button(ClockButton.PLUS)).containsExactly("promotion KNIGHT", "made e7e8n");
            assertThat(b.button(ClockButton.PLUS)).containsExactly("promotion QUEEN", "made e7e8q");
            assertThat(b.button(ClockButton.MINUS)).containsExactly("promotion KNIGHT", "made e7e8n");
            assertThat(b.press(WHITE)).containsExactly("completed e7e8n CLOCK_PRESS");
            assertThat(b.interpreter.promotionChoice()).isEqualTo(PieceType.QUEEN);
        }

        /**
         * Found by the noise drill (slow hands, lichess_user_export_A game 1093): the player promoted to a rook, the
         * queen would have stalemated, and the board recorded the queen and a draw because the game-ending queen
         * completed by standstill while the player was still reaching for the button.
         */
        @Test
        void aGameEndingQueenWaitsLongerThanTheStandstillForTheChoice() {
            BoardScript b = BoardScript.clock(GameMode.TOURNAMENT,
                    Position.fromFen("8/8/8/8/8/5k1K/5bp1/8 b - - 1 70"));
            b.lift("g2");
            assertThat(b.place("g1")).containsExactly("made g2g1q");
            assertThat(b.waitMillis(3_000)).isEmpty();
            assertThat(b.button(ClockButton.PLUS)).containsExactly("promotion ROOK", "made g2g1r");
            assertThat(b.press(BLACK)).containsExactly("completed g2g1r CLOCK_PRESS");
        }

        @Test
        void aGameEndingPromotionLeftAloneStillCompletesByStandstill() {
            BoardScript b = BoardScript.clock(GameMode.TOURNAMENT,
                    Position.fromFen("8/8/8/8/8/5k1K/5bp1/8 b - - 1 70"));
            b.lift("g2");
            assertThat(b.place("g1")).containsExactly("made g2g1q");
            assertThat(b.waitMillis(5_900)).isEmpty();
            assertThat(b.waitMillis(200)).containsExactly("completed g2g1q STANDSTILL");
            assertThat(b.interpreter.isGameOver()).isTrue();
        }

        @Test
        void chosenBeforeThePawnIsPlaced() {
            BoardScript b = BoardScript.clock(GameMode.TOURNAMENT, PROMOTION);
            b.lift("e7");
            assertThat(b.button(ClockButton.MINUS)).containsExactly("promotion KNIGHT");
            assertThat(b.place("e8")).containsExactly("made e7e8n");
            assertThat(b.button(ClockButton.MENU)).containsExactly("promotion QUEEN", "made e7e8q");
            assertThat(b.press(WHITE)).containsExactly("completed e7e8q CLOCK_PRESS");
        }

        @Test
        void arbiterCorrectsThePromotionAfterwards() {
            BoardScript b = BoardScript.clock(GameMode.TOURNAMENT, PROMOTION);
            b.move("e7", "e8", WHITE);
            b.move("h8", "h7", BLACK);
            assertThat(BoardScript.describe(b.interpreter.arbiterCorrectPromotion(1, PieceType.ROOK, b.now())))
                    .containsExactly("corrected 1 e7e8r");
            assertThat(b.movesUci()).containsExactly("e7e8r", "h8h7");
            assertThat(b.interpreter.position().fen()).startsWith("4R3/7k/");
            assertThatThrownBy(() -> b.interpreter.arbiterCorrectPromotion(2, PieceType.ROOK, b.now()))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not a promotion");
        }

        @Test
        void identityBoardPromotesToThePiecePlaced() {
            BoardScript b = BoardScript.identity(GameMode.TOURNAMENT, PROMOTION);
            b.lift("e7");
            assertThat(b.place("e8", 'N')).containsExactly("made e7e8n");
            assertThat(b.press(WHITE)).containsExactly("completed e7e8n CLOCK_PRESS");
        }

        @Test
        void identityBoardWithThePawnItselfOnTheLastRankUsesTheChoice() {
            BoardScript b = BoardScript.identity(GameMode.TOURNAMENT, PROMOTION);
            b.lift("e7");
            assertThat(b.place("e8", 'P')).containsExactly("made e7e8q");
            assertThat(b.press(WHITE)).containsExactly("completed e7e8q CLOCK_PRESS");
        }

        @Test
        void clockPressButtonsAreNotPromotionButtons() {
            BoardScript b = BoardScript.clock(GameMode.TOURNAMENT, PROMOTION);
            assertThatThrownBy(() -> b.interpreter.onPromotionButton(ClockButton.WHITE, b.now()))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("onClockPress");
        }
    }

    @Nested
    class Takebacks {

        private BoardScript afterE4E5(GameMode mode) {
            BoardScript b = BoardScript.clock(mode, START);
            b.move("e2", "e4", WHITE);
            b.move("e7", "e5", BLACK);
            return b;
        }

        @Test
        void casualTakebackTruncatesTheGame() {
            BoardScript b = afterE4E5(GameMode.CASUAL);
            b.lift("e5");
            assertThat(b.place("e7")).isEmpty();
            assertThat(b.waitMillis(1500)).containsExactly("takeback-made 1");
            assertThat(b.movesUci()).containsExactly("e2e4");
            assertThat(b.move("c7", "c5", BLACK)).containsExactly("completed c7c5 CLOCK_PRESS");
            assertThat(b.movesUci()).containsExactly("e2e4", "c7c5");
        }

        @Test
        void casualTakebackOfTwoPlies() {
            BoardScript b = afterE4E5(GameMode.CASUAL);
            b.change("-e5 +e7");
            b.change("-e4 +e2");
            assertThat(b.waitMillis(1500)).containsExactly("takeback-made 0");
            assertThat(b.movesUci()).isEmpty();
            assertThat(b.move("d2", "d4", WHITE)).containsExactly("completed d2d4 CLOCK_PRESS");
        }

        @Test
        void tournamentTakebackIsAnIrregularityUntilRestored() {
            BoardScript b = afterE4E5(GameMode.TOURNAMENT);
            b.lift("e5");
            b.place("e7");
            assertThat(b.waitMillis(1500)).containsExactly("takeback 4.7 BLACK");
            assertThat(b.movesUci()).containsExactly("e2e4", "e7e5");
            b.lift("e7");
            assertThat(b.place("e5")).containsExactly("restored");
            assertThat(b.move("g1", "f3", WHITE)).containsExactly("completed g1f3 CLOCK_PRESS");
        }

        @Test
        void tournamentTakebackAcceptedByTheArbiter() {
            BoardScript b = afterE4E5(GameMode.TOURNAMENT);
            b.lift("e5");
            b.place("e7");
            b.waitMillis(1500);
            assertThat(BoardScript.describe(b.interpreter.arbiterAcceptTakeback(b.now())))
                    .containsExactly("takeback-made 1");
            assertThat(b.movesUci()).containsExactly("e2e4");
            assertThat(b.move("d7", "d5", BLACK)).containsExactly("completed d7d5 CLOCK_PRESS");
        }
    }

    @Nested
    class GameBoundaries {

        @Test
        void resultGestureIsAResultNeverAMove() {
            BoardScript b = BoardScript.clock(GameMode.TOURNAMENT, START);
            b.move("e2", "e4", WHITE);
            b.move("d7", "d5", BLACK);
            // White to move; both kings put on dark centre squares: d4 and e5 = 0-1.
            b.lift("e1");
            b.lift("e8");
            b.place("d4");
            assertThat(b.place("e5")).isEmpty();
            assertThat(b.waitMillis(2999)).isEmpty();
            assertThat(b.waitMillis(1)).containsExactly("result 0-1");
            assertThat(b.movesUci()).containsExactly("e2e4", "d7d5");
            assertThat(b.interpreter.isGameOver()).isTrue();
            assertThat(b.press(WHITE)).containsExactly("press-without-move WHITE");
        }

        @Test
        void resultGestureColours() {
            assertThat(gesture("e4", "d5")).isEqualTo("result 1-0");
            assertThat(gesture("d5", "d4")).isEqualTo("result 1/2-1/2");
            assertThat(gesture("e5", "d4")).isEqualTo("result 0-1");
        }

        private String gesture(String whiteKing, String blackKing) {
            BoardScript b = BoardScript.clock(GameMode.TOURNAMENT, Position.fromFen("4k3/8/8/8/8/8/8/4K3 w - - 0 1"));
            b.change("-e1 -e8 +" + whiteKing + " +" + blackKing);
            List<String> out = b.waitMillis(3000);
            assertThat(out).hasSize(1);
            return out.get(0);
        }

        @Test
        void startPositionSetUpAfterAResultStartsANewGame() {
            BoardScript b = BoardScript.clock(GameMode.TOURNAMENT, START);
            b.move("e2", "e4", WHITE);
            b.change("-e1 -e8 +e5 +d5");
            assertThat(b.waitMillis(3000)).containsExactly("result 1/2-1/2");
            assertThat(b.change("-e4 +e2")).isEmpty();
            assertThat(b.change("-e5 +e1")).isEmpty();
            assertThat(b.change("-d5 +e8")).containsExactly("new-game " + START.fen());
            assertThat(b.movesUci()).isEmpty();
            assertThat(b.move("d2", "d4", WHITE)).containsExactly("completed d2d4 CLOCK_PRESS");
        }

        @Test
        void checkmateEndsTheGameByStandstillEvenWithAClock() {
            BoardScript b = BoardScript.clock(GameMode.TOURNAMENT, START);
            b.move("f2", "f3", WHITE);
            b.move("e7", "e5", BLACK);
            b.move("g2", "g4", WHITE);
            b.lift("d8");
            assertThat(b.place("h4")).containsExactly("made d8h4");
            assertThat(b.waitMillis(1500)).containsExactly("completed d8h4 STANDSTILL");
            assertThat(b.interpreter.isGameOver()).isTrue();
            assertThat(b.interpreter.position().isCheckmate()).isTrue();
        }

        @Test
        void casualStartPositionSetUpMidGameStartsANewGame() {
            BoardScript b = BoardScript.clock(GameMode.CASUAL, PROMOTION);
            b.move("a1", "b1", WHITE);
            // Set up the standard start position on the board.
            List<String> changes = new ArrayList<>();
            long target = Occupancy.START.bits();
            long now = PositionFacts.occupancy(b.interpreter.position());
            for (int sq = 0; sq < 64; sq++) {
                boolean want = (target >>> sq & 1) != 0;
                boolean have = (now >>> sq & 1) != 0;
                if (want != have) {
                    changes.add((want ? "+" : "-") + org.touchmove.hal.Squares.name(sq));
                }
            }
            assertThat(b.change(String.join(" ", changes))).isEmpty();
            assertThat(b.waitMillis(1500)).containsExactly("new-game " + START.fen());
            assertThat(b.move("e2", "e4", WHITE)).containsExactly("completed e2e4 CLOCK_PRESS");
        }

        @Test
        void gameEndedByTheControllerIgnoresTheBoardUntilANewGame() {
            BoardScript b = BoardScript.clock(GameMode.TOURNAMENT, START);
            b.move("e2", "e4", WHITE);
            assertThat(BoardScript.describe(b.interpreter.gameEnded(b.now()))).isEmpty();
            assertThat(b.interpreter.isGameOver()).isTrue();
            b.lift("e7");
            assertThat(b.place("e5")).isEmpty();
            assertThat(b.press(BLACK)).containsExactly("press-without-move BLACK");
            assertThat(b.movesUci()).containsExactly("e2e4");
            b.change("-e5 +e7");
            assertThat(b.change("-e4 +e2")).containsExactly("new-game " + START.fen());
        }

        @Test
        void arbiterReinstatesAnEarlierPosition() {
            BoardScript b = BoardScript.clock(GameMode.TOURNAMENT, START);
            b.move("e2", "e4", WHITE);
            b.move("e7", "e5", BLACK);
            b.move("g1", "f3", WHITE);
            assertThat(BoardScript.describe(b.interpreter.arbiterReinstate(1, b.now()))).isEmpty();
            assertThat(b.movesUci()).containsExactly("e2e4");
            assertThat(b.interpreter.isAwaitingPosition()).isTrue();
            b.change("-f3 +g1");
            assertThat(b.change("-e5 +e7")).containsExactly("restored");
            assertThat(b.move("c7", "c5", BLACK)).containsExactly("completed c7c5 CLOCK_PRESS");
            assertThatThrownBy(() -> b.interpreter.arbiterReinstate(5, b.now()))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not in the game");
        }

        @Test
        void newGameWaitsForTheBoardToShowTheSetup() {
            BoardScript b = BoardScript.clock(GameMode.TOURNAMENT, START);
            Position setup = Position.fromFen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
            assertThat(BoardScript.describe(b.interpreter.newGame(setup, b.now()))).isEmpty();
            assertThat(b.press(WHITE)).containsExactly("press-without-move WHITE");
            assertThat(b.interpreter.isAwaitingPosition()).isTrue();
            long bits = PositionFacts.occupancy(setup);
            List<String> changes = new ArrayList<>();
            for (int sq = 0; sq < 64; sq++) {
                if ((Occupancy.START.bits() >>> sq & 1) != 0 && (bits >>> sq & 1) == 0) {
                    changes.add("-" + org.touchmove.hal.Squares.name(sq));
                }
            }
            assertThat(b.change(String.join(" ", changes))).containsExactly("restored");
            assertThat(b.move("e2", "e4", WHITE)).containsExactly("completed e2e4 CLOCK_PRESS");
        }
    }

    @Nested
    class ReplyBeforeCompletion {

        @Test
        void forgottenPressIsCompletedWhenTheOpponentReplies() {
            BoardScript b = BoardScript.clock(GameMode.TOURNAMENT, START);
            b.lift("e2");
            b.place("e4");
            assertThat(b.lift("e7")).containsExactly("completed e2e4 NEXT_MOVE");
            assertThat(b.place("e5")).containsExactly("made e7e5");
            assertThat(b.press(BLACK)).containsExactly("completed e7e5 CLOCK_PRESS");
            assertThat(b.press(WHITE)).containsExactly("press-without-move WHITE");
            assertThat(b.movesUci()).containsExactly("e2e4", "e7e5");
        }

        @Test
        void fastReplyWithoutAClock() {
            BoardScript b = BoardScript.noClock(GameMode.CASUAL, SCANDINAVIAN);
            b.lift("g1");
            b.place("f3");
            // Black takes on e4 at once, victim first: the captured square is remembered across the switch.
            assertThat(b.lift("e4")).isEmpty(); // White's own pawn: could still be White busy with his move
            assertThat(b.lift("d5")).containsExactly("completed g1f3 NEXT_MOVE");
            assertThat(b.place("e4")).containsExactly("made d5e4");
            assertThat(b.waitMillis(1500)).containsExactly("completed d5e4 STANDSTILL");
            assertThat(b.movesUci()).containsExactly("g1f3", "d5e4");
        }

        @Test
        void opponentPressAfterAFastSwapCaptureCompletesBoth() {
            BoardScript b = BoardScript.clock(GameMode.TOURNAMENT, START);
            b.move("e2", "e4", WHITE);
            b.lift("d7");
            b.place("d5");
            // White captures without the d5 square ever read empty, then presses.
            assertThat(b.lift("e4")).containsExactly("completed d7d5 NEXT_MOVE");
            assertThat(b.press(WHITE)).containsExactly("completed e4d5 CLOCK_PRESS");
        }

        @Test
        void victimRemovedDuringASlideIsNotAReply() {
            BoardScript b = BoardScript.clock(GameMode.TOURNAMENT, Position.fromFen("4k3/8/8/3p4/8/8/8/3RK3 w - - 0 1"));
            b.lift("d1");
            assertThat(b.place("d3")).containsExactly("made d1d3");
            assertThat(b.lift("d5")).isEmpty();
            assertThat(b.lift("d3")).isEmpty();
            assertThat(b.place("d5")).containsExactly("made d1d5");
            assertThat(b.press(WHITE)).containsExactly("completed d1d5 CLOCK_PRESS");
        }

        @Test
        void resultGestureAfterAnUncompletedMove() {
            BoardScript b = BoardScript.clock(GameMode.TOURNAMENT, START);
            b.lift("e2");
            b.place("e4");
            List<String> seen = new ArrayList<>(b.lift("e1"));
            seen.addAll(b.lift("e8")); // Black's king lifted: Black replies, so e2e4 stands
            seen.addAll(b.place("d5"));
            seen.addAll(b.place("e5"));
            seen.addAll(b.waitMillis(3000));
            assertThat(seen).containsExactly("completed e2e4 NEXT_MOVE", "result 1/2-1/2");
        }

        @Test
        void promotionChosenBeforeTheReplyIsKept() {
            BoardScript b = BoardScript.clock(GameMode.TOURNAMENT, Position.fromFen("7k/4P3/8/8/8/8/8/K7 b - - 0 1"));
            b.lift("h8");
            assertThat(b.place("h7")).containsExactly("made h8h7");
            // Black forgets to press; White picks a rook, then promotes.
            assertThat(b.button(ClockButton.PLUS)).containsExactly("promotion ROOK");
            assertThat(b.lift("e7")).containsExactly("completed h8h7 NEXT_MOVE");
            assertThat(b.place("e8")).containsExactly("made e7e8r");
            assertThat(b.press(WHITE)).containsExactly("completed e7e8r CLOCK_PRESS");
        }

        @Test
        void moverChangingHisMindIsNotAReply() {
            BoardScript b = BoardScript.clock(GameMode.TOURNAMENT, START);
            b.lift("g1");
            b.place("f3");
            assertThat(b.lift("f3")).isEmpty();
            assertThat(b.place("h3")).containsExactly("made g1h3");
            assertThat(b.press(WHITE)).containsExactly("completed g1h3 CLOCK_PRESS");
        }
    }

    @Nested
    class WithoutAClock {

        @Test
        void standstillCompletesTheMoveAtTheDeadline() {
            BoardScript b = BoardScript.noClock(GameMode.CASUAL, START);
            b.lift("e2");
            assertThat(b.place("e4")).containsExactly("made e2e4");
            long placed = b.now();
            assertThat(b.interpreter.nextDeadlineNanos()).isEqualTo(placed + 1500 * BoardScript.MS);
            assertThat(b.waitMillis(1499)).isEmpty();
            List<Signal> done = b.interpreter.onTime(placed + 1600 * BoardScript.MS);
            assertThat(BoardScript.describe(done)).containsExactly("completed e2e4 STANDSTILL");
            assertThat(done.get(0).nanos()).isEqualTo(placed + 1500 * BoardScript.MS);
            assertThat(b.interpreter.nextDeadlineNanos()).isEqualTo(Long.MAX_VALUE);
        }

        @Test
        void aPressStillCompletesAtOnce() {
            BoardScript b = BoardScript.noClock(GameMode.CASUAL, START);
            b.lift("e2");
            b.place("e4");
            assertThat(b.press(WHITE)).containsExactly("completed e2e4 CLOCK_PRESS");
        }

        @Test
        void aWholeShortGame() {
            BoardScript b = BoardScript.noClock(GameMode.CASUAL, START);
            String[][] game = {{"e2", "e4"}, {"e7", "e5"}, {"g1", "f3"}, {"b8", "c6"}};
            for (String[] mv : game) {
                b.lift(mv[0]);
                b.place(mv[1]);
                assertThat(b.waitMillis(1500)).hasSize(1);
            }
            assertThat(b.movesUci()).containsExactly("e2e4", "e7e5", "g1f3", "b8c6");
            Optional<Color> none = Optional.empty();
            assertThat(none).isEmpty();
        }
    }
}
