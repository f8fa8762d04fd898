package org.touchmove.firmware.hub;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.touchmove.hal.testing.LogCapture;

/**
 * In virtual time: a board whose heartbeats stop is shown lost after {@code hub.boardLostSeconds}, with the
 * {@code board-lost} alert, although no will came (it died with the broker node); once, and watched again from its
 * next heartbeat. Offline and heartbeat-less statuses are not watched.
 */
class HeartbeatWatchTest {

    private static final Instant T0 = Instant.parse("2026-12-02T05:00:00Z");
    private static final String ONLINE = "{\"v\":1,\"type\":\"status\",\"boardId\":\"b-1\",\"state\":\"online\","
            + "\"reason\":null,\"ts\":\"2026-12-02T04:59:00Z\",\"heartbeatSeconds\":10,\"heartbeat\":\"%s\"}";

    private final MutableClock clock = new MutableClock(T0);
    private final Room room = new Room(clock, (board, fromSeq) -> { });
    private final HeartbeatWatch watch = new HeartbeatWatch(Duration.ofSeconds(30));
    private final List<String> delivered = new ArrayList<>();

    @RegisterExtension
    final LogCapture log = LogCapture.of(HeartbeatWatch.class);

    @Test
    void heartbeatsThatStopMakeTheBoardLostOnceWithTheAlert() {
        beat();
        sweepAfter(Duration.ofSeconds(20));
        beat(); // a heartbeat 20 s in: the 30 s count again from here
        sweepAfter(Duration.ofSeconds(30));
        assertThat(delivered).isEmpty();
        assertThat(room.board("b-1").status().online()).isTrue();

        sweepAfter(Duration.ofSeconds(1));
        assertThat(delivered).containsExactly("b-1");
        assertThat(room.board("b-1").status().lost()).as("shown as the last will would have it").isTrue();
        assertThat(room.board("b-1").status().reason()).isEqualTo("lost");
        sweepAfter(Duration.ofSeconds(60));
        assertThat(delivered).as("once").hasSize(1);

        beat(); // back: online, and watched again
        assertThat(room.board("b-1").status().online()).isTrue();
        sweepAfter(Duration.ofSeconds(31));
        assertThat(delivered).hasSize(2);
    }

    @Test
    void offlineAndHeartbeatLessStatusesAreNotWatched() {
        beat();
        receive("{\"v\":1,\"type\":\"status\",\"boardId\":\"b-1\",\"state\":\"offline\",\"reason\":\"shutdown\","
                + "\"ts\":\"2026-12-02T05:00:01Z\"}");
        sweepAfter(Duration.ofMinutes(5));
        assertThat(delivered).isEmpty();
        assertThat(room.board("b-1").status().reason()).isEqualTo("shutdown");

        receive("{\"v\":1,\"type\":\"status\",\"boardId\":\"b-1\",\"state\":\"online\",\"reason\":null,"
                + "\"ts\":\"2026-12-02T05:05:00Z\"}"); // older firmware: no heartbeatSeconds
        sweepAfter(Duration.ofMinutes(5));
        assertThat(delivered).isEmpty();
    }

    @Test
    void aHeartbeatPeriodTooLongForTheLostTimeoutIsWarnedOncePerBoard() {
        beat(); // 10 s against 30 s: three fit, no word
        assertThat(log.warnings()).isEmpty();
        String slow = ONLINE.replace("\"heartbeatSeconds\":10", "\"heartbeatSeconds\":20");
        receive(String.format(slow, clock.instant()));
        receive(String.format(slow, clock.instant()));
        assertThat(log.warnings()).containsExactly("WARN board b-1: heartbeat every 20 s (mqtt.heartbeatSeconds), but "
                + "hub.boardLostSeconds is 30: set it to at least twice the period, three times is the default "
                + "(docs/hub.md)");
    }

