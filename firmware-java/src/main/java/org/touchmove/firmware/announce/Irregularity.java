package org.touchmove.firmware.announce;

import java.util.Locale;
import org.touchmove.firmware.interpret.IrregularityKind;

/**
 * The irregularity kinds of the {@code irregularity} event (docs/events.md), each with its phrase. It
 * covers every {@link IrregularityKind} the interpreter reports and the controller's own
 * {@code press-without-move}; a test checks both lists.
 */
public enum Irregularity {
    ILLEGAL_MOVE(Phrase.IRREGULARITY_ILLEGAL_MOVE),
    TOUCH_MOVE(Phrase.IRREGULARITY_TOUCH_MOVE),
    CASTLING_ROOK_FIRST(Phrase.IRREGULARITY_CASTLING_ROOK_FIRST),
    DISPLACED_PIECES(Phrase.IRREGULARITY_DISPLACED_PIECES),
    AMBIGUOUS_MOVE(Phrase.IRREGULARITY_AMBIGUOUS_MOVE),
    TAKEBACK(Phrase.IRREGULARITY_TAKEBACK),
    PRESS_WITHOUT_MOVE(Phrase.IRREGULARITY_PRESS_WITHOUT_MOVE);

    private final Phrase phrase;

    Irregularity(Phrase phrase) {
        this.phrase = phrase;
    }

    Phrase phrase() {
        return phrase;
    }

    /** "illegal-move", "press-without-move", ... as in the event's {@code kind}. */
    public String wireName() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    public static Irregularity of(IrregularityKind kind) {
        return fromWireName(kind.wireName());
    }

    /** The kind an {@code irregularity} event names; an unknown name is an error naming it. */
    public static Irregularity fromWireName(String name) {
        for (Irregularity i : values()) {
            if (i.wireName().equals(name)) {
                return i;
            }
        }
        throw new IllegalArgumentException("no announcement for irregularity kind '" + name + "'");
    }
}
