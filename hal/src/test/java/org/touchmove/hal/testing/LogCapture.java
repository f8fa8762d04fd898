package org.touchmove.hal.testing;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.classic.spi.IThrowableProxy;
import ch.qos.logback.core.Appender;
import ch.qos.logback.core.read.ListAppender;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.slf4j.LoggerFactory;

/**
 * A JUnit 5 extension for a test that provokes errors on purpose: what the chosen loggers log during each test is
 * captured (Logback's {@link ListAppender}) instead of printed, so the test asserts on its lines and a passing run
 * prints no warning or stack trace (issue 23). Register it as a field:
 *
 * <pre>{@code @RegisterExtension final LogCapture log = LogCapture.of(Foo.class);}</pre>
 *
 * {@link #all()} captures everything (the root logger, its console appenders detached for the test). Each captured
 * line is {@code LEVEL message} plus {@code " | " + exception class: message} when one was logged.
 */
public final class LogCapture implements BeforeEachCallback, AfterEachCallback {

    private final List<String> names;
    private final Level level;
    private final List<Attached> attached = new ArrayList<>();
    private ListAppender<ILoggingEvent> appender;

    private record Attached(Logger logger, boolean additive, Level level, List<Appender<ILoggingEvent>> detached) {
    }

    private LogCapture(List<String> names, Level level) {
        this.names = List.copyOf(names);
        this.level = level;
    }

    /** The same loggers, logging at {@code level} or above while captured (e.g. INFO to assert an INFO line). */
    public LogCapture atLevel(Level level) {
        return new LogCapture(names, level);
    }

    /** Captures the loggers named after these classes (and their children). */
    public static LogCapture of(Class<?>... loggers) {
        List<String> names = new ArrayList<>();
        for (Class<?> c : loggers) {
            names.add(c.getName());
        }
        return new LogCapture(names, null);
    }

    /** Captures the loggers with these names (and their children), e.g. a package. */
    public static LogCapture named(String... loggers) {
        return new LogCapture(List.of(loggers), null);
    }

    /** Captures every logger: the root's console output is held back for the test. */
    public static LogCapture all() {
        return new LogCapture(List.of(org.slf4j.Logger.ROOT_LOGGER_NAME), null);
    }

    @Override
    public void beforeEach(ExtensionContext context) {
        appender = new ListAppender<>();
        appender.start();
        for (String name : names) {
            Logger logger = (Logger) LoggerFactory.getLogger(name);
            List<Appender<ILoggingEvent>> detached = new ArrayList<>();
            if (name.equals(org.slf4j.Logger.ROOT_LOGGER_NAME)) {
                for (Iterator<Appender<ILoggingEvent>> it = logger.iteratorForAppenders(); it.hasNext(); ) {
                    detached.add(it.next());
                }
                detached.forEach(logger::detachAppender);
            }
            attached.add(new Attached(logger, logger.isAdditive(), logger.getLevel(), detached));
            if (level != null) {
                logger.setLevel(level);
            }
            logger.addAppender(appender);
            logger.setAdditive(false); // not also up to the console
        }
    }

    @Override
    public void afterEach(ExtensionContext context) {
        for (Attached a : attached) {
            a.logger().detachAppender(appender);
            a.logger().setAdditive(a.additive());
            a.logger().setLevel(a.level());
            a.detached().forEach(a.logger()::addAppender);
        }
        attached.clear();
        appender.stop();
    }

    /** Every line captured so far in this test, in order. */
    public List<String> lines() {
        return lines(Level.TRACE);
    }

    /** The lines at {@code level} or above. */
    public List<String> lines(Level atLeast) {
        List<String> lines = new ArrayList<>();
        for (ILoggingEvent e : new ArrayList<>(appender.list)) {
            if (e.getLevel().isGreaterOrEqual(atLeast)) {
                lines.add(line(e));
            }
        }
        return lines;
    }

    /** The WARN and ERROR lines. */
    public List<String> warnings() {
        return lines(Level.WARN);
    }

    private static String line(ILoggingEvent e) {
        IThrowableProxy t = e.getThrowableProxy();
        return e.getLevel() + " " + e.getFormattedMessage()
                + (t == null ? "" : " | " + t.getClassName() + ": " + t.getMessage());
    }
}
