package org.touchmove.hal.scan;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.touchmove.hal.ButtonPress;
import org.touchmove.hal.ClockButton;
import org.touchmove.hal.ManualTimeSource;

class ButtonDebouncerTest {

    private final ManualTimeSource time = new ManualTimeSource(0);
    private final List<ButtonPress> presses = new ArrayList<>();
    private final ButtonDebouncer debouncer =
            new ButtonDebouncer(EnumSet.of(ClockButton.WHITE, ClockButton.BLACK), 3, time, presses::add);

    private void sample(Set<ClockButton> down, int times) {
        for (int i = 0; i < times; i++) {
            time.advanceMillis(5);
            debouncer.sample(down);
        }
    }

    @Test
    void sample_pressReportedOnceAfterThreeEqualSamples() {
        sample(Set.of(), 3);
        sample(Set.of(ClockButton.WHITE), 2);
        assertThat(presses).isEmpty();
        sample(Set.of(ClockButton.WHITE), 1);
        assertThat(presses).containsExactly(new ButtonPress(ClockButton.WHITE, time.nanos()));
        sample(Set.of(ClockButton.WHITE), 50);
        assertThat(presses).hasSize(1);
        assertThat(debouncer.isDown(ClockButton.WHITE)).isTrue();
    }

    @Test
    void sample_bouncingContact_singlePress() {
        sample(Set.of(), 3);
        for (boolean on : new boolean[] {true, false, true, true, false, true, true, true, false, false, false}) {
            sample(on ? Set.of(ClockButton.BLACK) : Set.of(), 1);
        }
        assertThat(presses).extracting(ButtonPress::button).containsExactly(ClockButton.BLACK);
        assertThat(debouncer.isDown(ClockButton.BLACK)).isFalse();
    }

    @Test
    void sample_leverRestingDownAtStart_isNotAPress() {
        sample(Set.of(ClockButton.WHITE), 10);
        assertThat(presses).isEmpty();
        assertThat(debouncer.isDown(ClockButton.WHITE)).isTrue();
        // the lever flips: black goes down, white comes up
        sample(Set.of(ClockButton.BLACK), 3);
        assertThat(presses).extracting(ButtonPress::button).containsExactly(ClockButton.BLACK);
    }

    @Test
    void sample_releaseAndPressAgain_secondPress() {
        sample(Set.of(), 3);
        sample(Set.of(ClockButton.WHITE), 3);
        sample(Set.of(), 3);
        sample(Set.of(ClockButton.WHITE), 3);
        assertThat(presses).hasSize(2);
        assertThat(presses.get(1).monoNanos()).isGreaterThan(presses.get(0).monoNanos());
    }

    @Test
    void sample_maskAndSet_sameDebounce_andButtonsNotDebouncedIgnored() {
        sample(Set.of(), 3);
        int black = ButtonDebouncer.bit(ClockButton.BLACK);
        int pause = ButtonDebouncer.bit(ClockButton.PAUSE); // not one of this debouncer's buttons
        debouncer.sample(black | pause);
        debouncer.sample(black | pause);
        assertThat(presses).isEmpty();
        debouncer.sample(black | pause);
        assertThat(presses).extracting(ButtonPress::button).containsExactly(ClockButton.BLACK);
        assertThat(debouncer.isDown(ClockButton.PAUSE)).isFalse();
        assertThat(ButtonDebouncer.mask(EnumSet.of(ClockButton.BLACK, ClockButton.PAUSE))).isEqualTo(black | pause);
    }
}
