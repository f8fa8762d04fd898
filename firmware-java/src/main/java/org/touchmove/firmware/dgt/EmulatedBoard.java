package org.touchmove.firmware.dgt;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.function.LongSupplier;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.touchmove.firmware.rules.Color;
import org.touchmove.hal.ClockButton;
import org.touchmove.hal.dgt.wire.BoardMessage;
import org.touchmove.hal.dgt.wire.BoardMessage.BatteryStatus;
import org.touchmove.hal.dgt.wire.BoardMessage.BoardDump;
import org.touchmove.hal.dgt.wire.BoardMessage.BusAddress;
import org.touchmove.hal.dgt.wire.BoardMessage.ClockAck;
import org.touchmove.hal.dgt.wire.BoardMessage.ClockTimes;
import org.touchmove.hal.dgt.wire.BoardMessage.FieldUpdate;
import org.touchmove.hal.dgt.wire.BoardMessage.LongSerialNumber;
import org.touchmove.hal.dgt.wire.BoardMessage.SerialNumber;
import org.touchmove.hal.dgt.wire.BoardMessage.Trademark;
import org.touchmove.hal.dgt.wire.BoardMessage.Version;
import org.touchmove.hal.dgt.wire.BoardRequest;
import org.touchmove.hal.dgt.wire.ClockCommand;
import org.touchmove.hal.dgt.wire.DgtBytes;
import org.touchmove.hal.dgt.wire.DgtPiece;
import org.touchmove.hal.dgt.wire.DgtSquares;
import org.touchmove.hal.dgt.wire.HostCommand;
import org.touchmove.hal.dgt.wire.SideTime;
import org.touchmove.hal.dgt.wire.UnknownCommand;

/**
 * One emulated DGT board with its DGT 3000 clock, as one host sees it: answers the host's commands,
 * and in an update mode reports field changes, clock times and button presses of its
 * {@link DgtBoardSource}. Transport-free: commands come in through {@link #handle}, messages leave
 * through the {@link MessageOut}. Thread-safe: the host's reader and the source's thread both call in.
 *
 * <p>Piece-code policy (docs/dgt.md): a square the sensors see empty is reported empty, a known piece
 * with its code; a square occupied by a piece Touchmove cannot name keeps what the host was last told
 * (its report is withheld until the piece is known), so no piece is ever invented.
 *
 * <p>The clock's time messages report Touchmove's clock (the lever decides the running side) until the host sets
 * and runs the clock (mode 23, as a DGT 3000 obeys it): from then on they report the times as the host set them,
 * running on the side it set, until a new game or the host's reset gives Touchmove's clock back ({@link HostClock};
 * Touchmove's own clock, the arbiter's, is never changed by a host).
 */
