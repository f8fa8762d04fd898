package org.touchmove.firmware.interpret;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.touchmove.firmware.event.CompletedBy;
import org.touchmove.firmware.event.GameMode;
import org.touchmove.firmware.rules.Color;
import org.touchmove.firmware.rules.Game;
import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.rules.PieceType;
import org.touchmove.firmware.rules.Position;
import org.touchmove.hal.ClockButton;
import org.touchmove.hal.OccupancySnapshot;

/**
 * Turns stable board readings, clock presses and time into the moves that were played, and reports
 * irregularities (FIDE Laws Art. 4, 6.2, 7). Not thread-safe: the controller calls it from one thread.
 * Every call returns the signals it caused, in order. See docs/interpreter.md.
 */
public final class MoveInterpreter {

    private static final Logger LOG = LoggerFactory.getLogger(MoveInterpreter.class);

    private enum Phase { PLAYING, AWAITING_POSITION, GAME_OVER }

    /** Why the interpreter waits for the board to show the current position. */
    private enum AwaitReason { SETUP, ILLEGAL_MOVE, DISPLACED, TAKEBACK }

    private record Press(Color presser, long nanos, long deadline) {
    }

    private final InterpreterSettings settings;
    /**
     * The game so far: the one record of the history, whose rules also say whether a move ends it. Its earlier
     * positions are reached through it (it shares them with the game before each move), never copied out per move.
     */
    private Game game;

    private Phase phase;
    private AwaitReason awaitReason;
    private int disputedTakebackPly = -1;

    private Turn turn;
    private TurnEvidence evidence;
    private BoardReading reading;
    private BoardState state;
    private long stateSince;
    private Move announced;
    private UncompletedMove lastMade;
    private List<Move> ambiguityReported;
    private PieceType promotion = PieceType.QUEEN;
    private Press pendingPress;
    private Press pressAwaitingClearBoard;
    /**
     * Without a clock: the side whose move the standstill completed, while the board still shows that move (nobody
     * has touched a piece since); its press then only confirms the move. Null otherwise.
     */
    private Color completedAtStandstill;

    public MoveInterpreter(InterpreterSettings settings) {
        this.settings = Objects.requireNonNull(settings, "settings");
        resetGame(Position.START);
        phase = Phase.AWAITING_POSITION;
        awaitReason = AwaitReason.SETUP;
    }

    // ---------------------------------------------------------------- inputs

    /**
     * Starts a game from {@code start} (arbiter, setup command): history cleared; the interpreter waits
     * for the board to show {@code start} ({@link Signal.PositionRestored} when it does).
     */
    public List<Signal> newGame(Position start, long nanos) {
        Objects.requireNonNull(start, "start");
        List<Signal> out = new ArrayList<>();
        resetGame(start);
        awaitPosition(AwaitReason.SETUP);
        checkRestored(nanos, out);
        return out;
    }

    /**
     * Resumes a game recorded before a restart: its history is {@code game}; the interpreter waits for the board to
     * show the game's position ({@link Signal.PositionRestored} when it does), as after a set-up.
     */
    public List<Signal> resume(Game game, long nanos) {
        Objects.requireNonNull(game, "game");
        List<Signal> out = new ArrayList<>();
        resetGame(game.startPosition());
        setGame(game);
        awaitPosition(AwaitReason.SETUP);
        checkRestored(nanos, out);
        return out;
    }

    /** Every stable board change. */
    public List<Signal> onOccupancy(OccupancySnapshot snapshot) {
        Objects.requireNonNull(snapshot, "snapshot");
        long nanos = snapshot.monoNanos();
        List<Signal> out = new ArrayList<>();
        fireDue(nanos, out);
        if (pendingPress != null && nanos > pendingPress.nanos() + settings.readingLagNanos()) {
            // Readings taken after the press belong to the next move: judge the press first.
            resolvePress(out);
        }
        reading = BoardReading.of(snapshot);
        switch (phase) {
            case PLAYING -> {
                evidence.observe(reading.occupancy());
                updateState(nanos, out);
            }
            case AWAITING_POSITION -> {
                evidence.observe(reading.occupancy());
                checkRestored(nanos, out);
            }
            case GAME_OVER -> {
                if (reading.shows(PositionFacts.occupancy(Position.START), () -> PositionFacts.codes(Position.START))) {
                    startDetectedGame(nanos, out);
                }
            }
        }
        return out;
    }

