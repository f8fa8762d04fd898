package org.touchmove.firmware.hub;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.touchmove.firmware.controller.LiveSession;
import org.touchmove.firmware.controller.ScenarioEvents;
import org.touchmove.firmware.event.AcknowledgedEvent;
import org.touchmove.firmware.event.ClockCause;
import org.touchmove.firmware.journal.StoredEvent;
import org.touchmove.firmware.event.ClockEvent;
import org.eclipse.paho.client.mqttv3.MqttClient;
import org.eclipse.paho.client.mqttv3.persist.MemoryPersistence;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.EventJson;
import org.touchmove.firmware.event.IrregularityEvent;
import org.touchmove.firmware.event.PositionEvent;
import org.touchmove.firmware.pgn.PgnGame;
import org.touchmove.firmware.pgn.PgnReader;
import org.touchmove.firmware.publish.mqtt.CuttableProxy;
import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.rules.Position;
import org.touchmove.firmware.rules.Square;
import org.touchmove.firmware.rules.notation.San;
import org.touchmove.firmware.view.GamePgn;
import org.touchmove.firmware.view.Phase;

/**
 * The arbiter's desk end to end (docs/hub.md, "The arbiter's desk"): a real Mosquitto, boards publishing through the
 * real MQTT publisher (b-1 a live simulated controller that takes commands), the hub, and two arbiters' headless
 * Chromiums. The hub's clock is the wall clock plus a shift the test moves (commands stay fresh for the boards, and
 * an offline spell of minutes passes at once). Screenshots at 390 px go to target/screenshots/ (with
 * {@code -Dtouchmove.screenshots=docs} to docs/: hub-desk-phone.png, hub-desk-board-phone.png).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class DeskBrowserTest {

    private static final String PASSWORD = "correct-horse-battery";

    @TempDir
    static Path dir;

    private final ShiftedClock clock = new ShiftedClock();
    private final HttpClient http = HttpClient.newHttpClient();
    private TestBroker broker;
    private Hub hub;
    private WebDriver anna;
    private WebDriver ben;
    private LiveSession live;
    private MqttTestBoard b1;
    private MqttTestBoard b2;
    private MqttTestBoard b3;
    private MqttTestBoard b4;
    private MqttTestBoard b5;
    private CuttableProxy proxy;
    private Hub second;
    private Hub restarted;

    /** The wall clock shifted by what the test adds: virtual minutes on top of real time. */
    static final class ShiftedClock extends Clock {
        private volatile Duration shift = Duration.ZERO;

        void advance(Duration d) {
            shift = shift.plus(d);
        }

        @Override
        public ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return Instant.now().plus(shift);
        }
    }

    @BeforeAll
    void start() throws Exception {
        broker = TestBroker.start(Files.createDirectories(dir.resolve("broker")));
        HubSettings s = HubSettings.fromMap(Map.of("hub.mqtt.uri", broker.uri().toString(), "hub.http.port", "0",
                "hub.http.host", "127.0.0.1", "hub.arbiter.password", PASSWORD,
                "hub.stateDir", dir.resolve("hub").toString(), "hub.desk.offlineRealertSeconds", "120"), "test");
        hub = Hub.start(s, clock);
        live = new LiveSession("b-1", "5400+30");
        b1 = new MqttTestBoard(broker.uri(), Files.createDirectories(dir.resolve("b1")), "b-1", live);
        assertThat(b1.awaitConnected()).isTrue();
        live.setUp(Position.START);
        live.startClock();
        b1.sync();
        b2 = new MqttTestBoard(broker.uri(), Files.createDirectories(dir.resolve("b2")), "b-2", null);
        b2.append(ScenarioEvents.play("flag-fall"));
        b3 = new MqttTestBoard(broker.uri(), Files.createDirectories(dir.resolve("b3")), "b-3", null);
        b3.append(ScenarioEvents.play("press-completes-move"));
        anna = HeadlessChromium.start(dir, "anna");
        ben = HeadlessChromium.start(dir, "ben");
        anna.manage().window().setSize(new Dimension(390, 844));
        login(anna, "Anna Rossi");
        login(ben, "Ben Okafor");
    }

    @AfterAll
    void stop() throws Exception {
        for (AutoCloseable c : new AutoCloseable[] {anna == null ? null : anna::quit, ben == null ? null : ben::quit,
                b1, b2, b3, b4, b5, proxy, second, restarted, hub, broker}) {
            if (c != null) {
                c.close();
            }
        }
    }

    @Test
    @Order(1)
    void anIllegalMoveAppearsOnTheDeskWithItsArticleAndItsBoardFirst() {
        Position p = Position.START;
        Move e4 = San.parse(p, "e4");
        live.play(p, e4);
        b1.sync();
        p = p.play(e4);
        // Black's queen d8-d5 through his own pawn, and the clock pressed: Art. 7.5.1.
        live.play(p, Move.of(Square.parse("d8"), Square.parse("d5")));
        b1.sync();
        assertThat(b1.view().phase()).isEqualTo(Phase.IRREGULARITY_PENDING);
        WebElement alert = HeadlessChromium.await(anna).until(d -> first(d,
                "#alerts li[data-board='b-1'][data-kind='illegal-move']"));
        assertThat(alert.getText()).contains("Art. 7.5.1").contains("missing: d8").contains("extra: d5");
        HeadlessChromium.await(anna).until(d -> "b-1".equals(d.findElements(By.cssSelector("#tiles .tile")).get(0)
                .getAttribute("data-board")));
        assertThat(anna.getTitle()).startsWith("(");
        assertThat(text(anna, "#tiles .tile[data-board='b-1'] .question")).contains("illegal-move (Art. 7.5.1)");
    }

    @Test
    @Order(2)
    void theArbiterReinstatesWithThePenaltyInOneClick() {
        assertThat(anna.findElement(By.id("arbiter")).getText()).as("who the session is: named at login")
                .startsWith("Anna Rossi (session ");
        click(anna, "#tiles .tile[data-board='b-1']");
        WebElement button = HeadlessChromium.await(anna).until(d -> first(d,
                "#actions button[data-action='reinstate-penalty']"));
        assertThat(button.getText()).contains("Reinstate after ply 1").contains("+2 min to White");
        // Only what fits an illegal move: no start, no resume, no takeback, no signature.
        List<String> offered = anna.findElements(By.cssSelector("#actions button")).stream()
                .map(b -> b.getAttribute("data-action")).toList();
        assertThat(offered).doesNotContain("start", "resume", "accept-takeback", "sign", "flag-win");
        assertThat(anna.findElements(By.cssSelector("#open-seen .sq.diff")).stream()
                .map(s -> s.getAttribute("data-square")).toList()).containsExactlyInAnyOrder("d8", "d5");
        Object fits = ((JavascriptExecutor) anna).executeScript(
                "const o = document.getElementById('open'); return o.scrollWidth <= o.clientWidth");
        assertThat(fits).as("the opened board needs no sideways scrolling at 390 px").isEqualTo(true);
        screenshot(anna, "hub-desk-board-phone.png");
        button.click();
        WebElement row = HeadlessChromium.await(anna).until(d -> first(d, "#replies tr.accepted[data-command='reinstate']"));
        assertThat(row.getText()).contains("Anna Rossi");
        assertThat(hub.room().board("b-1").view().phase()).isNotEqualTo(Phase.IRREGULARITY_PENDING);
        // The board's journal: the illegal move, its penalty (+2 min to White, Art. 7.5.5) and the reinstated position.
        List<Event> events = b1.published();
        int irregular = indexOf(events, e -> e.body() instanceof IrregularityEvent);
        assertThat(events.subList(irregular, events.size())).anyMatch(e -> e.body() instanceof ClockEvent c
                && c.cause() == ClockCause.PENALTY && c.whiteMs() > c.blackMs())
                .anyMatch(e -> e.body() instanceof PositionEvent pe && pe.ply() == 1);
        // The round's PGN carries the ruling after the move it concerns, and still reads as the same game.
        String pgn = HeadlessChromium.await(anna).until(d -> {
            String text = get("/round.pgn");
            return text.contains("[%arbiter]") ? text : null;
        });
        assertThat(pgn).contains("1. e4 { [%clk ").contains("{[%arbiter] illegal move by Black: position reinstated, "
                + "+2 min to White (given by the board), Art. 7.5.5; by Anna Rossi}");
        PgnGame game = PgnReader.parse(pgn, "/round.pgn").stream()
                .filter(g -> b1.view().gameId().equals(g.tags().get("GameId"))).findFirst().orElseThrow();
        assertThat(game.moves()).isEqualTo(GamePgn.game(b1.view()).moves());
        anna.findElement(By.id("close")).click();
    }

    @Test
    @Order(3)
    void aSecondArbiterSeesTheFirstOnesAcknowledgement_throughTheBoardsJournal() {
        ben.get(base() + "/arbiter/desk");
        HeadlessChromium.await(ben).until(d -> first(d, "#alerts li[data-kind='illegal-move']") != null);
        String id = HeadlessChromium.await(anna).until(d -> alertId(d,
                "#alerts li[data-board='b-1'][data-kind='illegal-move']"));
        click(anna, "#alerts li[data-alert-id='" + id + "'] button.ack");
        ben.findElement(By.id("show-handled")).click();
        WebElement seen = HeadlessChromium.await(ben).until(d -> first(d,
                "#alerts li.handled[data-alert-id='" + id + "']"));
        assertThat(seen.getText()).contains("handled by Anna Rossi (session ");
        assertThat(seen.findElements(By.cssSelector("button.ack"))).isEmpty();
        // The board journalled it (who, which alert; its ts is when), and answered the command.
        List<StoredEvent> acks = b1.readAfter(0, 100_000).stream().filter(e -> e.type().equals("acknowledged"))
                .toList();
        assertThat(acks).singleElement().satisfies(e -> {
            AcknowledgedEvent a = (AcknowledgedEvent) EventJson.read(e.json()).body();
            assertThat(a.alert()).startsWith("b-1/irregularity/");
            assertThat(a.kind()).isEqualTo("illegal-move");
            assertThat(a.arbiter()).startsWith("Anna Rossi (session ").isEqualTo(seen.getText()
                    .replaceFirst("(?s).*handled by (.*\\)) at .*", "$1"));
        });
    }

    @Test
    @Order(4)
    void aFlagWithTheArticle69QuestionOpenIsDecidedFromTheDesk() throws Exception {
        // Knight v rook, no mate search: the board cannot tell whether Black can still mate and leaves it open.
        LiveSession flagging = new LiveSession("b-5", "5");
        b5 = new MqttTestBoard(broker.uri(), Files.createDirectories(dir.resolve("b5")), "b-5", flagging);
        assertThat(b5.awaitConnected()).isTrue();
        flagging.setUp(Position.fromFen("4k3/8/8/2n5/8/8/8/R3K3 w - - 0 1"));
        flagging.withoutMateSearch();
        flagging.startClock();
        flagging.advance(7000);
        b5.sync();
        assertThat(b5.view().result()).isNull();
        HeadlessChromium.await(anna).until(d -> first(d, "#tiles .tile[data-board='b-5'] .question") != null);
        click(anna, "#tiles .tile[data-board='b-5']");
        HeadlessChromium.await(anna).until(d -> d.findElements(By.cssSelector("#actions button")).size() == 2);
        assertThat(anna.findElements(By.cssSelector("#actions button")).stream()
                .map(b -> b.getAttribute("data-action")).toList()).containsExactly("flag-win", "flag-draw");
        click(anna, "#actions button[data-action='flag-win']");
        HeadlessChromium.await(anna).until(d -> first(d, "#replies tr.accepted[data-command='declare-result']"));
        HeadlessChromium.await(anna).until(d -> "0-1".equals(b5.view().result() == null ? null
                : b5.view().result().pgn()));
        String pgn = HeadlessChromium.await(anna).until(d -> {
            String text = get("/round.pgn");
            return text.contains("flag of White") ? text : null;
        });
        assertThat(pgn).contains("{[%arbiter] flag of White: Black can checkmate, 0-1, Art. 6.9; by Anna Rossi}");
        anna.findElement(By.id("close")).click();
    }

    @Test
    @Order(5)
    void anAcknowledgementOutlivesTheHub_andASecondHubHearsIt() throws Exception {
        // A second hub (its own state) listening when the arbiter acknowledges; a restarted one comes after.
        second = Hub.start(HubSettings.fromMap(Map.of("hub.mqtt.uri", broker.uri().toString(), "hub.http.port", "0",
                "hub.http.host", "127.0.0.1", "hub.arbiter.password", PASSWORD,
                "hub.stateDir", dir.resolve("hub-second").toString()), "test"), clock);
        ArbiterClient other = new ArbiterClient(second.httpPort());
        String otherSession = other.session(PASSWORD);
        HeadlessChromium.await(anna).until(d -> deskJson(other, otherSession)
                .contains("\"key\":\"b-5/flag/"));
        String flagId = HeadlessChromium.await(anna).until(d -> alertId(d,
                "#alerts li[data-board='b-5'][data-kind='flag']"));
        click(anna, "#alerts li[data-alert-id='" + flagId + "'] button.ack");
        HeadlessChromium.await(anna).until(d -> b5.readAfter(0, 100_000).stream()
                .anyMatch(e -> e.type().equals("acknowledged")));
        HeadlessChromium.await(anna).until(d -> handledBy(deskJson(other, otherSession),
                "b-5/flag/") != null);
        assertThat(handledBy(deskJson(other, otherSession), "b-5/flag/"))
                .startsWith("Anna Rossi (session ");
        // The hub's state keeps it: a hub started again on the same state directory shows it handled at once. Waited
        // for: this hub writes it when the board's event reaches it, which may be after the second hub had it.
        String kept = HeadlessChromium.await(anna).until(d -> {
            try {
                Path file = dir.resolve("hub").resolve(DeskAcks.FILE);
                String text = Files.exists(file) ? Files.readString(file) : "";
                return text.contains("\"key\":\"b-5/flag/") ? text : null;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
        assertThat(kept).contains("\"via\":\"board\"");
        restarted = Hub.start(HubSettings.fromMap(Map.of("hub.mqtt.uri", broker.uri().toString(), "hub.http.port",
                "0", "hub.http.host", "127.0.0.1", "hub.arbiter.password", PASSWORD,
                "hub.stateDir", dir.resolve("hub").toString()), "test"), clock);
        ArbiterClient again = new ArbiterClient(restarted.httpPort());
        String againSession = again.session(PASSWORD);
        String json = HeadlessChromium.await(anna).until(d -> {
            String j = deskJson(again, againSession);
            return j.contains("\"key\":\"b-5/flag/") ? j : null;
        });
        assertThat(handledBy(json, "b-5/flag/")).startsWith("Anna Rossi (session ");
        second.close();
        second = null;
        restarted.close();
        restarted = null;
    }

    private static String deskJson(ArbiterClient c, String session) {
        try {
            return c.get("/arbiter/desk.json", session).body();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** The ackedBy of the alert whose key starts so in a desk.json, or null. */
    private static String handledBy(String deskJson, String keyPrefix) {
        try {
            for (com.fasterxml.jackson.databind.JsonNode a : new com.fasterxml.jackson.databind.ObjectMapper()
                    .readTree(deskJson).path("alerts")) {
                if (a.path("key").asText().startsWith(keyPrefix) && a.hasNonNull("ackedBy")) {
                    return a.get("ackedBy").asText();
                }
            }
            return null;
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    @Order(6)
    void aChess960GameIsStartedFromTheDesk_onlyWhereNoGameIsOn() {
        anna.get(base() + "/arbiter/desk");
        HeadlessChromium.await(anna).until(d -> first(d, "#tiles .tile[data-board='b-1']") != null);
        click(anna, "#tiles .tile[data-board='b-1']");
        HeadlessChromium.await(anna).until(d -> first(d, "#actions button") != null);
        assertThat(anna.findElement(By.id("newgame")).isDisplayed()).as("b-1's game is on: no new game").isFalse();
        anna.findElement(By.id("close")).click();
        click(anna, "#tiles .tile[data-board='b-5']");
        WebElement form = HeadlessChromium.await(anna).until(d -> d.findElement(By.id("newgame")).isDisplayed()
                && "b-5".equals(d.findElement(By.id("newgame")).getAttribute("data-board"))
                ? d.findElement(By.id("newgame")) : null);
        assertThat(anna.findElement(By.id("ng-960")).isDisplayed()).as("no number box for standard chess").isFalse();
        new org.openqa.selenium.support.ui.Select(anna.findElement(By.id("ng-variant"))).selectByValue("number");
        WebElement number = anna.findElement(By.id("ng-960"));
        assertThat(number.isDisplayed()).isTrue();
        number.sendKeys("0");
        anna.findElement(By.id("ng-tc")).clear();
        anna.findElement(By.id("ng-tc")).sendKeys("900+10");
        Object small = ((JavascriptExecutor) anna).executeScript("return [...document.querySelectorAll("
                + "'#newgame input, #newgame select, #newgame button')].filter(e => e.offsetParent"
                + " && e.getBoundingClientRect().height < 44).map(e => e.id).join(',')");
        assertThat(small).as("touch targets under 44 px in the new-game form").isEqualTo("");
        screenshot(anna, "hub-desk-newgame-phone.png");
        form.findElement(By.id("ng-send")).click();
        WebElement row = HeadlessChromium.await(anna).until(d -> first(d, "#replies tr.accepted[data-command='new-game']"));
        assertThat(row.getText()).contains("Chess960 position 0").contains("Anna Rossi");
        HeadlessChromium.await(anna).until(d -> b5.view().chess960());
        assertThat(b5.view().startFen()).isEqualTo("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1");
        assertThat(b5.view().timeControl()).isEqualTo("900+10");
        HeadlessChromium.await(anna).until(d -> hub.room().board("b-5").view().chess960());
        // A game on now: the form is gone, and a position number out of range would have been refused with the field.
        HeadlessChromium.await(anna).until(d -> !d.findElement(By.id("newgame")).isDisplayed());
        anna.findElement(By.id("close")).click();
    }

    @Test
    @Order(7)
    void anOfflineBoardRaisesItsAlertAndRaisesItAgain() throws Exception {
        proxy = new CuttableProxy(broker.port());
        b4 = new MqttTestBoard(URI.create("tcp://127.0.0.1:" + proxy.port()),
                Files.createDirectories(dir.resolve("b4")), "b-4", null);
        assertThat(b4.awaitConnected()).isTrue();
        b4.append(ScenarioEvents.play("press-completes-move"));
        HeadlessChromium.await(anna).until(d -> first(d, "#tiles .tile[data-board='b-4']") != null);
        proxy.cut();
        HeadlessChromium.await(anna).until(d -> first(d, "#alerts li[data-board='b-4'][data-kind='board-lost']"));
        assertThat(anna.findElements(By.cssSelector("#alerts li[data-board='b-4'][data-kind='board-offline']")))
                .isEmpty();
        clock.advance(Duration.ofSeconds(120));
        HeadlessChromium.await(anna).until(d -> d.findElements(By.cssSelector(
                "#alerts li[data-board='b-4'][data-kind='board-offline']")).size() == 1);
        assertThat(anna.findElement(By.tagName("body")).getAttribute("data-new-alerts")).isNotEqualTo("0");
        clock.advance(Duration.ofSeconds(120));
        HeadlessChromium.await(anna).until(d -> d.findElements(By.cssSelector(
                "#alerts li[data-board='b-4'][data-kind='board-offline']")).size() == 2);
        // b-4's own newest alert: the hub's clock moved 4 minutes at once, so the heartbeats of the other boards
        // (real time) look stopped for a moment too and may raise their own board-offline alerts.
        assertThat(text(anna, "#alerts li[data-board='b-4'][data-kind='board-offline']")).contains("alert 2");
        screenshot(anna, "hub-desk-phone.png");
        Object noSideways = ((JavascriptExecutor) anna).executeScript(
                "return document.documentElement.scrollWidth <= window.innerWidth");
        assertThat(noSideways).as("no sideways scrolling at 390 px").isEqualTo(true);
        Object smallTargets = ((JavascriptExecutor) anna).executeScript(
                "return [...document.querySelectorAll('button, a, input')].filter(e => e.offsetParent"
                        + " && e.getBoundingClientRect().height < 44).map(e => e.id || e.textContent).join(',')");
        assertThat(smallTargets).as("touch targets under 44 px").isEqualTo("");
        // An offline board cannot take the acknowledge command: the hub keeps it in its own state alone.
        String lostId = HeadlessChromium.await(anna).until(d -> alertId(d,
                "#alerts li[data-board='b-4'][data-kind='board-lost']"));
        click(anna, "#alerts li[data-alert-id='" + lostId + "'] button.ack");
        ben.get(base() + "/arbiter/desk");
        ben.findElement(By.id("show-handled")).click();
        WebElement handled = HeadlessChromium.await(ben).until(d -> first(d,
                "#alerts li.handled[data-alert-id='" + lostId + "']"));
        assertThat(handled.getText()).contains("handled by Anna Rossi (session ");
        assertThat(Files.readString(dir.resolve("hub").resolve(DeskAcks.FILE))).contains("\"key\":\"b-4/lost/")
                .contains("\"via\":\"hub\"");
    }

    @Test
    @Order(8)
    void pageWeightAndTimeToInteractiveAtThePhoneViewport() throws Exception {
        long bytes = 0;
        for (String path : List.of("/static/desk.js", "/static/desk.css")) {
            bytes += http.send(HttpRequest.newBuilder(URI.create(base() + path)).build(),
                    HttpResponse.BodyHandlers.ofByteArray()).body().length;
        }
        anna.get(base() + "/arbiter/desk");
        HeadlessChromium.await(anna).until(d -> "true".equals(d.findElement(By.tagName("body"))
                .getAttribute("data-rendered")));
        long html = (Long) ((JavascriptExecutor) anna).executeScript(
                "return performance.getEntriesByType('navigation')[0].decodedBodySize");
        String tti = anna.findElement(By.tagName("body")).getAttribute("data-rendered-at");
        Object width = ((JavascriptExecutor) anna).executeScript("return window.innerWidth");
        System.out.println("desk page weight: " + (bytes + html) + " bytes (html " + html + ", js+css " + bytes
                + "); first render with data at " + tti + " ms after navigation start; viewport " + width + " px");
        assertThat(bytes + html).isLessThan(64 * 1024);
        assertThat(HeadlessChromium.console(anna)).as("no Content-Security-Policy refusal, no script error")
                .noneMatch(l -> l.contains("Content Security Policy") || l.contains("Uncaught"));
    }

    @Test
    @Order(9)
    void aRoomOfAHundredBoardsFitsALaptopWithTheAlertsBeside() throws Exception {
        MqttClient pub = new MqttClient(broker.uri().toString(), "desk-test-room", new MemoryPersistence());
        org.eclipse.paho.client.mqttv3.MqttConnectOptions options = new org.eclipse.paho.client.mqttv3.MqttConnectOptions();
        options.setMaxInflight(5000);
        pub.connect(options);
        try {
            List<Event> game = ScenarioEvents.play("press-completes-move");
            for (int b = 6; b <= 100; b++) {
                String id = String.format("r-%03d", b);
                String gameId = java.util.UUID.randomUUID().toString();
                for (Event e : game) {
                    Event own = new Event(id, gameId, e.seq(), e.ts(), e.monoMs(), e.body());
                    pub.publish("touchmove/v1/boards/" + id + "/events",
                            EventJson.write(own).getBytes(java.nio.charset.StandardCharsets.UTF_8), 1, false);
                }
            }
        } finally {
            pub.disconnect();
            pub.close();
        }
        ben.manage().window().setSize(new Dimension(1280, 900));
        ben.get(base() + "/arbiter/desk");
        HeadlessChromium.await(ben).until(d -> d.findElements(By.cssSelector("#tiles .tile")).size() == 100);
        WebElement alerts = ben.findElement(By.id("alerts-box"));
        WebElement tiles = ben.findElement(By.id("tiles"));
        assertThat(alerts.getLocation().getX() + alerts.getSize().getWidth()).as("alerts beside the tiles")
                .isLessThanOrEqualTo(tiles.getLocation().getX());
        // What needs the arbiter first: the boards with an alert nobody took lead the grid.
        // Read in one script: the page redraws a tile whose data changed (a clock each second), and an element
        // looked up before a redraw and read after it is stale.
        @SuppressWarnings("unchecked")
        List<String> ranks = (List<String>) ((JavascriptExecutor) ben).executeScript(
                "return [...document.querySelectorAll('#tiles .tile')].map(t => t.dataset.rank)");
        assertThat(ranks).isSortedAccordingTo(java.util.Comparator.naturalOrder());
        long perScreen = (Long) ((JavascriptExecutor) ben).executeScript("return [...document.querySelectorAll("
                + "'#tiles .tile')].filter(t => t.getBoundingClientRect().bottom <= window.innerHeight).length");
        System.out.println("desk at 1280x900: " + perScreen + " of 100 tiles on the first screen");
        screenshot(ben, "hub-desk-laptop.png");
        assertThat(perScreen).isGreaterThanOrEqualTo(24);
    }

    @Test
    @Order(10)
    void theDeskRefusesWithoutSessionOrCsrfAndSendsNothing() throws Exception {
        for (String path : List.of("/arbiter/desk.json", "/arbiter/desk/board.json?id=b-1")) {
            assertThat(http.send(HttpRequest.newBuilder(URI.create(base() + path)).build(),
                    HttpResponse.BodyHandlers.ofString()).statusCode()).as(path).isEqualTo(403);
        }
        HttpResponse<String> login = http.send(HttpRequest.newBuilder(URI.create(base() + "/arbiter/login"))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString("password=" + PASSWORD)).build(),
                HttpResponse.BodyHandlers.ofString());
        String cookie = login.headers().firstValue("Set-Cookie").orElseThrow();
        cookie = cookie.substring(0, cookie.indexOf(';'));
        int sent = hub.room().replies().size();
        for (String path : List.of("/arbiter/desk/act", "/arbiter/desk/ack")) {
            HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(base() + path))
                    .header("Cookie", cookie).header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString("{\"boardId\":\"b-1\",\"action\":\"pause\","
                            + "\"alertId\":\"a-1\"}")).build(), HttpResponse.BodyHandlers.ofString());
            assertThat(r.statusCode()).as(path + " without the CSRF token").isEqualTo(403);
        }
        HttpResponse<String> page = http.send(HttpRequest.newBuilder(URI.create(base() + "/arbiter/desk.json"))
                .header("Cookie", cookie).build(), HttpResponse.BodyHandlers.ofString());
        assertThat(page.statusCode()).isEqualTo(200);
        assertThat(page.body()).contains("\"boards\":[");
        assertThat(hub.room().replies()).hasSize(sent);
        assertThat(hub.room().board("b-1").view().clockStatus().wireName()).isEqualTo("running");
    }

    // --- helpers ---

    private void login(WebDriver d, String name) {
        d.get(base() + "/arbiter");
        d.findElement(By.id("name")).sendKeys(name);
        d.findElement(By.id("password")).sendKeys(PASSWORD);
        d.findElement(By.id("login")).click();
        HeadlessChromium.await(d).until(x -> !x.findElements(By.id("logout")).isEmpty());
        d.get(base() + "/arbiter/desk");
        HeadlessChromium.await(d).until(x -> "true".equals(x.findElement(By.tagName("body"))
                .getAttribute("data-rendered")));
    }

    private String get(String path) {
        try {
            HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(base() + path)).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(r.statusCode()).as(path).isEqualTo(200);
            return r.body();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private String base() {
        return "http://127.0.0.1:" + hub.httpPort();
    }

    /**
     * Clicks the element now matching {@code css}: found and clicked inside the wait, so a redraw that replaced it
     * between the two WebDriver calls (a tile is rebuilt when its data changes) means one more try, as a person's tap
     * lands on whatever is there (issue 23).
     */
    private static void click(WebDriver d, String css) {
        HeadlessChromium.await(d).until(x -> {
            try {
                x.findElement(By.cssSelector(css)).click();
                return true;
            } catch (org.openqa.selenium.StaleElementReferenceException e) {
                return false; // redrawn between the look-up and the tap: look it up again
            }
        });
    }

    /** The text of the element now matching {@code css}, read inside the wait for the same reason. */
    private static String text(WebDriver d, String css) {
        return HeadlessChromium.await(d).until(x -> x.findElement(By.cssSelector(css)).getText());
    }

    /** The id of the first alert so selected, read in one script (the list is redrawn as alerts change), or null. */
    private static String alertId(WebDriver d, String css) {
        return (String) ((JavascriptExecutor) d).executeScript(
                "const e = document.querySelector(arguments[0]); return e ? e.dataset.alertId : null", css);
    }

    private static WebElement first(WebDriver d, String css) {
        List<WebElement> found = d.findElements(By.cssSelector(css));
        return found.isEmpty() ? null : found.get(0);
    }

    private static int indexOf(List<Event> events, java.util.function.Predicate<Event> p) {
        for (int i = 0; i < events.size(); i++) {
            if (p.test(events.get(i))) {
                return i;
            }
        }
        throw new AssertionError("no such event in " + events);
    }

    private static void screenshot(WebDriver d, String name) {
        try {
            Path out = "docs".equals(System.getProperty("touchmove.screenshots")) ? docsDir()
                    : Files.createDirectories(Path.of("target", "screenshots"));
            File shot = ((TakesScreenshot) d).getScreenshotAs(OutputType.FILE);
            Files.copy(shot.toPath(), out.resolve(name), StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException("cannot save screenshot " + name, e);
        }
    }

    private static Path docsDir() {
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            if (Files.isDirectory(p.resolve("docs")) && Files.isDirectory(p.resolve("firmware-java"))) {
                return p.resolve("docs");
            }
        }
        throw new IllegalStateException("docs/ not found");
    }
}
