package org.touchmove.firmware.event;

/** The type-specific part of an {@link Event}. */
public sealed interface EventBody
        permits MoveEvent, IrregularityEvent, FlagEvent, ClockEvent, ResultEvent, PositionEvent, NewGameEvent,
                AnnounceEvent, ResumedEvent, ScoresheetEvent, AcknowledgedEvent {

    /** The {@code type} field of the envelope. */
    String type();

    /** Exhaustive dispatch: a new event type does not compile until every visitor handles it. */
    <R> R accept(Visitor<R> visitor);

    /** One method per event type. */
    interface Visitor<R> {
        R move(MoveEvent e);

        R irregularity(IrregularityEvent e);

        R flag(FlagEvent e);

        R clock(ClockEvent e);

        R result(ResultEvent e);

        R position(PositionEvent e);

        R newGame(NewGameEvent e);

        R announce(AnnounceEvent e);

        R resumed(ResumedEvent e);

        R scoresheet(ScoresheetEvent e);

        R acknowledged(AcknowledgedEvent e);
    }
}
