package org.touchmove.firmware.cli;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class LogSetupTest {

    @AfterEach
    void clear() {
        System.clearProperty("TOUCHMOVE_LOG_LEVEL");
    }

    @Test
    void theSystemPropertySetsTheLevelAsTheXmlConfigurationDid() {
        System.setProperty("TOUCHMOVE_LOG_LEVEL", "WARN");
        assertThat(LogSetup.level()).isEqualTo(Level.WARN);
        System.setProperty("TOUCHMOVE_LOG_LEVEL", "debug");
        assertThat(LogSetup.level()).isEqualTo(Level.DEBUG);
        System.setProperty("TOUCHMOVE_LOG_LEVEL", "no-such-level");
        assertThat(LogSetup.level()).isEqualTo(Level.INFO);
    }
}
