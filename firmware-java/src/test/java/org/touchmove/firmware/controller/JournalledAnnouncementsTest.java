package org.touchmove.firmware.controller;

import org.touchmove.firmware.config.Settings;
import org.touchmove.firmware.simulation.SimulatedSession;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.journal.EventJournal;
import org.touchmove.firmware.journal.JournalOptions;
import org.touchmove.firmware.journal.StoredEvent;
import org.touchmove.firmware.runtime.JournalStore;
import org.touchmove.sim.BoardTiming;
import org.touchmove.sim.script.ScriptParser;

/**
 * The {@code announce} and {@code scoresheet} events go through the board's real journal (as {@code touchmove sim}
 * and {@code run} keep it): committed with the step that made them, read back in order with the events they follow.
 */
class JournalledAnnouncementsTest {

    @Test
    void announcementsAndTheSignedScoresheetAreJournalled(@TempDir Path state) throws Exception {
        Settings settings = Settings.fromMap(Map.of("announce.enabled", "true"));
        List<Event> seen = new ArrayList<>();
        try (EventJournal journal = EventJournal.open(state, settings.boardId(), JournalOptions.DEFAULT)) {
            SimulatedSession session = new SimulatedSession(settings, seen::add, new JournalStore(journal),
                    ScenarioRun.START, BoardTiming.DEFAULT);
            session.play(ScriptParser.parse(script("scoresheet-sign-off")));
            List<StoredEvent> stored = journal.readAfter(0, 10_000);
            assertThat(stored).extracting(StoredEvent::seq).isEqualTo(seen.stream().map(Event::seq).toList());
            List<String> types = stored.stream().map(StoredEvent::type).filter(t -> !t.equals("clock")).toList();
            assertThat(types).containsSubsequence("move", "announce", "result", "announce", "scoresheet");
            assertThat(stored.get(stored.size() - 1).json()).contains("\"type\":\"scoresheet\"",
                    "\"signedBy\":[\"white\",\"black\"]", "[WhiteSignOff");
        }
    }

    private static String script(String name) throws IOException {
        try (Reader r = new InputStreamReader(JournalledAnnouncementsTest.class.getResourceAsStream(
                "/scenarios/" + name + ".script"), StandardCharsets.UTF_8)) {
            StringBuilder text = new StringBuilder();
            char[] buffer = new char[4096];
            for (int n; (n = r.read(buffer)) > 0; ) {
                text.append(buffer, 0, n);
            }
            return text.toString();
        }
    }
}
