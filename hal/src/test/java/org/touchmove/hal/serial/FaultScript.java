package org.touchmove.hal.serial;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

import org.touchmove.hal.ClockButton;
import org.touchmove.hal.serial.Frame.BeepFrame;
import org.touchmove.hal.serial.Frame.HeartbeatFrame;
import org.touchmove.hal.serial.Frame.HelloFrame;
import org.touchmove.hal.serial.Frame.OccupancyFrame;
import org.touchmove.hal.serial.Frame.PiecesFrame;
import org.touchmove.hal.serial.Frame.ShowTextFrame;
import org.touchmove.hal.serial.Frame.StateRequestFrame;

/**
 * Plays the device in the serial fault drill: writes each step's bytes and works out, from the protocol
 * (docs/serial-protocol.md), exactly what the host must deliver and count. Frames of a fault carry the sync byte
 * only at their start, so each fault is one damaged frame and its count is exact; random noise is the only
 * input whose count the bytes decide. Seeded: the same seed gives the same bytes.
 */
final class FaultScript {

    private static final int SYNC = FrameFormat.SYNC;

    private final SplittableRandom random;
    /** Sequence number of the device's next frame. */
    private int sequence;
    /** Numbered frames sent damaged since the host last accepted a frame: the next accepted frame counts them lost. */
    private int damagedSinceAccepted;
    /** Whether the host accepted a frame since the port opened (before that, no frame is counted lost). */
    private boolean acceptedSinceOpen;
    /** Sensor bits of the last occupancy the host delivered. */
    private long lastReading;
    /** The good occupancy frames of this opening, newest last, and their bits (for {@link LineFault#STALE}). */
    private final List<byte[]> recentOccupancyFrames = new ArrayList<>();
    private final List<Long> recentOccupancyBits = new ArrayList<>();

    // per step
    private ByteArrayOutputStream damage;
    private ByteArrayOutputStream good;
    private List<Long> readings;
    private FaultTally expected;
    private int framesSent;

    FaultScript(long seed) {
        this.random = new SplittableRandom(seed);
    }

    /** A fault drawn with the weights given (index = {@link LineFault#ordinal()}); zero weights never come. */
    LineFault draw(int[] weights) {
        int total = Arrays.stream(weights).sum();
        int r = random.nextInt(total);
        for (LineFault f : LineFault.values()) {
            r -= weights[f.ordinal()];
            if (r < 0) {
                return f;
            }
        }
        throw new IllegalStateException("weights " + Arrays.toString(weights));
    }

