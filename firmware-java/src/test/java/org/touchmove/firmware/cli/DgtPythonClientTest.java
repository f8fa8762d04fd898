package org.touchmove.firmware.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.touchmove.firmware.dgt.DgtClockFace;
import org.touchmove.firmware.dgt.DgtIdentity;
import org.touchmove.firmware.dgt.DgtOptions;
import org.touchmove.firmware.dgt.RecordingClockFace;
import org.touchmove.firmware.dgt.DgtReplay;
import org.touchmove.firmware.dgt.DgtServer;
import org.touchmove.hal.dgt.DgtTransport;
import org.touchmove.firmware.dgt.EmulatedBoard;
import org.touchmove.hal.serial.PtyPair;
import org.touchmove.firmware.dgt.TrackedBoardSource;
import org.touchmove.firmware.event.ClockEvent;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.MoveEvent;
import org.touchmove.firmware.pgn.PgnGame;
import org.touchmove.firmware.pgn.PgnReader;
import org.touchmove.firmware.rules.Game;
import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.rules.Position;
import org.touchmove.hal.ClockButton;
import org.touchmove.hal.dgt.wire.BoardMessage;
import org.touchmove.hal.dgt.wire.BoardMessage.ClockTimes;
import org.touchmove.hal.dgt.wire.BoardMessage.FieldUpdate;
import org.touchmove.hal.dgt.wire.BoardRequest;
import org.touchmove.hal.dgt.wire.DgtPiece;

/**
 * An independent DGT host in Python (src/test/python/dgt_follow.py, pyserial) follows a game replayed
 * through the whole controller, over a socat pseudo-terminal pair on the emulation's serial transport:
 * the board dump, every field update, every time message against the game's clock, the
 * acknowledgement of each clock command and a key press. Fails, never skips, without python3,
 * pyserial or socat (scripts/install-test-deps installs them).
 */
class DgtPythonClientTest {

    /** Légal's mate: captures, a check, and a checkmate that ends the game by the rules (Art. 5.1.1). */
    private static final String PGN = """
            [Event "DGT client test"]
            [Result "1-0"]

            1. e4 e5 2. Nf3 d6 3. Bc4 Bg4 4. Nc3 g6 5. Nxe5 Bxd1 6. Bxf7+ Ke7 7. Nd5# 1-0
            """;
    /** Put by the reader thread after the client's last line (not a line the client can print: it prints JSON). */
    private static final String END_OF_OUTPUT = "\u0000end of output";
    private static final Pattern FIELD = Pattern.compile("\"(\\w+)\": (\"([^\"]*)\"|[^,}]+)");

    @Test
    void pythonHost_followsAReplayedGame_overAPseudoTerminal(@TempDir Path dir) throws Exception {
        String python = pythonWithPyserial();
        Path script = Path.of("src", "test", "python", "dgt_follow.py").toAbsolutePath();
        assertThat(script).exists();
        PgnGame pgn = PgnReader.parse(PGN, "inline").get(0);

        TrackedBoardSource source = new TrackedBoardSource(pgn.start());
        RecordingClockFace face = new RecordingClockFace();
        List<String> shown = face.shown();
        DgtOptions options = new DgtOptions(face, DgtIdentity.DEFAULT, true);
        // a second emulated board in the same mode records what the served one must have sent
        List<BoardMessage> expected = new CopyOnWriteArrayList<>();
        EmulatedBoard recorder = new EmulatedBoard(source, DgtClockFace.NONE, DgtIdentity.DEFAULT, true, expected::add);
        recorder.handle(BoardRequest.UPDATE_NICE);

        try (PtyPair pty = PtyPair.start(dir, "board", "host");
             DgtServer server = DgtServer.start(source, new DgtTransport.Serial(pty.device().toString()), options)) {
            awaitConnection(server);
            Process client = new ProcessBuilder(python, script.toString(), pty.host().toString(), "180")
                    .redirectError(dir.resolve("client.err").toFile()).start();
            try {
                BlockingQueue<String> lines = readLines(client);
                List<String> all = new ArrayList<>();
                awaitLine(lines, all, "\"ready\"");

                List<Event> events = replay(pgn, source);
                source.button(ClockButton.PAUSE);

                assertThat(client.waitFor(180, TimeUnit.SECONDS)).as("client finished").isTrue();
                // Its exit does not mean its last lines were read: the reader thread may still be at them.
                awaitEndOfOutput(lines, all);
                assertThat(client.exitValue()).as("client exit; stderr: %s, output: %s",
                        Files.readString(dir.resolve("client.err")), all).isZero();
                check(all, events, expected, pgn, shown);
            } finally {
                client.destroyForcibly(); // never left running when the test fails (a no-op once it ended)
            }
        }
        recorder.close();
    }

