package org.touchmove.firmware.hub;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A republish request never waits on its send: with the send blocked (a publish waiting for a PUBACK that does not
 * come), the room's thread goes on handing requests in, and what piled up for one board goes out as one request.
 */
@Timeout(120) // a send made on the caller's thread would block this test for good
class RepublishQueueTest {

    @Test
    void aBlockedSendNeitherBlocksTheCallerNorLosesARequest() throws Exception {
        CountDownLatch sendBlocked = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        List<String> sent = new CopyOnWriteArrayList<>();
        try (RepublishQueue q = new RepublishQueue((board, fromSeq) -> {
            sent.add(board + " from " + fromSeq);
            sendBlocked.countDown();
            try {
                release.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        })) {
            q.republish("b-1", 10);
            assertThat(sendBlocked.await(30, TimeUnit.SECONDS)).as("the first send started").isTrue();
            // The send is blocked: these return at once on this (the callback's) thread.
            for (long seq = 40; seq > 20; seq--) {
                q.republish("b-2", seq);
            }
            q.republish("b-3", 7);
            q.republish("b-1", 30);
            assertThat(q.waiting()).as("one request per board waits, merged").isEqualTo(3);
            release.countDown();
            await(() -> sent.size() == 4);
            assertThat(sent).containsExactly("b-1 from 10", "b-2 from 21", "b-3 from 7", "b-1 from 30");
        }
    }

    @Test
    void aFailedSendIsLoggedAndTheNextGoesOut() throws Exception {
        List<String> sent = new CopyOnWriteArrayList<>();
        try (RepublishQueue q = new RepublishQueue((board, fromSeq) -> {
            if (board.equals("b-1")) {
                throw new IllegalStateException("no connection");
            }
            sent.add(board);
        })) {
            q.republish("b-1", 1);
            q.republish("b-2", 1);
            await(() -> sent.contains("b-2"));
        }
    }

    private static void await(BooleanSupplier condition) throws InterruptedException {
        long end = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > end) {
                throw new AssertionError("timed out");
            }
            Thread.sleep(10);
        }
    }
}
