package org.touchmove.firmware.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.touchmove.firmware.SharedData;

/**
 * The command line end to end: {@code touchmove sim} prints the documented envelope (docs/events.md) on
 * every line, a bad script line is exit status 2 naming the line, and {@code touchmove replay} reports
 * each game of a PGN file.
 */
class CommandLineScenariosTest {

    private static final JsonFactory JSON = new JsonFactory();

    record Run(int status, String out, String err) {
        List<String> lines() {
            return out.lines().toList();
        }
    }

    /** Runs {@link Main#run} with stdout and stderr captured (the commands print to System.out/err). */
    static Run main(String... args) {
        PrintStream oldOut = System.out;
        PrintStream oldErr = System.err;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        try {
            System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
            System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
            int status = Main.run(args);
            return new Run(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
        } finally {
            System.setOut(oldOut);
            System.setErr(oldErr);
        }
    }

    private static String script(String name) {
        try {
            return Path.of(CommandLineScenariosTest.class.getResource("/scenarios/" + name + ".script").toURI())
                    .toString();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** One flat JSON object, fields in the order written. */
    static Map<String, Object> parse(String line) {
        Map<String, Object> fields = new LinkedHashMap<>();
        try (JsonParser p = JSON.createParser(line)) {
            assertThat(p.nextToken()).isEqualTo(JsonToken.START_OBJECT);
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String name = p.currentName();
                JsonToken value = p.nextToken();
                fields.put(name, switch (value) {
                    case VALUE_NUMBER_INT -> p.getLongValue();
                    case VALUE_STRING -> p.getText();
                    case VALUE_TRUE, VALUE_FALSE -> p.getBooleanValue();
                    case VALUE_NULL -> null;
                    default -> throw new AssertionError("unexpected " + value + " in " + line);
                });
            }
            assertThat(p.nextToken()).as("one object per line").isNull();
        } catch (IOException e) {
            throw new UncheckedIOException(line, e);
        }
        return fields;
    }

    @Test
    void simPrintsOneEventPerLineWithTheEnvelope(@TempDir Path state) {
        Run run = main("sim", "--script", script("capture-victim-first"), "--start-time", "2026-01-01T00:00:00Z",
                "--state-dir", state.toString());
        assertThat(run.status()).as(run.err()).isZero();
        List<Map<String, Object>> events = new ArrayList<>();
        run.lines().forEach(l -> events.add(parse(l)));
        assertThat(events).isNotEmpty();
        Instant start = Instant.parse("2026-01-01T00:00:00Z");
        Object gameId = events.get(0).get("gameId");
        assertThat(gameId).isInstanceOf(String.class);
        for (int i = 0; i < events.size(); i++) {
            Map<String, Object> e = events.get(i);
            List<String> keys = List.copyOf(e.keySet());
            assertThat(keys.subList(0, 6)).containsExactly("v", "boardId", "gameId", "seq", "ts", "type");
            assertThat(keys.get(keys.size() - 1)).isEqualTo("mono");
            assertThat(e.get("v")).isEqualTo(1L);
            assertThat(e.get("boardId")).isEqualTo("sim-1");
            assertThat(e.get("gameId")).isEqualTo(gameId);
            // A fresh state directory: strictly increasing from 1 without gaps.
            assertThat(e.get("seq")).isEqualTo(i + 1L);
            // ts is the start time plus the virtual time, written with milliseconds (docs/events.md).
            long mono = (Long) e.get("mono");
            assertThat((String) e.get("ts")).matches("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3}Z");
            assertThat(Instant.parse((String) e.get("ts"))).isEqualTo(start.plusMillis(mono));
        }
        List<String> types = events.stream().filter(e -> !"tick".equals(e.get("cause")))
                .map(e -> (String) e.get("type")).toList();
        assertThat(types).containsExactly("new-game", "position", "clock", "move", "clock", "move", "clock", "move",
                "clock");
        List<Map<String, Object>> moves = events.stream().filter(e -> e.get("type").equals("move")).toList();
        assertThat(moves).extracting(m -> m.get("san")).containsExactly("e4", "d5", "exd5");
        assertThat(moves).extracting(m -> m.get("ts")).containsExactly(
                "2026-01-01T00:00:01.500Z", "2026-01-01T00:00:03.000Z", "2026-01-01T00:00:04.800Z");
        assertThat(moves.get(2)).containsEntry("whiteMs", 300700L).containsEntry("blackMs", 300500L)
                .containsEntry("color", "white").containsEntry("moveNumber", 2L).containsEntry("ply", 3L)
                .containsEntry("completedBy", "clock-press").containsEntry("uci", "e4d5");
        assertThat(events.get(0)).containsEntry("ts", "2026-01-01T00:00:00.000Z");
    }

    @Test
    void badScriptLineIsExitStatus2WithTheLineNumber(@TempDir Path state) {
        Run run = main("sim", "--script", script("bad-line"), "--start-time", "2026-01-01T00:00:00Z",
                "--state-dir", state.toString());
        assertThat(run.status()).isEqualTo(2);
        assertThat(run.err()).contains("line 4").contains("e9");
        assertThat(run.out()).isEmpty();
    }

    @Test
    void stepTheBoardCannotDoAndRefusedTimeControlAreExitStatus2WithTheLineNumber(@TempDir Path state) {
        Run step = main("sim", "--script", script("bad-step"), "--start-time", "2026-01-01T00:00:00Z",
                "--state-dir", state.toString());
        assertThat(step.status()).isEqualTo(2);
        assertThat(step.err()).contains("line 4").contains("lift e4").contains("empty");
        Run tc = main("sim", "--script", script("bad-time-control"), "--start-time", "2026-01-01T00:00:00Z",
                "--state-dir", state.toString());
        assertThat(tc.status()).isEqualTo(2);
        assertThat(tc.err()).contains("line 3").contains("5x");
    }

    @Test
    void sequenceContinuesAcrossRunsWithAStateDirectory(@TempDir Path state) throws IOException {
        Run first = main("sim", "--script", script("press-completes-move"), "--start-time", "2026-01-01T00:00:00Z",
                "--state-dir", state.toString());
        assertThat(first.status()).as(first.err()).isZero();
        long last = (Long) parse(first.lines().get(first.lines().size() - 1)).get("seq");
        assertThat(last).isEqualTo(first.lines().size());
        // The board's journal keeps the events (docs/journal.md): its last durable seq is the last one printed.
        try (org.touchmove.firmware.journal.EventJournal journal = org.touchmove.firmware.journal.EventJournal.open(
                state, "sim-1", org.touchmove.firmware.journal.JournalOptions.DEFAULT)) {
            assertThat(journal.lastDurableSeq()).isEqualTo(last);
        }
        Run second = main("sim", "--script", script("press-completes-move"), "--start-time", "2026-01-01T00:00:00Z",
                "--state-dir", state.toString());
        assertThat(second.status()).as(second.err()).isZero();
        for (int i = 0; i < second.lines().size(); i++) {
            assertThat(parse(second.lines().get(i))).containsEntry("seq", last + 1 + i);
        }
    }

}