    private void check(List<String> lines, List<Event> events, List<BoardMessage> expected, PgnGame pgn,
                       List<String> shown) {
        List<Map<String, String>> seen = lines.stream().filter(l -> l.startsWith("{")).map(DgtPythonClientTest::json).toList();
        assertThat(seen.get(seen.size() - 1)).containsEntry("type", "done").containsEntry("broken", "0");
        assertThat(of(seen, "trademark").get(0).get("text")).startsWith("Touchmove");

        // the board dump at start, a8 first
        assertThat(of(seen, "dump").get(0)).containsEntry("board", placement(pgn.start()));

        // every field update the emulation sent, in order, and nothing else
        List<String> expectedFields = new ArrayList<>();
        List<ClockTimes> expectedTimes = new ArrayList<>();
        for (BoardMessage m : expected) {
            if (m instanceof FieldUpdate u && (u.piece().isChessman() || u.piece() == DgtPiece.EMPTY)) {
                expectedFields.add(org.touchmove.hal.Squares.name(org.touchmove.hal.dgt.wire.DgtSquares.fromWire(u.wireSquare()))
                        + " " + u.piece().fenChar());
            } else if (m instanceof ClockTimes t) {
                expectedTimes.add(t);
            }
        }
        List<String> fields = of(seen, "field").stream().map(f -> f.get("square") + " " + f.get("piece")).toList();
        assertThat(fields).isEqualTo(expectedFields);
        assertThat(fields.size()).isGreaterThanOrEqualTo(2 * pgn.moves().size());

        // the client's board passes through the position after every move, in order
        List<String> boards = of(seen, "field").stream().map(f -> f.get("board")).toList();
        int from = 0;
        Game game = Game.from(pgn.start());
        for (Move move : pgn.moves()) {
            game = game.play(move);
            int at = boards.subList(from, boards.size()).indexOf(placement(game.position()));
            assertThat(at).as("client's board after %s", move).isGreaterThanOrEqualTo(0);
            from += at;
        }

        // every time message of the game: what the emulation sent, and each one a reading of the game's clock; then
        // the host's set-and-run (left 0:05:00 running, right 0:04:30), which the clock obeys (mode 23)
        List<Map<String, String>> all = of(seen, "time");
        assertThat(all).hasSizeGreaterThan(expectedTimes.size());
        List<Map<String, String>> times = all.subList(0, expectedTimes.size());
        assertThat(times).hasSizeGreaterThan(pgn.moves().size());
        for (Map<String, String> t : all.subList(expectedTimes.size(), all.size())) {
            // counting down in real time from the set: a loaded machine may take seconds to the last message
            assertThat(Integer.parseInt(t.get("left"))).as("%s", t).isBetween(180, 300);
            assertThat(t).containsEntry("right", "270");
            assertThat(Integer.parseInt(t.get("status")) & ~org.touchmove.hal.dgt.wire.DgtBytes.STATUS_LEVER_RIGHT_HIGH)
                    .isEqualTo(org.touchmove.hal.dgt.wire.DgtBytes.STATUS_RUNNING
                            | org.touchmove.hal.dgt.wire.DgtBytes.STATUS_LEFT_TURN);
        }
        Set<String> readings = new HashSet<>();
        for (Event e : events) {
            if (e.body() instanceof ClockEvent c) {
                readings.add(c.whiteMs() / 1000 + "/" + c.blackMs() / 1000);
            } else if (e.body() instanceof MoveEvent m && m.whiteMs() != null) {
                readings.add(m.whiteMs() / 1000 + "/" + m.blackMs() / 1000);
            }
        }
        for (int i = 0; i < times.size(); i++) {
            Map<String, String> t = times.get(i);
            ClockTimes want = expectedTimes.get(i);
            assertThat(Integer.parseInt(t.get("left"))).isEqualTo(want.left().totalSeconds());
            assertThat(Integer.parseInt(t.get("right"))).isEqualTo(want.right().totalSeconds());
            assertThat(Integer.parseInt(t.get("status"))).isEqualTo(want.status());
            // White sits at the left display
            assertThat(readings).as("time message %s is a reading of the clock", t).contains(t.get("left") + "/" + t.get("right"));
        }
        // the clock stopped at the end (running bit clear)
        assertThat(Integer.parseInt(times.get(times.size() - 1).get("status")) & 1).isZero();

        // the result piece, the key press, and the acks of the clock commands, each one in turn
        assertThat(of(seen, "result")).singleElement().satisfies(r -> assertThat(r).containsEntry("result", "1-0"));
        assertThat(of(seen, "button")).singleElement().satisfies(b -> assertThat(b).containsEntry("key", "51"));
        assertThat(of(seen, "ack").stream().map(a -> a.get("command") + "/" + a.get("ack0")).toList())
                .containsExactly("9/16", "12/16", "10/16", "11/16", "3/16");
        assertThat(of(seen, "ack").get(0)).containsEntry("ack2", String.valueOf(DgtIdentity.DEFAULT.clockVersion()));
        assertThat(shown).containsExactly("text TOUCHMVE", "times 300 270 true false", "beep 512", "end");

        // the final dump: the final position, with the result piece where the result was reported
        String finalBoard = of(seen, "dump").get(of(seen, "dump").size() - 1).get("board");
        String resultSquare = of(seen, "result").get(0).get("square");
        int wire = org.touchmove.hal.dgt.wire.DgtSquares.toWire(org.touchmove.hal.Squares.parse(resultSquare));
        StringBuilder want = new StringBuilder(placement(pgn.finalPosition()));
        want.setCharAt(wire, '?');
        assertThat(finalBoard).isEqualTo(want.toString());
    }

