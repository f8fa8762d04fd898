package org.touchmove.firmware.publish.mqtt;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** A board's lane on a shared pool: its tasks in order, never two at once, and other lanes not shut out. */
class SerialExecutorTest {

    @Test
    void eachLaneRunsItsTasksInOrderOneAtATimeOnASharedPool() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(3);
        try {
            int lanes = 8;
            int tasks = 2_000;
            List<List<Integer>> seen = new ArrayList<>();
            AtomicInteger overlapping = new AtomicInteger();
            CountDownLatch done = new CountDownLatch(lanes * tasks);
            for (int l = 0; l < lanes; l++) {
                List<Integer> order = new ArrayList<>(); // written only by the lane's tasks: one at a time
                seen.add(order);
                SerialExecutor lane = new SerialExecutor(pool);
                AtomicInteger running = new AtomicInteger();
                for (int t = 0; t < tasks; t++) {
                    int n = t;
                    lane.execute(() -> {
                        if (running.incrementAndGet() != 1) {
                            overlapping.incrementAndGet();
                        }
                        order.add(n);
                        running.decrementAndGet();
                        done.countDown();
                    });
                }
            }
            assertThat(done.await(30, TimeUnit.SECONDS)).isTrue();
            assertThat(overlapping).hasValue(0);
            for (List<Integer> order : seen) {
                assertThat(order).hasSize(tasks).isSorted();
            }
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void aFailingTaskDoesNotStopTheLane() throws Exception {
        ExecutorService pool = Executors.newSingleThreadExecutor();
        try {
            SerialExecutor lane = new SerialExecutor(pool);
            CountDownLatch after = new CountDownLatch(1);
            lane.execute(() -> {
                throw new IllegalStateException("a bug in one task");
            });
            lane.execute(after::countDown);
            assertThat(after.await(10, TimeUnit.SECONDS)).isTrue();
        } finally {
            pool.shutdownNow();
        }
    }
}
