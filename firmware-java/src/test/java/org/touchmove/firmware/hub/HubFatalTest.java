package org.touchmove.firmware.hub;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Clock;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.eclipse.paho.client.mqttv3.MqttClient;
import org.eclipse.paho.client.mqttv3.MqttConnectOptions;
import org.eclipse.paho.client.mqttv3.persist.MemoryPersistence;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A hub whose heap runs out ends its process (docs/hub.md, "When the heap runs out"): the launcher passes
 * {@code -XX:+ExitOnOutOfMemoryError}, and an {@link OutOfMemoryError} in the hub's MQTT thread (which Paho would
 * otherwise swallow) calls the exit, here injected, with status 3.
 */
class HubFatalTest {

    @TempDir
    Path dir;

    @Test
    void anOutOfMemoryErrorInTheMessageThreadEndsTheHub() throws Exception {
        CompletableFuture<Integer> exited = new CompletableFuture<>();
        try (TestBroker broker = TestBroker.start(dir);
             Hub hub = Hub.start(HubSettings.fromMap(Map.of("hub.mqtt.uri", broker.uri().toString(),
                     "hub.http.port", "0", "hub.http.host", "127.0.0.1"), "test"), Clock.systemUTC(),
                     new FatalErrors(exited::complete))) {
            // Stands in for the allocation that fails once a flood has filled the heap.
            hub.room().addListener(id -> {
                if (id.equals("b-oom")) {
                    throw new OutOfMemoryError("Java heap space (test)");
                }
            });
            MqttClient c = new MqttClient(broker.uri().toString(), "rogue", new MemoryPersistence());
            c.connect(new MqttConnectOptions());
            c.publish("touchmove/v1/boards/b-oom/status", HubRogueTest.status("b-oom", "online")
                    .getBytes(StandardCharsets.UTF_8), 1, false);
            assertThat(exited.get(30, TimeUnit.SECONDS)).isEqualTo(3);
            c.disconnect();
            c.close();
        }
    }

    @Test
    void anErrorNoOneCaughtInAThreadEndsTheHub() throws Exception {
        CompletableFuture<Integer> exited = new CompletableFuture<>();
        Thread t = new Thread(() -> {
            throw new OutOfMemoryError("test");
        }, "hub-test");
        t.setUncaughtExceptionHandler(new FatalErrors(exited::complete).handler());
        t.start();
        assertThat(exited.get(30, TimeUnit.SECONDS)).isEqualTo(3);
    }

    @Test
    void theLauncherPassesExitOnOutOfMemoryErrorToTheHubOnly() throws Exception {
        // The launcher in a copy of the layout it expects, with a jar newer than the sources (no build) and a java
        // on the PATH that prints its arguments.
        Path root = dir.resolve("repo");
        Files.createDirectories(root.resolve("scripts"));
        for (String d : new String[] {"hal", "sim", "firmware-java/target"}) {
            Files.createDirectories(root.resolve(d));
        }
        Files.writeString(root.resolve("pom.xml"), "<project/>\n");
        Path launcher = root.resolve("scripts/touchmove");
        Files.copy(Path.of("..", "scripts", "touchmove"), launcher);
        Files.setPosixFilePermissions(launcher, PosixFilePermissions.fromString("rwxr-xr-x"));
        Path jar = root.resolve("firmware-java/target/touchmove.jar");
        Files.writeString(jar, "");
        jar.toFile().setLastModified(System.currentTimeMillis() + 60_000);
        Path bin = Files.createDirectories(dir.resolve("bin"));
        Path java = bin.resolve("java");
        Files.writeString(java, "#!/bin/sh\necho \"$@\"\n");
        Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
        assertThat(run(launcher, bin, "hub", "--http", "0")).startsWith("-XX:+ExitOnOutOfMemoryError -jar ")
                .endsWith("touchmove.jar hub --http 0");
        assertThat(run(launcher, bin, "sim")).doesNotContain("ExitOnOutOfMemoryError");
    }

    private static String run(Path launcher, Path bin, String... args) throws Exception {
        String[] cmd = new String[args.length + 1];
        cmd[0] = launcher.toString();
        System.arraycopy(args, 0, cmd, 1, args.length);
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true);
        pb.environment().put("PATH", bin + ":" + System.getenv("PATH"));
        pb.environment().remove("TOUCHMOVE_JAVA_OPTS");
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        assertThat(p.waitFor(30, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).as(out).isZero();
        return out;
    }
}
