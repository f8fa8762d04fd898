package org.touchmove.firmware;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Locates {@code ../shared/data} (the test data beside the repository, see its SOURCES.md).
 * Tests fail, never skip, where it is missing.
 */
public final class SharedData {

    private SharedData() {
    }

    /** The {@code shared/data} folder: from {@code -Dtouchmove.shared}, else beside the repository root. */
    public static Path root() {
        String override = System.getProperty("touchmove.shared");
        if (override != null) {
            return require(Path.of(override).resolve("data"));
        }
        Path dir = Path.of("").toAbsolutePath();
        for (Path p = dir; p != null; p = p.getParent()) {
            if (Files.isRegularFile(p.resolve("pom.xml")) && Files.isDirectory(p.resolve("firmware-java"))) {
                return require(p.resolveSibling("shared").resolve("data"));
            }
        }
        throw new IllegalStateException("cannot find the repository root above " + dir);
    }

    /** A file or folder under {@code shared/data}, which must exist. */
    public static Path resolve(String relative) {
        return require(root().resolve(relative));
    }

    private static Path require(Path p) {
        if (!Files.exists(p)) {
            throw new IllegalStateException("test data missing: " + p.toAbsolutePath()
                    + " (expected ../shared/data beside the repository; see shared/data/SOURCES.md)");
        }
        return p;
    }
}
