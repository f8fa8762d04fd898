package org.touchmove.sim.console;

import java.io.PrintWriter;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import org.touchmove.hal.ManualTimeSource;
import org.touchmove.hal.TimeSource;
import org.touchmove.sim.BoardTiming;
import org.touchmove.sim.SimulatedBoard;
import org.touchmove.sim.script.ScriptHook;

/**
 * The console with no controller attached, for trying the board alone:
 * {@code SimConsoleApp [--real] [--identity] [--no-settle] [--debounce-ms N]}.
 */
public final class SimConsoleApp {

    private SimConsoleApp() {
    }

    public static void main(String[] args) {
        PrintWriter out = new PrintWriter(System.out, true, StandardCharsets.UTF_8);
        try {
            run(args, StandardInput.open(), out);
        } catch (IllegalArgumentException e) {
            out.println("error: " + e.getMessage());
            out.println("usage: SimConsoleApp [--real] [--identity] [--no-settle] [--debounce-ms N]");
            System.exit(2);
        }
    }

    static void run(String[] args, Reader in, PrintWriter out) {
        boolean real = false;
        boolean identity = false;
        boolean settle = true;
        long debounceMs = BoardTiming.DEFAULT.debounceNanos() / 1_000_000L;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--real" -> real = true;
                case "--identity" -> identity = true;
                case "--no-settle" -> settle = false;
                case "--debounce-ms" -> {
                    if (i + 1 >= args.length) {
                        throw new IllegalArgumentException("--debounce-ms needs a number of milliseconds");
                    }
                    debounceMs = org.touchmove.hal.text.WholeNumber.parse(args[++i], "--debounce-ms", 0, 1_000);
                }
                default -> throw new IllegalArgumentException("unknown option '" + args[i] + "'");
            }
        }
        BoardTiming timing = BoardTiming.ofDebounceMillis(debounceMs);
        SimConsole console;
        if (real) {
            TimeSource wall = TimeSource.system();
            SimulatedBoard board = new SimulatedBoard(wall, timing);
            console = new SimConsole(board, new RealTimeHook(wall, board), identity, settle, ConsoleObserver.NONE);
        } else {
            ManualTimeSource time = new ManualTimeSource(0);
            SimulatedBoard board = new SimulatedBoard(time, timing);
            console = new SimConsole(board, ScriptHook.boardOnly(time, board), identity, settle, ConsoleObserver.NONE);
        }
        console.run(in, out);
    }
}
