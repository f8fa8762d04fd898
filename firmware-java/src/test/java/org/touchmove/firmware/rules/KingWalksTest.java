package org.touchmove.firmware.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link KingWalks} may leave out the quick Art. 5.2.2 search only where that search could not have proven "cannot
 * mate": checked against the search itself on endgames played out at random (seeded), including many the search
 * closes, and its count of king walks against the boards the kings' moves alone really reach.
 */
class KingWalksTest {

    private static final int BUDGET = MateBudget.QUICK.exhaustiveNodes();

    /** Endgames with at most three pieces besides kings and pawns, where random play soon loses material. */
    private static final List<String> STARTS = List.of(
            "8/5k2/8/3p4/3P4/8/2K5/7R w - - 0 1",
            "8/8/3k4/8/2B5/8/3K1N2/8 w - - 0 1",
            "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1",
            "8/8/8/3k4/8/8/2Kq4/8 w - - 0 1",
            "8/p7/P7/8/8/k7/8/K7 w - - 0 1",
            "8/1p3k2/1P6/8/2n5/5K2/8/8 b - - 0 1",
            "6k1/5p2/6p1/6P1/3b4/8/4K3/2R5 w - - 0 1",
            "8/8/2p5/2P5/1k6/8/1K1r4/8 w - - 0 1",
            "r7/8/8/4k3/8/2N5/4K3/8 b - - 0 1",
            "8/8/5k2/8/3pP3/3P4/4K3/8 w - - 0 1");

    @Test
    void anOpenRookEndingIsCountedPastTheBudgetWithoutSearching() {
        Board b = Position.fromFen("8/8/8/4k3/8/8/8/R3K3 w - - 0 1").boardCopy();
        assertThat(KingWalks.walk(b)).isGreaterThan(BUDGET);
        assertThat(KingWalks.exceed(b, Board.WHITE, BUDGET)).isTrue();
        assertThat(new ExhaustiveSearch(Board.WHITE, BUDGET).run(b)).isNotEqualTo(ExhaustiveSearch.Result.NO_MATE);
    }

    @Test
    void aForcedLossOfTheLastMatingManIsLeftToTheSearch() {
        // Black's only man gives check and must be taken (Kxf1): the search closes the set, the walk must not count.
        // A real game's position (Art. 5.2.2: dead, White has a bare king and Black will have one).
        Position p = Position.fromFen("8/8/8/8/8/6k1/8/5qK1 w - - 0 66");
        Board b = p.boardCopy();
        assertThat(KingWalks.exceed(b, Board.BLACK, BUDGET)).isFalse();
        assertThat(new ExhaustiveSearch(Board.BLACK, BUDGET).run(b)).isEqualTo(ExhaustiveSearch.Result.NO_MATE);
        assertThat(p.isDeadPosition()).isTrue();
    }

    @Test
    void neverCountsMoreBoardsThanTheSearchReaches() {
        // Were the count too high for some board, the search given one node less than the count would close the set
        // there (or find a mate, which no count can contradict): the sharpest budget to check each board with.
        int counted = 0;
        for (Board b : playedOut(100)) {
            for (int w = 0; w < 2; w++) {
                if (!searched(b, w)) {
                    continue;
                }
                long count = KingWalks.reached(b, w, Long.MAX_VALUE);
                if (count < 2) {
                    continue;
                }
                counted++;
                ExhaustiveSearch.Result result = new ExhaustiveSearch(w, (int) count - 1).run(b);
                assertThat(result).as("%s for %d, %d boards counted", FenCodec.format(b,
                        EnPassantStyle.AFTER_EVERY_DOUBLE_STEP), w, count).isNotEqualTo(ExhaustiveSearch.Result.NO_MATE);
            }
        }
        assertThat(counted).as("boards counted").isGreaterThan(700);
    }

    @Test
    void theWalkCountIsAtMostTheBoardsTheKingsAloneReach() {
        int walks = 0;
        for (Board b : playedOut(60)) {
            for (int w = 0; w < 2; w++) {
                long walk = KingWalks.walk(b);
                if (!searched(b, w) || walk == 1) {
                    continue;
                }
                walks++;
                assertThat((long) kingMovesAlone(b, w, (int) walk))
                        .as(FenCodec.format(b, EnPassantStyle.AFTER_EVERY_DOUBLE_STEP)).isGreaterThanOrEqualTo(walk);
            }
        }
        assertThat(walks).isGreaterThan(200);
    }

    @Test
    void theDeadPositionVerdictIsTheSearchsOwn() {
        int dead = 0;
        for (Board b : playedOut(150)) {
            Position p = Position.fromFen(FenCodec.format(b, EnPassantStyle.AFTER_EVERY_DOUBLE_STEP));
            boolean verdict = Unwinnability.isDeadPosition(p);
            assertThat(verdict).as(p.toString()).isEqualTo(Unwinnability.isDeadPositionBySearch(p));
            dead += verdict ? 1 : 0;
        }
        assertThat(dead).isGreaterThan(20);
    }

    /** The search would run for {@code w} here: a legal move, and no static proof that {@code w} cannot mate. */
    private static boolean searched(Board b, int w) {
        return b.generate(new int[Board.MAX_MOVES]) > 0 && !Unwinnability.provenUnwinnable(b, w);
    }

    /** Boards of seeded random play from {@link #STARTS} (captures preferred a third of the time). */
    private static List<Board> playedOut(int games) {
        SplittableRandom random = new SplittableRandom(12);
        int[] moves = new int[Board.MAX_MOVES];
        List<Board> boards = new ArrayList<>();
        for (int g = 0; g < games; g++) {
            Board b = Position.fromFen(STARTS.get(g % STARTS.size())).boardCopy();
            for (int ply = 0; ply < 40; ply++) {
                int n = b.generate(moves);
                if (n == 0) {
                    break;
                }
                int move = moves[random.nextInt(n)];
                if (random.nextInt(3) == 0) {
                    for (int i = 0; i < n; i++) {
                        if (b.squares[Board.to(moves[i])] != Board.EMPTY) {
                            move = moves[i];
                            break;
                        }
                    }
                }
                b.apply(move);
                boards.add(b.copy());
            }
        }
        return boards;
    }

    /**
     * The distinct boards reached by king steps onto empty squares alone, expanding only where the search would, up
     * to {@code enough}.
     */
    private static int kingMovesAlone(Board root, int w, int enough) {
        SeenBoards seen = new SeenBoards(64);
        seen.add(root);
        ArrayDeque<Board> queue = new ArrayDeque<>(List.of(root.copy()));
        int[] moves = new int[Board.MAX_MOVES];
        while (!queue.isEmpty() && seen.size() < enough) {
            Board b = queue.poll();
            int n = b.generate(moves);
            if (n == 0 || Unwinnability.provenUnwinnable(b, w)) {
                continue;
            }
            for (int i = 0; i < n; i++) {
                int m = moves[i];
                if (b.squares[Board.from(m)] == b.side * 6 + Board.KING && Board.flag(m) != Board.FLAG_CASTLE
                        && b.squares[Board.to(m)] == Board.EMPTY) {
                    Board child = b.copy();
                    child.apply(m);
                    if (seen.add(child)) {
                        queue.add(child);
                    }
                }
            }
        }
        return seen.size();
    }
}