public final class EmulatedBoard implements DgtListener, AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(EmulatedBoard.class);
    /** The centre squares, where a result's magic piece goes (the first of them that is empty). */
    private static final int[] RESULT_SQUARES = {27, 28, 35, 36}; // d4, e4, d5, e5

    private final DgtBoardSource source;
    private final DgtClockFace face;
    private final DgtIdentity identity;
    private final MessageOut out;
    private final boolean resultPieces;
    /** What the host has been told (or a dump would show), wire order 0 = a8. */
    private final DgtPiece[] reported = new DgtPiece[64];
    private final EeMoveLog eeLog = new EeMoveLog();
    private BoardMode mode = BoardMode.IDLE;
    private ClockTimes lastTimes;
    private Color lastLever;
    /** The host's set-and-run, while it drives the clock; null: Touchmove's clock is reported. */
    private HostClock hostClock;
    private final LongSupplier monotonicMs;

    /**
     * @param resultPieces report a result with its magic piece (codes 13-15) on an empty centre square
     */
    public EmulatedBoard(DgtBoardSource source, DgtClockFace face, DgtIdentity identity, boolean resultPieces,
                         MessageOut out) {
        this(source, face, identity, resultPieces, out, () -> System.nanoTime() / 1_000_000L);
    }

    /** @param monotonicMs the time a host's set-and-run counts down in (the board's time in a virtual-time test) */
    public EmulatedBoard(DgtBoardSource source, DgtClockFace face, DgtIdentity identity, boolean resultPieces,
                         MessageOut out, LongSupplier monotonicMs) {
        this.monotonicMs = Objects.requireNonNull(monotonicMs, "monotonicMs");
        this.source = Objects.requireNonNull(source, "source");
        this.face = Objects.requireNonNull(face, "face");
        this.identity = Objects.requireNonNull(identity, "identity");
        this.out = Objects.requireNonNull(out, "out");
        this.resultPieces = resultPieces;
        Arrays.fill(reported, DgtPiece.EMPTY);
        synchronized (this) {
            merge(source.picture(), false);
            eeLog.newGame(reported, false);
            lastLever = source.clock().leverHigh();
        }
        source.subscribe(this);
    }

    public synchronized BoardMode mode() {
        return mode;
    }

    /** One command from the host. */
    public synchronized void handle(HostCommand command) {
        if (command instanceof BoardRequest r) {
            request(r);
        } else if (command instanceof ClockCommand c) {
            clockCommand(c);
        } else if (command instanceof UnknownCommand u) {
            log.debug("ignored host command {}: {}", String.format("%02X", u.firstByte()), u.reason());
        }
    }

    private void request(BoardRequest r) {
        switch (r) {
            case RESET -> {
                mode = BoardMode.IDLE;
                hostClock = null; // the host's reset gives the clock back to Touchmove
            }
            case UPDATE -> mode = BoardMode.UPDATE;
            case UPDATE_BOARD -> mode = BoardMode.UPDATE_BOARD;
            case UPDATE_NICE -> mode = BoardMode.UPDATE_NICE;
            case SEND_BOARD -> out.send(new BoardDump(List.of(reported)));
            case SEND_CLOCK -> out.send(times(source.clock()));
            case SERIAL_NUMBER -> out.send(new SerialNumber(identity.serialNumber()));
            case LONG_SERIAL_NUMBER -> out.send(new LongSerialNumber(identity.longSerialNumber()));
            case BUS_ADDRESS -> out.send(new BusAddress(Integer.parseInt(identity.serialNumber()) & 0x3FFF));
            case TRADEMARK -> out.send(new Trademark(identity.trademark()));
            case EE_MOVES -> out.send(eeLog.message());
            case BATTERY_STATUS -> out.send(new BatteryStatus(100, false)); // mains powered
            case VERSION -> out.send(new Version(identity.versionMain(), identity.versionSub()));
        }
    }

    private void clockCommand(ClockCommand c) {
        if (c instanceof ClockCommand.AsciiText t) {
            face.showText(t.text().stripTrailing());
            if (t.beep() > 0) {
                face.beep(62 + t.beep() * 1000 / 16); // 62.5 ms + beep/16 s
            }
        } else if (c instanceof ClockCommand.SegmentDisplay d) {
            face.showText(SevenSegments.decode(d.segments()));
            if (d.beep()) {
                face.beep(64);
            }
        } else if (c instanceof ClockCommand.SetAndRun s) {
            face.showTimes(s.leftSeconds(), s.rightSeconds(), (s.flags() & DgtBytes.SETNRUN_LEFT_RUNS) != 0,
                    (s.flags() & DgtBytes.SETNRUN_RIGHT_RUNS) != 0);
            hostClock = HostClock.of(s, monotonicMs.getAsLong());
        } else if (c instanceof ClockCommand.Beep b) {
            face.beep(b.units() * 64);
        } else if (c instanceof ClockCommand.EndDisplay) {
            face.endDisplay();
        }
        // Icons, ButtonQuery and VersionQuery change nothing shown.
        if (mode.sendsClockAcks()) {
            int ack2 = c instanceof ClockCommand.VersionQuery ? identity.clockVersion() : 0;
            out.send(new ClockAck(DgtBytes.ACK_NORMAL, c.code(), ack2, 0));
        }
        if (c instanceof ClockCommand.SetAndRun) {
            clockChanged(source.clock()); // the next reading shows the times as set
        }
    }

    // --- the source's changes ---

    @Override
    public synchronized void boardChanged(BoardPicture picture) {
        merge(picture, mode.sendsFieldUpdates());
    }

    /** Brings {@link #reported} up to the picture, logging (and sending) every square that changes. */
    private void merge(BoardPicture picture, boolean send) {
        for (int square = 0; square < 64; square++) {
            int wire = DgtSquares.toWire(square);
            DgtPiece now = code(picture.at(square), reported[wire]);
            if (now != reported[wire]) {
                if (reported[wire] != DgtPiece.EMPTY && now != DgtPiece.EMPTY) {
                    // A physical board never shows one piece turn into another: the square is empty in between
                    // (a new game set up, a capture settled), and hosts that track squares rely on it.
                    reported[wire] = DgtPiece.EMPTY;
                    eeLog.piece(wire, DgtPiece.EMPTY);
                    if (send) {
                        out.send(new FieldUpdate(wire, DgtPiece.EMPTY));
                    }
                }
                reported[wire] = now;
                eeLog.piece(wire, now);
                if (send) {
                    out.send(new FieldUpdate(wire, now));
                }
            }
        }
    }

    /** The piece-code policy: empty is empty, known is its code, unknown keeps the last report. */
    static DgtPiece code(SquareView view, DgtPiece lastReported) {
        if (view instanceof SquareView.Known k) {
            return k.piece();
        } else if (view instanceof SquareView.Empty) {
            return DgtPiece.EMPTY;
        }
        return lastReported;
    }

    @Override
    public synchronized void newGame() {
        hostClock = null; // a new game: Touchmove's clock again until the host sets its own
        merge(source.picture(), mode.sendsFieldUpdates());
        eeLog.newGame(reported, true);
    }

    @Override
    public synchronized void clockChanged(ClockPicture clock) {
        ClockTimes times = times(clock);
        if (clock.leverHigh() != null && clock.leverHigh() != lastLever) {
            // the side whose lever went down just pressed: log its time, as the board does on a lever change
            Color pressed = clock.leverHigh().opposite();
            boolean left = (pressed == Color.WHITE) == identity.whiteOnLeft();
            eeLog.time(left ? times.left() : times.right(), left);
            lastLever = clock.leverHigh();
            if (hostClock != null) {
                hostClock = hostClock.leverTo(clock.leverHigh() == (identity.whiteOnLeft() ? Color.BLACK : Color.WHITE),
                        monotonicMs.getAsLong());
                times = times(clock);
            }
        }
        if (mode == BoardMode.UPDATE || mode == BoardMode.UPDATE_NICE && !times.equals(lastTimes)) {
            out.send(times);
        }
        lastTimes = times;
    }

    /**
     * UPDATE mode sends the time at least once a second: the transport calls this every second. A host's running
     * clock changes what it shows every second too (UPDATE_NICE).
     */
    public synchronized void tick() {
        if (mode == BoardMode.UPDATE) {
            ClockTimes times = times(source.clock());
            out.send(times);
            lastTimes = times;
        } else if (hostClock != null && hostClock.running()) {
            clockChanged(source.clock());
        }
    }

    @Override
    public synchronized void gameEnded(DgtResult result) {
        clockChanged(source.clock());
        if (!resultPieces) {
            return;
        }
        for (int square : RESULT_SQUARES) {
            int wire = DgtSquares.toWire(square);
            if (reported[wire] == DgtPiece.EMPTY) {
                // the magic piece "placed" on an empty centre square; the next board change takes it away
                reported[wire] = result.magicPiece();
                eeLog.piece(wire, result.magicPiece());
                if (mode.sendsFieldUpdates()) {
                    out.send(new FieldUpdate(wire, result.magicPiece()));
                }
                return;
            }
        }
    }

    @Override
    public synchronized void buttonPressed(ClockButton button) {
        if (!mode.sendsClockAcks()) {
            return;
        }
        ClockKey key = ClockKey.of(button);
        if (key != null) {
            out.send(new ClockAck(DgtBytes.ACK_NORMAL, DgtBytes.ACK_BUTTON_PRESSED, key.pattern(), key.code()));
        }
    }

    /** The clock as a time message: physical left and right, header 2014/15 status bits. */
    ClockTimes times(ClockPicture clock) {
        Color left = identity.whiteOnLeft() ? Color.WHITE : Color.BLACK;
        Color right = left.opposite();
        if (hostClock != null) {
            return hostTimes(clock.leverHigh() == right);
        }
        if (!clock.connected()) {
            SideTime zero = new SideTime(0, 0, 0, false, false, false);
            return new ClockTimes(zero, zero, DgtBytes.STATUS_NO_CLOCK);
        }
        int status = 0;
        if (clock.running() != null) {
            status |= DgtBytes.STATUS_RUNNING;
        }
        // A DGT 3000 keeps the turn bit while stopped (paused, before the start: docs/dgt.md, "Status byte");
        // a finished game has none.
        Color toMove = clock.running() != null ? clock.running() : source.toMove();
        if (clock.running() != null || source.result() == null) {
            status |= toMove == right ? DgtBytes.STATUS_RIGHT_TURN : DgtBytes.STATUS_LEFT_TURN;
        }
        if (clock.leverHigh() == right) {
            status |= DgtBytes.STATUS_LEVER_RIGHT_HIGH;
        }
        return new ClockTimes(SideTime.ofMillis(clock.ms(right), clock.flag(right)),
                SideTime.ofMillis(clock.ms(left), clock.flag(left)), status);
    }

    /**
     * Mode 23: the times as the host set them, its side running; the turn bit is the side it set running (none while
     * it is stopped); the lever bit stays the physical lever's.
     */
    private ClockTimes hostTimes(boolean leverRightHigh) {
        long now = monotonicMs.getAsLong();
        long l = hostClock.leftMs(now);
        long r = hostClock.rightMs(now);
        int status = hostClock.running() ? DgtBytes.STATUS_RUNNING : 0;
        status |= hostClock.rightRuns() ? DgtBytes.STATUS_RIGHT_TURN : hostClock.leftRuns() ? DgtBytes.STATUS_LEFT_TURN : 0;
        if (leverRightHigh) {
            status |= DgtBytes.STATUS_LEVER_RIGHT_HIGH;
        }
        return new ClockTimes(SideTime.ofMillis(r, hostClock.rightRuns() && r == 0),
                SideTime.ofMillis(l, hostClock.leftRuns() && l == 0), status);
    }

    @Override
    public void close() {
        source.unsubscribe(this);
    }
}
