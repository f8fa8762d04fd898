package org.touchmove.firmware.announce;

import org.touchmove.firmware.rules.Outcome;

/** The result and why the game ended, in words: "White wins by checkmate", "Draw by agreement". */
final class OutcomeWords {

    private OutcomeWords() {
    }

    static String of(Phrasebook words, Outcome outcome) {
        Phrase result = switch (outcome.result()) {
            case WHITE_WINS -> Phrase.RESULT_WHITE_WINS;
            case BLACK_WINS -> Phrase.RESULT_BLACK_WINS;
            case DRAW -> Phrase.RESULT_DRAW;
            case UNDECIDED -> throw new IllegalArgumentException("an undecided game has no result to announce");
        };
        Phrase termination = switch (outcome.termination()) {
            case CHECKMATE -> Phrase.TERMINATION_CHECKMATE;
            case STALEMATE -> Phrase.TERMINATION_STALEMATE;
            case DEAD_POSITION -> Phrase.TERMINATION_DEAD_POSITION;
            case FIVEFOLD_REPETITION -> Phrase.TERMINATION_FIVEFOLD_REPETITION;
            case SEVENTY_FIVE_MOVES -> Phrase.TERMINATION_SEVENTY_FIVE_MOVES;
            case TIME_FORFEIT -> Phrase.TERMINATION_TIME_FORFEIT;
            case TIME_FORFEIT_DRAW -> Phrase.TERMINATION_TIME_FORFEIT_DRAW;
            case ILLEGAL_MOVES -> Phrase.TERMINATION_ILLEGAL_MOVES;
            case AGREEMENT -> Phrase.TERMINATION_AGREEMENT;
            case RESIGNATION -> Phrase.TERMINATION_RESIGNATION;
            case ARBITER -> Phrase.TERMINATION_ARBITER;
            case THREEFOLD_REPETITION -> Phrase.TERMINATION_THREEFOLD_REPETITION;
            case FIFTY_MOVES -> Phrase.TERMINATION_FIFTY_MOVES;
        };
        return words.say(Phrase.RESULT, "result", words.say(result), "termination", words.say(termination));
    }
}
