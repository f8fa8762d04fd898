package org.touchmove.hal.testing;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import java.io.IOException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.slf4j.LoggerFactory;

/** The lines a test provokes are captured (not printed), with their exception, and only while the test runs. */
class LogCaptureTest {

    private static final org.slf4j.Logger LOG = LoggerFactory.getLogger(LogCaptureTest.class);

    @RegisterExtension
    final LogCapture log = LogCapture.of(LogCaptureTest.class).atLevel(Level.INFO);

    @Test
    void aProvokedErrorIsCapturedWithItsException() {
        LOG.info("fine");
        LOG.error("disk {} failed", "sda", new IOException("gone"));
        assertThat(log.lines()).containsExactly("INFO fine", "ERROR disk sda failed | java.io.IOException: gone");
        assertThat(log.warnings()).singleElement().asString().startsWith("ERROR disk sda failed");
        Logger logger = (Logger) LoggerFactory.getLogger(LogCaptureTest.class);
        assertThat(logger.isAdditive()).as("kept off the console while captured").isFalse();
    }

    @Test
    void eachTestStartsEmpty() {
        assertThat(log.lines()).isEmpty();
        LOG.debug("below the level asked for");
        assertThat(log.lines()).isEmpty();
    }
}
