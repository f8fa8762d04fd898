package org.touchmove.firmware.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.AbstractExecutorService;
import java.util.concurrent.Callable;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Delayed;
import java.util.concurrent.FutureTask;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.touchmove.firmware.config.Settings;
import org.touchmove.firmware.controller.EventEmitter;
import org.touchmove.firmware.controller.GameController;
import org.touchmove.firmware.controller.WallClock;
import org.touchmove.firmware.event.ClockCause;
import org.touchmove.firmware.event.ClockEvent;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.MoveEvent;
import org.touchmove.hal.ButtonPress;
import org.touchmove.hal.ClockButton;
import org.touchmove.hal.ClockButtons;
import org.touchmove.hal.ClockDisplay;
import org.touchmove.hal.Feed;
import org.touchmove.hal.Hardware;
import org.touchmove.hal.ManualTimeSource;
import org.touchmove.hal.Occupancy;
import org.touchmove.hal.OccupancySensor;
import org.touchmove.hal.OccupancySnapshot;
import org.touchmove.hal.Squares;

/**
 * The real-time driver's wake-ups, in virtual time with a hand-run scheduler (issue 23). The board runs on the
 * scheduler's thread (a direct executor): a wake-up's input is processed, and the driver re-arms, while that wake-up is
 * still running, before its future is done. On a loaded machine that is what happens when the scheduler thread is
 * preempted right after handing the time input to the board's thread; here it happens every time.
 */
class RealTimeDriverTest {

    private static final long SECOND = 1_000_000_000L;
    private static final long T0 = 1_000 * SECOND;

    private final ManualTimeSource time = new ManualTimeSource(T0);
    private final HandRunScheduler scheduler = new HandRunScheduler(time);
    private final Feed<OccupancySnapshot> occupancy = Feed.ofReadings("test occupancy");
    private final Feed<ButtonPress> presses = Feed.ofEvents("test presses");
    private final List<Event> events = new CopyOnWriteArrayList<>();
    private RealTimeDriver driver;

    @BeforeEach
    void startBoard() {
        Settings settings = Settings.fromMap(Map.of("board.id", "rt-1", "game.timeControl", "300+3"));
        Hardware hardware = new FeedHardware(occupancy, presses);
        BoardRuntime runtime = new BoardRuntime(settings.boardId(), (sequence, sink) -> GameController.builder(settings,
                new EventEmitter(settings.boardId(), sequence, new WallClock(Instant.EPOCH, T0), sink),
                hardware.display()).build(), EventStore.inMemory(), Runnable::run, Runnable::run, true);
        runtime.subscribe(events::add, Integer.MAX_VALUE, false);
        driver = RealTimeDriver.start(runtime, hardware, time, scheduler);
    }

    @AfterEach
    void stop() {
        driver.close();
    }

    @Test
    void aPressMadeWhileAnEarlierWakeUpIsDue_isJudgedAfterThatWakeUp() {
        occupancy.publish(OccupancySnapshot.of(Occupancy.START, T0));
        Occupancy afterLift = Occupancy.START.without(Squares.parse("e2"));
        runUntil(T0 + SECOND);
        occupancy.publish(OccupancySnapshot.of(afterLift, T0 + SECOND));
        runUntil(T0 + 3 * SECOND / 2);
        occupancy.publish(OccupancySnapshot.of(afterLift.with(Squares.parse("e4")), T0 + 3 * SECOND / 2));
        runUntil(T0 + 2 * SECOND);
        presses.publish(new ButtonPress(ClockButton.BLACK, T0 + 2 * SECOND));  // starts White's clock
        assertThat(types()).contains("clock");
        assertThat(scheduler.nextDue()).as("the started clock's display wakes the board at once")
                .isLessThan(T0 + 2 * SECOND + 300_000_000L);

        // The scheduler is late (a loaded machine): White presses before the display's wake-up has run. That
        // wake-up is earlier than the press's judgement, so the driver keeps it; once it has run, the judgement
        // must still be armed.
        time.advanceTo(T0 + 2 * SECOND + 50_000_000L);
        presses.publish(new ButtonPress(ClockButton.WHITE, time.nanos()));
        runUntil(T0 + 5 * SECOND);

        assertThat(types()).as("events: %s", events).contains("move");
        MoveEvent move = (MoveEvent) events.stream().filter(e -> e.type().equals("move")).findFirst().orElseThrow()
                .body();
        assertThat(move.uci()).isEqualTo("e2e4");
    }

    @Test
    void aRunningClockTicksEverySecond_withNoOtherInput() {
        occupancy.publish(OccupancySnapshot.of(Occupancy.START, T0));
        presses.publish(new ButtonPress(ClockButton.BLACK, T0));  // starts White's clock
        runUntil(T0 + 10 * SECOND + 1);

        long ticks = events.stream().filter(e -> e.body() instanceof ClockEvent c && c.cause() == ClockCause.TICK)
                .count();
        assertThat(ticks).as("a tick event each second of White's running clock; events: %s", events)
                .isGreaterThanOrEqualTo(9);
    }

