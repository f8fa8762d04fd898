package org.touchmove.hal.serial;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;
import org.touchmove.hal.ClockButton;
import org.touchmove.hal.ClockFace;
import org.touchmove.hal.serial.Frame.BeepFrame;
import org.touchmove.hal.serial.Frame.ButtonFrame;
import org.touchmove.hal.serial.Frame.HeartbeatFrame;
import org.touchmove.hal.serial.Frame.HelloFrame;
import org.touchmove.hal.serial.Frame.OccupancyFrame;
import org.touchmove.hal.serial.Frame.PiecesFrame;
import org.touchmove.hal.serial.Frame.ShowTextFrame;
import org.touchmove.hal.serial.Frame.ShowTimesFrame;
import org.touchmove.hal.serial.Frame.StateRequestFrame;

class FrameDecoderTest {

    private static final long TIMEOUT = 50_000_000L;
    private final FrameDecoder decoder = new FrameDecoder("test", TIMEOUT);
    private final FrameEncoder encoder = new FrameEncoder();

    static Stream<Frame> everyFrameType() {
        return Stream.of(new OccupancyFrame(0xFFFF00000000FFFFL), new OccupancyFrame(0x8000000000000001L),
                new PiecesFrame("RNBQKBNRPPPPPPPP" + ".".repeat(32) + "pppppppprnbqkbnr"),
                new ButtonFrame(ClockButton.OK, true), new ButtonFrame(ClockButton.WHITE, false),
                new HeartbeatFrame(4_000_000_000L), new HelloFrame(1),
                new ShowTimesFrame(new ClockFace("1:30:00", "0:19.7", 41, ClockButton.BLACK)),
                new ShowTimesFrame(new ClockFace("5:00", "5:00", 1, null)),
                new ShowTextFrame("CHECK"), new BeepFrame(250), new StateRequestFrame());
    }

    @ParameterizedTest
    @MethodSource("everyFrameType")
    void feed_encodedFrame_decodesToTheSameFrame(Frame frame) {
        List<DecodedFrame> out = decoder.feed(encoder.encode(frame), 0);
        assertThat(out).containsExactly(new DecodedFrame(0, frame));
    }

    @Test
    void crc16_ccittFalseCheckValue() {
        byte[] check = "123456789".getBytes(StandardCharsets.US_ASCII);
        assertThat(Crc16.compute(check, 0, check.length)).isEqualTo(0x29B1);
    }

    @Test
    void encode_occupancy_exactBytesOnTheWire() {
        byte[] bytes = FrameEncoder.encode(new OccupancyFrame(0x0102030405060708L), 7);
        assertThat(bytes).startsWith(0xA5, 0x01, 0x07, 0x08, 0x08, 0x07, 0x06, 0x05, 0x04, 0x03, 0x02, 0x01);
        int crc = Crc16.compute(bytes, 1, 11);
        assertThat(bytes[12] & 0xFF).isEqualTo(crc >>> 8);
        assertThat(bytes[13] & 0xFF).isEqualTo(crc & 0xFF);
    }

    /** The examples of docs/serial-protocol.md, computed there with an independent CRC routine. */
    @Test
    void encode_documentedExamples_matchByteForByte() {
        assertThat(FrameEncoder.encode(new OccupancyFrame(0xFFFF00000000FFFFL), 0)).containsExactly(
                hex("A5 01 00 08 FF FF 00 00 00 00 FF FF 09 88"));
        assertThat(FrameEncoder.encode(new HeartbeatFrame(1234), 7)).containsExactly(hex("A5 04 07 04 D2 04 00 00 E8 E4"));
        assertThat(FrameEncoder.encode(new ButtonFrame(ClockButton.WHITE, true), 8))
                .containsExactly(hex("A5 03 08 02 00 01 04 5C"));
    }

    private static byte[] hex(String text) {
        String[] parts = text.split(" ");
        byte[] out = new byte[parts.length];
        for (int i = 0; i < parts.length; i++) {
            out[i] = (byte) Integer.parseInt(parts[i], 16);
        }
        return out;
    }

    @Test
    void feed_oneByteAtATime_sameFrames() {
        ByteArrayOutputStream wire = new ByteArrayOutputStream();
        everyFrameType().forEach(f -> wire.writeBytes(encoder.encode(f)));
        List<Frame> out = new ArrayList<>();
        for (byte b : wire.toByteArray()) {
            decoder.feed(new byte[] {b}, 0).forEach(d -> out.add(d.frame()));
        }
        assertThat(out).containsExactlyElementsOf(everyFrameType().toList());
        assertThat(decoder.stats().rejected()).isZero();
    }

