package org.touchmove.hal.serial;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.touchmove.hal.ManualTimeSource;
import org.touchmove.hal.geometry.BoardGeometry;

/** The reopen schedule of SerialBoard's reader, in virtual time: its waits are recorded, not slept. */
class SerialBoardReconnectTest {

    @Test
    void missingPort_retriedWithDoublingWaitsUpToTheCap() throws InterruptedException {
        ManualTimeSource time = new ManualTimeSource(0);
        List<Long> waitsMillis = new CopyOnWriteArrayList<>();
        CountDownLatch enough = new CountDownLatch(1);
        SerialSettings settings = new SerialSettings("/nonexistent/touchmove-port", 115_200, Duration.ofSeconds(3),
                Duration.ofMillis(20), Duration.ofMillis(250), Duration.ofMillis(100));
        SerialBoard board = new SerialBoard(settings, BoardGeometry.identity(), time, nanos -> {
            waitsMillis.add(nanos / 1_000_000);
            time.advanceTo(time.nanos() + nanos);
            if (waitsMillis.size() == 10) {
                enough.countDown();
                throw new InterruptedException("test has seen enough"); // ends the reader loop
            }
        });
        try {
            board.start();
            assertThat(enough.await(10, TimeUnit.SECONDS)).as("reader made 10 waits").isTrue();
        } finally {
            board.close();
        }
        // back-off 20, 40, 80, 160, 250, 250 ms; the reader waits in slices of at most 100 ms
        assertThat(waitsMillis).containsExactly(20L, 40L, 80L, 100L, 60L, 100L, 100L, 50L, 100L, 100L);
        assertThat(board.status().state()).isEqualTo(LinkState.DISCONNECTED);
        assertThat(board.status().opens()).isZero();
    }
}
