package org.touchmove.firmware.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.touchmove.firmware.publish.mqtt.ReservedPort;

/**
 * The guides stay true (issue 25): every fenced shell block of docs/guide-tournament.md and docs/guide-raspberry-pi.md
 * is run, in order, by bash from the repository's root, as the guide's reader would type it (after the package phase:
 * {@code scripts/touchmove} finds its jar fresh).
 *
 * <p>A block's info string says how:
 * <ul>
 * <li>{@code sh}: run; it must exit 0 within 3 minutes;</li>
 * <li>{@code sh background}: started and left running (a broker, a board, the hub) for the blocks after it; stopped at
 * the end of the guide, by its process id and its children's;</li>
 * <li>{@code sh hardware}: needs the board's hardware (a Raspberry Pi's GPIO, a real board): not run;</li>
 * <li>{@code sh system}: changes the machine (sudo, apt, systemd, copying to another machine): not run.</li>
 * </ul>
 * Skipped blocks are counted and printed, never silently dropped; any other info string after {@code sh} fails.
 *
 * <p>Substituted, so that a run never touches the machine's own services or the user's files: {@code HOME} is a fresh
 * directory (the guides keep a round's files under {@code ~/round3}, a board's under {@code ~/pi}); the ports
 * {@code 1883}, {@code 8883}, {@code 8884} (the broker's listeners) and {@code 8080} (the hub) become free ephemeral
 * ports wherever they appear in a block.
 */
class GuideCommandsIT {

    private static final Path REPO = Path.of("..").toAbsolutePath().normalize();
    private static final Pattern FENCE = Pattern.compile("(?m)^```sh([^\\n]*)\\n(.*?)^```\\s*$", Pattern.DOTALL);
    private static final Set<String> SKIPPED = Set.of("hardware", "system");
    private static final List<String> PORTS = List.of("1883", "8883", "8884", "8080");

    @TempDir
    Path home;

    private record Block(int line, String marker, String text) {
    }

    @ParameterizedTest
    @ValueSource(strings = {"docs/guide-tournament.md", "docs/guide-raspberry-pi.md"})
    void everyShellBlockOfTheGuideRunsAsWritten(String guide) throws Exception {
        String markdown = Files.readString(REPO.resolve(guide));
        List<Block> blocks = blocks(markdown);
        assertThat(blocks.stream().filter(b -> b.marker().isEmpty() || b.marker().equals("background")))
                .as("runnable blocks in %s", guide).isNotEmpty();
        // Held until the first block that names them (ReservedPort): ports found free and closed at once stayed free
        // for the minutes the guide runs, for any program's listener or connection to take before the guide's broker
        // or hub bound them (issue 23).
        Map<String, String> ports = new LinkedHashMap<>();
        Map<String, ReservedPort> held = new LinkedHashMap<>();
        for (String p : PORTS) {
            ReservedPort r = ReservedPort.take();
            held.put(String.valueOf(r.port()), r);
            ports.put(p, String.valueOf(r.port()));
        }
        List<Process> background = new ArrayList<>();
        Map<String, Integer> skipped = new LinkedHashMap<>();
        try {
            for (Block b : blocks) {
                if (SKIPPED.contains(b.marker())) {
                    skipped.merge(b.marker(), 1, Integer::sum);
                    continue;
                }
                String script = substitute(b.text(), ports);
                releaseNamed(script, held);
                Path log = home.resolve("block-" + b.line() + ".log");
                Process p = bash(script, log);
                if (b.marker().equals("background")) {
                    background.add(p);
                    continue;
                }
                boolean done = p.waitFor(3, TimeUnit.MINUTES);
                if (!done) {
                    stop(p);
                }
                assertThat(done && p.exitValue() == 0).as("%s line %d exited %s:%n%s%n--- output:%n%s%n--- background:%n%s",
                        guide, b.line(), done ? p.exitValue() : "(timed out)", script, Files.readString(log),
                        backgroundLogs()).isTrue();
            }
        } finally {
            held.values().forEach(ReservedPort::close);
            for (Process p : background) {
                stop(p);
            }
        }
        System.out.println(guide + ": " + blocks.size() + " shell blocks, not run: " + skipped);
    }

    /** The shell blocks in order, with their line, checking that every marker is one of the known ones. */
    static List<Block> blocks(String markdown) {
        List<Block> out = new ArrayList<>();
        Matcher m = FENCE.matcher(markdown);
        while (m.find()) {
            String marker = m.group(1).strip();
            int line = (int) markdown.substring(0, m.start()).lines().count() + 1;
            assertThat(marker).as("the marker of the sh block at line %d", line)
                    .isIn("", "background", "hardware", "system");
            out.add(new Block(line, marker, m.group(2)));
        }
        return out;
    }

    private static String substitute(String text, Map<String, String> ports) {
        String s = text;
        for (Map.Entry<String, String> p : ports.entrySet()) {
            s = s.replaceAll("\\b" + p.getKey() + "\\b", p.getValue());
        }
        return s;
    }

    private Process bash(String script, Path log) throws IOException {
        ProcessBuilder pb = new ProcessBuilder("bash", "-euo", "pipefail", "-c", script).directory(REPO.toFile())
                .redirectErrorStream(true).redirectOutput(log.toFile());
        pb.environment().put("HOME", home.toString());
        pb.environment().remove("TOUCHMOVE_LOG_LEVEL");
        pb.environment().remove("XDG_STATE_HOME");
        return pb.start();
    }

    private String backgroundLogs() throws IOException {
        StringBuilder all = new StringBuilder();
        try (var files = Files.list(home)) {
            for (Path f : files.filter(f -> f.getFileName().toString().startsWith("block-")).sorted().toList()) {
                String text = Files.readString(f, StandardCharsets.UTF_8);
                all.append("== ").append(f.getFileName()).append('\n')
                        .append(text.length() > 3000 ? text.substring(text.length() - 3000) : text);
            }
        }
        return all.toString();
    }

    /** Stops a process started here and its children, by their ids (SIGTERM, then SIGKILL after 20 s). */
    private static void stop(Process p) throws InterruptedException {
        List<ProcessHandle> tree = new ArrayList<>(p.descendants().toList());
        tree.add(p.toHandle());
        for (ProcessHandle h : tree) {
            h.destroy();
        }
        for (ProcessHandle h : tree) {
            try {
                h.onExit().get(20, TimeUnit.SECONDS);
            } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
                h.destroyForcibly();
            }
        }
    }

    /** Frees the held ports the script names, just before it runs: it may be the one that listens on them. */
    private static void releaseNamed(String script, Map<String, ReservedPort> held) {
        held.entrySet().removeIf(e -> {
            boolean named = Pattern.compile("\\b" + e.getKey() + "\\b").matcher(script).find();
            if (named) {
                e.getValue().release();
            }
            return named;
        });
    }
}
