package org.touchmove.firmware.scoresheet;

import java.time.Duration;
import java.util.Objects;
import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.rules.Outcome;

/**
 * What an arbiter may do to a scoresheet (Art. 8.7: the signed result stands "unless the arbiter decides
 * otherwise"): one edit, as the command {@code scoresheet-change} carries it ({@code command.ArbiterCommand} is the
 * command itself). Accepted at any time, also after the sign-off; every applied edit is kept as an
 * {@link ArbiterChange}.
 */
public sealed interface ScoresheetEdit {

    /** The arbiter's name, as it appears in the record of changes. */
    String arbiter();

    /** Sets the result and why the game ended. */
    record SetResult(String arbiter, Outcome outcome) implements ScoresheetEdit {
        public SetResult {
            Objects.requireNonNull(arbiter, "arbiter");
            Objects.requireNonNull(outcome, "outcome");
        }
    }

    /** Replaces the move of {@code ply} (1-based); every later move must stay legal. */
    record ReplaceMove(String arbiter, int ply, Move move) implements ScoresheetEdit {
        public ReplaceMove {
            Objects.requireNonNull(arbiter, "arbiter");
            Objects.requireNonNull(move, "move");
        }
    }

    /** Sets the remaining time recorded after the move of {@code ply} ({@code [%clk]}). */
    record SetClock(String arbiter, int ply, Duration clock) implements ScoresheetEdit {
        public SetClock {
            Objects.requireNonNull(arbiter, "arbiter");
            Objects.requireNonNull(clock, "clock");
        }
    }

    /** Sets a header field: Event, Site, Date, Round, White, Black (a name misspelt at the start, say). */
    record SetHeader(String arbiter, String tag, String value) implements ScoresheetEdit {
        public SetHeader {
            Objects.requireNonNull(arbiter, "arbiter");
            Objects.requireNonNull(tag, "tag");
            Objects.requireNonNull(value, "value");
        }
    }

    /** The arbiter's signature, for clocks without an OK button (the gesture is OK twice within 2 s). */
    record Sign(String arbiter) implements ScoresheetEdit {
        public Sign {
            Objects.requireNonNull(arbiter, "arbiter");
        }
    }
}
