package org.touchmove.firmware.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.touchmove.firmware.event.ClockCause;
import org.touchmove.firmware.event.ClockEvent;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.EventJson;
import org.touchmove.firmware.event.NewGameEvent;
import org.touchmove.firmware.event.ResultEvent;

/**
 * Issue 25: after the demo of {@code touchmove run} the board's time stood still (a new game and a start were accepted,
 * but the events kept the demo's end as their time and no clock ticked). Now the demo board goes on live in real time:
 * an arbiter's commands, sent with mosquitto_pub as docs/mqtt.md shows, start a game whose clock ticks.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class RunDemoGoesOnLiveTest {

    private static final String ROOT = "touchmove/v1/boards/" + DemoRun.BOARD_ID + "/";

    @Test
    void afterTheDemoAnArbitersNewGameAndStartRunTheClockInRealTime(@TempDir Path state) throws Exception {
        BlockingQueue<String> lines = new LinkedBlockingQueue<>();
        PrintStream oldOut = System.out;
        System.setOut(new PrintStream(new LineQueue(lines), true, StandardCharsets.UTF_8));
        try {
            CompletableFuture<Integer> status = CompletableFuture.supplyAsync(() -> Main.run(new String[] {"run",
                    "--pace", "0", "--seconds", "30", "--state-dir", state.toString()}));
            String first = lines.poll(30, TimeUnit.SECONDS);
            assertThat(first).as("the first line").startsWith("mqtt tcp://");
            URI broker = URI.create(first.substring("mqtt ".length()));
            awaitEvent(lines, e -> e.body() instanceof ResultEvent, "the demo's result");

            Instant before = Instant.now();
            command(broker, "{\"id\":\"a-1\",\"issuedAt\":\"" + Instant.now()
                    + "\",\"type\":\"new-game\",\"timeControl\":\"60\"}");
            Event newGame = awaitEvent(lines, e -> e.body() instanceof NewGameEvent, "the new game");
            assertThat(newGame.ts()).as("the present, not the demo's end").isAfterOrEqualTo(before.minusSeconds(1));
            command(broker, "{\"id\":\"a-2\",\"issuedAt\":\"" + Instant.now() + "\",\"type\":\"start\"}");
            Event tick1 = awaitEvent(lines, RunDemoGoesOnLiveTest::tick, "a clock tick");
            Event tick2 = awaitEvent(lines, e -> tick(e) && ((ClockEvent) e.body()).whiteMs()
                    <= ((ClockEvent) tick1.body()).whiteMs() - 1000, "a tick a second later");
            assertThat(tick2.ts()).isAfter(tick1.ts());
            assertThat(status.get(60, TimeUnit.SECONDS)).isZero();
        } finally {
            System.setOut(oldOut);
        }
    }

    private static boolean tick(Event e) {
        return e.body() instanceof ClockEvent c && c.cause() == ClockCause.TICK;
    }

    private static Event awaitEvent(BlockingQueue<String> lines, java.util.function.Predicate<Event> wanted,
                                    String what) throws InterruptedException {
        List<String> seen = new ArrayList<>();
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (System.nanoTime() < end) {
            String line = lines.poll(1, TimeUnit.SECONDS);
            if (line == null || !line.startsWith(ROOT + "events ")) {
                continue;
            }
            seen.add(line);
            Event e = EventJson.read(line.substring((ROOT + "events ").length()));
            if (wanted.test(e)) {
                return e;
            }
        }
        throw new AssertionError("no " + what + " in " + seen);
    }

    /** An arbiter's command with mosquitto_pub, its default client id, as docs/mqtt.md shows. */
    private static void command(URI broker, String json) throws Exception {
        String pub = org.touchmove.firmware.publish.mqtt.MosquittoProcess.find("mosquitto_pub").orElseThrow(
                () -> new AssertionError("mosquitto_pub not found: run scripts/install-test-deps")).toString();
        Process p = new ProcessBuilder(pub, "-h", broker.getHost(), "-p", Integer.toString(broker.getPort()), "-q",
                "1", "-t", ROOT + "cmd", "-m", json).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(30, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).as(out).isZero();
    }
}
