package org.touchmove.firmware.interpret;

import java.util.List;
import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.rules.Game;

/** What a stable board reading means relative to the position whose move is awaited. */
sealed interface BoardState {

    /** The board shows the position: nothing made (pieces lifted and put back count as nothing). */
    record AtPosition() implements BoardState {
    }

    /**
     * Exactly one legal move fits the board and the evidence. {@code endsGame}: the Laws end the game when it is
     * made (checkmate 5.1.1, stalemate 5.2.1, dead position 5.2.2, fivefold repetition 9.6.1, 75 moves 9.6.2), as
     * {@link Game#outcome()} decides for the controller too;
     * {@code rookHalfOfCastling}: it is a rook move that castling rook first would begin with.
     */
    record Made(Successor successor, boolean endsGame, boolean rookHalfOfCastling) implements BoardState {

        static Made of(Turn turn, Game game, Successor successor) {
            return new Made(successor, game.play(successor.move(), successor.after()).outcome().isPresent(),
                    turn.isRookHalfOfCastling(successor));
        }
    }

    /** Several legal moves fit the board and the evidence. */
    record Ambiguous(List<Move> candidates) implements BoardState {
    }

    /** The board shows the position after {@code ply} plies, an earlier one than the current position. */
    record TakenBack(int ply) implements BoardState {
    }

    /** Both kings stand in the centre: the DGT result gesture. */
    record KingsInCentre(String result) implements BoardState {
    }

    /** The standard start position, not explained by the game's history. */
    record StartSetUp() implements BoardState {
    }

    /** Only pieces removed: a piece in the hand (or a capture whose capturing piece is still held). */
    record InHand() implements BoardState {
    }

    /** Only squares some legal move changes differ: a move on its way (a slide, castling half done). */
    record InProgress() implements BoardState {
    }

    /**
     * Nothing explains the board. {@code moveShaped}: it differs like one (illegal) move would, a piece
     * placed where one left, rather than pieces knocked over or added.
     */
    record Unexplained(boolean moveShaped, long missing, long extra) implements BoardState {
    }
}
