package org.touchmove.hal.dgt.wire;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.touchmove.hal.dgt.wire.BoardMessage.BatteryStatus;
import org.touchmove.hal.dgt.wire.BoardMessage.BoardDump;
import org.touchmove.hal.dgt.wire.BoardMessage.BusAddress;
import org.touchmove.hal.dgt.wire.BoardMessage.ClockTimes;
import org.touchmove.hal.dgt.wire.BoardMessage.EeMoves;
import org.touchmove.hal.dgt.wire.BoardMessage.FieldUpdate;
import org.touchmove.hal.dgt.wire.BoardMessage.SerialNumber;
import org.touchmove.hal.dgt.wire.BoardMessage.Version;
import org.touchmove.hal.property.SeededCases;

/**
 * Issue 12: seeded fuzzing of the DGT wire readers, both directions. Whatever the bytes, a reader returns
 * messages and never throws. Garbage between good messages costs only itself: the good messages come out
 * exactly, in order, nothing comes out that was not sent, and every rejected frame is counted with its reason.
 * DGT frames carry no checksum, so "garbage" here is what a reader can tell from a message (stray data bytes,
 * cut frames, impossible lengths and contents, unknown or malformed commands); a corrupted byte that still makes
 * a well-formed message cannot be told from one.
 */
class DgtWireProperties {

    private static final long SEED = 0x12_D6_00L;
    private static final int CASES = 200;
    private static final Duration BUDGET = Duration.ofSeconds(60);

    // --- board to host: BoardMessageReader ---

    static BoardMessage anyBoardMessage(SplittableRandom r) {
        return switch (r.nextInt(8)) {
            case 0 -> new FieldUpdate(r.nextInt(64), DgtPiece.ofCode(r.nextInt(16)));
            case 1 -> {
                List<DgtPiece> squares = new ArrayList<>(64);
                for (int i = 0; i < 64; i++) {
                    squares.add(DgtPiece.ofCode(r.nextInt(16)));
                }
                yield new BoardDump(squares);
            }
            case 2 -> new ClockTimes(sideTime(r), sideTime(r), r.nextInt(0x40));
            case 3 -> new Version(r.nextInt(128), r.nextInt(128));
            case 4 -> new SerialNumber(String.format("%05d", r.nextInt(100_000)));
            case 5 -> new BusAddress(r.nextInt(0x4000));
            case 6 -> new BatteryStatus(r.nextInt(101), r.nextBoolean());
            default -> {
                byte[] log = new byte[r.nextInt(40)];
                for (int i = 0; i < log.length; i++) {
                    log[i] = (byte) r.nextInt(128);
                }
                yield new EeMoves(log);
            }
        };
    }

    private static SideTime sideTime(SplittableRandom r) {
        return new SideTime(r.nextInt(10), r.nextInt(60), r.nextInt(60), r.nextBoolean(), r.nextBoolean(),
                r.nextBoolean());
    }

    /** A frame the reader must drop and count, or stray data bytes it must skip. */
    record BoardGarbage(byte[] bytes, boolean isFrame, boolean leavesFrameOpen) {
    }

    static BoardGarbage boardGarbage(SplittableRandom r) {
        return switch (r.nextInt(5)) {
            case 0 -> {
                byte[] stray = new byte[1 + r.nextInt(5)];
                for (int i = 0; i < stray.length; i++) {
                    stray[i] = (byte) r.nextInt(128);
                }
                yield new BoardGarbage(stray, false, false);
            }
            case 1 -> { // cut short: only the next id byte shows it
                byte[] whole = BoardMessageCodec.encode(anyBoardMessage(r));
                yield new BoardGarbage(Arrays.copyOf(whole, 1 + r.nextInt(whole.length - 1)), true, true);
            }
            case 2 -> new BoardGarbage(new byte[] {(byte) DgtBytes.MSG_FIELD_UPDATE, 0, (byte) r.nextInt(3)}, true,
                    false);
            case 3 -> new BoardGarbage(new byte[] {(byte) DgtBytes.MSG_FIELD_UPDATE, 0, 5,
                    (byte) (64 + r.nextInt(64)), (byte) r.nextInt(16)}, true, false); // square 64..127
            default -> new BoardGarbage(new byte[] {(byte) DgtBytes.MSG_BWTIME, 0, 10, 0,
                    (byte) (0x0A + r.nextInt(6)), 0, 0, 0, 0, 0}, true, false); // minutes not BCD
        };
    }

    /** Good messages with garbage before each, and the stream's bytes. */
    record BoardStream(List<BoardMessage> good, int garbageFrames, int strayBytes, byte[] bytes, long cutSeed) {
    }

    static BoardStream boardStream(SplittableRandom r) {
        ByteArrayOutputStream wire = new ByteArrayOutputStream();
        List<BoardMessage> good = new ArrayList<>();
        int frames = 0;
        int stray = 0;
        boolean frameOpen = false;
        for (int n = 1 + r.nextInt(20), i = 0; i < n; i++) {
            for (int g = r.nextInt(3); g > 0; g--) {
                BoardGarbage garbage = boardGarbage(r);
                if (frameOpen && !garbage.isFrame()) {
                    continue; // data bytes after a cut frame would complete it: indistinguishable from a message
                }
                wire.writeBytes(garbage.bytes());
                frames += garbage.isFrame() ? 1 : 0;
                stray += garbage.isFrame() ? 0 : garbage.bytes().length;
                frameOpen = garbage.leavesFrameOpen();
            }
            BoardMessage m = anyBoardMessage(r);
            good.add(m);
            wire.writeBytes(BoardMessageCodec.encode(m));
            frameOpen = false;
        }
        return new BoardStream(good, frames, stray, wire.toByteArray(), r.nextLong());
    }