    /**
     * Issue 23: the sweep found the board's last heartbeat too old, and the board's next heartbeat (a reconnect after
     * an outage) arrives while the sweep is about to deliver "lost". The heartbeat's online status must not be
     * overwritten by the older verdict: the board would show lost, with its alert, although alive, until its next
     * heartbeat. Made every time: the sweep's delivery lets the heartbeat run on another thread (as the hub's MQTT
     * thread does, status then room) and goes on only once that thread is done or waits for the watch.
     */
    @Test
    void aHeartbeatArrivingWhileTheSweepDeliversLostLeavesTheBoardOnline() throws Exception {
        beat();
        clock.advance(Duration.ofSeconds(31));
        String fresh = String.format(ONLINE, clock.instant());
        Thread[] heartbeat = new Thread[1];
        watch.sweep(clock.instant(), (board, lost) -> {
            heartbeat[0] = new Thread(() -> receive(fresh), "mqtt-heartbeat");
            heartbeat[0].start();
            awaitDoneOrWaitingFor(heartbeat[0], watch);
            delivered.add(board);
            room.receive(new HubTopic(board, HubTopic.Kind.STATUS), lost);
        });
        heartbeat[0].join(60_000);
        assertThat(heartbeat[0].isAlive()).isFalse();
        assertThat(delivered).containsExactly("b-1");
        assertThat(room.board("b-1").status().online()).as("the heartbeat came last: online").isTrue();
        sweepAfter(Duration.ofSeconds(20));
        assertThat(delivered).as("watched from the fresh heartbeat on").hasSize(1);
    }

    /**
     * Issue 23: the boards of one sweep are taken off the watch before they are delivered. One delivery that throws
     * must neither lose the others (never shown lost, and no longer watched) nor escape the sweep, which would end the
     * sweeper's periodic task for good.
     */
    @Test
    void aDeliveryThatThrowsLosesNeitherTheOtherBoardsNorTheSweeper() {
        watch.status("b-1", String.format(ONLINE, clock.instant()), clock.instant());
        watch.status("b-2", String.format(ONLINE, clock.instant()).replace("b-1", "b-2"), clock.instant());
        clock.advance(Duration.ofSeconds(31));
        List<String> tried = new ArrayList<>();
        org.assertj.core.api.Assertions.assertThatCode(() -> watch.sweep(clock.instant(), (board, lost) -> {
            tried.add(board);
            if (tried.size() == 1) {
                throw new IllegalStateException("the room failed on " + board);
            }
        })).doesNotThrowAnyException();
        assertThat(tried).containsExactlyInAnyOrder("b-1", "b-2");
    }

    /** Until {@code t} has ended or is blocked entering {@code monitor} (60 s at most). */
    private static void awaitDoneOrWaitingFor(Thread t, Object monitor) {
        java.lang.management.ThreadMXBean mx = java.lang.management.ManagementFactory.getThreadMXBean();
        long end = System.nanoTime() + Duration.ofSeconds(60).toNanos();
        while (System.nanoTime() < end) {
            if (t.getState() == Thread.State.TERMINATED) {
                return;
            }
            java.lang.management.ThreadInfo info = mx.getThreadInfo(t.getId());
            if (info != null && info.getThreadState() == Thread.State.BLOCKED && info.getLockInfo() != null
                    && info.getLockInfo().getIdentityHashCode() == System.identityHashCode(monitor)) {
                return;
            }
            Thread.onSpinWait();
        }
        throw new AssertionError(t.getName() + " neither ended nor waited for the watch within 60 s");
    }

    private void beat() {
        receive(String.format(ONLINE, clock.instant()));
    }

    private void receive(String payload) {
        watch.status("b-1", payload, clock.instant());
        room.receive(new HubTopic("b-1", HubTopic.Kind.STATUS), payload);
    }

    private void sweepAfter(Duration d) {
        clock.advance(d);
        watch.sweep(clock.instant(), (board, lost) -> {
            delivered.add(board);
            room.receive(new HubTopic(board, HubTopic.Kind.STATUS), lost);
        });
    }
}