    /**
     * The player of {@code presser} pressed his clock: completes his move (Art. 6.2.1). The press is
     * judged {@code pressGraceMillis} later (or at the first later-stamped reading), so readings taken
     * before the press but delivered after it still count.
     */
    public List<Signal> onClockPress(Color presser, long nanos) {
        Objects.requireNonNull(presser, "presser");
        List<Signal> out = new ArrayList<>();
        fireDue(nanos, out);
        if (phase != Phase.PLAYING) {
            out.add(new Signal.PressWithoutMove(presser, nanos));
            return out;
        }
        if (pendingPress != null) {
            resolvePress(out);
        }
        pendingPress = new Press(presser, nanos, nanos + settings.pressGraceNanos());
        fireDue(nanos, out);
        return out;
    }

    /**
     * Promotion choice on occupancy-only boards: PLUS cycles queen, rook, bishop, knight; MINUS cycles
     * back; MENU returns to the queen. The choice holds for the current move and resets to the queen after
     * every completed move. OK and PAUSE are not promotion buttons and change nothing.
     */
    public List<Signal> onPromotionButton(ClockButton button, long nanos) {
        Objects.requireNonNull(button, "button");
        List<Signal> out = new ArrayList<>();
        fireDue(nanos, out);
        PieceType next = switch (button) {
            case PLUS -> PromotionCycle.next(promotion);
            case MINUS -> PromotionCycle.previous(promotion);
            case MENU -> PieceType.QUEEN;
            case OK, PAUSE -> null;
            case WHITE, BLACK -> throw new IllegalArgumentException(
                    "clock button " + button.wireName() + " is a clock press: route it to onClockPress");
        };
        if (next == null) {
            return out;
        }
        promotion = next;
        out.add(new Signal.PromotionChoice(promotion, nanos));
        if (phase == Phase.PLAYING && reading != null) {
            updateState(nanos, out);
        }
        return out;
    }

    /** Time passes: fires due deadlines (standstill completion, ambiguity report, press judgement...). */
    public List<Signal> onTime(long nanos) {
        List<Signal> out = new ArrayList<>();
        fireDue(nanos, out);
        return out;
    }

    /** The controller learned that the game ended (resignation, flag, agreed draw, arbiter). */
    public List<Signal> gameEnded(long nanos) {
        List<Signal> out = new ArrayList<>();
        fireDue(nanos, out);
        pendingPress = null;
        phase = Phase.GAME_OVER;
        return out;
    }

    // ---------------------------------------------------------------- arbiter commands

    /** Tournament mode: the arbiter accepts the takeback the board shows (reported as {@code takeback}). */
    public List<Signal> arbiterAcceptTakeback(long nanos) {
        if (phase != Phase.AWAITING_POSITION || awaitReason != AwaitReason.TAKEBACK) {
            throw new IllegalStateException("no takeback awaits the arbiter's decision");
        }
        List<Signal> out = new ArrayList<>();
        fireDue(nanos, out);
        int ply = disputedTakebackPly;
        truncate(ply);
        out.add(new Signal.TakebackMade(ply, nanos));
        phase = Phase.PLAYING;
        beginTurn(nanos, out);
        return out;
    }

    /** The arbiter says which of the moves an ambiguous board shows was played; it is completed. */
    public List<Signal> arbiterChooseMove(Move move, long nanos) {
        if (phase != Phase.PLAYING || !(state instanceof BoardState.Ambiguous ambiguous)) {
            throw new IllegalStateException("the board is not ambiguous: no move to choose");
        }
        if (!ambiguous.candidates().contains(move)) {
            throw new IllegalArgumentException("move " + move.uci() + " is not one of the candidates "
                    + ambiguous.candidates().stream().map(Move::uci).toList());
        }
        List<Signal> out = new ArrayList<>();
        Successor chosen = turn.successors().stream().filter(s -> s.move().equals(move)).findFirst()
                .orElseThrow();
        complete(chosen, CompletedBy.ARBITER, nanos, out);
        return out;
    }

    /**
     * The arbiter corrects the promotion piece of ply {@code ply} (1-based). Later moves are replayed;
     * if one becomes illegal nothing changes and the error says which.
     */
    public List<Signal> arbiterCorrectPromotion(int ply, PieceType piece, long nanos) {
        Game replayed = PromotionCorrection.apply(game, ply, piece);
        Move corrected = replayed.moves().get(ply - 1);
        setGame(replayed);
        List<Signal> out = new ArrayList<>();
        out.add(new Signal.PromotionCorrected(ply, corrected, nanos));
        if (phase == Phase.PLAYING) {
            beginTurn(nanos, out);
        } else {
            turn = new Turn(position());
        }
        return out;
    }

