package org.touchmove.firmware.journal;

import org.touchmove.firmware.event.AnnounceEvent;
import org.touchmove.firmware.event.ClockCause;
import org.touchmove.firmware.event.ClockEvent;
import org.touchmove.firmware.event.EventBody;
import org.touchmove.firmware.event.FlagEvent;
import org.touchmove.firmware.event.IrregularityEvent;
import org.touchmove.firmware.event.MoveEvent;
import org.touchmove.firmware.event.NewGameEvent;
import org.touchmove.firmware.event.PositionEvent;
import org.touchmove.firmware.event.ResultEvent;
import org.touchmove.firmware.event.ResumedEvent;
import org.touchmove.firmware.event.ScoresheetEvent;
import org.touchmove.firmware.event.AcknowledgedEvent;

/** How soon an appended event must be committed (docs/journal.md, "Durability classes"). */
public enum CommitUrgency {

    /**
     * Committed at the end of the step that produced it, before anyone sees it: the game's record (moves, results,
     * irregularities, flags, new games, positions, the scoresheet's signatures and changes, announcements) and every clock reading that is not a routine tick (a press, a
     * pause, an arbiter's adjustment): losing one would change what the arbiter rules on.
     */
    NOW,

    /**
     * May ride on the next commit, at the latest after the tick commit interval: a routine clock tick only repeats
     * what the running clock implies, and the next press or tick supersedes it.
     */
    WITHIN_INTERVAL;

    public static CommitUrgency of(EventBody body) {
        return body.accept(BY_TYPE);
    }

    /** Decided per event type: a new type does not compile until its class is decided here. */
    private static final EventBody.Visitor<CommitUrgency> BY_TYPE = new EventBody.Visitor<>() {
        @Override
        public CommitUrgency clock(ClockEvent e) {
            return e.cause() == ClockCause.TICK ? WITHIN_INTERVAL : NOW;
        }

        @Override
        public CommitUrgency move(MoveEvent e) {
            return NOW;
        }

        @Override
        public CommitUrgency irregularity(IrregularityEvent e) {
            return NOW;
        }

        @Override
        public CommitUrgency flag(FlagEvent e) {
            return NOW;
        }

        @Override
        public CommitUrgency result(ResultEvent e) {
            return NOW;
        }

        @Override
        public CommitUrgency position(PositionEvent e) {
            return NOW;
        }

        @Override
        public CommitUrgency newGame(NewGameEvent e) {
            return NOW;
        }

        /** It rides with the event it announces, which is urgent itself. */
        @Override
        public CommitUrgency announce(AnnounceEvent e) {
            return NOW;
        }

        @Override
        public CommitUrgency resumed(ResumedEvent e) {
            return NOW;
        }

        /** A signature or an arbiter's change of the scoresheet is the record itself. */
        @Override
        public CommitUrgency scoresheet(ScoresheetEvent e) {
            return NOW;
        }

        /** An arbiter's acknowledgement is rare and a second arbiter must see it even after a power cut. */
        @Override
        public CommitUrgency acknowledged(AcknowledgedEvent e) {
            return NOW;
        }
    };
}
