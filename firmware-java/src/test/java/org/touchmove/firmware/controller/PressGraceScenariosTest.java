package org.touchmove.firmware.controller;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.touchmove.sim.BoardTiming;

/**
 * The press grace follows the sensor's reading lag (docs/interpreter.md, "Completion"): on a board whose
 * sensor debounces for 120 ms (more than the interpreter's former fixed 50 ms stamp lag), a move whose last
 * piece lands before or at the press is reported up to 120 ms after the press and still
 * completes the mover's move (Art. 6.2.1); a change made after the press is reported more than the lag
 * after it and does not count for that press.
 */
class PressGraceScenariosTest {

    private static final BoardTiming SLOW = BoardTiming.ofDebounceMillis(120);

    /** e2 lifted at 1000, e4 placed at 1300 (its reading stamped and delivered at 1420), then the press. */
    private static ScenarioRun e4PressedAt(long pressMs, long placeMs) {
        StringBuilder s = new StringBuilder("tc 300+2\nsetup startpos\nstart\nwait 1000\nlift e2\n");
        if (pressMs < placeMs) {
            s.append("wait ").append(pressMs - 1000).append("\npress white\nwait ").append(placeMs - pressMs)
                    .append("\nplace e4\n");
        } else {
            s.append("wait ").append(placeMs - 1000).append("\nplace e4\nwait ").append(pressMs - placeMs)
                    .append("\npress white\n");
        }
        s.append("wait 3000\n");
        return ScenarioRun.playText(s.toString(), Map.of(), SLOW);
    }

    @Test
    void aReadingDeliveredWithinTheLagCountsForThePress() {
        // Placed at 1300, pressed at 1310: the reading comes at 1420 = press + 110 ms <= lag 120 ms.
        ScenarioRun run = e4PressedAt(1310, 1300);
        assertThat(run.projected("move", "irregularity")).as(String.join("\n", run.projected()))
                .containsExactly("@1310 move e2e4 e4 w=300690 b=300000 clock-press");
    }

    @Test
    void aReadingDeliveredExactlyAtTheLagCountsForThePress() {
        // Placed and pressed at 1300: the reading comes at 1420 = press + 120 ms, the lag itself.
        ScenarioRun run = e4PressedAt(1300, 1300);
        assertThat(run.projected("move", "irregularity")).as(String.join("\n", run.projected()))
                .containsExactly("@1300 move e2e4 e4 w=300700 b=300000 clock-press");
    }

    @Test
    void aReadingDeliveredAfterTheLagDoesNotCountForThePress() {
        // Pressed at 1300, placed at 1301: the reading comes at 1421 = press + 121 ms, past the lag, so the
        // press is judged on the board before it (e2 lifted, nothing placed): a press with the pawn in the hand
        // completes no move (Art. 6.2.1) and is an illegal move (Art. 7.5.1), penalised on the clock.
        ScenarioRun run = e4PressedAt(1300, 1301);
        assertThat(run.projected("move", "irregularity")).as(String.join("\n", run.projected()))
                .containsExactly("@1300 irregularity illegal-move 7.5.1 white");
    }
}
