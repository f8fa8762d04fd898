package org.touchmove.firmware.event;

/**
 * The board restarted (a crash, a power cut, a restart) and resumed its game from its journal: the position and both
 * clock times as the last durable events left them, with the clock paused, as an arbiter would after an
 * interruption (Art. 6.11.1). A {@code clock} event with cause {@code pause} and a {@code position} event follow.
 *
 * @param afterSeq the last durable seq before the restart: nothing after it was recorded
 * @param fen      the position resumed
 * @param ply      plies completed
 */
public record ResumedEvent(long afterSeq, String fen, int ply) implements EventBody {

    @Override
    public String type() {
        return "resumed";
    }

    @Override
    public <R> R accept(Visitor<R> v) {
        return v.resumed(this);
    }
}
