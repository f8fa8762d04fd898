package org.touchmove.firmware.app;

import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.EventBody;
import org.touchmove.firmware.publish.EventSink;
import org.touchmove.firmware.publish.SequenceCounter;

/** Stamps event bodies with the envelope (board, game, seq, time) and hands them to the sink. */
public final class EventEmitter {

    private final String boardId;
    private final SequenceCounter sequence;
    private final WallClock wallClock;
    private final EventSink sink;

    public EventEmitter(String boardId, SequenceCounter sequence, WallClock wallClock, EventSink sink) {
        this.boardId = boardId;
        this.sequence = sequence;
        this.wallClock = wallClock;
        this.sink = sink;
    }

    public void emit(String gameId, long monoNanos, EventBody body) {
        sink.publish(new Event(boardId, gameId, sequence.next(), wallClock.at(monoNanos),
                Math.floorDiv(monoNanos, 1_000_000L), body));
    }
}
