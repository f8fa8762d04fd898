package org.touchmove.firmware.cli;

import org.touchmove.firmware.config.UserError;

import java.util.List;
import org.touchmove.hal.text.Excerpt;
import org.touchmove.hal.text.WholeNumber;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** Entry point of {@code touchmove.jar}: dispatches to one subcommand per job. */
@Command(name = "touchmove",
        mixinStandardHelpOptions = true,
        version = "touchmove 0.1.0",
        description = "Controller for a smart electronic chessboard with a DGT-compatible clock.")
public final class Main implements Runnable {

    /** The subcommands' names in the order {@code --help} lists them ({@link #subcommand} has each one's class). */
    static final List<String> SUBCOMMANDS = List.of("run", "sim", "replay", "console", "perft", "hub", "hub-password",
            "help");

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    public static void main(String[] args) {
        System.exit(run(args));
    }

    /** Runs the command line and returns the exit status (used by tests without exiting the JVM). */
    public static int run(String... args) {
        // A plain perft goes straight to its count: picocli's start was a third of its whole process (PerftShortcut).
        Integer counted = PerftShortcut.run(args, System.out, System.err);
        int status = counted != null ? counted : commandLine(args).execute(args);
        if (status == 0 && System.out.checkError()) {
            // PrintStream swallows write errors: a closed stdout (| head -1) must not look like success.
            System.err.println("touchmove: cannot write to standard output (closed?); the output is incomplete");
            return UserError.RUN_FAILED;
        }
        return status;
    }

    /** The command line with every subcommand, its error reporting ({@link CommandErrors}) and number converters. */
    static CommandLine commandLine() {
        return commandLine(SUBCOMMANDS);
    }

    /**
     * The command line for {@code args}: only the subcommand they name is built when they name one (picocli reads the
     * annotations of every subcommand it is given, which loads their classes and those of their fields: Logback,
     * Jackson and more for a {@code perft}; docs/performance.md, "Start-up"); every one for anything else (help, no
     * subcommand, an unknown one), so usage and error messages list them all.
     */
    static CommandLine commandLine(String... args) {
        String chosen = firstWord(args);
        boolean one = chosen != null && !"help".equals(chosen) && SUBCOMMANDS.contains(chosen);
        return commandLine(one ? List.of(chosen) : SUBCOMMANDS);
    }

    /** The first argument that is not an option: the subcommand's name (the top command's options take no values). */
    private static String firstWord(String[] args) {
        for (String arg : args) {
            if (!arg.startsWith("-")) {
                return arg;
            }
        }
        return null;
    }

    /** Each subcommand's class, named only in its own branch so that the JVM loads just the chosen one. */
    private static Class<?> subcommand(String name) {
        return switch (name) {
            case "run" -> RunCommand.class;
            case "sim" -> SimCommand.class;
            case "replay" -> ReplayCommand.class;
            case "console" -> ConsoleCommand.class;
            case "perft" -> PerftCommand.class;
            case "hub" -> org.touchmove.firmware.hub.HubCommand.class;
            case "hub-password" -> org.touchmove.firmware.hub.HubPasswordCommand.class;
            case "help" -> CommandLine.HelpCommand.class;
            default -> throw new IllegalArgumentException("no subcommand " + name);
        };
    }

    private static CommandLine commandLine(List<String> names) {
        CommandErrors errors = new CommandErrors();
        CommandLine commandLine = new CommandLine(new Main());
        for (String name : names) {
            commandLine.addSubcommand(name, subcommand(name));
        }
        // Handlers and converters reach the subcommands added before them (picocli), so they come after.
        commandLine.setExecutionExceptionHandler(errors)
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
