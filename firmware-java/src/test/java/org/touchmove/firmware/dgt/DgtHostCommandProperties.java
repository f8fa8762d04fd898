package org.touchmove.firmware.dgt;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.touchmove.firmware.rules.Position;
import org.touchmove.hal.dgt.DgtLink;
import org.touchmove.hal.dgt.wire.BoardMessageCodec;
import org.touchmove.hal.dgt.wire.DgtWireCases;
import org.touchmove.hal.dgt.wire.HostCommand;
import org.touchmove.hal.dgt.wire.HostCommandCodec;
import org.touchmove.hal.dgt.wire.HostCommandReader;
import org.touchmove.hal.property.SeededCases;

/**
 * Issue 12: seeded fuzzing of the DGT emulation's reading of host commands. Whatever a host sends, the
 * connection serves it until the line ends and nothing escapes as an exception; garbage between good commands
 * gets no answer and shows nothing on the clock, and the good commands are answered exactly as on a clean line.
 */
class DgtHostCommandProperties {

    private static final long SEED = 0x12_D6_E0L;
    private static final Duration BUDGET = Duration.ofSeconds(60);

    /** A host that sends {@code bytes} in reads of 1 to 40 bytes, then goes away; what the board writes is kept. */
    private static final class ScriptedHost implements DgtLink {
        private final byte[] bytes;
        private final SplittableRandom cuts;
        private int at;
        volatile boolean closed;

        ScriptedHost(byte[] bytes, long cutSeed) {
            this.bytes = bytes;
            this.cuts = new SplittableRandom(cutSeed);
        }

        @Override
        public int read(byte[] buffer) throws IOException {
            if (at >= bytes.length) {
                throw new IOException("the host hung up (end of the script)");
            }
            int n = Math.min(Math.min(buffer.length, bytes.length - at), 1 + cuts.nextInt(40));
            System.arraycopy(bytes, at, buffer, 0, n);
            at += n;
            return n;
        }

        @Override
        public void write(byte[] out) {
            // answers are not the point here; the clean-line property below checks them
        }

        @Override
        public String name() {
            return "scripted host";
        }

        @Override
        public void close() {
            closed = true;
        }
    }

    /** Bytes biased towards what the reader looks at: request bytes, the clock frame byte, small sizes. */
    private static byte[] hostNoise(SplittableRandom r) {
        byte[] out = new byte[r.nextInt(400)];
        for (int i = 0; i < out.length; i++) {
            out[i] = (byte) switch (r.nextInt(6)) {
                case 0 -> 0x2B;
                case 1 -> 0x40 + r.nextInt(0x16);
                case 2 -> r.nextInt(0x21);
                default -> r.nextInt(256);
            };
        }
        return out;
    }

    @Test
    void anyBytesFromTheHost_servedUntilTheLineEnds_nothingEscapes() {
        SeededCases.check(SEED, 200, BUDGET, r -> new Object[] {hostNoise(r), r.nextLong()}, input -> {
            RecordingClockFace face = new RecordingClockFace();
            ScriptedHost host = new ScriptedHost((byte[]) input[0], (long) input[1]);
            DgtConnection connection = new DgtConnection(host, new TrackedBoardSource(Position.START),
                    DgtOptions.DEFAULT.withFace(face));
            connection.serve(() -> true); // throws if anything escapes
            assertThat(host.closed).as("the connection closed its line").isTrue();
            assertThat(connection.isOpen()).isFalse();
        });
    }

    /** Good commands and the garbage between them, as bytes; and the good commands alone. */
    record Stream(byte[] withGarbage, byte[] clean, long cutSeed) {
    }

    private static Stream stream(SplittableRandom r) {
        ByteArrayOutputStream withGarbage = new ByteArrayOutputStream();
        ByteArrayOutputStream clean = new ByteArrayOutputStream();
        for (int n = 1 + r.nextInt(30), i = 0; i < n; i++) {
            if (r.nextInt(3) == 0) {
                withGarbage.writeBytes(DgtWireCases.hostGarbage(r));
            }
            byte[] command = HostCommandCodec.encode(DgtWireCases.anyHostCommand(r));
            withGarbage.writeBytes(command);
            clean.writeBytes(command);
        }
        return new Stream(withGarbage.toByteArray(), clean.toByteArray(), r.nextLong());
    }

    /** What the emulated board sends and shows for {@code bytes}, read as DgtConnection reads them. */
    private static List<String> answers(byte[] bytes, long cutSeed) {
        List<String> out = new ArrayList<>();
        RecordingClockFace face = new RecordingClockFace();
        // the emulation's time stands still: a host's set-and-run shows the same times on both lines
        EmulatedBoard board = new EmulatedBoard(new TrackedBoardSource(Position.START), face, DgtIdentity.DEFAULT,
                false, m -> out.add("sent " + hex(BoardMessageCodec.encode(m))), () -> 0L);
        HostCommandReader reader = new HostCommandReader();
        SplittableRandom cuts = new SplittableRandom(cutSeed);
        for (int at = 0; at < bytes.length; ) {
            int n = Math.min(bytes.length - at, 1 + cuts.nextInt(40));
            for (HostCommand c : reader.feed(bytes, at, n)) {
                board.handle(c);
            }
            at += n;
        }
        board.close();
        face.shown().forEach(line -> out.add("shown " + line));
        return out;
    }

    @Test
    void garbageBetweenGoodCommands_getsNoAnswer_goodCommandsAnsweredAsOnACleanLine() {
        SeededCases.check(SEED + 1_000_000, 250, BUDGET, DgtHostCommandProperties::stream, s -> {
            List<String> clean = answers(s.clean(), s.cutSeed());
            assertThat(answers(s.withGarbage(), s.cutSeed())).containsExactlyElementsOf(clean);
        });
    }

    private static String hex(byte[] bytes) {
        StringBuilder s = new StringBuilder();
        for (byte b : bytes) {
            s.append(String.format("%02X", b & 0xFF));
        }
        return s.toString();
    }
}
