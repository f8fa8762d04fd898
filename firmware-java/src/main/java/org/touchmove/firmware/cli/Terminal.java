package org.touchmove.firmware.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Whether a standard stream is a terminal. Java 17 cannot ask isatty(3) of one stream ({@code System.console()} needs
 * both standard input and output to be terminals), so Linux's {@code /proc/self/fd/N} link is read: a terminal is a
 * {@code /dev/pts/*} or {@code /dev/tty*} device. Elsewhere, or when it cannot be read: not a terminal (the quiet
 * choice: nothing written for a person).
 */
final class Terminal {

    static final int STDOUT = 1;
    static final int STDERR = 2;

    private Terminal() {
    }

    static boolean isTerminal(int fd) {
        try {
            String target = Files.readSymbolicLink(Path.of("/proc/self/fd/" + fd)).toString();
            return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            return false;
        }
    }
}
