package org.touchmove.firmware.dgt;

import java.time.Duration;
import java.util.Arrays;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;

import org.touchmove.firmware.rules.Position;
import org.touchmove.hal.OccupancySnapshot;
import org.touchmove.hal.TimeSource;
import org.touchmove.hal.dgt.DgtBoardReader;
import org.touchmove.hal.dgt.DgtReaderSettings;
import org.touchmove.hal.dgt.DgtTransport;
import org.touchmove.hal.dgt.wire.BoardMessage;
import org.touchmove.hal.dgt.wire.BoardMessageCodec;
import org.touchmove.hal.dgt.wire.BoardMessageReader;
import org.touchmove.hal.dgt.wire.BoardRequest;

/**
 * Measurements for scripts/bench-dgt: the codec's speed, and the time from a change on the board to
 * Touchmove's DGT provider seeing it through the emulation over a pseudo-terminal pair. Prints
 * {@code name value unit} lines. Usage: {@code DgtBench EMULATION_PTY READER_PTY CHANGES}.
 */
public final class DgtBench {

    private DgtBench() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length != 3) {
            System.err.println("usage: DgtBench EMULATION_PTY READER_PTY CHANGES");
            System.exit(2);
        }
        codec();
        latency(args[0], args[1], Integer.parseInt(args[2]));
    }

    private static void codec() {
        TrackedBoardSource source = new TrackedBoardSource(Position.START);
        BoardMessage[] dump = new BoardMessage[1];
        EmulatedBoard board = new EmulatedBoard(source, DgtClockFace.NONE, DgtIdentity.DEFAULT, false, m -> dump[0] = m);
        board.handle(BoardRequest.SEND_BOARD);
        byte[] bytes = BoardMessageCodec.encode(dump[0]);
        BoardMessageReader reader = new BoardMessageReader();
        int n = 200_000;
        long best = Long.MAX_VALUE;
        for (int round = 0; round < 5; round++) {
            long start = System.nanoTime();
            for (int i = 0; i < n; i++) {
                reader.feed(BoardMessageCodec.encode(dump[0]), 0, bytes.length);
            }
            best = Math.min(best, System.nanoTime() - start);
        }
        System.out.printf("dgt_dump_encode_decode %.0f messages/s%n", n * 1e9 / best);
        board.close();
    }

    private static void latency(String emulationPty, String readerPty, int changes) throws Exception {
        TrackedBoardSource source = new TrackedBoardSource(Position.START);
        BlockingQueue<OccupancySnapshot> seen = new ArrayBlockingQueue<>(16);
        try (DgtServer server = DgtServer.start(source, new DgtTransport.Serial(emulationPty));
             DgtBoardReader reader = DgtBoardReader.serial(readerPty, TimeSource.system(),
                     new DgtReaderSettings(Duration.ofMillis(2500), 3, Duration.ofMillis(100), true))) {
            reader.sensor().addListener(seen::add);
            reader.start();
            if (seen.poll(10, TimeUnit.SECONDS) == null) {
                throw new IllegalStateException("no board dump from " + readerPty + " within 10 s");
            }
            long occ = Position.START.occupied();
            long a2 = 1L << 8;
            long[] micros = new long[changes];
            for (int i = 0; i < changes; i++) {
                long start = System.nanoTime();
                source.occupancy(i % 2 == 0 ? occ & ~a2 : occ);
                if (seen.poll(5, TimeUnit.SECONDS) == null) {
                    throw new IllegalStateException("change " + i + " never reached the reader");
                }
                micros[i] = (System.nanoTime() - start) / 1000;
            }
            Arrays.sort(micros);
            System.out.printf("dgt_field_update_latency_median %.3f ms%n", micros[changes / 2] / 1000.0);
            System.out.printf("dgt_field_update_latency_p99 %.3f ms%n", micros[changes * 99 / 100] / 1000.0);
        }
    }
}
