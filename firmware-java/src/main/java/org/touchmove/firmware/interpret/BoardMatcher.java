package org.touchmove.firmware.interpret;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.touchmove.firmware.rules.Color;
import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.rules.PieceType;
import org.touchmove.firmware.rules.Game;
import org.touchmove.firmware.rules.Position;

/**
 * Classifies a stable board reading against the awaited position: position-based reconstruction, so the
 * order in which pieces were lifted and placed does not matter, only where they stand now and which
 * squares were emptied on the way.
 */
final class BoardMatcher {

    private static final long START_OCCUPANCY = PositionFacts.occupancy(Position.START);

    private final Turn turn;
    private final Game game;

    /** {@code game}: the game so far, whose position is {@code turn}'s. */
    BoardMatcher(Turn turn, Game game) {
        this.turn = turn;
        this.game = game;
    }

    /**
     * @param evidence         what the board showed on the way: squares emptied (capture evidence), squares empty
     *                         together (castling evidence)
     * @param promotion        the promotion piece chosen for occupancy-only boards
     * @param startIsNewGame   whether the start position not in the history means a new game
     * @param releaseConfirmed the clock was pressed, so no piece is in the hand: a capture needs no
     *                         evidence that its square was emptied if it is the only one that fits
     */
    BoardState classify(BoardReading reading, TurnEvidence evidence, PieceType promotion, boolean startIsNewGame,
                        boolean releaseConfirmed) {
        long occ = reading.occupancy();
        long before = turn.occupancy();
        if (occ == before) {
            // Chess960 castling that swaps king and rook (king f1 and rook g1, or king d1 and rook c1) changes no
            // square's occupancy: an identity board sees the pieces swapped, an occupancy board only that both were
            // off their squares together (docs/interpreter.md, "Chess960 castling").
            Optional<BoardState> swap = CastlingEvidence.swap(turn, game, reading, evidence);
            if (swap.isPresent()) {
                return swap.get();
            }
            return reading.shows(before, turn::codes)
                    ? new BoardState.AtPosition()
                    : new BoardState.Unexplained(false, 0, 0);
        }
        Optional<BoardState> move = matchMove(reading, evidence, promotion, releaseConfirmed);
        if (move.isPresent()) {
            return move.get();
        }
        // The earlier positions, latest first, each one step back along the game's shared history (no list of them).
        // A move never adds a man, so going back their number only grows: past the reading's number none can match.
        int men = Long.bitCount(occ);
        for (Game earlierGame = game; earlierGame.ply() > 0; ) {
            earlierGame = earlierGame.upTo(earlierGame.ply() - 1);
            Position earlier = earlierGame.position();
            long earlierOccupancy = PositionFacts.occupancy(earlier);
            if (Long.bitCount(earlierOccupancy) > men) {
                break;
            }
            if (reading.shows(earlierOccupancy, () -> PositionFacts.codes(earlier))) {
                return new BoardState.TakenBack(earlierGame.ply());
            }
        }
        Optional<String> result = KingsInCentre.recognise(turn.position(), reading);
        if (result.isPresent()) {
            return new BoardState.KingsInCentre(result.get());
        }
        if (startIsNewGame && reading.shows(START_OCCUPANCY, () -> PositionFacts.codes(Position.START))) {
            return new BoardState.StartSetUp();
        }
        long missing = before & ~occ;
        long extra = occ & ~before;
        if (extra == 0) {
            return new BoardState.InHand();
        }
        for (Successor s : turn.successors()) {
            if (((occ ^ before) & ~s.touched()) == 0) {
                return new BoardState.InProgress();
            }
        }
        int placed = Long.bitCount(extra);
        int lifted = Long.bitCount(missing);
        boolean moveShaped = placed == 1 && (lifted == 1 || lifted == 2) || placed == 2 && lifted == 2;
        return new BoardState.Unexplained(moveShaped, missing, extra);
    }

    private Optional<BoardState> matchMove(BoardReading reading, TurnEvidence evidence, PieceType promotion,
                                           boolean releaseConfirmed) {
        long emptied = evidence.emptied();
        List<Successor> byOccupancy = new ArrayList<>();
        for (Successor s : turn.successors()) {
            if (s.occupancy() == reading.occupancy()) {
                byOccupancy.add(s);
            }
        }
        if (byOccupancy.isEmpty()) {
            return Optional.empty();
        }
        List<Successor> fits = new ArrayList<>();
        if (reading.codes().isPresent()) {
            String codes = reading.codes().get();
            for (Successor s : byOccupancy) {
                if (codesFit(s, codes, promotion)) {
                    fits.add(s);
                }
            }
        } else {
            List<Successor> chosen = new ArrayList<>();
            for (Successor s : byOccupancy) {
                if (PositionFacts.promotion(s.move()).map(p -> p == promotion).orElse(true)) {
                    chosen.add(s);
                }
            }
            for (Successor s : chosen) {
                // A capture shows on an occupancy board only as "a piece left its square": the captured
                // square must have been seen empty, or the piece may simply be in the player's hand.
                if (!s.isCapture() || (emptied & 1L << s.capturedSquare()) != 0) {
                    fits.add(s);
                }
            }
            if (fits.isEmpty() && releaseConfirmed) {
                fits.addAll(chosen);
            }
        }
        if (fits.isEmpty()) {
            return Optional.empty();
        }
        fits = CastlingEvidence.sort(turn, fits, evidence);
        if (fits.size() == 1) {
            return Optional.of(BoardState.Made.of(turn, game, fits.get(0)));
        }
        List<Move> candidates = new ArrayList<>();
        for (Successor s : fits) {
            candidates.add(s.move());
        }
        return Optional.of(new BoardState.Ambiguous(List.copyOf(candidates)));
    }

    /**
     * Identity boards: the sensed pieces must be those after the move. A promotion shown with the pawn
     * itself on the last rank (no spare piece at hand) takes the piece chosen with the buttons.
     */
    private boolean codesFit(Successor s, String codes, PieceType promotion) {
        String expected = turn.codesAfter(s);
        if (expected.equals(codes)) {
            return true;
        }
        Optional<PieceType> promoted = PositionFacts.promotion(s.move());
        if (promoted.isEmpty() || promoted.get() != promotion) {
            return false;
        }
        int to = s.move().to();
        char pawn = turn.position().sideToMove() == Color.WHITE ? 'P' : 'p';
        return codes.charAt(to) == pawn
                && expected.substring(0, to).equals(codes.substring(0, to))
                && expected.substring(to + 1).equals(codes.substring(to + 1));
    }
}
