package org.touchmove.firmware.hub;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import org.eclipse.paho.client.mqttv3.MqttClient;
import org.eclipse.paho.client.mqttv3.MqttConnectOptions;
import org.eclipse.paho.client.mqttv3.persist.MemoryPersistence;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.touchmove.firmware.controller.ScenarioEvents;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.pgn.PgnGame;
import org.touchmove.firmware.pgn.PgnReader;
import org.touchmove.firmware.publish.mqtt.MosquittoProcess;
import org.touchmove.firmware.view.BoardView;
import org.touchmove.firmware.view.GamePgn;
import org.touchmove.firmware.view.PlayedMove;

/**
 * Halls bridged to a central Mosquitto (docs/brokers.md), from the reference files config/mosquitto/hall.conf and
 * central.conf: boards on the hall's broker, the hub on the central one. The central is killed (SIGKILL) mid-round;
 * the boards play on into the hall, whose bridge queues; the central comes back and the hub ends with every game
 * exactly as the boards played it (its views and {@code /round.pgn}); an arbiter's command from the central reaches
 * a board in the hall and its reply comes back.
 */
class HallBridgeTest {

    private static final String ROOT = "touchmove/v1/boards/";
    private static final Path GAMES = Path.of("src", "test", "resources", "faithful", "three-games.pgn");

    @TempDir
    Path dir;

