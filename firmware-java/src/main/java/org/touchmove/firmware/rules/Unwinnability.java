package org.touchmove.firmware.rules;

import java.util.Objects;
import java.util.function.BiPredicate;

/**
 * "Can this side still checkmate by any series of legal moves?" (Art. 5.2.2, 6.9, 7.5.5), after the method of
 * the Chess Unwinnability Analyzer (M. Ambrona): the material rule, then a permanently blocked structure, then
 * search within a {@link MateBudget}: a guided helpmate search (to prove CAN_MATE) and an exhaustive
 * enumeration of the reachable positions that prunes wherever material or the blockade decides (to prove
 * CANNOT_MATE). Answers outside the budget are {@link Mateability#UNDECIDED}, never a guess.
 *
 * <p>Move counters are ignored, as in the Laws' "any series of legal moves". Pure and thread-safe.
 */
public final class Unwinnability {

    private Unwinnability() {
    }

    /** The answer for {@code side} with the {@link MateBudget#FULL} budget. */
    public static MateVerdict analyse(Position position, Color side) {
        return analyse(position, side, MateBudget.FULL);
    }

    public static MateVerdict analyse(Position position, Color side, MateBudget budget) {
        Objects.requireNonNull(position, "position");
        Objects.requireNonNull(side, "side");
        Objects.requireNonNull(budget, "budget");
        Board board = position.board();
        int w = side.ordinal();
        int[] moves = new int[Board.MAX_MOVES];
        if (board.generate(moves) == 0) {
            // The game is over on the board; the only mate there is, is the one already on it.
            boolean mated = board.inCheck() && board.side != w;
            return new MateVerdict(side, mated ? Mateability.CAN_MATE : Mateability.CANNOT_MATE,
                    mated ? MateProof.HELPMATE : MateProof.EXHAUSTIVE_SEARCH, 1);
        }
        if (MaterialRule.cannotMate(board.pieces, w)) {
            return new MateVerdict(side, Mateability.CANNOT_MATE, MateProof.MATERIAL, 0);
        }
        if (BlockedStructure.cannotMate(board, w)) {
            return new MateVerdict(side, Mateability.CANNOT_MATE, MateProof.BLOCKED_STRUCTURE, 0);
        }
        long nodes = 0;
        // A short exhaustive look first: it settles "every move loses the last mating man" at once.
        ExhaustiveSearch quick = new ExhaustiveSearch(w, Math.min(budget.exhaustiveNodes(), 1_000));
        ExhaustiveSearch.Result first = quick.run(board);
        nodes += quick.nodes();
        if (first != ExhaustiveSearch.Result.BUDGET_EXHAUSTED) {
            return settled(side, first, nodes);
        }
        if (budget.guidedNodes() > 0) {
            GuidedHelpmate guided = new GuidedHelpmate(w, budget.guidedNodes());
            boolean found = guided.run(board);
            nodes += guided.nodes();
            if (found) {
                return new MateVerdict(side, Mateability.CAN_MATE, MateProof.HELPMATE, nodes);
            }
        }
        if (budget.depthFirstNodes() > 0) {
            HelpmateSearch helpmate = new HelpmateSearch(w, budget.depthFirstNodes(), budget.depthFirstPlies());
            boolean found = helpmate.run(board);
            nodes += helpmate.nodes();
            if (found) {
                return new MateVerdict(side, Mateability.CAN_MATE, MateProof.HELPMATE, nodes);
            }
        }
        if (budget.exhaustiveNodes() > 1_000) {
            ExhaustiveSearch full = new ExhaustiveSearch(w, budget.exhaustiveNodes());
            ExhaustiveSearch.Result result = full.run(board);
            nodes += full.nodes();
            if (result != ExhaustiveSearch.Result.BUDGET_EXHAUSTED) {
                return settled(side, result, nodes);
            }
        }
        return new MateVerdict(side, Mateability.UNDECIDED, MateProof.BUDGET_EXHAUSTED, nodes);
    }

