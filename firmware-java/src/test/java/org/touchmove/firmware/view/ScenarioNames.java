package org.touchmove.firmware.view;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** The names of the scenario scripts in the test resources that play (the {@code bad-*} ones are parse errors). */
final class ScenarioNames {

    private ScenarioNames() {
    }

    static List<String> all() {
        try {
            Path dir = Path.of(ScenarioNames.class.getResource("/scenarios").toURI());
            try (Stream<Path> files = Files.list(dir)) {
                List<String> names = files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".script"))
                        .map(n -> n.substring(0, n.length() - ".script".length()))
                        .filter(n -> !n.startsWith("bad-")).sorted().toList();
                if (names.size() < 50) {
                    throw new IllegalStateException("expected the scenario scripts in the test resources, found "
                            + names);
                }
                return names;
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
