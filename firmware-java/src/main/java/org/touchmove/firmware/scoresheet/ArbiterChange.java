package org.touchmove.firmware.scoresheet;

import java.util.Objects;

/**
 * An arbiter's change as the scoresheet keeps it: the edit, when, and what it changed in words
 * ("result 1-0 (checkmate) -> 1/2-1/2 (agreement)"), so an arbiter reading the record later sees the history.
 */
public record ArbiterChange(ScoresheetEdit edit, Stamp stamp, String description) {

    public ArbiterChange {
        Objects.requireNonNull(edit, "edit");
        Objects.requireNonNull(stamp, "stamp");
        Objects.requireNonNull(description, "description");
    }
}
