package org.touchmove.firmware.interpret;

import org.touchmove.firmware.rules.Color;
import org.touchmove.firmware.rules.Game;
import org.touchmove.firmware.rules.PieceType;

/**
 * Recognises the opponent starting his reply on a move that was made but not completed (the mover
 * forgot to press, or a fast reply before the standstill time): the board no longer fits the awaited
 * position, but fits the position after the made move with the opponent lifting or moving his pieces.
 */
final class OpponentReply {

    private OpponentReply() {
    }

    /**
     * @param turn    the awaited position (whose move {@code made} was made on the board)
     * @param made    the last legal move the board showed in this turn
     * @param game    the game up to {@code turn}'s position
     * @param following     the turn after {@code made}
     * @param replyEvidence readings since {@code made} was on the board, relative to the position after it
     */
    static boolean started(Turn turn, Successor made, Turn following, BoardReading reading, Game game,
                           TurnEvidence replyEvidence) {
        Color opponent = following.position().sideToMove();
        long missing = following.occupancy() & ~reading.occupancy();
        long opponentMissing = missing & following.position().occupied(opponent);
        if (opponentMissing == 0) {
            return false; // only the mover's pieces moved: he is still busy with his own move
        }
        Game extended = game.play(made.move());
        BoardState reply = new BoardMatcher(following, extended)
                .classify(reading, replyEvidence, PieceType.QUEEN, false, false);
        if (reply instanceof BoardState.Made || reply instanceof BoardState.Ambiguous
                || reply instanceof BoardState.InProgress || reply instanceof BoardState.KingsInCentre) {
            return true;
        }
        if (!(reply instanceof BoardState.InHand)) {
            return false;
        }
        // Opponent pieces only lifted: that may still be the mover removing a piece his moving piece
        // captures (a slide paused on the way, then the victim taken off).
        for (Successor s : turn.successors()) {
            if (s.move().from() == made.move().from() && s.isCapture()
                    && (opponentMissing & 1L << s.capturedSquare()) != 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * The opponent pressed his clock while the move {@code made} was never completed: true when the
     * board shows a reply move after it (the press confirms no piece is still in the hand).
     */
    static boolean completedByPress(Successor made, Turn following, BoardReading reading, Game game,
                                    TurnEvidence replyEvidence) {
        Game extended = game.play(made.move());
        BoardState reply = new BoardMatcher(following, extended)
                .classify(reading, replyEvidence, PieceType.QUEEN, false, true);
        return reply instanceof BoardState.Made || reply instanceof BoardState.Ambiguous;
    }
}