    DrillStep next(LineFault fault) {
        damage = new ByteArrayOutputStream();
        good = new ByteArrayOutputStream();
        readings = new ArrayList<>();
        expected = FaultTally.NONE;
        framesSent = 0;
        boolean exact = true;
        switch (fault) {
            case NOISE -> damage.writeBytes(noise(false));
            case NOISE_WITH_SYNC -> {
                damage.writeBytes(noise(true));
                exact = false;
            }
            case TRUNCATED, STALLED -> {
                byte[] whole = random.nextInt(4) == 0 ? damagedFrame(this::randomPieces)
                        : damagedFrame(this::newOccupancy);
                damage.writeBytes(Arrays.copyOf(whole, 1 + random.nextInt(whole.length - 1)));
                count(new FaultTally(0, 1, 0, 0, 0, 0, 0));
            }
            case BAD_CRC -> {
                byte[] frame = damagedFrame(this::newOccupancy);
                int at;
                byte flipped;
                do {
                    at = 1 + random.nextInt(frame.length - 1);
                    flipped = (byte) (frame[at] ^ 1 << random.nextInt(8));
                } while (at == 3 || (flipped & 0xFF) == SYNC); // a damaged LEN is BAD_LENGTH's case
                frame[at] = flipped;
                damage.writeBytes(frame);
                count(new FaultTally(1, 0, 0, 0, 0, 0, 0));
            }
            case BAD_LENGTH -> {
                byte[] frame = damagedFrame(this::newOccupancy);
                frame[3] = (byte) (FrameFormat.MAX_PAYLOAD + 1 + random.nextInt(255 - FrameFormat.MAX_PAYLOAD));
                if ((frame[3] & 0xFF) == SYNC) {
                    frame[3] = (byte) 0xFF;
                }
                damage.writeBytes(frame);
                count(new FaultTally(1, 0, 0, 0, 0, 0, 0));
            }
            case UNKNOWN_TYPE -> {
                int type;
                do {
                    type = random.nextInt(256);
                } while (FrameType.ofCode(type) != null || type == SYNC);
                damage.writeBytes(acceptedRaw(type, randomPayload(random.nextInt(FrameFormat.MAX_PAYLOAD + 1))));
                count(new FaultTally(0, 0, 0, 1, 0, 0, 0));
            }
            case MALFORMED -> {
                byte[] payload = switch (random.nextInt(3)) {
                    case 0 -> randomPayload(random.nextInt(8)); // an occupancy needs 8 bytes
                    case 1 -> new byte[] {(byte) (7 + random.nextInt(100)), 1}; // buttons are 0..6
                    default -> {
                        byte[] p = randomPieces().perSensor().getBytes(StandardCharsets.US_ASCII);
                        p[random.nextInt(64)] = 'x';
                        yield p;
                    }
                };
                int type = payload.length == 64 ? FrameType.PIECES.code()
                        : payload.length == 2 ? FrameType.BUTTON.code() : FrameType.OCCUPANCY.code();
                damage.writeBytes(acceptedRaw(type, payload));
                count(new FaultTally(0, 0, 1, 0, 0, 0, 0));
            }
            case HOST_TYPE -> {
                Frame frame = switch (random.nextInt(3)) {
                    case 0 -> new BeepFrame(random.nextInt(0x10000));
                    case 1 -> new ShowTextFrame("ECHO");
                    default -> new StateRequestFrame();
                };
                damage.writeBytes(acceptedFrame(frame));
                count(new FaultTally(0, 0, 0, 0, 1, 0, 0));
            }
            case STALE -> {
                if (recentOccupancyFrames.size() >= 2) {
                    // the occupancy before the latest, again: delivering it would turn the board back in time
                    damage.writeBytes(recentOccupancyFrames.get(recentOccupancyFrames.size() - 2));
                    framesSent++;
                    count(new FaultTally(0, 0, 0, 0, 0, 1, 0));
                } else {
                    damage.writeBytes(noise(false));
                }
            }
            case BURST -> {
                int n = 10 + random.nextInt(60);
                for (int i = 0; i < n; i++) {
                    if (random.nextInt(5) == 0) {
                        good.writeBytes(acceptedFrame(new HeartbeatFrame(random.nextLong(0x1_0000_0000L))));
                    } else {
                        goodOccupancy();
                    }
                }
            }
            case SLOW_LINE -> {
                for (int i = random.nextInt(2); i > 0; i--) {
                    goodOccupancy();
                }
            }
            case UNPLUG -> {
                if (random.nextBoolean()) {
                    byte[] whole = damagedFrame(this::newOccupancy);
                    damage.writeBytes(Arrays.copyOf(whole, 1 + random.nextInt(whole.length - 1)));
                    count(new FaultTally(0, 1, 0, 0, 0, 0, 0));
                }
                // the device lost power with the cable and starts again: HELLO, numbering from 0
                good.writeBytes(restartBytes());
                framesSent++;
            }
        }
        goodOccupancy(); // every step ends on a new occupancy: the host must be back on its feet
        return new DrillStep(fault, damage.toByteArray(), good.toByteArray(), List.copyOf(readings),
                exact ? expected : null, framesSent);
    }

    /**
     * The device restarts: a HELLO numbered 0, which sets the host's expectation afresh. The drill sends it when
     * it no longer knows what the host made of a step (a trickle the machine's load slowed past the time-out).
     */
    byte[] restart() {
        return restartBytes();
    }

    private byte[] restartBytes() {
        damagedSinceAccepted = 0;
        recentOccupancyFrames.clear();
        recentOccupancyBits.clear();
        sequence = 0;
        byte[] hello = FrameEncoder.encode(new HelloFrame(FrameFormat.PROTOCOL_VERSION), sequence);
        sequence = 1;
        acceptedSinceOpen = true;
        return hello;
    }

