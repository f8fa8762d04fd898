package org.touchmove.firmware.clock;

/** Which Laws govern completed illegal moves (Art. 7.5.5). */
public enum IllegalMoveRules {
    /** FIDE Laws since 1 July 2017 (and 2023): the second completed illegal move loses. */
    FIDE_2017(2),
    /** FIDE Laws of 2014, still kept by some federations: the third completed illegal move loses. */
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
