package org.touchmove.firmware.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@code replay} plays Chess960 games (a real one, Aronian - Fedoseev, Freestyle Weissenhaus 2025, with O-O-O whose
 * king stays on c1 and O-O from c8/e8) on the simulated board through the whole controller, tidy and with noise.
 */
class Chess960ReplayTest {

    private static String pgn() throws URISyntaxException {
        return Path.of(Chess960ReplayTest.class.getResource("/games/chess960-freestyle.pgn").toURI()).toString();
    }

    @Test
    void chess960GamesAreReplayedExactlyTidyAndWithNoise() throws Exception {
        for (String[] extra : List.of(new String[0], new String[] {"--noise", "7"})) {
            String[] args = new String[3 + extra.length];
            args[0] = "replay";
            args[1] = "--pgn";
            args[2] = pgn();
            System.arraycopy(extra, 0, args, 3, extra.length);
            CommandLineScenariosTest.Run run = CommandLineScenariosTest.main(args);
            assertThat(run.status()).as(run.err()).isZero();
            List<String> lines = run.lines();
            assertThat(lines).last().isEqualTo("games=2 ok=2");
            Map<String, Object> aronian = CommandLineScenariosTest.parse(lines.get(0));
            assertThat(aronian).containsEntry("ok", true).containsEntry("moves", 71L)
                    .containsEntry("fen", "2rRn2k/2P3pp/8/pN3q2/8/1P6/1PQ4P/K5R1 b - - 0 36");
        }
    }
}
