package org.touchmove.sim.console;

import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The console's standard input. A process started with its standard input closed ({@code <&-})
 * finds file descriptor 0 reused by the first file the JVM opens (its module image or a jar), and
 * would read that file's bytes as commands; such an input is treated as already ended.
 */
public final class StandardInput {

    private static final Logger LOG = LoggerFactory.getLogger(StandardInput.class);
    private static final Path FD0 = Path.of("/proc/self/fd/0");

    private StandardInput() {
    }

    /** {@code System.in} as UTF-8 text, or an empty input when standard input was closed at start. */
    public static Reader open() {
        if (Files.isSymbolicLink(FD0)) {
            try {
                Path target = Files.readSymbolicLink(FD0);
                if (isJvmOwnFile(target, Path.of(System.getProperty("java.home")), classPath())) {
                    LOG.info("standard input was closed at start (descriptor 0 is {}): no input", target);
                    return new StringReader("");
                }
            } catch (IOException e) {
                LOG.debug("cannot resolve {}, reading standard input as it is", FD0, e);
            }
        }
        return new InputStreamReader(System.in, StandardCharsets.UTF_8);
    }

    /** Is {@code stdinTarget} a file of the JVM itself (under its home or on its class path)? */
    static boolean isJvmOwnFile(Path stdinTarget, Path javaHome, List<Path> classPath) {
        if (!stdinTarget.isAbsolute()) {
            return false; // "pipe:[123]", "socket:[456]": not a file
        }
        Path target = stdinTarget.toAbsolutePath().normalize();
        if (target.startsWith(javaHome.toAbsolutePath().normalize())) {
            return true;
        }
        for (Path entry : classPath) {
            Path e = entry.toAbsolutePath().normalize();
            if (target.equals(e) || target.startsWith(e) && Files.isDirectory(e)) {
                return true;
            }
        }
        return false;
    }

    private static List<Path> classPath() {
        List<Path> entries = new ArrayList<>();
        for (String entry : System.getProperty("java.class.path", "").split(java.io.File.pathSeparator)) {
            if (!entry.isEmpty()) {
                entries.add(Path.of(entry));
            }
        }
        return entries;
    }
}
