package org.touchmove.sim.mcu;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.ReadableByteChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

import org.touchmove.hal.serial.DecodedFrame;
import org.touchmove.hal.serial.FrameDecoder;
import org.touchmove.hal.serial.FrameEncoder;
import org.touchmove.hal.serial.Frame.StateRequestFrame;

/**
 * For firmware developers: reads a device (or a pseudo-terminal) with the host's own decoder and
 * prints every accepted frame and every change of the damage counters. Put a real serial line in raw
 * mode first: {@code stty -F /dev/ttyACM0 115200 raw -echo}.
 *
 * <p>Usage: {@code java -cp sim.jar:hal.jar:slf4j-api.jar org.touchmove.sim.mcu.FrameMonitor <device>}
 */
public final class FrameMonitor {

    private FrameMonitor() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            System.err.println("usage: FrameMonitor <device path>   (sends STATE_REQUEST, then prints frames)");
            System.exit(2);
        }
        Path device = Path.of(args[0]);
        try (FileChannel in = FileChannel.open(device, StandardOpenOption.READ);
             FileChannel out = FileChannel.open(device, StandardOpenOption.WRITE)) {
            out.write(ByteBuffer.wrap(new FrameEncoder().encode(new StateRequestFrame())));
            monitor(in, System.out);
        }
    }

    static void monitor(ReadableByteChannel in, PrintStream print) throws IOException {
        FrameDecoder decoder = new FrameDecoder("monitor", 100_000_000L);
        ByteBuffer buffer = ByteBuffer.allocate(512);
        var lastStats = decoder.stats();
        while (in.read(buffer.clear()) >= 0) {
            for (DecodedFrame f : decoder.feed(buffer.array(), 0, buffer.position(), System.nanoTime())) {
                print.printf("#%03d %s%n", f.sequence(), f.frame());
            }
            var stats = decoder.stats();
            if (stats.rejected() != lastStats.rejected() || stats.lost() != lastStats.lost()) {
                print.println("damage: " + stats);
                lastStats = stats;
            }
        }
        print.println("end of input: " + decoder.stats());
    }
}
