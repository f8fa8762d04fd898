package org.touchmove.firmware.view;

import java.util.List;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.GameMetadata;
import org.touchmove.firmware.event.NewGameEvent;

/** Test events: a scenario's events with the arbiter's metadata on its new-game events (scripts cannot give any). */
final class GameEvents {

    static final GameMetadata OPEN = new GameMetadata("Touchmove Open", "Lyon FRA", "2026-03-14", "3", 12,
            "Carlsen, Magnus", "Doe, Jane \"JD\"", "1503014", "2000001");

    private GameEvents() {
    }

    static List<Event> withMetadata(List<Event> events, GameMetadata metadata) {
        return events.stream().map(e -> e.body() instanceof NewGameEvent n
                ? new Event(e.boardId(), e.gameId(), e.seq(), e.ts(), e.monoMs(),
                        new NewGameEvent(n.fen(), n.timeControl(), n.mode(), metadata))
                : e).toList();
    }
}