    /**
     * The arbiter reinstates the position after {@code ply} plies (Art. 7.5.1 found late, 7.4): later
     * moves are dropped and the interpreter waits for the board to show that position.
     */
    public List<Signal> arbiterReinstate(int ply, long nanos) {
        if (ply < 0 || ply > game.ply()) {
            throw new IllegalArgumentException("ply " + ply + " is not in the game (0.." + game.ply() + ")");
        }
        List<Signal> out = new ArrayList<>();
        fireDue(nanos, out);
        truncate(ply);
        awaitPosition(AwaitReason.SETUP);
        checkRestored(nanos, out);
        return out;
    }

    // ---------------------------------------------------------------- queries

    /** When {@link #onTime} must next be called; {@link Long#MAX_VALUE} if nothing is pending. */
    public long nextDeadlineNanos() {
        long deadline = pendingPress == null ? Long.MAX_VALUE : pendingPress.deadline();
        return Math.min(deadline, stateDeadline());
    }

    /** The position after the last completed move. */
    public Position position() {
        return game.position();
    }

    public List<Move> moves() {
        return game.moves();
    }

    /** positions().get(0) is the start; positions().get(i) the position after ply i. Built on each call: O(plies). */
    public List<Position> positions() {
        return game.positions();
    }

    /** The game as the interpreter recorded it (start position and completed moves). */
    public Game game() {
        return game;
    }

    /** The promotion piece the next promotion on an occupancy-only board will take. */
    public PieceType promotionChoice() {
        return promotion;
    }

    public boolean isGameOver() {
        return phase == Phase.GAME_OVER;
    }

    /** A takeback was reported (tournament mode) and waits for the arbiter or for the board to be restored. */
    public boolean isAwaitingTakebackDecision() {
        return phase == Phase.AWAITING_POSITION && awaitReason == AwaitReason.TAKEBACK;
    }

    /** True while the interpreter waits for the board to show {@link #position()} (setup, irregularity). */
    public boolean isAwaitingPosition() {
        return phase == Phase.AWAITING_POSITION;
    }

    // ---------------------------------------------------------------- state machine

    private void resetGame(Position start) {
        setGame(Game.from(start));
        pendingPress = null;
        turn = new Turn(start);
        evidence = new TurnEvidence(turn.occupancy());
        state = null;
        announced = null;
        lastMade = null;
        ambiguityReported = null;
        pressAwaitingClearBoard = null;
        completedAtStandstill = null;
        promotion = PieceType.QUEEN;
    }

    private void truncate(int ply) {
        setGame(game.upTo(ply));
    }

    private void setGame(Game next) {
        game = next;
    }

    private void awaitPosition(AwaitReason reason) {
        phase = Phase.AWAITING_POSITION;
        awaitReason = reason;
        if (turn.position() != position()) {
            turn = new Turn(position());
        }
        evidence = new TurnEvidence(turn.occupancy());
        state = null;
        announced = null;
        lastMade = null;
        pressAwaitingClearBoard = null;
        completedAtStandstill = null;
    }

    /** A fresh turn for {@link #position()}, judging the current reading against it. */
    private void beginTurn(long nanos, List<Signal> out) {
        beginTurn(nanos, out, null);
    }

    /** {@code carried}: evidence already collected relative to the new position (a reply begun early). */
    private void beginTurn(long nanos, List<Signal> out, TurnEvidence carried) {
        turn = new Turn(position());
        evidence = carried != null ? carried : new TurnEvidence(turn.occupancy());
        state = null;
        announced = null;
        lastMade = null;
        ambiguityReported = null;
        pressAwaitingClearBoard = null;
        if (carried == null) {
            promotion = PieceType.QUEEN; // a reply begun early keeps the piece its player chose
        }
        if (reading != null) {
            if (carried == null) {
                evidence.observe(reading.occupancy());
            }
            updateState(nanos, out);
        }
    }

    private void checkRestored(long nanos, List<Signal> out) {
        if (reading == null) {
            return;
        }
        if (!reading.shows(turn.occupancy(), turn::codes)) {
            return;
        }
        out.add(new Signal.PositionRestored(nanos));
        LOG.debug("board shows the expected position again after {}", awaitReason);
        phase = Phase.PLAYING;
        beginTurn(nanos, out);
    }

