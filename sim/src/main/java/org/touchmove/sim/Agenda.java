package org.touchmove.sim;

import java.util.Comparator;
import java.util.PriorityQueue;
import java.util.function.Predicate;

/**
 * Events waiting for their virtual time. Events at the same time come out in the order they were
 * added, so a simulation replays identically.
 */
public final class Agenda<E> {

    private record Entry<E>(long atNanos, long seq, E event) {
    }

    private final PriorityQueue<Entry<E>> queue = new PriorityQueue<>(
            Comparator.<Entry<E>>comparingLong(Entry::atNanos).thenComparingLong(Entry::seq));
    private long nextSeq;

    public void add(long atNanos, E event) {
        queue.add(new Entry<>(atNanos, nextSeq++, event));
    }

    public boolean isEmpty() {
        return queue.isEmpty();
    }

    public int size() {
        return queue.size();
    }

    /** The time of the earliest event, or {@link Long#MAX_VALUE} if none is pending. */
    public long nextNanos() {
        Entry<E> head = queue.peek();
        return head == null ? Long.MAX_VALUE : head.atNanos();
    }

    /** The time of the latest pending event, or {@link Long#MIN_VALUE} if none is pending. */
    public long lastNanos() {
        long last = Long.MIN_VALUE;
        for (Entry<E> e : queue) {
            last = Math.max(last, e.atNanos());
        }
        return last;
    }

    /** Removes and returns the earliest event; the agenda must not be empty. */
    public E poll() {
        Entry<E> head = queue.poll();
        if (head == null) {
            throw new IllegalStateException("the agenda is empty");
        }
        return head.event();
    }

    public void removeIf(Predicate<? super E> filter) {
        queue.removeIf(e -> filter.test(e.event()));
    }
}