    @Test
    void feed_flippedBit_countedAsCorruptAndNotDelivered() {
        decoder.feed(encoder.encode(new HeartbeatFrame(5)), 0);
        byte[] bad = encoder.encode(new OccupancyFrame(0xFFL));
        bad[6] ^= 0x10;
        byte[] good = encoder.encode(new OccupancyFrame(0xF0L));
        List<DecodedFrame> out = decoder.feed(concat(bad, good), 0);
        assertThat(out).extracting(DecodedFrame::frame).containsExactly(new OccupancyFrame(0xF0L));
        assertThat(decoder.stats().corrupt()).isEqualTo(1);
        assertThat(decoder.stats().truncated()).isZero();
        assertThat(decoder.stats().lost()).as("the damaged frame's number is missing").isEqualTo(1);
    }

    @Test
    void feed_truncatedFrameThenGoodFrame_goodFrameFoundInsideAndTruncationCounted() {
        byte[] whole = encoder.encode(new PiecesFrame(".".repeat(64)));
        byte[] cut = java.util.Arrays.copyOf(whole, 20);
        byte[] good = encoder.encode(new ButtonFrame(ClockButton.BLACK, true));
        List<DecodedFrame> out = decoder.feed(concat(cut, good), 0);
        assertThat(out).extracting(DecodedFrame::frame).containsExactly(new ButtonFrame(ClockButton.BLACK, true));
        assertThat(decoder.stats().truncated()).isEqualTo(1);
        assertThat(decoder.stats().corrupt()).isZero();
    }

    /**
     * Issue 12 (fault drill): a truncated frame read together with the frames after it must not hide a later
     * damaged frame. The truncated frame's damage ends where the good frame found inside its claimed length
     * starts, not at the end of whatever was buffered.
     */
    @Test
    void feed_truncatedGoodCorruptInOneRead_bothBadFramesCounted() {
        // the pieces frame claims 70 bytes: more than the whole read holds
        byte[] cut = java.util.Arrays.copyOf(encoder.encode(new PiecesFrame(".".repeat(64))), 9);
        byte[] good = encoder.encode(new OccupancyFrame(0x22L));
        byte[] bad = encoder.encode(new OccupancyFrame(0x33L));
        bad[bad.length - 1] ^= 0x01;
        byte[] last = encoder.encode(new OccupancyFrame(0x44L));
        List<DecodedFrame> out = decoder.feed(concat(cut, good, bad, last), 0);
        assertThat(out).extracting(DecodedFrame::frame)
                .containsExactly(new OccupancyFrame(0x22L), new OccupancyFrame(0x44L));
        assertThat(decoder.stats().truncated()).isEqualTo(1);
        assertThat(decoder.stats().corrupt()).isEqualTo(1);
    }

    /** The same when the read holds the whole claimed length of the truncated frame (its CRC is checked and fails). */
    @Test
    void feed_truncatedGoodCorruptThenMore_bothBadFramesCounted() {
        byte[] cut = java.util.Arrays.copyOf(encoder.encode(new PiecesFrame(".".repeat(64))), 9);
        byte[] good = encoder.encode(new OccupancyFrame(0x22L));
        byte[] bad = encoder.encode(new OccupancyFrame(0x33L));
        bad[bad.length - 1] ^= 0x01;
        List<DecodedFrame> out = decoder.feed(concat(cut, good, bad, encoder.encode(new OccupancyFrame(0x44L)),
                encoder.encode(new OccupancyFrame(0x55L)), encoder.encode(new OccupancyFrame(0x66L))), 0);
        assertThat(out).extracting(DecodedFrame::frame).containsExactly(new OccupancyFrame(0x22L),
                new OccupancyFrame(0x44L), new OccupancyFrame(0x55L), new OccupancyFrame(0x66L));
        assertThat(decoder.stats().truncated()).isEqualTo(1);
        assertThat(decoder.stats().corrupt()).isEqualTo(1);
    }

    /** Issue 12: a frame cut short by an unplugged cable (the port reopened) is counted, not silently forgotten. */
    @Test
    void reset_partialFrameBuffered_countedAsTruncated() {
        byte[] whole = encoder.encode(new OccupancyFrame(1L));
        decoder.feed(java.util.Arrays.copyOf(whole, 6), 0);
        decoder.reset();
        assertThat(decoder.stats().truncated()).isEqualTo(1);
        decoder.reset();
        assertThat(decoder.stats().truncated()).as("counted once").isEqualTo(1);
        assertThat(decoder.feed(encoder.encode(new OccupancyFrame(2L)), 1)).hasSize(1);
    }

    @Test
    void poll_partialFrameNeverCompleted_truncatedAfterTimeout() {
        byte[] whole = encoder.encode(new OccupancyFrame(1L));
        assertThat(decoder.feed(java.util.Arrays.copyOf(whole, 9), 0)).isEmpty();
        assertThat(decoder.poll(TIMEOUT - 1)).isEmpty();
        assertThat(decoder.stats().truncated()).isZero();
        assertThat(decoder.poll(TIMEOUT)).isEmpty();
        assertThat(decoder.stats().truncated()).isEqualTo(1);
        assertThat(decoder.feed(encoder.encode(new OccupancyFrame(2L)), TIMEOUT + 1))
                .extracting(DecodedFrame::frame).containsExactly(new OccupancyFrame(2L));
    }

