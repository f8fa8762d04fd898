package org.touchmove.firmware.config;

/**
 * A problem the user can fix (a file, a setting, an option, a device), said in words: the command line
 * prints the message, one line per problem, after "touchmove COMMAND: " on stderr and exits with
 * {@link #status()}; never a stack trace. Thrown wherever such a problem is found; reported in one place
 * ({@link CommandErrors}).
 */
public final class UserError extends RuntimeException {

    /** Bad input: a file, option or setting (also picocli's status for a bad option). */
    public static final int BAD_INPUT = 2;
    /** The run could not go on: output closed, device gone, state not writable. */
    public static final int RUN_FAILED = 1;

    private final int status;

    public UserError(String message) {
        this(message, BAD_INPUT, null);
    }

    public UserError(String message, int status, Throwable cause) {
        super(message, cause);
        this.status = status;
    }

    public int status() {
        return status;
    }
}
