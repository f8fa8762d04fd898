package org.touchmove.firmware.app;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.touchmove.firmware.pgn.PgnException;
import org.touchmove.firmware.pgn.PgnGame;
import org.touchmove.firmware.pgn.PgnReader;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code touchmove replay --pgn FILE [--noise SEED]}: every game of a PGN file through the whole controller. */
@Command(name = "replay", mixinStandardHelpOptions = true,
        description = {"Plays each game of a PGN file on the simulated board with human lift/place/press "
                + "sequences (captures in both orders, castling, en passant, promotions with the choice "
                + "gesture) through the whole controller, and prints one JSON line per game, then "
                + "'games=N ok=M'. A game is ok when the controller recorded exactly the PGN's moves (up to "
                + "the point where the Laws end the game, e.g. a dead position played on). "
                + "Exit status 1 when any game is not ok."})
final class ReplayCommand implements Callable<Integer> {

    private static final JsonFactory JSON = new JsonFactory();

    @Option(names = "--pgn", required = true, paramLabel = "FILE", description = "the PGN file")
    Path pgn;

    @Option(names = "--noise", paramLabel = "SEED",
            description = "add the simulator's seeded human-hand noise (bounce, slides, re-grips, varied timing)")
    Long noiseSeed;

    @Override
    public Integer call() throws IOException {
        if (!Files.isRegularFile(pgn)) {
            System.err.println("touchmove replay: no such PGN file: " + pgn);
            return 2;
        }
        // Games are read, replayed and printed one at a time: memory stays bounded whatever the file's size.
        GameReplay replay = new GameReplay(noiseSeed);
        int games = 0;
        int ok = 0;
        try (PgnReader reader = PgnReader.open(pgn)) {
            for (Optional<PgnGame> game = reader.next(); game.isPresent(); game = reader.next()) {
                games++;
                ReplayOutcome outcome = replay.replay(games, game.get());
                if (outcome.ok()) {
                    ok++;
                }
                System.out.println(json(outcome));
            }
        } catch (PgnException e) {
            System.err.println("touchmove replay: " + e.getMessage()); // the message names the file
            return 2;
        }
        System.out.println("games=" + games + " ok=" + ok);
        return ok == games ? 0 : 1;
    }

    static String json(ReplayOutcome o) throws IOException {
        StringWriter out = new StringWriter();
        try (JsonGenerator g = JSON.createGenerator(out)) {
            g.writeStartObject();
            g.writeNumberField("game", o.game());
            g.writeNumberField("moves", o.moves());
            g.writeStringField("fen", o.fen());
            g.writeStringField("result", o.result());
            g.writeStringField("termination", o.termination());
            g.writeBooleanField("ok", o.ok());
            g.writeStringField("pgnResult", o.pgnResult());
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
