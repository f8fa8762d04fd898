package org.touchmove.firmware.controller;

import java.util.ArrayList;
import java.util.List;
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
    private final List<EventFollower> followers = new ArrayList<>();

    public EventEmitter(String boardId, SequenceCounter sequence, WallClock wallClock, EventSink sink) {
        this.boardId = boardId;
        this.sequence = sequence;
        this.wallClock = wallClock;
        this.sink = sink;
    }

    public void emit(String gameId, long monoNanos, EventBody body) {
        sink.publish(new Event(boardId, gameId, sequence.next(), wallClock.at(monoNanos),
                Math.floorDiv(monoNanos, 1_000_000L), body));
        for (EventFollower f : followers) {
            f.followed(gameId, monoNanos, body);
        }
    }

    /**
     * {@code follower} sees every event emitted from now on, right after it is published, within the same input (so
     * what it emits in turn follows the event it answers and is committed with it).
     */
    public void follow(EventFollower follower) {
        followers.add(follower);
    }

    /** The wall-clock time of a monotonic instant, as the {@code ts} of an event at that instant. */
    public java.time.Instant wallTime(long monoNanos) {
        return wallClock.at(monoNanos);
    }
}
