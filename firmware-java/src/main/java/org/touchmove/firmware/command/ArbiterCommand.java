package org.touchmove.firmware.command;

import org.touchmove.firmware.event.GameMetadata;
import org.touchmove.firmware.rules.Color;
import org.touchmove.firmware.rules.PieceType;
import org.touchmove.firmware.rules.Result;
import org.touchmove.firmware.rules.Termination;
import org.touchmove.firmware.scoresheet.ScoresheetEdit;

/**
 * What an arbiter (or the hub on his behalf) can tell a running board (docs/commands.md). Each command gets exactly
 * one {@link CommandReply}; a refused command changes nothing. The wire name of each is {@link #type()}.
 */
public sealed interface ArbiterCommand {

    /** The command's {@code type} on the wire. */
    String type();

    /** Exhaustive dispatch: a new command type does not compile until every visitor handles it. */
    <R> R accept(Visitor<R> visitor);

    /** One method per command. */
    interface Visitor<R> {
        R newGame(NewGame c);

        R startClock(StartClock c);

        R pauseClock(PauseClock c);

        R resumeClock(ResumeClock c);

        R adjustTime(AdjustTime c);

        R setMoveCount(SetMoveCount c);

        R acceptTakeback(AcceptTakeback c);

        R refuseTakeback(RefuseTakeback c);

        R chooseMove(ChooseMove c);

        R correctPromotion(CorrectPromotion c);

        R reinstate(Reinstate c);

        R declareResult(DeclareResult c);

        R republish(Republish c);

        R announceTime(AnnounceTime c);

        R scoresheetChange(ScoresheetChange c);

        R acknowledge(Acknowledge c);
    }

    /**
     * A new game: from the start position ({@code fen} null) or a FEN, with a time control ({@code timeControl} null:
     * the board's current one; "-": no clock), and the game's metadata; {@code chess960}: played by the Chess960
     * rules (FIDE Laws, Guidelines II), the variant carried into the new-game event and the PGN; a Chess960 game
     * without a FEN is one whose start position the board draws ({@code "chess960":"random"}).
     */
    record NewGame(String fen, String timeControl, GameMetadata metadata, boolean chess960) implements ArbiterCommand {
        /** A game of standard chess, or of Chess960 where its FEN's castling rights can only be read so. */
        public NewGame(String fen, String timeControl, GameMetadata metadata) {
            this(fen, timeControl, metadata, false);
        }

        public <R> R accept(Visitor<R> v) {
            return v.newGame(this);
        }

        public String type() {
            return "new-game";
        }
    }

    /** Starts the clock (Art. 6.5: the arbiter starts the clock of the player with the white pieces). */
    record StartClock() implements ArbiterCommand {
        public <R> R accept(Visitor<R> v) {
            return v.startClock(this);
        }

        public String type() {
            return "start";
        }
    }

    /** Art. 6.11.1: the arbiter pauses the clock. */
    record PauseClock() implements ArbiterCommand {
        public <R> R accept(Visitor<R> v) {
            return v.pauseClock(this);
        }

        public String type() {
            return "pause";
        }
    }

    record ResumeClock() implements ArbiterCommand {
        public <R> R accept(Visitor<R> v) {
            return v.resumeClock(this);
        }

        public String type() {
            return "resume";
        }
    }

    /** Art. 6.10.2 / 7.5.5: sets a side's remaining time, or adds (negative: removes) time. */
    record AdjustTime(Color side, AdjustMode mode, long millis) implements ArbiterCommand {
        public <R> R accept(Visitor<R> v) {
            return v.adjustTime(this);
        }

        public String type() {
            return "adjust-time";
        }
    }

    /** How {@link AdjustTime} changes the time. */
    enum AdjustMode { SET, ADD }

    /** Art. 6.10.2: corrects the number of moves a side has made on the clock (multi-period controls). */
    record SetMoveCount(Color side, int moves) implements ArbiterCommand {
        public <R> R accept(Visitor<R> v) {
            return v.setMoveCount(this);
        }

        public String type() {
            return "set-move-count";
        }
    }

    /** Accepts the takeback the board shows (tournament mode reports it and waits). */
    record AcceptTakeback() implements ArbiterCommand {
        public <R> R accept(Visitor<R> v) {
            return v.acceptTakeback(this);
        }

        public String type() {
            return "accept-takeback";
        }
    }

    /** Refuses it: the players must restore the position before the takeback. */
    record RefuseTakeback() implements ArbiterCommand {
        public <R> R accept(Visitor<R> v) {
            return v.refuseTakeback(this);
        }

        public String type() {
            return "refuse-takeback";
        }
    }

    /** The board is ambiguous: the arbiter says which candidate move (UCI) was played. */
    record ChooseMove(String uci) implements ArbiterCommand {
        public <R> R accept(Visitor<R> v) {
            return v.chooseMove(this);
        }

        public String type() {
            return "choose-move";
        }
    }

    /** Corrects the promotion piece of a ply (1-based). */
    record CorrectPromotion(int ply, PieceType piece) implements ArbiterCommand {
        public <R> R accept(Visitor<R> v) {
            return v.correctPromotion(this);
        }

        public String type() {
            return "correct-promotion";
        }
    }

    /** Art. 7.5.1 / 7.4: reinstates the position after {@code ply} plies; later moves are dropped. */
    record Reinstate(int ply) implements ArbiterCommand {
        public <R> R accept(Visitor<R> v) {
            return v.reinstate(this);
        }

        public String type() {
            return "reinstate";
        }
    }

    /** The arbiter declares the result (resignation, agreed draw, a ruling, ...). */
    record DeclareResult(Result result, Termination termination) implements ArbiterCommand {
        public <R> R accept(Visitor<R> v) {
            return v.declareResult(this);
        }

        public String type() {
            return "declare-result";
        }
    }

    /** Publish again every journalled event from {@code fromSeq} on (a consumer saw a gap). */
    record Republish(long fromSeq) implements ArbiterCommand {
        public <R> R accept(Visitor<R> v) {
            return v.republish(this);
        }

        public String type() {
            return "republish";
        }
    }

    /** Appendix D: announce both remaining times and the number of moves made (docs/announcements.md). */
    record AnnounceTime() implements ArbiterCommand {
        public <R> R accept(Visitor<R> v) {
            return v.announceTime(this);
        }

        public String type() {
            return "announce-time";
        }
    }

    /**
     * Art. 8.7: the arbiter changes the electronic scoresheet, also after the players signed it (docs/scoresheet.md);
     * every change is kept with its time and the arbiter's name.
     */
    record ScoresheetChange(ScoresheetEdit change) implements ArbiterCommand {
        public ScoresheetChange {
            java.util.Objects.requireNonNull(change, "change");
        }

        public <R> R accept(Visitor<R> v) {
            return v.scoresheetChange(this);
        }

        public String type() {
            return "scoresheet-change";
        }
    }

    /**
     * An arbiter acknowledged one of the desk's alerts about this board (docs/hub.md, "The arbiter's desk"): the board
     * journals who (as the hub's session names the arbiter) and when, and publishes it as an {@code acknowledged}
     * event, so a second arbiter, and a restarted hub, see the alert handled. Nothing else changes.
     */
    record Acknowledge(String alert, String kind, String arbiter) implements ArbiterCommand {
        public <R> R accept(Visitor<R> v) {
            return v.acknowledge(this);
        }

        public String type() {
            return "acknowledge";
        }
    }
}
