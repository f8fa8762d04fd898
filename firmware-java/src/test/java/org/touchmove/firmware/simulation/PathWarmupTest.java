package org.touchmove.firmware.simulation;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.slf4j.LoggerFactory;
import org.touchmove.firmware.pgn.PgnGame;
import org.touchmove.firmware.rules.Game;
import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.runtime.BoardRuntime;

/** The warm-up of the move's path (board.warmupPlies): what it plays, that it plays it right, and what it logs. */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class PathWarmupTest {

    @Test
    void playsAtLeastThePliesAskedOnGamesItRebuildsExactly() {
        PathWarmup.Done done = PathWarmup.play(400, PathWarmup.SEED);
        assertThat(done.plies()).isGreaterThanOrEqualTo(400);
        assertThat(done.games()).as("at most 120 plies a game").isGreaterThanOrEqualTo(4);
        assertThat(done.notRebuilt()).as("every game's moves, as the controller completed them").isZero();
    }

    @Test
    void zeroPliesPlaysNothing() {
        PathWarmup.Done done = PathWarmup.play(0, PathWarmup.SEED);
        assertThat(done.games()).isZero();
        assertThat(done.plies()).isZero();
    }

    @Test
    void aRandomGameIsLegal_endsOrStopsAt120Plies_andIsTheSameForTheSameSeed() {
        SplittableRandom a = new SplittableRandom(7);
        SplittableRandom b = new SplittableRandom(7);
        for (int i = 0; i < 20; i++) {
            PgnGame game = PathWarmup.randomGame(a);
            assertThat(PathWarmup.randomGame(b).moves()).isEqualTo(game.moves());
            Game played = Game.from(game.start());
            for (Move m : game.moves()) {
                assertThat(played.position().legalMoves()).contains(m);
                played = played.play(m);
            }
            assertThat(game.moves()).hasSizeLessThanOrEqualTo(120);
            if (game.moves().size() < 120) {
                assertThat(played.outcome()).as("a game shorter than 120 plies ended").isPresent();
            }
        }
    }

    @Test
    void theBackgroundWarmUpLogsWhatItDidForTheBoard_andNotItsOwnBoardsCommands() throws InterruptedException {
        ListAppender<ILoggingEvent> logged = new ListAppender<>();
        logged.start();
        List<Logger> loggers = List.of((Logger) LoggerFactory.getLogger(PathWarmup.class),
                (Logger) LoggerFactory.getLogger(BoardRuntime.class));
        for (Logger l : loggers) {
            l.addAppender(logged);
        }
        List<Level> levels = loggers.stream().map(Logger::getLevel).toList();
        loggers.forEach(l -> l.setLevel(Level.INFO)); // the tests' configuration logs warnings only
        try {
            Thread t = PathWarmup.startInBackground("board-7", 150);
            t.join(100_000);
            assertThat(t.isAlive()).isFalse();
            assertThat(t.isDaemon()).as("never holds the process up").isTrue();
        } finally {
            for (int i = 0; i < loggers.size(); i++) {
                loggers.get(i).setLevel(levels.get(i));
                loggers.get(i).detachAppender(logged);
            }
        }
        // The warm-up's board runs on the warm-up's thread (virtual time, no executor): its lines, not other tests'.
        List<ILoggingEvent> info;
        synchronized (logged) { // another test's board may still be appending under this lock (AppenderBase.doAppend)
            info = logged.list.stream().filter(e -> e.getThreadName().equals("path-warmup"))
                    .filter(e -> e.getLevel().isGreaterOrEqual(Level.INFO)).toList();
        }
        assertThat(info).hasSize(1);
        ILoggingEvent done = info.get(0);
        assertThat(done.getLevel()).isEqualTo(Level.INFO);
        assertThat(done.getFormattedMessage()).startsWith("board board-7: move path warmed up on ")
                .contains(" plies (").contains(" ms");
        assertThat(done.getMDCPropertyMap()).containsEntry("board", "board-7");
    }
}
