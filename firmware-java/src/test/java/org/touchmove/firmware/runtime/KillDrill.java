package org.touchmove.firmware.runtime;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.EventJson;
import org.touchmove.firmware.event.MoveEvent;
import org.touchmove.firmware.event.ResultEvent;
import org.touchmove.firmware.event.ResumedEvent;
import org.touchmove.firmware.journal.EventJournal;
import org.touchmove.firmware.journal.JournalOptions;
import org.touchmove.firmware.journal.StoredEvent;

/**
 * The SIGKILL drill: a {@link DrillBoard} process killed with SIGKILL at seeded random moments of its games and
 * restarted on the same state directory until it has been killed {@code kills} times, then left to finish. A kill
 * lands either a seeded number of completed moves into a run (0-30) plus a few milliseconds (mid-move), or at a
 * seeded time from the process's launch (0-2 s: start-up, journal recovery, the resume itself), then at the latest
 * 30 completed moves into the run, so that how many moves a run plays never depends on the machine's speed.
 * <p>Checked at every restart: the resumed game is the one being played and holds every move the hand completed
 * before the kill (its {@code ply} lines) and at most the one move in flight more. Checked at the end, over the
 * whole journal: seqs rise by one, every game's moves are exactly its planned moves, each once and in order, each
 * game has one result, and there is a {@code resumed} event for every restart that reported resuming a game (and
 * no more than there were restarts).
 */
public final class KillDrill {

    /** What a drill found. {@code restarts}: runs after the first; {@code meanRestartMs}: from a restart's launch to
     *  its start line (journal read, game resumed); {@code lost}: moves completed before a kill and missing after it (or at the end);
     *  {@code repeated}: moves recorded twice, or a move the hand had not made; {@code defects}: what went wrong, one
     *  line each (empty when all is well). */
    public record Report(int kills, int killsTooLate, int restarts, int resumed, int lost, int repeated, int seqErrors,
                         int gamesOk, int games, double meanRestartMs, List<String> defects) {
        public boolean clean() {
            return defects.isEmpty() && lost == 0 && repeated == 0 && seqErrors == 0 && gamesOk == games;
        }
    }

    /** The latest a timed kill lands, in completed moves of its run (a ply kill's range is 0-30 too). */
    static final int TIMED_KILL_LATEST_PLIES = 30;

    private final Path state;
    private final Path gamesFile;
    private final List<List<String>> games;
    private final long seed;
    private final long paceMs;
    private final List<String> defects = new ArrayList<>();
    private int lastGame = 0;
    private int lastPly = 0;
    private int lost;
    private int repeated;
    private int resumedStarts;

    private KillDrill(Path state, Path gamesFile, long seed, long paceMs) throws IOException {
        this.state = state;
        this.gamesFile = gamesFile;
        this.games = DrillBoard.readGames(gamesFile);
        this.seed = seed;
        this.paceMs = paceMs;
    }

    /** Runs the drill on a fresh state directory {@code state}; {@code gamesFile}: one game of UCI moves per line. */
    public static Report run(Path state, Path gamesFile, int kills, long seed, long paceMs) throws Exception {
        return new KillDrill(state, gamesFile, seed, paceMs).run(kills);
    }

