package org.touchmove.firmware.clock;

/** The FIDE ruling on a fallen flag. */
public final class FlagRuling {

    private FlagRuling() {
    }

    /**
     * Art. 6.9: the player whose flag fell loses, unless the opponent cannot checkmate him by any
     * possible series of legal moves; then the game is drawn. The caller decides that question
     * (rules core) and passes it as {@code opponentCanCheckmate}.
     */
    public static Verdict rule(FlagFall flag, boolean opponentCanCheckmate) {
        if (!opponentCanCheckmate) {
            return new Verdict.Draw("6.9");
        }
        return new Verdict.Loss(flag.side(), "6.9");
    }
}
