package org.touchmove.firmware.runtime;

import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import org.touchmove.hal.ButtonPress;
import org.touchmove.hal.Hardware;
import org.touchmove.hal.OccupancySnapshot;
import org.touchmove.hal.TimeSource;

/**
 * Runs a board's runtime in real time: the hal provider's threads submit readings and presses, and one shared
 * scheduler (for all boards) wakes each board at its next deadline (flag-fall, move completion, clock tick). No
 * thread of its own per board.
 */
public final class RealTimeDriver implements AutoCloseable {

    /** Even with no deadline, a board looks at its clock this often (a safety net, not a correctness need). */
    private static final long MAX_SLEEP_NANOS = 1_000_000_000L;

    private final BoardRuntime runtime;
    private final TimeSource time;
    private final ScheduledExecutorService scheduler;
    private ScheduledFuture<?> wake;
    private long wakeAt = Long.MAX_VALUE;
    /**
     * Whether {@link #wake} is armed and has not begun: a wake-up that has begun is gone, though its future is not
     * done until it returns (the board may step, and re-arm, on its own thread before that: issue 23).
     */
    private boolean armed;
    /** Numbers the wake-ups, so a replaced one that begins anyway (its cancel came too late) disarms nothing. */
    private long armedNumber;
    private volatile boolean closed;

    private RealTimeDriver(BoardRuntime runtime, TimeSource time, ScheduledExecutorService scheduler) {
        this.runtime = runtime;
        this.time = time;
        this.scheduler = scheduler;
    }

    /**
     * Subscribes the runtime to the hardware's sensor and buttons, then starts the hardware (its reader threads) and
     * arms the first wake-up: listeners are in place before the first reading can arrive (docs/hal.md, "Start order").
     */
    public static RealTimeDriver start(BoardRuntime runtime, Hardware hardware, TimeSource time,
                                       ScheduledExecutorService scheduler) {
        RealTimeDriver driver = new RealTimeDriver(runtime, time, scheduler);
        runtime.setAfterStep(driver::rearm);
        hardware.sensor().addListener(driver::reading);
        hardware.buttons().addListener(driver::press);
        hardware.start();
        runtime.time(time.nanos());
        return driver;
    }

    /**
     * A reading from the hardware's thread, handed to the board while the driver runs. Under the driver's lock, as
     * {@link #close}: once close has returned, no input reaches the board, so the owner's flush after it is the board's
     * last step and nothing is appended to a journal being closed (a press in the shutdown's last microseconds is not
     * taken: the board stops as of its stop request, and a restart resumes the game with its clock paused).
     */
    private synchronized void reading(OccupancySnapshot snapshot) {
        if (!closed) {
            runtime.reading(snapshot);
        }
    }

    /** A clock button from the hardware's thread; as {@link #reading}. */
    private synchronized void press(ButtonPress press) {
        if (!closed) {
            runtime.press(press);
        }
    }

    /** On the board's thread after each input: wake at the next deadline. */
    private synchronized void rearm() {
        if (closed) {
            return;
        }
        long now = time.nanos();
        long next = Math.min(runtime.nextDeadlineNanos(), now + MAX_SLEEP_NANOS);
        if (armed && wakeAt <= next) {
            return; // an earlier (or the same) wake-up is armed already
        }
        if (wake != null) {
            wake.cancel(false);
        }
        long number = ++armedNumber;
        armed = true;
        wakeAt = next;
        wake = scheduler.schedule(() -> wake(number), Math.max(0, next - now), TimeUnit.NANOSECONDS);
    }

    /**
     * On the scheduler's thread: disarms, then hands the time to the board. Disarmed first: the board's step after
     * this input re-arms at once, whether or not this wake-up's future is done by then. Checking the future instead
     * lost the next wake-up whenever the board stepped before the scheduler thread had marked it done (a loaded
     * machine): a press was then never judged, a clock never ticked again, until the next reading or press.
     */
    private void wake(long number) {
        synchronized (this) {
            if (closed || number != armedNumber) {
                return; // closed, or replaced by a newer wake-up, which does the work
            }
            armed = false;
            runtime.time(time.nanos()); // under the lock: after close, no input at all (see reading)
        }
    }

    /** Stops the wake-ups and the hardware's inputs to the board (the hardware itself is its owner's to close). */
    @Override
    public synchronized void close() {
        closed = true;
        if (wake != null) {
            wake.cancel(false);
        }
    }
}
