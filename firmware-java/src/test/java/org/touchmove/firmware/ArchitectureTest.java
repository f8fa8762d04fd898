package org.touchmove.firmware;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The architecture, checked over every main source file of every module against docs/architecture.md, the one place
 * that lists which package may use which and which libraries: the doc's layer diagram and package table are read here
 * and must agree with the sources exactly (every use listed, nothing listed unused, every use pointing down the layers,
 * no cycle). A use is an import or a fully qualified name in code (comments and strings do not count). Beside the table,
 * the walls the issues named: the rules core is JDK-only (and hal.text, itself JDK-only); hal knows neither the
 * simulator nor the controller; the simulator knows no chess; Pi4J, jSerialComm, Paho and the embedded broker live only
 * in their adapters; the configuration depends on no package above it; the command line is the top layer; and no bench
 * or test tooling is in the production sources.
 */
class ArchitectureTest {

    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    private static final Path DOC = ROOT.resolve("docs/architecture.md");
    private static final List<String> MODULES = List.of("hal", "sim", "firmware-java");
    /** The entry points a production source may have: the command line and the simulated board's own tools. */
    private static final Set<String> ENTRY_POINTS = Set.of("org.touchmove.firmware.cli.Main",
            "org.touchmove.sim.console.SimConsoleApp", "org.touchmove.sim.mcu.McuConsole",
            "org.touchmove.sim.mcu.FrameMonitor");
    private static final Pattern QUALIFIED = Pattern.compile(
            "\\borg\\.touchmove\\.((?:[a-z][a-z0-9_]*\\.)*[a-z][a-z0-9_]*)\\.(?:[A-Z]|\\*)");
    private static final Pattern IMPORT = Pattern.compile("(?m)^\\s*import\\s+(?:static\\s+)?([\\w.]+)");

    /**
     * One main source file: its module, path relative to the repository root, short package name (as the doc writes
     * it: {@code rules}, {@code hal.text}, {@code sim.hands}), its text, and its code without comments and strings.
     */
    private record Source(String module, String file, String pkg, String text, String code) {

        /** The packages (short names) it uses other than its own. */
        Set<String> uses() {
            Set<String> out = new TreeSet<>();
            Matcher m = QUALIFIED.matcher(code);
            while (m.find()) {
                out.add(shortName("org.touchmove." + m.group(1)));
            }
            out.remove(pkg);
            return out;
        }

        /** Its imports of anything but the JDK, SLF4J and Touchmove. */
        List<String> libraryImports() {
            List<String> out = new ArrayList<>();
            Matcher m = IMPORT.matcher(code);
            while (m.find()) {
                String imported = m.group(1);
                if (!imported.startsWith("java.") && !imported.startsWith("javax.")
                        && !imported.startsWith("org.slf4j.") && !imported.startsWith("org.touchmove.")) {
                    out.add(imported);
                }
            }
            return out;
        }

        String className() {
            return "org.touchmove." + (module.equals("firmware-java") ? "firmware." : "") + pkg + "."
                    + file.substring(file.lastIndexOf('/') + 1, file.length() - ".java".length());
        }
    }

    /** A row of the doc's package table. */
    private record Row(String pkg, Set<String> mayUse, Set<String> libraries, String sentence) {
    }

    private static String shortName(String qualified) {
        for (String prefix : List.of("org.touchmove.firmware.", "org.touchmove.")) {
            if (qualified.startsWith(prefix)) {
                return qualified.substring(prefix.length());
            }
        }
        return qualified;
    }