    /**
     * Art. 5.2.2: is the position dead (neither player can checkmate by any series of legal moves)?
     * CANNOT_MATE means dead, CAN_MATE that some side can still mate, UNDECIDED that the budget did not settle it.
     */
    public static Mateability anyoneCanMate(Position position, MateBudget budget) {
        MateVerdict white = analyse(position, Color.WHITE, budget);
        if (white.canMate()) {
            return Mateability.CAN_MATE;
        }
        MateVerdict black = analyse(position, Color.BLACK, budget);
        if (black.canMate()) {
            return Mateability.CAN_MATE;
        }
        return white.cannotMate() && black.cannotMate() ? Mateability.CANNOT_MATE : Mateability.UNDECIDED;
    }

    /**
     * Art. 5.2.2 within {@link MateBudget#QUICK}: true only when proven dead. Cheap enough after every move:
     * the static proofs (material, blockade) for both sides first, and the short search only with at most
     * {@value #QUICK_SEARCH_MAX_PIECES} pieces other than kings and pawns on the board, where a forced loss of
     * the last mating man is possible; in busier positions so short a search cannot finish anyway.
     */
    public static boolean isDeadPosition(Position position) {
        // anyoneCanMate(position, QUICK) == CANNOT_MATE, without the second side's search once the first side's
        // answer is not CANNOT_MATE (it is dead only when neither can mate; the usual answer in an endgame is that
        // the short search ran out of budget for the first side already).
        return isDead(position, Unwinnability::quickCannotMate);
    }

    /** The static proofs for both sides, else the short search for each side while pieces are few enough. */
    private static boolean isDead(Position position, BiPredicate<Position, Color> cannotMate) {
        Board b = position.board();
        if (provenUnwinnable(b, Board.WHITE) && provenUnwinnable(b, Board.BLACK)) {
            return true;
        }
        long pieces = b.occupied & ~(b.pieces[Board.PAWN] | b.pieces[6 + Board.PAWN]
                | b.pieces[Board.KING] | b.pieces[6 + Board.KING]);
        return Long.bitCount(pieces) <= QUICK_SEARCH_MAX_PIECES
                && cannotMate.test(position, Color.WHITE) && cannotMate.test(position, Color.BLACK);
    }

    /**
     * {@code analyse(position, side, MateBudget.QUICK).cannotMate()}, the same answer for every position, without the
     * search where {@link KingWalks} proves it could not close the reachable set within its budget: only a closed set
     * proves "cannot mate" (most endgames; the kings alone can walk to more boards than the budget allows).
     */
    private static boolean quickCannotMate(Position position, Color side) {
        Board b = position.board();
        int w = side.ordinal();
        if (position.legalMoveCount() > 0 && !provenUnwinnable(b, w)
                && KingWalks.exceed(b, w, MateBudget.QUICK.exhaustiveNodes())) {
            return false;
        }
        return analyse(position, side, MateBudget.QUICK).cannotMate();
    }

    /** {@link #isDeadPosition} as it was before {@link KingWalks}: every search run. For tests that compare the two. */
    static boolean isDeadPositionBySearch(Position position) {
        return isDead(position, (p, side) -> analyse(p, side, MateBudget.QUICK).cannotMate());
    }

    /** Pieces (not kings or pawns) up to which {@link #isDeadPosition} tries the short search. */
    static final int QUICK_SEARCH_MAX_PIECES = 3;

    /** Static proof (material or blockade) that {@code w} can never mate from this board. */
    static boolean provenUnwinnable(Board b, int w) {
        return MaterialRule.cannotMate(b.pieces, w) || BlockedStructure.cannotMate(b, w);
    }

    private static MateVerdict settled(Color side, ExhaustiveSearch.Result result, long nodes) {
        return result == ExhaustiveSearch.Result.MATE_FOUND
                ? new MateVerdict(side, Mateability.CAN_MATE, MateProof.HELPMATE, nodes)
                : new MateVerdict(side, Mateability.CANNOT_MATE, MateProof.EXHAUSTIVE_SEARCH, nodes);
    }
}
