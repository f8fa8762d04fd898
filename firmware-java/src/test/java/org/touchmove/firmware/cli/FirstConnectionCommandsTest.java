package org.touchmove.firmware.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import org.eclipse.paho.client.mqttv3.MqttClient;
import org.eclipse.paho.client.mqttv3.MqttConnectOptions;
import org.eclipse.paho.client.mqttv3.persist.MemoryPersistence;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.touchmove.firmware.publish.mqtt.EmbeddedBroker;
import org.touchmove.firmware.publish.mqtt.ReservedPort;

/**
 * The first broker connection of every command that takes a broker (docs/brokers.md, "The first connection"), each a
 * real process against a real broker over TCP on an ephemeral port: a broker that starts only once the command has
 * said it is waiting is connected to (behind a dead first entry of the list, so the list is tried in order), and a
 * broker that never comes ends the command with status 1 and one clear line.
 */
@Timeout(value = 180, unit = TimeUnit.SECONDS)
class FirstConnectionCommandsTest {

    /** Generous: the machine running the suite is a loaded 2-core box. */
    private static final Duration WAIT = Duration.ofSeconds(90);

    @TempDir
    Path dir;

    private final List<Process> processes = new ArrayList<>();
    private final List<AutoCloseable> closing = new ArrayList<>();

    @AfterEach
    void stopAll() throws Exception {
        for (Process p : processes) {
            p.destroyForcibly(); // never left running, even when a test fails (a no-op once it ended)
        }
        for (AutoCloseable c : closing) {
            c.close();
        }
    }

    @Test
    void replayWaitsForABrokerThatStartsLateBehindADeadOne() throws Exception {
        int dead = reserve().port();
        ReservedPort late = reserve();
        String list = "tcp://127.0.0.1:" + dead + "," + late.uri();
        Process p = start("replay", "--pgn", ReplayLiveMqttTest.PGN.toAbsolutePath().toString(), "--pace", "0",
                "--mqtt", list, "--mqtt-first-connect", "120", "--state-dir", dir.resolve("state").toString());
        // The reason in brackets is the last failed attempt, or "no attempt finished yet" on a loaded machine where the
        // first took longer than the line's 2 s (so the test waited for ever for a URI there, found under load).
        awaitLog("mqtt board replay-1: broker " + list + " not reachable yet (");
        assertThat(stdout()).as("no game is replayed before a broker has the board").isEmpty();
        assertThat(stderr()).contains("retrying for up to 120 s (mqtt.firstConnectSeconds)");
        EmbeddedBroker broker = broker(late);

        assertThat(p.waitFor(WAIT.toSeconds(), TimeUnit.SECONDS)).as(stderr()).isTrue();
        assertThat(p.exitValue()).as(stderr()).isZero();
        assertThat(stdout().lines().toList()).last().isEqualTo("games=3 ok=3");
        assertThat(stderr()).doesNotContain("not every event reached the broker");
        // What a late subscriber reads: the board said it shut down, and its PGN holds the last game's result.
        Map<String, String> retained = retained(broker, "touchmove/v1/boards/replay-1/status",
                "touchmove/v1/boards/replay-1/state/pgn");
        assertThat(retained.get("touchmove/v1/boards/replay-1/status")).contains("\"offline\"", "\"shutdown\"");
        assertThat(retained.get("touchmove/v1/boards/replay-1/state/pgn")).contains("[Result \\\"");
    }

    @Test
    void replayExitsWithStatus1WhenNoBrokerComes() throws Exception {
        int dead = reserve().port();
        Process p = start("replay", "--pgn", ReplayLiveMqttTest.PGN.toAbsolutePath().toString(), "--pace", "0",
                "--mqtt", "tcp://127.0.0.1:" + dead, "--mqtt-first-connect", "3", "--state-dir",
                dir.resolve("state").toString());
        assertThat(p.waitFor(WAIT.toSeconds(), TimeUnit.SECONDS)).as(stderr()).isTrue();
        assertThat(p.exitValue()).as(stderr()).isEqualTo(1);
        assertThat(stderr()).contains("not reachable yet").contains("touchmove replay: no MQTT broker reachable at "
                + "tcp://127.0.0.1:" + dead + " within 3 s (mqtt.firstConnectSeconds); last attempt: tcp://127.0.0.1:"
                + dead + ": ").doesNotContain("\tat ");
        assertThat(stdout()).as("no game line, no summary: nothing was replayed").isEmpty();
    }

