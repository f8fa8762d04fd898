package org.touchmove.firmware.config;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Map;

/**
 * The user's directories as the XDG Base Directory convention names them: the home directory is {@code $HOME} (the
 * JVM's {@code user.home} comes from the password database and ignores it), the state directory is
 * {@code $XDG_STATE_HOME}, else {@code $HOME/.local/state}. A variable that is unset, empty or not an absolute path is
 * ignored, as the convention says.
 */
public record UserDirectories(Path home, Path stateHome) {

    /** The board's state directory under {@link #stateHome()}. */
    public Path touchmoveState() {
        return stateHome.resolve("touchmove");
    }

    /** This process's: its environment, {@code user.home} where {@code HOME} is unusable. */
    public static UserDirectories current() {
        return of(System.getenv(), System.getProperty("user.home"));
    }

    static UserDirectories of(Map<String, String> env, String userHome) {
        Path home = absolute(env.get("HOME"));
        if (home == null) {
            home = Path.of(userHome);
        }
        Path state = absolute(env.get("XDG_STATE_HOME"));
        return new UserDirectories(home, state != null ? state : home.resolve(".local").resolve("state"));
    }

    private static Path absolute(String value) {
        if (value == null || value.isEmpty()) {
            return null;
        }
        try {
            Path p = Path.of(value);
            return p.isAbsolute() ? p : null;
        } catch (InvalidPathException e) {
            return null;
        }
    }
}
