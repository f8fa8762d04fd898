package org.touchmove.firmware.event;

/** The position on the board as the controller knows it: at a new game, after a takeback or a correction. */
public record PositionEvent(String fen, int ply) implements EventBody {

    @Override
    public String type() {
        return "position";
    }

    @Override
    public <R> R accept(Visitor<R> v) {
        return v.position(this);
    }
}
