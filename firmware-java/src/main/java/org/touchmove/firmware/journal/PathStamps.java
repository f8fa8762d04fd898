package org.touchmove.firmware.journal;

import javax.net.SocketFactory;

/**
 * Wall-clock stamps ({@link System#nanoTime()}) of an event's path through the board, stage by stage, for the latency
 * bench (docs/performance.md, "Stage by stage"): the journal's encoding, write and fsync of each commit group, and the
 * publisher's hand-over of each event to Paho. Off unless a bench installs a {@link Recorder}: the path then reads one
 * static field per stage and calls no clock, so a board pays nothing for it.
 *
 * <p>A recorder is called on the thread that does the work (the board's thread, or the publisher's) with the event's
 * {@code seq}; it must not block and should not allocate (it runs on the move's path while measuring it).
 */
public final class PathStamps {

    /** Receives the stamps; every method has an empty default. */
    public interface Recorder {

        /** Event {@code seq} was encoded into its JSON and journal record between the two times ({@code append}). */
        default void encoded(long seq, long startNanos, long endNanos) {
        }

        /**
         * The commit group {@code firstSeq..lastSeq}: {@code commit()} started, its one write returned, its fsync
         * returned (the commit listeners, which send the events, are called after).
         */
        default void committed(long firstSeq, long lastSeq, long startNanos, long writtenNanos, long forcedNanos) {
        }

        /**
         * The commit group ending at {@code lastSeq}: its commit listeners (which send the events when the publisher's
         * turn is free) returned at {@code endNanos}.
         */
        default void told(long lastSeq, long endNanos) {
        }

        /**
         * The board's runtime folded the events up to {@code lastSeq} into its state view at {@code endNanos}, after the
         * commit and before its observers are given the events.
         */
        default void folded(long lastSeq, long endNanos) {
        }

        /** The publisher handed event {@code seq} to Paho: its {@code publish} call started and returned. */
        default void sent(long seq, long startNanos, long endNanos) {
        }

        /**
         * A socket factory for the publisher's plain (not TLS) broker connections, to stamp the bytes on the wire; null
         * for the default.
         */
        default SocketFactory socketFactory() {
            return null;
        }
    }

    private static volatile Recorder recorder;

    private PathStamps() {
    }

    /** The installed recorder, or null when stamping is off (the default). */
    public static Recorder recorder() {
        return recorder;
    }

    /** Installs {@code r} for every board of this JVM (null: off). A bench does this before it opens the board. */
    public static void install(Recorder r) {
        recorder = r;
    }
}
