package org.touchmove.firmware.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.EventJson;
import org.touchmove.firmware.event.MoveEvent;
import org.touchmove.firmware.event.ResultEvent;
import org.touchmove.firmware.event.ResumedEvent;
import org.touchmove.firmware.journal.EventJournal;
import org.touchmove.firmware.journal.JournalOptions;
import org.touchmove.firmware.journal.StoredEvent;
import org.touchmove.firmware.rules.Move;

/**
 * A board process killed with SIGKILL at random moments of a game, and restarted each time: it resumes the game from
 * its journal, and in the end the journal holds every move of the game exactly once, in order, under strictly rising
 * seqs, with one {@code resumed} event per restart that found a game. Each run starts a JVM: the time-out only
 * catches a hang, generous for a loaded 2-core machine (240 s was reached at load 48 by seven slow starts).
 * <p>The board makes each next move only when told ("go"), so a run plays at most one move past the line its kill
 * follows: how many moves the kills spend never depends on how fast the board runs or how late this thread reads.
 * Before, the board played a move every 20 ms whatever this thread did, and a reader late by about a second (the game
 * has 60 plies) found the game over before its kill, which then landed on an ended run: fewer than six kills.
 */
@Timeout(value = 900, unit = TimeUnit.SECONDS)
class CrashResumeTest {

    private static final long SEED = 7;
    private static final int KILLS = 6;

    @TempDir
    Path state;

    @Test
    void killedMidGameAndRestarted_theGameResumesWithNothingLostOrRepeated() throws Exception {
        SplittableRandom rnd = new SplittableRandom(42);
        int kills = 0;
        boolean done = false;
        for (int run = 0; run < 40 && !done; run++) {
            Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-cp", System.getProperty("java.class.path"), CrashingBoard.class.getName(), state.toString(),
                    Long.toString(SEED)).redirectError(state.resolve("child-" + run + ".log").toFile()).start();
            int killAfter = kills < KILLS ? 1 + rnd.nextInt(8) : Integer.MAX_VALUE;
            try (BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(),
                    StandardCharsets.UTF_8)); Writer go = new OutputStreamWriter(p.getOutputStream(),
                    StandardCharsets.UTF_8)) {
                int plies = 0;
                for (String line = out.readLine(); line != null; line = out.readLine()) {
                    if (line.equals("done")) {
                        done = true;
                        break;
                    }
                    if (line.startsWith("ply ")) {
                        go.write("go\n"); // the next move (or the result, after the last)
                        go.flush();
                        if (++plies >= killAfter) {
                            Thread.sleep(rnd.nextInt(4)); // land anywhere in the next move
                            p.toHandle().destroyForcibly();
                            kills++;
                            break;
                        }
                    }
                }
            } catch (IOException e) {
                // the board's input closed by the kill: nothing more to tell it
            }
            assertThat(p.waitFor(60, TimeUnit.SECONDS)).as("run %d ended; its log: %s", run,
                    java.nio.file.Files.readString(state.resolve("child-" + run + ".log"))).isTrue();
        }
        assertThat(done).as("the game reached its end").isTrue();
        assertThat(kills).isEqualTo(KILLS);

        List<Event> events = new ArrayList<>();
        try (EventJournal journal = EventJournal.open(state, CrashingBoard.BOARD, JournalOptions.DEFAULT)) {
            for (StoredEvent e : journal.readAfter(0, Integer.MAX_VALUE)) {
                events.add(EventJson.read(e.json()));
            }
        }
        for (int i = 1; i < events.size(); i++) {
            assertThat(events.get(i).seq()).as("seq after " + events.get(i - 1).seq())
                    .isEqualTo(events.get(i - 1).seq() + 1);
        }
        List<String> moves = events.stream().filter(e -> e.body() instanceof MoveEvent)
                .map(e -> ((MoveEvent) e.body()).uci()).toList();
        assertThat(moves).isEqualTo(CrashingBoard.plannedGame(SEED).stream().map(Move::uci).toList());
        List<Integer> plies = events.stream().filter(e -> e.body() instanceof MoveEvent)
                .map(e -> ((MoveEvent) e.body()).ply()).toList();
        for (int i = 0; i < plies.size(); i++) {
            assertThat(plies.get(i)).isEqualTo(i + 1);
        }
        long resumed = events.stream().filter(e -> e.body() instanceof ResumedEvent).count();
        assertThat(resumed).as("a resume per kill that left a game").isBetween(1L, (long) KILLS);
        assertThat(events.stream().map(Event::gameId).distinct()).as("one game throughout").hasSize(1);
        assertThat(events.get(events.size() - 1).body()).isInstanceOf(ResultEvent.class);
    }
}
