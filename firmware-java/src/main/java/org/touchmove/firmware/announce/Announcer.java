package org.touchmove.firmware.announce;

import org.touchmove.firmware.event.AnnouncementKind;

import java.util.Objects;
import org.touchmove.firmware.event.IrregularityKind;
import org.touchmove.firmware.rules.Color;
import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.rules.Outcome;
import org.touchmove.firmware.rules.Position;

/**
 * Puts what happens at the board into words in one language (Appendix D). Pure: no I/O, no state; the
 * controller decides when to announce and which kinds are enabled, and publishes each result as an
 * {@code announce} event and hands its text to the speaker.
 */
public final class Announcer {

    private final Phrasebook words;

    public Announcer(Phrasebook words) {
        this.words = Objects.requireNonNull(words, "words");
    }

    /** The announcer for a language of {@link Phrasebooks}; an unknown language is an error naming the known. */
    public static Announcer of(String language) {
        return new Announcer(Phrasebooks.of(language));
    }

    public String language() {
        return words.language();
    }

    /** A completed move: {@code before} is the position it was played in; the move must be legal there. */
    public Announcement move(Position before, Move move) {
        return announce(AnnouncementKind.MOVE, MoveWords.of(words, before, move));
    }

    /**
     * Both remaining times and the number of moves made, on request.
     *
     * @param movesMade the clock's move counter: {@link #movesMade(int) movesMade(ply)}
     */
    public Announcement times(long whiteMs, long blackMs, int movesMade) {
        return announce(AnnouncementKind.TIME, TimeWords.report(words, whiteMs, blackMs, movesMade));
    }

    /** Without a clock a time request announces the number of moves alone. */
    public Announcement moves(int movesMade) {
        return announce(AnnouncementKind.TIME, TimeWords.moves(words, movesMade));
    }

    /** Art. 6.9: {@code side}'s flag fell. The result follows as its own announcement. */
    public Announcement flag(Color side) {
        return announce(AnnouncementKind.FLAG, words.say(Phrase.FLAG, "side", TimeWords.side(words, side)));
    }

    /** An irregularity; {@code side} is the side concerned, or null where none is. */
    public Announcement irregularity(IrregularityKind kind, Color side) {
        String text = words.say(IrregularityWords.phrase(kind));
        if (side != null) {
            text = words.say(Phrase.IRREGULARITY_BY, "irregularity", text, "side", TimeWords.side(words, side));
        }
        return announce(AnnouncementKind.IRREGULARITY, text);
    }

    /** The end of the game. */
    public Announcement result(Outcome outcome) {
        return announce(AnnouncementKind.RESULT, OutcomeWords.of(words, outcome));
    }

    /** Moves made as a clock counts them: White's moves, so 0 before the first move and 1 after 1.e4 and 1...e5. */
    public static int movesMade(int ply) {
        return (ply + 1) / 2;
    }

    private Announcement announce(AnnouncementKind kind, String text) {
        return new Announcement(kind, words.language(), text);
    }
}
