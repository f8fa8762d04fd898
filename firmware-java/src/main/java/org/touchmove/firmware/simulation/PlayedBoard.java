package org.touchmove.firmware.simulation;

import org.touchmove.firmware.runtime.VirtualBoard;

/**
 * A simulated session and the agent acting on it, as one board of a {@link org.touchmove.firmware.runtime.VirtualRoom}:
 * it steps toward the agent's wake-up, wakes the agent there, and once the agent is done settles the board as
 * {@link SimulatedSession#settle()} does. {@link #runAlone} runs the same agent on the session by itself; both take
 * the same steps at the same times ({@link BoardStepper}).
 */
final class PlayedBoard implements VirtualBoard {

    private final SimulatedSession session;
    private final BoardStepper stepper;
    private final BoardAgent agent;
    /** Where the board is going: the agent's wake-up, or while settling the next settle target. */
    private long target;
    private boolean settling;
    private long settleLimit;

    /** Wakes the agent at once, at the session's time (it sets up its game and schedules its first gestures). */
    PlayedBoard(SimulatedSession session, BoardAgent agent) {
        this.session = session;
        this.stepper = session.stepper();
        this.agent = agent;
        this.target = agent.wake(stepper.nanos());
        if (target == BoardAgent.DONE) {
            beginSettling();
        }
    }

    /** The agent on the session alone: run to each wake-up, wake the agent, and settle once it is done. */
    static void runAlone(SimulatedSession session, BoardAgent agent) {
        for (long wake = agent.wake(session.time().nanos()); wake != BoardAgent.DONE;
                wake = agent.wake(session.time().nanos())) {
            try {
                session.advanceTo(wake);
            } catch (RuntimeException e) {
                agent.failed(e);
                return;
            }
        }
        session.settle();
    }

    @Override
    public String boardId() {
        return session.runtime().boardId();
    }

    @Override
    public long nextStepNanos() {
        return target == NOTHING_PENDING ? NOTHING_PENDING : stepper.nextStepNanos(target);
    }

    @Override
    public void step(long nanos) {
        boolean reached;
        try {
            reached = stepper.stepToward(target);
        } catch (RuntimeException e) {
            target = NOTHING_PENDING;
            agent.failed(e);
            return;
        }
        if (!reached) {
            return;
        }
        if (settling) {
            target = stepper.settleTarget(settleLimit);
            return;
        }
        target = agent.wake(stepper.nanos());
        if (target == BoardAgent.DONE) {
            beginSettling();
        }
    }

    private void beginSettling() {
        settling = true;
        settleLimit = stepper.nanos() + SimulatedSession.settleLimitNanos();
        target = stepper.settleTarget(settleLimit);
    }

    public SimulatedSession session() {
        return session;
    }
}
