package org.touchmove.firmware.dgt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.InputStream;
import java.net.Socket;
import java.util.ArrayList;
import java.util.List;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;
import org.touchmove.firmware.rules.Position;
import org.touchmove.hal.Squares;
import org.touchmove.hal.dgt.DgtTransport;
import org.touchmove.hal.net.ListenAddress;
import org.touchmove.hal.dgt.wire.BoardMessage;
import org.touchmove.hal.dgt.wire.BoardMessage.BoardDump;
import org.touchmove.hal.dgt.wire.BoardMessage.FieldUpdate;
import org.touchmove.hal.dgt.wire.BoardMessage.LongSerialNumber;
import org.touchmove.hal.dgt.wire.BoardMessageReader;
import org.touchmove.hal.dgt.wire.DgtPiece;
import org.touchmove.hal.dgt.wire.DgtSquares;

/** The emulation over TCP on an ephemeral port: each host has its own board and mode. */
class DgtTcpServerTest {

    private static List<BoardMessage> read(InputStream in, BoardMessageReader reader, int count) throws Exception {
        List<BoardMessage> got = new ArrayList<>();
        byte[] buffer = new byte[256];
        while (got.size() < count) {
            int n = in.read(buffer);
            assertThat(n).as("connection open").isPositive();
            got.addAll(reader.feed(buffer, 0, n));
        }
        return got;
    }

    @Test
    void twoHosts_eachWithItsOwnMode() throws Exception {
        TrackedBoardSource source = new TrackedBoardSource(Position.START);
        try (DgtServer server = DgtServer.start(source, DgtTransport.parse("tcp:127.0.0.1:0"));
             Socket following = new Socket("127.0.0.1", server.port());
             Socket idle = new Socket("127.0.0.1", server.port())) {
            assertThat(server.port()).isPositive();
            following.setSoTimeout(10_000);
            idle.setSoTimeout(10_000);
            BoardMessageReader r1 = new BoardMessageReader();
            BoardMessageReader r2 = new BoardMessageReader();
            following.getOutputStream().write(new byte[] {0x44, 0x42}); // UPDATE_BOARD, dump
            assertThat(read(following.getInputStream(), r1, 1).get(0)).isInstanceOf(BoardDump.class);
            idle.getOutputStream().write(new byte[] {0x55}); // long serial number, stays IDLE
            assertThat(read(idle.getInputStream(), r2, 1)).containsExactly(new LongSerialNumber("0000000001"));

            source.occupancy(Position.START.occupied() & ~(1L << Squares.parse("b1")));
            assertThat(read(following.getInputStream(), r1, 1))
                    .containsExactly(new FieldUpdate(DgtSquares.toWire(Squares.parse("b1")), DgtPiece.EMPTY));
            // the idle host was told nothing: its next answer is the dump it asks for, showing b1 empty
            idle.getOutputStream().write(new byte[] {0x42});
            BoardDump dump = (BoardDump) read(idle.getInputStream(), r2, 1).get(0);
            assertThat(dump.squares().get(DgtSquares.toWire(Squares.parse("b1")))).isEqualTo(DgtPiece.EMPTY);
        }
    }

    @Test
    void byDefaultOnlyThisMachineReachesIt() throws Exception {
        try (DgtServer server = DgtServer.start(new TrackedBoardSource(Position.START), DgtTransport.parse("tcp:0"))) {
            assertThat(server.address().getAddress().isLoopbackAddress()).as(server.address().toString()).isTrue();
        }
    }

    @Test
    void aHostBeyondTheCapIsRefusedAndTheOthersAreServed() throws Exception {
        TrackedBoardSource source = new TrackedBoardSource(Position.START);
        DgtTransport.Tcp tcp = ((DgtTransport.Tcp) DgtTransport.parse("tcp:0")).withMaxClients(2);
        ListAppender<ILoggingEvent> logged = new ListAppender<>();
        logged.start();
        Logger serverLog = (Logger) LoggerFactory.getLogger(DgtServer.class);
        serverLog.addAppender(logged);
        try (DgtServer server = DgtServer.start(source, tcp);
             Socket first = new Socket("127.0.0.1", server.port());
             Socket second = new Socket("127.0.0.1", server.port())) {
            first.setSoTimeout(10_000);
            second.setSoTimeout(10_000);
            // Each is served: its answer proves the server accepted it before the next connects.
            for (Socket s : List.of(first, second)) {
                s.getOutputStream().write(new byte[] {0x55});
                assertThat(read(s.getInputStream(), new BoardMessageReader(), 1))
                        .containsExactly(new LongSerialNumber("0000000001"));
            }
            try (Socket third = new Socket("127.0.0.1", server.port())) {
                third.setSoTimeout(10_000);
                assertThat(third.getInputStream().read()).as("the third host is closed at once").isEqualTo(-1);
            }
            assertThat(logged.list).extracting(ILoggingEvent::getFormattedMessage)
                    .anyMatch(m -> m.startsWith("DGT TCP: refused a host from /127.0.0.1:")
                            && m.endsWith("2 hosts connected, the limit (emulate.dgt.maxClients)"));
            first.getOutputStream().write(new byte[] {0x55});
            assertThat(read(first.getInputStream(), new BoardMessageReader(), 1))
                    .containsExactly(new LongSerialNumber("0000000001"));
        } finally {
            serverLog.detachAppender(logged);
        }
    }

    @Test
    void transportSpec_isParsedOrRefusedWithItsReason() {
        assertThat(DgtTransport.parse("tcp:7000")).as("the loopback unless a host is named")
                .isEqualTo(new DgtTransport.Tcp(ListenAddress.loopback(7000), DgtTransport.Tcp.DEFAULT_MAX_CLIENTS));
        assertThat(DgtTransport.parse("tcp:0.0.0.0:7000"))
                .isEqualTo(new DgtTransport.Tcp(new ListenAddress("0.0.0.0", 7000)));
        assertThat(DgtTransport.parse("serial:/dev/ttyUSB0")).isEqualTo(new DgtTransport.Serial("/dev/ttyUSB0"));
        assertThatThrownBy(() -> DgtTransport.parse("tcp:x")).hasMessageContaining("not a TCP port");
        assertThatThrownBy(() -> DgtTransport.parse("usb:1")).hasMessageContaining("tcp:PORT or serial:PATH");
    }
}
