package org.touchmove.hal.serial;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;

import com.fazecast.jSerialComm.SerialPort;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.touchmove.hal.ButtonPress;
import org.touchmove.hal.ClockButtons;
import org.touchmove.hal.ClockDisplay;
import org.touchmove.hal.ClockFace;
import org.touchmove.hal.Feed;
import org.touchmove.hal.Hardware;
import org.touchmove.hal.OccupancySensor;
import org.touchmove.hal.OccupancySnapshot;
import org.touchmove.hal.TimeSource;
import org.touchmove.hal.geometry.BoardGeometry;
import org.touchmove.hal.serial.Frame.BeepFrame;
import org.touchmove.hal.serial.Frame.ShowTextFrame;
import org.touchmove.hal.serial.Frame.ShowTimesFrame;
import org.touchmove.hal.serial.Frame.StateRequestFrame;

/**
 * A board and clock behind a microcontroller that speaks the frame protocol over a serial port
 * (docs/serial-protocol.md). One reader thread opens the port by path, decodes frames, and reopens
 * the port with exponential back-off when it disappears (USB unplugged, pseudo-terminal replaced).
 * The only class that touches jSerialComm.
 */
public final class SerialBoard implements Hardware, ClockDisplay {

    private static final Logger log = LoggerFactory.getLogger(SerialBoard.class);
    private static final int READ_TIMEOUT_MS = 50;

    /** How the reader thread waits between reopen attempts; injected so tests need not wait. */
    @FunctionalInterface
    public interface Pause {
        void pause(long nanos) throws InterruptedException;
    }

    private final SerialSettings settings;
    private final TimeSource time;
    private final Pause pause;
    private final FrameDecoder decoder;
    private final FrameEncoder encoder = new FrameEncoder();
    private final DeviceState device;
    private final Backoff backoff;
    private final Object writeLock = new Object();
    private final Thread reader;
    private final Feed<OccupancySnapshot> occupancy;
    private final Feed<ButtonPress> presses;
    private final OccupancySensor sensorView;
    private final ClockButtons buttonsView;

    private volatile boolean running;
    private volatile SerialPort port;
    private volatile long opens;
    private Path openedRealPath;
    private long failedOpens;
    private Frame lastDisplayFrame;

    public SerialBoard(SerialSettings settings, BoardGeometry geometry, TimeSource time) {
        this(settings, geometry, time, nanos -> Thread.sleep(nanos / 1_000_000, (int) (nanos % 1_000_000)));
    }

    public SerialBoard(SerialSettings settings, BoardGeometry geometry, TimeSource time, Pause pause) {
        this.settings = Objects.requireNonNull(settings, "settings");
        this.time = Objects.requireNonNull(time, "time");
        this.pause = Objects.requireNonNull(pause, "pause");
        this.decoder = new FrameDecoder(settings.port(), settings.frameTimeout().toNanos());
        this.device = new DeviceState(settings.port(), geometry, time, settings.heartbeatTimeout().toNanos());
        this.occupancy = Feed.ofReadings("occupancy from " + settings.port());
        this.presses = Feed.ofEvents("presses from " + settings.port());
        device.setOccupancyListener(occupancy::publish);
        device.setButtonListener(presses::publish);
        this.sensorView = OccupancySensor.of(occupancy, settings.readingLag(), () -> latest().orElseThrow(
                () -> new IllegalStateException("no occupancy from " + settings.port() + " yet (link " + device.state()
                        + ")")));
        this.buttonsView = ClockButtons.of(presses);
        this.backoff = new Backoff(settings.reconnectInitial().toNanos(), settings.reconnectMax().toNanos());
        this.reader = new Thread(this::readLoop, "serial-board " + settings.port());
        this.reader.setDaemon(true);
    }

    /**
     * Starts the reader thread; the port is opened (and reopened) there, and the device is asked for
     * its state at once. Add the listeners first; a reading that arrives before them is replayed.
     */
    @Override
    public synchronized void start() {
        if (!running) {
            running = true;
            reader.start();
        }
    }

    public SerialStatus status() {
        return new SerialStatus(device.state(), settings.port(), opens, device.nanosSinceLastFrame(), decoder.stats(),
                device.hostTypeFrames());
    }

