package org.touchmove.firmware.controller;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.touchmove.hal.OccupancySensor;

/** Issue 16: the press grace is the sensor's reading lag + 50 ms unless configured, never below the lag. */
class PressGraceTest {

    @Test
    void theGraceIsTheSensorsLagPlusTheMargin() {
        // The simulator's 30 ms debounce: 30 + 50 ms; the stamp lag stays at its 50 ms floor.
        assertThat(PressGrace.of(Duration.ofMillis(30), OptionalLong.empty())).isEqualTo(new PressGrace(80, 50));
        // A GPIO matrix with the default scan (40.08 ms, rounded up): 41 + 50 ms.
        assertThat(PressGrace.of(Duration.ofNanos(40_080_000), OptionalLong.empty()))
                .isEqualTo(new PressGrace(91, 50));
        // A slow sensor: the stamp lag follows it, so its late readings still count for the mover.
        assertThat(PressGrace.of(Duration.ofMillis(120), OptionalLong.empty())).isEqualTo(new PressGrace(170, 120));
    }

    @Test
    void aProviderThatDoesNotKnowItsLagKeepsTheHistoric300Ms() {
        assertThat(PressGrace.of(OccupancySensor.DEFAULT_READING_LAG, OptionalLong.empty()).graceMillis())
                .isEqualTo(300);
    }

    @Test
    void aConfiguredGraceIsUsedButNeverBelowTheLag() {
        assertThat(PressGrace.of(Duration.ofMillis(30), OptionalLong.of(400))).isEqualTo(new PressGrace(400, 50));
        assertThat(PressGrace.of(Duration.ofMillis(120), OptionalLong.of(60))).isEqualTo(new PressGrace(120, 120));
    }
}
