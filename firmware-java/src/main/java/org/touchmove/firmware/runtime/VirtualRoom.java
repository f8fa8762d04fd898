package org.touchmove.firmware.runtime;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.slf4j.MDC;
import org.touchmove.hal.ManualTimeSource;

/**
 * Many boards in one JVM in virtual time (docs/runtime.md, "Many boards in virtual time"): one agenda ordered by time
 * holds each board's next step, and one shared virtual clock advances from step to step over all boards. Each board
 * still runs its inputs on the direct executor, in its own time order, so interleaving changes nothing a board does:
 * it takes the same steps at the same times as alone. Steps at the same time run in the order the boards were added.
 * No thread per board: the caller's thread runs every step.
 *
 * <p>A board whose step throws is logged with its id, recorded in {@link #failures()} and leaves the agenda; the
 * other boards go on.
 */
public final class VirtualRoom {

    private static final Logger LOG = LoggerFactory.getLogger(VirtualRoom.class);

    /** A board's failed step. */
    public record Failure(String boardId, long atNanos, RuntimeException cause) {
    }

    private record Entry(long atNanos, int order, VirtualBoard board) {
    }

    private final ManualTimeSource clock;
    private final PriorityQueue<Entry> agenda = new PriorityQueue<>(
            Comparator.comparingLong(Entry::atNanos).thenComparingInt(Entry::order));
    private final List<Failure> failures = new ArrayList<>();
    private int added;
    private long steps;

    /** A room whose clock starts at {@code startNanos}. */
    public VirtualRoom(long startNanos) {
        this.clock = new ManualTimeSource(startNanos);
    }

    /** Puts a board on the agenda at its next step, which must not be before the room's clock. */
    public void add(VirtualBoard board) {
        schedule(board, added++);
    }

    /** Runs every step of every board in time order until no board has anything pending. */
    public void run() {
        runUntil(Long.MAX_VALUE);
    }

    /** Runs the steps up to and including {@code limitNanos}; the clock then stands at the last step taken. */
    public void runUntil(long limitNanos) {
        Entry next;
        while ((next = agenda.peek()) != null && next.atNanos() <= limitNanos) {
            agenda.poll();
            clock.advanceTo(next.atNanos());
            VirtualBoard board = next.board();
            MDC.put("board", board.boardId());
            try {
                board.step(next.atNanos());
                steps++;
                schedule(board, next.order());
            } catch (RuntimeException e) {
                LOG.error("board {}: step at {} ns failed; the board leaves the room, the others go on",
                        board.boardId(), next.atNanos(), e);
                failures.add(new Failure(board.boardId(), next.atNanos(), e));
            } finally {
                MDC.remove("board");
            }
        }
    }

    private void schedule(VirtualBoard board, int order) {
        long at = board.nextStepNanos();
        if (at == VirtualBoard.NOTHING_PENDING) {
            return;
        }
        if (at < clock.nanos()) {
            throw new IllegalStateException("board " + board.boardId() + " asks for a step at " + at
                    + " ns, before the room's clock (" + clock.nanos() + " ns): time never goes back");
        }
        agenda.add(new Entry(at, order, board));
    }

    /** The shared virtual clock: the time of the last step taken. */
    public long nanos() {
        return clock.nanos();
    }

    /** The virtual time of the next step on the agenda; {@link VirtualBoard#NOTHING_PENDING} when none is. */
    public long nextStepNanos() {
        Entry next = agenda.peek();
        return next == null ? VirtualBoard.NOTHING_PENDING : next.atNanos();
    }

    /** Steps taken so far, over all boards. */
    public long steps() {
        return steps;
    }

    /** Boards with a step pending. */
    public int pending() {
        return agenda.size();
    }

    public List<Failure> failures() {
        return List.copyOf(failures);
    }
}
