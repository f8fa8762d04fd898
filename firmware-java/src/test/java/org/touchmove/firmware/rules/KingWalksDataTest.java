package org.touchmove.firmware.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.touchmove.firmware.SharedData;
import org.touchmove.firmware.pgn.PgnGame;
import org.touchmove.firmware.pgn.PgnReader;

/**
 * The quick Art. 5.2.2 check with {@link KingWalks} gives the verdict the search alone gives, on every labelled
 * dead-position question of ../shared/data and every endgame position (at most three pieces besides kings and pawns)
 * of the real games; and no count of boards exceeds what the search reaches.
 */
@Tag("shared-data")
class KingWalksDataTest {

    private static final int BUDGET = MateBudget.QUICK.exhaustiveNodes();

    @Test
    void theQuickVerdictIsTheSearchsOwnOnEveryLabelledAndRealPosition() throws IOException {
        List<Position> positions = positions();
        assertThat(positions).hasSizeGreaterThan(40_000);
        int dead = 0;
        int settledByWalks = 0;
        int closedBySearch = 0;
        for (Position p : positions) {
            boolean verdict = p.isDeadPosition();
            assertThat(verdict).as(p.toString()).isEqualTo(Unwinnability.isDeadPositionBySearch(p));
            dead += verdict ? 1 : 0;
            Board b = p.board();
            if (b.generate(new int[Board.MAX_MOVES]) == 0) {
                continue;
            }
            for (int w = 0; w < 2; w++) {
                if (Unwinnability.provenUnwinnable(b, w)) {
                    continue;
                }
                boolean exceeds = KingWalks.exceed(b, w, BUDGET);
                boolean closed = new ExhaustiveSearch(w, BUDGET).run(b) == ExhaustiveSearch.Result.NO_MATE;
                assertThat(exceeds && closed).as("%s for %d", p, w).isFalse();
                settledByWalks += exceeds ? 1 : 0;
                closedBySearch += closed ? 1 : 0;
            }
        }
        assertThat(dead).as("dead positions").isGreaterThan(300);
        assertThat(closedBySearch).as("sides the quick search proves").isGreaterThan(100);
        assertThat(settledByWalks).as("sides the walks settle").isGreaterThan(30_000);
    }

    /** The labelled positions, then the real games' endgame positions, each once. */
    private static List<Position> positions() throws IOException {
        Set<String> fens = new LinkedHashSet<>();
        for (LabelledMateCase c : LabelledMateCase.all()) {
            fens.add(c.fen());
        }
        List<Position> positions = new ArrayList<>();
        for (String fen : fens) {
            positions.add(Position.fromFen(fen));
        }
        List<Path> files;
        try (Stream<Path> s = Files.list(SharedData.resolve("pgn/games"))) {
            files = s.filter(f -> f.toString().endsWith(".pgn")).sorted().toList();
        }
        for (Path f : files) {
            for (PgnGame game : PgnReader.read(f)) {
                if (game.hasNullMove()) {
                    continue;
                }
                Position p = game.start();
                for (var move : game.moves()) {
                    p = p.play(move);
                    Board b = p.board();
                    long pieces = b.occupied & ~(b.pieces[Board.PAWN] | b.pieces[6 + Board.PAWN]
                            | b.pieces[Board.KING] | b.pieces[6 + Board.KING]);
                    if (Long.bitCount(pieces) <= Unwinnability.QUICK_SEARCH_MAX_PIECES) {
                        positions.add(p);
                    }
                }
            }
        }
        return positions;
    }
}
