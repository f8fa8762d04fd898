package org.touchmove.firmware.cli;

import org.touchmove.firmware.config.Settings;
import org.touchmove.firmware.controller.EventEmitter;
import org.touchmove.firmware.controller.GameController;
import org.touchmove.firmware.controller.WallClock;

import static org.assertj.core.api.Assertions.assertThat;
import static org.touchmove.hal.testing.Poll.awaitTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.IrregularityEvent;
import org.touchmove.firmware.event.MoveEvent;
import org.touchmove.firmware.runtime.BoardRuntime;
import org.touchmove.firmware.runtime.EventStore;
import org.touchmove.firmware.runtime.RealTimeDriver;
import org.touchmove.hal.ClockButton;
import org.touchmove.hal.Hardware;
import org.touchmove.hal.Occupancy;
import org.touchmove.hal.Squares;
import org.touchmove.hal.TimeSource;
import org.touchmove.hal.config.HalConfig;
import org.touchmove.hal.config.HalProviders;
import org.touchmove.hal.serial.Frame;
import org.touchmove.hal.serial.PtyPair;
import org.touchmove.hal.serial.SerialBoard;
import org.touchmove.hal.testing.ThreadStacks;
import org.touchmove.sim.mcu.Fault;
import org.touchmove.sim.mcu.McuEmulator;

/**
 * The whole controller on the serial provider, against the emulated microcontroller over a real
 * pseudo-terminal pair: the same moves as on the simulated board, from real bytes; a corrupt frame
 * is dropped and invents nothing. Real I/O, so waits are bounded polls.
 */
@Timeout(value = 180, unit = TimeUnit.SECONDS)
class SerialHardwareRunTest {

    /** Generous: only an upper bound for a line that hangs; a loaded 2-core machine is slow (issue 23). */
    private static final Duration WAIT = Duration.ofSeconds(30);

    @TempDir
    Path dir;

    private PtyPair ptys;
    private McuEmulator mcu;
    private Hardware hardware;
    private ExecutorService boards;
    private ScheduledExecutorService scheduler;
    private RealTimeDriver driver;
    private final List<Event> events = new CopyOnWriteArrayList<>();

    @AfterEach
    void tearDown() throws Exception {
        if (driver != null) {
            driver.close();
        }
        if (scheduler != null) {
            scheduler.shutdownNow();
        }
        if (boards != null) {
            boards.shutdownNow();
            boards.awaitTermination(5, TimeUnit.SECONDS);
        }
        if (hardware != null) {
            hardware.close();
        }
        if (mcu != null) {
            mcu.close();
        }
        if (ptys != null) {
            ptys.close();
        }
    }

    /** The device on one end of a pty pair, the serial provider on the other, built idle. */
    private Settings openDeviceAndProvider() throws Exception {
        ptys = PtyPair.start(dir);
        mcu = McuEmulator.onDevice(ptys.device(), TimeSource.system());
        mcu.setOccupancy(Occupancy.START.bits());
        Settings settings = Settings.fromMap(Map.of("board.id", "serial-1", "game.timeControl", "300+3",
                "hal.provider", "serial", "serial.port", ptys.host().toString()));
        hardware = HalProviders.open(HalConfig.parse(settings.hardware()), TimeSource.system(), Map.of());
        return settings;
    }

    /** Builds the board runtime and its real-time driver (which subscribes, then starts the hardware). */
    private void runController(Settings settings) {
        TimeSource time = TimeSource.system();
        boards = Executors.newSingleThreadExecutor();
        scheduler = Executors.newSingleThreadScheduledExecutor();
        BoardRuntime runtime = new BoardRuntime(settings.boardId(), (sequence, sink) -> GameController.builder(settings,
                new EventEmitter(settings.boardId(), sequence, new WallClock(Instant.now(), 0), sink),
                hardware.display()).build(), EventStore.inMemory(), boards, boards, true);
        runtime.subscribe(events::add, Integer.MAX_VALUE, false);
        driver = RealTimeDriver.start(runtime, hardware, time, scheduler);
    }

