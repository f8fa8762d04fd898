package org.touchmove.firmware.app;

import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.Callable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.EventJson;
import org.touchmove.firmware.journal.EventJournal;
import org.touchmove.firmware.journal.StoredEvent;
import org.touchmove.firmware.runtime.BoardRuntime;
import org.touchmove.firmware.runtime.JournalStore;
import org.touchmove.firmware.runtime.RealTimeDriver;
import org.touchmove.firmware.publish.EventOutputException;
import org.touchmove.firmware.publish.JsonLinesSink;
import org.touchmove.hal.Hardware;
import org.touchmove.hal.TimeSource;
import org.touchmove.hal.config.HalConfig;
import org.touchmove.hal.config.HalConfigException;
import org.touchmove.hal.config.HalProviders;
import org.touchmove.hal.serial.SerialPortPath;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code touchmove run --config FILE}: the controller on real hardware (GPIO matrix or serial link). */
@Command(name = "run", mixinStandardHelpOptions = true,
        description = {"Runs the controller on the hardware that the configuration names (hal.provider = gpio or "
                + "serial; see config/*-example.properties) and prints every event as one JSON line. "
                + "For the simulated board use 'touchmove console' or 'touchmove sim'."})
final class RunCommand implements Callable<Integer> {

    private static final Logger LOG = LoggerFactory.getLogger(RunCommand.class);
    /** The longest run asked for with --seconds: ten years (far below where nanoseconds overflow). */
    static final long MAX_SECONDS = 315_360_000L;

    @Option(names = "--config", required = true, paramLabel = "FILE", description = "configuration file")
    Path config;

    @Option(names = "--seconds", paramLabel = "N",
            description = "stop after N seconds, 0.." + MAX_SECONDS + " (default: run until killed)")
    Long seconds;

    @Override
    public Integer call() throws Exception {
        if (seconds != null && (seconds < 0 || seconds > MAX_SECONDS)) {
            throw new UserError("--seconds must be from 0 to " + MAX_SECONDS + " (ten years), not " + seconds);
        }
        Settings settings = Settings.load(config);
        HalConfig hal;
        try {
            hal = HalConfig.parse(settings.hardware());
        } catch (HalConfigException e) {
            throw new UserError(config + ": " + e.getMessage());
        }
        if (hal.provider().equals("sim")) {
            throw new UserError("hal.provider = sim has no hardware to read; use 'touchmove console' "
                    + "(interactive) or 'touchmove sim --script FILE'");
        }
        if (hal.serial().isPresent()) {
            // A port that is missing or not a terminal at the start is a setting to fix, not a device to
            // wait for (once running, a port that goes away is reopened with back-off).
            String problem = SerialPortPath.problem(hal.serial().get().port());
            if (problem != null) {
                throw new UserError(config + ": serial.port: " + problem, UserError.BAD_INPUT, null);
            }
        }
        TimeSource time = TimeSource.system();
        Hardware opened;
        try {
            opened = HalProviders.open(hal, time, Map.of());
        } catch (HalConfigException e) {
            throw new UserError(config + ": " + e.getMessage()); // e.g. a provider nobody registered
        }
        ScheduledExecutorService scheduler = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "board-time");
            t.setDaemon(true);
            return t;
        });
        ExecutorService boards = Executors.newFixedThreadPool(1, r -> new Thread(r, "board"));
        try (EventJournal journal = StateFiles.journal(settings); Hardware hardware = opened) {
            WallClock wall = new WallClock(Instant.now(), time.nanos());
            BoardRuntime runtime = new BoardRuntime(settings.boardId(), (sequence, events) -> new GameController(
                    settings, new EventEmitter(settings.boardId(), sequence, wall, events), hardware.display()),
                    new JournalStore(journal), boards, boards, true);
            // Events nobody receives must not be counted as published: a failed stdout stops the run (exit 1).
            CompletableFuture<Void> outputLost = new CompletableFuture<>();
            JsonLinesSink stdout = new JsonLinesSink(System.out);
            runtime.subscribe(event -> {
                try {
                    stdout.publish(event);
                } catch (EventOutputException e) {
                    outputLost.completeExceptionally(e); // the main thread stops the run with it
                }
            }, Integer.MAX_VALUE, false);
            List<Event> recorded = new ArrayList<>();
            for (StoredEvent e : journal.currentGame()) {
                recorded.add(EventJson.read(e.json()));
            }
            runtime.resume(recorded);
            LOG.info("running board {} on {}", settings.boardId(), hal.provider());
            try (RealTimeDriver driver = RealTimeDriver.start(runtime, hardware, time, scheduler)) {
                try {
                    if (seconds == null) {
                        outputLost.get();
                    } else {
                        outputLost.get(seconds, TimeUnit.SECONDS);
                    }
                } catch (TimeoutException e) {
                    LOG.info("--seconds {} elapsed: stopping", seconds);
                } catch (ExecutionException e) {
                    throw (EventOutputException) e.getCause();
                }
            } finally {
                runtime.flush().get(5, TimeUnit.SECONDS);
            }
        } finally {
            scheduler.shutdownNow();
            boards.shutdown();
            boards.awaitTermination(5, TimeUnit.SECONDS);
        }
        return 0;
    }
}
