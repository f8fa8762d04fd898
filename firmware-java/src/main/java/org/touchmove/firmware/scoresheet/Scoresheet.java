package org.touchmove.firmware.scoresheet;

import org.touchmove.firmware.event.Signer;

import org.touchmove.firmware.event.ScoresheetState;

import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.touchmove.firmware.rules.IllegalMoveException;
import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.rules.Outcome;
import org.touchmove.firmware.rules.Position;
import org.touchmove.firmware.rules.notation.San;
import org.touchmove.hal.ClockButton;

/**
 * The electronic scoresheet of one game (Art. 8.1.1.1). Immutable: every transition returns a new sheet.
 * While the game is played the controller {@link #record records} each completed move with the mover's
 * clock; {@link #finish} records the result; then the players sign with the clock-button gesture
 * ({@link #press}, docs/scoresheet.md), and the arbiter too where the event requires. A signed sheet is
 * locked: {@link #record} and {@link #finish} refuse, presses are ignored, and only an
 * {@link #apply arbiter command} changes it; every arbiter change is kept with its time.
 */
public final class Scoresheet {

    private final GameMetadata metadata;
    private final Position start;
    private final List<ScoresheetMove> moves;
    private final Outcome outcome;
    private final Stamp finishedAt;
    private final List<SignOff> signOffs;
    private final List<ArbiterChange> changes;
    private final SignOffGesture gesture;
    /** The position after the last move, worked out once: a game records each move in turn, so replaying all of them
     * for every move would make recording a game quadratic. */
    private Position current;

    private Scoresheet(GameMetadata metadata, Position start, List<ScoresheetMove> moves, Outcome outcome,
                       Stamp finishedAt, List<SignOff> signOffs, List<ArbiterChange> changes, SignOffGesture gesture) {
        this.metadata = metadata;
        this.start = start;
        this.moves = List.copyOf(moves);
        this.outcome = outcome;
        this.finishedAt = finishedAt;
        this.signOffs = List.copyOf(signOffs);
        this.changes = List.copyOf(changes);
        this.gesture = gesture;
    }

    /** A blank sheet for a game starting in {@code start}. */
    public static Scoresheet open(GameMetadata metadata, Position start) {
        return new Scoresheet(Objects.requireNonNull(metadata, "metadata"), Objects.requireNonNull(start, "start"),
                List.of(), null, null, List.of(), List.of(), SignOffGesture.idle());
    }

    /** A completed move with the mover's remaining time after it (empty without a clock). */
    public Scoresheet record(Move move, Optional<Duration> clock) {
        requireState(ScoresheetState.RECORDING, "record a move");
        Position p = position();
        Position after;
        try {
            after = p.play(move); // checks legality itself: one legal-move generation instead of two
        } catch (IllegalMoveException e) {
            throw new IllegalMoveException("scoresheet: move " + move.uci() + " is not legal in " + p.fen(), e);
        }
        List<ScoresheetMove> next = new ArrayList<>(moves);
        next.add(new ScoresheetMove(move, clock));
        Scoresheet recorded = new Scoresheet(metadata, start, next, null, null, signOffs, changes, gesture);
        recorded.current = after;
        return recorded;
    }

    /** The game ended: the result is recorded and the signatures are awaited. */
    public Scoresheet finish(Outcome result, Stamp at) {
        requireState(ScoresheetState.RECORDING, "record a result");
        return new Scoresheet(metadata, start, moves, Objects.requireNonNull(result, "result"),
                Objects.requireNonNull(at, "at"), signOffs, changes, SignOffGesture.idle());
    }

