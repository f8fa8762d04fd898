package org.touchmove.hal.dgt.wire;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.touchmove.hal.dgt.wire.BoardMessage.BoardDump;
import org.touchmove.hal.dgt.wire.BoardMessage.ClockAck;
import org.touchmove.hal.dgt.wire.BoardMessage.ClockTimes;
import org.touchmove.hal.dgt.wire.BoardMessage.FieldUpdate;
import org.touchmove.hal.dgt.wire.BoardMessage.SerialNumber;
import org.touchmove.hal.dgt.wire.BoardMessage.Version;

/** The wire bytes against the examples worked out from the protocol notes (docs/dgt.md). */
class DgtWireTest {

    private static final HexFormat HEX = HexFormat.ofDelimiter(" ").withUpperCase();

    private static byte[] bytes(String hex) {
        return HEX.parseHex(hex);
    }

    private static String hex(byte[] b) {
        return HEX.formatHex(b);
    }

    static BoardDump startDump() {
        List<DgtPiece> squares = new ArrayList<>();
        for (char c : "rnbqkbnrpppppppp................................PPPPPPPPRNBQKBNR".toCharArray()) {
            squares.add(DgtPiece.ofFenChar(c));
        }
        return new BoardDump(squares);
    }

    @Test
    void startPositionDump_isA8First_withRnbkqCodes() {
        String hex = hex(BoardMessageCodec.encode(startDump()));
        assertThat(hex).startsWith("86 00 43 08 09 0A 0C 0B 0A 09 08 07 07 07 07 07 07 07 07 00")
                .endsWith("01 01 01 01 01 01 01 01 02 03 04 06 05 04 03 02");
        assertThat(hex.split(" ")).hasSize(67);
    }

    @Test
    void e2e4_isLiftFrom52ThenPlaceOn36() {
        assertThat(DgtSquares.toWire(12)).isEqualTo(0x34); // e2
        assertThat(DgtSquares.toWire(28)).isEqualTo(0x24); // e4
        assertThat(DgtSquares.fromWire(0)).isEqualTo(56); // a8
        assertThat(hex(BoardMessageCodec.encode(new FieldUpdate(0x34, DgtPiece.EMPTY)))).isEqualTo("8E 00 05 34 00");
        assertThat(hex(BoardMessageCodec.encode(new FieldUpdate(0x24, DgtPiece.WHITE_PAWN)))).isEqualTo("8E 00 05 24 01");
    }

    @Test
    void clockTimes_bcdMinutesAndSeconds_binaryHours_rightFirst() {
        ClockTimes t = new ClockTimes(new SideTime(1, 29, 58, false, false, false), new SideTime(0, 5, 7, false, false, false),
                DgtBytes.STATUS_RUNNING | DgtBytes.STATUS_LEVER_RIGHT_HIGH | DgtBytes.STATUS_RIGHT_TURN);
        byte[] wire = BoardMessageCodec.encode(t);
        assertThat(hex(wire)).isEqualTo("8D 00 0A 01 29 58 00 05 07 0B");
        assertThat(new BoardMessageReader().feed(wire, 0, wire.length)).containsExactly(t);
    }

    @Test
    void ack_carriesItsHighBitsInBytes3And6_andRoundTrips() {
        assertThat(hex(BoardMessageCodec.encode(new ClockAck(0x10, 0x0A, 0, 0)))).isEqualTo("8D 00 0A 0A 10 0A 0A 00 00 00");
        ClockAck button = new ClockAck(0x10, 0x88, 0x05, 0x31);
        byte[] wire = BoardMessageCodec.encode(button);
        assertThat(hex(wire)).isEqualTo("8D 00 0A 0A 10 08 2A 05 31 00");
        assertThat(new BoardMessageReader().feed(wire, 0, wire.length)).containsExactly(button);
        ClockAck high = new ClockAck(0x90, 0x81, 0xA1, 0xB2);
        byte[] w2 = BoardMessageCodec.encode(high);
        assertThat(new BoardMessageReader().feed(w2, 0, w2.length)).containsExactly(high);
    }