    private BoardState classify(boolean releaseConfirmed) {
        boolean startIsNewGame = settings.mode() == GameMode.CASUAL;
        return new BoardMatcher(turn, game).classify(reading, evidence, promotion, startIsNewGame,
                releaseConfirmed);
    }

    private void updateState(long nanos, List<Signal> out) {
        BoardState next = classify(false);
        if (lastMade != null) {
            lastMade.observe(reading);
            if ((next instanceof BoardState.InHand || next instanceof BoardState.InProgress
                    || next instanceof BoardState.Unexplained) && lastMade.replyStarted(turn, reading, game)) {
                // The move made was never completed, and the opponent is replying: it stands (Art. 4.7).
                completeMadeOnReply(nanos, out);
                return;
            }
        }
        if (!(next instanceof BoardState.AtPosition)) {
            completedAtStandstill = null;
        }
        state = next;
        stateSince = nanos;
        if (next instanceof BoardState.AtPosition) {
            lastMade = null;
        }
        if (next instanceof BoardState.Made made) {
            if (lastMade == null || !made.successor().equals(lastMade.successor())) {
                lastMade = new UncompletedMove(made.successor(), reading);
            }
            if (pressAwaitingClearBoard != null) {
                // The clock was pressed while the board was ambiguous; it is clear now. Art. 6.2.1: the
                // press completed the move, so it carries the press time (the controller holds the clock).
                complete(made.successor(), CompletedBy.CLOCK_PRESS, pressAwaitingClearBoard.nanos(), out);
                return;
            }
            if (!made.successor().move().equals(announced)) {
                announced = made.successor().move();
                out.add(new Signal.MoveMade(announced, made.successor().after(), made.endsGame(), nanos));
            }
        } else {
            announced = null;
        }
    }

    private long stateDeadline() {
        if (phase != Phase.PLAYING || state == null) {
            return Long.MAX_VALUE;
        }
        return StateDeadline.of(state, stateSince, settings, reading, ambiguityReported);
    }

    private void fireDue(long now, List<Signal> out) {
        for (int guard = 0; guard < 16; guard++) {
            long pressDeadline = pendingPress == null ? Long.MAX_VALUE : pendingPress.deadline();
            long stateDeadline = stateDeadline();
            if (Math.min(pressDeadline, stateDeadline) > now) {
                return;
            }
            if (pressDeadline <= stateDeadline) {
                resolvePress(out);
            } else {
                fireState(stateDeadline, out);
            }
        }
        throw new IllegalStateException("interpreter deadlines do not settle at " + now + " in state " + state);
    }

    private void fireState(long at, List<Signal> out) {
        Color mover = position().sideToMove();
        if (state instanceof BoardState.Made made) {
            complete(made.successor(), CompletedBy.STANDSTILL, at, out);
            if (!settings.clockInUse() && phase == Phase.PLAYING && state instanceof BoardState.AtPosition) {
                completedAtStandstill = mover;
            }
        } else if (state instanceof BoardState.Ambiguous ambiguous) {
            reportAmbiguous(ambiguous, mover, at, out);
        } else if (state instanceof BoardState.TakenBack back) {
            takeback(back.ply(), at, out);
        } else if (state instanceof BoardState.KingsInCentre kings) {
            result(kings.result(), at, out);
        } else if (state instanceof BoardState.StartSetUp) {
            startDetectedGame(at, out);
        } else if (state instanceof BoardState.Unexplained unexplained) {
            if (!settings.clockInUse() && unexplained.moveShaped()) {
                illegalMove(mover, "the board came to rest", at, out);
            } else {
                displaced(mover, at, out);
            }
        } else {
            throw new IllegalStateException("no deadline in state " + state);
        }
    }

