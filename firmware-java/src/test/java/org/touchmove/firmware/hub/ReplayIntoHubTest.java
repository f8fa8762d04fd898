package org.touchmove.firmware.hub;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.eclipse.paho.client.mqttv3.MqttClient;
import org.eclipse.paho.client.mqttv3.MqttConnectOptions;
import org.eclipse.paho.client.mqttv3.persist.MemoryPersistence;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.touchmove.firmware.event.DecidedBy;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.EventJson;
import org.touchmove.firmware.event.GameMetadata;
import org.touchmove.firmware.event.MoveEvent;
import org.touchmove.firmware.event.NewGameEvent;
import org.touchmove.firmware.event.ResultEvent;
import org.touchmove.firmware.cli.Main;
import org.touchmove.firmware.pgn.PgnGame;
import org.touchmove.firmware.pgn.PgnReader;
import org.touchmove.firmware.publish.mqtt.EmbeddedBroker;
import org.touchmove.firmware.rules.Color;
import org.touchmove.firmware.rules.Result;
import org.touchmove.firmware.rules.Termination;

/**
 * `touchmove replay --pgn FILE --pace MS --mqtt URI` is faithful to its PGN (issue 25): every game's tags reach the
 * board's new-game event, the hub and /round.pgn; its TimeControl runs on the board's clock; its [%clk] readings are
 * the board's clock times after each move (within the clock's second); its result and termination end it on the
 * board: an agreed draw and a resignation declared by the arbiter, a time forfeit by the flag falling.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class ReplayIntoHubTest {

    static final Path PGN = Path.of("src", "test", "resources", "faithful", "three-games.pgn");

    @Test
    void tagsResultTimeControlAndClockTimesArriveAtTheHubAndInTheRoundPgn(@TempDir Path state) throws Exception {
        List<PgnGame> games = PgnReader.parse(Files.readString(PGN), PGN.toString());
        List<Event> received = new CopyOnWriteArrayList<>();
        try (EmbeddedBroker broker = EmbeddedBroker.start(0);
             Hub hub = Hub.start(HubSettings.fromMap(Map.of("hub.mqtt.uri", broker.uri().toString(),
                     "hub.http.port", "0", "hub.http.host", "127.0.0.1"), "test"), Clock.systemUTC())) {
            MqttClient subscriber = new MqttClient(broker.uri().toString(), "faithful-sub", new MemoryPersistence());
            MqttConnectOptions options = new MqttConnectOptions();
            options.setCleanSession(true);
            subscriber.connect(options);
            subscriber.subscribe("touchmove/v1/boards/replay-1/events", 1, (topic, message) ->
                    received.add(EventJson.read(new String(message.getPayload(), StandardCharsets.UTF_8))));
            try {
                List<String> lines = replay("--pgn", PGN.toString(), "--pace", "20", "--mqtt",
                        broker.uri().toString(), "--state-dir", state.toString());
                assertThat(lines).last().isEqualTo("games=3 ok=3");
                waitFor(() -> received.stream().filter(e -> e.body() instanceof ResultEvent).count() == 3,
                        "three results, got " + received);
                String roundPgn = waitForRoundPgn(hub, "[%clk 0:02:40]");
                // The last game (a time forfeit) is the board's current one: every tag, the result, the control.
                assertThat(roundPgn).contains("[Event \"Touchmove Rehearsal Blitz\"]", "[Site \"Berlin GER\"]",
                        "[Date \"2026.11.30\"]", "[Round \"6.3\"]", "[White \"Epsilon, Emil\"]",
                        "[Black \"Zeta, Zoe\"]", "[Result \"0-1\"]", "[WhiteFideId \"4100018\"]",
                        "[BlackFideId \"24116068\"]", "[WhiteElo \"2412\"]", "[BlackElo \"2398\"]", "[TimeControl \"180+2\"]", "[Termination \"time forfeit\"]",
                        "[%clk 0:02:59]", "[%clk 0:01:10]", "[%clk 0:02:50]", "[%clk 0:00:04]")
                        .doesNotContain("\"?\"");
            } finally {
                subscriber.disconnect();
                subscriber.close();
            }
        }
        List<List<Event>> byGame = splitByNewGame(received);
        assertThat(byGame).hasSize(3);
        assertThat(newGame(byGame.get(0)).metadata()).isEqualTo(new GameMetadata("Touchmove Rehearsal Open",
                "Berlin GER", "2026.11.28", "4", 2, "Alpha, Anna", "Beta, Bruno", "1503014", "2020009", 2310, 2275));
        assertThat(newGame(byGame.get(1)).metadata()).isEqualTo(new GameMetadata("Touchmove Rehearsal Open",
                "Berlin GER", "2026.11.29", "5", 7, "Gamma, Greta", "Delta, Dirk", null, null));
        assertThat(byGame).extracting(g -> newGame(g).timeControl())
                .containsExactly("600+5", "40/5400+30:1800+30", "180+2");
        assertThat(byGame).extracting(ReplayIntoHubTest::result).containsExactly(
                new ResultEvent(Result.DRAW, Termination.AGREEMENT, DecidedBy.ARBITER, 8),
                new ResultEvent(Result.BLACK_WINS, Termination.RESIGNATION, DecidedBy.ARBITER, 6),
                new ResultEvent(Result.BLACK_WINS, Termination.TIME_FORFEIT, DecidedBy.CLOCK, 6));
        for (int g = 0; g < 3; g++) {
            List<MoveEvent> moves = byGame.get(g).stream().filter(e -> e.body() instanceof MoveEvent)
                    .map(e -> (MoveEvent) e.body()).toList();
            List<Optional<Duration>> clocks = games.get(g).clocks();
            assertThat(moves).as("game %d", g + 1).hasSize(clocks.size());
            for (MoveEvent m : moves) {
                long shown = m.color() == Color.WHITE ? m.whiteMs() : m.blackMs();
                long clk = clocks.get(m.ply() - 1).orElseThrow().toMillis();
                // The clock shows whole seconds (docs/time-controls.md): the replay is within one of the game's.
                assertThat(shown).as("game %d ply %d", g + 1, m.ply()).isBetween(clk - 999, clk + 999);
            }
        }
    }

    /** `touchmove replay ARGS`, its standard output's lines (its status must be 0). */
    private static List<String> replay(String... args) {
        PrintStream old = System.out;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int status;
        try {
            System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
            String[] all = new String[args.length + 1];
            all[0] = "replay";
            System.arraycopy(args, 0, all, 1, args.length);
            status = Main.run(all);
        } finally {
            System.setOut(old);
        }
        String text = out.toString(StandardCharsets.UTF_8);
        assertThat(status).as(text).isZero();
        return text.lines().toList();
    }

    private static NewGameEvent newGame(List<Event> game) {
        return (NewGameEvent) game.get(0).body();
    }

    private static ResultEvent result(List<Event> game) {
        return game.stream().filter(e -> e.body() instanceof ResultEvent).map(e -> (ResultEvent) e.body())
                .findFirst().orElseThrow(() -> new AssertionError("no result in " + game));
    }

    private static List<List<Event>> splitByNewGame(List<Event> events) {
        List<List<Event>> games = new ArrayList<>();
        for (Event e : events) {
            if (e.body() instanceof NewGameEvent) {
                games.add(new ArrayList<>());
            }
            if (!games.isEmpty()) {
                games.get(games.size() - 1).add(e);
            }
        }
        return games;
    }

    private static String waitForRoundPgn(Hub hub, String text) throws Exception {
        HttpClient http = HttpClient.newHttpClient();
        String body = "";
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (!body.contains(text) || !body.contains("[Result \"0-1\"]")) {
            assertThat(System.nanoTime() - until).as("/round.pgn: %s", body).isNegative();
            body = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + hub.httpPort() + "/round.pgn"))
                    .build(), HttpResponse.BodyHandlers.ofString()).body();
            Thread.sleep(50);
        }
        return body;
    }

    private static void waitFor(java.util.function.BooleanSupplier condition, String what) throws Exception {
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (!condition.getAsBoolean()) {
            assertThat(System.nanoTime() - until).as(what).isNegative();
            Thread.sleep(20);
        }
    }
}
