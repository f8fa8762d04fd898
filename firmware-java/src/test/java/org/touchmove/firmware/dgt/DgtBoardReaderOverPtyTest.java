package org.touchmove.firmware.dgt;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.touchmove.firmware.clock.ClockReading;
import org.touchmove.firmware.rules.Color;
import org.touchmove.firmware.rules.Position;
import org.touchmove.firmware.rules.notation.Uci;
import org.touchmove.hal.ButtonPress;
import org.touchmove.hal.ClockButton;
import org.touchmove.hal.ClockFace;
import org.touchmove.hal.OccupancySnapshot;
import org.touchmove.hal.Squares;
import org.touchmove.hal.TimeSource;
import org.touchmove.hal.dgt.DgtBoardReader;
import org.touchmove.hal.dgt.DgtReaderSettings;
import org.touchmove.hal.dgt.SerialDgtLink;
import org.touchmove.hal.serial.PtyPair;

/**
 * The hal provider for a real DGT board, against Touchmove's own emulation over a socat
 * pseudo-terminal pair, with faults on the line: a message cut short, stray bytes, a lost clock
 * acknowledgement, and the line going away and coming back. Real time (a real serial line): waits
 * are bounded polls for what the other side sends.
 */
class DgtBoardReaderOverPtyTest {

    /** Generous: only an upper bound for a line that hangs; a loaded 2-core machine is slow (issue 23). */
    private static final long WAIT_MS = 30_000;

    private final TrackedBoardSource source = new TrackedBoardSource(Position.START);
    private final RecordingClockFace face = new RecordingClockFace();
    private final List<String> shown = face.shown();
    private final DgtOptions options = new DgtOptions(face, DgtIdentity.DEFAULT, false);

    private static long bit(String square) {
        return 1L << Squares.parse(square);
    }

    /** 64 FEN letters indexed 0 = a1, the provider's PieceCodes format. */
    private static String codes(Position p) {
        StringBuilder sb = new StringBuilder();
        for (int sq = 0; sq < 64; sq++) {
            sb.append(p.pieceAt(sq) == null ? '.' : p.pieceAt(sq).fenChar());
        }
        return sb.toString();
    }

    /** Serves one emulated board on a link until it closes. */
    private FaultyLink serve(Path port) throws Exception {
        FaultyLink link = new FaultyLink(SerialDgtLink.open(port.toString()));
        DgtConnection connection = new DgtConnection(link, source, options);
        Thread t = new Thread(() -> connection.serve(() -> true), "emulation " + port);
        t.setDaemon(true);
        t.start();
        return link;
    }

    private static void await(String what, BooleanSupplier condition) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(WAIT_MS);
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("timed out waiting for " + what);
            }
            Thread.sleep(10); // polling what arrives over a real line
        }
    }

    @Test
    void readerFollowsTheEmulation_throughFaultsOnTheLine(@TempDir Path dir) throws Exception {
        BlockingQueue<OccupancySnapshot> boards = new LinkedBlockingQueue<>();
        BlockingQueue<ButtonPress> presses = new LinkedBlockingQueue<>();
        // An ack time-out no round trip over socat reaches even on a loaded machine: with 400 ms, a slow ack had the
        // reader send a command again, and the exact count of resends and of what the clock showed failed. Only the
        // ack the line loses on purpose is waited out (issue 23).
        DgtReaderSettings settings = new DgtReaderSettings(Duration.ofSeconds(5), 3, Duration.ofMillis(100), true);
        PtyPair pty = PtyPair.start(dir, "emu", "reader");
        FaultyLink line = serve(pty.device());
        DgtBoardReader reader = DgtBoardReader.serial(pty.host().toString(), TimeSource.system(), settings);
        reader.sensor().addListener(boards::add);
        reader.buttons().addListener(presses::add);
        try {
            reader.start();
            // the dump after opening: piece identity on every square
            await("the first board dump", () -> !boards.isEmpty());
            assertThat(boards.poll().pieces()).hasValueSatisfying(p -> assertThat(p.codes()).isEqualTo(codes(Position.START)));

            // 1. e4, the lift's field update cut short on the line: the reader resyncs and asks for a dump
            line.cutNextMessage();
            long occ = Position.START.occupied();
            source.occupancy(occ &= ~bit("e2"));
            source.occupancy(occ |= bit("e4"));
            Position e4 = Position.START.play(Uci.parse("e2e4", Position.START));
            await("the position after 1. e4", () -> reader.sensor().current().pieces()
                    .map(p -> p.codes().equals(codes(e4))).orElse(false));
            assertThat(line.cut.get()).isEqualTo(1);
            assertThat(reader.brokenFrames()).isGreaterThanOrEqualTo(1);

            // noise between messages is skipped
            line.noise((byte) 0x11, (byte) 0x22, (byte) 0x7F);
            source.occupancy(occ &= ~bit("e7"));
            await("e7 emptied after noise", () -> reader.sensor().current().pieces()
                    .map(p -> p.at(Squares.parse("e7")) == '.').orElse(false));

            // the clock through the board: times and the lever; White pressed, so Black's time runs
            source.clock(new ClockReading(295_000, 300_000, Color.BLACK), false, false);
            await("clock times", () -> reader.clockTimes().isPresent());
            assertThat(reader.clockTimes().get().left().totalSeconds()).isEqualTo(295);
            assertThat(reader.clockTimes().get().right().totalSeconds()).isEqualTo(300);
            source.clock(new ClockReading(295_000, 290_000, Color.WHITE), false, false);
            ButtonPress lever = presses.poll(WAIT_MS, TimeUnit.MILLISECONDS);
            assertThat(lever).isNotNull();
            assertThat(lever.button()).isEqualTo(ClockButton.BLACK); // Black pressed: the lever went down on the right

            // a key press on the DGT 3000
            source.button(ClockButton.OK);
            ButtonPress ok = presses.poll(WAIT_MS, TimeUnit.MILLISECONDS);
            assertThat(ok).isNotNull();
            assertThat(ok.button()).isEqualTo(ClockButton.OK);

            // the display, one command at a time; the first ack is lost, so the text is sent again
            line.loseNextAck();
            reader.display().showText("hello");
            // (a display command still waiting would be replaced by a newer one: let this one go out first)
            await("the text sent", () -> shown.contains("text hello"));
            reader.display().show(new ClockFace("0:04:55", "0:04:50", 3, ClockButton.WHITE));
            reader.display().beep(128);
            await("all clock commands acknowledged", reader::clockIdle);
            assertThat(line.lost.get()).isEqualTo(1);
            assertThat(reader.clockResends()).isEqualTo(1);
            assertThat(shown).containsExactly("text hello", "text hello", "times 295 290 true false", "beep 128");

            // the line goes away; the board changes meanwhile; after it is back, a dump brings the reader up to date
            pty.unplug();
            source.occupancy(occ | bit("e7"));
            Position after = e4;
            pty.plugIn();
            serve(pty.device());
            await("reopened", () -> reader.opens() >= 2);
            await("the dump after reconnecting", () -> reader.sensor().current().pieces()
                    .map(p -> p.codes().equals(codes(after))).orElse(false));
        } finally {
            reader.close();
            pty.close();
        }
    }
}
