package org.touchmove.firmware.event;

/**
 * An arbiter acknowledged one of the desk's alerts about this board (docs/hub.md, "The arbiter's desk"): who, and
 * (the envelope's {@code ts}) when, so every arbiter, hub and journal reader sees the alert handled. It changes
 * nothing on the board; the ruling it leads to, if any, is a command of its own.
 *
 * @param alert   the alert, as the hub names it: the board, the kind and its occasion (e.g. {@code b-1/irregularity/42})
 * @param kind    the alert's kind ({@code illegal-move}, {@code flag}, {@code board-offline}, ...)
 * @param arbiter who acknowledged it, as the hub's session names the arbiter
 */
public record AcknowledgedEvent(String alert, String kind, String arbiter) implements EventBody {

    @Override
    public String type() {
        return "acknowledged";
    }

    @Override
    public <R> R accept(Visitor<R> v) {
        return v.acknowledged(this);
    }
}
