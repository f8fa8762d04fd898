package org.touchmove.hal.arch;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/** Pi4J stays in hal.gpio and jSerialComm in SerialBoard and SerialDgtLink, so a library upgrade touches one place. */
class AdapterBoundaryTest {

    private static List<Path> sourcesImporting(String prefix) throws IOException {
        Path root = Path.of("src", "main", "java");
        assertThat(root).isDirectory();
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(p -> p.toString().endsWith(".java")).filter(p -> {
                try {
                    return Files.readAllLines(p).stream().anyMatch(l -> l.startsWith("import " + prefix));
                } catch (IOException e) {
                    throw new IllegalStateException("cannot read " + p, e);
                }
            }).map(root::relativize).toList();
        }
    }

    @Test
    void pi4j_importedOnlyInGpioPackage() throws IOException {
        List<Path> users = sourcesImporting("com.pi4j");
        assertThat(users).isNotEmpty();
        assertThat(users).allMatch(p -> p.startsWith(Path.of("org", "touchmove", "hal", "gpio")), "in hal/gpio");
    }

    @Test
    void jSerialComm_importedOnlyByTheTwoSerialAdapters() throws IOException {
        assertThat(sourcesImporting("com.fazecast")).containsExactlyInAnyOrder(
                Path.of("org", "touchmove", "hal", "serial", "SerialBoard.java"),
                Path.of("org", "touchmove", "hal", "dgt", "SerialDgtLink.java"));
    }
}
