package org.touchmove.firmware.event;

/**
 * A new game: its id is in the envelope.
 *
 * @param fen         the start position
 * @param timeControl the PGN TimeControl tag, {@code -} without a clock
 * @param mode        {@code tournament} or {@code casual}
 */
public record NewGameEvent(String fen, String timeControl, String mode) implements EventBody {

    @Override
    public String type() {
        return "new-game";
    }
}