    // --- Hardware ---

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
        return this;
    }

    /** The latest occupancy the device reported, if any arrived yet. */
    public Optional<OccupancySnapshot> latest() {
        return device.latest();
    }

    // --- ClockDisplay ---

    @Override
    public void show(ClockFace face) {
        sendDisplay(new ShowTimesFrame(face));
    }

    @Override
    public void showText(String text) {
        sendDisplay(new ShowTextFrame(text));
    }

    @Override
    public void beep(int durationMs) {
        send(new BeepFrame(durationMs));
    }

    private void sendDisplay(Frame frame) {
        synchronized (writeLock) {
            lastDisplayFrame = frame;
        }
        send(frame);
    }

    /** Sends a frame if the port is open; a display frame is sent again after the next reopen. */
    private void send(Frame frame) {
        synchronized (writeLock) {
            SerialPort p = port;
            if (p == null) {
                log.debug("{}: not open, {} not sent", settings.port(), frame.type());
                return;
            }
            byte[] bytes = encoder.encode(frame);
            int written = p.writeBytes(bytes, bytes.length);
            if (written != bytes.length) {
                log.warn("{}: wrote {} of {} bytes of a {} frame", settings.port(), written, bytes.length, frame.type());
            }
        }
    }

    // --- reader thread ---

    private void readLoop() {
        byte[] buffer = new byte[512];
        long nextAttempt = time.nanos();
        while (running) {
            try {
                if (port == null) {
                    long wait = nextAttempt - time.nanos();
                    if (wait > 0) {
                        pause.pause(Math.min(wait, 100_000_000L));
                        continue;
                    }
                    if (!open()) {
                        long delay = backoff.nextDelayNanos();
                        nextAttempt = time.nanos() + delay;
                        // warn once per outage, then quietly keep trying
                        if (failedOpens++ == 0) {
                            log.warn("{}: cannot open, retrying with back-off (first retry in {} ms)",
                                    settings.port(), delay / 1_000_000);
                        } else {
                            log.debug("{}: cannot open (attempt {}), retrying in {} ms", settings.port(),
                                    failedOpens, delay / 1_000_000);
                        }
                    }
                    continue;
                }
                int n = port.readBytes(buffer, buffer.length);
                if (n < 0 || portReplaced()) {
                    log.warn("{}: port lost (read returned {}), reopening", settings.port(), n);
                    closePort();
                    nextAttempt = time.nanos() + backoff.nextDelayNanos();
                    continue;
                }
                for (DecodedFrame f : n > 0 ? decoder.feed(buffer, 0, n, time.nanos()) : decoder.poll(time.nanos())) {
                    device.accept(f.frame());
                }
                device.state(); // logs a missing heartbeat as soon as it is noticed
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            } catch (RuntimeException e) {
                // A listener or the port failed: log it, drop the port and keep serving.
                log.error("{}: reader failed, reopening the port", settings.port(), e);
                closePort();
                nextAttempt = time.nanos() + backoff.nextDelayNanos();
            }
        }
        closePort();
    }

    private boolean open() {
        Path path = Path.of(settings.port());
        if (!Files.exists(path)) {
            return false;
        }
        SerialPort p = SerialPort.getCommPort(settings.port());
        p.setComPortParameters(settings.baud(), 8, SerialPort.ONE_STOP_BIT, SerialPort.NO_PARITY);
        p.setComPortTimeouts(SerialPort.TIMEOUT_READ_SEMI_BLOCKING, READ_TIMEOUT_MS, 0);
        if (!p.openPort()) {
            log.debug("{}: openPort failed, error {}", settings.port(), p.getLastErrorCode());
            return false;
        }
        try {
            openedRealPath = path.toRealPath();
        } catch (IOException e) {
            log.warn("{}: opened, but cannot resolve its real path", settings.port(), e);
            openedRealPath = path;
        }
        decoder.reset();
        device.opened();
        backoff.reset();
        failedOpens = 0;
        opens++;
        synchronized (writeLock) {
            port = p;
        }
        log.info("{}: open ({})", settings.port(), openedRealPath);
        send(new StateRequestFrame());
        Frame display;
        synchronized (writeLock) {
            display = lastDisplayFrame;
        }
        if (display != null) {
            send(display);
        }
        return true;
    }

    /** A pseudo-terminal or USB device whose path vanished or now points elsewhere is gone. */
    private boolean portReplaced() {
        Path path = Path.of(settings.port());
        try {
            return !path.toRealPath().equals(openedRealPath);
        } catch (IOException e) {
            return true;
        }
    }

    private void closePort() {
        SerialPort p;
        synchronized (writeLock) {
            p = port;
            port = null;
        }
        if (p != null) {
            device.closed();
            if (!p.closePort()) {
                log.debug("{}: closePort reported error {}", settings.port(), p.getLastErrorCode());
            }
        }
    }

    @Override
    public void close() {
        running = false;
        reader.interrupt();
        try {
            reader.join(2_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        closePort();
        occupancy.close();
        presses.close();
    }
}
