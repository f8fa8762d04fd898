package org.touchmove.firmware.interpret;

import org.touchmove.firmware.event.GameMode;

import org.touchmove.firmware.event.CompletedBy;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.touchmove.firmware.event.IrregularityKind;
import org.touchmove.firmware.rules.Color;
import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.rules.Piece;
import org.touchmove.firmware.rules.PieceType;
import org.touchmove.firmware.rules.Position;
import org.touchmove.hal.ClockButton;
import org.touchmove.hal.Squares;

/**
 * Property: for random legal games played on the board with the many ways humans move pieces (captures in
 * both orders, castling king or rook first, e.p. in any order, slides over squares, pieces touched and put
 * back, promotions chosen with the buttons), the interpreter records exactly the moves played.
 */
class RandomGamesTest {

    private static final int GAMES = 300;
    private static final int MAX_PLIES = 80;
    private static final Set<IrregularityKind> EVIDENCE_ONLY =
            Set.of(IrregularityKind.TOUCH_MOVE, IrregularityKind.CASTLING_ROOK_FIRST);

    @Test
    void interpreterRecordsExactlyThePlayedMoves() {
        int plies = 0;
        int captures = 0;
        int castlings = 0;
        int enPassants = 0;
        int promotions = 0;
        int nextMoves = 0;
        for (int game = 0; game < GAMES; game++) {
            long seed = 0x5EED0000L + game;
            SplittableRandom rnd = new SplittableRandom(seed);
            boolean clock = game % 3 != 2;
            boolean identity = game % 5 == 4;
            GameMode mode = game % 2 == 0 ? GameMode.TOURNAMENT : GameMode.CASUAL;
            InterpreterSettings settings = InterpreterSettings.defaults(mode, clock);
            BoardScript board = new BoardScript(settings, Position.START, identity);
            Position position = Position.START;
            List<String> played = new ArrayList<>();
            Move uncompleted = null; // made on the board, press (or standstill) skipped: the reply completes it
            for (int ply = 0; ply < MAX_PLIES && !position.legalMoves().isEmpty(); ply++) {
                List<Move> legal = position.legalMoves();
                Move move = pickInteresting(legal, position, rnd);
                String where = "game " + game + " (seed " + seed + ", clock " + clock + ", identity " + identity
                        + ") ply " + (ply + 1) + " " + move.uci() + " in " + position.fen() + " after " + played;
                Position after = position.play(move);
                boolean skipCompletion = rnd.nextInt(10) == 0 && !after.legalMoves().isEmpty();
                List<Signal> signals = play(board, position, move, rnd, clock, skipCompletion);
                List<Signal.MoveCompleted> completed = new ArrayList<>();
                for (Signal s : signals) {
                    if (s instanceof Signal.MoveCompleted c) {
                        completed.add(c);
                    } else if (s instanceof Signal.Irregularity i) {
                        assertThat(EVIDENCE_ONLY).as(where + ": " + i.detail()).contains(i.kind());
                    } else {
                        assertThat(s).as(where).isInstanceOfAny(Signal.MoveMade.class, Signal.PromotionChoice.class);
                    }
                }
                List<Move> expected = new ArrayList<>();
                if (uncompleted != null) {
                    expected.add(uncompleted);
                }
                if (!skipCompletion) {
                    expected.add(move);
                }
                assertThat(completed.stream().map(Signal.MoveCompleted::move).toList())
                        .as(where + " signals " + BoardScript.describe(signals)).isEqualTo(expected);
                if (uncompleted != null) {
                    assertThat(completed.get(0).by()).as(where).isEqualTo(CompletedBy.NEXT_MOVE);
                    nextMoves++;
                }
                uncompleted = skipCompletion ? move : null;
                if (position.isCapture(move)) {
                    captures++;
                }
                castlings += position.isCastling(move) ? 1 : 0;
                enPassants += position.isEnPassant(move) ? 1 : 0;
                promotions += move.promotion() != null ? 1 : 0;
                position = after;
                played.add(move.uci());
                plies++;
            }
            if (uncompleted != null) {
                board.pressRaw(position.sideToMove().opposite());
                board.waitMillis(1500);
            }
            assertThat(board.movesUci()).as("game " + game).isEqualTo(played);
        }
        // The generator must really exercise the hard cases.
        assertThat(plies).isGreaterThan(GAMES * 40);
        assertThat(captures).isGreaterThan(1000);
        assertThat(castlings).isGreaterThan(50);
        assertThat(enPassants).isGreaterThan(10);
        assertThat(promotions).isGreaterThan(20);
        assertThat(nextMoves).isGreaterThan(500);
    }

