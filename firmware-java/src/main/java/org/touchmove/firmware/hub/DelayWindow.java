package org.touchmove.firmware.hub;

import java.time.Instant;
import java.util.ArrayDeque;
import java.util.Deque;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.view.BoardView;
import org.touchmove.firmware.view.BoardViews;

/**
 * One board's public view under the delay (docs/hub.md, "Delay"): the view as the public sees it now ({@link #base()})
 * and the events received since, each with the time the hub received it. Whatever the delay has passed over is folded
 * into the base and dropped, so the hub keeps one delay's worth of events, never a whole game. Where a limit forbids
 * keeping an event, a <em>checkpoint</em> stands for it: the live view at that time, shown once the delay has passed
 * over it (the public view then jumps, never runs ahead). Not thread-safe: the {@link Room} serialises.
 */
final class DelayWindow {

    /** What a checkpoint is counted as: a view shares its moves with the live one. */
    static final int CHECKPOINT_CHARS = 512;

    private record Entry(Instant at, Event event, BoardView checkpoint, int chars) {
    }

    private final RoomUsage usage;
    private final Deque<Entry> entries = new ArrayDeque<>();
    private BoardView base;
    private long chars;

    DelayWindow(BoardView base, RoomUsage usage) {
        this.base = base;
        this.usage = usage;
    }

    BoardView base() {
        return base;
    }

    int size() {
        return entries.size();
    }

    long chars() {
        return chars;
    }

    /** The event last kept, or null (none, or a checkpoint last). */
    Event lastEvent() {
        return entries.isEmpty() ? null : entries.peekLast().event();
    }

    Instant lastAt() {
        return entries.isEmpty() ? null : entries.peekLast().at();
    }

    /** Starts again from {@code view} (a board reset, or the first snapshot of a hub that just started). */
    void restart(BoardView view) {
        usage.release(entries.size(), chars);
        entries.clear();
        chars = 0;
        base = view;
    }

    void add(Event e, int eventChars, Instant at) {
        push(new Entry(at, e, null, eventChars));
    }

    /** The live view at {@code at} instead of the events not kept; a trailing checkpoint moves on to it. */
    void checkpoint(BoardView live, Instant at) {
        Entry last = entries.peekLast();
        if (last != null && last.checkpoint() != null) {
            entries.pollLast();
            chars -= last.chars();
            usage.release(1, last.chars());
        }
        push(new Entry(at, null, live, CHECKPOINT_CHARS));
    }

    private void push(Entry e) {
        entries.addLast(e);
        chars += e.chars();
        usage.keep(1, e.chars());
    }

    /** Folds into the base every entry received at or before {@code cutoff}; true when the base changed. */
    boolean release(Instant cutoff) {
        boolean changed = false;
        while (!entries.isEmpty() && !entries.peekFirst().at().isAfter(cutoff)) {
            Entry e = entries.pollFirst();
            chars -= e.chars();
            usage.release(1, e.chars());
            base = e.checkpoint() != null ? e.checkpoint() : BoardViews.apply(base, e.event());
            changed = true;
        }
        return changed;
    }
}
