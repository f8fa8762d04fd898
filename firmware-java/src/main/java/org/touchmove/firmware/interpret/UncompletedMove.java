package org.touchmove.firmware.interpret;

import org.touchmove.firmware.rules.Game;

/**
 * The last legal move the board showed in this turn, made but not yet completed (Art. 4.7, 6.2.1), with the readings
 * since it stood on the board: if the opponent starts his reply, the mover forgot to press and the move stands.
 */
final class UncompletedMove {

    private final Successor made;
    /** Readings since {@link #made} was on the board, relative to the position after it. */
    private final TurnEvidence replyEvidence;
    private Turn replyTurn;

    UncompletedMove(Successor made, BoardReading reading) {
        this.made = made;
        this.replyEvidence = new TurnEvidence(made.occupancy());
        replyEvidence.observe(reading.occupancy());
    }

    Successor successor() {
        return made;
    }

    /** The reply's evidence so far, carried into the opponent's turn when the move is completed on his reply. */
    TurnEvidence replyEvidence() {
        return replyEvidence;
    }

    void observe(BoardReading reading) {
        replyEvidence.observe(reading.occupancy());
    }

    /** The opponent is replying on the board ({@code turn}: the awaited position, {@code game} up to it). */
    boolean replyStarted(Turn turn, BoardReading reading, Game game) {
        return OpponentReply.started(turn, made, replyTurn(), reading, game, replyEvidence);
    }

    /** The opponent pressed his clock with a reply on the board. */
    boolean replyCompletedByPress(BoardReading reading, Game game) {
        return OpponentReply.completedByPress(made, replyTurn(), reading, game, replyEvidence);
    }

    /** The turn after {@link #made}, computed once and only when a reply is possible. */
    private Turn replyTurn() {
        if (replyTurn == null) {
            replyTurn = new Turn(made.after());
        }
        return replyTurn;
    }
}
