package org.touchmove.firmware.controller;

import org.touchmove.firmware.config.Settings;
import org.touchmove.firmware.simulation.SimulatedSession;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.touchmove.firmware.rules.Position;
import org.touchmove.hal.ClockButton;
import org.touchmove.sim.BoardTiming;

/** What the clock display shows while the controller runs, in virtual time. */
class ClockDisplayTest {

    private static final long MS = 1_000_000L;

    @Test
    void display_showsHoursMinutesSeconds_thenTenthsUnderTwentySeconds() {
        SimulatedSession session = new SimulatedSession(Settings.fromMap(Map.of("game.timeControl", "25")),
                e -> { }, Instant.EPOCH, BoardTiming.DEFAULT);
        session.setUp(Position.START);
        session.startClock();
        assertThat(session.board().display().lastFace().orElseThrow().white()).isEqualTo("0:00:25");
        assertThat(session.board().display().lastFace().orElseThrow().running()).isEqualTo(ClockButton.WHITE);

        session.advanceTo(3_500 * MS);
        assertThat(session.board().display().lastFace().orElseThrow().white()).isEqualTo("0:00:21");
        session.advanceTo(5_000 * MS);
        assertThat(session.board().display().lastFace().orElseThrow().white()).isEqualTo("0:00:20");
        session.advanceTo(5_100 * MS);
        assertThat(session.board().display().lastFace().orElseThrow().white()).isEqualTo("19.9");
        session.advanceTo(12_345 * MS);
        assertThat(session.board().display().lastFace().orElseThrow().white()).isEqualTo("12.6");
        assertThat(session.board().display().lastFace().orElseThrow().black()).isEqualTo("0:00:25");
    }
}
