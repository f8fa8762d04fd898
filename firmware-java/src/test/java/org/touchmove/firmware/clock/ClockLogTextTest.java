package org.touchmove.firmware.clock;

import static org.assertj.core.api.Assertions.assertThat;
import static org.touchmove.firmware.rules.Color.WHITE;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

/** The clock's log lines in human units (issue 25: "arbiter: 60000 ms for white at 5400000000"). */
class ClockLogTextTest {

    @Test
    void amountsAndBoardTimes() {
        assertThat(ClockLogText.amount(250)).isEqualTo("250 ms");
        assertThat(ClockLogText.amount(60_000)).isEqualTo("1 min");
        assertThat(ClockLogText.amount(90_500)).isEqualTo("1 min 30.500 s");
        assertThat(ClockLogText.amount(5_400_000)).isEqualTo("1 h 30 min");
        assertThat(ClockLogText.change(60_000)).isEqualTo("+1 min");
        assertThat(ClockLogText.change(-30_000)).isEqualTo("-30 s");
        assertThat(ClockLogText.at(5_400_000_000L)).isEqualTo("board time 5.400 s");
        assertThat(ClockLogText.at(0)).isEqualTo("board time 0.000 s");
    }

    @Test
    void theArbitersTimeChangeIsLoggedInHumanUnits() {
        Logger logger = (Logger) LoggerFactory.getLogger(ChessClock.class);
        ListAppender<ILoggingEvent> logged = new ListAppender<>();
        logged.start();
        Level before = logger.getLevel();
        logger.setLevel(Level.INFO);
        logger.addAppender(logged);
        logger.setAdditive(false); // captured here, not printed into the test log
        try {
            ClockScenario s = ClockScenario.started(TimeControl.suddenDeath(300_000));
            s.clock.addTime(WHITE, 60_000, s.now());
        } finally {
            logger.detachAppender(logged);
            logger.setAdditive(true);
            logger.setLevel(before);
        }
        assertThat(logged.list).extracting(ILoggingEvent::getFormattedMessage)
                .contains("arbiter: +1 min for white at board time 7.000 s");
    }
}