    private Report run(int killsWanted) throws Exception {
        SplittableRandom rnd = new SplittableRandom(seed);
        int kills = 0;
        int killsTooLate = 0; // planned for the last run, which finished the games first (it depends on speed)
        int restarts = 0;
        int timedRestarts = 0; // restarts that reached their start line (a kill may land before it)
        double restartMsSum = 0;
        boolean done = false;
        for (int run = 0; !done && run < killsWanted + 20 && defects.isEmpty(); run++) {
            if (run > 0) {
                restarts++;
            }
            boolean kill = kills < killsWanted;
            boolean timed = kill && rnd.nextInt(5) == 0;
            long killAtMs = timed ? rnd.nextLong(2000) : -1;
            // A timed kill lands at the latest TIMED_KILL_LATEST_PLIES into its run: on a fast machine 2 s are a
            // hundred moves, and kills that spend the games by speed would leave the later kills nothing to land in.
            int killAfterPlies = !kill ? -1 : timed ? TIMED_KILL_LATEST_PLIES : rnd.nextInt(31);
            long lateMs = kill ? rnd.nextLong(paceMs + 5) : 0;
            Path log = state.resolveSibling(state.getFileName() + "-run-" + run + ".log");
            long launched = System.nanoTime();
            Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-cp", System.getProperty("java.class.path"), DrillBoard.class.getName(), state.toString(),
                    gamesFile.toString(), Long.toString(seed), Long.toString(paceMs))
                    .redirectError(log.toFile()).start();
            if (timed) {
                Thread killer = new Thread(() -> {
                    try {
                        Thread.sleep(killAtMs);
                        p.toHandle().destroyForcibly(); // SIGKILL (Process.destroy would also close our end of its output)
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                }, "drill-killer");
                killer.setDaemon(true);
                killer.start();
            }
            int plies = 0;
            boolean killed = false;
            boolean startSeen = false;
            try (BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(),
                    StandardCharsets.UTF_8))) {
                for (String line = out.readLine(); line != null; line = out.readLine()) {
                    String[] w = line.split(" ");
                    switch (w[0]) {
                        case "start" -> {
                            if (run > 0 && !startSeen) {
                                startSeen = true;
                                timedRestarts++;
                                restartMsSum += (System.nanoTime() - launched) / 1e6;
                            }
                            started(Integer.parseInt(w[1]), Integer.parseInt(w[2]), w[3].equals("resumed"));
                        }
                        case "ply" -> {
                            lastGame = Integer.parseInt(w[1]);
                            lastPly = Integer.parseInt(w[2]);
                            plies++;
                        }
                        case "game-done" -> {
                            lastGame = Integer.parseInt(w[1]) + 1;
                            lastPly = 0;
                        }
                        case "done" -> done = true;
                        default -> defects.add("run " + run + ": " + line);
                    }
                    if (!killed && killAfterPlies >= 0 && (w[0].equals("ply") || w[0].equals("start"))
                            && plies >= killAfterPlies) {
                        Thread.sleep(lateMs); // anywhere in the next move
                        p.toHandle().destroyForcibly(); // SIGKILL
                        killed = true;
                        // and read on to the end: lines the board wrote before it died are still in the pipe
                    }
                }
            }
            if (!p.waitFor(60, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                defects.add("run " + run + " did not end; log " + log);
            }
            if (timed && p.exitValue() != 0) {
                killed = true; // the timer's SIGKILL landed (a run that ended first exits 0)
            }
            if (killed) {
                kills++;
            } else if (kill && done && p.exitValue() == 0) {
                killsTooLate++;
            } else if (p.exitValue() != 0) {
                defects.add("run " + run + " exited with status " + p.exitValue() + "; log " + log + ":\n"
                        + tail(log));
            }
        }
        if (!done) {
            defects.add("the games did not reach their end");
        }
        return check(kills, killsTooLate, restarts, timedRestarts == 0 ? 0 : restartMsSum / timedRestarts);
    }

    /** A (re)start is at game {@code game} with {@code plies} durable moves; {@code resumed}: from the journal. */
    private void started(int game, int plies, boolean resumed) {
        if (resumed) {
            resumedStarts++;
        }
        if (game == lastGame) {
            if (plies < lastPly) {
                lost += lastPly - plies;
                defects.add("game " + game + " resumed at ply " + plies + ", but ply " + lastPly + " was completed");
            } else if (plies > lastPly + 1) {
                repeated += plies - lastPly - 1;
                defects.add("game " + game + " resumed at ply " + plies + ": more than the hand played (" + lastPly
                        + " and one in flight)");
            }
        } else if (!(game == lastGame + 1 && lastPly >= games.get(lastGame).size() - 1 && plies <= 1)) {
            // (allowed: the last move and the result of the game before were durable, the kill came before its lines)
            defects.add("restart went to game " + game + " ply " + plies + " from game " + lastGame + " ply " + lastPly);
        }
        lastGame = game;
        lastPly = plies;
    }

    private Report check(int kills, int killsTooLate, int restarts, double meanRestartMs) {
        List<Event> events = new ArrayList<>();
        try (EventJournal journal = EventJournal.open(state, DrillBoard.BOARD, JournalOptions.DEFAULT)) {
            for (StoredEvent e : journal.readAfter(0, Integer.MAX_VALUE)) {
                events.add(EventJson.read(e.json()));
            }
        }
        int seqErrors = 0;
        for (int i = 1; i < events.size(); i++) {
            if (events.get(i).seq() != events.get(i - 1).seq() + 1) {
                seqErrors++;
                defects.add("seq " + events.get(i).seq() + " after " + events.get(i - 1).seq());
            }
        }
        Map<String, List<MoveEvent>> moves = new LinkedHashMap<>();
        Map<String, Integer> results = new LinkedHashMap<>();
        int resumedEvents = 0;
        for (Event e : events) {
            moves.computeIfAbsent(e.gameId(), id -> new ArrayList<>());
            if (e.body() instanceof MoveEvent m) {
                moves.get(e.gameId()).add(m);
            } else if (e.body() instanceof ResultEvent) {
                results.merge(e.gameId(), 1, Integer::sum);
            } else if (e.body() instanceof ResumedEvent) {
                resumedEvents++;
            }
        }
        List<String> ids = new ArrayList<>(moves.keySet());
        if (ids.size() != games.size()) {
            defects.add(ids.size() + " games in the journal, " + games.size() + " played");
        }
        int gamesOk = 0;
        for (int g = 0; g < Math.min(ids.size(), games.size()); g++) {
            List<String> planned = games.get(g);
            Set<Integer> seen = new HashSet<>();
            List<String> recorded = new ArrayList<>();
            for (MoveEvent m : moves.get(ids.get(g))) {
                if (!seen.add(m.ply())) {
                    repeated++;
                } else {
                    recorded.add(m.uci());
                }
            }
            lost += Math.max(0, planned.size() - recorded.size());
            boolean ok = recorded.equals(planned) && moves.get(ids.get(g)).size() == planned.size()
                    && results.getOrDefault(ids.get(g), 0) == 1;
            if (ok) {
                gamesOk++;
            } else {
                defects.add("game " + g + " (" + ids.get(g) + "): recorded " + recorded.size() + " moves of "
                        + planned.size() + ", " + results.getOrDefault(ids.get(g), 0) + " results");
            }
        }
        // Each restart that found a game under way resumed it (a kill may land after the resume, before its line).
        if (resumedEvents < resumedStarts || resumedEvents > restarts) {
            defects.add(resumedEvents + " resumed events, " + resumedStarts + " restarts said they resumed a game, "
                    + restarts + " restarts");
        }
        return new Report(kills, killsTooLate, restarts, resumedEvents, lost, repeated, seqErrors, gamesOk, games.size(),
                meanRestartMs, List.copyOf(defects));
    }

    /**
     * {@code scripts/drill-kill}: KillDrill PGN_FILE_OR_DIR KILLS SEED PACE_MS WORK_DIR. Plays real games (standard
     * start, no null move, at least 20 plies; a seeded choice, 25 plies per kill) and prints the figures last.
     */
    public static void main(String[] args) throws Exception {
        Path pgn = Path.of(args[0]);
        int kills = Integer.parseInt(args[1]);
        long seed = Long.parseLong(args[2]);
        long paceMs = Long.parseLong(args[3]);
        Path work = Path.of(args[4]);
        Files.createDirectories(work);
        Path gamesFile = work.resolve("games.uci");
        List<String> lines = DrillGames.pick(pgn, kills * 25L, seed);
        Files.write(gamesFile, lines);
        System.out.println("games " + lines.size() + " from " + pgn + ", " + lines.stream()
                .mapToInt(l -> l.split(" ").length).sum() + " plies; kills " + kills + ", seed " + seed
                + ", " + paceMs + " ms after each move; work " + work);
        Report r = run(work.resolve("state"), gamesFile, kills, seed, paceMs);
        r.defects().forEach(d -> System.out.println("DEFECT " + d));
        System.out.println("kills " + r.kills() + " kills");
        System.out.println("kills_too_late " + r.killsTooLate() + " kills");
        System.out.println("restarts " + r.restarts() + " restarts");
        System.out.println("resumed " + r.resumed() + " games");
        System.out.println("games_ok " + r.gamesOk() + " games");
        System.out.println("lost " + r.lost() + " moves");
        System.out.println("repeated " + r.repeated() + " moves");
        System.out.println("seq_errors " + r.seqErrors() + " events");
        System.out.printf(java.util.Locale.ROOT, "restart_mean %.0f ms%n", r.meanRestartMs());
        System.exit(r.clean() ? 0 : 1);
    }

    private static String tail(Path log) {
        try {
            List<String> lines = Files.readAllLines(log);
            return String.join("\n", lines.subList(Math.max(0, lines.size() - 15), lines.size()));
        } catch (IOException e) {
            return "(unreadable: " + e.getMessage() + ")";
        }
    }
}
