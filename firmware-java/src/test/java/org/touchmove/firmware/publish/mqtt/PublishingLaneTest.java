package org.touchmove.firmware.publish.mqtt;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

/** A board's lane alone: its work one piece at a time, in order, and the turn the committing thread may take. */
class PublishingLaneTest {

    @Test
    void theCommittingThreadTakesTheTurnOnlyWhenNoWorkHoldsIt() throws Exception {
        PublishingLane lane = PublishingLane.own("l-1");
        CountDownLatch holding = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        try {
            lane.execute(() -> {
                holding.countDown();
                await(release);
            });
            assertThat(holding.await(20, TimeUnit.SECONDS)).isTrue();
            List<String> ran = new CopyOnWriteArrayList<>();
            assertThat(lane.runIfFree(() -> ran.add("committing"))).as("work holds the turn").isFalse();
            release.countDown();
            CountDownLatch done = new CountDownLatch(1);
            lane.submit(done::countDown); // after the work that held the turn
            assertThat(done.await(20, TimeUnit.SECONDS)).isTrue();
            // The lane's thread gives the turn back just after the work's last line (done's count down), so the
            // committing thread may find it held a moment longer: it takes it as soon as it is free.
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
            boolean took = lane.runIfFree(() -> ran.add("committing"));
            while (!took && System.nanoTime() < deadline) {
                Thread.sleep(1);
                took = lane.runIfFree(() -> ran.add("committing"));
            }
            assertThat(took).as("the turn is free once no work holds it").isTrue();
            assertThat(ran).containsExactly("committing");
        } finally {
            release.countDown();
            lane.stop();
        }
    }

    @Test
    void workRunsInTheOrderGivenAndLaterWorkAfterItsDelay() throws Exception {
        PublishingLane lane = PublishingLane.own("l-2");
        List<Integer> order = new CopyOnWriteArrayList<>();
        CountDownLatch done = new CountDownLatch(1);
        try {
            for (int i = 1; i <= 5; i++) {
                int n = i;
                lane.submit(() -> order.add(n));
            }
            lane.later(() -> {
                order.add(0);
                done.countDown();
            }, 50);
            assertThat(done.await(20, TimeUnit.SECONDS)).isTrue();
            assertThat(order).containsExactly(1, 2, 3, 4, 5, 0);
        } finally {
            lane.stop();
        }
        // Stopped: work given now is dropped, not run, and nothing throws.
        lane.submit(() -> order.add(99));
        lane.later(() -> order.add(99), 0);
        assertThat(order).doesNotContain(99);
    }

    /**
     * A piece of work that fails unexpectedly is logged with its exception, and the work after it still runs. The own
     * thread's executor kept such a failure in a future nobody reads: a reconnect that failed so was never seen.
     */
    @Test
    void aFailingPieceOfWorkIsLoggedAndTheNextStillRuns() throws Exception {
        Logger logger = (Logger) LoggerFactory.getLogger(PublishingLane.class);
        ListAppender<ILoggingEvent> logged = new ListAppender<>();
        logged.start();
        logger.addAppender(logged);
        PublishingLane lane = PublishingLane.own("l-3");
        CountDownLatch next = new CountDownLatch(1);
        try {
            lane.submit(() -> {
                throw new IllegalStateException("a fault in the work");
            });
            lane.submit(next::countDown);
            assertThat(next.await(20, TimeUnit.SECONDS)).as("the next work ran").isTrue();
            synchronized (logged) { // the appender adds under its own lock (AppenderBase.doAppend)
                assertThat(logged.list).anySatisfy(e -> {
                    assertThat(e.getLevel()).isEqualTo(Level.ERROR);
                    assertThat(e.getFormattedMessage()).contains("mqtt board l-3: publishing work failed");
                    assertThat(e.getThrowableProxy().getMessage()).isEqualTo("a fault in the work");
                });
            }
        } finally {
            logger.detachAppender(logged);
            lane.stop();
        }
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await(20, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