    private static List<Source> sources() {
        List<Source> out = new ArrayList<>();
        for (String module : MODULES) {
            Path src = ROOT.resolve(module).resolve("src/main/java");
            try (Stream<Path> files = Files.walk(src)) {
                for (Path f : files.filter(p -> p.toString().endsWith(".java")).sorted().toList()) {
                    String rel = ROOT.relativize(f).toString().replace('\\', '/');
                    String text = Files.readString(f);
                    String code = codeOnly(text);
                    Matcher pkg = Pattern.compile("package\\s+([\\w.]+)\\s*;").matcher(code);
                    assertThat(pkg.find()).as(rel + " has a package").isTrue();
                    out.add(new Source(module, rel, shortName(pkg.group(1)), text, code));
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        assertThat(out).as("main sources").isNotEmpty();
        return out;
    }

    /** Java source without comments, string and character literals and text blocks (each literal left as "" ). */
    static String codeOnly(String src) {
        StringBuilder out = new StringBuilder(src.length());
        int i = 0;
        while (i < src.length()) {
            if (src.startsWith("//", i)) {
                int end = src.indexOf('\n', i);
                i = end < 0 ? src.length() : end;
            } else if (src.startsWith("/*", i)) {
                int end = src.indexOf("*/", i + 2);
                i = end < 0 ? src.length() : end + 2;
            } else if (src.startsWith("\"\"\"", i)) {
                int end = src.indexOf("\"\"\"", i + 3);
                i = end < 0 ? src.length() : end + 3;
                out.append("\"\"");
            } else if (src.charAt(i) == '"' || src.charAt(i) == '\'') {
                char quote = src.charAt(i);
                int j = i + 1;
                while (j < src.length() && src.charAt(j) != quote) {
                    j += src.charAt(j) == '\\' ? 2 : 1;
                }
                i = j + 1;
                out.append("\"\"");
            } else {
                out.append(src.charAt(i++));
            }
        }
        return out.toString();
    }

    // ------------------------------------------------------------------------------------------- the doc

    private static List<String> section(String title) {
        List<String> lines;
        try {
            lines = Files.readAllLines(DOC);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        int start = lines.indexOf("## " + title);
        assertThat(start).as(DOC + " has a section '## " + title + "'").isNotNegative();
        List<String> out = new ArrayList<>();
        for (int i = start + 1; i < lines.size() && !lines.get(i).startsWith("## "); i++) {
            out.add(lines.get(i));
        }
        return out;
    }

    /** The layer of each package: 0 at the bottom line of the diagram. */
    private static Map<String, Integer> layers() {
        List<String> block = new ArrayList<>();
        boolean in = false;
        for (String line : section("Layers")) {
            if (line.startsWith("```")) {
                if (in) {
                    break;
                }
                in = true;
            } else if (in) {
                block.add(line);
            }
        }
        assertThat(block).as("the layer diagram of " + DOC).isNotEmpty();
        Map<String, Integer> layer = new TreeMap<>();
        for (int i = 0; i < block.size(); i++) {
            String packages = block.get(i).split("\\|")[0];
            for (String p : packages.split(",")) {
                Integer earlier = layer.put(p.strip(), block.size() - 1 - i);
                assertThat(earlier).as(p.strip() + " stands on two lines of the layer diagram").isNull();
            }
        }
        return layer;
    }

    private static Set<String> list(String cell) {
        String c = cell.replace("`", "").strip();
        if (c.equals("-")) {
            return Set.of();
        }
        return Stream.of(c.split(",")).map(String::strip).collect(Collectors.toCollection(TreeSet::new));
    }

    private static Map<String, Row> rows() {
        Map<String, Row> rows = new LinkedHashMap<>();
        for (String line : section("Packages")) {
            if (!line.startsWith("| `")) {
                continue;
            }
            String[] cells = line.split("\\|");
            assertThat(cells).as("a row of five cells: " + line).hasSize(5);
            Row row = new Row(cells[1].replace("`", "").strip(), list(cells[2]), list(cells[3]), cells[4].strip());
            assertThat(rows.put(row.pkg(), row)).as(row.pkg() + " has two rows").isNull();
        }
        assertThat(rows).as("the package table of " + DOC).isNotEmpty();
        return rows;
    }

    /** Each library name of the doc and the import prefixes it stands for. */
    private static Map<String, List<String>> libraries() {
        Map<String, List<String>> out = new TreeMap<>();
        for (String line : section("Libraries")) {
            String[] cells = line.split("\\|");
            if (cells.length == 3 && cells[2].contains("`")) {
                out.put(cells[1].strip(), List.copyOf(list(cells[2])));
            }
        }
        assertThat(out).as("the library table of " + DOC).isNotEmpty();
        return out;
    }

    /** What each package uses, over all its files. */
    private static Map<String, Set<String>> uses() {
        Map<String, Set<String>> uses = new TreeMap<>();
        for (Source s : sources()) {
            uses.computeIfAbsent(s.pkg(), p -> new TreeSet<>()).addAll(s.uses());
        }
        return uses;
    }

    // ------------------------------------------------------------------------------------------- the doc is true

    @Test
    void everyPackageHasOneRowAndOneLayerAndNothingElseHas() {
        Set<String> packages = uses().keySet();
        assertThat(rows().keySet()).as("the packages of the table in " + DOC)
                .containsExactlyInAnyOrderElementsOf(packages);
        assertThat(layers().keySet()).as("the packages of the layer diagram in " + DOC)
                .containsExactlyInAnyOrderElementsOf(packages);
    }

    @Test
    void everyPackageUsesExactlyWhatItsRowLists() {
        Map<String, Row> rows = rows();
        List<String> wrong = new ArrayList<>();
        uses().forEach((pkg, used) -> {
            Row row = rows.get(pkg);
            if (row == null) {
                return; // reported by everyPackageHasOneRowAndOneLayerAndNothingElseHas
            }
            Set<String> unlisted = new TreeSet<>(used);
            unlisted.removeAll(row.mayUse());
            Set<String> unused = new TreeSet<>(row.mayUse());
            unused.removeAll(used);
            if (!unlisted.isEmpty()) {
                wrong.add(pkg + " uses " + unlisted + ", not in its row");
            }
            if (!unused.isEmpty()) {
                wrong.add(pkg + "'s row lists " + unused + ", which it does not use");
            }
        });
        assertThat(wrong).as(DOC + " disagrees with the sources (change the doc first, then the code)").isEmpty();
    }

    @Test
    void everyLibraryIsUsedOnlyWhereItsRowListsIt() {
        Map<String, Row> rows = rows();
        Map<String, List<String>> libraries = libraries();
        List<String> wrong = new ArrayList<>();
        Map<String, Set<String>> usedByPackage = new TreeMap<>();
        for (Source s : sources()) {
            for (String imported : s.libraryImports()) {
                String library = libraries.entrySet().stream()
                        .filter(e -> e.getValue().stream().anyMatch(prefix -> imported.startsWith(prefix + ".")))
                        .map(Map.Entry::getKey).findFirst().orElse(null);
                Row row = rows.get(s.pkg());
                if (library == null) {
                    wrong.add(s.file() + " imports " + imported + ", a library not in the library table");
                    continue;
                }
                if (row != null && !row.libraries().contains(library)) {
                    wrong.add(s.file() + " imports " + imported + ": " + library + " is not in the row of " + s.pkg());
                }
                usedByPackage.computeIfAbsent(s.pkg(), p -> new TreeSet<>()).add(library);
            }
        }
        rows.values().forEach(r -> {
            Set<String> unused = new TreeSet<>(r.libraries());
            unused.removeAll(usedByPackage.getOrDefault(r.pkg(), Set.of()));
            if (!unused.isEmpty()) {
                wrong.add(r.pkg() + "'s row lists the libraries " + unused + ", which it does not import");
            }
            assertThat(libraries.keySet()).as("the libraries of " + r.pkg() + "'s row").containsAll(r.libraries());
        });
        assertThat(wrong).as(DOC + " disagrees with the sources").isEmpty();
    }

    @Test
    void theRowsPointDownTheLayersWithoutACycleAndSaySomething() {
        Map<String, Row> rows = rows();
        Map<String, Integer> layers = layers();
        for (Row r : rows.values()) {
            assertThat(r.sentence()).as(r.pkg() + ": one sentence saying what it is").matches("[A-Z`].{10,}\\.");
            for (String used : r.mayUse()) {
                assertThat(rows).as(r.pkg() + " may use " + used + ", which has no row").containsKey(used);
                assertThat(layers.get(used)).as(r.pkg() + " may use " + used + ", on a line above it in the diagram")
                        .isLessThanOrEqualTo(layers.get(r.pkg()));
            }
        }
        Map<String, Set<String>> graph = new TreeMap<>();
        rows.values().forEach(r -> graph.put(r.pkg(), r.mayUse()));
        assertThat(cycle(graph)).as("a cycle among the rows of " + DOC).isEmpty();
    }

    /** A cycle of {@code graph} as the packages on it, or empty. */
    private static List<String> cycle(Map<String, Set<String>> graph) {
        Set<String> done = new HashSet<>();
        for (String start : graph.keySet()) {
            List<String> found = cycleFrom(start, graph, new ArrayList<>(), done);
            if (!found.isEmpty()) {
                return found;
            }
        }
        return List.of();
    }

    private static List<String> cycleFrom(String node, Map<String, Set<String>> graph, List<String> path,
                                          Set<String> done) {
        int at = path.indexOf(node);
        if (at >= 0) {
            List<String> cycle = new ArrayList<>(path.subList(at, path.size()));
            cycle.add(node);
            return cycle;
        }
        if (!done.add(node)) {
            return List.of();
        }
        path.add(node);
        for (String next : graph.getOrDefault(node, Set.of())) {
            List<String> found = cycleFrom(next, graph, path, done);
            if (!found.isEmpty()) {
                return found;
            }
        }
        path.remove(path.size() - 1);
        return List.of();
    }

    // ------------------------------------------------------------------------------------------- the walls

    private static void onlyIn(String library, Predicate<String> allowedFile) {
        for (Source s : sources()) {
            for (String imported : s.libraryImports()) {
                if (imported.startsWith(library)) {
                    assertThat(allowedFile.test(s.file())).as(s.file() + " imports " + imported + ": " + library
                            + " outside its adapter").isTrue();
                }
            }
        }
    }

    private static List<Source> in(String pkg) {
        return sources().stream().filter(s -> s.pkg().equals(pkg)).toList();
    }

    @Test
    void theRulesCoreUsesOnlyTheJdkAndTheTextHelpersWhichUseOnlyTheJdk() {
        for (String pkg : List.of("rules", "rules.notation")) {
            for (Source s : in(pkg)) {
                assertThat(s.libraryImports()).as(s.file()).isEmpty();
                assertThat(s.uses()).as(s.file()).isSubsetOf("rules", "rules.notation", "hal.text");
                assertThat(s.code()).as(s.file() + " logs").doesNotContain("org.slf4j");
            }
        }
        for (Source s : in("hal.text")) {
            assertThat(s.uses()).as(s.file()).isEmpty();
            assertThat(s.code()).as(s.file()).doesNotContain("org.slf4j");
            assertThat(s.libraryImports()).as(s.file()).isEmpty();
        }
    }

    @Test
    void halKnowsNeitherTheSimulatorNorTheController() {
        sources().stream().filter(s -> s.module().equals("hal")).forEach(s -> assertThat(s.uses()).as(s.file())
                .noneMatch(p -> !p.startsWith("hal")));
    }

    @Test
    void theSimulatorKnowsNoChess() {
        sources().stream().filter(s -> s.module().equals("sim")).forEach(s -> assertThat(s.uses()).as(s.file())
                .allMatch(p -> p.startsWith("hal") || p.startsWith("sim")));
    }

    @Test
    void hardwareLibrariesOnlyInTheHalAdapters() {
        onlyIn("com.pi4j", f -> f.startsWith("hal/src/main/java/org/touchmove/hal/gpio/"));
        onlyIn("com.fazecast", f -> f.equals("hal/src/main/java/org/touchmove/hal/serial/SerialBoard.java")
                || f.equals("hal/src/main/java/org/touchmove/hal/dgt/SerialDgtLink.java"));
    }

    @Test
    void pahoAndTheEmbeddedBrokerOnlyInPublishMqtt() {
        Predicate<String> adapter = f -> f.startsWith("firmware-java/src/main/java/org/touchmove/firmware/publish/mqtt/");
        onlyIn("org.eclipse.paho", adapter);
        onlyIn("io.moquette", adapter);
        onlyIn("io.netty", adapter);
    }

    @Test
    void nothingButTheCommandLineUsesIt() {
        sources().stream().filter(s -> !s.pkg().equals("cli"))
                .forEach(s -> assertThat(s.uses()).as(s.file()).doesNotContain("cli"));
    }

    @Test
    void theControllerAndTheRuntimeKnowNoSimulationTooling() {
        sources().stream().filter(s -> s.uses().contains("simulation"))
                .forEach(s -> assertThat(s.pkg()).as(s.file()).isIn("cli", "simulation"));
    }

    /** Configuration is read by the board and everything around it, so it must use none of them: no cycle through it. */
    @Test
    void theConfigurationDependsOnNoPackageAboveIt() {
        Map<String, Set<String>> uses = uses();
        Set<String> above = new TreeSet<>();
        boolean grew = true;
        while (grew) {
            grew = false;
            for (Map.Entry<String, Set<String>> e : uses.entrySet()) {
                if (!above.contains(e.getKey()) && (e.getValue().contains("config")
                        || e.getValue().stream().anyMatch(above::contains))) {
                    grew = above.add(e.getKey());
                }
            }
        }
        assertThat(above).as("what uses the configuration").contains("controller", "runtime", "dgt", "cli");
        assertThat(uses.get("config")).as("config uses a package that uses it (docs/architecture.md)")
                .doesNotContainAnyElementsOf(above);
    }

    /** The event schema is the vocabulary every other package speaks; it may name only the rules core's types. */
    @Test
    void theEventSchemaDependsOnlyOnTheRulesCore() {
        in("event").forEach(s -> assertThat(s.uses()).as(s.file()).isSubsetOf("rules"));
    }

    // ------------------------------------------------------------------------------------------- bench tooling

    /** The top-level classes of the modules' test trees. */
    private static Set<String> testTreeClasses() {
        Set<String> out = new TreeSet<>();
        for (String module : MODULES) {
            Path tests = ROOT.resolve(module).resolve("src/test/java");
            try (Stream<Path> files = Files.walk(tests)) {
                files.filter(p -> p.toString().endsWith(".java")).forEach(p -> out.add(tests.relativize(p).toString()
                        .replace('\\', '/').replace(".java", "").replace('/', '.')));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return out;
    }

    @Test
    void everyMainClassAScriptRunsOtherThanTheCommandLineIsTestTooling() throws IOException {
        Set<String> testTree = testTreeClasses();
        Pattern runs = Pattern.compile("\\borg\\.touchmove\\.[a-z][\\w.]*\\.[A-Z]\\w*");
        Map<String, String> scripted = new TreeMap<>();
        try (Stream<Path> scripts = Files.list(ROOT.resolve("scripts"))) {
            for (Path script : scripts.sorted().toList()) {
                Matcher m = runs.matcher(Files.readString(script));
                while (m.find()) {
                    scripted.put(m.group(), script.getFileName().toString());
                }
            }
        }
        assertThat(scripted).as("main classes the scripts run").isNotEmpty();
        scripted.keySet().removeAll(ENTRY_POINTS);
        scripted.forEach((cls, script) -> assertThat(testTree).as("scripts/" + script + " runs " + cls
                + ": bench and drill tooling lives in a test tree, not in the jar").contains(cls));
    }

    @Test
    void noProductionSourceNamesTestToolingOrHasAnotherEntryPoint() {
        Set<String> testTree = testTreeClasses();
        for (Source s : sources()) {
            // The text, strings included: a class loaded by name would reach the tooling too.
            Matcher m = Pattern.compile("\\borg\\.touchmove\\.[a-z][\\w.]*\\.[A-Z]\\w*").matcher(s.text());
            while (m.find()) {
                assertThat(testTree).as(s.file() + " names " + m.group() + ", a class of a test tree")
                        .doesNotContain(m.group());
            }
            if (s.code().matches("(?s).*\\bstatic\\s+void\\s+main\\s*\\(.*")) {
                assertThat(ENTRY_POINTS).as(s.file() + " has a main method: an entry point of the jar beside the"
                        + " command line (bench tooling goes to the test tree)").contains(s.className());
            }
            assertThat(s.className()).as(s.file() + ": a bench or drill in the production sources")
                    .doesNotEndWith("Bench").doesNotEndWith("Drill");
        }
    }
}
