package org.touchmove.firmware;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The architecture, checked over the import lines of every main source file of every module: the rules core is
 * JDK-only; hal knows neither the simulator nor the controller; the simulator knows no chess; Pi4J, jSerialComm,
 * Paho and the embedded broker live only in their adapter packages; the command line is the top layer and the
 * simulation tooling sits beside it, above the controller, never under it.
 */
class ArchitectureTest {

    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();

    /** One import of one source file, its path relative to the repository root. */
    private record Import(String file, String imported) {
    }

    private static List<Import> imports(String module) {
        Path src = ROOT.resolve(module).resolve("src/main/java");
        List<Import> out = new ArrayList<>();
        try (Stream<Path> files = Files.walk(src)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                String rel = ROOT.relativize(f).toString().replace('\\', '/');
                for (String line : Files.readAllLines(f)) {
                    String t = line.strip();
                    if (t.startsWith("import ")) {
                        out.add(new Import(rel, t.substring(7).replace("static ", "").replace(";", "").strip()));
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        assertThat(out).as(module + " has sources").isNotEmpty();
        return out;
    }

    private static List<Import> all() {
        List<Import> all = new ArrayList<>();
        for (String module : List.of("hal", "sim", "firmware-java")) {
            all.addAll(imports(module));
        }
        return all;
    }

    private static void onlyIn(String library, Predicate<String> allowedFile) {
        assertThat(all()).filteredOn(i -> i.imported().startsWith(library))
                .as(library + " outside its adapter").allSatisfy(i -> assertThat(allowedFile.test(i.file()))
                        .as(i.file() + " imports " + i.imported()).isTrue());
    }

    @Test
    void theRulesCoreImportsOnlyTheJdkAndItself() {
        assertThat(imports("firmware-java")).filteredOn(i -> i.file().contains("/org/touchmove/firmware/rules/"))
                .allSatisfy(i -> assertThat(i.imported().startsWith("java.")
                        || i.imported().startsWith("org.touchmove.firmware.rules")).as(i.toString()).isTrue());
    }

    @Test
    void halKnowsNeitherTheSimulatorNorTheController() {
        assertThat(imports("hal")).noneMatch(i -> i.imported().startsWith("org.touchmove.sim")
                || i.imported().startsWith("org.touchmove.firmware"));
    }

    @Test
    void theSimulatorKnowsNoChess() {
        assertThat(imports("sim")).noneMatch(i -> i.imported().startsWith("org.touchmove.firmware"));
    }

    @Test
    void hardwareLibrariesOnlyInTheHalAdapters() {
        onlyIn("com.pi4j", f -> f.startsWith("hal/src/main/java/org/touchmove/hal/gpio/"));
        onlyIn("com.fazecast", f -> f.equals("hal/src/main/java/org/touchmove/hal/serial/SerialBoard.java")
                || f.equals("hal/src/main/java/org/touchmove/hal/dgt/SerialDgtLink.java"));
    }

    @Test
    void mqttLibrariesOnlyInThePublisherAndTheHubsClient() {
        Predicate<String> adapters = f -> f.startsWith("firmware-java/src/main/java/org/touchmove/firmware/publish/mqtt/")
                || f.startsWith("firmware-java/src/main/java/org/touchmove/firmware/hub/");
        onlyIn("org.eclipse.paho", adapters);
        onlyIn("io.moquette", f -> f.startsWith("firmware-java/src/main/java/org/touchmove/firmware/publish/mqtt/"));
    }

    private static String packageOf(Import i) {
        String marker = "/org/touchmove/firmware/";
        int at = i.file().indexOf(marker);
        return at < 0 ? "" : i.file().substring(at + marker.length(), i.file().lastIndexOf('/')).replace('/', '.');
    }

    @Test
    void nothingButTheCommandLineImportsIt() {
        assertThat(imports("firmware-java")).filteredOn(i -> i.imported().startsWith("org.touchmove.firmware.cli."))
                .allSatisfy(i -> assertThat(packageOf(i)).as(i.toString()).isEqualTo("cli"));
    }

    @Test
    void theControllerKnowsNoSimulationTooling() {
        assertThat(imports("firmware-java")).filteredOn(i -> i.imported().startsWith("org.touchmove.firmware.simulation."))
                .allSatisfy(i -> assertThat(packageOf(i)).as(i.toString()).isIn("cli", "simulation"));
    }

    @Test
    void configurationKnowsNoController() {
        assertThat(imports("firmware-java")).filteredOn(i -> packageOf(i).equals("config"))
                .noneMatch(i -> i.imported().startsWith("org.touchmove.firmware.controller.")
                        || i.imported().startsWith("org.touchmove.firmware.runtime."));
    }

    /** The event schema is the vocabulary every other package speaks; it may name only the rules core's types. */
    @Test
    void theEventSchemaDependsOnlyOnTheRulesCore() {
        assertThat(imports("firmware-java")).filteredOn(i -> packageOf(i).equals("event"))
                .filteredOn(i -> i.imported().startsWith("org.touchmove."))
                .allSatisfy(i -> assertThat(i.imported()).as(i.toString())
                        .matches("org\\.touchmove\\.firmware\\.(rules|event)\\..*"));
    }
}