    /** A good occupancy frame with a new reading, appended to the step's good frames. */
    private void goodOccupancy() {
        OccupancyFrame frame = newOccupancy();
        byte[] bytes = acceptedFrame(frame);
        good.writeBytes(bytes);
        readings.add(frame.sensorBits());
        lastReading = frame.sensorBits();
        recentOccupancyFrames.add(bytes);
        recentOccupancyBits.add(frame.sensorBits());
        if (recentOccupancyFrames.size() > 2) {
            recentOccupancyFrames.remove(0);
            recentOccupancyBits.remove(0);
        }
    }

    /** A numbered frame the host will accept (good CRC, sequence in order): it counts the numbers lost before it. */
    private byte[] acceptedFrame(Frame frame) {
        return accepted(FrameEncoder.encode(frame, sequence));
    }

    private byte[] acceptedRaw(int type, byte[] payload) {
        return accepted(raw(type, sequence, payload));
    }

    private byte[] accepted(byte[] bytes) {
        if (acceptedSinceOpen) {
            count(new FaultTally(0, 0, 0, 0, 0, 0, damagedSinceAccepted));
        }
        damagedSinceAccepted = 0;
        acceptedSinceOpen = true;
        sequence = (sequence + 1) & 0xFF;
        framesSent++;
        return bytes;
    }

    /**
     * A numbered frame that will arrive damaged, with the sync byte only at its start. Its number is used up:
     * the next accepted frame counts it lost. A frame numbered 0xA5 would carry a second sync byte, so that
     * number goes to a heartbeat first.
     */
    private byte[] damagedFrame(java.util.function.Supplier<Frame> content) {
        if (sequence == SYNC) {
            damage.writeBytes(acceptedFrame(new HeartbeatFrame(1)));
        }
        byte[] bytes;
        do {
            bytes = FrameEncoder.encode(content.get(), sequence);
        } while (syncInside(bytes));
        sequence = (sequence + 1) & 0xFF;
        damagedSinceAccepted++;
        framesSent++;
        return bytes;
    }

    private OccupancyFrame newOccupancy() {
        long bits;
        do {
            bits = random.nextLong();
        } while (bits == lastReading || recentOccupancyBits.contains(bits));
        return new OccupancyFrame(bits);
    }

    private PiecesFrame randomPieces() {
        String codes = "PNBRQKpnbrqk........";
        StringBuilder s = new StringBuilder(64);
        for (int i = 0; i < 64; i++) {
            s.append(codes.charAt(random.nextInt(codes.length())));
        }
        return new PiecesFrame(s.toString());
    }

    private byte[] randomPayload(int length) {
        byte[] p = new byte[length];
        for (int i = 0; i < length; i++) {
            p[i] = (byte) random.nextInt(256);
        }
        return p;
    }

    /** A frame with a good CRC around any type and payload (a sync byte inside does no harm: it is read whole). */
    private static byte[] raw(int type, int seq, byte[] payload) {
        byte[] out = new byte[FrameFormat.HEADER_BYTES + payload.length + FrameFormat.CRC_BYTES];
        out[0] = (byte) SYNC;
        out[1] = (byte) type;
        out[2] = (byte) seq;
        out[3] = (byte) payload.length;
        System.arraycopy(payload, 0, out, FrameFormat.HEADER_BYTES, payload.length);
        int crc = Crc16.compute(out, 1, 3 + payload.length);
        out[out.length - 2] = (byte) (crc >>> 8);
        out[out.length - 1] = (byte) crc;
        return out;
    }

    private static boolean syncInside(byte[] frame) {
        for (int i = 1; i < frame.length; i++) {
            if ((frame[i] & 0xFF) == SYNC) {
                return true;
            }
        }
        return false;
    }

    private byte[] noise(boolean withSync) {
        byte[] out = new byte[1 + random.nextInt(200)];
        for (int i = 0; i < out.length; i++) {
            if (withSync && random.nextInt(8) == 0) {
                out[i] = (byte) SYNC;
            } else {
                do {
                    out[i] = (byte) random.nextInt(256);
                } while ((out[i] & 0xFF) == SYNC);
            }
        }
        return out;
    }

    private void count(FaultTally more) {
        expected = expected.plus(more);
    }
}
