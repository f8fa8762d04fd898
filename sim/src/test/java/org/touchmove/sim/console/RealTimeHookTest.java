package org.touchmove.sim.console;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.touchmove.hal.ManualTimeSource;
import org.touchmove.hal.Occupancy;
import org.touchmove.hal.OccupancySnapshot;
import org.touchmove.hal.Squares;
import org.touchmove.sim.SimulatedBoard;
import org.touchmove.sim.script.ScriptHook;

class RealTimeHookTest {

    private static final long MS = 1_000_000L;

    @Test
    void napsUntilTheTargetAndDeliversEventsOnTheWay() {
        // The "wall clock" is a manual time source that moves only when the hook sleeps.
        ManualTimeSource wall = new ManualTimeSource(0);
        SimulatedBoard board = new SimulatedBoard(wall);
        List<OccupancySnapshot> snapshots = new ArrayList<>();
        List<Long> naps = new ArrayList<>();
        board.sensor().addListener(snapshots::add);
        board.setup(Occupancy.START);
        board.lift(Squares.parse("e2"));
        RealTimeHook hook = new RealTimeHook(wall, board, ScriptHook.boardOnly(wall, board), nanos -> {
            naps.add(nanos);
            wall.advanceTo(wall.nanos() + nanos);
        });
        hook.advanceTo(100 * MS);
        assertThat(wall.nanos()).isEqualTo(100 * MS);
        assertThat(naps).allMatch(n -> n > 0 && n <= 5 * MS);
        assertThat(snapshots).extracting(OccupancySnapshot::monoNanos).containsExactly(0L, 30 * MS);
        assertThat(board.nextEventNanos()).isEqualTo(Long.MAX_VALUE);
    }
}
