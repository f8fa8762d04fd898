package org.touchmove.firmware.controller;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.touchmove.firmware.config.Settings;
import org.touchmove.firmware.event.AcknowledgedEvent;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.EventJson;
import org.touchmove.firmware.journal.EventJournal;
import org.touchmove.firmware.journal.JournalOptions;
import org.touchmove.firmware.journal.StoredEvent;
import org.touchmove.firmware.runtime.JournalStore;
import org.touchmove.firmware.simulation.SimulatedSession;
import org.touchmove.sim.BoardTiming;
import org.touchmove.sim.script.ScriptParser;

/**
 * The {@code acknowledge} command (docs/commands.md): the board journals an {@code acknowledged} record (who, which
 * alert, when) in its real journal, with the game's id, before the first game too, and a malformed one leaves nothing.
 */
class AcknowledgeJournalTest {

    @Test
    void anAcknowledgement_isJournalledWithTheGame_andReadsBack(@TempDir Path state) throws Exception {
        Settings settings = Settings.fromMap(Map.of());
        List<Event> seen = new ArrayList<>();
        String script = String.join("\n",
                "cmd {\"id\":\"k0\",\"type\":\"acknowledge\",\"alert\":\"x/board-offline/1\",\"kind\":\"board-offline\",\"arbiter\":\"Ann\"}",
                "setup startpos",
                "start",
                "lift e2", "place e4", "press white",
                "cmd {\"id\":\"k1\",\"type\":\"acknowledge\",\"alert\":\"b/irregularity/9\",\"kind\":\"illegal-move\",\"arbiter\":\"Anna Rossi (session 3fa2)\"}",
                "cmd {\"id\":\"k2\",\"type\":\"acknowledge\",\"alert\":\"b/flag/g\",\"kind\":\"Flag\",\"arbiter\":\"Anna\"}",
                "");
        try (EventJournal journal = EventJournal.open(state, settings.boardId(), JournalOptions.DEFAULT)) {
            SimulatedSession session = new SimulatedSession(settings, seen::add, new JournalStore(journal),
                    ScenarioRun.START, BoardTiming.DEFAULT);
            session.play(ScriptParser.parse(script));
            List<StoredEvent> acks = journal.readAfter(0, 10_000).stream()
                    .filter(s -> s.type().equals("acknowledged")).toList();
            assertThat(acks).hasSize(2); // k2's kind is malformed: refused, nothing journalled
            Event before = EventJson.read(acks.get(0).json());
            assertThat(before.gameId()).isNull();
            assertThat(before.body()).isEqualTo(new AcknowledgedEvent("x/board-offline/1", "board-offline", "Ann"));
            Event after = EventJson.read(acks.get(1).json());
            String gameId = seen.stream().filter(e -> e.body().type().equals("new-game")).findFirst().orElseThrow()
                    .gameId();
            assertThat(after.gameId()).isEqualTo(gameId);
            assertThat(after.body()).isEqualTo(new AcknowledgedEvent("b/irregularity/9", "illegal-move",
                    "Anna Rossi (session 3fa2)"));
            assertThat(acks.get(1).json()).contains("\"type\":\"acknowledged\",\"alert\":\"b/irregularity/9\","
                    + "\"kind\":\"illegal-move\",\"arbiter\":\"Anna Rossi (session 3fa2)\",\"mono\":");
            // byte-for-byte what the board published
            assertThat(EventJson.write(after)).isEqualTo(acks.get(1).json());
        }
    }
}
