package org.touchmove.hal.serial;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** Issue 14: whatever bytes a device (or line noise) sends, the decoder returns frames, never throws. */
class FrameDecoderProperties {

    private static final long MS = 1_000_000L;

    @Provide
    Arbitrary<List<byte[]>> chunks() {
        // Bytes biased towards the sync byte and small lengths, so headers and CRCs are reached often.
        Arbitrary<Byte> b = Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(3, Arbitraries.bytes()),
                net.jqwik.api.Tuple.of(1, Arbitraries.just((byte) FrameFormat.SYNC)),
                net.jqwik.api.Tuple.of(1, Arbitraries.bytes().between((byte) 0, (byte) 8)));
        return b.array(byte[].class).ofMaxSize(200).list().ofMaxSize(12);
    }

    @Property(tries = 500)
    void anyBytesGiveFramesOrNothing(@ForAll("chunks") List<byte[]> chunks) {
        FrameDecoder decoder = new FrameDecoder("property", 100 * MS);
        long now = 0;
        long frames = 0;
        for (byte[] chunk : chunks) {
            now += 7 * MS;
            frames += decoder.feed(chunk, now).size();
            frames += decoder.poll(now + 50 * MS).size();
        }
        frames += decoder.poll(now + 1_000 * MS).size();
        assertThat(frames).isGreaterThanOrEqualTo(0);
        assertThat(decoder.stats()).isNotNull();
    }
}
