package org.touchmove.firmware.runtime;

/**
 * One board as a {@link VirtualRoom} drives it in virtual time: it names when it next has something to do (a board
 * event, a runtime deadline, its player's next gesture) and does it when the room's clock gets there.
 */
public interface VirtualBoard {

    /** Nothing more to do: the board leaves the room's agenda. */
    long NOTHING_PENDING = Long.MAX_VALUE;

    String boardId();

    /** The virtual time of the board's next step, never before its last one; {@link #NOTHING_PENDING} if none. */
    long nextStepNanos();

    /** Takes the step named by {@link #nextStepNanos()}; {@code nanos} is that time. */
    void step(long nanos);
}
