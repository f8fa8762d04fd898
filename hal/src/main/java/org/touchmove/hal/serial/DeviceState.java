package org.touchmove.hal.serial;

import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.touchmove.hal.ButtonPress;
import org.touchmove.hal.OccupancySnapshot;
import org.touchmove.hal.PieceCodes;
import org.touchmove.hal.TimeSource;
import org.touchmove.hal.geometry.BoardGeometry;
import org.touchmove.hal.serial.Frame.ButtonFrame;
import org.touchmove.hal.serial.Frame.OccupancyFrame;
import org.touchmove.hal.serial.Frame.PiecesFrame;

/**
 * What the host knows of the device, updated from decoded frames; no I/O. Turns occupancy frames
 * (sensor order) into board snapshots through the geometry, delivering one only when the occupancy
 * changes, turns button-down frames into presses, and watches the heartbeat. Any valid frame
 * counts as a sign of life.
 */
final class DeviceState {

    private static final Logger log = LoggerFactory.getLogger(DeviceState.class);

    private final String port;
    private final BoardGeometry geometry;
    private final TimeSource time;
    private final long heartbeatTimeoutNanos;

    private volatile Consumer<OccupancySnapshot> occupancyListener = s -> { };
    private volatile Consumer<ButtonPress> buttonListener = p -> { };
    private volatile OccupancySnapshot latest;
    private volatile boolean open;
    private volatile long lastSignOfLife;
    private volatile boolean framesSinceOpen;
    private boolean reportedMissing;
    private final AtomicLong hostTypeFrames = new AtomicLong();

    DeviceState(String port, BoardGeometry geometry, TimeSource time, long heartbeatTimeoutNanos) {
        if (heartbeatTimeoutNanos <= 0) {
            throw new IllegalArgumentException("heartbeat timeout must be positive, got " + heartbeatTimeoutNanos);
        }
        this.port = port;
        this.geometry = Objects.requireNonNull(geometry, "geometry");
        this.time = Objects.requireNonNull(time, "time");
        this.heartbeatTimeoutNanos = heartbeatTimeoutNanos;
    }

    void setOccupancyListener(Consumer<OccupancySnapshot> listener) {
        occupancyListener = Objects.requireNonNull(listener, "listener");
    }

    void setButtonListener(Consumer<ButtonPress> listener) {
        buttonListener = Objects.requireNonNull(listener, "listener");
    }

    Optional<OccupancySnapshot> latest() {
        return Optional.ofNullable(latest);
    }

    synchronized void opened() {
        open = true;
        framesSinceOpen = false;
        lastSignOfLife = time.nanos();
        reportedMissing = false;
    }

    synchronized void closed() {
        open = false;
    }

    void accept(Frame frame) {
        long now = time.nanos();
        synchronized (this) {
            lastSignOfLife = now;
            framesSinceOpen = true;
            if (reportedMissing) {
                reportedMissing = false;
                log.info("{}: device is alive again", port);
            }
        }
        if (frame instanceof OccupancyFrame f) {
            publish(OccupancySnapshot.of(geometry.toBoard(f.sensorBits()), now));
        } else if (frame instanceof PiecesFrame f) {
            PieceCodes codes = new PieceCodes(geometry.toBoardOrder(f.perSensor()));
            publish(new OccupancySnapshot(codes.occupancy(), now, Optional.of(codes)));
        } else if (frame instanceof Frame.HelloFrame hello) {
            if (hello.protocolVersion() != FrameFormat.PROTOCOL_VERSION) {
                log.warn("{}: the device says it speaks protocol version {}, this host speaks version {}"
                        + " (docs/serial-protocol.md): frames may be misread; update the firmware or the host",
                        port, hello.protocolVersion(), FrameFormat.PROTOCOL_VERSION);
            }
        } else if (frame instanceof Frame.ShowTimesFrame || frame instanceof Frame.ShowTextFrame
                || frame instanceof Frame.BeepFrame || frame instanceof Frame.StateRequestFrame) {
            hostTypeFrames.incrementAndGet();
            log.warn("{}: the device sent a {} frame, a type only the host sends; ignored (is something echoing"
                    + " the host's frames back?)", port, frame.getClass().getSimpleName());
        } else if (frame instanceof ButtonFrame f && f.down()) {
            ButtonPress press = new ButtonPress(f.button(), now);
            try {
                buttonListener.accept(press);
            } catch (RuntimeException e) {
                log.error("{}: button listener failed on {}", port, press, e);
            }
        }
    }

    private void publish(OccupancySnapshot snapshot) {
        OccupancySnapshot previous = latest;
        if (previous != null && previous.occupancy().equals(snapshot.occupancy())
                && previous.pieces().equals(snapshot.pieces())) {
            return;
        }
        latest = snapshot;
        try {
            occupancyListener.accept(snapshot);
        } catch (RuntimeException e) {
            // a listener bug must not tear down the serial link
            log.error("{}: occupancy listener failed on {}", port, snapshot.occupancy(), e);
        }
    }

    /** The link state now; logs once when the heartbeat goes missing. */
    synchronized LinkState state() {
        if (!open) {
            return LinkState.DISCONNECTED;
        }
        if (time.nanos() - lastSignOfLife <= heartbeatTimeoutNanos) {
            return LinkState.CONNECTED;
        }
        if (!reportedMissing) {
            reportedMissing = true;
            log.warn("{}: no frame from the device for {} ms", port, (time.nanos() - lastSignOfLife) / 1_000_000);
        }
        return LinkState.HEARTBEAT_MISSING;
    }

    /** Frames of a host-to-device type that arrived from the device, ignored (docs/serial-protocol.md). */
    long hostTypeFrames() {
        return hostTypeFrames.get();
    }

    long nanosSinceLastFrame() {
        return open && framesSinceOpen ? time.nanos() - lastSignOfLife : -1;
    }
}