    /** Random legal moves, biased towards the ones that are hard for the interpreter. */
    private static Move pickInteresting(List<Move> legal, Position position, SplittableRandom rnd) {
        List<Move> special = new ArrayList<>();
        for (Move m : legal) {
            if (position.isCastling(m) || position.isEnPassant(m) || m.promotion() != null
                    || position.isCapture(m) && rnd.nextInt(3) == 0) {
                special.add(m);
            }
        }
        if (!special.isEmpty() && rnd.nextInt(2) == 0) {
            return special.get(rnd.nextInt(special.size()));
        }
        List<Move> pawnPushes = new ArrayList<>();
        for (Move m : legal) {
            Piece p = position.pieceAt(m.from());
            if (p.type() == PieceType.PAWN && rnd.nextInt(2) == 0) {
                pawnPushes.add(m); // pawns forward: more promotions and en passant
            }
        }
        if (!pawnPushes.isEmpty() && rnd.nextInt(3) == 0) {
            return pawnPushes.get(rnd.nextInt(pawnPushes.size()));
        }
        return legal.get(rnd.nextInt(legal.size()));
    }

    /** Plays {@code move} on the board as a human might, then completes it; returns all signals. */
    private static List<Signal> play(BoardScript b, Position p, Move move, SplittableRandom rnd, boolean clock,
                                     boolean skipCompletion) {
        List<Signal> out = new ArrayList<>();
        Color mover = p.sideToMove();
        String from = Squares.name(move.from());
        String to = Squares.name(move.to());
        char piece = p.pieceAt(move.from()).fenChar();
        if (rnd.nextInt(8) == 0) {
            touchAndReplace(b, p, rnd, out);
        }
        if (p.isCastling(move)) {
            boolean kingSide = move.to() > move.from();
            String rookFrom = Squares.name(kingSide ? move.from() + 3 : move.from() - 4);
            String rookTo = Squares.name(kingSide ? move.from() + 1 : move.from() - 1);
            char rook = p.pieceAt(Squares.parse(rookFrom)).fenChar();
            if (rnd.nextInt(3) == 0) {
                out.addAll(b.liftRaw(rookFrom));
                out.addAll(b.placeRaw(rookTo, rook));
                out.addAll(b.liftRaw(from));
                out.addAll(b.placeRaw(to, piece));
            } else {
                out.addAll(b.liftRaw(from));
                if (rnd.nextBoolean()) { // the king slides over the square it crosses
                    out.addAll(b.placeRaw(rookTo, piece));
                    out.addAll(b.liftRaw(rookTo));
                }
                out.addAll(b.placeRaw(to, piece));
                out.addAll(b.liftRaw(rookFrom));
                out.addAll(b.placeRaw(rookTo, rook));
            }
        } else if (p.isEnPassant(move)) {
            String captured = Squares.name((move.from() & ~7) | (move.to() & 7));
            switch (rnd.nextInt(3)) {
                case 0 -> {
                    out.addAll(b.liftRaw(captured));
                    out.addAll(b.liftRaw(from));
                    out.addAll(b.placeRaw(to, piece));
                }
                case 1 -> {
                    out.addAll(b.liftRaw(from));
                    out.addAll(b.liftRaw(captured));
                    out.addAll(b.placeRaw(to, piece));
                }
                default -> {
                    out.addAll(b.liftRaw(from));
                    out.addAll(b.placeRaw(to, piece));
                    out.addAll(b.liftRaw(captured));
                }
            }
        } else {
            char placed = move.promotion() == null ? piece
                    : (mover == Color.WHITE ? Character.toUpperCase(move.promotion().fenChar()) : move.promotion().fenChar());
            boolean chooseEarly = rnd.nextBoolean();
            if (p.isCapture(move)) {
                if (rnd.nextBoolean()) {
                    out.addAll(b.liftRaw(to));
                    out.addAll(b.liftRaw(from));
                } else {
                    out.addAll(b.liftRaw(from));
                    out.addAll(slide(b, move, piece, rnd, true));
                    out.addAll(b.liftRaw(to));
                }
            } else {
                out.addAll(b.liftRaw(from));
                out.addAll(slide(b, move, piece, rnd, false));
            }
            if (move.promotion() != null && chooseEarly) {
                out.addAll(choose(b, move.promotion(), rnd));
            }
            if (clock && !skipCompletion && (move.promotion() == null || chooseEarly) && rnd.nextInt(4) == 0) {
                out.addAll(b.placeAndPressQuickly(to, placed, mover));
                return out;
            }
            out.addAll(b.placeRaw(to, placed));
            if (move.promotion() != null && !chooseEarly) {
                out.addAll(choose(b, move.promotion(), rnd));
            }
        }
        if (skipCompletion) {
            return out; // the opponent replies at once (no press, or faster than the standstill time)
        }
        if (clock) {
            out.addAll(b.pressRaw(mover));
        } else {
            out.addAll(sig(b.waitMillis(0), b)); // nothing completes at once
            out.addAll(b.interpreter.onTime(b.now() + 1500 * BoardScript.MS));
            b.waitMillis(1500);
        }
        return out;
    }

