package org.touchmove.firmware.simulation;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.touchmove.firmware.journal.EventJournal;
import org.touchmove.firmware.journal.JournalOptions;
import org.touchmove.firmware.pgn.PgnGame;
import org.touchmove.firmware.pgn.PgnReader;
import org.touchmove.firmware.runtime.EventStore;
import org.touchmove.firmware.runtime.JournalStore;
import org.touchmove.firmware.runtime.VirtualRoom;
import org.touchmove.sim.BoardTiming;

/**
 * Many boards in one JVM (scripts/bench-boards, docs/performance.md): N boards on one {@link VirtualRoom}, each
 * playing a real game with a tidy hand (board i plays the next playable game of the PGN files in turn, round robin), all interleaved in virtual time. Events go to an in-memory sink, or with {@code --journal DIR} also to
 * each board's real event journal under DIR (group commit). Every game must be recorded exactly (the move lists
 * equal). Prints {@code name value unit} lines last.
 *
 * <p>Usage: {@code BoardsBench N GAMES_DIR [--journal DIR]}
 */
public final class BoardsBench {

    private record Seat(SimulatedSession session, PgnGamePlay play, PgnGamePlay.Seen seen) {
    }

    private BoardsBench() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 2 && !(args.length == 4 && args[2].equals("--journal"))) {
            System.err.println("usage: BoardsBench N GAMES_DIR [--journal DIR]");
            System.exit(2);
        }
        int boards;
        try {
            boards = Integer.parseInt(args[0]);
        } catch (NumberFormatException e) {
            boards = -1;
        }
        if (boards < 1) {
            System.err.println("bench-boards: N must be a positive whole number, got '" + args[0] + "'");
            System.exit(2);
        }
        Path journals = args.length == 4 ? Path.of(args[3]) : null;
        List<PgnGame> games;
        try {
            games = games(Path.of(args[1]), boards);
        } catch (IOException | RuntimeException e) {
            System.err.println("bench-boards: cannot read the games: " + e.getMessage());
            System.exit(2);
            return;
        }

        long startNanos = System.nanoTime();
        GameReplay replay = new GameReplay(null);
        VirtualRoom room = new VirtualRoom(0);
        List<Seat> seats = new ArrayList<>(boards);
        List<EventJournal> open = new ArrayList<>();
        for (int b = 0; b < boards; b++) {
            String boardId = String.format("board-%04d", b + 1);
            EventStore store = EventStore.inMemory();
            if (journals != null) {
                EventJournal journal = EventJournal.open(journals, boardId, JournalOptions.DEFAULT);
                open.add(journal);
                store = new JournalStore(journal);
            }
            PgnGamePlay.Seen seen = new PgnGamePlay.Seen();
            SimulatedSession session = new SimulatedSession(GameReplay.settings(boardId), seen, store,
                    Instant.EPOCH, BoardTiming.DEFAULT, gameIds(boardId));
            PgnGamePlay play = replay.play(b + 1, games.get(b), session);
            seats.add(new Seat(session, play, seen));
            room.add(new PlayedBoard(session, play));
        }
        room.run();
        for (Seat seat : seats) {
            // Clock ticks may still wait for a commit: commit and deliver them before the journals close.
            seat.session().runtime().flush().join();
        }
        for (EventJournal journal : open) {
            journal.close();
        }
        double seconds = (System.nanoTime() - startNanos) / 1e9;

        long events = 0;
        int ok = 0;
        for (Seat seat : seats) {
            events += seat.seen().events();
            ReplayOutcome outcome = seat.play().outcome(seat.seen());
            if (outcome.ok()) {
                ok++;
            } else {
                System.out.println("game " + outcome.game() + " not recorded exactly: " + outcome.detail());
            }
        }
        for (VirtualRoom.Failure f : room.failures()) {
            System.out.println("board " + f.boardId() + " failed at " + f.atNanos() + " ns: " + f.cause());
        }
        System.gc();
        long heapAfterGc = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
        long peakHeap = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP) {
                peakHeap += pool.getPeakUsage().getUsed();
            }
        }
        String suffix = journals == null ? "" : "_journal";
        System.out.printf("virtual time %.1f s, %d steps over all boards%n", room.nanos() / 1e9, room.steps());
        System.out.println("boards" + suffix + " " + boards + " boards");
        System.out.println("games_ok" + suffix + " " + ok + " games");
        System.out.println("events" + suffix + " " + events + " events");
        System.out.printf("wall_time%s %.2f s%n", suffix, seconds);
        System.out.printf("event_rate%s %.0f events/s%n", suffix, events / seconds);
        System.out.printf("heap_after_gc%s %.1f MiB%n", suffix, heapAfterGc / 1048576.0);
        System.out.printf("peak_heap%s %.1f MiB%n", suffix, peakHeap / 1048576.0);
        // Keep the boards reachable until the heap is measured: it is their memory that counts.
        if (seats.size() != boards) {
            throw new IllegalStateException("lost boards");
        }
        System.exit(ok == boards && room.failures().isEmpty() ? 0 : 1);
    }

    /** Board i's game: the i-th of {@link #playable}; there must be one for every board. */
    private static List<PgnGame> games(Path dir, int boards) throws IOException {
        List<PgnGame> games = playable(dir, boards);
        if (games.size() < boards) {
            throw new IOException("only " + games.size() + " playable games in " + dir + " for " + boards
                    + " boards");
        }
        return games;
    }

    /**
     * Up to {@code max} playable games (no null move) of the PGN files of {@code dir}, the files in turn (round robin,
     * files in name order); a file used up drops out of the turn.
     */
    static List<PgnGame> playable(Path dir, int max) throws IOException {
        List<Path> files;
        try (Stream<Path> list = Files.list(dir)) {
            files = list.filter(p -> p.getFileName().toString().endsWith(".pgn")).sorted(Comparator.naturalOrder())
                    .toList();
        }
        if (files.isEmpty()) {
            throw new IOException("no .pgn files in " + dir);
        }
        List<PgnReader> readers = new ArrayList<>();
        try {
            for (Path f : files) {
                readers.add(PgnReader.open(f));
            }
            List<PgnGame> games = new ArrayList<>(max);
            List<PgnReader> left = new ArrayList<>(readers);
            for (int turn = 0; games.size() < max && !left.isEmpty(); turn++) {
                PgnReader reader = left.get(turn % left.size());
                Optional<PgnGame> game;
                do {
                    game = reader.next();
                } while (game.isPresent() && game.get().hasNullMove());
                if (game.isPresent()) {
                    games.add(game.get());
                } else {
                    // This file is used up: the round robin goes on over the others.
                    left.remove(reader);
                    turn--;
                }
            }
            return games;
        } finally {
            for (PgnReader reader : readers) {
                reader.close();
            }
        }
    }

    /** Reproducible game ids: {@code <board>-g<N>}. */
    static Supplier<String> gameIds(String boardId) {
        int[] n = {0};
        return () -> boardId + "-g" + ++n[0];
    }
}