    @Test
    void boardMessages_anyBytes_neverThrow_everyBrokenFrameHasAReason() {
        SeededCases.check(SEED, CASES, BUDGET, r -> SeededCases.anyBytes(r, 300), bytes -> {
            BoardMessageReader reader = new BoardMessageReader();
            for (int i = 0; i < bytes.length; i++) {
                long before = reader.brokenFrames();
                reader.feed(bytes, i, 1);
                if (reader.brokenFrames() != before) {
                    assertThat(reader.brokenFrames()).isEqualTo(before + 1);
                    assertThat(reader.lastRejection()).as("reason").startsWith("message ");
                }
            }
        });
    }

    @Test
    void boardMessages_garbageBetweenGoodMessages_goodOnesExactlyAndEveryBadFrameCounted() {
        SeededCases.check(SEED + 1_000_000, CASES, BUDGET, DgtWireProperties::boardStream, stream -> {
            BoardMessageReader reader = new BoardMessageReader();
            List<BoardMessage> got = new ArrayList<>();
            SplittableRandom cuts = new SplittableRandom(stream.cutSeed());
            byte[] bytes = stream.bytes();
            for (int at = 0; at < bytes.length; ) {
                int n = Math.min(bytes.length - at, 1 + cuts.nextInt(30));
                got.addAll(reader.feed(bytes, at, n));
                at += n;
            }
            assertThat(got).containsExactlyElementsOf(stream.good());
            assertThat(reader.brokenFrames()).isEqualTo(stream.garbageFrames());
            assertThat(reader.strayBytes()).isEqualTo(stream.strayBytes());
            assertThat(reader.messages()).isEqualTo(stream.good().size());
        });
    }

    /** Any bytes between good messages: the output is what the reader makes of each stretch alone, and the good. */
    @Test
    void boardMessages_anyBytesBetweenGoodMessages_resynchroniseOnTheNextIdByte() {
        SeededCases.check(SEED + 2_000_000, CASES, BUDGET, r -> {
            List<byte[]> parts = new ArrayList<>();
            for (int n = 1 + r.nextInt(10), i = 0; i < n; i++) {
                parts.add(SeededCases.anyBytes(r, 40));
                parts.add(BoardMessageCodec.encode(anyBoardMessage(r)));
            }
            return parts;
        }, parts -> {
            BoardMessageReader reader = new BoardMessageReader();
            List<BoardMessage> expected = new ArrayList<>();
            List<BoardMessage> got = new ArrayList<>();
            for (int i = 0; i < parts.size(); i++) {
                byte[] part = parts.get(i);
                if (i % 2 == 0) {
                    expected.addAll(new BoardMessageReader().feed(part, 0, part.length));
                } else {
                    expected.add(BoardMessageCodec.decode(part[0] & 0xFF, Arrays.copyOfRange(part, 3, part.length)));
                }
                got.addAll(reader.feed(part, 0, part.length));
            }
            assertThat(got).containsExactlyElementsOf(expected);
        });
    }

    // --- host to board: HostCommandReader ---

    /** Commands as sent: good ones, and null for each piece of garbage; and the stream's bytes. */
    record HostStream(List<HostCommand> sent, byte[] bytes, long cutSeed) {
    }

    static HostStream hostStream(SplittableRandom r) {
        ByteArrayOutputStream wire = new ByteArrayOutputStream();
        List<HostCommand> sent = new ArrayList<>();
        for (int n = 1 + r.nextInt(30), i = 0; i < n; i++) {
            if (r.nextInt(3) == 0) {
                wire.writeBytes(DgtWireCases.hostGarbage(r));
                sent.add(null);
            } else {
                HostCommand c = DgtWireCases.anyHostCommand(r);
                wire.writeBytes(HostCommandCodec.encode(c));
                sent.add(c);
            }
        }
        return new HostStream(sent, wire.toByteArray(), r.nextLong());
    }

    @Test
    void hostCommands_anyBytes_neverThrow_everyUnknownHasAReason() {
        SeededCases.check(SEED + 3_000_000, CASES, BUDGET, r -> SeededCases.anyBytes(r, 300), bytes -> {
            for (HostCommand c : new HostCommandReader().feed(bytes, 0, bytes.length)) {
                if (c instanceof UnknownCommand u) {
                    assertThat(u.reason()).isNotBlank();
                }
            }
        });
    }

    @Test
    void hostCommands_garbageBetweenGoodCommands_goodOnesExactly_eachBadOneRejectedOnce() {
        SeededCases.check(SEED + 4_000_000, CASES, BUDGET, DgtWireProperties::hostStream, stream -> {
            HostCommandReader reader = new HostCommandReader();
            List<HostCommand> got = new ArrayList<>();
            SplittableRandom cuts = new SplittableRandom(stream.cutSeed());
            byte[] bytes = stream.bytes();
            for (int at = 0; at < bytes.length; ) {
                int n = Math.min(bytes.length - at, 1 + cuts.nextInt(20));
                got.addAll(reader.feed(bytes, at, n));
                at += n;
            }
            assertThat(got).hasSameSizeAs(stream.sent());
            for (int i = 0; i < got.size(); i++) {
                HostCommand want = stream.sent().get(i);
                if (want == null) {
                    assertThat(got.get(i)).as("command %d", i).isInstanceOf(UnknownCommand.class);
                    assertThat(((UnknownCommand) got.get(i)).reason()).isNotBlank();
                } else {
                    // compared as bytes: the segment and icon commands hold arrays
                    assertThat(HostCommandCodec.encode(got.get(i))).as("command %d", i)
                            .isEqualTo(HostCommandCodec.encode(want));
                }
            }
        });
    }
}
