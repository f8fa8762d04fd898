package org.touchmove.hal.serial;

import org.touchmove.hal.ClockButton;
import org.touchmove.hal.ClockFace;

/** The messages of the serial frame protocol (docs/serial-protocol.md), without framing. */
public sealed interface Frame {

    FrameType type();

    /** Device to host: the stable occupancy, bit i = sensor i (before the wiring map). */
    record OccupancyFrame(long sensorBits) implements Frame {
        public FrameType type() {
            return FrameType.OCCUPANCY;
        }
    }

    /** Device to host: piece codes in sensor order, 64 of {@code PNBRQKpnbrqk.}. */
    record PiecesFrame(String perSensor) implements Frame {
        public PiecesFrame {
            if (perSensor.length() != 64) {
                throw new IllegalArgumentException("a pieces frame has 64 codes, got " + perSensor.length());
            }
        }

        public FrameType type() {
            return FrameType.PIECES;
        }
    }

    /** Device to host: a debounced button changed state. */
    record ButtonFrame(ClockButton button, boolean down) implements Frame {
        public FrameType type() {
            return FrameType.BUTTON;
        }
    }

    /** Device to host: still alive, with its uptime. */
    record HeartbeatFrame(long uptimeMillis) implements Frame {
        public FrameType type() {
            return FrameType.HEARTBEAT;
        }
    }

    /** Device to host: first frame after the device (re)starts; its sequence numbering restarts here. */
    record HelloFrame(int protocolVersion) implements Frame {
        public FrameType type() {
            return FrameType.HELLO;
        }
    }

    /** Host to device: show both times. */
    record ShowTimesFrame(ClockFace face) implements Frame {
        public FrameType type() {
            return FrameType.SHOW_TIMES;
        }
    }

    /** Host to device: show a short text in place of the times. */
    record ShowTextFrame(String text) implements Frame {
        public FrameType type() {
            return FrameType.SHOW_TEXT;
        }
    }

    /** Host to device: beep. */
    record BeepFrame(int durationMs) implements Frame {
        public FrameType type() {
            return FrameType.BEEP;
        }
    }

    /** Host to device: send the current occupancy (or pieces) now; sent after every (re)open. */
    record StateRequestFrame() implements Frame {
        public FrameType type() {
            return FrameType.STATE_REQUEST;
        }
    }
}
