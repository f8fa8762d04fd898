package org.touchmove.firmware.hub;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.support.ui.Select;
import org.touchmove.firmware.controller.LiveSession;
import org.touchmove.firmware.event.NewGameEvent;
import org.touchmove.firmware.publish.mqtt.EmbeddedBroker;
import org.touchmove.firmware.rules.Position;

/**
 * The arbiter's page in headless Chromium asks for Chess960 (FIDE Laws, Guidelines II): the new-game form's
 * "random" makes the board draw a start position (the simulated board's draw is seeded), and the pairings' chess960
 * column makes the hub draw one for the round (seeded here), which the page names.
 */
class HubArbiterChess960PageTest {

    private static final String PASSWORD = "correct-horse-battery";

    @TempDir
    Path dir;

    @Test
    void theArbiterAsksForRandomChess960PerBoardAndForTheRound() throws Exception {
        WebDriver browser = null;
        try (EmbeddedBroker broker = EmbeddedBroker.start(0);
             Hub hub = Hub.start(HubSettings.fromMap(Map.of("hub.mqtt.uri", broker.uri().toString(),
                     "hub.http.port", "0", "hub.http.host", "127.0.0.1", "hub.arbiter.password", PASSWORD,
                     "hub.stateDir", dir.resolve("hub").toString()), "test"), Clock.systemUTC())) {
            hub.setChess960Draw(new Random(30));
            LiveSession live = new LiveSession("b-1", "5400+30");
            try (MqttTestBoard board = new MqttTestBoard(broker.uri(), Files.createDirectories(dir.resolve("b1")),
                    "b-1", live)) {
                assertThat(board.awaitConnected()).isTrue();
                live.setUp(Position.START);
                board.sync();
                String base = "http://127.0.0.1:" + hub.httpPort();
                browser = HeadlessChromium.start(dir, "arbiter960");
                browser.get(base + "/arbiter");
                browser.findElement(By.id("password")).sendKeys(PASSWORD);
                browser.findElement(By.id("login")).click();
                HeadlessChromium.await(browser).until(d -> !d.findElements(By.cssSelector("#board option")).isEmpty());
                new Select(browser.findElement(By.id("board"))).selectByValue("b-1");

                browser.findElement(By.cssSelector("#newgame input[name=chess960]")).sendKeys("random");
                browser.findElement(By.cssSelector("#newgame button[type=submit]")).click();
                String boardsDraw = Position.fromChess960Pos(new Random(960).nextInt(960)).fen();
                HeadlessChromium.await(browser).until(d -> live.events().stream().anyMatch(
                        e -> e.body() instanceof NewGameEvent n && n.chess960() && n.fen().equals(boardsDraw)));

                int roundsDraw = new Random(30).nextInt(960);
                var pairings = browser.findElement(By.id("pairings"));
                pairings.clear();
                pairings.sendKeys("board,boardId,white,black,chess960\n1,b-1,A,B,random\n");
                browser.findElement(By.id("send-pairings")).click();
                HeadlessChromium.await(browser).until(d -> d.findElement(By.id("message")).getText()
                        .equals("sent 1 new games (Chess960 " + roundsDraw + ")"));
                String roundFen = Position.fromChess960Pos(roundsDraw).fen();
                HeadlessChromium.await(browser).until(d -> live.events().stream().anyMatch(
                        e -> e.body() instanceof NewGameEvent n && n.chess960() && n.fen().equals(roundFen)));
            }
        } finally {
            if (browser != null) {
                browser.quit();
            }
        }
    }
}
