package org.touchmove.firmware.clock;

/** Which Laws govern completed illegal moves (Art. 7.5.5). */
public enum IllegalMoveRules {
    /**
     * The current Laws (Art. 7.5.5, FIDE 2023; the rule dates from the July 2014 edition): the second
     * completed illegal move by the same player loses.
     */
    SECOND_LOSES(2),
    /** The older Laws (the 2009 edition, Art. 7.4), kept by some federations: the third completed illegal move loses. */
    THIRD_LOSES(3);

    private final int losingCount;

    IllegalMoveRules(int losingCount) {
        this.losingCount = losingCount;
    }

    /** The completed illegal move (1st, 2nd, ...) by one player that loses the game. */
    public int losingCount() {
        return losingCount;
    }
}
