package org.touchmove.hal.config;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.touchmove.hal.ClockDisplay;
import org.touchmove.hal.ClockFace;

/** The display of a board that has none (GPIO): what would be shown goes to the log. */
public final class LoggedClockDisplay implements ClockDisplay {

    private static final Logger log = LoggerFactory.getLogger(LoggedClockDisplay.class);

    @Override
    public void show(ClockFace face) {
        log.debug("clock: {} {} move {} running {}", face.white(), face.black(), face.moveNumber(), face.running());
    }

    @Override
    public void showText(String text) {
        log.info("clock text: {}", text);
    }

    @Override
    public void beep(int durationMs) {
        log.debug("clock beep {} ms", durationMs);
    }
}
