package org.touchmove.firmware.cli;

import org.touchmove.firmware.config.InputFile;
import org.touchmove.firmware.config.UserError;
import org.touchmove.firmware.simulation.GameReplay;
import org.touchmove.firmware.simulation.HandNoise;
import org.touchmove.firmware.simulation.LiveReplay;
import org.touchmove.firmware.simulation.ReplayOutcome;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.CharacterCodingException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.touchmove.firmware.pgn.PgnEntry;
import org.touchmove.firmware.pgn.PgnReader;
import org.touchmove.firmware.config.SetupPolicy;
import org.touchmove.firmware.rules.Result;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code touchmove replay --pgn FILE [--noise SEED [--hand LEVEL]] [--pace MS] [--mqtt URI[,URI...] [--mqtt-first-connect SECONDS]] [--dgt SPEC] [--livechess [HOST:]PORT [--livechess-setup new-game|report]] [--board ID]}: every game of a PGN file through the whole controller. */
@Command(name = "replay", mixinStandardHelpOptions = true,
        description = {"Plays each game of a PGN file on the simulated board with human lift/place/press "
                + "sequences (captures in both orders, castling, en passant, promotions with the choice "
                + "gesture) through the whole controller, and prints one JSON line per game, then "
                + "'games=N ok=M'. A game is ok when the controller recorded exactly the PGN's moves (up to "
                + "the point where the Laws end the game, e.g. a dead position played on). "
                + "A game that cannot be read (an illegal move, a malformed tag, another variant) is reported "
                + "as not ok with the reason, and the other games still run. "
                + "Each game is played as its PGN says: its tags in the arbiter's new game, its TimeControl on the "
                + "clock, its [%clk] times as the players' thinking times, its result by the arbiter or the flag "
                + "(docs/mqtt.md, 'The replayed game'). "
                + "Exit status 1 when any game is not ok, or when no broker of --mqtt accepted the board within "
                + "--mqtt-first-connect seconds (default 60; docs/brokers.md). "
                + "With --pace, --mqtt or --dgt the games are replayed live, one after the other on one board "
                + "(board id replay-1 or --board), MS milliseconds per move, into the broker and/or the emulated "
                + "DGT board."})
final class ReplayCommand implements Callable<Integer> {

    private static final JsonFactory JSON = new JsonFactory();
    private static final Logger LOG = LoggerFactory.getLogger(ReplayCommand.class);

    @Option(names = "--pgn", required = true, paramLabel = "FILE", description = "the PGN file")
    Path pgn;

    @Option(names = "--noise", paramLabel = "SEED",
            description = "add the simulator's seeded human-hand noise (bounce, slides, re-grips, varied timing)")
    Long noiseSeed;

    @Option(names = "--hand", paramLabel = "LEVEL",
            description = "how untidy the --noise hand is: typical (default), fast, slow or nervous (docs/simulated-board.md)")
    String hand;

    @Option(names = "--pace", paramLabel = "MS",
            description = "replay in real time, MS milliseconds per move, all games on one board (a new game set up "
                    + "between games)")
    Long paceMillis;

    /** {@code --mqtt URI[,URI...]}: publish the replayed board's events, through its journal, to these brokers. */
    @Mixin
    BrokerOptions broker = new BrokerOptions();

    @Option(names = "--dgt", paramLabel = "tcp:PORT|serial:PATH",
            description = "serve the replayed game as an emulated DGT board (docs/dgt.md); prints 'dgt tcp PORT' "
                    + "(tcp:0 picks a free port)")
    String dgt;

    @Mixin
    LiveChessOptions livechess = new LiveChessOptions();

    @Option(names = "--board", paramLabel = "ID", description = "board id of a live replay (default: replay-1)")
    String boardId;

    @Option(names = "--state-dir", paramLabel = "DIR", description = "state directory of a live replay's journal")
    Path stateDir;

