package org.touchmove.hal.gpio;

import java.util.Objects;
import java.util.concurrent.TimeUnit;

import com.pi4j.Pi4J;
import com.pi4j.context.Context;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.touchmove.hal.ButtonPress;
import org.touchmove.hal.ClockButtons;
import org.touchmove.hal.ClockDisplay;
import org.touchmove.hal.Feed;
import org.touchmove.hal.Hardware;
import org.touchmove.hal.OccupancySensor;
import org.touchmove.hal.OccupancySnapshot;
import org.touchmove.hal.TimeSource;
import org.touchmove.hal.geometry.BoardGeometry;
import org.touchmove.hal.scan.ButtonDebouncer;
import org.touchmove.hal.scan.MatrixScanner;
import org.touchmove.hal.scan.SettleDelay;

/**
 * A reed/hall matrix board and clock buttons wired to Raspberry Pi GPIO. {@link #start()} runs
 * {@link #scanOnce()} at the configured rate on one thread of its own ({@link ScanLoop}); tests call
 * {@code scanOnce()} directly. The display is whatever the caller supplies (a GPIO board has none of its own).
 */
public final class GpioBoard implements Hardware {

    private static final Logger log = LoggerFactory.getLogger(GpioBoard.class);

    private final Context pi4j;
    private final boolean ownsContext;
    private final GpioSettings settings;
    private final GpioMatrixLines lines;
    private final GpioButtonInputs buttonInputs;
    private final MatrixScanner scanner;
    private final ButtonDebouncer debouncer;
    private final ClockDisplay display;
    private final Feed<OccupancySnapshot> occupancy = Feed.ofReadings("GPIO occupancy");
    private final Feed<ButtonPress> presses = Feed.ofEvents("GPIO presses");
    private final OccupancySensor sensorView;
    private final ClockButtons buttonsView = ClockButtons.of(presses);
    private ScanLoop loop;

    /** Builds the board on a Pi4J context the caller owns (tests pass the mock context). */
    public GpioBoard(Context pi4j, GpioSettings settings, BoardGeometry geometry, TimeSource time,
                     SettleDelay settle, ClockDisplay display) {
        this(pi4j, false, settings, geometry, time, settle, display);
    }

    private GpioBoard(Context pi4j, boolean ownsContext, GpioSettings settings, BoardGeometry geometry,
                      TimeSource time, SettleDelay settle, ClockDisplay display) {
        this.pi4j = Objects.requireNonNull(pi4j, "pi4j");
        this.ownsContext = ownsContext;
        this.settings = Objects.requireNonNull(settings, "settings");
        this.display = Objects.requireNonNull(display, "display");
        this.lines = new GpioMatrixLines(pi4j, settings.pins(), settings.inputProvider(), settings.outputProvider());
        this.buttonInputs = new GpioButtonInputs(pi4j, settings.pins(), settings.inputProvider());
        this.scanner = new MatrixScanner(lines, geometry, settings.scan(), time, settle);
        this.scanner.setListener(occupancy::publish);
        this.debouncer = new ButtonDebouncer(buttonInputs.buttons(), settings.buttonDebounceSamples(), time,
                presses::publish);
        this.sensorView = OccupancySensor.of(occupancy, settings.readingLag(), () -> {
            OccupancySnapshot s = scanner.current();
            if (s == null) {
                throw new IllegalStateException("the GPIO board has not completed its first "
                        + settings.scan().debounceScans() + " scans yet");
            }
            return s;
        });
    }

    /**
     * Production: the platform {@code gpio.platform} names (Pi4J's auto-detected one, or its mock pins), spinning
     * settle delay, system time.
     */
    public static GpioBoard open(GpioSettings settings, BoardGeometry geometry, TimeSource time, ClockDisplay display) {
        Context context = switch (settings.platform()) {
            case AUTO -> Pi4J.newAutoContext();
            case MOCK -> MockPins.context();
        };
        try {
            GpioSettings onPlatform = settings.platform() == GpioPlatform.MOCK ? MockPins.providers(settings) : settings;
            return new GpioBoard(context, true, onPlatform, geometry, time, SettleDelay.spinning(time), display);
        } catch (RuntimeException e) {
            context.shutdown();
            throw e;
        }
    }

    /** One matrix scan and one button sample. */
    public void scanOnce() {
        scanner.scanOnce();
        debouncer.sample(buttonInputs.sampleDown());
    }

    /** Starts the scan loop (single thread, fixed rate); add the listeners first. */
    @Override
    public synchronized void start() {
        if (loop == null) {
            loop = new ScanLoop("gpio-scan", settings.scanPeriodNanos(), this::scanOnce);
            loop.start();
        }
    }

    public MatrixScanner scanner() {
        return scanner;
    }

    @Override
    public OccupancySensor sensor() {
        return sensorView;
    }

    @Override
    public ClockButtons buttons() {
        return buttonsView;
    }

    @Override
    public ClockDisplay display() {
        return display;
    }

    @Override
    public synchronized void close() {
        if (loop != null) {
            try {
                if (!loop.stop(2, TimeUnit.SECONDS)) {
                    log.warn("GPIO scan thread did not stop within 2 s");
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            loop = null;
        }
        occupancy.close();
        presses.close();
        lines.close();
        display.close();
        if (ownsContext) {
            pi4j.shutdown();
        }
    }
}