    @Test
    void aBoardPlaysOnAndConnectsToABrokerThatStartsLateWithItsHeartbeatPeriod() throws Exception {
        int dead = reserve().port();
        ReservedPort late = reserve();
        String list = "tcp://127.0.0.1:" + dead + "," + late.uri();
        Path config = boardConfig("b-late", "mqtt.uris = " + list, "mqtt.heartbeatSeconds = 1");
        Process p = start("run", "--config", config.toString());
        awaitLog("mqtt board b-late: broker " + list + " not reachable yet (");
        assertThat(stderr()).as("a board waits for ever unless told").contains("retrying until one answers");
        assertThat(p.isAlive()).as("the board plays on while it waits; %s", stderr()).isTrue();
        EmbeddedBroker broker = broker(late);
        List<String> statuses = new CopyOnWriteArrayList<>();
        MqttClient watcher = subscriber(broker, "watch-b-late");
        watcher.subscribe("touchmove/v1/boards/b-late/status", 1,
                (topic, message) -> statuses.add(new String(message.getPayload(), StandardCharsets.UTF_8)));
        // Two heartbeats of the configured period (1 s): the same ts, two heartbeat times.
        await("two heartbeats, period 1 s: " + statuses, () -> statuses.stream()
                .filter(s -> s.contains("\"online\"") && s.contains("\"heartbeatSeconds\":1,")).map(FirstConnectionCommandsTest::heartbeat)
                .distinct().count() >= 2);
        p.toHandle().destroy(); // SIGTERM, as systemd stops it
        assertThat(p.waitFor(WAIT.toSeconds(), TimeUnit.SECONDS)).as(stderr()).isTrue();
        assertThat(stderr()).doesNotContain("no MQTT broker reachable");
    }

    @Test
    void aBoardExitsWithStatus1WhenNoBrokerComesAndTheOptionsOverItsKeys() throws Exception {
        int dead = reserve().port();
        int other = reserve().port();
        // --mqtt over mqtt.uris, --mqtt-first-connect over mqtt.firstConnectSeconds
        Path config = boardConfig("b-none", "mqtt.uris = tcp://127.0.0.1:" + other, "mqtt.firstConnectSeconds = 600");
        Process p = start("run", "--config", config.toString(), "--mqtt", "tcp://127.0.0.1:" + dead,
                "--mqtt-first-connect", "2");
        assertThat(p.waitFor(WAIT.toSeconds(), TimeUnit.SECONDS)).as(stderr()).isTrue();
        assertThat(p.exitValue()).as(stderr()).isEqualTo(1);
        assertThat(stderr()).contains("touchmove run: board b-none: no MQTT broker reachable at tcp://127.0.0.1:" + dead
                + " within 2 s (mqtt.firstConnectSeconds); last attempt: tcp://127.0.0.1:" + dead + ": ")
                .doesNotContain(":" + other).doesNotContain("\tat ");
    }

    @Test
    void theHubTakesItsWaitFromTheCommandLineAndExitsWithStatus1WhenNoBrokerComes() throws Exception {
        int dead = reserve().port();
        int other = reserve().port();
        Process p = start("hub", "--mqtt", "tcp://127.0.0.1:" + other + ",tcp://127.0.0.1:" + dead,
                "--mqtt-first-connect", "3", "--http", "0");
        assertThat(p.waitFor(WAIT.toSeconds(), TimeUnit.SECONDS)).as(stderr()).isTrue();
        assertThat(p.exitValue()).as(stderr()).isEqualTo(1);
        assertThat(stderr()).contains("hub: no MQTT broker connected yet at tcp://127.0.0.1:" + other
                + ",tcp://127.0.0.1:" + dead).contains("touchmove hub: cannot connect to the MQTT broker "
                + "tcp://127.0.0.1:" + other + ",tcp://127.0.0.1:" + dead + " within 3 s (hub.mqtt.firstConnectSeconds)")
                .doesNotContain("\tat ");
        assertThat(stdout()).as("no http line: nothing served").isEmpty();
    }

    @Test
    void theDemonstrationPlaysIntoBrokersGivenWithMqttOnceOneStarts() throws Exception {
        int dead = reserve().port();
        ReservedPort late = reserve();
        String list = "tcp://127.0.0.1:" + dead + "," + late.uri();
        Process p = start("run", "--pace", "0", "--seconds", "0", "--mqtt", list, "--state-dir",
                dir.resolve("state").toString());
        awaitLog("broker " + list + " not reachable yet (");
        assertThat(stdout().lines().toList()).containsExactly("mqtt " + list);
        broker(late);
        assertThat(p.waitFor(WAIT.toSeconds(), TimeUnit.SECONDS)).as(stderr()).isTrue();
        assertThat(p.exitValue()).as(stderr()).isZero();
        assertThat(stdout().lines().toList()).first().isEqualTo("mqtt " + list);
        assertThat(stdout()).contains("touchmove/v1/boards/demo-1/events ").contains("\"type\":\"result\"");
    }

