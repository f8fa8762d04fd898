package org.touchmove.firmware.announce;

/** Where the board speaks announcements ({@code announce.output}); the events carry them either way. */
public enum AnnounceOutput {
    /** The espeak-ng program through the board's sound output (hal.speech.EspeakSpeaker). */
    ESPEAK_NG("espeak-ng"),
    /** No speaker on the board: a phone app or screen reader speaks the {@code announce} events. */
    NONE("none");

    private final String wireName;

    AnnounceOutput(String wireName) {
        this.wireName = wireName;
    }

    public String wireName() {
        return wireName;
    }
}
