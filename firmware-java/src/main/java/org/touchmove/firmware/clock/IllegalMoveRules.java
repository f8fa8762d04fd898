package org.touchmove.firmware.clock;

/** Which Laws govern completed illegal moves (Art. 7.5.5). */
public enum IllegalMoveRules {
    /** FIDE Laws in force since 1 January 2018 (and the 2023 edition): the second completed illegal move loses. */
    FIDE_2018(2),
    /** FIDE Laws of 1 July 2014, still kept by some federations: the third completed illegal move loses. */
    FIDE_2014(3);

    private final int losingCount;

    IllegalMoveRules(int losingCount) {
        this.losingCount = losingCount;
    }

    /** The completed illegal move (1st, 2nd, ...) by one player that loses the game. */
    public int losingCount() {
        return losingCount;
    }
}
