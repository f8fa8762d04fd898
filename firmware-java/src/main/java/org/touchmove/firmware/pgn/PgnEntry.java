package org.touchmove.firmware.pgn;

/** One game of a PGN text as read: the game, or why it could not be read (the reading went on after it). */
public sealed interface PgnEntry {

    /** 1-based position of the game in the text. */
    int number();

    record Read(int number, PgnGame game) implements PgnEntry {
    }

    /** {@code reason} names the source, the game and, where known, the move (as {@link PgnException} does). */
    record Unreadable(int number, String reason) implements PgnEntry {
    }
}
