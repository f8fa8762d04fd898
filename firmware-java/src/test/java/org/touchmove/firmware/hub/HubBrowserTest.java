package org.touchmove.firmware.hub;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.File;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.touchmove.firmware.controller.LiveSession;
import org.touchmove.firmware.controller.ScenarioEvents;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.IrregularityEvent;
import org.touchmove.firmware.event.IrregularityKind;
import org.touchmove.firmware.pgn.PgnExtract;
import org.touchmove.firmware.pgn.PgnGame;
import org.touchmove.firmware.pgn.PgnReader;
import org.touchmove.firmware.publish.mqtt.CuttableProxy;
import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.rules.Position;
import org.touchmove.firmware.rules.notation.San;
import org.touchmove.firmware.view.GamePgn;

/**
 * The hub end to end: a real Mosquitto on a free port, boards publishing through the real MQTT publisher (one a
 * live simulated controller that takes commands), the hub, and Debian's headless Chromium driven by Selenium.
 * Screenshots of the room go to target/screenshots/ (hub-room.png, hub-board.png, hub-arbiter.png, hub-phone.png); with
 * {@code -Dtouchmove.screenshots=docs} they refresh the ones in docs/ (a test run never changes tracked files unasked).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class HubBrowserTest {

    private static final String PASSWORD = "correct-horse-battery";
    private static final List<String> GAME = List.of("e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O",
            "Be7", "Re1", "b5", "Bb3", "d6", "c3", "O-O", "h3", "Nb8", "d4", "Nbd7", "Nbd2", "Bb7", "Bc2", "Re8");
    private static final String PAIRINGS = "board,boardId,white,black,whiteFideId,blackFideId,event,site,round\n"
            + "1,b-1,\"Carlsen, Magnus\",\"Caruana, Fabiano\",1503014,2020009,Touchmove Open,Berlin GER,3\n";

    @TempDir
    static Path dir;

    private TestBroker broker;
    private Hub hub;
    private WebDriver room;
    private WebDriver arbiter;
    private LiveSession live;
    private MqttTestBoard b1;
    private MqttTestBoard b2;
    private MqttTestBoard b3;
    private MqttTestBoard b4;
    private CuttableProxy proxy;
    private final HttpClient http = HttpClient.newHttpClient();

    @BeforeAll
    void start() throws Exception {
        broker = TestBroker.start(Files.createDirectories(dir.resolve("broker")));
        HubSettings s = HubSettings.fromMap(Map.of("hub.mqtt.uri", broker.uri().toString(), "hub.http.port", "0",
                "hub.http.host", "127.0.0.1", "hub.arbiter.password", PASSWORD,
                "hub.stateDir", dir.resolve("hub").toString()), "test");
        hub = Hub.start(s, Clock.systemUTC());
        room = browser("room");
        arbiter = browser("arbiter");
        live = new LiveSession("b-1", "5400+30");
        b1 = new MqttTestBoard(broker.uri(), Files.createDirectories(dir.resolve("b1")), "b-1", live);
        assertThat(b1.awaitConnected()).isTrue();
        live.setUp(Position.START);
        b1.sync();
        room.get(base() + "/");
    }

    @AfterAll
    void stop() throws Exception {
        for (AutoCloseable c : new AutoCloseable[] {room == null ? null : room::quit,
                arbiter == null ? null : arbiter::quit, b1, b2, b3, b4, proxy, hub, broker}) {
            if (c != null) {
                c.close();
            }
        }
    }

    @Test
    @Order(1)
    void theArbiterLogsInAndSendsThePairings() {
        arbiter.get(base() + "/arbiter");
        arbiter.findElement(By.id("password")).sendKeys(PASSWORD);
        arbiter.findElement(By.id("login")).click();
        WebElement text = wait(arbiter).until(d -> d.findElement(By.id("pairings")));
        text.clear();
        text.sendKeys(PAIRINGS);
        arbiter.findElement(By.id("send-pairings")).click();
        wait(arbiter).until(d -> d.findElements(By.cssSelector("#replies tr.accepted")).size() == 1);
        wait(room).until(d -> cardText(d, "b-1").contains("Carlsen, Magnus")
                && cardText(d, "b-1").contains("Caruana, Fabiano") && cardText(d, "b-1").contains("Board 1"));
    }

    @Test
    @Order(2)
    void aReplayedGameAppearsMoveByMove() {
        live.startClock();
        b1.sync();
        Position p = Position.START;
        int ply = 0;
        for (String san : GAME) {
            Move m = San.parse(p, san);
            live.play(p, m);
            b1.sync();
            p = p.play(m);
            ply++;
            int expected = ply;
            assertThat(b1.view().moves()).as("the board's own fold after " + san).hasSize(ply);
            wait(room).until(d -> {
                WebElement card = card(d, "b-1");
                return card != null && card.getAttribute("data-ply").equals(String.valueOf(expected))
                        && card.findElement(By.cssSelector(".last-move")).getText().endsWith(" " + san);
            });
        }
        // The position on the page is the game's: the moved pieces stand where they went. Read in a wait that
        // finds the card afresh: the page redraws it on each clock tick, so a card found a moment before goes stale.
        wait(room).withMessage("K on g1, r on e8, White's clock running").until(d -> {
            WebElement card = card(d, "b-1");
            return card.findElement(By.cssSelector("[data-square='g1'] .pc")).getAttribute("data-piece").equals("K")
                    && card.findElement(By.cssSelector("[data-square='e8'] .pc")).getAttribute("data-piece")
                    .equals("r")
                    && card.findElement(By.cssSelector(".clock.white")).getAttribute("class").contains("running");
        });
    }

    @Test
    @Order(3)
    void aFlagFallAndAnIllegalMoveRaiseTheirAlerts() throws Exception {
        b2 = new MqttTestBoard(broker.uri(), Files.createDirectories(dir.resolve("b2")), "b-2", null);
        b2.append(ScenarioEvents.play("flag-fall"));
        b3 = new MqttTestBoard(broker.uri(), Files.createDirectories(dir.resolve("b3")), "b-3", null);
        List<Event> illegal = new ArrayList<>();
        for (Event e : ScenarioEvents.play("illegal-move-standard")) {
            illegal.add(e);
            if (e.body() instanceof IrregularityEvent i && i.kind() == IrregularityKind.ILLEGAL_MOVE) {
                break;
            }
        }
        assertThat(illegal.get(illegal.size() - 1).body()).isInstanceOf(IrregularityEvent.class);
        b3.append(illegal);
        wait(room).until(d -> alert(d, "b-2", "flag") != null);
        wait(room).until(d -> alert(d, "b-3", "illegal-move") != null);
        // Each read finds its element afresh (the page redraws cards and alerts as the room changes).
        wait(room).withMessage("the illegal move's alert cites Art. 7.5.1").until(d -> alert(d, "b-3", "illegal-move")
                .getText().contains("7.5.1"));
        wait(room).withMessage("b-2's result 1-0").until(d -> card(d, "b-2").findElement(By.cssSelector(".result"))
                .getText().equals("1-0"));
        wait(room).withMessage("no alert on b-1").until(d -> card(d, "b-1").findElements(By.cssSelector(".alert"))
                .isEmpty());
    }

    @Test
    @Order(4)
    void theArbiterAdjustsAClockAndTheNewTimeShows() {
        new Select(wait(arbiter).until(d -> d.findElement(By.id("board")))).selectByValue("b-1");
        WebElement form = arbiter.findElement(By.id("adjust"));
        new Select(form.findElement(By.name("side"))).selectByValue("white");
        new Select(form.findElement(By.name("mode"))).selectByValue("set");
        form.findElement(By.name("minutes")).clear();
        form.findElement(By.name("minutes")).sendKeys("42");
        form.findElement(By.name("seconds")).clear();
        form.findElement(By.name("seconds")).sendKeys("0");
        arbiter.findElement(By.id("adjust-send")).click();
        wait(arbiter).until(d -> d.findElements(By.cssSelector("#replies tr.accepted")).size() == 2);
        // The clock runs on from 42:00 while the page catches up: a loaded machine may take seconds, so any time
        // from 40:00 to 42:00 is the adjusted one (before, the 5400+30 game showed about 1:30:00).
        wait(room).until(d -> {
            String t = card(d, "b-1").findElement(By.cssSelector(".clock.white")).getText();
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("(\\d+):(\\d\\d)$").matcher(t);
            if (!m.find()) {
                return false;
            }
            int seconds = Integer.parseInt(m.group(1)) * 60 + Integer.parseInt(m.group(2));
            return seconds >= 40 * 60 && seconds <= 42 * 60;
        });
        screenshot(arbiter, "hub-arbiter.png");
    }

    @Test
    @Order(5)
    void aBoardWhoseConnectionDiesShowsAsLost() throws Exception {
        proxy = new CuttableProxy(broker.port());
        b4 = new MqttTestBoard(URI.create("tcp://127.0.0.1:" + proxy.port()),
                Files.createDirectories(dir.resolve("b4")), "b-4", null);
        assertThat(b4.awaitConnected()).isTrue();
        b4.append(ScenarioEvents.play("press-completes-move"));
        wait(room).until(d -> card(d, "b-4") != null
                && card(d, "b-4").findElement(By.cssSelector(".status")).getText().equals("online"));
        // A second hub (Order 7) rebuilds the room from the retained snapshots: b-4's must be on the broker before its
        // connection dies. They follow its events' PUBACK, so the card showing its move is not enough (under load the
        // cut came first and b-4's game was missing from the second hub's round.pgn).
        awaitRetained("touchmove/v1/boards/b-4/state/pgn", "1. e4 {");
        proxy.cut();
        wait(room).until(d -> alert(d, "b-4", "board-lost") != null);
        assertThat(card(room, "b-4").findElement(By.cssSelector(".status")).getText()).isEqualTo("offline (lost)");
        screenshot(room, "hub-room.png");
        // The room re-renders its cards on every update: a card found and then replaced before the click is found again.
        wait(room).ignoring(StaleElementReferenceException.class).until(d -> {
            card(d, "b-1").click();
            return true;
        });
        wait(room).until(d -> d.findElement(By.cssSelector("[data-detail='b-1'] .moves li")).isDisplayed());
        assertThat(room.findElements(By.cssSelector("[data-detail='b-1'] .moves li"))).hasSize(GAME.size() / 2);
        screenshot(room, "hub-board.png");
        room.findElement(By.id("close")).click();
        // A phone: one board per row, the page as wide as the screen.
        room.manage().window().setSize(new org.openqa.selenium.Dimension(412, 915));
        wait(room).until(d -> card(d, "b-1").getSize().getWidth() > 300
                && card(d, "b-2").getLocation().getY() > card(d, "b-1").getLocation().getY());
        Object scroll = ((org.openqa.selenium.JavascriptExecutor) room).executeScript(
                "return document.documentElement.scrollWidth <= window.innerWidth");
        assertThat(scroll).as("no sideways scrolling on a phone").isEqualTo(true);
        screenshot(room, "hub-phone.png");
        room.manage().window().setSize(new org.openqa.selenium.Dimension(1280, 1100));
    }

    @Test
    @Order(6)
    void theRoundPgnIsTheGamesPlayedAndPgnExtractReadsIt() throws Exception {
        String pgn = get("/round.pgn");
        List<PgnGame> games = PgnReader.parse(pgn, "/round.pgn");
        List<MqttTestBoard> order = List.of(b1, b2, b3, b4); // board 1 first, then boards without number by id
        assertThat(games).hasSize(order.size());
        for (int i = 0; i < order.size(); i++) {
            PgnGame expected = GamePgn.game(order.get(i).view());
            PgnGame got = games.get(i);
            assertThat(got.tags()).containsAllEntriesOf(expected.tags());
            assertThat(got.moves()).isEqualTo(expected.moves());
            assertThat(got.clocks()).isEqualTo(expected.clocks());
            assertThat(got.result()).isEqualTo(expected.result());
            assertThat(got.clocks()).allMatch(c -> c.isPresent());
        }
        PgnGame first = games.get(0);
        assertThat(first.written()).isEqualTo(GAME);
        assertThat(first.tags()).containsEntry("White", "Carlsen, Magnus").containsEntry("Black", "Caruana, Fabiano")
                .containsEntry("Round", "3.1").containsEntry("WhiteFideId", "1503014")
                .containsEntry("BlackFideId", "2020009").containsEntry("Event", "Touchmove Open")
                .containsEntry("Site", "Berlin GER").containsEntry("TimeControl", "5400+30")
                .containsEntry("GameId", b1.view().gameId());
        assertThat(games.get(1).result().pgn()).isEqualTo("1-0");

        Path file = dir.resolve("round.pgn");
        Files.writeString(file, pgn, StandardCharsets.UTF_8);
        PgnExtract.Run san = PgnExtract.run(dir, "-Wsan", file.toString());
        assertThat(san.stderr()).contains(games.size() + " games matched out of " + games.size() + ".")
                .doesNotContainIgnoringCase("error").doesNotContainIgnoringCase("illegal");
        List<PgnGame> again = PgnReader.parse(san.stdout(), "pgn-extract output");
        assertThat(again.stream().map(PgnGame::moves).toList()).isEqualTo(games.stream().map(PgnGame::moves).toList());

        String board = get("/board/b-2.pgn");
        assertThat(PgnReader.parse(board, "b-2").get(0).moves()).isEqualTo(games.get(1).moves());
    }

    /** Waits (60 s at most: a loaded machine) until the broker's retained message on {@code topic} contains {@code text}. */
    private void awaitRetained(String topic, String text) throws Exception {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        String last = null;
        while (System.nanoTime() < end) {
            java.util.concurrent.BlockingQueue<String> got = new java.util.concurrent.LinkedBlockingQueue<>();
            org.eclipse.paho.client.mqttv3.MqttClient probe = new org.eclipse.paho.client.mqttv3.MqttClient(
                    broker.uri().toString(), "retained-probe-" + System.nanoTime(),
                    new org.eclipse.paho.client.mqttv3.persist.MemoryPersistence());
            try {
                probe.connect();
                probe.subscribe(topic, 1, (t, m) -> got.add(new String(m.getPayload(), StandardCharsets.UTF_8)));
                last = got.poll(5, TimeUnit.SECONDS); // a retained message comes with the subscription, or none is kept
                probe.disconnect();
            } finally {
                probe.close();
            }
            if (last != null && last.contains(text)) {
                return;
            }
            Thread.sleep(100);
        }
        fail("the retained message on " + topic + " never contained '" + text + "'; last: " + last);
    }

    @Test
    @Order(7)
    void aSecondHubRebuildsTheRoomFromTheRetainedSnapshots() throws Exception {
        HubSettings s = HubSettings.fromMap(Map.of("hub.mqtt.uri", broker.uri().toString(), "hub.http.port", "0",
                "hub.http.host", "127.0.0.1"), "test");
        try (Hub second = Hub.start(s, Clock.systemUTC())) {
            String expected = get("/round.pgn");
            long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(60); // generous: a loaded machine
            String got = "";
            while (System.nanoTime() < end && !got.equals(expected)) {
                got = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + second.httpPort()
                        + "/round.pgn")).build(), HttpResponse.BodyHandlers.ofString()).body();
                Thread.sleep(100);
            }
            assertThat(got).isEqualTo(expected);
            Room.BoardSnapshot lost = second.room().board("b-4");
            assertThat(lost.status().lost()).isTrue();
        }
    }

    @Test
    @Order(8)
    void theArbiterPagesRefuseWithoutSessionOrCsrf() throws Exception {
        HttpResponse<String> noSession = http.send(HttpRequest.newBuilder(URI.create(base() + "/arbiter/command"))
                .POST(HttpRequest.BodyPublishers.ofString("{\"boardId\":\"b-1\",\"command\":{\"type\":\"pause\"}}"))
                .build(), HttpResponse.BodyHandlers.ofString());
        assertThat(noSession.statusCode()).isEqualTo(403);
        HttpResponse<String> wrong = http.send(HttpRequest.newBuilder(URI.create(base() + "/arbiter/login"))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString("password=guess")).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(wrong.statusCode()).isEqualTo(403);
        assertThat(wrong.headers().firstValue("Set-Cookie")).isEmpty();
        HttpResponse<String> right = http.send(HttpRequest.newBuilder(URI.create(base() + "/arbiter/login"))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString("password=" + PASSWORD)).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(right.statusCode()).isEqualTo(303);
        String cookie = right.headers().firstValue("Set-Cookie").orElseThrow();
        assertThat(cookie.toLowerCase(Locale.ROOT)).contains("httponly").contains("samesite=strict");
        HttpResponse<String> noCsrf = http.send(HttpRequest.newBuilder(URI.create(base() + "/arbiter/command"))
                .header("Cookie", cookie.substring(0, cookie.indexOf(';')))
                .POST(HttpRequest.BodyPublishers.ofString("{\"boardId\":\"b-1\",\"command\":{\"type\":\"pause\"}}"))
                .build(), HttpResponse.BodyHandlers.ofString());
        assertThat(noCsrf.statusCode()).isEqualTo(403);
        assertThat(hub.room().board("b-1").view().clockStatus().wireName()).isEqualTo("running");
    }

    // --- helpers ---

    private String base() {
        return "http://127.0.0.1:" + hub.httpPort();
    }

    private String get(String path) throws IOException, InterruptedException {
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(base() + path)).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(r.statusCode()).as(path).isEqualTo(200);
        return r.body();
    }

    /** Selenium logs through java.util.logging; its CDP version notes are noise here (no CDP is used). */
    private static final java.util.logging.Logger SELENIUM_LOG = java.util.logging.Logger.getLogger("org.openqa.selenium");

    private WebDriver browser(String name) throws IOException {
        SELENIUM_LOG.setLevel(java.util.logging.Level.SEVERE);
        for (String f : List.of("/usr/bin/chromium", "/usr/bin/chromedriver")) {
            if (!Files.isExecutable(Path.of(f))) {
                fail(f + " not found: run scripts/install-test-deps (apt packages chromium, chromium-driver)");
            }
        }
        ChromeOptions o = new ChromeOptions();
        o.setBinary("/usr/bin/chromium");
        o.addArguments("--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--no-first-run", "--window-size=1280,1100",
                "--user-data-dir=" + Files.createDirectories(dir.resolve("chromium-" + name)));
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(new File("/usr/bin/chromedriver")).usingAnyFreePort().build();
        return new ChromeDriver(service, o);
    }

    private static WebDriverWait wait(WebDriver d) {
        WebDriverWait w = new WebDriverWait(d, Duration.ofSeconds(60)); // generous: a loaded machine is slow
        w.ignoring(StaleElementReferenceException.class);
        return w;
    }

    private static WebElement card(WebDriver d, String boardId) {
        List<WebElement> found = d.findElements(By.cssSelector("#room [data-board='" + boardId + "']"));
        return found.isEmpty() ? null : found.get(0);
    }

    private static String cardText(WebDriver d, String boardId) {
        WebElement c = card(d, boardId);
        return c == null ? "" : c.getText();
    }

    private static WebElement alert(WebDriver d, String boardId, String kind) {
        WebElement c = card(d, boardId);
        if (c == null) {
            return null;
        }
        List<WebElement> a = c.findElements(By.cssSelector(".alert[data-kind='" + kind + "']"));
        return a.isEmpty() ? null : a.get(0);
    }

    private static void screenshot(WebDriver d, String name) {
        try {
            Path docs = "docs".equals(System.getProperty("touchmove.screenshots"))
                    ? docsDir() : Files.createDirectories(Path.of("target", "screenshots"));
            File shot = ((TakesScreenshot) d).getScreenshotAs(OutputType.FILE);
            Files.copy(shot.toPath(), docs.resolve(name), StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException("cannot save screenshot " + name, e);
        }
    }

    /** The repository's docs/ (the test runs in firmware-java/). */
    private static Path docsDir() {
        Path here = Path.of("").toAbsolutePath();
        for (Path p = here; p != null; p = p.getParent()) {
            if (Files.isDirectory(p.resolve("docs")) && Files.exists(p.resolve("pom.xml"))
                    && Files.isDirectory(p.resolve("firmware-java"))) {
                return p.resolve("docs");
            }
        }
        throw new IllegalStateException("docs/ not found above " + here);
    }

}