    private void resolvePress(List<Signal> out) {
        Press press = pendingPress;
        pendingPress = null;
        if (phase != Phase.PLAYING || state == null) {
            out.add(new Signal.PressWithoutMove(press.presser(), press.nanos()));
            return;
        }
        Color mover = position().sideToMove();
        long at = press.nanos();
        if (state instanceof BoardState.TakenBack back) {
            takeback(back.ply(), at, out);
            return;
        }
        if (press.presser() != mover && lastMade != null && !(state instanceof BoardState.Made)
                && lastMade.replyCompletedByPress(reading, game)) {
            // The mover never completed his move and the opponent presses after replying: the made
            // move stands, and the press is judged for the reply.
            completeMadeOnReply(at, out);
            pendingPress = press;
            resolvePress(out);
            return;
        }
        if (press.presser() == completedAtStandstill && state instanceof BoardState.AtPosition) {
            // No clock in use: the player presses after his move, which the standstill has already completed
            // (a press is not needed without a clock, and a human may take longer than the standstill time). The
            // press confirms that move; Art. 7.5.3 is about a press without a move, and there was one.
            LOG.debug("press by {} confirms the move the standstill completed", press.presser());
            completedAtStandstill = null;
            return;
        }
        if (press.presser() != mover || state instanceof BoardState.AtPosition) {
            // Pressing the clock that is not running, or with nothing on the board: changes nothing.
            out.add(new Signal.PressWithoutMove(press.presser(), at));
            return;
        }
        BoardState judged = state instanceof BoardState.InHand ? classify(true) : state;
        if (judged instanceof BoardState.Made made) {
            complete(made.successor(), CompletedBy.CLOCK_PRESS, at, out);
        } else if (judged instanceof BoardState.Ambiguous ambiguous) {
            state = ambiguous;
            reportAmbiguous(ambiguous, mover, at, out);
            pressAwaitingClearBoard = press;
        } else if (judged instanceof BoardState.KingsInCentre kings) {
            result(kings.result(), at, out);
        } else if (judged instanceof BoardState.StartSetUp) {
            startDetectedGame(at, out);
        } else {
            // Art. 7.5.1: an illegal move is completed once the player has pressed his clock.
            illegalMove(mover, "the clock was pressed", at, out);
        }
    }

    /** Completes {@link #lastMade} because the opponent replies; the reply's readings so far carry over. */
    private void completeMadeOnReply(long nanos, List<Signal> out) {
        complete(lastMade.successor(), CompletedBy.NEXT_MOVE, nanos, out, lastMade.replyEvidence());
    }

    private void complete(Successor played, CompletedBy by, long nanos, List<Signal> out) {
        complete(played, by, nanos, out, null);
    }

    private void complete(Successor played, CompletedBy by, long nanos, List<Signal> out, TurnEvidence carried) {
        Position before = position();
        out.add(new Signal.MoveCompleted(played.move(), before, played.after(), nanos, by));
        TouchEvidence.judge(turn, played, evidence.firstLifted(), nanos).ifPresent(out::add);
        LOG.debug("move {} completed by {}", played.move().uci(), by);
        setGame(game.play(played.move(), played.after())); // shares what after() worked out (dead or not)
        if (game.outcome().isPresent()) {
            // Art. 5.1.1, 5.2.1, 5.2.2: checkmate, stalemate and a dead position end the game at once.
            turn = new Turn(position());
            evidence = new TurnEvidence(turn.occupancy());
            state = null;
            pendingPress = null;
            promotion = PieceType.QUEEN;
            phase = Phase.GAME_OVER;
            return;
        }
        beginTurn(nanos, out, carried);
    }

    private void reportAmbiguous(BoardState.Ambiguous ambiguous, Color mover, long at, List<Signal> out) {
        if (ambiguous.candidates().equals(ambiguityReported)) {
            return;
        }
        ambiguityReported = ambiguous.candidates();
        out.add(Irregularities.ambiguous(ambiguityReported, mover, at));
    }

    private void takeback(int ply, long at, List<Signal> out) {
        if (settings.mode() == GameMode.CASUAL) {
            truncate(ply);
            out.add(new Signal.TakebackMade(ply, at));
            beginTurn(at, out);
            return;
        }
        Color retracting = game.upTo(ply).position().sideToMove();
        out.add(Irregularities.takeback(ply, game.ply(), retracting, at));
        disputedTakebackPly = ply;
        awaitPosition(AwaitReason.TAKEBACK);
    }

    private void result(String result, long at, List<Signal> out) {
        out.add(new Signal.ResultGesture(result, at));
        pendingPress = null;
        state = null;
        phase = Phase.GAME_OVER;
    }

    private void startDetectedGame(long at, List<Signal> out) {
        resetGame(Position.START);
        out.add(new Signal.NewGameDetected(Position.START, at));
        phase = Phase.PLAYING;
        beginTurn(at, out);
    }

    private void illegalMove(Color mover, String how, long at, List<Signal> out) {
        out.add(Irregularities.illegalMove(how, turn, reading, mover, at));
        awaitPosition(AwaitReason.ILLEGAL_MOVE);
    }

    private void displaced(Color mover, long at, List<Signal> out) {
        out.add(Irregularities.displaced(turn, reading, mover, at));
        awaitPosition(AwaitReason.DISPLACED);
    }
}