    /** Plays the game through the controller on the simulated board, feeding the source from its events. */
    private static List<Event> replay(PgnGame pgn, TrackedBoardSource source) {
        return new DgtReplay(pgn, "300+2", source).play(e -> { });
    }

    /** The 64 squares a8 ... h1 as FEN letters and '.', the client's board format. */
    private static String placement(Position p) {
        StringBuilder sb = new StringBuilder(64);
        for (int wire = 0; wire < 64; wire++) {
            var piece = p.pieceAt(org.touchmove.hal.dgt.wire.DgtSquares.fromWire(wire));
            sb.append(piece == null ? '.' : piece.fenChar());
        }
        return sb.toString();
    }


    /** The python3 that imports pyserial: Debian's first (python3-serial), else the one on the PATH. */
    static String pythonWithPyserial() throws InterruptedException {
        for (String candidate : List.of("/usr/bin/python3", "python3")) {
            try {
                Process p = new ProcessBuilder(candidate, "-c", "import serial").redirectErrorStream(true).start();
                if (p.waitFor(20, TimeUnit.SECONDS) && p.exitValue() == 0) {
                    return candidate;
                }
            } catch (IOException e) {
                // not installed under this name: try the next
            }
        }
        throw new AssertionError("python3 with pyserial is needed (Debian python3-serial): run scripts/install-test-deps");
    }

    private static void awaitConnection(DgtServer server) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (server.connections() == 0 && System.nanoTime() < deadline) {
            Thread.sleep(10); // waits for the serial port to open, not for logic
        }
        assertThat(server.connections()).as("emulation opened its end of the pty").isEqualTo(1);
    }

    /** The client's lines, then {@link #END_OF_OUTPUT} once its output is closed. */
    private static BlockingQueue<String> readLines(Process process) {
        BlockingQueue<String> lines = new LinkedBlockingQueue<>();
        Thread t = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                String line;
                while ((line = r.readLine()) != null) {
                    lines.add(line);
                }
            } catch (IOException e) {
                lines.add("{\"type\": \"read-error\", \"detail\": \"" + e.getMessage() + "\"}");
            } finally {
                lines.add(END_OF_OUTPUT);
            }
        }, "python-client-output");
        t.setDaemon(true);
        t.start();
        return lines;
    }

    /**
     * Takes every line up to the end of the client's output (issue 23: reading the queue as soon as the process had
     * exited could miss the last lines, its "done" among them, still in the pipe or in the reader thread's hands).
     */
    private static void awaitEndOfOutput(BlockingQueue<String> lines, List<String> all) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (System.nanoTime() < deadline) {
            String line = lines.poll(100, TimeUnit.MILLISECONDS);
            if (END_OF_OUTPUT.equals(line)) {
                return;
            }
            if (line != null) {
                all.add(line);
            }
        }
        throw new AssertionError("the client's output never ended; it printed " + all);
    }

    private static void awaitLine(BlockingQueue<String> lines, List<String> all, String marker) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (System.nanoTime() < deadline) {
            String line = lines.poll(100, TimeUnit.MILLISECONDS);
            if (line != null) {
                all.add(line);
                if (line.contains(marker)) {
                    return;
                }
            }
        }
        throw new AssertionError("the client never printed " + marker + "; it printed " + all);
    }

    private static List<Map<String, String>> of(List<Map<String, String>> seen, String type) {
        return seen.stream().filter(m -> type.equals(m.get("type"))).toList();
    }

    /** A flat JSON object (the client prints nothing nested) as field -> value text. */
    private static Map<String, String> json(String line) {
        Map<String, String> m = new HashMap<>();
        Matcher matcher = FIELD.matcher(line);
        while (matcher.find()) {
            m.put(matcher.group(1), matcher.group(3) != null ? matcher.group(3) : matcher.group(2).trim());
        }
        return m;
    }
}
