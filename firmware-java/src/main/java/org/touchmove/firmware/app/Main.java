package org.touchmove.firmware.app;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** Entry point of {@code touchmove.jar}: dispatches to one subcommand per job. */
@Command(name = "touchmove",
        mixinStandardHelpOptions = true,
        version = "touchmove 0.1.0",
        description = "Controller for a smart electronic chessboard with a DGT-compatible clock.",
        subcommands = {RunCommand.class, SimCommand.class, ReplayCommand.class, ConsoleCommand.class, PerftCommand.class, org.touchmove.firmware.hub.HubCommand.class, CommandLine.HelpCommand.class})
public final class Main implements Runnable {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    public static void main(String[] args) {
        System.exit(run(args));
    }

    /** Runs the command line and returns the exit status (used by tests without exiting the JVM). */
    public static int run(String... args) {
        return new CommandLine(new Main()).execute(args);
    }

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "a subcommand is required");
    }
}
