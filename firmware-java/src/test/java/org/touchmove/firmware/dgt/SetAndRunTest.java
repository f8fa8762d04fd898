package org.touchmove.firmware.dgt;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.touchmove.firmware.clock.ClockReading;
import org.touchmove.firmware.rules.Color;
import org.touchmove.firmware.rules.Position;
import org.touchmove.hal.dgt.wire.BoardMessage;
import org.touchmove.hal.dgt.wire.BoardMessage.ClockTimes;
import org.touchmove.hal.dgt.wire.BoardRequest;
import org.touchmove.hal.dgt.wire.ClockCommand;
import org.touchmove.hal.dgt.wire.DgtBytes;

/**
 * Mode 23 (docs/dgt.md, "Set-and-run"): after a host sets and runs the clock, the time messages report its times
 * running on the side it set, as a DGT 3000 does, until a new game or its reset gives Touchmove's clock back. The
 * emulation's time is a manual clock.
 */
class SetAndRunTest {

    private final AtomicLong nowMs = new AtomicLong(1_000_000);
    private final TrackedBoardSource source = new TrackedBoardSource(Position.START);
    private final List<BoardMessage> sent = new ArrayList<>();
    private final EmulatedBoard board = new EmulatedBoard(source, DgtClockFace.NONE, DgtIdentity.DEFAULT, false,
            sent::add, nowMs::get);

    /** Touchmove's clock: White 4:00 running, Black 5:00 (the lever up on White's, the left, half). */
    private void touchmoveClock() {
        source.clock(new ClockReading(240_000, 300_000, Color.WHITE), false, false);
    }

    private ClockTimes last() {
        for (int i = sent.size() - 1; i >= 0; i--) {
            if (sent.get(i) instanceof ClockTimes t) {
                return t;
            }
        }
        throw new AssertionError("no time message in " + sent);
    }

    private static String hms(ClockTimes t) {
        return t.left().hours() + ":" + t.left().minutes() + ":" + t.left().seconds() + " " + t.right().hours() + ":"
                + t.right().minutes() + ":" + t.right().seconds();
    }

    @Test
    void theHostsTimesRunOnTheSideItSet_untilANewGameGivesTouchmovesClockBack() {
        board.handle(BoardRequest.UPDATE_NICE);
        touchmoveClock();
        assertThat(hms(last())).isEqualTo("0:4:0 0:5:0");

        // 1:00:00 left, 0:30:00 right, the right one running
        board.handle(new ClockCommand.SetAndRun(3600, 1800, DgtBytes.SETNRUN_RIGHT_RUNS));
        assertThat(hms(last())).isEqualTo("1:0:0 0:30:0");
        assertThat(last().status() & (DgtBytes.STATUS_RUNNING | DgtBytes.STATUS_RIGHT_TURN | DgtBytes.STATUS_LEFT_TURN))
                .isEqualTo(DgtBytes.STATUS_RUNNING | DgtBytes.STATUS_RIGHT_TURN);
        assertThat(last().status() & DgtBytes.STATUS_LEVER_RIGHT_HIGH).as("the lever stays the physical one").isZero();

        nowMs.addAndGet(2_500);
        board.tick(); // the transport's second
        assertThat(hms(last())).isEqualTo("1:0:0 0:29:57");
        touchmoveClock(); // Touchmove's own readings go on: the host's times are still what is reported
        assertThat(hms(last())).isEqualTo("1:0:0 0:29:57");

        // paused: nothing runs, no turn
        board.handle(new ClockCommand.SetAndRun(3600, 1797, DgtBytes.SETNRUN_PAUSE));
        nowMs.addAndGet(10_000);
        board.tick();
        assertThat(hms(last())).isEqualTo("1:0:0 0:29:57");
        assertThat(last().status() & (DgtBytes.STATUS_RUNNING | DgtBytes.STATUS_RIGHT_TURN | DgtBytes.STATUS_LEFT_TURN))
                .isZero();

        source.newGame(Position.START, Position.START.occupied());
        touchmoveClock();
        assertThat(hms(last())).as("a new game: Touchmove's clock again").isEqualTo("0:4:0 0:5:0");
    }

    @Test
    void aHostsTimeStopsAtZeroWithTheFlag_theToggleFlagFollowsTheLever_andAResetGivesTheClockBack() {
        board.handle(BoardRequest.UPDATE_NICE);
        touchmoveClock();
        board.handle(new ClockCommand.SetAndRun(5, 60, DgtBytes.SETNRUN_LEFT_RUNS | DgtBytes.SETNRUN_TOGGLE));
        nowMs.addAndGet(7_000);
        board.tick();
        assertThat(hms(last())).isEqualTo("0:0:0 0:1:0");
        assertThat(last().left().finalFlag()).isTrue();

        board.handle(new ClockCommand.SetAndRun(30, 60, DgtBytes.SETNRUN_LEFT_RUNS | DgtBytes.SETNRUN_TOGGLE));
        nowMs.addAndGet(4_000);
        // White presses: the lever goes up on Black's (the right) half, and the host's clock toggles to the right
        source.clock(new ClockReading(236_000, 300_000, Color.BLACK), false, false);
        assertThat(hms(last())).isEqualTo("0:0:26 0:1:0");
        nowMs.addAndGet(5_000);
        board.tick();
        assertThat(hms(last())).isEqualTo("0:0:26 0:0:55");
        assertThat(last().status() & DgtBytes.STATUS_RIGHT_TURN).isNotZero();

        board.handle(BoardRequest.RESET);
        board.handle(BoardRequest.SEND_CLOCK);
        assertThat(hms(last())).as("the host's reset: Touchmove's clock again").isEqualTo("0:3:56 0:5:0");
    }
}
