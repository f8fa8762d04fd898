package org.touchmove.sim.console;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Which targets of descriptor 0 mean "standard input was closed and the JVM reused the descriptor". */
class StandardInputTest {

    private static final Path JAVA_HOME = Path.of("/usr/lib/jvm/java-17");
    private static final List<Path> CLASS_PATH = List.of(Path.of("/opt/touchmove/touchmove.jar"));

    @Test
    void theJvmsModuleImageOrItsOwnJar_isAClosedInput() {
        assertThat(StandardInput.isJvmOwnFile(Path.of("/usr/lib/jvm/java-17/lib/modules"), JAVA_HOME, CLASS_PATH))
                .isTrue();
        assertThat(StandardInput.isJvmOwnFile(Path.of("/opt/touchmove/touchmove.jar"), JAVA_HOME, CLASS_PATH))
                .isTrue();
    }

    @Test
    void aTerminalAPipeOrAScriptFile_isRealInput() {
        assertThat(StandardInput.isJvmOwnFile(Path.of("/dev/pts/3"), JAVA_HOME, CLASS_PATH)).isFalse();
        assertThat(StandardInput.isJvmOwnFile(Path.of("/dev/null"), JAVA_HOME, CLASS_PATH)).isFalse();
        assertThat(StandardInput.isJvmOwnFile(Path.of("/home/me/moves.txt"), JAVA_HOME, CLASS_PATH)).isFalse();
        assertThat(StandardInput.isJvmOwnFile(Path.of("/opt/touchmove/touchmove.jar.txt"), JAVA_HOME, CLASS_PATH))
                .isFalse();
        assertThat(StandardInput.isJvmOwnFile(Path.of("pipe:[41234]"), JAVA_HOME, List.of(Path.of("."))))
                .isFalse();
    }
}