    private static List<Signal> sig(List<String> described, BoardScript b) {
        assertThat(described).isEmpty();
        return List.of();
    }

    /** Slides a line piece over the empty squares before its destination (one reading per square). */
    private static List<Signal> slide(BoardScript b, Move move, char piece, SplittableRandom rnd, boolean capture) {
        List<Signal> out = new ArrayList<>();
        int df = Integer.signum((move.to() & 7) - (move.from() & 7));
        int dr = Integer.signum((move.to() >> 3) - (move.from() >> 3));
        int fileSpan = Math.abs((move.to() & 7) - (move.from() & 7));
        int rankSpan = Math.abs((move.to() >> 3) - (move.from() >> 3));
        boolean line = fileSpan == 0 || rankSpan == 0 || fileSpan == rankSpan;
        if (!line || rnd.nextInt(3) == 0 || Character.toLowerCase(piece) == 'n') {
            return out;
        }
        int sq = move.from() + dr * 8 + df;
        while (sq != move.to()) {
            String name = Squares.name(sq);
            out.addAll(b.placeRaw(name, piece));
            out.addAll(b.liftRaw(name));
            sq += dr * 8 + df;
        }
        return out;
    }

    /** Chooses the promotion piece with PLUS (forward) or MINUS (backward) presses. */
    private static List<Signal> choose(BoardScript b, PieceType piece, SplittableRandom rnd) {
        List<Signal> out = new ArrayList<>();
        int index = List.of(PieceType.QUEEN, PieceType.ROOK, PieceType.BISHOP, PieceType.KNIGHT).indexOf(piece);
        boolean forward = rnd.nextBoolean();
        int presses = forward ? index : (4 - index) % 4;
        for (int i = 0; i < presses; i++) {
            out.addAll(b.interpreter.onPromotionButton(forward ? ClockButton.PLUS : ClockButton.MINUS, b.now()));
        }
        return out;
    }

    /** Lifts a random piece of either side and puts it back (j'adoube, or touch-move evidence). */
    private static void touchAndReplace(BoardScript b, Position p, SplittableRandom rnd, List<Signal> out) {
        long occupied = p.occupied();
        int n = rnd.nextInt(Long.bitCount(occupied));
        long s = occupied;
        for (int i = 0; i < n; i++) {
            s &= s - 1;
        }
        int sq = Long.numberOfTrailingZeros(s);
        char piece = p.pieceAt(sq).fenChar();
        out.addAll(b.liftRaw(Squares.name(sq)));
        out.addAll(b.placeRaw(Squares.name(sq), piece));
    }
}
