package org.touchmove.firmware.scoresheet;

import org.touchmove.firmware.event.Signer;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.touchmove.hal.ClockButton;

/**
 * The sign-off gesture on the clock, after the result (docs/scoresheet.md):
 * <ul>
 * <li>the players: White's and Black's clock buttons both pressed within {@value #WINDOW_MS} ms of each other,
 * in either order (one press alone signs nothing: it expires after the window);</li>
 * <li>the arbiter, where the event requires it, after the players: OK pressed twice within {@value #WINDOW_MS} ms.</li>
 * </ul>
 * Pure: it remembers the last press of each button and answers who signs with a new press.
 */
final class SignOffGesture {

    static final long WINDOW_MS = 2000;

    private final Map<ClockButton, Long> lastPressMs;

    private SignOffGesture(Map<ClockButton, Long> lastPressMs) {
        this.lastPressMs = lastPressMs;
    }

    static SignOffGesture idle() {
        return new SignOffGesture(new EnumMap<>(ClockButton.class));
    }

    /** The gesture after this press, and who it signs for (empty, both players, or the arbiter). */
    record Step(SignOffGesture next, List<Signer> signers) {
    }

    Step press(ClockButton button, long monoMs, boolean playersSigned) {
        Map<ClockButton, Long> next = new EnumMap<>(ClockButton.class);
        next.putAll(lastPressMs);
        next.put(button, monoMs);
        if (!playersSigned && (button == ClockButton.WHITE || button == ClockButton.BLACK)) {
            ClockButton other = button == ClockButton.WHITE ? ClockButton.BLACK : ClockButton.WHITE;
            if (within(other, monoMs)) {
                next.clear();
                return new Step(new SignOffGesture(next), List.of(Signer.WHITE, Signer.BLACK));
            }
        }
        if (playersSigned && button == ClockButton.OK && within(ClockButton.OK, monoMs)) {
            next.clear();
            return new Step(new SignOffGesture(next), List.of(Signer.ARBITER));
        }
        return new Step(new SignOffGesture(next), List.of());
    }

    private boolean within(ClockButton button, long monoMs) {
        Long last = lastPressMs.get(button);
        return last != null && monoMs - last <= WINDOW_MS && monoMs >= last;
    }
}
