package org.touchmove.firmware.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.EventJson;
import org.touchmove.firmware.event.MoveEvent;
import org.touchmove.firmware.event.NewGameEvent;
import org.touchmove.firmware.pgn.PgnGame;
import org.touchmove.firmware.pgn.PgnReader;
import org.touchmove.firmware.publish.mqtt.EmbeddedBroker;
import org.touchmove.firmware.publish.mqtt.LastingSubscription;
import org.touchmove.firmware.rules.Move;

/**
 * `touchmove replay --pgn FILE --pace MS --mqtt URI`: the games of a file, live, one after the other on one board,
 * through the whole controller into a real broker over TCP; a subscriber rebuilds every game from the {@code events}
 * topic alone.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class ReplayLiveMqttTest {

    static final Path PGN = Path.of("src", "test", "resources", "replay", "live-three-games.pgn");

    @Test
    void aSubscriberRebuildsEveryGameOfTheFileFromTheEvents(@TempDir Path state) throws Exception {
        List<PgnGame> games = PgnReader.parse(java.nio.file.Files.readString(PGN), PGN.toString());
        List<Event> received = new CopyOnWriteArrayList<>();
        try (EmbeddedBroker broker = EmbeddedBroker.start(0)) {
            // The product's own subscriber, which connects and subscribes again when a connection drops: Moquette
            // 0.17 marks a connection connected only when its CONNACK's write completes, and a SUBSCRIBE read before
            // that ("SUBSCRIBE received on already closed connection") drops the connection; a bare Paho client's
            // subscribe then failed the test (CI, under load, once).
            LastingSubscription subscriber = LastingSubscription.start(
                    LastingSubscription.Options.of(broker.uri(), "replay-test-sub"),
                    (topic, payload, retained) -> received.add(EventJson.read(payload)), Duration.ofSeconds(60),
                    "touchmove/v1/boards/replay-1/events");
            assertThat(subscriber.isConnected()).as("subscribed").isTrue();
            try {
                CommandLineScenariosTest.Run run = CommandLineScenariosTest.main("replay", "--pgn", PGN.toString(),
                        "--pace", "20", "--mqtt", broker.uri().toString(), "--state-dir", state.toString());
                assertThat(run.status()).as(run.err()).isZero();
                List<String> lines = run.lines();
                // the same output as a virtual-time replay: one JSON line per game, then the summary
                assertThat(lines).hasSize(games.size() + 1);
                assertThat(lines.get(games.size())).isEqualTo("games=3 ok=3");
                for (int i = 0; i < games.size(); i++) {
                    assertThat(lines.get(i)).startsWith("{\"game\":" + (i + 1) + ",").contains("\"ok\":true");
                }
                long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(60); // generous: a loaded machine (issue 23)
                while (rebuild(received).size() < games.size() || !lastGameComplete(received, games)) {
                    assertThat(System.nanoTime() - until).as("events received: %s, games %s, err %s", received.size(), rebuild(received), run.err()).isNegative();
                    Thread.sleep(20);
                }
            } finally {
                subscriber.close();
            }
        }
        List<List<String>> rebuilt = rebuild(received);
        assertThat(rebuilt).hasSize(games.size());
        for (int i = 0; i < games.size(); i++) {
            assertThat(rebuilt.get(i)).as("game %s", i + 1)
                    .isEqualTo(games.get(i).moves().stream().map(Move::uci).toList());
        }
        for (int i = 1; i < received.size(); i++) {
            assertThat(received.get(i).seq()).isEqualTo(received.get(i - 1).seq() + 1);
        }
        assertThat(received).allMatch(e -> e.boardId().equals("replay-1"));
    }

    private static boolean lastGameComplete(List<Event> received, List<PgnGame> games) {
        List<List<String>> rebuilt = rebuild(received);
        return rebuilt.size() == games.size()
                && rebuilt.get(games.size() - 1).size() >= games.get(games.size() - 1).moves().size();
    }

    /** The games as a subscriber sees them: a new-game event opens one, each move event adds its move. */
    private static List<List<String>> rebuild(List<Event> events) {
        List<List<String>> games = new ArrayList<>();
        for (Event e : List.copyOf(events)) {
            if (e.body() instanceof NewGameEvent) {
                games.add(new ArrayList<>());
            } else if (e.body() instanceof MoveEvent m && !games.isEmpty()) {
                games.get(games.size() - 1).add(m.uci());
            }
        }
        return games;
    }
}
