package org.touchmove.firmware.controller;

import org.touchmove.firmware.clock.ChessClock;
import org.touchmove.firmware.event.ClockCause;
import org.touchmove.firmware.clock.ClockFaceFormatter;
import org.touchmove.firmware.clock.ClockReading;
import org.touchmove.firmware.clock.ClockState;
import org.touchmove.firmware.clock.TimeControl;
import org.touchmove.firmware.event.ClockEvent;
import org.touchmove.firmware.rules.Color;
import org.touchmove.hal.ClockDisplay;

/**
 * The clock of the game on the board (Art. 6): its {@link ChessClock}, what its display shows, and the {@code clock}
 * events that tell consumers each change and, while it runs, the time once a second (docs/events.md). A game without a
 * time control has none: {@link #exists()} is false and nothing is shown.
 */
final class GameClock {

    private static final long TICK_NANOS = 1_000_000_000L;

    private final EventEmitter events;
    private final ClockDisplay display;
    private ChessClock clock;
    /** The game whose clock this is: its clock events carry its id. */
    private String gameId;
    private long lastClockEventNanos;
    /** When the display next changes (each second, each tenth under 20 s) while the clock runs. */
    private long nextDisplayNanos = Long.MAX_VALUE;

    GameClock(EventEmitter events, ClockDisplay display) {
        this.events = events;
        this.display = display;
    }

    /** A new clock for the game {@code gameId}, not started ({@code control} null: a game without a clock). */
    void reset(String gameId, TimeControl control, Color firstToMove) {
        this.gameId = gameId;
        this.clock = control == null ? null : new ChessClock(control, firstToMove);
    }

    boolean exists() {
        return clock != null;
    }

    /** The game's clock itself; null for a game without a clock. */
    ChessClock chess() {
        return clock;
    }

    boolean isIn(ClockState state) {
        return clock != null && clock.state() == state;
    }

    /**
     * The time to give the clock for something that happened at {@code nanos}. A signal can carry an earlier time
     * than the clock's last update (a press judged after its grace, a tick meanwhile): the clock cannot go back, so it
     * takes effect at its last update. Every clock call goes through here.
     */
    long onClock(long nanos) {
        return Math.max(nanos, clock.updatedNanos());
    }

    /** The reading at {@code nanos} (for a move event, an announcement); null for a game without a clock. */
    ClockReading reading(long nanos) {
        return clock == null ? null : clock.reading(onClock(nanos));
    }

    /** Stops a running clock at the end of a game (or of its play on the board): a {@code stop} clock event. */
    void stopIfRunning(long nanos) {
        if (isIn(ClockState.RUNNING)) {
            clock.pause(onClock(nanos));
            publish(nanos, ClockCause.STOP);
        }
    }

    /**
     * The clock follows the moves on the board again (a resumed game, a takeback): the moves each side has completed
     * ({@code movesPerSide} indexed by {@link Color#ordinal()}) and the side whose time runs.
     */
    void followMoves(int[] movesPerSide, Color sideToMove, long at) {
        clock.setMoveCount(Color.WHITE, movesPerSide[Color.WHITE.ordinal()]);
        clock.setMoveCount(Color.BLACK, movesPerSide[Color.BLACK.ordinal()]);
        clock.setSideToMove(sideToMove, at);
    }

    /** A {@code clock} event with both times at {@code nanos}, and the display shows them. */
    void publish(long nanos, ClockCause cause) {
        lastClockEventNanos = nanos;
        ClockReading reading = clock.reading(onClock(nanos));
        events.emit(gameId, nanos, new ClockEvent(reading.whiteMs(), reading.blackMs(), reading.running(), cause));
        show(nanos);
    }

    void show(long nanos) {
        // A move completes at its reading's instant, which may be before the clock's last update (the press came
        // first): the display shows the clock as it is then, never earlier (its times only run down, Art. 6.1 and
        // 6.2.1; asking the clock for an earlier instant fails the board's input: "time went back").
        long at = onClock(nanos);
        display.show(ClockFaceFormatter.face(clock, at));
        nextDisplayNanos = clock.running() == null ? Long.MAX_VALUE : clock.nextDisplayChange(at);
    }

    /** A short text on the display instead of the times (a promotion piece being chosen). */
    void showText(String text) {
        display.showText(text);
    }

    /** Time passes on a running clock: the once-a-second {@code tick} event, else the display when it changes. */
    void tick(long nanos) {
        if (nanos >= lastClockEventNanos + TICK_NANOS) {
            publish(nanos, ClockCause.TICK);
        } else if (nanos >= nextDisplayNanos) {
            show(nanos);
        }
    }

    /** The earliest time a running clock has work to do: its flag, the next tick, the next change on the display. */
    long nextDeadlineNanos() {
        return Math.min(clock.flagDeadlineNanos(), Math.min(lastClockEventNanos + TICK_NANOS, nextDisplayNanos));
    }
}
