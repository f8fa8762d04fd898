package org.touchmove.firmware.event;

import org.touchmove.firmware.rules.Position;

/**
 * A new game: its id is in the envelope.
 *
 * @param fen         the start position
 * @param timeControl the PGN TimeControl tag, {@code -} without a clock
 * @param mode        tournament (a retracted move is an irregularity) or casual (takebacks allowed)
 * @param metadata    the game's tags as the arbiter gave them ({@link GameMetadata#NONE} when none)
 * @param chess960    played by the Chess960 rules (FIDE Laws, Guidelines II): {@code "variant":"chess960"}; false for
 *                    standard chess and for events written before the field (their FEN alone then decides)
 */
public record NewGameEvent(String fen, String timeControl, GameMode mode, GameMetadata metadata, boolean chess960)
        implements EventBody {

    public NewGameEvent {
        metadata = metadata == null ? GameMetadata.NONE : metadata;
    }

    public NewGameEvent(String fen, String timeControl, GameMode mode, GameMetadata metadata) {
        this(fen, timeControl, mode, metadata, false);
    }

    public NewGameEvent(String fen, String timeControl, GameMode mode) {
        this(fen, timeControl, mode, GameMetadata.NONE);
    }

    /** The start position, read with the variant the event names. */
    public Position start() {
        return Position.fromStartFen(fen, chess960);
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
