package org.touchmove.firmware.controller;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.touchmove.firmware.command.CommandRefused;
import org.touchmove.firmware.event.EventBody;
import org.touchmove.firmware.event.MoveEvent;
import org.touchmove.firmware.event.NewGameEvent;
import org.touchmove.firmware.event.PositionEvent;
import org.touchmove.firmware.event.ResultEvent;
import org.touchmove.firmware.event.ScoresheetEvent;
import org.touchmove.firmware.rules.Color;
import org.touchmove.firmware.rules.Game;
import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.rules.Outcome;
import org.touchmove.firmware.rules.Position;
import org.touchmove.firmware.rules.notation.Uci;
import org.touchmove.firmware.scoresheet.ArbiterChange;
import org.touchmove.firmware.scoresheet.ScoresheetEdit;
import org.touchmove.firmware.scoresheet.ArbiterDecision;
import org.touchmove.firmware.scoresheet.GameMetadata;
import org.touchmove.firmware.scoresheet.Scoresheet;
import org.touchmove.firmware.scoresheet.ScoresheetMove;
import org.touchmove.firmware.event.ScoresheetState;
import org.touchmove.firmware.scoresheet.SignOff;
import org.touchmove.firmware.event.Signer;
import org.touchmove.firmware.scoresheet.Stamp;
import org.touchmove.firmware.view.BoardView;
import org.touchmove.firmware.view.PlayedMove;
import org.touchmove.hal.ButtonPress;

/**
 * The electronic scoresheet of the game on the board (Art. 8.1.1.1, docs/scoresheet.md), kept from the controller's
 * events: opened at {@code new-game} with its metadata, each {@code move} with the mover's clock, finished at the
 * {@code result}. After the result the clock buttons sign it; each signature and each arbiter change afterwards is
 * published as a {@code scoresheet} event carrying the PGN.
 */
final class GameRecord implements EventFollower {

    private static final Logger LOG = LoggerFactory.getLogger(GameRecord.class);
    private static final String UNKNOWN_DATE = "????.??.??";

    private final EventEmitter events;
    /** The game as the controller has it (after a takeback or a corrected promotion the sheet follows it). */
    private final Supplier<Game> game;
    private Scoresheet sheet;

    GameRecord(EventEmitter events, Supplier<Game> game) {
        this.events = events;
        this.game = game;
    }

    @Override
    public void followed(String gameId, long monoNanos, EventBody body) {
        if (body instanceof NewGameEvent n) {
            // The game's own start position where it is this one: the sheet then plays each move from the very
            // position instance the game played it from, which remembers its successor (Position.play), so recording
            // a move does not generate the position's legal moves again on the step that completes it.
            Position start = n.start();
            Position played = game.get().startPosition();
            sheet = Scoresheet.open(metadata(n.metadata(), n.timeControl()), played.equals(start) ? played : start);
        } else if (sheet == null || sheet.state() != ScoresheetState.RECORDING) {
            return; // only an arbiter command changes a finished sheet
        } else if (body instanceof MoveEvent m) {
            Long moverMs = m.color() == Color.WHITE ? m.whiteMs() : m.blackMs();
            if (sheet.moves().size() == m.ply() - 1) {
                sheet = sheet.record(Uci.parse(m.uci()),
                        Optional.ofNullable(moverMs).map(Duration::ofMillis));
            } else {
                follow(game.get());
            }
        } else if (body instanceof PositionEvent) {
            follow(game.get()); // a takeback, a reinstated position or a corrected promotion
        } else if (body instanceof ResultEvent r) {
            sheet = sheet.finish(new Outcome(r.result(), r.termination()), stamp(monoNanos));
        }
    }

