package org.touchmove.firmware.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

class PerftCommandTest {

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        CommandLine cl = Main.commandLine();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        return cl.execute(args);
    }

    private String lastLine() {
        String[] lines = out.toString().strip().split("\\R");
        return lines[lines.length - 1];
    }

    @Test
    void countsFromStartpos() {
        assertThat(run("perft", "--fen", "startpos", "--depth", "3")).isZero();
        assertThat(lastLine()).isEqualTo("8902");
    }

    @Test
    void anyNumberOfThreadsCountsTheSame() {
        String kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
        for (String threads : new String[] {"1", "2", "3", "64"}) {
            assertThat(run("perft", "--fen", kiwipete, "--depth", "3", "--threads", threads)).isZero();
            assertThat(lastLine()).as("%s threads", threads).isEqualTo("97862");
        }
        assertThat(run("perft", "--depth", "4", "--threads", "0")).isEqualTo(2);
        assertThat(err.toString()).contains("--threads must be from 1");
    }

    @Test
    void onlyTheChosenSubcommandIsBuilt() {
        assertThat(Main.commandLine("perft", "--depth", "1").getSubcommands()).containsOnlyKeys("perft");
        assertThat(Main.commandLine("--help").getSubcommands().keySet()).containsExactlyElementsOf(Main.SUBCOMMANDS);
        assertThat(Main.commandLine("help", "perft").getSubcommands().keySet())
                .containsExactlyElementsOf(Main.SUBCOMMANDS);
        assertThat(Main.commandLine("nosuch").getSubcommands().keySet()).containsExactlyElementsOf(Main.SUBCOMMANDS);
    }

    @Test
    void divideListsEveryRootMove() {
        assertThat(run("perft", "--fen", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                "--depth", "2", "--divide")).isZero();
        String text = out.toString();
        assertThat(text).contains("e1g1: ", "e1c1: ", "d5e6: ");
        assertThat(text.lines().filter(l -> l.matches("[a-h][1-8][a-h][1-8][qrbn]?: \\d+"))).hasSize(48);
        assertThat(lastLine()).isEqualTo("2039");
    }

    @Test
    void chess960ReadsShredderFenAndWritesCastlingKingTakesRook() {
        // lichess-org/scalachess tricky.perft xfen-03: king d1 castles short with the rook on e1.
        String fen = "2r5/8/8/8/8/8/6PP/k2KR3 w E - 0 1";
        assertThat(run("perft", "--fen", fen, "--depth", "2", "--divide", "--chess960")).isZero();
        assertThat(out.toString()).contains("d1e1: ");
        assertThat(lastLine()).isEqualTo("242");
        assertThat(run("perft", "--fen", fen, "--depth", "1")).isEqualTo(2);
        assertThat(err.toString()).contains("castling").contains("Chess960");
    }

    @Test
    void badFenExitsWithStatus2AndMessage() {
        assertThat(run("perft", "--fen", "8/8/8/8/8/8/8/8 w - - 0 1", "--depth", "1")).isEqualTo(2);
        assertThat(err.toString()).contains("invalid FEN").contains("kings");
        assertThat(out.toString()).isEmpty();
    }

    @Test
    void helpWorks() {
        assertThat(run("perft", "--help")).isZero();
        assertThat(out.toString()).contains("--fen", "--depth", "--divide");
    }
}
