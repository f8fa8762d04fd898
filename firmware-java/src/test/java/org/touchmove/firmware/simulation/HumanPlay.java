package org.touchmove.firmware.simulation;

import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.rules.Position;
import org.touchmove.sim.hands.Hands;
import org.touchmove.sim.hands.NoiseProfile;

/** For tests outside this package: a tidy human hand that plays a move and presses, then lets the board settle. */
public final class HumanPlay {

    private final SimulatedSession session;
    private final HumanPlayer player;

    public HumanPlay(SimulatedSession session, long seed) {
        this.session = session;
        this.player = new HumanPlayer(new Hands(session.board(), NoiseProfile.clean(), seed), seed);
    }

    /** Plays {@code move} from {@code before} with a press, and runs until the controller has judged it. */
    public void play(Position before, Move move) {
        session.advanceTo(player.play(before, move, true));
        session.settle();
    }
}