    @Test
    void deviceThatAnswersTheStateRequestAtOnce_startsTheGame() throws Exception {
        Settings settings = openDeviceAndProvider();
        runController(settings);
        // The emulator answers the state request the moment the port opens; nothing else is sent.
        awaitEvent("position", "the game to start on the device's answer");
        // The emulator writes its answer before it records the request: the game can start before the record.
        awaitTrue(WAIT, () -> mcu.fromHost().stream().anyMatch(f -> f instanceof Frame.StateRequestFrame),
                "the device to record the host's state request: " + mcu.fromHost());
    }

    @Test
    void providerStartedBeforeTheController_theAnswerIsReplayedAndTheGameStarts() throws Exception {
        Settings settings = openDeviceAndProvider();
        hardware.start();  // the wrong order: the answer arrives before any listener exists
        awaitTrue(WAIT, () -> ((SerialBoard) hardware).latest().isPresent(), "the device's answer");
        runController(settings);
        awaitEvent("position", "the game to start on the replayed reading");
        // and play goes on from there: a lift and a place are the move e2e4 on the press
        Occupancy afterLift = Occupancy.START.without(Squares.parse("e2"));
        mcu.occupancy(afterLift.bits());
        mcu.occupancy(afterLift.with(Squares.parse("e4")).bits());
        mcu.press(ClockButton.BLACK);
        awaitEvent("clock", "the clock to start");
        mcu.press(ClockButton.WHITE);
        awaitEvent("move", "the move e2e4");
    }

    @Test
    void movesFromRealSerialBytes_becomeEvents_andACorruptFrameInventsNothing() throws Exception {
        Settings settings = openDeviceAndProvider();
        runController(settings);

        mcu.hello();
        mcu.occupancy(Occupancy.START.bits());
        awaitEvent("position", "the game to start on the first reading");

        Occupancy afterLift = Occupancy.START.without(Squares.parse("e2"));
        mcu.occupancy(afterLift.bits());
        // A damaged frame claiming a different board must be counted and dropped, never acted on.
        mcu.inject(new Fault.FlipBit(6, 3));
        mcu.occupancy(afterLift.with(Squares.parse("d4")).bits());
        mcu.occupancy(afterLift.with(Squares.parse("e4")).bits());
        // Both presses are stamped within this span, so White used at most this much of its real time.
        long beforeBlackPress = System.nanoTime();
        mcu.press(ClockButton.BLACK);  // Black's press starts White's clock
        awaitEvent("clock", "the clock to start");
        mcu.press(ClockButton.WHITE);
        awaitEvent("move", "the move e2e4");
        long spanMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - beforeBlackPress) + 1;

        MoveEvent move = (MoveEvent) events.stream().filter(e -> e.type().equals("move")).findFirst()
                .orElseThrow().body();
        assertThat(move.uci()).isEqualTo("e2e4");
        assertThat(move.san()).isEqualTo("e4");
        // 300 s + 3 s increment, less the real time White used: at most the span the presses fell in, however
        // long a loaded machine took between them (a fixed 10 s allowance failed when the clock event took longer).
        assertThat(move.whiteMs()).as("White's time after the move, %d ms after Black's press", spanMs)
                .isBetween(303_000L - spanMs, 303_000L);
        assertThat(events).noneMatch(e -> e.body() instanceof IrregularityEvent);
        assertThat(events.stream().map(Event::seq).toList()).isSorted().doesNotHaveDuplicates();
    }

    /** Waits for an event of {@code type}; a time-out says what the board had published by then, and its threads. */
    private void awaitEvent(String type, String what) {
        try {
            awaitTrue(WAIT, () -> has(type), what);
        } catch (AssertionError e) {
            throw new AssertionError(e.getMessage() + "; events by then: " + events + "; frames from the host: "
                    + mcu.fromHost() + "; threads:\n" + ThreadStacks.of(name -> true, 8), e);
        }
    }

    private boolean has(String type) {
        return events.stream().anyMatch(e -> e.type().equals(type));
    }
}
