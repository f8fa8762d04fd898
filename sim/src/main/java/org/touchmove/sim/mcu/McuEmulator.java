package org.touchmove.sim.mcu;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Objects;
import java.util.Queue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.touchmove.hal.ClockButton;
import org.touchmove.hal.TimeSource;
import org.touchmove.hal.serial.DecoderStats;
import org.touchmove.hal.serial.Frame;
import org.touchmove.hal.serial.Frame.ButtonFrame;
import org.touchmove.hal.serial.Frame.HeartbeatFrame;
import org.touchmove.hal.serial.Frame.HelloFrame;
import org.touchmove.hal.serial.Frame.OccupancyFrame;
import org.touchmove.hal.serial.Frame.PiecesFrame;
import org.touchmove.hal.serial.Frame.StateRequestFrame;
import org.touchmove.hal.serial.DecodedFrame;
import org.touchmove.hal.serial.FrameDecoder;
import org.touchmove.hal.serial.FrameEncoder;
import org.touchmove.hal.serial.FrameFormat;

/**
 * Plays the microcontroller of a serial board (docs/serial-protocol.md) on a byte stream or a
 * pseudo-terminal: sends occupancy, pieces, button and heartbeat frames from the input it is given,
 * answers the host's state request, records the host's display frames, and can damage its next frame
 * on purpose ({@link Fault}). The board itself (what is on which square) is the caller's business.
 */
public final class McuEmulator implements Closeable {

    private static final Logger log = LoggerFactory.getLogger(McuEmulator.class);

    private final OutputStream toHost;
    private final InputStream fromHost;
    private final Closeable resource;
    private final TimeSource time;
    private final long startNanos;
    private final FrameEncoder encoder = new FrameEncoder();
    private final FrameDecoder hostDecoder;
    private final Queue<Fault> faults = new ArrayDeque<>();
    private final BlockingQueue<Frame> fromHostFrames = new LinkedBlockingQueue<>();
    private final Thread reader;
    private byte[] lastSent = new byte[0];
    private Frame state;
    private volatile boolean closed;

    public McuEmulator(OutputStream toHost, InputStream fromHost, TimeSource time) {
        this(toHost, fromHost, null, time);
    }

    private McuEmulator(OutputStream toHost, InputStream fromHost, Closeable resource, TimeSource time) {
        this.toHost = Objects.requireNonNull(toHost, "toHost");
        this.fromHost = fromHost;
        this.resource = resource;
        this.time = Objects.requireNonNull(time, "time");
        this.startNanos = time.nanos();
        this.hostDecoder = new FrameDecoder("host->mcu", 100_000_000L);
        this.reader = new Thread(this::readHost, "mcu-emulator");
        this.reader.setDaemon(true);
        if (fromHost != null) {
            reader.start();
        }
    }

    /** Opens one end of a pseudo-terminal (or any character device) for reading and writing. */
    public static McuEmulator onDevice(Path device, TimeSource time) throws IOException {
        // Two channels: a FileChannel serialises reads and writes on one lock, and a read blocks.
        FileChannel in = FileChannel.open(device, StandardOpenOption.READ);
        FileChannel out = FileChannel.open(device, StandardOpenOption.WRITE);
        return new McuEmulator(Channels.newOutputStream(out), Channels.newInputStream(in), () -> {
            try (in; out) {
                // closing both; closing the reading channel also ends a blocked read
            }
        }, time);
    }

    /** The device (re)started: HELLO restarts the sequence numbering. */
    public synchronized void hello() throws IOException {
        encoder.restartSequence();
        send(new HelloFrame(FrameFormat.PROTOCOL_VERSION));
    }

    /** Sets the occupancy (sensor order) the device reports, and sends it. */
    public synchronized void occupancy(long sensorBits) throws IOException {
        state = new OccupancyFrame(sensorBits);
        send(state);
    }

    /** Sets the occupancy the device will report when asked, without sending it. */
    public synchronized void setOccupancy(long sensorBits) {
        state = new OccupancyFrame(sensorBits);
    }

    /** Sets and sends piece codes in sensor order. */
    public synchronized void pieces(String perSensor) throws IOException {
        state = new PiecesFrame(perSensor);
        send(state);
    }

    public synchronized void button(ClockButton button, boolean down) throws IOException {
        send(new ButtonFrame(button, down));
    }

    /** A press and release. */
    public synchronized void press(ClockButton button) throws IOException {
        button(button, true);
        button(button, false);
    }

    public synchronized void heartbeat() throws IOException {
        send(new HeartbeatFrame((time.nanos() - startNanos) / 1_000_000L));
    }

    /** Damages the next frame sent; several faults apply to successive frames. */
    public synchronized void inject(Fault fault) {
        faults.add(Objects.requireNonNull(fault, "fault"));
    }

    /** Frames the host sent (display, beep, state requests), in order. */
    public BlockingQueue<Frame> fromHost() {
        return fromHostFrames;
    }

    /** Damage seen on the host-to-device direction. */
    public DecoderStats hostLinkStats() {
        return hostDecoder.stats();
    }

    /** Sends any frame as the device would, applying a pending fault. */
    public synchronized void send(Frame frame) throws IOException {
        Fault fault = faults.poll();
        if (fault instanceof Fault.SkipSequence skip) {
            for (int i = 0; i < skip.count(); i++) {
                encoder.encode(frame);
            }
        }
        byte[] bytes = encoder.encode(frame);
        if (fault instanceof Fault.FlipBit flip) {
            bytes[flip.byteIndex()] ^= (byte) (1 << flip.bit());
        } else if (fault instanceof Fault.Truncate cut) {
            bytes = Arrays.copyOf(bytes, Math.min(cut.keepBytes(), bytes.length));
        } else if (fault instanceof Fault.GarbageBefore garbage) {
            toHost.write(garbage.bytes());
        }
        toHost.write(bytes);
        if (fault instanceof Fault.Repeat) {
            toHost.write(bytes);
        }
        toHost.flush();
        lastSent = bytes;
    }

    /** The bytes of the last frame sent, as they went out (faults included). */
    public synchronized byte[] lastSent() {
        return lastSent.clone();
    }

    private void readHost() {
        byte[] buffer = new byte[256];
        try {
            while (!closed) {
                int n = fromHost.read(buffer);
                if (n < 0) {
                    break;
                }
                for (DecodedFrame f : hostDecoder.feed(buffer, 0, n, time.nanos())) {
                    if (f.frame() instanceof StateRequestFrame) {
                        answerStateRequest();
                    }
                    fromHostFrames.add(f.frame()); // after answering: a test that sees the request sees the answer
                }
            }
        } catch (IOException e) {
            if (!closed) {
                log.info("host link closed: {}", e.toString());
            }
        }
    }

    private synchronized void answerStateRequest() throws IOException {
        if (state != null) {
            send(state);
        }
    }

    @Override
    public void close() throws IOException {
        closed = true;
        if (resource != null) {
            resource.close();
        } else {
            toHost.close();
            if (fromHost != null) {
                fromHost.close();
            }
        }
        reader.interrupt();
    }
}
