package org.touchmove.firmware.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.EventJson;
import org.touchmove.firmware.event.MoveEvent;

/**
 * `touchmove run` with no configuration, the README's run command: an embedded broker, the demo game through the
 * whole controller into it, and every topic's messages printed as a subscriber sees them.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class RunDemoTest {

    private static final String ROOT = "touchmove/v1/boards/" + DemoRun.BOARD_ID + "/";

    @Test
    void theDemoGameReachesASubscriberThroughTheEmbeddedBroker(@TempDir Path state) {
        CommandLineScenariosTest.Run run = CommandLineScenariosTest.main("run", "--pace", "0", "--seconds", "3",
                "--state-dir", state.toString());
        assertThat(run.status()).as(run.err()).isZero();
        List<String> lines = run.lines();
        assertThat(lines.get(0)).matches("mqtt tcp://127\\.0\\.0\\.1:\\d+");
        List<Event> events = lines.stream().filter(l -> l.startsWith(ROOT + "events ")).map(
                l -> EventJson.read(l.substring((ROOT + "events ").length()))).toList();
        // The demo: the Blackburne Shilling trap, 1. e4 e5 ... 7. Be2 Nf3#, every event once and in order.
        assertThat(events.stream().filter(e -> e.body() instanceof MoveEvent).map(e -> ((MoveEvent) e.body()).san()))
                .containsExactly("e4", "e5", "Nf3", "Nc6", "Bc4", "Nd4", "Nxe5", "Qg5", "Nxf7", "Qxg2", "Rf1",
                        "Qxe4+", "Be2", "Nf3#");
        for (int i = 1; i < events.size(); i++) {
            assertThat(events.get(i).seq()).isEqualTo(events.get(i - 1).seq() + 1);
        }
        assertThat(events.get(events.size() - 1).type()).isEqualTo("result");
        // Retained snapshots and the status, as a subscriber sees them; the last PGN snapshot holds the whole game.
        assertThat(lines).anyMatch(l -> l.startsWith(ROOT + "status ") && l.contains("\"online\""));
        String lastPgn = lines.stream().filter(l -> l.startsWith(ROOT + "state/pgn ")).reduce((a, b) -> b)
                .orElseThrow();
        assertThat(lastPgn).contains("7. Be2").contains("Nf3#").contains("[%clk ").contains("0-1");
        for (String topic : List.of("state/game ", "state/position ", "state/clock ")) {
            assertThat(lines).as(topic).anyMatch(l -> l.startsWith(ROOT + topic));
        }
        assertThat(Map.of("err", run.err())).extractingByKey("err").asString().doesNotContain("Exception");
    }
}
