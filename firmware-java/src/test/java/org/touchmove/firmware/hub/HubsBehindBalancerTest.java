package org.touchmove.firmware.hub;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.touchmove.firmware.controller.ScenarioEvents;
import org.touchmove.firmware.pgn.PgnGame;
import org.touchmove.firmware.pgn.PgnReader;
import org.touchmove.firmware.view.GamePgn;

/**
 * Three hubs on one real broker behind HAProxy run from the reference config/haproxy/touchmove-hubs.cfg
 * (docs/hub.md, "Several hubs serve one room"), three simulated boards replaying real games: every {@code /round.pgn}
 * through the balancer, whichever hub answers it, is the same complete round; an arbiter who logs in through the
 * balancer stays on the arbiters' hub for every request carrying the session (the session lives in that hub only:
 * another hub refuses it, as documented); when the arbiters' hub dies, its backup takes the arbiters, who log in
 * again there, and the public round goes on from the others.
 */
class HubsBehindBalancerTest {

    private static final Path GAMES = Path.of("src", "test", "resources", "faithful", "three-games.pgn");
    private static final String PASSWORD = "balanced-arbiter";
    private static final String SERVED_BY = "X-Touchmove-Hub";
    private static final Pattern CSRF = Pattern.compile("<meta name=\"csrf\" content=\"([^\"]*)\">");
    private final HttpClient http = HttpClient.newHttpClient();

    @TempDir
    Path dir;