    @Test
    void reader_dropsABrokenFrame_andResyncsOnTheNextId() {
        byte[] dump = BoardMessageCodec.encode(startDump());
        byte[] update = BoardMessageCodec.encode(new FieldUpdate(0x24, DgtPiece.WHITE_PAWN));
        byte[] version = BoardMessageCodec.encode(new Version(1, 0));
        // the dump loses its tail, a stray data byte follows, then two good messages
        byte[] line = new byte[30 + 1 + update.length + version.length];
        System.arraycopy(dump, 0, line, 0, 30);
        line[30] = 0x11;
        System.arraycopy(update, 0, line, 31, update.length);
        System.arraycopy(version, 0, line, 31 + update.length, version.length);
        BoardMessageReader reader = new BoardMessageReader();
        List<BoardMessage> got = new ArrayList<>();
        for (byte b : line) { // byte by byte, as a slow line delivers them
            got.addAll(reader.feed(new byte[] {b}, 0, 1));
        }
        assertThat(got).containsExactly(new FieldUpdate(0x24, DgtPiece.WHITE_PAWN), new Version(1, 0));
        assertThat(reader.brokenFrames()).isEqualTo(1);
    }

    @Test
    void reader_dropsAFrameWhoseContentCannotBe() {
        byte[] badSquare = bytes("8E 00 05 50 01"); // square 80
        byte[] badBcd = bytes("8D 00 0A 01 6A 00 00 05 07 0B"); // minutes 6A
        byte[] serial = BoardMessageCodec.encode(new SerialNumber("01025"));
        BoardMessageReader reader = new BoardMessageReader();
        reader.feed(badSquare, 0, badSquare.length);
        reader.feed(badBcd, 0, badBcd.length);
        assertThat(reader.feed(serial, 0, serial.length)).containsExactly(new SerialNumber("01025"));
        assertThat(reader.brokenFrames()).isEqualTo(2);
        assertThat(hex(serial)).isEqualTo("91 00 08 30 31 30 32 35");
    }

    @Test
    void clockCommands_matchTheNotesExamples_andDecodeBack() {
        ClockCommand setAndRun = new ClockCommand.SetAndRun(5400, 5400, DgtBytes.SETNRUN_LEFT_RUNS);
        assertThat(hex(HostCommandCodec.encode(setAndRun))).isEqualTo("2B 0A 03 0A 01 1E 00 01 1E 00 01 00");
        ClockCommand text = new ClockCommand.AsciiText("e2e4", 0);
        assertThat(hex(HostCommandCodec.encode(text))).isEqualTo("2B 0C 03 0C 65 32 65 34 20 20 20 20 00 00");
        assertThat(hex(HostCommandCodec.encode(new ClockCommand.Beep(16)))).isEqualTo("2B 04 03 0B 10 00");
        assertThat(hex(HostCommandCodec.encode(new ClockCommand.EndDisplay()))).isEqualTo("2B 03 03 03 00");
        assertThat(hex(HostCommandCodec.encode(new ClockCommand.VersionQuery()))).isEqualTo("2B 03 03 09 00");

        HostCommandReader reader = new HostCommandReader();
        byte[] stream = bytes("4B 4D 2B 0A 03 0A 01 1E 00 01 1E 00 01 00 42 2B 0C 03 0C 65 32 65 34 20 20 20 20 00 00 "
                + "2B 04 03 0B 10 00 60 04");
        List<HostCommand> commands = reader.feed(stream, 0, stream.length);
        assertThat(commands).hasSize(8);
        assertThat(commands.subList(0, 6)).containsExactly(BoardRequest.UPDATE_NICE, BoardRequest.VERSION, setAndRun,
                BoardRequest.SEND_BOARD, text, new ClockCommand.Beep(16));
        assertThat(commands.get(6)).isInstanceOf(UnknownCommand.class); // Revelation II LEDs: not emulated
    }

    @Test
    void badValues_areRefusedWithTheirReason() {
        assertThatThrownBy(() -> new ClockCommand.AsciiText("too long text", 0)).hasMessageContaining("8 characters");
        assertThatThrownBy(() -> DgtPiece.ofCode(16)).hasMessageContaining("0..15");
        assertThatThrownBy(() -> new SideTime(10, 0, 0, false, false, false)).hasMessageContaining("out of range");
    }
}
