package org.touchmove.firmware.journal;

import org.touchmove.firmware.event.AnnounceEvent;
import org.touchmove.firmware.event.ClockEvent;
import org.touchmove.firmware.event.EventBody;
import org.touchmove.firmware.event.FlagEvent;
import org.touchmove.firmware.event.IrregularityEvent;
import org.touchmove.firmware.event.MoveEvent;
import org.touchmove.firmware.event.NewGameEvent;
import org.touchmove.firmware.event.PositionEvent;
import org.touchmove.firmware.event.ResultEvent;
import org.touchmove.firmware.event.ResumedEvent;

/** How soon an appended event must be committed (docs/journal.md, "Durability classes"). */
public enum CommitUrgency {

    /**
     * Committed at the end of the step that produced it, before anyone sees it: the game's record (moves, results,
     * irregularities, flags, new games, positions) and every clock reading that is not a routine tick (a press, a
     * pause, an arbiter's adjustment): losing one would change what the arbiter rules on.
     */
    NOW,

    /**
     * May ride on the next commit, at the latest after the tick commit interval: a routine clock tick only repeats
     * what the running clock implies, and the next press or tick supersedes it.
     */
    WITHIN_INTERVAL;

    public static CommitUrgency of(EventBody body) {
        if (body instanceof ClockEvent clock) {
            return "tick".equals(clock.cause()) ? WITHIN_INTERVAL : NOW;
        }
        if (body instanceof MoveEvent || body instanceof ResultEvent || body instanceof IrregularityEvent
                || body instanceof FlagEvent || body instanceof NewGameEvent || body instanceof PositionEvent
                || body instanceof ResumedEvent || body instanceof AnnounceEvent) {
            return NOW; // an announcement rides with the event it announces, which is urgent itself
        }
        throw new IllegalArgumentException("no commit urgency decided for event type " + body.type());
    }
}
