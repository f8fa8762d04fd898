package org.touchmove.firmware.app;

import java.nio.file.Path;
import java.time.Instant;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.Callable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.touchmove.firmware.publish.JsonLinesSink;
import org.touchmove.firmware.journal.EventJournal;
import org.touchmove.firmware.journal.JournalOptions;
import org.touchmove.firmware.runtime.BoardRuntime;
import org.touchmove.firmware.runtime.JournalStore;
import org.touchmove.firmware.runtime.RealTimeDriver;
import org.touchmove.hal.Hardware;
import org.touchmove.hal.TimeSource;
import org.touchmove.hal.config.HalConfig;
import org.touchmove.hal.config.HalProviders;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code touchmove run --config FILE}: the controller on real hardware (GPIO matrix or serial link). */
@Command(name = "run", mixinStandardHelpOptions = true,
        description = {"Runs the controller on the hardware that the configuration names (hal.provider = gpio or "
                + "serial; see config/*-example.properties) and prints every event as one JSON line. "
                + "For the simulated board use 'touchmove console' or 'touchmove sim'."})
final class RunCommand implements Callable<Integer> {

    private static final Logger LOG = LoggerFactory.getLogger(RunCommand.class);

    @Option(names = "--config", required = true, paramLabel = "FILE", description = "configuration file")
    Path config;

    @Option(names = "--seconds", paramLabel = "N", description = "stop after N seconds (default: run until killed)")
    Long seconds;

    @Override
    public Integer call() throws Exception {
        Settings settings;
        HalConfig hal;
        try {
            settings = Settings.load(config);
            hal = HalConfig.parse(settings.hardware());
        } catch (IllegalArgumentException e) {
            System.err.println("touchmove run: " + e.getMessage());
            return 2;
        }
        if (hal.provider().equals("sim")) {
            System.err.println("touchmove run: hal.provider = sim has no hardware to read; use 'touchmove console' "
                    + "(interactive) or 'touchmove sim --script FILE'");
            return 2;
        }
        TimeSource time = TimeSource.system();
        ScheduledExecutorService scheduler = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "board-time");
            t.setDaemon(true);
            return t;
        });
        ExecutorService boards = Executors.newFixedThreadPool(1, r -> new Thread(r, "board"));
        try (EventJournal journal = EventJournal.open(settings.stateDir(), settings.boardId(), JournalOptions.DEFAULT);
             Hardware hardware = HalProviders.open(hal, time, Map.of())) {
            WallClock wall = new WallClock(Instant.now(), time.nanos());
            BoardRuntime runtime = new BoardRuntime(settings.boardId(), (sequence, events) -> new GameController(
                    settings, new EventEmitter(settings.boardId(), sequence, wall, events), hardware.display()),
                    new JournalStore(journal), boards, boards, true);
            runtime.subscribe(new JsonLinesSink(System.out)::publish, Integer.MAX_VALUE, false);
            LOG.info("running board {} on {}", settings.boardId(), hal.provider());
            try (RealTimeDriver driver = RealTimeDriver.start(runtime, hardware, time, scheduler)) {
                if (seconds == null) {
                    new java.util.concurrent.CountDownLatch(1).await();
                } else {
                    Thread.sleep(seconds * 1000L);
                }
            } finally {
                runtime.flush().get(5, java.util.concurrent.TimeUnit.SECONDS);
            }
        } finally {
            scheduler.shutdownNow();
            boards.shutdown();
            boards.awaitTermination(5, java.util.concurrent.TimeUnit.SECONDS);
        }
        return 0;
    }
}