    /**
     * A clock button pressed after the result: the sign-off gesture (docs/scoresheet.md). Ignored while the
     * game is played (the presses are play) and once the sheet is signed (the players can no longer change it).
     */
    public Scoresheet press(ClockButton button, Stamp at) {
        if (state() != ScoresheetState.AWAITING_SIGN_OFF) {
            return this;
        }
        SignOffGesture.Step step = gesture.press(button, at.monoMs(), hasSigned(Signer.WHITE) && hasSigned(Signer.BLACK));
        List<SignOff> signed = new ArrayList<>(signOffs);
        for (Signer s : step.signers()) {
            if (s != Signer.ARBITER || metadata.arbiterSignOffRequired()) {
                signed.add(new SignOff(s, at));
            }
        }
        return new Scoresheet(metadata, start, moves, outcome, finishedAt, signed, changes, step.next());
    }

    /** An arbiter's edit: applied (and kept with its time) or rejected with the reason. */
    public ArbiterDecision apply(ScoresheetEdit edit, Stamp at) {
        return ScoresheetEdits.apply(this, edit, at);
    }

    public ScoresheetState state() {
        if (outcome == null) {
            return ScoresheetState.RECORDING;
        }
        return signOffs.stream().map(SignOff::signer).toList().containsAll(requiredSigners())
                ? ScoresheetState.SIGNED : ScoresheetState.AWAITING_SIGN_OFF;
    }

    /** Signed by everyone required: only an arbiter command can change it now. */
    public boolean isLocked() {
        return state() == ScoresheetState.SIGNED;
    }

    /** Both players, and the arbiter where the event requires. */
    public Set<Signer> requiredSigners() {
        return metadata.arbiterSignOffRequired() ? EnumSet.allOf(Signer.class) : EnumSet.of(Signer.WHITE, Signer.BLACK);
    }

    public boolean hasSigned(Signer signer) {
        return signOffs.stream().anyMatch(s -> s.signer() == signer);
    }

    public GameMetadata metadata() {
        return metadata;
    }

    public Position start() {
        return start;
    }

    public List<ScoresheetMove> moves() {
        return moves;
    }

    public Optional<Outcome> outcome() {
        return Optional.ofNullable(outcome);
    }

    /** When the result was recorded (by the game or by an arbiter's command). */
    public Optional<Stamp> finishedAt() {
        return Optional.ofNullable(finishedAt);
    }

    public List<SignOff> signOffs() {
        return signOffs;
    }

    /** Every arbiter change, oldest first. */
    public List<ArbiterChange> changes() {
        return changes;
    }

    /** The position after the last recorded move. */
    public Position position() {
        if (current == null) {
            Position p = start;
            for (ScoresheetMove m : moves) {
                p = p.play(m.move());
            }
            current = p;
        }
        return current;
    }

    /** Standard PGN of the record: docs/scoresheet.md lists the tags. */
    public String pgn() {
        return ScoresheetPgn.write(this);
    }

    /** The record as a PGN game (tags, moves, [%clk] clocks, result). */
    public org.touchmove.firmware.pgn.PgnGame pgnGame() {
        return ScoresheetPgn.toPgnGame(this);
    }

    /** SAN of the move of {@code ply} (1-based). */
    String san(int ply) {
        Position p = start;
        for (int i = 0; i < ply - 1; i++) {
            p = p.play(moves.get(i).move());
        }
        return San.format(p, moves.get(ply - 1).move());
    }

    Scoresheet withChange(GameMetadata newMetadata, List<ScoresheetMove> newMoves, Outcome newOutcome,
                          Stamp newFinishedAt, List<SignOff> newSignOffs, ArbiterChange change) {
        List<ArbiterChange> kept = new ArrayList<>(changes);
        kept.add(change);
        return new Scoresheet(newMetadata, start, newMoves, newOutcome, newFinishedAt, newSignOffs, kept, gesture);
    }

    private void requireState(ScoresheetState expected, String what) {
        ScoresheetState now = state();
        if (now != expected) {
            throw new IllegalStateException("cannot " + what + ": the scoresheet is " + now
                    + (now == ScoresheetState.RECORDING ? "" : "; only an arbiter command changes it now"));
        }
    }
}
