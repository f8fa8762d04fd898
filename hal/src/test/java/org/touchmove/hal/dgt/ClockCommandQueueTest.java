package org.touchmove.hal.dgt;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.touchmove.hal.dgt.wire.BoardMessage.ClockAck;
import org.touchmove.hal.dgt.wire.ClockCommand;
import org.touchmove.hal.dgt.wire.DgtBytes;

/** One clock command at a time, resent after its time-out, in virtual time. */
class ClockCommandQueueTest {

    private static final long MS = 1_000_000L;
    private final ClockCommandQueue queue = new ClockCommandQueue(1000 * MS, 3);

    private static ClockAck ack(ClockCommand c) {
        return new ClockAck(DgtBytes.ACK_NORMAL, c.code(), 0, 0);
    }

    @Test
    void nextCommandWaitsForTheAckOfTheOneBefore() {
        ClockCommand beep = new ClockCommand.Beep(4);
        ClockCommand text = new ClockCommand.AsciiText("hi", 0);
        queue.add(beep);
        queue.add(text);
        assertThat(queue.due(0)).contains(beep);
        assertThat(queue.due(10 * MS)).isEmpty();
        queue.acknowledged(ack(text), 20 * MS); // not the one in flight
        assertThat(queue.due(30 * MS)).isEmpty();
        queue.acknowledged(ack(beep), 40 * MS);
        assertThat(queue.due(50 * MS)).contains(text);
        queue.acknowledged(ack(text), 60 * MS);
        assertThat(queue.due(70 * MS)).isEmpty();
        assertThat(queue.idle()).isTrue();
    }

    @Test
    void unacknowledgedCommand_isResentAfterTheTimeout_thenGivenUp() {
        ClockCommand end = new ClockCommand.EndDisplay();
        queue.add(end);
        assertThat(queue.due(0)).contains(end);
        assertThat(queue.due(999 * MS)).isEmpty();
        assertThat(queue.due(1000 * MS)).contains(end);
        assertThat(queue.due(2000 * MS)).contains(end);
        assertThat(queue.due(3000 * MS)).isEmpty(); // three sends: given up
        assertThat(queue.resends()).isEqualTo(2);
        assertThat(queue.givenUp()).isEqualTo(1);
        assertThat(queue.idle()).isTrue();
    }

    @Test
    void errorAck_resendsAtOnce() {
        ClockCommand setAndRun = new ClockCommand.SetAndRun(60, 60, DgtBytes.SETNRUN_PAUSE);
        queue.add(setAndRun);
        queue.due(0);
        queue.acknowledged(new ClockAck(DgtBytes.ACK_ERROR, setAndRun.code(), 0, 0), 5 * MS);
        assertThat(queue.due(6 * MS)).contains(setAndRun);
    }

    @Test
    void newerDisplayCommand_replacesAWaitingOne_butNotABeep() {
        ClockCommand first = new ClockCommand.SetAndRun(60, 60, DgtBytes.SETNRUN_LEFT_RUNS);
        queue.add(new ClockCommand.VersionQuery());
        queue.add(first);
        queue.add(new ClockCommand.Beep(2));
        ClockCommand second = new ClockCommand.SetAndRun(59, 60, DgtBytes.SETNRUN_LEFT_RUNS);
        queue.add(second);
        Optional<ClockCommand> c = queue.due(0);
        queue.acknowledged(ack(c.orElseThrow()), 0);
        assertThat(queue.due(0)).contains(new ClockCommand.Beep(2));
        queue.acknowledged(new ClockAck(0x10, DgtBytes.CLOCK_BEEP, 0, 0), 0);
        assertThat(queue.due(0)).contains(second);
    }

    @Test
    void shownTimes_parseAsWholeSeconds() {
        assertThat(DgtClockDisplay.seconds("1:30:00")).isEqualTo(5400);
        assertThat(DgtClockDisplay.seconds("19.9")).isEqualTo(19);
        assertThat(DgtClockDisplay.seconds("12:00:00")).isEqualTo(ClockCommand.SetAndRun.MAX_SECONDS);
    }
}
