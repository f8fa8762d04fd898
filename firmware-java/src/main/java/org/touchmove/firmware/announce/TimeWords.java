package org.touchmove.firmware.announce;

import java.util.ArrayList;
import java.util.List;
import org.touchmove.firmware.rules.Color;

/**
 * Remaining times and the number of moves in words (Appendix D: a clock for a visually disabled player
 * announces the time and the number of moves). Times are said in whole seconds, rounded down, so a
 * player is never told he has more time than the clock shows.
 */
final class TimeWords {

    private TimeWords() {
    }

    static String report(Phrasebook words, long whiteMs, long blackMs, int movesMade) {
        return words.say(Phrase.TIME_REPORT,
                "white", sideTime(words, Color.WHITE, whiteMs),
                "black", sideTime(words, Color.BLACK, blackMs),
                "moves", moves(words, movesMade));
    }

    static String sideTime(Phrasebook words, Color side, long remainingMs) {
        return words.say(Phrase.SIDE_TIME, "side", side(words, side), "time", duration(words, remainingMs));
    }

    static String duration(Phrasebook words, long remainingMs) {
        if (remainingMs < 0) {
            throw new IllegalArgumentException("remaining time cannot be negative: " + remainingMs + " ms");
        }
        long seconds = remainingMs / 1000;
        long h = seconds / 3600;
        long m = seconds / 60 % 60;
        long s = seconds % 60;
        List<String> parts = new ArrayList<>(3);
        if (h > 0) {
            parts.add(count(words, h, Phrase.HOURS_ONE, Phrase.HOURS_MANY));
        }
        if (m > 0) {
            parts.add(count(words, m, Phrase.MINUTES_ONE, Phrase.MINUTES_MANY));
        }
        if (s > 0 || parts.isEmpty()) {
            parts.add(count(words, s, Phrase.SECONDS_ONE, Phrase.SECONDS_MANY));
        }
        return String.join(" ", parts);
    }

    static String moves(Phrasebook words, int movesMade) {
        if (movesMade < 0) {
            throw new IllegalArgumentException("number of moves cannot be negative: " + movesMade);
        }
        return movesMade == 0 ? words.say(Phrase.MOVES_NONE) : count(words, movesMade, Phrase.MOVES_ONE, Phrase.MOVES_MANY);
    }

    static String side(Phrasebook words, Color side) {
        return words.say(side == Color.WHITE ? Phrase.SIDE_WHITE : Phrase.SIDE_BLACK);
    }

    private static String count(Phrasebook words, long n, Phrase one, Phrase many) {
        return n == 1 ? words.say(one) : words.say(many, "n", Long.toString(n));
    }
}