    @Test
    void theCentralKilledMidRoundTheHubEndsWithEveryGameExact() throws Exception {
        List<PgnGame> games = PgnReader.parse(Files.readString(GAMES), GAMES.toString());
        List<String> ids = List.of("hall-b1", "hall-b2", "hall-b3");
        List<List<Event>> played = new ArrayList<>();
        for (int i = 0; i < ids.size(); i++) {
            played.add(ScenarioEvents.replay(games.get(i), 27 + i));
        }
        MosquittoProcess central = ReferenceMosquitto.start("central.conf", dir.resolve("central"), 0);
        MosquittoProcess hall = null;
        Hub hub = null;
        List<MqttTestBoard> boards = new ArrayList<>();
        try {
            hall = ReferenceMosquitto.start("hall.conf", dir.resolve("hall"), central.port());
            hub = Hub.start(HubSettings.fromMap(Map.of("hub.mqtt.uri", central.uri().toString(), "hub.http.port",
                    "0", "hub.http.host", "127.0.0.1"), "test"), Clock.systemUTC());
            for (String id : ids) {
                MqttTestBoard b = new MqttTestBoard(hall.uri(), Files.createDirectories(dir.resolve(id)), id, null);
                boards.add(b);
                assertThat(b.awaitConnected()).as(id + " on the hall's broker").isTrue();
            }
            Hub h = hub;
            // The first half of every game, through the bridge.
            for (int i = 0; i < boards.size(); i++) {
                boards.get(i).append(played.get(i).subList(0, played.get(i).size() / 2));
            }
            await("the hub has the first halves through the bridge", 120, () -> hubCurrent(h, boards),
                    () -> hubSeqs(h, boards));

            central.kill();
            long killed = System.nanoTime();
            for (int i = 0; i < boards.size(); i++) {
                boards.get(i).append(played.get(i));
            }
            // The hall's broker has every event (PUBACKed to the boards) while the central is down.
            await("the hall acknowledged every event", 60, () -> boards.stream()
                    .allMatch(b -> b.acknowledgedSeq() == b.lastDurableSeq()), () -> "");
            assertThat(hubCurrent(hub, boards)).as("the hub cannot have the second halves: " + hubSeqs(hub, boards))
                    .isFalse();
            // Down for a few seconds: until the hall's bridge has failed to reconnect three times (restart_timeout 1 10).
            long tries = bridgeConnects(hall);
            MosquittoProcess hallBroker = hall;
            await("the hall's bridge retries three times", 60, () -> bridgeConnects(hallBroker) >= tries + 3,
                    () -> "connects logged: " + bridgeConnects(hallBroker));

            central.launch();
            long restarted = System.nanoTime();
            await("the hub current after the central's restart", 180, () -> hubCurrent(h, boards),
                    () -> hubSeqs(h, boards));
            System.out.printf("hall bridge: central down %d ms; the hub current %d ms after its restart%n",
                    (restarted - killed) / 1_000_000, (System.nanoTime() - restarted) / 1_000_000);

            String round = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:"
                    + hub.httpPort() + "/round.pgn")).build(), HttpResponse.BodyHandlers.ofString()).body();
            List<PgnGame> rebuilt = PgnReader.parse(round, "/round.pgn");
            assertThat(rebuilt).hasSize(boards.size());
            for (MqttTestBoard b : boards) {
                BoardView expected = b.view();
                assertSameGame(hub.room().board(b.view().boardId()).view(), expected);
                PgnGame game = GamePgn.game(expected);
                assertThat(game.moves()).as(expected.boardId() + " has its game").isNotEmpty();
                assertThat(rebuilt).as(expected.boardId() + " in /round.pgn")
                        .anyMatch(g -> g.moves().equals(game.moves()) && g.clocks().equals(game.clocks()));
            }
            assertCommandCrossesTheBridge(central.uri(), ids.get(0));
        } finally {
            for (MqttTestBoard b : boards) {
                b.close();
            }
            if (hub != null) {
                hub.close();
            }
            if (hall != null) {
                hall.close();
            }
            central.close();
        }
    }

    /** An arbiter on the central publishes a command; the board in the hall answers over the bridge. */
    private static void assertCommandCrossesTheBridge(URI central, String board) throws Exception {
        MqttClient arbiter = new MqttClient(central.toString(), "hall-test-arbiter", new MemoryPersistence());
        MqttConnectOptions o = new MqttConnectOptions();
        o.setCleanSession(true);
        arbiter.connect(o);
        try {
            BlockingQueue<String> replies = new LinkedBlockingQueue<>();
            arbiter.subscribe(ROOT + board + "/cmd/reply", 1, (t, m) -> replies.add(new String(m.getPayload(),
                    StandardCharsets.UTF_8)));
            arbiter.publish(ROOT + board + "/cmd", ("{\"id\":\"bridge-1\",\"name\":\"pause\",\"issuedAt\":\""
                    + Instant.now() + "\"}").getBytes(StandardCharsets.UTF_8), 1, false);
            String reply = replies.poll(60, TimeUnit.SECONDS);
            assertThat(reply).as("the board's reply through the bridge").isNotNull().contains("\"id\":\"bridge-1\"");
        } finally {
            arbiter.disconnect();
            arbiter.close();
        }
    }

    /** The hall's "Connecting bridge" notices: one per (re)connection attempt of its bridge. */
    private static long bridgeConnects(MosquittoProcess hall) {
        try (var lines = Files.lines(hall.logFile())) {
            return lines.filter(l -> l.contains("Connecting bridge")).count();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /**
     * The hub's game is the board's. Whether the hub reconnects to the restarted central before or after the hall's
     * bridge has delivered its queue is a race: after, it never saw those events and rebuilds the board from the
     * retained snapshots (docs/hub.md), whose per-move clocks are the PGN's whole seconds. So what is compared is what
     * both paths must give exactly: the game, its moves, position, seq and result (the clocks, at the PGN's
     * precision, in /round.pgn below).
     */
    private static void assertSameGame(BoardView got, BoardView expected) {
        String id = expected.boardId();
        assertThat(got.gameId()).as(id + " game").isEqualTo(expected.gameId());
        assertThat(got.lastSeq()).as(id + " seq").isEqualTo(expected.lastSeq());
        assertThat(got.moves().stream().map(PlayedMove::uci).toList()).as(id + " moves")
                .isEqualTo(expected.moves().stream().map(PlayedMove::uci).toList());
        assertThat(got.fen()).as(id + " position").isEqualTo(expected.fen());
        assertThat(got.ply()).as(id + " ply").isEqualTo(expected.ply());
        assertThat(got.result()).as(id + " result").isEqualTo(expected.result());
    }

    private static boolean hubCurrent(Hub hub, List<MqttTestBoard> boards) {
        for (MqttTestBoard b : boards) {
            Room.BoardSnapshot s = hub.room().board(b.view().boardId());
            if (s == null || s.view().lastSeq() != b.lastDurableSeq()) {
                return false;
            }
        }
        return true;
    }

    private static String hubSeqs(Hub hub, List<MqttTestBoard> boards) {
        StringBuilder sb = new StringBuilder();
        for (MqttTestBoard b : boards) {
            Room.BoardSnapshot s = hub.room().board(b.view().boardId());
            sb.append(b.view().boardId()).append(' ').append(s == null ? "-" : s.view().lastSeq()).append('/')
                    .append(b.lastDurableSeq()).append("; ");
        }
        return sb.toString();
    }

    private static void await(String what, int seconds, BooleanSupplier condition, Supplier<String> state)
            throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > end) {
                throw new AssertionError(what + ": not within " + seconds + " s; " + state.get());
            }
            Thread.sleep(50);
        }
    }
}