    // ---- helpers -------------------------------------------------------------------------------------------

    /** A GPIO board on Pi4J's mock pins (no GPIO needed: every square reads empty), its journal under the temp dir. */
    private Path boardConfig(String boardId, String... mqtt) throws IOException {
        List<String> lines = new ArrayList<>(List.of("board.id = " + boardId,
                "state.dir = " + dir.resolve("state").toAbsolutePath(), "hal.provider = gpio", "gpio.platform = mock",
                "gpio.rows = 4, 5, 6, 12, 13, 16, 17, 18", "gpio.columns = 19, 20, 21, 22, 23, 24, 25, 26",
                "gpio.button.white = 27", "gpio.button.black = 7"));
        lines.addAll(List.of(mqtt));
        return Files.write(dir.resolve(boardId + ".properties"), lines);
    }

    /** The command as its own JVM (a real process: its console, its exit status; the tests' logging, WARN and up). */
    private Process start(String... args) throws IOException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-cp", System.getProperty("java.class.path"), Main.class.getName()));
        command.addAll(List.of(args));
        ProcessBuilder b = new ProcessBuilder(command).redirectOutput(dir.resolve("stdout.log").toFile())
                .redirectError(dir.resolve("stderr.log").toFile());
        Process p = b.start();
        processes.add(p);
        return p;
    }

    private String stdout() throws IOException {
        return read(dir.resolve("stdout.log"));
    }

    private String stderr() throws IOException {
        return read(dir.resolve("stderr.log"));
    }

    private static String read(Path file) throws IOException {
        return Files.exists(file) ? Files.readString(file) : "";
    }

    private void awaitLog(String text) throws Exception {
        await(() -> "stderr says '" + text + "' (stderr so far: " + stderrOrWhy() + ")", () -> {
            try {
                return stderr().contains(text);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
    }

    private static void await(String what, BooleanSupplier condition) throws InterruptedException {
        await(() -> what, condition);
    }

    private static void await(Supplier<String> what, BooleanSupplier condition) throws InterruptedException {
        long end = System.nanoTime() + WAIT.toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() - end > 0) {
                throw new AssertionError("waited " + WAIT.toSeconds() + " s for " + what.get());
            }
            Thread.sleep(50);
        }
    }

    private String stderrOrWhy() {
        try {
            return stderr();
        } catch (IOException e) {
            return "unreadable: " + e;
        }
    }

    /**
     * A port held until the test's broker takes it, refusing connections meanwhile (a dead or not yet started broker):
     * a port merely found free could be taken by another program's broker while the command waits.
     */
    private ReservedPort reserve() {
        ReservedPort port = ReservedPort.take();
        closing.add(port);
        return port;
    }

    /** The embedded broker on exactly the reserved port (held from before the command started until now). */
    private EmbeddedBroker broker(ReservedPort reserved) {
        int port = reserved.release();
        EmbeddedBroker broker = EmbeddedBroker.start(port);
        closing.add(0, broker);
        assertThat(broker.uri().getPort()).as("the port picked for the late broker is still free").isEqualTo(port);
        return broker;
    }

    private MqttClient subscriber(EmbeddedBroker broker, String id) throws Exception {
        MqttClient c = new MqttClient(broker.uri().toString(), id, new MemoryPersistence());
        MqttConnectOptions options = new MqttConnectOptions();
        options.setCleanSession(true);
        c.connect(options);
        closing.add(0, () -> {
            c.disconnect();
            c.close();
        });
        return c;
    }

    /** The retained messages of {@code topics}, as a late subscriber reads them. */
    private Map<String, String> retained(EmbeddedBroker broker, String... topics) throws Exception {
        Map<String, String> got = new ConcurrentHashMap<>();
        MqttClient c = subscriber(broker, "late-reader");
        for (String topic : topics) {
            c.subscribe(topic, 1, (t, message) -> got.put(t, new String(message.getPayload(), StandardCharsets.UTF_8)));
        }
        await("retained " + List.of(topics), () -> got.size() == topics.length);
        return got;
    }

    private static String heartbeat(String status) {
        int at = status.indexOf("\"heartbeat\":\"");
        return at < 0 ? "" : status.substring(at, status.indexOf('"', at + 13));
    }
}
