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

    /**
     * How long a test waits for anything that takes a broker round trip or a process: generous, because CI runs on a
     * 2-core machine that is never quiet (the suite's stress runs are 2-3x slower than a quiet run, and single steps
     * much more). Only an upper bound for a hung test; a green run never waits it out (issue 23).
     */
    static final Duration WAIT = Duration.ofSeconds(60);

    /**
     * Keep-alive of the tests' boards and links: the product's default (10 s). A shorter one makes a loaded machine's
     * pause of a second or two look like a dead network: Paho drops the connection when nothing came in for one
     * keep-alive (plus 100 ms) while its ping is outstanding, the board reconnects and sends its unacknowledged events
     * again, and a test that counts what arrived fails (issue 23). Only a test that stalls the network on purpose
     * needs {@link #STALL_KEEP_ALIVE}.
     */
    private static final Duration KEEP_ALIVE = Duration.ofSeconds(10);
    /** Keep-alive for {@link #settingsNoticingStalls}: a stalled network noticed within about two seconds. */
    private static final Duration STALL_KEEP_ALIVE = Duration.ofSeconds(1);
    /**
     * The product's default for one connection attempt, and for the PUBACK of the offline status a clean close waits
     * for. The 2 s used before let a loaded machine fail a CONNECT to a live broker (BrokerDialerTest counts the
     * failures) or skip the clean DISCONNECT, so that the broker published the will "lost" (issue 23).
     */
    private static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(10);

    /** Settings for tests: keep-alive and connection timeout 10 s, short back-off, several URIs allowed. */
    static MqttSettings settings(Path stateDir, String user, String password, URI... brokers) {
        return settings(stateDir, user, password, KEEP_ALIVE, brokers);
    }

    static MqttSettings settings(Path stateDir, URI... brokers) {
        return settings(stateDir, "", "", brokers);
    }

    /**
     * As {@link #settings(Path, URI...)} with a 1 s keep-alive, for a test that stalls the network and waits for the
     * board to notice; such a test must tolerate a reconnection more (it counts distinct events, not messages).
     */
    static MqttSettings settingsNoticingStalls(Path stateDir, URI... brokers) {
        return settings(stateDir, "", "", STALL_KEEP_ALIVE, brokers);
    }

    private static MqttSettings settings(Path stateDir, String user, String password, Duration keepAlive,
            URI... brokers) {
        return new MqttSettings(List.of(brokers), MqttSettings.DEFAULT_TOPIC_ROOT, MqttSettings.DEFAULT_CLIENT_ID,
                user, password, Optional.empty(), Optional.empty(), Optional.empty(), stateDir,
                keepAlive, CONNECT_TIMEOUT, 32, Duration.ofMillis(50), Duration.ofMillis(400),
                Duration.ofSeconds(60));
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
