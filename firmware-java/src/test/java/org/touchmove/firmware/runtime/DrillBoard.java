package org.touchmove.firmware.runtime;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.touchmove.firmware.command.ArbiterCommand;
import org.touchmove.firmware.command.CommandReply;
import org.touchmove.firmware.config.Settings;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.EventJson;
import org.touchmove.firmware.event.NewGameEvent;
import org.touchmove.firmware.event.ResultEvent;
import org.touchmove.firmware.journal.EventJournal;
import org.touchmove.firmware.journal.JournalOptions;
import org.touchmove.firmware.journal.StoredEvent;
import org.touchmove.firmware.rules.Game;
import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.rules.Position;
import org.touchmove.firmware.rules.Result;
import org.touchmove.firmware.rules.Termination;
import org.touchmove.firmware.simulation.HumanPlay;
import org.touchmove.firmware.simulation.SimulatedSession;
import org.touchmove.sim.BoardTiming;

/**
 * The board process of the SIGKILL drill ({@link KillDrill}): plays a list of games (one per line of a file, UCI
 * moves from the standard start) one after the other on the simulated board, through the controller and the
 * board's journal, a few milliseconds of real time per move so it can be killed anywhere. On start it resumes
 * what its journal holds: the game being played (its index is the number of {@code new-game} events less one), or
 * the next game after a finished one. Prints what the drill checks, each line flushed:
 * {@code start GAME PLY resumed|fresh} (the game and its durable moves, resumed from the journal or set up anew), {@code ply GAME N}
 * after each completed move (durable before the line), {@code game-done GAME}, {@code done}.
 */
public final class DrillBoard {

    static final String BOARD = "drill-1";

    private DrillBoard() {
    }

    /** Args: state dir, games file, hand seed, milliseconds of real time after each move. */
    public static void main(String[] args) throws Exception {
        Path stateDir = Path.of(args[0]);
        List<List<String>> games = readGames(Path.of(args[1]));
        long seed = Long.parseLong(args[2]);
        long paceMs = Long.parseLong(args[3]);
        Settings settings = Settings.fromMap(Map.of("board.id", BOARD, "game.timeControl", "5400+30"));
        try (EventJournal journal = EventJournal.open(stateDir, BOARD, JournalOptions.DEFAULT)) {
            int started = 0;
            for (StoredEvent e : journal.readAfter(0, Integer.MAX_VALUE)) {
                if (EventJson.read(e.json()).body() instanceof NewGameEvent) {
                    started++;
                }
            }
            List<Event> recorded = new ArrayList<>();
            for (StoredEvent e : journal.currentGame()) {
                recorded.add(EventJson.read(e.json()));
            }
            SimulatedSession session = new SimulatedSession(settings, e -> { }, new JournalStore(journal),
                    Instant.EPOCH, BoardTiming.DEFAULT);
            HumanPlay hand = new HumanPlay(session, seed + started);
            boolean unfinished = !recorded.isEmpty() && !(recorded.get(recorded.size() - 1).body() instanceof ResultEvent);
            int index = unfinished ? started - 1 : started;
            if (unfinished) {
                if (!session.resume(recorded)) {
                    throw new IllegalStateException("the journal's unfinished game " + index + " did not resume");
                }
                CommandReply reply = session.command(new ArbiterCommand.ResumeClock());
                if (!reply.accepted()) {
                    session.startClock(); // killed before the clock's first start: the arbiter starts it
                }
            }
            for (; index < games.size(); index++) {
                boolean resumedHere = unfinished;
                if (!unfinished) {
                    session.setUp(Position.START);
                    session.startClock();
                }
                unfinished = false;
                List<String> planned = games.get(index);
                Game game = session.controller().game();
                List<String> played = game.moves().stream().map(Move::uci).toList();
                say("start " + index + " " + played.size() + (resumedHere ? " resumed" : " fresh"));
                if (played.size() > planned.size() || !planned.subList(0, played.size()).equals(played)) {
                    say("mismatch " + index + " " + played);
                    System.exit(3);
                }
                for (int ply = played.size(); ply < planned.size(); ply++) {
                    Move move = legal(game.position(), planned.get(ply));
                    hand.play(game.position(), move);
                    game = session.controller().game();
                    if (game.ply() != ply + 1) {
                        say("stuck " + index + " ply " + game.ply() + " after " + move.uci());
                        System.exit(4);
                    }
                    say("ply " + index + " " + game.ply());
                    Thread.sleep(paceMs);
                }
                if (!session.controller().isFinished()) {
                    session.command(new ArbiterCommand.DeclareResult(Result.DRAW, Termination.AGREEMENT));
                }
                session.runtime().flush();
                say("game-done " + index);
            }
            say("done");
        }
    }

    static List<List<String>> readGames(Path file) throws java.io.IOException {
        List<List<String>> games = new ArrayList<>();
        for (String line : Files.readAllLines(file)) {
            if (!line.isBlank()) {
                games.add(List.of(line.trim().split(" ")));
            }
        }
        return games;
    }

    private static Move legal(Position position, String uci) {
        return position.legalMoves().stream().filter(m -> m.uci().equals(uci)).findFirst()
                .orElseThrow(() -> new IllegalStateException(uci + " is not legal in " + position.fen()));
    }

    private static void say(String line) {
        System.out.println(line);
        System.out.flush();
    }
}
