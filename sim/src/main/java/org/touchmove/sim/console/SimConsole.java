package org.touchmove.sim.console;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Reader;
import java.util.Locale;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.touchmove.hal.Occupancy;
import org.touchmove.sim.SimulatedBoard;
import org.touchmove.sim.script.ScriptException;
import org.touchmove.sim.script.ScriptHook;
import org.touchmove.sim.script.ScriptParser;
import org.touchmove.sim.script.ScriptPlayer;
import org.touchmove.sim.script.ScriptStep;

/**
 * An interactive board for hardware developers: reads script commands plus {@code show}, {@code help}
 * and {@code quit} line by line, applies them to a {@link SimulatedBoard} through a {@link ScriptHook}
 * (virtual time with {@link ScriptHook#boardOnly}, wall-clock time with {@link RealTimeHook}), and
 * prints what the sensor reports. A bad line is reported and the console carries on.
 */
public final class SimConsole {

    private static final Logger LOG = LoggerFactory.getLogger(SimConsole.class);

    static final String HELP = """
            commands:
              lift <square>            lift the piece on a square (a1..h8) into the hand
              place <square>           put the last lifted piece on a square
              press white|black        press a clock side
              button pause|menu|plus|minus|ok
              wait <ms>                let time pass
              setup startpos | setup fen <FEN>
              tc <PGN TimeControl> | tc none
              start                    start the clock
              show                     print the board, the hand and the clock display
              help                     this text
              quit                     leave
            """;

    private final SimulatedBoard board;
    private final ScriptHook hook;
    private final ScriptPlayer player;
    private final boolean settleAfterEachCommand;
    private final ConsoleObserver observer;
    private final long startNanos;
    private Occupancy lastShown;

    /**
     * @param settleAfterEachCommand after a command, let time pass until the sensor has reported every
     *                               change (one debounce time), so the printed diagram is what the
     *                               controller sees
     */
    public SimConsole(SimulatedBoard board, ScriptHook hook, boolean identitySensing,
                      boolean settleAfterEachCommand, ConsoleObserver observer) {
        this.board = board;
        this.hook = hook;
        this.player = new ScriptPlayer(board, hook, identitySensing);
        this.settleAfterEachCommand = settleAfterEachCommand;
        this.observer = observer;
        this.startNanos = board.nanos();
        this.lastShown = board.stableOccupancy();
    }

    /**
     * Runs until {@code quit}, the end of input (Ctrl-D, a closed pipe) or a failed read (a lost
     * terminal): each ends the console quietly with one line, never an exception. Stops too when the
     * output can no longer be written.
     */
    public void run(Reader in, PrintWriter out) {
        BufferedReader lines = in instanceof BufferedReader b ? b : new BufferedReader(in);
        out.println(observer.greeting());
        out.flush();
        int lineNumber = 0;
        while (true) {
            String line;
            try {
                line = lines.readLine();
            } catch (IOException e) {
                // A terminal that goes away fails the read (EIO): the session is over, not broken.
                LOG.info("console input lost after line {} ({}), leaving", lineNumber, e.toString());
                LOG.debug("console input failure", e);
                out.println("input lost (" + e.getMessage() + "): bye");
                break;
            }
            if (line == null) {
                LOG.debug("console input ended after line {}", lineNumber);
                out.println("end of input: bye");
                break;
            }
            lineNumber++;
            if (!execute(lineNumber, line, out)) {
                break;
            }
            out.flush();
            if (out.checkError()) {
                LOG.info("console output can no longer be written after line {}, leaving", lineNumber);
                return;
            }
        }
        out.flush();
    }

    /** Executes one line; false when it was {@code quit}. */
    public boolean execute(int lineNumber, String line, PrintWriter out) {
        String word = line.strip().toLowerCase(Locale.ROOT);
        switch (word) {
            case "quit", "exit" -> {
                out.println("bye");
                return false;
            }
            case "help", "?" -> {
                out.print(HELP);
                return true;
            }
            case "show" -> {
                show(out);
                return true;
            }
            default -> {
                try {
                    Optional<ScriptStep> step = ScriptParser.parseLine(lineNumber, line);
                    if (step.isPresent()) {
                        apply(step.get(), out);
                    }
                } catch (ScriptException e) {
                    LOG.debug("console line rejected", e);
                    out.println("error: " + e.getMessage());
                }
                return true;
            }
        }
    }

    private void apply(ScriptStep step, PrintWriter out) throws ScriptException {
        String actedAt = stamp();
        player.apply(step);
        if (settleAfterEachCommand) {
            player.settle();
        }
        out.println(actedAt + " " + step.toScriptLine());
        Occupancy now = board.stableOccupancy();
        if (!now.equals(lastShown) || step instanceof ScriptStep.Setup) {
            printBoard(out);
        }
        observer.afterStep(step, out);
    }

    private void show(PrintWriter out) {
        out.println(stamp() + " show");
        printBoard(out);
        out.println("physical: " + (board.physicalOccupancy().equals(board.stableOccupancy())
                ? "same as sensor" : board.physicalOccupancy().count() + " pieces, sensor not settled"));
        out.println("clock: " + board.display().describe());
        observer.show(out);
    }

    private void printBoard(PrintWriter out) {
        Occupancy occupancy = board.stableOccupancy();
        lastShown = occupancy;
        out.print(occupancy.diagram());
        StringBuilder hand = new StringBuilder();
        board.hand().forEach(hand::append);
        out.println("hand: " + (hand.isEmpty() ? "empty" : hand));
    }

    private String stamp() {
        return String.format(Locale.ROOT, "[+%.3fs]", (board.nanos() - startNanos) / 1e9);
    }
}
