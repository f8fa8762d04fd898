package org.touchmove.firmware.runtime;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.touchmove.firmware.simulation.HumanPlay;
import org.touchmove.firmware.config.Settings;
import org.touchmove.firmware.simulation.SimulatedSession;
import org.touchmove.firmware.command.ArbiterCommand;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.EventJson;
import org.touchmove.firmware.event.ResultEvent;
import org.touchmove.firmware.journal.EventJournal;
import org.touchmove.firmware.journal.JournalOptions;
import org.touchmove.firmware.journal.StoredEvent;
import org.touchmove.firmware.rules.Game;
import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.rules.Position;
import org.touchmove.firmware.rules.Result;
import org.touchmove.firmware.rules.Termination;
import org.touchmove.sim.BoardTiming;

/**
 * A board process for the crash test: plays a fixed seeded game on the simulated board into its journal. On start it
 * resumes whatever game the journal holds (the arbiter then resumes the clock) and plays on from there. Prints "ply N"
 * after each completed move and "done" when the game has its result. Paced by its parent, not by time: after its first
 * move it makes each next step (a move, or the result after the last) only on a "go" line on its standard input, so
 * it is never more than one step ahead of what the parent has read, however fast or loaded the machine.
 */
public final class CrashingBoard {

    static final String BOARD = "crash-1";
    static final int PLIES = 60;

    private CrashingBoard() {
    }

    /** The planned game: {@link #PLIES} random legal moves from a fixed seed, stopping early if the rules end it. */
    static List<Move> plannedGame(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        Game game = Game.start();
        while (game.ply() < PLIES && game.outcome().isEmpty()) {
            List<Move> legal = game.position().legalMoves();
            Game next = game.play(legal.get(rnd.nextInt(legal.size())));
            if (next.outcome().isPresent()) {
                break; // keep the game open: the arbiter ends it
            }
            game = next;
        }
        return game.moves();
    }

    public static void main(String[] args) throws Exception {
        Path stateDir = Path.of(args[0]);
        long seed = Long.parseLong(args[1]);
        List<Move> planned = plannedGame(seed);
        Settings settings = Settings.fromMap(Map.of("board.id", BOARD, "game.timeControl", "5400+30"));
        try (EventJournal journal = EventJournal.open(stateDir, BOARD, JournalOptions.DEFAULT)) {
            List<Event> recorded = new ArrayList<>();
            for (StoredEvent e : journal.currentGame()) {
                recorded.add(EventJson.read(e.json()));
            }
            SimulatedSession session = new SimulatedSession(settings, e -> { }, new JournalStore(journal),
                    Instant.EPOCH, BoardTiming.DEFAULT);
            HumanPlay hand = new HumanPlay(session, seed);
            if (!recorded.isEmpty() && recorded.get(recorded.size() - 1).body() instanceof ResultEvent) {
                System.out.println("done"); // killed after the result was recorded: the game is over
                return;
            }
            if (session.resume(recorded)) {
                session.command(new ArbiterCommand.ResumeClock());
            } else {
                session.setUp(Position.START);
                session.startClock();
            }
            Game game = session.controller().game();
            if (!planned.subList(0, game.ply()).equals(game.moves())) {
                throw new IllegalStateException("resumed game " + game.moves() + " is not the planned one");
            }
            BufferedReader parent = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
            for (int ply = game.ply(); ply < planned.size(); ply++) {
                hand.play(game.position(), planned.get(ply));
                game = session.controller().game();
                System.out.println("ply " + game.ply());
                System.out.flush();
                if (!"go".equals(parent.readLine())) {
                    return; // the parent is gone
                }
            }
            session.command(new ArbiterCommand.DeclareResult(Result.DRAW, Termination.AGREEMENT));
            session.runtime().flush();
            System.out.println("done");
            System.out.flush();
        }
    }
}
