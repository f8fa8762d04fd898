package org.touchmove.firmware.publish.mqtt;

import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.stream.LongStream;

/** Settings and waiting helpers shared by the publisher's broker tests. */
final class Fixtures {

    private Fixtures() {
    }

    /** Fast settings for tests: keep-alive 1 s, short back-off, several URIs allowed. */
    static MqttSettings settings(Path stateDir, String user, String password, URI... brokers) {
        return new MqttSettings(List.of(brokers), MqttSettings.DEFAULT_TOPIC_ROOT, MqttSettings.DEFAULT_CLIENT_ID,
                user, password, Optional.empty(), Optional.empty(), Optional.empty(), stateDir,
                Duration.ofSeconds(1), Duration.ofSeconds(2), 32, Duration.ofMillis(50), Duration.ofMillis(400),
                Duration.ofSeconds(60));
    }

    static MqttSettings settings(Path stateDir, URI... brokers) {
        return settings(stateDir, "", "", brokers);
    }

    static String root(String boardId) {
        return "touchmove/v1/boards/" + boardId + "/";
    }

    static List<Long> oneTo(long n) {
        return LongStream.rangeClosed(1, n).boxed().toList();
    }

    static void await(String what, Duration timeout, BooleanSupplier condition) throws InterruptedException {
        await(what, timeout, condition, () -> "");
    }

    /** Waits for the condition; on time-out fails with {@code what} and the state {@code detail} describes. */
    static void await(String what, Duration timeout, BooleanSupplier condition,
            java.util.function.Supplier<String> detail) throws InterruptedException {
        long end = System.nanoTime() + timeout.toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > end) {
                throw new AssertionError("timed out waiting for " + what + " " + detail.get());
            }
            Thread.sleep(10);
        }
    }
}
