package org.touchmove.firmware.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * A plain {@code perft} runs without picocli and prints what the full command line prints; anything else is left to
 * the full command line.
 */
class PerftShortcutTest {

    private static final String KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    private static final String XFEN = "2r5/8/8/8/8/8/6PP/k2KR3 w E - 0 1";

    /** Standard output, standard error and the status of one path. */
    private record Printed(String out, String err, int status) {
    }

    private static Printed shortcut(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Integer status = PerftShortcut.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertThat(status).as("the shortcut took %s", List.of(args)).isNotNull();
        return new Printed(out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8), status);
    }

    private static Printed full(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine commandLine = Main.commandLine(args);
        commandLine.setOut(new PrintWriter(out, true));
        commandLine.setErr(new PrintWriter(err, true));
        int status = commandLine.execute(args);
        return new Printed(out.toString(), err.toString(), status);
    }

    @Test
    void printsWhatTheFullCommandLinePrints() {
        List<String[]> commandLines = List.of(
                new String[] {"perft", "--depth", "3"},
                new String[] {"perft", "--depth", "0"},
                new String[] {"perft", "--depth", "0", "--divide"},
                new String[] {"perft", "--fen", "startpos", "--depth", "2", "--threads", "1"},
                new String[] {"perft", "--threads", "3", "--depth", "3", "--fen", KIWIPETE},
                new String[] {"perft", "--fen", KIWIPETE, "--depth", "2", "--divide"},
                new String[] {"perft", "--chess960", "--fen", XFEN, "--divide", "--depth", "2"},
                new String[] {"perft", "--fen", "startpos", "--chess960", "--depth", "2"});
        for (String[] args : commandLines) {
            Printed quick = shortcut(args);
            assertThat(quick).as("%s", List.of(args)).isEqualTo(full(args));
            assertThat(quick.out()).isNotBlank();
        }
    }

    @Test
    void repeatPrintsEachRunOnStandardError() {
        Printed quick = shortcut("perft", "--depth", "2", "--repeat", "3");
        assertThat(quick.out()).isEqualTo("400" + System.lineSeparator());
        assertThat(quick.err().lines()).hasSize(3).allMatch(line -> line.matches("run [123]: 400 nodes in .* s \\(.*\\)"));
    }

    @Test
    void leavesAnythingElseToTheFullCommandLine() {
        List<List<String>> others = List.of(
                List.of("perft"), List.of("perft", "--depth"), List.of("perft", "--depth=3"),
                List.of("perft", "--depth", "3", "--depth", "3"), List.of("perft", "--depth", "16"),
                List.of("perft", "--depth", "x"), List.of("perft", "--depth", " 3"), List.of("perft", "--depth", "-1"),
                List.of("perft", "--depth", "3", "--threads", "0"), List.of("perft", "--depth", "3", "--threads", "257"),
                List.of("perft", "--depth", "3", "--repeat", "0"), List.of("perft", "--depth", "3", "--help"),
                List.of("perft", "-h"), List.of("perft", "--depth", "3", "-V"), List.of("perft", "@args.txt"),
                List.of("perft", "--fen", "@fen.txt", "--depth", "3"), List.of("perft", "--fen", "--depth", "3"),
                List.of("perft", "--fen", "8/8/8/8/8/8/8/8 w - - 0 1", "--depth", "1"),
                List.of("perft", "--fen", XFEN, "--depth", "1"), List.of("perft", "--depth", "3", "--divide", "--divide"),
                List.of("perft", "--depth", "3", "--fen", "startpos", "--fen", "startpos"),
                List.of("perft", "--depth", "3", "extra"), List.of("perft", "--depth", "3", "--", "x"),
                List.of("--verbose", "perft", "--depth", "3"), List.of("help", "perft", "--depth"),
                List.of("replay", "--depth", "3"));
        for (List<String> args : others) {
            assertThat(PerftShortcut.read(args.toArray(String[]::new))).as("%s", args).isNull();
        }
    }

    @Test
    void aPerftLoadsNeitherPicocliNorLogback(@TempDir Path dir) throws Exception {
        Path classes = dir.resolve("classes.txt");
        Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xshare:off", "-Xlog:class+load:file=" + classes, "-cp", System.getProperty("java.class.path"),
                Main.class.getName(), "perft", "--depth", "3", "--threads", "2")
                .redirectOutput(dir.resolve("out.txt").toFile()).redirectError(dir.resolve("err.txt").toFile()).start();
        try {
            assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
        } finally {
            p.destroyForcibly(); // never left running, even when the test fails (a no-op once it ended)
        }
        assertThat(p.exitValue()).as(Files.readString(dir.resolve("err.txt"))).isZero();
        assertThat(Files.readString(dir.resolve("out.txt"))).isEqualTo("8902" + System.lineSeparator());
        List<String> loaded = Files.readAllLines(classes);
        assertThat(loaded).anyMatch(line -> line.contains(" org.touchmove.firmware.rules.Perft$RootMoves "));
        // The JVM's verifier names a few of picocli's exception types that Main's code mentions; never the library.
        assertThat(loaded).noneMatch(line -> line.contains(" picocli.CommandLine "))
                .noneMatch(line -> line.contains(" ch.qos.logback."))
                .noneMatch(line -> line.contains("$$Lambda$"));
    }
}
