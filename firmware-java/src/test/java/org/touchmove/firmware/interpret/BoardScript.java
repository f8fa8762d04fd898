package org.touchmove.firmware.interpret;

import org.touchmove.firmware.event.GameMode;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.touchmove.firmware.rules.Color;
import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.rules.Position;
import org.touchmove.hal.ClockButton;
import org.touchmove.hal.Occupancy;
import org.touchmove.hal.OccupancySnapshot;
import org.touchmove.hal.PieceCodes;
import org.touchmove.hal.Squares;

/**
 * A tiny test language: lift and place pieces on a simulated occupancy board, press the clock, let time
 * pass, and get the interpreter's signals for each step, described as short strings.
 */
final class BoardScript {

    static final long MS = 1_000_000L;
    /** Virtual time between two stable readings. */
    static final long STEP = 100 * MS;

    final MoveInterpreter interpreter;
    final InterpreterSettings settings;
    private long occupancy;
    private char[] codes; // null on occupancy-only boards
    private long now = 1_000 * MS;

    BoardScript(InterpreterSettings settings, Position start, boolean identity) {
        this.settings = settings;
        this.interpreter = new MoveInterpreter(settings);
        this.occupancy = PositionFacts.occupancy(start);
        this.codes = identity ? PositionFacts.codes(start).toCharArray() : null;
        List<Signal> setup = new ArrayList<>(interpreter.newGame(start, now));
        setup.addAll(snapshot());
        if (!describe(setup).equals(List.of("restored"))) {
            throw new AssertionError("the board set up at the start position gave " + describe(setup));
        }
    }

    static BoardScript clock(GameMode mode, Position start) {
        return new BoardScript(InterpreterSettings.defaults(mode, true), start, false);
    }

    static BoardScript noClock(GameMode mode, Position start) {
        return new BoardScript(InterpreterSettings.defaults(mode, false), start, false);
    }

    static BoardScript identity(GameMode mode, Position start) {
        return new BoardScript(InterpreterSettings.defaults(mode, true), start, true);
    }

    long now() {
        return now;
    }

    List<String> lift(String square) {
        return describe(liftRaw(square));
    }

    List<String> place(String square) {
        return describe(placeRaw(square, '?'));
    }

    /** Identity boards: puts the piece with FEN letter {@code piece} on {@code square}. */
    List<String> place(String square, char piece) {
        return describe(placeRaw(square, piece));
    }

    List<Signal> liftRaw(String square) {
        int sq = Squares.parse(square);
        if ((occupancy >>> sq & 1) == 0) {
            throw new IllegalStateException("test script lifts from empty square " + square);
        }
        occupancy &= ~(1L << sq);
        if (codes != null) {
            held = codes[sq];
            codes[sq] = '.';
        }
        return snapshot();
    }

    private char held = '.';

    List<Signal> placeRaw(String square, char piece) {
        int sq = Squares.parse(square);
        if ((occupancy >>> sq & 1) != 0) {
            throw new IllegalStateException("test script places on occupied square " + square);
        }
        occupancy |= 1L << sq;
        if (codes != null) {
            codes[sq] = piece == '?' ? held : piece;
        }
        return snapshot();
    }

    /** Several changes seen in one reading, e.g. {@code change("-e2 +e4")}. */
    List<String> change(String changes) {
        for (String c : changes.trim().split("\\s+")) {
            int sq = Squares.parse(c.substring(1));
            if (c.charAt(0) == '-') {
                occupancy &= ~(1L << sq);
            } else {
                occupancy |= 1L << sq;
            }
        }
        return describe(snapshot());
    }

    /** The player of {@code side} presses his clock; the press is judged after the grace time. */
    List<String> press(Color side) {
        return describe(pressRaw(side));
    }

    /**
     * A fast player: the piece lands on {@code square} and the clock is pressed 20 ms later, before the
     * debounced reading (stamped 30 ms after landing) reaches the interpreter.
     */
    List<Signal> placeAndPressQuickly(String square, char piece, Color side) {
        long landed = now + STEP;
        long pressed = landed + 20 * MS;
        List<Signal> out = new ArrayList<>(interpreter.onClockPress(side, pressed));
        int sq = Squares.parse(square);
        occupancy |= 1L << sq;
        if (codes != null) {
            codes[sq] = piece;
        }
        now = landed + 30 * MS;
        Optional<PieceCodes> pieces = codes == null ? Optional.empty() : Optional.of(new PieceCodes(new String(codes)));
        out.addAll(interpreter.onOccupancy(new OccupancySnapshot(new Occupancy(occupancy), now, pieces)));
        now = pressed + settings.pressGraceMillis() * MS;
        out.addAll(interpreter.onTime(now));
        return out;
    }

    List<Signal> pressRaw(Color side) {
        now += STEP;
        List<Signal> out = new ArrayList<>(interpreter.onClockPress(side, now));
        now += settings.pressGraceMillis() * MS;
        out.addAll(interpreter.onTime(now));
        return out;
    }

    List<String> button(ClockButton button) {
        now += STEP;
        return describe(interpreter.onPromotionButton(button, now));
    }

    List<String> waitMillis(long millis) {
        now += millis * MS;
        return describe(interpreter.onTime(now));
    }

    /** Lift {@code from}, place on {@code to}, press: the usual simple move. Returns the press's signals. */
    List<String> move(String from, String to, Color side) {
        lift(from);
        place(to);
        return press(side);
    }

    List<String> movesUci() {
        return interpreter.moves().stream().map(Move::uci).toList();
    }

    private List<Signal> snapshot() {
        now += STEP;
        Optional<PieceCodes> pieces = codes == null ? Optional.empty() : Optional.of(new PieceCodes(new String(codes)));
        return interpreter.onOccupancy(new OccupancySnapshot(new Occupancy(occupancy), now, pieces));
    }

    static List<String> describe(List<Signal> signals) {
        return signals.stream().map(BoardScript::describe).toList();
    }

    static String describe(Signal s) {
        if (s instanceof Signal.MoveMade m) {
            return "made " + m.move().uci();
        } else if (s instanceof Signal.MoveCompleted c) {
            return "completed " + c.move().uci() + " " + c.by();
        } else if (s instanceof Signal.Irregularity i) {
            return i.kind().wireName() + " " + i.article() + " " + i.side();
        } else if (s instanceof Signal.PressWithoutMove p) {
            return "press-without-move " + p.presser();
        } else if (s instanceof Signal.TakebackMade t) {
            return "takeback-made " + t.toPly();
        } else if (s instanceof Signal.PositionRestored) {
            return "restored";
        } else if (s instanceof Signal.NewGameDetected n) {
            return "new-game " + n.start().fen();
        } else if (s instanceof Signal.ResultGesture r) {
            return "result " + r.result();
        } else if (s instanceof Signal.PromotionChoice p) {
            return "promotion " + p.piece();
        } else if (s instanceof Signal.PromotionCorrected c) {
            return "corrected " + c.ply() + " " + c.corrected().uci();
        }
        throw new AssertionError("unknown signal " + s);
    }
}