    /**
     * After close, the hardware's inputs no longer reach the board: the owner's flush after it is the board's last
     * step (touchmove run: the driver closes, the board flushes, the journal closes; the hardware closes after the
     * flush). Before, a press arriving then was stepped after the flush, its events appended to a journal being closed.
     */
    @Test
    void afterCloseNoInputReachesTheBoard() {
        occupancy.publish(OccupancySnapshot.of(Occupancy.START, T0));
        runUntil(T0 + SECOND);
        int before = events.size();
        driver.close();

        presses.publish(new ButtonPress(ClockButton.BLACK, T0 + SECOND)); // would start White's clock
        occupancy.publish(OccupancySnapshot.of(Occupancy.START.without(Squares.parse("e2")), T0 + SECOND));
        runUntil(T0 + 5 * SECOND);

        assertThat(events).as("events after close: %s", events.subList(before, events.size())).hasSize(before);
        assertThat(scheduler.nextDue()).as("no wake-up armed after close").isEqualTo(Long.MAX_VALUE);
    }

    private List<String> types() {
        return events.stream().map(Event::type).toList();
    }

    /** Runs every wake-up due by {@code until} at its due time, in order, then sets the time to {@code until}. */
    private void runUntil(long until) {
        while (scheduler.nextDue() <= until) {
            scheduler.runNext();
        }
        time.advanceTo(until);
    }

    /**
     * A scheduler the test runs by hand, on its own thread. Like a {@link java.util.concurrent.ScheduledThreadPoolExecutor}
     * a task's future is done only once the task has returned; a cancelled task does not run.
     */
    private static final class HandRunScheduler extends AbstractExecutorService implements ScheduledExecutorService {

        private final ManualTimeSource time;
        private final List<Task<?>> tasks = new ArrayList<>();
        private long order;

        HandRunScheduler(ManualTimeSource time) {
            this.time = time;
        }

        synchronized long nextDue() {
            tasks.removeIf(FutureTask::isCancelled);
            return tasks.stream().mapToLong(t -> t.due).min().orElse(Long.MAX_VALUE);
        }

        /** Sets the time to the earliest task's due time (never back) and runs it. */
        void runNext() {
            Task<?> next;
            synchronized (this) {
                tasks.removeIf(FutureTask::isCancelled);
                next = tasks.stream().min(Comparator.<Task<?>>comparingLong(t -> t.due).thenComparingLong(t -> t.order))
                        .orElseThrow();
                tasks.remove(next);
            }
            time.advanceTo(Math.max(time.nanos(), next.due));
            next.run();
        }

        @Override
        public synchronized ScheduledFuture<?> schedule(Runnable command, long delay, TimeUnit unit) {
            Task<Void> task = new Task<>(() -> {
                command.run();
                return null;
            }, time.nanos() + unit.toNanos(delay), order++);
            tasks.add(task);
            return task;
        }

        @Override
        public <V> ScheduledFuture<V> schedule(Callable<V> callable, long delay, TimeUnit unit) {
            throw new UnsupportedOperationException();
        }

        @Override
        public ScheduledFuture<?> scheduleAtFixedRate(Runnable command, long initialDelay, long period, TimeUnit unit) {
            throw new UnsupportedOperationException();
        }

        @Override
        public ScheduledFuture<?> scheduleWithFixedDelay(Runnable command, long initialDelay, long delay,
                                                         TimeUnit unit) {
            throw new UnsupportedOperationException();
        }

        @Override
        public void execute(Runnable command) {
            throw new UnsupportedOperationException();
        }

        @Override
        public void shutdown() {
        }

        @Override
        public List<Runnable> shutdownNow() {
            return List.of();
        }

        @Override
        public boolean isShutdown() {
            return false;
        }

        @Override
        public boolean isTerminated() {
            return false;
        }

        @Override
        public boolean awaitTermination(long timeout, TimeUnit unit) {
            return true;
        }

        private final class Task<V> extends FutureTask<V> implements ScheduledFuture<V> {
            private final long due;
            private final long order;

            Task(Callable<V> callable, long due, long order) {
                super(callable);
                this.due = due;
                this.order = order;
            }

            @Override
            public long getDelay(TimeUnit unit) {
                return unit.convert(due - time.nanos(), TimeUnit.NANOSECONDS);
            }

            @Override
            public int compareTo(Delayed other) {
                return Long.compare(getDelay(TimeUnit.NANOSECONDS), other.getDelay(TimeUnit.NANOSECONDS));
            }
        }
    }

    /** A board whose readings and presses the test publishes; its display shows nothing. */
    private record FeedHardware(Feed<OccupancySnapshot> occupancy, Feed<ButtonPress> presses) implements Hardware {

        @Override
        public void start() {
        }

        @Override
        public OccupancySensor sensor() {
            return OccupancySensor.of(occupancy, OccupancySensor.DEFAULT_READING_LAG,
                    () -> occupancy.latest().orElseThrow());
        }

        @Override
        public ClockButtons buttons() {
            return ClockButtons.of(presses);
        }

        @Override
        public ClockDisplay display() {
            return ClockDisplay.none();
        }
    }
}
