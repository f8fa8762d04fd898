package org.touchmove.hal.dgt;

import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.touchmove.hal.ButtonPress;
import org.touchmove.hal.ClockButton;
import org.touchmove.hal.ClockButtons;
import org.touchmove.hal.ClockDisplay;
import org.touchmove.hal.Feed;
import org.touchmove.hal.Hardware;
import org.touchmove.hal.OccupancySensor;
import org.touchmove.hal.OccupancySnapshot;
import org.touchmove.hal.PieceCodes;
import org.touchmove.hal.TimeSource;
import org.touchmove.hal.dgt.wire.BoardMessage;
import org.touchmove.hal.dgt.wire.BoardMessage.BoardDump;
import org.touchmove.hal.dgt.wire.BoardMessage.ClockAck;
import org.touchmove.hal.dgt.wire.BoardMessage.ClockTimes;
import org.touchmove.hal.dgt.wire.BoardMessage.FieldUpdate;
import org.touchmove.hal.dgt.wire.BoardMessageReader;
import org.touchmove.hal.dgt.wire.BoardRequest;
import org.touchmove.hal.dgt.wire.DgtBytes;
import org.touchmove.hal.dgt.wire.DgtPiece;
import org.touchmove.hal.dgt.wire.DgtSquares;
import org.touchmove.hal.dgt.wire.HostCommand;
import org.touchmove.hal.dgt.wire.HostCommandCodec;

/**
 * A real DGT board (and the DGT 3000 clock plugged into it) as Touchmove's hardware: field updates
 * with piece identity feed the {@link OccupancySensor} (with {@link PieceCodes}), the clock's keys and
 * lever feed the {@link ClockButtons}, and Touchmove's clock display goes to the DGT 3000 one command
 * at a time ({@link DgtClockDisplay}). One reader thread opens the link, puts the board in UPDATE_NICE mode and asks for a
 * board dump (after every reconnect), drops broken frames and resynchronises on the next message.
 */
public final class DgtBoardReader implements Hardware {

    private static final Logger log = LoggerFactory.getLogger(DgtBoardReader.class);

    /** Opens the link to the board; called again after the link went away. */
    @FunctionalInterface
    public interface Opener {
        DgtLink open() throws IOException;
    }

    /** How the reader waits before reopening; injected so tests need not wait. */
    @FunctionalInterface
    public interface Pause {
        void pause(long nanos) throws InterruptedException;
    }

    /**
     * The DGT board's worst-case reading lag: its own scan and debounce of the field updates plus the USB
     * serial transport, which we do not control; 250 ms keeps the 300 ms press grace that real DGT boards
     * were played with (docs/hal.md, "Reading lag").
     */
    static final java.time.Duration READING_LAG = java.time.Duration.ofMillis(250);

    private final String name;
    private final Opener opener;
    private final TimeSource time;
    private final Pause pause;
    private final DgtReaderSettings settings;
    private final ClockCommandQueue clockQueue;
    private final BoardMessageReader messages = new BoardMessageReader();
    private final Thread reader;
    private final Object writeLock = new Object();
    private final AtomicLong opens = new AtomicLong();

    private final DgtPiece[] wire = new DgtPiece[64];
    private volatile boolean running;
    private volatile DgtLink link;
    private volatile OccupancySnapshot latest;
    private volatile ClockTimes clockTimes;
    private final Feed<OccupancySnapshot> occupancy;
    private final Feed<ButtonPress> presses;
    private volatile Consumer<ClockTimes> clockListener = t -> { };
    private final OccupancySensor sensorView;
    private final ClockButtons buttonsView;
    private final ClockDisplay display;

    public DgtBoardReader(String name, Opener opener, TimeSource time, DgtReaderSettings settings) {
        this(name, opener, time, settings, nanos -> Thread.sleep(nanos / 1_000_000, (int) (nanos % 1_000_000)));
    }

    public DgtBoardReader(String name, Opener opener, TimeSource time, DgtReaderSettings settings, Pause pause) {
        this.name = Objects.requireNonNull(name, "name");
        this.opener = Objects.requireNonNull(opener, "opener");
        this.time = Objects.requireNonNull(time, "time");
        this.settings = Objects.requireNonNull(settings, "settings");
        this.pause = Objects.requireNonNull(pause, "pause");
        this.clockQueue = new ClockCommandQueue(settings.ackTimeout().toNanos(), settings.maxAttempts());
        Arrays.fill(wire, DgtPiece.EMPTY);
        this.occupancy = Feed.ofReadings("occupancy from DGT board " + name);
        this.presses = Feed.ofEvents("presses from DGT board " + name);
        this.sensorView = OccupancySensor.of(occupancy, READING_LAG, () -> {
            OccupancySnapshot s = latest;
            if (s == null) {
                throw new IllegalStateException("no board dump from " + name + " yet");
            }
            return s;
        });
        this.buttonsView = ClockButtons.of(presses);
        this.display = new DgtClockDisplay(clockQueue, settings.whiteOnLeft());
        this.reader = new Thread(this::readLoop, "dgt-board " + name);
        this.reader.setDaemon(true);
    }

    /** A board on a serial port or pseudo-terminal. */
    public static DgtBoardReader serial(String path, TimeSource time, DgtReaderSettings settings) {
        return new DgtBoardReader(path, () -> SerialDgtLink.open(path), time, settings);
    }

