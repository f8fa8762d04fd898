package org.touchmove.firmware.pgn;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.touchmove.firmware.SharedData;
import org.touchmove.firmware.rules.Color;
import org.touchmove.firmware.rules.Game;
import org.touchmove.firmware.rules.MatingMaterial;
import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.rules.PieceType;
import org.touchmove.firmware.rules.Position;
import org.touchmove.firmware.rules.TsvRows;
import org.touchmove.firmware.rules.notation.San;

/**
 * Every game of pgn/games/*.pgn: parsed, replayed, each move's SAN round-tripped, and the final position
 * and move statistics compared with the derived *.index.tsv.
 */
@Tag("shared-data")
class PgnGamesDataTest {

    private static final List<String> FILES = List.of("chesscom_cancer0707_A", "lichess_db_2025-05_clk_A",
            "lichess_user_export_A", "twic1599_A");

    @TestFactory
    Stream<DynamicTest> gameFiles() {
        return FILES.stream().map(name -> DynamicTest.dynamicTest(name, () -> checkFile(name)));
    }

    private static void checkFile(String name) throws IOException {
        List<PgnGame> games = PgnReader.read(SharedData.resolve("pgn/games/" + name + ".pgn"));
        List<Map<String, String>> index = TsvRows.read("pgn/games/" + name + ".index.tsv");
        assertThat(games).hasSize(index.size());
        for (int i = 0; i < games.size(); i++) {
            check(name + " game " + (i + 1), games.get(i), index.get(i));
        }
    }

    private static void check(String label, PgnGame pgn, Map<String, String> row) {
        assertThat(pgn.result().pgn()).as(label + " result").isEqualTo(row.get("result"));
        assertThat(pgn.moves()).as(label + " plies").hasSize(Integer.parseInt(row.get("plies")));
        int castling = 0;
        int enPassant = 0;
        int promotions = 0;
        int underpromotions = 0;
        Game game = Game.from(pgn.start());
        for (int i = 0; i < pgn.moves().size(); i++) {
            Move m = pgn.moves().get(i);
            Position p = game.position();
            castling += p.isCastling(m) ? 1 : 0;
            enPassant += p.isEnPassant(m) ? 1 : 0;
            promotions += m.promotion() != null ? 1 : 0;
            underpromotions += m.promotion() != null && m.promotion() != PieceType.QUEEN ? 1 : 0;
            game = game.play(m);
            String ours = San.format(p, m, game.position());
            // The source may omit (or misplace) the check and mate decorations; all else must match.
            assertThat(undecorated(ours)).as(label + " ply " + (i + 1)).isEqualTo(undecorated(pgn.written().get(i)));
            assertThat(San.parse(p, ours)).isEqualTo(m);
        }
        assertThat(castling).as(label + " castling").isEqualTo(Integer.parseInt(row.get("castling")));
        assertThat(enPassant).as(label + " e.p.").isEqualTo(Integer.parseInt(row.get("en_passant")));
        assertThat(promotions).as(label + " promotions").isEqualTo(Integer.parseInt(row.get("promotions")));
        assertThat(underpromotions).as(label + " underpromotions").isEqualTo(Integer.parseInt(row.get("underpromotions")));
        Position last = game.position();
        assertThat(last.fen()).as(label + " final FEN").isEqualTo(row.get("final_fen"));
        assertThat(finalState(game)).as(label + " final state").isEqualTo(row.get("final_state"));
        assertThat(!MatingMaterial.hasMatingMaterial(last, Color.WHITE)).as(label).isEqualTo(row.get("white_insufficient").equals("1"));
        assertThat(!MatingMaterial.hasMatingMaterial(last, Color.BLACK)).as(label).isEqualTo(row.get("black_insufficient").equals("1"));
        boolean hasClocks = pgn.clocks().stream().anyMatch(Optional::isPresent);
        assertThat(hasClocks).as(label + " clocks").isEqualTo(row.get("clk").equals("1"));
    }

    /** The verdict in the order python-chess reports it in the index. */
    private static String finalState(Game g) {
        Position p = g.position();
        if (p.isCheckmate()) {
            return "checkmate";
        }
        if (p.isStalemate()) {
            return "stalemate";
        }
        if (MatingMaterial.isDeadByMaterial(p)) {
            return "insufficient_material_both";
        }
        if (g.isSeventyFiveMoves()) {
            return "seventyfive_move_rule";
        }
        if (g.isFivefoldRepetition()) {
            return "fivefold_repetition";
        }
        if (g.canClaimThreefold()) {
            return "threefold_claimable";
        }
        if (g.canClaimFifty()) {
            return "fifty_move_claimable";
        }
        return "none";
    }

    private static String undecorated(String san) {
        return san.replaceAll("[+#!?]+$", "");
    }

    @TestFactory
    Stream<DynamicTest> smallFilesParse() throws IOException {
        List<Path> files = new ArrayList<>();
        for (String dir : List.of("pgn/python-chess", "pgn/pgn-extract-tests/infiles")) {
            try (Stream<Path> s = Files.list(SharedData.resolve(dir))) {
                s.filter(p -> p.toString().endsWith(".pgn")).sorted().forEach(files::add);
            }
        }
        assertThat(files).hasSizeGreaterThanOrEqualTo(19);
        return files.stream().map(f -> DynamicTest.dynamicTest(f.getFileName().toString(), () -> {
            List<PgnGame> games = PgnReader.read(f);
            assertThat(games).isNotEmpty();
            for (PgnGame g : games) {
                // Every game replays (null moves pass the turn); a stated PlyCount must match.
                Position last = g.finalPosition();
                if (!g.hasNullMove()) {
                    assertThat(g.game().position()).isEqualTo(last);
                }
                g.tag("PlyCount").ifPresent(n -> assertThat(g.moves()).hasSize(Integer.parseInt(n)));
            }
        }));
    }
}
