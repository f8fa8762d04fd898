package org.touchmove.firmware.simulation;

import org.touchmove.firmware.rules.Result;
import org.touchmove.firmware.rules.Termination;

/**
 * What the controller made of one replayed game.
 *
 * @param game           index in the file, from 1
 * @param moves          moves the controller recorded
 * @param fen            the final position the controller holds
 * @param result         the result the controller recorded, {@link Result#UNDECIDED} where it did not end the game
 * @param termination    its termination, null where it did not end the game
 * @param ok             the controller's move list equals the PGN's
 * @param pgnResult      the PGN's result tag
 * @param irregularities irregularity events seen (evidence the noisy hand produced, or errors)
 * @param mismatchAtPly  the first ply where the move lists differ, 0 where they agree
 * @param movesAfterEnd  PGN moves played after the Laws had ended the game (not part of it, Art. 5.2.2)
 * @param detail         why the game is not ok, null where it is
 */
public record ReplayOutcome(int game, int moves, String fen, Result result, Termination termination, boolean ok,
                     Result pgnResult, int irregularities, int mismatchAtPly, int movesAfterEnd, String detail) {
}
