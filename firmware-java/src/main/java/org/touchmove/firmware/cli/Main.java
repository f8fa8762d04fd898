package org.touchmove.firmware.cli;

import org.touchmove.firmware.config.UserError;

import org.touchmove.hal.text.Excerpt;
import org.touchmove.hal.text.WholeNumber;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** Entry point of {@code touchmove.jar}: dispatches to one subcommand per job. */
@Command(name = "touchmove",
        mixinStandardHelpOptions = true,
        version = "touchmove 0.1.0",
        description = "Controller for a smart electronic chessboard with a DGT-compatible clock.",
        subcommands = {RunCommand.class, SimCommand.class, ReplayCommand.class, ConsoleCommand.class, PerftCommand.class, org.touchmove.firmware.hub.HubCommand.class, org.touchmove.firmware.hub.HubPasswordCommand.class, CommandLine.HelpCommand.class})
public final class Main implements Runnable {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    public static void main(String[] args) {
        System.exit(run(args));
    }

    /** Runs the command line and returns the exit status (used by tests without exiting the JVM). */
    public static int run(String... args) {
        int status = commandLine().execute(args);
        if (status == 0 && System.out.checkError()) {
            // PrintStream swallows write errors: a closed stdout (| head -1) must not look like success.
            System.err.println("touchmove: cannot write to standard output (closed?); the output is incomplete");
            return UserError.RUN_FAILED;
        }
        return status;
    }

    /** The command line with its error reporting ({@link CommandErrors}) and number converters. */
    static CommandLine commandLine() {
        CommandErrors errors = new CommandErrors();
        CommandLine commandLine = new CommandLine(new Main())
                .setExecutionExceptionHandler(errors)
                .setParameterExceptionHandler(errors);
        // Numbers on the command line: digits 0-9 only, as everywhere else (WholeNumber).
        CommandLine.ITypeConverter<Long> longs = s -> {
            try {
                return WholeNumber.parse(s, "the value", Long.MIN_VALUE, Long.MAX_VALUE);
            } catch (IllegalArgumentException e) {
                throw new CommandLine.TypeConversionException(e.getMessage());
            }
        };
        CommandLine.ITypeConverter<Integer> ints = s -> {
            long value = longs.convert(s);
            if (value < Integer.MIN_VALUE || value > Integer.MAX_VALUE) {
                throw new CommandLine.TypeConversionException("'" + s + "' is too large");
            }
            return (int) value;
        };
        commandLine.registerConverter(Long.class, longs).registerConverter(Long.TYPE, longs)
                .registerConverter(Integer.class, ints).registerConverter(Integer.TYPE, ints)
                .registerConverter(java.time.Instant.class, s -> {
                    try {
                        return java.time.Instant.parse(s);
                    } catch (java.time.format.DateTimeParseException e) {
                        throw new CommandLine.TypeConversionException("'" + Excerpt.of(s)
                                + "' is not a time like 2026-01-01T00:00:00Z (ISO-8601, UTC)");
                    }
                });
        return commandLine;
    }

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "a subcommand is required");
    }
}
