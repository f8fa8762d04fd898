package org.touchmove.firmware.publish.mqtt;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.slf4j.event.Level;

class FailureStreakTest {

    @Test
    void theFirstAndEveryTenfoldFailureIsOneToWarnAbout() {
        FailureStreak streak = new FailureStreak();
        List<Long> warned = new ArrayList<>();
        for (int i = 0; i < 12_000; i++) {
            if (streak.failed() == Level.WARN) {
                warned.add(streak.failures());
            }
        }
        assertThat(warned).containsExactly(1L, 10L, 100L, 1000L, 10_000L);
    }

    @Test
    void aSuccessEndsTheRunAndTheNextFailureWarnsAgain() {
        FailureStreak streak = new FailureStreak();
        assertThat(streak.failed()).isEqualTo(Level.WARN);
        assertThat(streak.failed()).isEqualTo(Level.DEBUG);
        assertThat(streak.failed()).isEqualTo(Level.DEBUG);
        assertThat(streak.note()).isEqualTo(" (failed attempt 3 in a row)");
        assertThat(streak.ended()).isEqualTo(3);
        assertThat(FailureStreak.after(3)).isEqualTo(" after 3 failed attempts");
        assertThat(FailureStreak.after(1)).isEqualTo(" after 1 failed attempt");
        assertThat(FailureStreak.after(0)).isEmpty();
        assertThat(streak.failed()).as("a new run").isEqualTo(Level.WARN);
        assertThat(streak.note()).contains("10th, 100th");
    }
}