    @Test
    void everyHubServesTheSameRoundAndTheArbiterStaysOnOneHub() throws Exception {
        List<PgnGame> games = PgnReader.parse(Files.readString(GAMES), GAMES.toString());
        List<Hub> hubs = new ArrayList<>();
        List<MqttTestBoard> boards = new ArrayList<>();
        HaproxyProcess balancer = null;
        try (TestBroker broker = TestBroker.start(dir)) {
            for (int i = 1; i <= 3; i++) {
                hubs.add(Hub.start(HubSettings.fromMap(Map.of("hub.mqtt.uri", broker.uri().toString(),
                        "hub.http.port", "0", "hub.http.host", "127.0.0.1", "hub.arbiter.password", PASSWORD,
                        "hub.http.trustedProxies", "127.0.0.1",
                        "hub.stateDir", Files.createDirectories(dir.resolve("hub-" + i)).toString()), "test"),
                        Clock.systemUTC()));
            }
            balancer = HaproxyProcess.start(dir, hubs.stream().map(Hub::httpPort).toList());
            for (int i = 0; i < games.size(); i++) {
                MqttTestBoard b = new MqttTestBoard(broker.uri(), Files.createDirectories(dir.resolve("b" + i)),
                        "lb-b" + (i + 1), null);
                boards.add(b);
                assertThat(b.awaitConnected()).isTrue();
                b.append(ScenarioEvents.replay(games.get(i), 31 + i));
            }
            awaitEveryHubCurrent(hubs, boards);

            // The public round through the balancer: 30 requests, round robin over the three hubs.
            String direct = get(hubs.get(0).httpPort(), "/round.pgn", null).body();
            Map<String, Integer> servedBy = new TreeMap<>();
            for (int i = 0; i < 30; i++) {
                HttpResponse<String> r = get(balancer.port(), "/round.pgn", null);
                assertThat(r.statusCode()).isEqualTo(200);
                assertThat(r.body()).as("request " + i + " through the balancer").isEqualTo(direct);
                servedBy.merge(r.headers().firstValue(SERVED_BY).orElse("?"), 1, Integer::sum);
            }
            assertThat(servedBy).as("requests per hub").containsOnlyKeys("hub1", "hub2", "hub3")
                    .allSatisfy((hub, n) -> assertThat(n).isGreaterThanOrEqualTo(5));
            List<PgnGame> round = PgnReader.parse(direct, "/round.pgn");
            assertThat(round).hasSize(boards.size());
            for (MqttTestBoard b : boards) {
                PgnGame played = GamePgn.game(b.view());
                assertThat(played.moves()).isNotEmpty();
                assertThat(round).as(b.view().boardId() + " whole in the round")
                        .anyMatch(g -> g.moves().equals(played.moves()) && g.clocks().equals(played.clocks())
                                && g.result().equals(played.result()));
            }

            // The arbiter through the balancer: every request with the session reaches the hub that made it.
            HttpResponse<String> login = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:"
                    + balancer.port() + "/arbiter/login")).header("Content-Type",
                    "application/x-www-form-urlencoded").POST(HttpRequest.BodyPublishers.ofString("password="
                    + URLEncoder.encode(PASSWORD, StandardCharsets.UTF_8))).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(login.statusCode()).isEqualTo(303);
            assertThat(login.headers().firstValue(SERVED_BY)).contains("hub1");
            String setCookie = login.headers().firstValue("Set-Cookie").orElseThrow();
            String cookie = setCookie.substring(0, setCookie.indexOf(';'));
            String csrf = null;
            for (String path : List.of("/arbiter", "/", "/room.json", "/arbiter/replies.json", "/arbiter", "/")) {
                HttpResponse<String> r = get(balancer.port(), path, cookie);
                assertThat(r.statusCode()).as(path).isEqualTo(200);
                assertThat(r.headers().firstValue(SERVED_BY)).as(path + " with the session").contains("hub1");
                Matcher m = CSRF.matcher(r.body());
                if (path.equals("/arbiter")) {
                    assertThat(m.find()).as("the arbiter's page, logged in").isTrue();
                    csrf = m.group(1);
                }
            }
            HttpResponse<String> pause = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:"
                    + balancer.port() + "/arbiter/command")).header("Cookie", cookie).header("X-CSRF-Token", csrf)
                    .POST(HttpRequest.BodyPublishers.ofString("{\"boardId\":\"lb-b1\",\"command\":{\"type\":"
                            + "\"pause\"}}")).build(), HttpResponse.BodyHandlers.ofString());
            assertThat(pause.statusCode()).as(pause.body()).isEqualTo(200);

            // The documented limit: the session exists in hub1 only; hub2 shows the login page and refuses commands.
            HttpResponse<String> elsewhere = get(hubs.get(1).httpPort(), "/arbiter", cookie);
            assertThat(CSRF.matcher(elsewhere.body()).find()).as("hub2 does not know hub1's session").isFalse();
            HttpResponse<String> refused = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:"
                    + hubs.get(1).httpPort() + "/arbiter/command")).header("Cookie", cookie)
                    .header("X-CSRF-Token", csrf).POST(HttpRequest.BodyPublishers.ofString("{\"boardId\":\"lb-b1\","
                            + "\"command\":{\"type\":\"pause\"}}")).build(), HttpResponse.BodyHandlers.ofString());
            assertThat(refused.statusCode()).isEqualTo(403);

            // The arbiters' hub dies: its backup takes over (HAProxy's check: out within 3 s), the old session is
            // gone with it, the arbiter logs in again there and is obeyed; the public round goes on from the others.
            hubs.remove(0).close();
            HttpResponse<String> again = awaitLogin(balancer.port(), "hub2");
            String cookie2 = again.headers().firstValue("Set-Cookie").orElseThrow().split(";", 2)[0];
            HttpResponse<String> stale = get(balancer.port(), "/arbiter", cookie);
            assertThat(stale.headers().firstValue(SERVED_BY)).as("the old session's requests").contains("hub2");
            assertThat(CSRF.matcher(stale.body()).find()).as("hub1's session died with it").isFalse();
            HttpResponse<String> desk = get(balancer.port(), "/arbiter", cookie2);
            Matcher m2 = CSRF.matcher(desk.body());
            assertThat(m2.find()).as("the arbiter's page on the backup, logged in again").isTrue();
            HttpResponse<String> resume = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:"
                    + balancer.port() + "/arbiter/command")).header("Cookie", cookie2).header("X-CSRF-Token",
                    m2.group(1)).POST(HttpRequest.BodyPublishers.ofString("{\"boardId\":\"lb-b1\",\"command\":"
                            + "{\"type\":\"resume\"}}")).build(), HttpResponse.BodyHandlers.ofString());
            assertThat(resume.statusCode()).as(resume.body()).isEqualTo(200);
            assertThat(resume.headers().firstValue(SERVED_BY)).contains("hub2");
            for (int i = 0; i < 6; i++) {
                HttpResponse<String> r = get(balancer.port(), "/round.pgn", null);
                assertThat(r.statusCode()).as("the round with hub1 down, request " + i).isEqualTo(200);
                assertThat(r.body()).isEqualTo(direct);
                assertThat(r.headers().firstValue(SERVED_BY)).get().isIn("hub2", "hub3");
            }
        } finally {
            if (balancer != null) {
                balancer.close();
            }
            for (MqttTestBoard b : boards) {
                b.close();
            }
            for (Hub h : hubs) {
                h.close();
            }
        }
    }

    /** Logs in through the balancer until {@code hub} answers (the balancer's health check takes the dead one out). */
    private HttpResponse<String> awaitLogin(int port, String hub) throws IOException, InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (true) {
            HttpResponse<String> login = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port
                    + "/arbiter/login")).header("Content-Type", "application/x-www-form-urlencoded")
                    .POST(HttpRequest.BodyPublishers.ofString("password=" + URLEncoder.encode(PASSWORD,
                            StandardCharsets.UTF_8))).build(), HttpResponse.BodyHandlers.ofString());
            if (login.statusCode() == 303 && login.headers().firstValue(SERVED_BY).orElse("").equals(hub)) {
                return login;
            }
            if (System.nanoTime() > end) {
                throw new AssertionError("no login on " + hub + " through the balancer within 60 s; last: "
                        + login.statusCode() + " from " + login.headers().firstValue(SERVED_BY).orElse("HAProxy"));
            }
            Thread.sleep(200);
        }
    }

    private HttpResponse<String> get(int port, String path, String cookie) throws IOException, InterruptedException {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path));
        if (cookie != null) {
            b.header("Cookie", cookie);
        }
        return http.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    private static void awaitEveryHubCurrent(List<Hub> hubs, List<MqttTestBoard> boards) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (true) {
            boolean current = true;
            for (Hub h : hubs) {
                for (MqttTestBoard b : boards) {
                    Room.BoardSnapshot s = h.room().board(b.view().boardId());
                    current &= s != null && s.view().lastSeq() == b.lastDurableSeq();
                }
            }
            if (current) {
                return;
            }
            if (System.nanoTime() > end) {
                throw new AssertionError("not every hub has every board's last event within 120 s");
            }
            Thread.sleep(50);
        }
    }
}
