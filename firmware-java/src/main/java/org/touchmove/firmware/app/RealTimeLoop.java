package org.touchmove.firmware.app;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.touchmove.firmware.rules.Position;
import org.touchmove.hal.ButtonPress;
import org.touchmove.hal.Hardware;
import org.touchmove.hal.OccupancySnapshot;
import org.touchmove.hal.TimeSource;

/**
 * The controller on real hardware: provider threads put readings and presses on a queue, and one thread
 * feeds them to the {@link GameController} in time order, waking for its deadlines (flag-fall, move
 * completion, clock events) in between. The first reading starts a game from the standard position.
 *
 * <p>Start order (docs/hal.md): the constructor adds the listeners, {@link #run} then starts the
 * hardware, so the device's answer to the first state request cannot reach the provider before a
 * listener does; a provider started earlier still replays its last reading to the new listener.
 */
final class RealTimeLoop {

    private static final Logger LOG = LoggerFactory.getLogger(RealTimeLoop.class);
    private static final long MAX_WAIT_NANOS = 100_000_000L;

    private final Hardware hardware;
    private final GameController controller;
    private final TimeSource time;
    private final BlockingQueue<Object> inputs = new LinkedBlockingQueue<>();
    private long lastNanos = Long.MIN_VALUE;
    private boolean started;

    RealTimeLoop(Hardware hardware, GameController controller, TimeSource time) {
        this.hardware = hardware;
        this.controller = controller;
        this.time = time;
        hardware.sensor().addListener(inputs::add);
        hardware.buttons().addListener(inputs::add);
    }

    /**
     * Starts the hardware (its listeners are in place) and runs until {@code untilNanos} (of the time
     * source) or until the thread is interrupted.
     */
    void run(long untilNanos) throws InterruptedException {
        hardware.start();
        while (!Thread.currentThread().isInterrupted()) {
            long now = time.nanos();
            if (now >= untilNanos) {
                return;
            }
            long wait = Math.min(MAX_WAIT_NANOS, Math.max(0, controller.nextDeadlineNanos() - now));
            Object input = inputs.poll(wait, TimeUnit.NANOSECONDS);
            if (input != null) {
                handle(input);
            }
            tick(time.nanos());
        }
    }

    private void handle(Object input) {
        if (input instanceof OccupancySnapshot s) {
            // A reading queued behind a later deadline is taken at that deadline: time never goes back.
            long at = Math.max(s.monoNanos(), lastNanos);
            tick(at);
            OccupancySnapshot reading = new OccupancySnapshot(s.occupancy(), at, s.pieces());
            if (!started) {
                started = true;
                LOG.info("first board reading: starting a game from the standard position");
                controller.newGame(Position.START, reading, at);
            } else {
                controller.onOccupancy(reading);
            }
        } else if (input instanceof ButtonPress p) {
            long at = Math.max(p.monoNanos(), lastNanos);
            tick(at);
            controller.onButton(new ButtonPress(p.button(), at));
        } else {
            throw new IllegalStateException("unexpected input " + input);
        }
    }

    private void tick(long nanos) {
        if (nanos > lastNanos) {
            lastNanos = nanos;
        }
        controller.onTime(lastNanos);
    }
}
