package org.touchmove.firmware.cli;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.slf4j.LoggerFactory;
import org.touchmove.firmware.simulation.PathWarmup;

/** `touchmove run --config` with {@code board.warmupPlies}: the board warms its move path, and says so. */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class RunWarmupTest {

    @Test
    void aBoardWithWarmupPliesWarmsItsMovePathAfterStartUp(@TempDir Path dir) throws Exception {
        // The GPIO example on Pi4J's mock pins (as scripts/bench-footprint runs it), with a short warm-up.
        Path example = Path.of("").toAbsolutePath().getParent().resolve("config/gpio-example.properties");
        List<String> board = new java.util.ArrayList<>(Files.readAllLines(example).stream()
                .filter(l -> !l.startsWith("board.warmupPlies")).toList());
        board.addAll(List.of("gpio.platform = mock", "board.id = warm-1", "state.dir = " + dir,
                "board.warmupPlies = 150", ""));
        assertThat(Files.readAllLines(example)).as("the example warms a board as a Pi install runs it (C1 only)")
                .contains("board.warmupPlies = " + PathWarmup.PLIES_FOR_C1_ONLY);
        Path config = Files.writeString(dir.resolve("board.properties"), String.join("\n", board));
        ListAppender<ILoggingEvent> logged = new ListAppender<>();
        logged.start();
        Logger logger = (Logger) LoggerFactory.getLogger(PathWarmup.class);
        Level level = logger.getLevel();
        logger.setLevel(Level.INFO); // the tests' configuration logs warnings only
        logger.addAppender(logged);
        try {
            CommandLineScenariosTest.Run run = CommandLineScenariosTest.main("run", "--config", config.toString(),
                    "--seconds", "1");
            assertThat(run.status()).as(run.err()).isZero();
            // The warm-up is a daemon thread beside the board: it may still be playing when the run has stopped.
            long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (!warmedUp(logged) && System.nanoTime() < until) {
                Thread.sleep(50); // polls for the log line only; no timing is asserted
            }
        } finally {
            logger.detachAppender(logged);
            logger.setLevel(level);
        }
        List<String> lines;
        synchronized (logged) { // the appender appends under its own lock (AppenderBase.doAppend)
            lines = logged.list.stream().map(ILoggingEvent::getFormattedMessage)
                    .filter(m -> m.startsWith("board warm-1:")).toList();
        }
        assertThat(lines).hasSize(1);
        assertThat(lines.get(0)).startsWith("board warm-1: move path warmed up on ").contains(" plies (");
    }

    private static boolean warmedUp(ListAppender<ILoggingEvent> logged) {
        synchronized (logged) { // the warm-up's thread appends under this lock (AppenderBase.doAppend)
            return logged.list.stream().anyMatch(e -> e.getFormattedMessage().startsWith("board warm-1:"));
        }
    }
}