    /** Starts the reader thread (docs/hal.md, "Start order": subscribe first, then start). */
    @Override
    public synchronized void start() {
        if (!running) {
            running = true;
            reader.start();
        }
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

    /** The DGT 3000's display, one command at a time ({@link DgtClockDisplay}). */
    @Override
    public ClockDisplay display() {
        return display;
    }

    /** The DGT clock's times as last reported (they lag the display by up to a second). */
    public Optional<ClockTimes> clockTimes() {
        return Optional.ofNullable(clockTimes);
    }

    public void setClockListener(Consumer<ClockTimes> listener) {
        clockListener = Objects.requireNonNull(listener, "listener");
    }

    public long opens() {
        return opens.get();
    }

    /** Frames dropped because bytes were lost or corrupted on the line. */
    public long brokenFrames() {
        return messages.brokenFrames();
    }

    public long clockResends() {
        return clockQueue.resends();
    }

    /** No clock command waits for its acknowledgement. */
    public boolean clockIdle() {
        return clockQueue.idle();
    }

    // --- reader thread ---

    private void readLoop() {
        byte[] buffer = new byte[512];
        while (running) {
            try {
                if (link == null) {
                    if (!open()) {
                        pause.pause(settings.reconnectDelay().toNanos());
                    }
                    continue;
                }
                int n = link.read(buffer);
                long brokenBefore = messages.brokenFrames();
                for (BoardMessage m : messages.feed(buffer, 0, n)) {
                    accept(m);
                }
                if (messages.brokenFrames() != brokenBefore) {
                    // a lost frame may have been a field update: the board's own dump puts every square right
                    log.info("{}: broken frame on the line ({}), asking for a board dump", name,
                            messages.lastRejection());
                    send(BoardRequest.SEND_BOARD);
                }
                clockQueue.due(time.nanos()).ifPresent(this::send);
            } catch (IOException e) {
                log.warn("{}: link lost ({}), reopening", name, e.getMessage());
                closeLink();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            } catch (RuntimeException e) {
                // a listener failed: log it with its cause and keep reading the board
                log.error("{}: handling a board message failed", name, e);
            }
        }
        closeLink();
    }

    private boolean open() {
        try {
            DgtLink l = opener.open();
            messages.reset();
            synchronized (writeLock) {
                link = l;
            }
            opens.incrementAndGet();
            log.info("{}: open, asking for updates and a board dump", name);
            // UPDATE_NICE: field updates, time messages on change, and clock acks (only sent in update modes)
            send(BoardRequest.UPDATE_NICE);
            send(BoardRequest.SEND_BOARD);
            clockQueue.linkReopened(time.nanos());
            return true;
        } catch (IOException e) {
            log.debug("{}: cannot open: {}", name, e.getMessage());
            return false;
        }
    }

    private void send(HostCommand command) {
        synchronized (writeLock) {
            DgtLink l = link;
            if (l == null) {
                return;
            }
            try {
                l.write(HostCommandCodec.encode(command));
            } catch (IOException e) {
                log.warn("{}: write failed ({}), reopening", name, e.getMessage());
                closeLink();
            }
        }
    }

    private void accept(BoardMessage m) {
        if (m instanceof BoardDump d) {
            List<DgtPiece> squares = d.squares();
            for (int i = 0; i < 64; i++) {
                wire[i] = squares.get(i);
            }
            publishBoard();
        } else if (m instanceof FieldUpdate f) {
            wire[f.wireSquare()] = f.piece();
            publishBoard();
        } else if (m instanceof ClockTimes t) {
            clockTimes(t);
        } else if (m instanceof ClockAck a) {
            if (a.isButtonPress()) {
                ClockButton button = key(a.ack3());
                if (button != null) {
                    presses.publish(new ButtonPress(button, time.nanos()));
                }
            } else {
                clockQueue.acknowledged(a, time.nanos());
            }
        }
    }

    private void publishBoard() {
        char[] codes = new char[64];
        for (int wireSquare = 0; wireSquare < 64; wireSquare++) {
            DgtPiece p = wire[wireSquare];
            // a magic (result) piece is no chessman: Touchmove takes results from the clock or the arbiter
            codes[DgtSquares.fromWire(wireSquare)] = p.isChessman() ? p.fenChar() : '.';
        }
        PieceCodes pieces = new PieceCodes(new String(codes));
        OccupancySnapshot snapshot = new OccupancySnapshot(pieces.occupancy(), time.nanos(), Optional.of(pieces));
        OccupancySnapshot before = latest;
        latest = snapshot;
        if (before == null || !before.pieces().equals(snapshot.pieces())) {
            occupancy.publish(snapshot);
        }
    }

    private void clockTimes(ClockTimes t) {
        if (!t.clockConnected()) {
            return;
        }
        ClockTimes before = clockTimes;
        clockTimes = t;
        clockListener.accept(t);
        if (before != null && before.leverRightHigh() != t.leverRightHigh()) {
            // the lever went down on the side that pressed: right high means the left player pressed
            boolean leftPressed = t.leverRightHigh();
            boolean whitePressed = leftPressed == settings.whiteOnLeft();
            presses.publish(new ButtonPress(whitePressed ? ClockButton.WHITE : ClockButton.BLACK, time.nanos()));
        }
    }

    /** A DGT 3000 key as Touchmove's clock button. */
    static ClockButton key(int ack3) {
        return switch (ack3) {
            case DgtBytes.BUTTON_BACK -> ClockButton.MENU;
            case DgtBytes.BUTTON_MINUS -> ClockButton.MINUS;
            case DgtBytes.BUTTON_RUN -> ClockButton.PAUSE;
            case DgtBytes.BUTTON_PLUS -> ClockButton.PLUS;
            case DgtBytes.BUTTON_OK -> ClockButton.OK;
            default -> null;
        };
    }

    private void closeLink() {
        DgtLink l;
        synchronized (writeLock) {
            l = link;
            link = null;
        }
        if (l != null) {
            l.close();
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
        closeLink();
    }
}
