package org.touchmove.firmware.simulation;

import java.util.SplittableRandom;

/**
 * A player who thinks before each move, as at a tournament: between two moves of {@code hand} (which makes them) the
 * board waits a thinking time drawn uniformly from 0 to twice the mean (seeded). The first wait also staggers the
 * boards of a room, which would otherwise all move at the same instants. At most {@code maxPlies} moves are played
 * (0: the whole game); the game is then cut there, and what the consumers must rebuild is the moves played.
 */
final class ThinkingPlayer implements BoardAgent {

    private final BoardAgent hand;
    private final long meanThinkNanos;
    private final int maxPlies;
    private final SplittableRandom random;
    private boolean thinking = true;
    private int plies;

    ThinkingPlayer(BoardAgent hand, long meanThinkNanos, int maxPlies, long seed) {
        this.hand = hand;
        this.meanThinkNanos = meanThinkNanos;
        this.maxPlies = maxPlies;
        this.random = new SplittableRandom(seed);
    }

    @Override
    public long wake(long nowNanos) {
        if (maxPlies > 0 && plies == maxPlies) {
            return DONE;
        }
        if (thinking) {
            thinking = false;
            long until = meanThinkNanos == 0 ? nowNanos : nowNanos + random.nextLong(2 * meanThinkNanos);
            // The thinking is on top of the game's time: the hand keeps the mover's flag up meanwhile.
            hand.waitsUntil(nowNanos, until);
            return until;
        }
        long handDone = hand.wake(nowNanos);
        if (handDone == DONE) {
            return DONE;
        }
        plies++;
        thinking = true;
        return handDone;
    }

    @Override
    public void failed(RuntimeException cause) {
        hand.failed(cause);
    }
}
