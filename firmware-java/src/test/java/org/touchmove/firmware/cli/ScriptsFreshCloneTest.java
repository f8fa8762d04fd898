package org.touchmove.firmware.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every {@code scripts/*} works on a fresh clone (issue 25: scripts/bench-dead ran {@code dependency:build-classpath} in
 * one module, which needs the other modules installed into ~/.m2 first). A fresh clone has nothing installed: a
 * script builds from the root (the reactor resolves the modules) and runs the jar, with the test classes for test
 * tooling. Running every bench fully is not a unit test; this reads what the scripts would run.
 */
class ScriptsFreshCloneTest {

    private static final Path SCRIPTS = Path.of("..", "scripts").toAbsolutePath().normalize();
    /** Maven invocations that only work once the project's modules are in the local repository. */
    private static final Pattern NEEDS_INSTALLED_MODULES = Pattern.compile(
            "dependency:build-classpath|dependency:copy-dependencies|\\bmvn\\b[^\\n]*\\binstall\\b"
                    + "|\\bmvn\\b(?![^\\n]*-am)[^\\n]*\\s-pl\\s");

    @Test
    void noScriptNeedsTheModulesInstalled() throws IOException {
        for (Path script : scripts()) {
            String text = Files.readString(script);
            assertThat(NEEDS_INSTALLED_MODULES.matcher(text).find())
                    .as("%s needs the project's modules in ~/.m2, which a fresh clone does not have", script)
                    .isFalse();
        }
    }

    @Test
    void aScriptRunningTheJarBuildsItWhenMissing() throws IOException {
        for (Path script : scripts()) {
            String text = Files.readString(script);
            if (text.contains("target/touchmove.jar") || text.contains("target/test-classes")) {
                assertThat(text).as("%s runs the build's output: it builds it when missing", script)
                        // Built by Maven itself, or by the launcher, which builds the jar when missing or stale.
                        .containsPattern("mvn -B -q (-DskipTests package|-DskipTests -pl [^ ]+ -am )"
                                + "|\"\\$here/touchmove\" --version");
            }
        }
    }

    private static List<Path> scripts() throws IOException {
        try (Stream<Path> files = Files.list(SCRIPTS)) {
            return files.filter(Files::isRegularFile).sorted().toList();
        }
    }
}
