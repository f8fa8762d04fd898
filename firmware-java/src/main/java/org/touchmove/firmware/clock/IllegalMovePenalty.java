package org.touchmove.firmware.clock;

import java.util.EnumMap;
import java.util.Map;
import org.touchmove.firmware.rules.Color;

/**
 * Counts completed illegal moves per player and decides the penalty (Art. 7.5.5): the opponent
 * gets two minutes (one minute in rapid and blitz, Appendices A and B), and the losing illegal move
 * ({@link IllegalMoveRules#losingCount()}) loses the game, unless the opponent cannot checkmate
 * the offender by any series of legal moves: then the game is drawn. It decides only; the caller
 * applies a {@link IllegalMoveDecision.TimeBonus} with {@link ChessClock#addTime}.
 */
public final class IllegalMovePenalty {

    static final long STANDARD_BONUS_MS = 120_000L;
    static final long RAPID_BLITZ_BONUS_MS = 60_000L;

    private final IllegalMoveRules rules;
    private final GameCategory category;
    private final Map<Color, Integer> counts = new EnumMap<>(Color.class);

    public IllegalMovePenalty(IllegalMoveRules rules, GameCategory category) {
        if (rules == null || category == null) {
            throw new IllegalArgumentException("rules and category must not be null");
        }
        this.rules = rules;
        this.category = category;
        counts.put(Color.WHITE, 0);
        counts.put(Color.BLACK, 0);
    }

    /** Current FIDE rules, category derived from the time control. */
    public static IllegalMovePenalty forControl(TimeControl control) {
        return new IllegalMovePenalty(IllegalMoveRules.SECOND_LOSES, GameCategory.of(control));
    }

    /** The time the opponent gets for a completed illegal move in this category. */
    public long bonusMs() {
        return category == GameCategory.STANDARD ? STANDARD_BONUS_MS : RAPID_BLITZ_BONUS_MS;
    }

    public int count(Color offender) {
        return counts.get(offender);
    }

    /**
     * Records a completed illegal move by {@code offender}. {@code opponentCanCheckmate}: whether
     * the offender's opponent could still checkmate the offender by some series of legal moves.
     */
    public IllegalMoveDecision record(Color offender, boolean opponentCanCheckmate) {
        int count = counts.merge(offender, 1, Integer::sum);
        if (count < rules.losingCount()) {
            return new IllegalMoveDecision.TimeBonus(offender, count, bonusMs());
        }
        Verdict verdict = opponentCanCheckmate ? new Verdict.Loss(offender, "7.5.5") : new Verdict.Draw("7.5.5");
        return new IllegalMoveDecision.GameOver(offender, count, verdict);
    }
}
