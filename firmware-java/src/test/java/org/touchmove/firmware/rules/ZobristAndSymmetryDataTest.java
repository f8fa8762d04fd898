package org.touchmove.firmware.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestFactory;

/** The ../shared/data part of {@link ZobristAndSymmetryTest} (run by scripts/test-data). */
@Tag("shared-data")
class ZobristAndSymmetryDataTest {

    @TestFactory
    Stream<DynamicTest> incrementalHashEqualsRecomputedAlongPerftPaths() {
        List<PerftCase> cases = PerftCase.readEpd("perft/perftsuite_A.epd");
        return cases.stream().map(c -> DynamicTest.dynamicTest(c.fen(), () -> {
            Board b = Position.fromFen(c.fen()).boardCopy();
            long[] visited = {0};
            walk(b, 3, visited);
            assertThat(visited[0]).isEqualTo(c.counts().get(1) + c.counts().get(2) + c.counts().get(3));
        }));
    }

    private static void walk(Board b, int depth, long[] visited) {
        int[] moves = new int[Board.MAX_MOVES];
        int n = b.generate(moves);
        for (int i = 0; i < n; i++) {
            long before = b.hash;
            String fenBefore = FenCodec.format(b, EnPassantStyle.AFTER_EVERY_DOUBLE_STEP);
            b.make(moves[i]);
            visited[0]++;
            assertThat(b.hash).isEqualTo(b.computeHash());
            if (depth > 1) {
                walk(b, depth - 1, visited);
            }
            b.unmake(moves[i]);
            assertThat(b.hash).isEqualTo(before);
            if (depth == 3) { // full board restore check at the root, where it is cheap
                assertThat(FenCodec.format(b, EnPassantStyle.AFTER_EVERY_DOUBLE_STEP)).isEqualTo(fenBefore);
            }
        }
    }

    @TestFactory
    Stream<DynamicTest> colourMirrorHasTheSameCounts() {
        List<PerftCase> cases = PerftCase.readEpd("perft/perftsuite_A.epd");
        return cases.stream().map(c -> DynamicTest.dynamicTest(c.fen(), () -> {
            Position p = Position.fromFen(c.fen());
            Position mirrored = Position.fromFen(mirror(c.fen()));
            assertThat(mirrored.sideToMove()).isEqualTo(p.sideToMove().opposite());
            for (int depth = 1; depth <= 3; depth++) {
                assertThat(Perft.count(mirrored, depth)).as("depth %d of %s", depth, mirrored.fen())
                        .isEqualTo(Perft.count(p, depth));
            }
        }));
    }

    /** Flips the board vertically and swaps colours (a position with identical move-tree counts). */
    static String mirror(String fen) {
        String[] f = fen.split(" ");
        String[] ranks = f[0].split("/");
        StringBuilder placement = new StringBuilder();
        for (int i = 7; i >= 0; i--) {
            placement.append(swapCase(ranks[i]));
            if (i > 0) {
                placement.append('/');
            }
        }
        String side = f[1].equals("w") ? "b" : "w";
        String castling = f[2].equals("-") ? "-" : sortCastling(swapCase(f[2]));
        String ep = f[3].equals("-") ? "-" : "" + f[3].charAt(0) + (char) ('1' + '8' - f[3].charAt(1));
        return placement + " " + side + " " + castling + " " + ep + (f.length > 4 ? " " + f[4] + " " + f[5] : "");
    }

    private static String swapCase(String s) {
        StringBuilder sb = new StringBuilder();
        for (char c : s.toCharArray()) {
            sb.append(Character.isUpperCase(c) ? Character.toLowerCase(c) : Character.toUpperCase(c));
        }
        return sb.toString();
    }

    private static String sortCastling(String s) {
        StringBuilder sb = new StringBuilder();
        for (char c : "KQkq".toCharArray()) {
            if (s.indexOf(c) >= 0) {
                sb.append(c);
            }
        }
        return sb.toString();
    }
}
