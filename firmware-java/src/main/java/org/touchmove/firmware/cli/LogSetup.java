package org.touchmove.firmware.cli;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.encoder.PatternLayoutEncoder;
import ch.qos.logback.classic.spi.Configurator;
import ch.qos.logback.classic.spi.ConfiguratorRank;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.ConsoleAppender;
import ch.qos.logback.core.spi.ContextAwareBase;

/**
 * The command line's logging, set up in code (found by logback as a service) instead of from a logback.xml: reading
 * the XML loaded about 500 classes (logback's Joran, the JDK's XML parser) and took a third of the controller's
 * start-up (issue 12, docs/performance.md). Logs go to stderr (stdout carries the event lines), one line each:
 * time, level, thread, board id (MDC {@code board}), logger, message; the level is {@code TOUCHMOVE_LOG_LEVEL}
 * (default INFO). A {@code logback-test.xml} on the class path or a {@code logback.configurationFile} property
 * (the tests) is left to logback's own configuration.
 */
@ConfiguratorRank(ConfiguratorRank.CUSTOM_HIGH_PRIORITY)
public final class LogSetup extends ContextAwareBase implements Configurator {

    /** Whether this class set up the logging (not a configuration file, as in the tests). */
    private static volatile boolean configured;

    static final String PATTERN = "%d{HH:mm:ss.SSS} %-5level [%thread] [%X{board:--}] %logger{24} - %msg%n";

    @Override
    public ExecutionStatus configure(LoggerContext context) {
        if (System.getProperty("logback.configurationFile") != null
                || LogSetup.class.getClassLoader().getResource("logback-test.xml") != null) {
            return ExecutionStatus.NEUTRAL;
        }
        PatternLayoutEncoder encoder = new PatternLayoutEncoder();
        encoder.setContext(context);
        encoder.setPattern(PATTERN);
        encoder.start();
        ConsoleAppender<ILoggingEvent> stderr = new ConsoleAppender<>();
        stderr.setContext(context);
        stderr.setName("STDERR");
        stderr.setTarget("System.err");
        stderr.setEncoder(encoder);
        stderr.start();
        Logger root = context.getLogger(Logger.ROOT_LOGGER_NAME);
        root.setLevel(level());
        root.addAppender(stderr);
        // Pi4J's platform detection, the embedded broker's connections (docs/mqtt.md) and netty: warnings only.
        for (String chatty : new String[] {"com.pi4j", "io.moquette", "io.netty"}) {
            context.getLogger(chatty).setLevel(Level.WARN);
        }
        configured = true;
        return ExecutionStatus.DO_NOT_INVOKE_NEXT_IF_ANY;
    }

    /**
     * For the interactive commands, whose screen is the terminal: the root level goes up to WARN unless
     * {@code TOUCHMOVE_LOG_LEVEL} asks for a level. Logging configured by a file (the tests) is left alone.
     */
    static void warningsOnlyUnlessAsked() {
        if (asked() == null && org.slf4j.LoggerFactory.getILoggerFactory() instanceof LoggerContext context
                && configured) {
            context.getLogger(Logger.ROOT_LOGGER_NAME).setLevel(Level.WARN);
        }
    }

    private static String asked() {
        return System.getProperty("TOUCHMOVE_LOG_LEVEL", System.getenv("TOUCHMOVE_LOG_LEVEL"));
    }

    /**
     * {@code TOUCHMOVE_LOG_LEVEL} as the XML configuration read it: a system property first (the benchmarks and child
     * JVMs pass {@code -DTOUCHMOVE_LOG_LEVEL=WARN}), then the environment, else INFO.
     */
    static Level level() {
        return Level.toLevel(asked(), Level.INFO);
    }
}
