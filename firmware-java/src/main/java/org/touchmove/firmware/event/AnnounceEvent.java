package org.touchmove.firmware.event;


/**
 * Words to be spoken (Appendix D: moves announced aloud; a clock that announces the times and the number of
 * moves), so a phone app or a screen reader can speak what the board's own speaker speaks.
 *
 * @param text the words, in {@code lang}
 * @param lang the language of the phrase table, e.g. {@code en}
 * @param kind what it announces: a move, the times, a flag, an irregularity or the result
 */
public record AnnounceEvent(String text, String lang, AnnouncementKind kind) implements EventBody {

    @Override
    public String type() {
        return "announce";
    }

    @Override
    public <R> R accept(Visitor<R> v) {
        return v.announce(this);
    }
}
