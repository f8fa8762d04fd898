package org.touchmove.firmware.cli;

import org.touchmove.firmware.config.UserError;

import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.touchmove.firmware.publish.EventOutputException;
import org.touchmove.hal.text.Excerpt;
import picocli.CommandLine;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;

/**
 * The one place where a failed command becomes what the user sees: one line per problem on stderr,
 * "touchmove COMMAND: ...", and a non-zero exit status. Never a stack trace: an exception nobody
 * expected is named in one line and its stack trace goes to the log at DEBUG
 * ({@code TOUCHMOVE_LOG_LEVEL=DEBUG} shows it).
 */
final class CommandErrors implements IExecutionExceptionHandler, IParameterExceptionHandler {

    /** Status of a failure that is ours, not the user's (sysexits EX_SOFTWARE). */
    static final int INTERNAL_ERROR = 70;

    /**
     * The logger, asked for only when an error is handled: a static one would start the logging (Logback and its
     * configuration, about 220 classes) on every command line, a {@code perft} that logs nothing included.
     */
    private static Logger log() {
        return LoggerFactory.getLogger(CommandErrors.class);
    }

    @Override
    public int handleExecutionException(Exception e, CommandLine command, ParseResult parsed) {
        String prefix = prefix(command);
        PrintWriter err = command.getErr();
        int status;
        String message;
        if (e instanceof UserError user) {
            message = user.getMessage();
            status = user.status();
            log().debug("{}{}", prefix, message, e);
        } else if (e instanceof EventOutputException output) {
            message = output.getMessage() + "; stopping";
            status = UserError.RUN_FAILED;
            log().debug("{}{}", prefix, message, e);
        } else if (e instanceof UncheckedIOException io) {
            message = io.getMessage() + (io.getCause() == null ? "" : ": " + io.getCause().getMessage());
            status = UserError.RUN_FAILED;
            log().debug("{}{}", prefix, message, e);
        } else {
            message = "internal error (" + e.getClass().getSimpleName() + ": " + e.getMessage()
                    + "); please report it; TOUCHMOVE_LOG_LEVEL=DEBUG shows the details";
            status = INTERNAL_ERROR;
            log().debug("{}internal error", prefix, e);
        }
        print(err, prefix, message);
        return status;
    }

    @Override
    public int handleParseException(ParameterException e, String[] args) {
        CommandLine command = e.getCommandLine();
        if (e instanceof CommandLine.UnmatchedArgumentException && !command.getSubcommands().isEmpty()
                && !command.getUnmatchedArguments().isEmpty()
                && !command.getUnmatchedArguments().get(0).startsWith("-")) {
            // The first word names no command: say so and list the commands, not picocli's "Unmatched argument".
            print(command.getErr(), prefix(command), "unknown command '" + command.getUnmatchedArguments().get(0)
                    + "'; the commands are: " + String.join(", ", command.getSubcommands().keySet())
                    + " (see '" + command.getCommandSpec().qualifiedName() + " --help')");
            return UserError.BAD_INPUT;
        }
        List<String> unmatched = command.getUnmatchedArguments();
        String notUnderstood = unmatched.isEmpty() || e instanceof CommandLine.UnmatchedArgumentException ? ""
                : "; not understood: " + String.join(" ", unmatched);
        print(command.getErr(), prefix(command), e.getMessage() + notUnderstood + " (see '"
                + command.getCommandSpec().qualifiedName() + " --help')");
        return UserError.BAD_INPUT;
    }

    /** Each line of {@code message} after the prefix; a line quoting a huge input is cut. */
    static void print(PrintWriter err, String prefix, String message) {
        String text = message == null ? "(no message)" : message;
        text.lines().forEach(line -> err.println(prefix + Excerpt.of(line.strip(), 1_000)));
        err.flush();
    }

    private static String prefix(CommandLine command) {
        return command.getCommandSpec().qualifiedName() + ": ";
    }
}
