package org.touchmove.firmware.config;

import java.util.Arrays;
import java.util.stream.Collectors;
import org.touchmove.hal.text.Excerpt;

/**
 * What a board's own endpoint does with a client's {@code setup} of a position its game is not in
 * (docs/livechess.md, "setup"). The hub's endpoint always reports.
 */
public enum SetupPolicy {
    /**
     * A player at home: once the pieces stand as the client's FEN says, the board starts a new game from it (the
     * arbiter's {@code new-game} path, journalled as one); a mismatch is reported until then.
     */
    NEW_GAME("new-game"),
    /** Only report: a mismatch until the board's game reaches the position; the board's game is never changed. */
    REPORT("report");

    private final String wireName;

    SetupPolicy(String wireName) {
        this.wireName = wireName;
    }

    /** As a setting and an option spell it: {@code new-game} or {@code report}. */
    public String wireName() {
        return wireName;
    }

    /** Parses {@code new-game} or {@code report}; anything else is an IllegalArgumentException naming both. */
    public static SetupPolicy parse(String text) {
        for (SetupPolicy p : values()) {
            if (p.wireName.equals(text)) {
                return p;
            }
        }
        throw new IllegalArgumentException("must be " + Arrays.stream(values()).map(SetupPolicy::wireName)
                .collect(Collectors.joining(" or ")) + ", not '" + Excerpt.of(text) + "'");
    }
}
