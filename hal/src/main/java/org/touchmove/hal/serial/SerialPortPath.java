package org.touchmove.hal.serial;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;

/**
 * Checks a configured serial port before the first open: it must exist and be a terminal (a character
 * device, e.g. /dev/ttyACM0, a pseudo-terminal, or a link to one). A missing path or a regular file is a
 * setting to fix, not a device to wait for.
 */
public final class SerialPortPath {

    /** S_IFMT and S_IFCHR of st_mode. */
    private static final int TYPE_MASK = 0170000;
    private static final int CHARACTER_DEVICE = 0020000;

    private SerialPortPath() {
    }

    /** Why {@code port} cannot be a serial port, or null when it can. */
    public static String problem(String port) {
        Path path;
        try {
            path = Path.of(port);
        } catch (InvalidPathException e) {
            return "'" + port + "' is not a path: " + e.getReason();
        }
        if (!Files.exists(path)) {
            return port + " does not exist (is the board plugged in? 'ls /dev/ttyACM* /dev/ttyUSB*' lists ports)";
        }
        if (Files.isDirectory(path)) {
            return port + " is a directory, not a serial port";
        }
        try {
            Object mode = Files.getAttribute(path, "unix:mode");
            if (mode instanceof Integer m && (m & TYPE_MASK) != CHARACTER_DEVICE) {
                return port + " is not a terminal (a character device such as /dev/ttyACM0)";
            }
        } catch (UnsupportedOperationException | IllegalArgumentException | IOException e) {
            return null; // no unix attributes here: let the open itself decide
        }
        return null;
    }
}
