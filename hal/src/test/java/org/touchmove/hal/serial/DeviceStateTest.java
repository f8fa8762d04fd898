package org.touchmove.hal.serial;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.touchmove.hal.ButtonPress;
import org.touchmove.hal.ClockButton;
import org.touchmove.hal.ManualTimeSource;
import org.touchmove.hal.Occupancy;
import org.touchmove.hal.OccupancySnapshot;
import org.touchmove.hal.Squares;
import org.touchmove.hal.geometry.BoardGeometry;
import org.touchmove.hal.geometry.Orientation;
import org.touchmove.hal.serial.Frame.ButtonFrame;
import org.touchmove.hal.serial.Frame.HeartbeatFrame;
import org.touchmove.hal.serial.Frame.OccupancyFrame;
import org.touchmove.hal.serial.Frame.PiecesFrame;

class DeviceStateTest {

    private final ManualTimeSource time = new ManualTimeSource(0);
    private final DeviceState state = new DeviceState("test", BoardGeometry.identity().withOrientation(Orientation.ROTATED),
            time, 3_000_000_000L);
    private final List<OccupancySnapshot> snapshots = new ArrayList<>();
    private final List<ButtonPress> presses = new ArrayList<>();

    DeviceStateTest() {
        state.setOccupancyListener(snapshots::add);
        state.setButtonListener(presses::add);
    }

    @Test
    void accept_occupancy_mappedThroughGeometryAndDeliveredOnlyOnChange() {
        state.opened();
        time.advanceMillis(5);
        state.accept(new OccupancyFrame(1L)); // sensor 0, board turned round: h8
        state.accept(new OccupancyFrame(1L));
        time.advanceMillis(5);
        state.accept(new OccupancyFrame(3L));
        assertThat(snapshots).extracting(OccupancySnapshot::occupancy).containsExactly(
                new Occupancy(1L << Squares.parse("h8")),
                new Occupancy(1L << Squares.parse("h8") | 1L << Squares.parse("g8")));
        assertThat(snapshots.get(1).monoNanos()).isEqualTo(10_000_000L);
    }

    /** Issue 12: a host-to-device frame arriving from the device (an echo, crossed wires) is ignored and counted. */
    @Test
    void accept_frameOfAHostType_ignoredAndCounted() {
        state.opened();
        state.accept(new Frame.BeepFrame(100));
        state.accept(new Frame.StateRequestFrame());
        assertThat(snapshots).isEmpty();
        assertThat(presses).isEmpty();
        assertThat(state.hostTypeFrames()).isEqualTo(2);
    }

    @Test
    void accept_pieces_snapshotCarriesCodesInBoardOrder() {
        state.accept(new PiecesFrame("K" + ".".repeat(63)));
        OccupancySnapshot s = snapshots.get(0);
        assertThat(s.pieces()).isPresent();
        assertThat(s.pieces().get().at(Squares.parse("h8"))).isEqualTo('K');
        assertThat(s.occupancy().count()).isEqualTo(1);
    }

    @Test
    void accept_buttonDownOnly_becomesPress() {
        time.advanceMillis(7);
        state.accept(new ButtonFrame(ClockButton.WHITE, true));
        state.accept(new ButtonFrame(ClockButton.WHITE, false));
        assertThat(presses).containsExactly(new ButtonPress(ClockButton.WHITE, 7_000_000L));
    }

    @Test
    void state_heartbeatMissingAfterTimeoutAndBackOnFrame() {
        assertThat(state.state()).isEqualTo(LinkState.DISCONNECTED);
        state.opened();
        time.advanceMillis(3000);
        assertThat(state.state()).isEqualTo(LinkState.CONNECTED);
        time.advanceMillis(1);
        assertThat(state.state()).isEqualTo(LinkState.HEARTBEAT_MISSING);
        assertThat(state.nanosSinceLastFrame()).as("nothing arrived on this opening").isEqualTo(-1);
        state.accept(new HeartbeatFrame(1));
        assertThat(state.state()).isEqualTo(LinkState.CONNECTED);
        assertThat(state.nanosSinceLastFrame()).isZero();
        state.closed();
        assertThat(state.state()).isEqualTo(LinkState.DISCONNECTED);
    }

    @Test
    void anotherProtocolVersionOrAHostFrameFromTheDeviceIsWarnedAbout() {
        ch.qos.logback.classic.Logger logger = (ch.qos.logback.classic.Logger) org.slf4j.LoggerFactory
                .getLogger(DeviceState.class);
        ch.qos.logback.core.read.ListAppender<ch.qos.logback.classic.spi.ILoggingEvent> logged =
                new ch.qos.logback.core.read.ListAppender<>();
        logged.start();
        logger.addAppender(logged);
        try {
            state.opened();
            state.accept(new Frame.HelloFrame(FrameFormat.PROTOCOL_VERSION));
            assertThat(logged.list).isEmpty();
            state.accept(new Frame.HelloFrame(7));
            state.accept(new Frame.BeepFrame(100));
        } finally {
            logger.detachAppender(logged);
        }
        assertThat(logged.list).extracting(e -> e.getLevel().toString()).containsExactly("WARN", "WARN");
        assertThat(logged.list.get(0).getFormattedMessage()).contains("protocol version 7").contains("version 1");
        assertThat(logged.list.get(1).getFormattedMessage()).contains("BeepFrame").contains("only the host sends");
        assertThat(snapshots).isEmpty();
        assertThat(presses).isEmpty();
    }
}