    @Override
    public Integer call() throws IOException, InterruptedException {
        // One game after another is no news: warnings only on stderr (TOUCHMOVE_LOG_LEVEL asks for more), and the
        // progress on one line where a person watches (ReplayProgress).
        LogSetup.warningsOnlyUnlessAsked();
        ReplayProgress progress = ReplayProgress.forStandardStreams();
        InputFile.requireRegularFile(pgn, "PGN file");
        // Games are read, replayed and printed one at a time: memory stays bounded whatever the file's size.
        GameReplay replay = new GameReplay(noiseSeed, handNoise());
        boolean liveAsked = paceMillis != null || broker.given() || dgt != null || livechess.spec != null;
        if (!liveAsked && (boardId != null || stateDir != null)) {
            throw new UserError("--board and --state-dir belong to a live replay: add --pace, --mqtt, --dgt or --livechess");
        }
        if (broker.firstConnectSeconds != null && !broker.given()) {
            throw new UserError("--mqtt-first-connect belongs to --mqtt, which is not given");
        }
        // Options that cannot be served are refused before any game line (no summary either).
        LiveReplay live = !liveAsked ? null : LiveReplay.start(replay, new LiveReplay.Options(
                paceMillis == null ? 0 : paceMillis, broker.brokers(), broker.firstConnect(), dgt, livechess.endpoint(),
                livechess.setup(SetupPolicy.NEW_GAME), boardId, stateDir));
        int games = 0;
        int ok = 0;
        try (LiveReplay board = live; PgnReader reader = PgnReader.open(pgn)) {
            GameRunner runner = board == null ? replay::replay : board::replay;
            for (Optional<PgnEntry> next = reader.nextEntry(); next.isPresent(); next = reader.nextEntry()) {
                PgnEntry entry = next.get();
                games++;
                String line;
                if (entry instanceof PgnEntry.Read read) {
                    ReplayOutcome outcome = replayOne(runner, read);
                    ok += outcome.ok() ? 1 : 0;
                    line = json(outcome);
                } else {
                    PgnEntry.Unreadable bad = (PgnEntry.Unreadable) entry;
                    line = unreadable(bad.number(), bad.reason());
                }
                System.out.println(line);
                progress.update(games, ok);
            }
        } catch (CharacterCodingException e) {
            throw new UserError(pgn + " is not UTF-8 text (after game " + games + "): " + e.getMessage(),
                    UserError.BAD_INPUT, e);
        } finally {
            // The summary always comes, whatever happened to a game.
            progress.done(games, ok);
            System.out.println("games=" + games + " ok=" + ok);
        }
        return ok == games ? 0 : 1;
    }

    private HandNoise handNoise() {
        if (hand == null) {
            return HandNoise.TYPICAL;
        }
        if (noiseSeed == null) {
            throw new UserError("--hand sets how noisy the hand is: add --noise SEED");
        }
        try {
            return HandNoise.parse(hand);
        } catch (IllegalArgumentException e) {
            throw new UserError("--hand: " + e.getMessage(), UserError.BAD_INPUT, e);
        }
    }

    /** One game; a failure inside the replay is that game's, reported as not ok, never the whole file's. */
    private static ReplayOutcome replayOne(GameRunner runner, PgnEntry.Read read) {
        try {
            return runner.replay(read.number(), read.game());
        } catch (RuntimeException e) {
            LOG.debug("game {} failed", read.number(), e);
            return new ReplayOutcome(read.number(), 0, read.game().start().fen(), Result.UNDECIDED, null, false,
                    read.game().result(), 0, 1, 0, "the replay failed: " + e.getClass().getSimpleName() + ": "
                    + e.getMessage());
        }
    }

    /** Plays one game: alone in virtual time, or on the live board. */
    @FunctionalInterface
    private interface GameRunner {
        ReplayOutcome replay(int index, org.touchmove.firmware.pgn.PgnGame game);
    }

    /** The line of a game that could not be read: {"game":N,"ok":false,"detail":...}. */
    static String unreadable(int game, String reason) throws IOException {
        StringWriter out = new StringWriter();
        try (JsonGenerator g = JSON.createGenerator(out)) {
            g.writeStartObject();
            g.writeNumberField("game", game);
            g.writeBooleanField("ok", false);
            g.writeStringField("detail", reason);
            g.writeEndObject();
        }
        return out.toString();
    }

    static String json(ReplayOutcome o) throws IOException {
        StringWriter out = new StringWriter();
        try (JsonGenerator g = JSON.createGenerator(out)) {
            g.writeStartObject();
            g.writeNumberField("game", o.game());
            g.writeNumberField("moves", o.moves());
            g.writeStringField("fen", o.fen());
            g.writeStringField("result", o.result().pgn());
            g.writeStringField("termination", o.termination() == null ? null : o.termination().wireName());
            g.writeBooleanField("ok", o.ok());
            g.writeStringField("pgnResult", o.pgnResult().pgn());
            g.writeNumberField("irregularities", o.irregularities());
            if (o.movesAfterEnd() > 0) {
                g.writeNumberField("movesAfterEnd", o.movesAfterEnd());
            }
            if (!o.ok()) {
                g.writeNumberField("mismatchAtPly", o.mismatchAtPly());
                g.writeStringField("detail", o.detail());
            }
            g.writeEndObject();
        }
        return out.toString();
    }
}
