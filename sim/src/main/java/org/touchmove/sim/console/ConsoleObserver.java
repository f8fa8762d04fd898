package org.touchmove.sim.console;

import java.io.PrintWriter;
import org.touchmove.sim.script.ScriptStep;

/** Lets the controller print what it made of each console command. */
@FunctionalInterface
public interface ConsoleObserver {

    ConsoleObserver NONE = (step, out) -> {
    };

    /** After {@code step} was applied (and the board settled, if the console settles). */
    void afterStep(ScriptStep step, PrintWriter out);

    /** The console's one greeting line, printed before the first command is read. */
    default String greeting() {
        return "touchmove simulated board; 'help' lists the commands";
    }

    /** On {@code show}: the controller's state, after the board's. */
    default void show(PrintWriter out) {
    }
}
