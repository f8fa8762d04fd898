package org.touchmove.hal.serial;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class BackoffTest {

    @Test
    void nextDelay_doublesUpToCapAndResets() {
        Backoff b = new Backoff(500, 3000);
        assertThat(new long[] {b.nextDelayNanos(), b.nextDelayNanos(), b.nextDelayNanos(), b.nextDelayNanos(),
                b.nextDelayNanos()}).containsExactly(500, 1000, 2000, 3000, 3000);
        b.reset();
        assertThat(b.nextDelayNanos()).isEqualTo(500);
    }

    @Test
    void nextDelay_hugeCap_neverOverflows() {
        Backoff b = new Backoff(1, Long.MAX_VALUE);
        long last = 0;
        for (int i = 0; i < 100; i++) {
            long d = b.nextDelayNanos();
            assertThat(d).isGreaterThanOrEqualTo(last);
            last = d;
        }
        assertThat(last).isEqualTo(Long.MAX_VALUE);
    }

    @Test
    void constructor_maxBelowInitial_rejected() {
        assertThatThrownBy(() -> new Backoff(10, 5)).hasMessageContaining("initial=10 max=5");
    }
}