    @Test
    void feed_slowButCompleteFrame_isNotTruncated() {
        byte[] whole = encoder.encode(new OccupancyFrame(1L));
        decoder.feed(java.util.Arrays.copyOf(whole, 5), 0);
        assertThat(decoder.feed(java.util.Arrays.copyOfRange(whole, 5, whole.length), TIMEOUT / 2)).hasSize(1);
        assertThat(decoder.stats().rejected()).isZero();
    }

    @Test
    void feed_garbageBetweenFrames_skippedAndBothFramesDelivered() {
        byte[] garbage = {0x00, 0x13, (byte) 0xA5, 0x7F, (byte) 0xA5, 0x01, 0x02, 0x40, 0x55};
        List<DecodedFrame> out = decoder.feed(concat(encoder.encode(new HeartbeatFrame(1)), garbage,
                encoder.encode(new HeartbeatFrame(2))), 0);
        assertThat(out).extracting(DecodedFrame::frame)
                .containsExactly(new HeartbeatFrame(1), new HeartbeatFrame(2));
        assertThat(decoder.stats().skippedBytes()).isPositive();
        assertThat(decoder.stats().lost()).isZero();
    }

    @Test
    void feed_sequenceGap_deliveredAndLostCounted() {
        decoder.feed(FrameEncoder.encode(new HeartbeatFrame(1), 10), 0);
        List<DecodedFrame> out = decoder.feed(FrameEncoder.encode(new HeartbeatFrame(2), 13), 0);
        assertThat(out).hasSize(1);
        assertThat(decoder.stats().lost()).isEqualTo(2);
    }

    @Test
    void feed_staleOrRepeatedSequence_droppedAsOutOfOrder() {
        decoder.feed(FrameEncoder.encode(new OccupancyFrame(1), 255), 0);
        decoder.feed(FrameEncoder.encode(new OccupancyFrame(2), 0), 0);
        assertThat(decoder.feed(FrameEncoder.encode(new OccupancyFrame(1), 255), 0)).isEmpty();
        assertThat(decoder.feed(FrameEncoder.encode(new OccupancyFrame(2), 0), 0)).isEmpty();
        assertThat(decoder.stats().outOfOrder()).isEqualTo(2);
        assertThat(decoder.feed(FrameEncoder.encode(new OccupancyFrame(3), 1), 0)).hasSize(1);
    }

    @Test
    void feed_helloRestartsSequenceWithoutComplaint() {
        decoder.feed(FrameEncoder.encode(new HeartbeatFrame(1), 100), 0);
        assertThat(decoder.feed(FrameEncoder.encode(new HelloFrame(1), 0), 0)).hasSize(1);
        assertThat(decoder.feed(FrameEncoder.encode(new HeartbeatFrame(1), 1), 0)).hasSize(1);
        assertThat(decoder.stats().rejected() + decoder.stats().lost()).isZero();
    }

    @Test
    void feed_unknownTypeWithGoodCrc_droppedAndCounted() {
        byte[] frame = {(byte) 0xA5, 0x42, 0x00, 0x01, 0x33, 0, 0};
        int crc = Crc16.compute(frame, 1, 4);
        frame[5] = (byte) (crc >>> 8);
        frame[6] = (byte) crc;
        assertThat(decoder.feed(frame, 0)).isEmpty();
        assertThat(decoder.stats().unknownType()).isEqualTo(1);
    }

    @Test
    void feed_buttonCodeOutOfRange_droppedAsMalformed() {
        byte[] frame = {(byte) 0xA5, 0x03, 0x00, 0x02, 0x09, 0x01, 0, 0};
        int crc = Crc16.compute(frame, 1, 5);
        frame[6] = (byte) (crc >>> 8);
        frame[7] = (byte) crc;
        assertThat(decoder.feed(frame, 0)).isEmpty();
        assertThat(decoder.stats().malformed()).isEqualTo(1);
    }

    @Test
    void feed_impossibleLength_corruptAndResynchronises() {
        byte[] bad = {(byte) 0xA5, 0x01, 0x00, (byte) 0xF0};
        List<DecodedFrame> out = decoder.feed(concat(bad, encoder.encode(new HeartbeatFrame(9))), 0);
        assertThat(out).hasSize(1);
        assertThat(decoder.stats().corrupt()).isEqualTo(1);
    }

    @Test
    void feed_randomNoise_inventsNoFrame() {
        Random random = new Random(7);
        byte[] noise = new byte[20_000];
        random.nextBytes(noise);
        assertThat(decoder.feed(noise, 0)).isEmpty();
        assertThat(decoder.poll(TIMEOUT * 2)).isEmpty();
        assertThat(decoder.stats().frames()).isZero();
        assertThat(decoder.stats().corrupt() + decoder.stats().truncated()).isPositive();
    }

    private static byte[] concat(byte[]... parts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte[] p : parts) {
            out.writeBytes(p);
        }
        return out.toByteArray();
    }
}
