package org.touchmove.hal.serial;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.touchmove.hal.ClockButton;
import org.touchmove.hal.property.SeededCases;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.touchmove.hal.testing.LogCapture;

/**
 * Issue 14: whatever bytes a device (or line noise) sends, the decoder returns frames, never throws.
 * Seeded property test (plain JUnit, fixed seeds): a failure names its case seed and input.
 */
class FrameDecoderProperties {

    /** The warnings this test provokes on purpose: asserted here, not printed (issue 23). */
    @RegisterExtension
    final LogCapture log = LogCapture.of(FrameDecoder.class);

    private static final long MS = 1_000_000L;
    private static final long SEED = 0x14_FD_00L;
    private static final int CASES = 2_000;

    /** Up to 12 chunks of up to 200 bytes, biased towards the sync byte and small lengths. */
    static List<byte[]> chunks(SplittableRandom random) {
        int count = random.nextInt(13);
        List<byte[]> chunks = new ArrayList<>(count);
        for (int c = 0; c < count; c++) {
            byte[] chunk = new byte[random.nextInt(201)];
            for (int i = 0; i < chunk.length; i++) {
                chunk[i] = noiseByte(random);
            }
            chunks.add(chunk);
        }
        return chunks;
    }

    /** Weights 3:1:1 of any byte, the sync byte and 0..8, so headers and CRCs are reached often. */
    private static byte noiseByte(SplittableRandom random) {
        int kind = random.nextInt(5);
        if (kind < 3) {
            return (byte) random.nextInt(256);
        }
        return kind == 3 ? (byte) FrameFormat.SYNC : (byte) random.nextInt(9);
    }

    /** Device frames as sent, and the seed of the places where the port cuts their bytes into reads. */
    record Sent(List<Frame> frames, long cutSeed) {
    }

    /** Up to 20 device frames of random content. */
    static Sent deviceFrames(SplittableRandom random) {
        int count = random.nextInt(21);
        List<Frame> frames = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            frames.add(switch (random.nextInt(4)) {
                case 0 -> new Frame.OccupancyFrame(random.nextLong());
                case 1 -> new Frame.ButtonFrame(random.nextBoolean() ? ClockButton.WHITE : ClockButton.BLACK,
                        random.nextBoolean());
                case 2 -> new Frame.HeartbeatFrame(random.nextLong(0x1_0000_0000L));
                default -> new Frame.HelloFrame(FrameFormat.PROTOCOL_VERSION);
            });
        }
        return new Sent(frames, random.nextLong());
    }

    @Test
    void anyBytesGiveFramesOrNothing() {
        SeededCases.check(SEED, CASES, Duration.ofSeconds(60), FrameDecoderProperties::chunks, chunks -> {
            FrameDecoder decoder = new FrameDecoder("property", 100 * MS);
            long now = 0;
            long frames = 0;
            for (byte[] chunk : chunks) {
                now += 7 * MS;
                frames += decoder.feed(chunk, now).size();
                frames += decoder.poll(now + 50 * MS).size();
            }
            frames += decoder.poll(now + 1_000 * MS).size();
            // What it delivered is what it counts; nothing is left pending after the time-out.
            assertThat(decoder.stats().frames()).isEqualTo(frames);
            assertThat(decoder.poll(now + 2_000 * MS)).isEmpty();
        });
        assertThat(log.warnings()).as("noise is reported, each line naming its source").isNotEmpty()
                .allMatch(line -> line.startsWith("WARN property: "));
    }

    @Test
    void framesCutAnywhereComeBackInOrder() {
        SeededCases.check(SEED + 1_000_000, CASES, Duration.ofSeconds(60), FrameDecoderProperties::deviceFrames,
                sent -> {
                    FrameEncoder encoder = new FrameEncoder();
                    ByteArrayOutputStream wire = new ByteArrayOutputStream();
                    for (Frame f : sent.frames()) {
                        wire.writeBytes(encoder.encode(f));
                    }
                    byte[] bytes = wire.toByteArray();
                    // Cut the stream at random places, as a serial port delivers it.
                    SplittableRandom cuts = new SplittableRandom(sent.cutSeed());
                    FrameDecoder decoder = new FrameDecoder("property", 100 * MS);
                    List<DecodedFrame> received = new ArrayList<>();
                    long now = 0;
                    for (int at = 0; at < bytes.length; ) {
                        int n = Math.min(bytes.length - at, 1 + cuts.nextInt(20));
                        now += MS;
                        received.addAll(decoder.feed(bytes, at, n, now));
                        at += n;
                    }
                    assertThat(received).extracting(DecodedFrame::frame).containsExactlyElementsOf(sent.frames());
                    for (int i = 0; i < received.size(); i++) {
                        assertThat(received.get(i).sequence()).isEqualTo(i & 0xFF);
                    }
                    assertThat(decoder.stats().rejected()).isZero();
                });
    }
}
