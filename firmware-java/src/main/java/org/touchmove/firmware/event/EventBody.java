package org.touchmove.firmware.event;

/** The type-specific part of an {@link Event}. */
public sealed interface EventBody
        permits MoveEvent, IrregularityEvent, FlagEvent, ClockEvent, ResultEvent, PositionEvent, NewGameEvent,
                AnnounceEvent, ResumedEvent {

    /** The {@code type} field of the envelope. */
    String type();
}