    /**
     * The board resumed a game from its journal after a restart: the sheet is made again from what the journal
     * recorded (metadata, moves, each mover's clock); signatures are only ever given after the result, and a game
     * that had ended is not resumed.
     */
    void resumed(BoardView recorded) {
        Position p = Position.fromStartFen(recorded.startFen(), recorded.chess960());
        Scoresheet rebuilt = Scoresheet.open(metadata(recorded.metadata(), recorded.timeControl()), p);
        for (PlayedMove m : recorded.moves()) {
            Move move = Uci.parse(m.uci(), p);
            Long moverMs = p.sideToMove() == Color.WHITE ? m.whiteMs() : m.blackMs();
            rebuilt = rebuilt.record(move, Optional.ofNullable(moverMs).map(Duration::ofMillis));
            p = p.play(move);
        }
        sheet = rebuilt;
    }

    /** A button pressed after the result: the sign-off gesture; each signature is published. */
    void press(String gameId, ButtonPress press) {
        if (sheet == null) {
            return;
        }
        int signed = sheet.signOffs().size();
        sheet = sheet.press(press.button(), stamp(press.monoNanos()));
        if (sheet.signOffs().size() > signed) {
            LOG.info("scoresheet signed by {}", signers());
            publish(gameId, press.monoNanos(), null);
        } else {
            LOG.debug("press {} after the result: no signature yet", press.button().wireName());
        }
    }

    /** An arbiter's change, also after the sign-off; kept with its time and published. */
    void change(String gameId, long monoNanos, ScoresheetEdit edit) {
        if (sheet == null) {
            throw new CommandRefused("no game on the board: no scoresheet to change");
        }
        ArbiterDecision decision = sheet.apply(edit, stamp(monoNanos));
        if (decision instanceof ArbiterDecision.Rejected r) {
            throw new CommandRefused("scoresheet: " + r.reason());
        }
        sheet = ((ArbiterDecision.Applied) decision).scoresheet();
        List<ArbiterChange> changes = sheet.changes();
        publish(gameId, monoNanos, changes.get(changes.size() - 1).description());
    }

    /** The sheet of the game on the board; empty before the first game. */
    Optional<Scoresheet> scoresheet() {
        return Optional.ofNullable(sheet);
    }

    private void publish(String gameId, long monoNanos, String change) {
        events.emit(gameId, monoNanos, new ScoresheetEvent(
                sheet.state(), signers(), change, sheet.pgn()));
    }

    private List<Signer> signers() {
        return sheet.signOffs().stream().map(SignOff::signer).toList();
    }

    /** The sheet made again from the controller's moves, keeping the clock of every move that stays. */
    private void follow(Game g) {
        Scoresheet rebuilt = Scoresheet.open(sheet.metadata(), sheet.start());
        List<ScoresheetMove> kept = sheet.moves();
        List<Move> moves = g.moves();
        for (int i = 0; i < moves.size(); i++) {
            boolean same = i < kept.size() && kept.get(i).move().equals(moves.get(i));
            rebuilt = rebuilt.record(moves.get(i), same ? kept.get(i).clock() : Optional.empty());
        }
        sheet = rebuilt;
    }

    private Stamp stamp(long monoNanos) {
        return new Stamp(events.wallTime(monoNanos), Math.floorDiv(monoNanos, 1_000_000L));
    }

    /** The head of the sheet from the new game's metadata; "?" where PGN has no value (the Seven Tag Roster rule). */
    private static GameMetadata metadata(org.touchmove.firmware.event.GameMetadata m, String timeControl) {
        String date = m.date() != null && m.date().matches("[0-9?]{4}\\.[0-9?]{2}\\.[0-9?]{2}") ? m.date() : UNKNOWN_DATE;
        String round = m.round() == null ? "?" : m.board() == null ? m.round() : m.round() + "." + m.board();
        return new GameMetadata(known(m.event()), known(m.site()), date, round, known(m.white()), known(m.black()),
                timeControl == null ? "-" : timeControl, "", false);
    }

    private static String known(String value) {
        return value == null || value.isBlank() ? "?" : value;
    }
}
