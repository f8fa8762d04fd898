package org.touchmove.firmware;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Keeps a clone of the repository alone testable (scripts/test): every test class that reads
 * {@code ../shared/data} is named {@code *DataTest} and tagged {@code shared-data}, so the default run
 * excludes it and scripts/test-data runs it; and a class with that tag reads nothing else.
 */
class SharedDataConventionTest {

    /**
     * What reaches ../shared/data: the locator itself and the readers built on it (PerftCase's readResource* read
     * our own fixtures from the test classpath, not shared data).
     */
    private static final Pattern READS_SHARED_DATA = Pattern.compile(
            "\\bSharedData\\.(resolve|root)\\(|\\bTsvRows\\.read\\(|\\bPerftCase\\.read(?!Resource)\\w*\\(");

    /** The readers themselves (helpers, not test classes). */
    private static final Set<String> HELPERS = Set.of("SharedData.java", "TsvRows.java", "PerftCase.java",
            "LabelledMateCase.java");

    private static final String TAG = "@Tag(\"shared-data\")";

    @Test
    void everyClassThatReadsSharedDataIsADataTestWithTheTag() throws IOException {
        List<Path> sources = testSources();
        assertThat(sources).as("test sources found").hasSizeGreaterThan(20);
        for (Path source : sources) {
            String name = source.getFileName().toString();
            if (HELPERS.contains(name)) {
                continue;
            }
            String text = Files.readString(source);
            if (READS_SHARED_DATA.matcher(text).find()) {
                assertThat(name).as(source + " reads ../shared/data").endsWith("DataTest.java");
                assertThat(text).as(source + " reads ../shared/data").contains(TAG);
            }
            if (text.contains(TAG)) {
                assertThat(name).as(source + " is tagged shared-data").endsWith("DataTest.java");
            }
        }
    }

    private static List<Path> testSources() throws IOException {
        Path root = Path.of("src/test/java").toAbsolutePath();
        assertThat(root).as("run from the firmware-java module").isDirectory();
        try (Stream<Path> walk = Files.walk(root)) {
            return walk.filter(p -> p.toString().endsWith(".java")).sorted().toList();
        }
    }
}
