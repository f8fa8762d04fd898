package org.touchmove.sim.mcu;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.channels.Channels;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.touchmove.hal.ClockButton;
import org.touchmove.hal.ManualTimeSource;
import org.touchmove.hal.serial.DecodedFrame;
import org.touchmove.hal.serial.Frame;
import org.touchmove.hal.serial.FrameDecoder;
import org.touchmove.hal.serial.FrameEncoder;

/** The emulator's frames and faults on an in-memory stream, checked with the host's decoder. */
class McuEmulatorTest {

    private final ManualTimeSource time = new ManualTimeSource(5_000_000_000L);
    private final ByteArrayOutputStream wire = new ByteArrayOutputStream();
    private final McuEmulator mcu = new McuEmulator(wire, null, time);
    private final FrameDecoder decoder = new FrameDecoder("test", 100_000_000L);

    private List<DecodedFrame> decode() {
        List<DecodedFrame> frames = decoder.feed(wire.toByteArray(), 0);
        wire.reset();
        return frames;
    }

    @Test
    void frames_haveConsecutiveSequenceNumbersAndUptime() throws Exception {
        mcu.hello();
        mcu.occupancy(0xFFL);
        time.advanceMillis(1500);
        mcu.heartbeat();
        mcu.press(ClockButton.OK);
        assertThat(decode()).containsExactly(
                new DecodedFrame(0, new Frame.HelloFrame(1)),
                new DecodedFrame(1, new Frame.OccupancyFrame(0xFFL)),
                new DecodedFrame(2, new Frame.HeartbeatFrame(1500)),
                new DecodedFrame(3, new Frame.ButtonFrame(ClockButton.OK, true)),
                new DecodedFrame(4, new Frame.ButtonFrame(ClockButton.OK, false)));
    }

    @Test
    void flipBit_changesExactlyThatBit() throws Exception {
        mcu.inject(new Fault.FlipBit(5, 0));
        mcu.occupancy(0L);
        byte[] expected = FrameEncoder.encode(new Frame.OccupancyFrame(0L), 0);
        expected[5] ^= 1;
        assertThat(mcu.lastSent()).containsExactly(expected);
        assertThat(decode()).isEmpty();
        assertThat(decoder.stats().corrupt()).isEqualTo(1);
    }

    @Test
    void truncateSkipGarbageRepeat_eachCountedByTheDecoder() throws Exception {
        mcu.heartbeat();
        mcu.inject(new Fault.Truncate(5));
        mcu.occupancy(1L);
        mcu.inject(new Fault.SkipSequence(2));
        mcu.occupancy(2L);
        // queued faults apply to successive frames: garbage before 3, then 4 sent twice
        mcu.inject(new Fault.GarbageBefore(new byte[] {1, 2, 3}));
        mcu.inject(new Fault.Repeat());
        mcu.occupancy(3L);
        mcu.occupancy(4L);
        List<DecodedFrame> frames = decode();
        assertThat(frames).extracting(DecodedFrame::sequence).containsExactly(0, 4, 5, 6);
        assertThat(frames.get(3).frame()).isEqualTo(new Frame.OccupancyFrame(4L));
        var stats = decoder.stats();
        assertThat(stats.truncated()).isEqualTo(1);
        assertThat(stats.lost()).isEqualTo(3); // the truncated frame #1 and the skipped #2, #3
        assertThat(stats.outOfOrder()).isEqualTo(1);
        assertThat(stats.skippedBytes()).isGreaterThanOrEqualTo(3);
    }

    @Test
    void stateRequestFromHost_answeredWithTheSetOccupancy() throws Exception {
        // The request is written only after the occupancy is set: the emulator's reader runs on its own thread.
        java.io.PipedOutputStream hostSide = new java.io.PipedOutputStream();
        java.io.PipedInputStream host = new java.io.PipedInputStream(hostSide);
        ByteArrayOutputStream toHost = new ByteArrayOutputStream();
        McuEmulator device = new McuEmulator(toHost, host, time);
        device.setOccupancy(0x8000_0000_0000_0001L);
        hostSide.write(new FrameEncoder().encode(new Frame.StateRequestFrame()));
        hostSide.flush();
        // wait for the emulator's reader thread to take the request off the stream (in-memory I/O)
        assertThat(device.fromHost().poll(5, java.util.concurrent.TimeUnit.SECONDS))
                .isEqualTo(new Frame.StateRequestFrame());
        device.close();
        assertThat(decoder.feed(toHost.toByteArray(), 0)).extracting(DecodedFrame::frame)
                .containsExactly(new Frame.OccupancyFrame(0x8000_0000_0000_0001L));
    }

    @Test
    void frameMonitor_printsFramesAndDamage() throws Exception {
        mcu.occupancy(1L);
        mcu.inject(new Fault.FlipBit(6, 2));
        mcu.occupancy(2L);
        mcu.heartbeat();
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        FrameMonitor.monitor(Channels.newChannel(new ByteArrayInputStream(wire.toByteArray())),
                new PrintStream(printed, true, StandardCharsets.UTF_8));
        String text = printed.toString(StandardCharsets.UTF_8);
        assertThat(text).contains("#000 OccupancyFrame[sensorBits=1]")
                .contains("#002 HeartbeatFrame")
                .doesNotContain("sensorBits=2")
                .contains("damage: DecoderStats[frames=2, corrupt=1");
    }
}
