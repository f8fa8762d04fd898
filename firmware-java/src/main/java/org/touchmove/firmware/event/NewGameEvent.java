package org.touchmove.firmware.event;


/**
 * A new game: its id is in the envelope.
 *
 * @param fen         the start position
 * @param timeControl the PGN TimeControl tag, {@code -} without a clock
 * @param mode        tournament (a retracted move is an irregularity) or casual (takebacks allowed)
 * @param metadata    the game's tags as the arbiter gave them ({@link GameMetadata#NONE} when none)
 */
public record NewGameEvent(String fen, String timeControl, GameMode mode, GameMetadata metadata) implements EventBody {

    public NewGameEvent {
        metadata = metadata == null ? GameMetadata.NONE : metadata;
    }

    public NewGameEvent(String fen, String timeControl, GameMode mode) {
        this(fen, timeControl, mode, GameMetadata.NONE);
    }

    @Override
    public String type() {
        return "new-game";
    }

    @Override
    public <R> R accept(Visitor<R> v) {
        return v.newGame(this);
    }
}
