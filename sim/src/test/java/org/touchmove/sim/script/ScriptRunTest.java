package org.touchmove.sim.script;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.touchmove.hal.ButtonPress;
import org.touchmove.hal.ManualTimeSource;
import org.touchmove.hal.OccupancySnapshot;
import org.touchmove.sim.SimulatedBoard;

class ScriptRunTest {

    private static final long MS = 1_000_000L;

    @Test
    void aRunnerInterleavesItsOwnDeadlinesWithScriptStepsAndBoardEvents() throws Exception {
        ManualTimeSource time = new ManualTimeSource(0);
        SimulatedBoard board = new SimulatedBoard(time);
        List<String> log = new ArrayList<>();
        board.sensor().addListener(s -> log.add("snapshot " + s.occupancy().count() + " @" + s.monoNanos() / MS
                + " now=" + time.nanos() / MS));
        board.buttons().addListener((ButtonPress p) -> log.add("press " + p.button().wireName() + " @"
                + p.monoNanos() / MS));
        List<ScriptStep> steps = ScriptParser.parse("""
                setup startpos
                start
                wait 100
                lift e2
                wait 100
                place e4
                press white
                wait 100
                """);
        ScriptHook hook = ScriptHook.ignoringChess(target -> {
            throw new AssertionError("a ScriptRun must not ask the hook to advance time");
        });
        ScriptRun run = new ScriptRun(steps, board, hook, false);
        // A controller that wants to run every 45 ms (a clock tick, say).
        long deadline = 45 * MS;
        while (!run.isDone() || !board.isIdle()) {
            long t = Math.min(Math.min(board.nextEventNanos(), deadline), run.nextStepNanos());
            time.advanceTo(t);
            board.advanceTo(t);
            if (t == deadline) {
                log.add("tick @" + t / MS);
                deadline += 45 * MS;
            }
            run.runDue(t);
        }
        assertThat(log).containsExactly(
                "snapshot 32 @0 now=0",
                "tick @45", "tick @90",
                "snapshot 31 @130 now=130",
                "tick @135", "tick @180",
                "press white @200",
                "tick @225",
                "snapshot 32 @230 now=230");
        assertThat(time.nanos()).isEqualTo(230 * MS);
        assertThat(run.nextStepNanos()).isEqualTo(Long.MAX_VALUE);
    }

    @Test
    void nextStepTimeFollowsTheWaits() throws Exception {
        ManualTimeSource time = new ManualTimeSource(1_000 * MS);
        SimulatedBoard board = new SimulatedBoard(time);
        ScriptRun run = new ScriptRun(ScriptParser.parse("wait 20\nwait 30\nsetup startpos\n"), board,
                ScriptHook.boardOnly(time, board), false);
        assertThat(run.nextStepNanos()).isEqualTo(1_000 * MS);
        run.runDue(time.nanos());
        assertThat(run.nextStepNanos()).isEqualTo(1_020 * MS);
        time.advanceTo(1_020 * MS);
        run.runDue(time.nanos());
        assertThat(run.nextStepNanos()).isEqualTo(1_050 * MS);
        assertThat(board.stableOccupancy().count()).isZero();
        time.advanceTo(1_050 * MS);
        run.runDue(time.nanos());
        assertThat(run.isDone()).isTrue();
        assertThat(board.sensor().current()).extracting(OccupancySnapshot::monoNanos).isEqualTo(1_050 * MS);
    }
}
