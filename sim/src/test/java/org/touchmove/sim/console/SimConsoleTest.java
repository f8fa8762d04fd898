package org.touchmove.sim.console;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.StringReader;
import java.io.StringWriter;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.touchmove.hal.ButtonPress;
import org.touchmove.hal.ClockButton;
import org.touchmove.hal.ClockFace;
import org.touchmove.hal.ManualTimeSource;
import org.touchmove.hal.Occupancy;
import org.touchmove.hal.OccupancySnapshot;
import org.touchmove.hal.Squares;
import org.touchmove.sim.SimulatedBoard;
import org.touchmove.sim.script.ScriptHook;
import org.touchmove.sim.script.ScriptStep;

class SimConsoleTest {

    private static final long MS = 1_000_000L;

    private final ManualTimeSource time = new ManualTimeSource(0);
    private final SimulatedBoard board = new SimulatedBoard(time);
    private final List<OccupancySnapshot> snapshots = new ArrayList<>();
    private final List<ButtonPress> presses = new ArrayList<>();
    private final List<String> observed = new ArrayList<>();

    private String run(String input, boolean settle) throws IOException {
        board.sensor().addListener(snapshots::add);
        board.buttons().addListener(presses::add);
        ConsoleObserver observer = new ConsoleObserver() {
            @Override
            public void afterStep(ScriptStep step, PrintWriter out) {
                observed.add(step.toScriptLine());
                out.println("controller: saw " + step.toScriptLine());
            }

            @Override
            public void show(PrintWriter out) {
                out.println("controller: white to move");
            }
        };
        SimConsole console = new SimConsole(board, ScriptHook.boardOnly(time, board), false, settle, observer);
        StringWriter text = new StringWriter();
        console.run(new StringReader(input), new PrintWriter(text));
        return text.toString();
    }

    @Test
    void endOfInput_endsTheConsoleQuietlyWithOneLine() throws IOException {
        String out = run("setup startpos\n", true);
        assertThat(out.lines().toList()).last().isEqualTo("end of input: bye");
        assertThat(out).contains(Occupancy.START.diagram());
    }

    @Test
    void lostTerminal_failedReadEndsTheConsoleWithItsReason_notAnException() {
        board.sensor().addListener(snapshots::add);
        Reader lostAfterOneLine = new Reader() {
            private final Reader first = new StringReader("setup startpos\n");

            @Override
            public int read(char[] buffer, int offset, int length) throws IOException {
                int n = first.read(buffer, offset, length);
                if (n < 0) {
                    throw new IOException("Input/output error");
                }
                return n;
            }

            @Override
            public void close() {
            }
        };
        SimConsole console = new SimConsole(board, ScriptHook.boardOnly(time, board), false, true,
                ConsoleObserver.NONE);
        StringWriter text = new StringWriter();
        console.run(lostAfterOneLine, new PrintWriter(text));
        assertThat(text.toString().lines().toList()).last().isEqualTo("input lost (Input/output error): bye");
        assertThat(snapshots).extracting(OccupancySnapshot::occupancy).containsExactly(Occupancy.START);
    }

    @Test
    void lostOutput_stopsReadingInput() {
        SimConsole console = new SimConsole(board, ScriptHook.boardOnly(time, board), false, true,
                ConsoleObserver.NONE);
        PrintWriter broken = new PrintWriter(new Writer() {
            @Override
            public void write(char[] buffer, int offset, int length) throws IOException {
                throw new IOException("Broken pipe");
            }

            @Override
            public void flush() throws IOException {
                throw new IOException("Broken pipe");
            }

            @Override
            public void close() {
            }
        });
        console.run(new StringReader("setup startpos\nlift e2\nlift d2\n"), broken);
        assertThat(board.hand()).as("stopped after the first line").isEmpty();
        assertThat(board.stableOccupancy()).isEqualTo(Occupancy.START);
    }

    @Test
    void appliesCommandsPrintsTheDiagramAndTheObserversView() throws IOException {
        String out = run("""
                setup startpos
                lift e2
                place e4
                press white
                button ok
                wait 500
                quit
                lift d2
                """, true);
        Occupancy afterMove = Occupancy.START.without(Squares.parse("e2")).with(Squares.parse("e4"));
        assertThat(out).contains(Occupancy.START.diagram())
                .contains(Occupancy.START.without(Squares.parse("e2")).diagram() + "hand: ?")
                .contains(afterMove.diagram() + "hand: empty")
                .contains("controller: saw place e4")
                .contains("bye");
        assertThat(observed).containsExactly("setup startpos", "lift e2", "place e4", "press white", "button ok",
                "wait 500");
        // Each physical command settles one debounce time; 'quit' stops before 'lift d2'.
        assertThat(snapshots).extracting(OccupancySnapshot::monoNanos).containsExactly(0L, 30 * MS, 60 * MS);
        assertThat(board.stableOccupancy()).isEqualTo(afterMove);
        assertThat(presses).containsExactly(new ButtonPress(ClockButton.WHITE, 60 * MS),
                new ButtonPress(ClockButton.OK, 60 * MS));
        assertThat(time.nanos()).isEqualTo(560 * MS);
        assertThat(out).contains("[+0.030s] place e4").contains("[+0.060s] wait 500");
    }

    @Test
    void badLinesAreReportedAndTheConsoleKeepsGoing() throws IOException {
        String out = run("""
                setup startpos
                lift e5
                fly e2
                place e4
                lift e2
                place e4
                """, true);
        assertThat(out).contains("error: line 2: cannot lift from e5: the square is empty")
                .contains("error: line 3: unknown command 'fly'")
                .contains("error: line 4: cannot place on e4: the hand is empty");
        assertThat(board.stableOccupancy()).isEqualTo(Occupancy.START.without(Squares.parse("e2")).with(Squares.parse("e4")));
    }

    @Test
    void withoutSettlingOnlyWaitMovesTime() throws IOException {
        run("setup startpos\nlift e2\nwait 10\nplace e2\nwait 100\n", false);
        // The pawn was back within the debounce time: the sensor never saw it leave.
        assertThat(snapshots).hasSize(1);
        assertThat(time.nanos()).isEqualTo(110 * MS);
    }

    @Test
    void showPrintsBoardHandClockAndController() throws IOException {
        board.display().show(new ClockFace("5:00", "5:00", 1, ClockButton.WHITE));
        String out = run("setup startpos\nlift g1\nshow\nhelp\n", true);
        assertThat(out).contains("hand: ?")
                .contains("clock: white 5:00 | black 5:00 | move 1 | white running")
                .contains("controller: white to move")
                .contains("physical: same as sensor")
                .contains("button pause|menu|plus|minus|ok");
    }
}
