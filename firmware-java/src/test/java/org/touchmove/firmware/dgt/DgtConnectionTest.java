package org.touchmove.firmware.dgt;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;

import org.junit.jupiter.api.Test;
import org.touchmove.firmware.clock.ClockReading;
import org.touchmove.firmware.rules.Color;
import org.touchmove.firmware.rules.Position;
import org.touchmove.hal.Squares;
import org.touchmove.hal.dgt.DgtLink;
import org.touchmove.hal.dgt.wire.BoardMessage;
import org.touchmove.hal.dgt.wire.BoardMessage.ClockTimes;
import org.touchmove.hal.dgt.wire.BoardRequest;

/** A host that stops reading cannot hold up the controller; UPDATE mode repeats the time. */
class DgtConnectionTest {

    /** A line whose far end never reads: every write blocks until the test ends. */
    private static final class StuckLink implements DgtLink {
        final CountDownLatch released = new CountDownLatch(1);
        volatile boolean closed;

        @Override
        public int read(byte[] buffer) {
            return 0;
        }

        @Override
        public void write(byte[] bytes) {
            try {
                released.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }

        @Override
        public String name() {
            return "stuck";
        }

        @Override
        public void close() {
            closed = true;
            released.countDown();
        }
    }

    @Test
    void hostThatStopsReading_isDropped_withoutBlockingTheSource() {
        TrackedBoardSource source = new TrackedBoardSource(Position.START);
        StuckLink link = new StuckLink();
        DgtConnection connection = new DgtConnection(link, source, DgtOptions.DEFAULT);
        connection.board().handle(BoardRequest.UPDATE_BOARD);
        long occ = Position.START.occupied();
        long a2 = 1L << Squares.parse("a2");
        // each change is one field update; more than the queue holds, all on this (the controller's) thread
        for (int i = 0; i < DgtConnection.QUEUE_MESSAGES + 10; i++) {
            source.occupancy(i % 2 == 0 ? occ & ~a2 : occ);
        }
        assertThat(connection.isOpen()).isFalse();
        connection.close();
        assertThat(link.closed).isTrue();
    }

    @Test
    void updateMode_sendsTheTimeOnEveryTick() {
        TrackedBoardSource source = new TrackedBoardSource(Position.START);
        List<BoardMessage> sent = new ArrayList<>();
        EmulatedBoard board = new EmulatedBoard(source, DgtClockFace.NONE, DgtIdentity.DEFAULT, false, sent::add);
        source.clock(new ClockReading(60_000, 60_000, Color.WHITE), false, false);
        board.tick();
        assertThat(sent).isEmpty(); // IDLE
        board.handle(BoardRequest.UPDATE);
        board.tick();
        board.tick();
        assertThat(sent).hasSize(2).allMatch(m -> m instanceof ClockTimes t && t.left().totalSeconds() == 60);
        board.close();
    }
}
