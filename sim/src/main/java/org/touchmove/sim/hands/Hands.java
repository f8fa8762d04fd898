package org.touchmove.sim.hands;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.touchmove.hal.ClockButton;
import org.touchmove.sim.HandAction;
import org.touchmove.sim.SimulatedBoard;
import org.touchmove.sim.TimedAction;

/**
 * A human hand: turns geometric intentions (move a piece from here to there, take one away, press a
 * button) into timed, noisy actions on a {@link SimulatedBoard}'s agenda. Contact bounce, sliding and
 * re-gripping come from the {@link NoiseProfile} and a seeded generator, so the same seed and the same
 * intentions give the same timeline. Noise is transient: every intention ends in the physical state it
 * names. One intention follows the previous one; nothing happens until the board is advanced.
 */
public final class Hands {

    private final SimulatedBoard board;
    private final NoiseProfile profile;
    private final SplittableRandom random;
    private final List<TimedAction> timeline = new ArrayList<>();
    /** When the hand is free for its next intention. */
    private long readyAt;

    public Hands(SimulatedBoard board, NoiseProfile profile, long seed) {
        this.board = board;
        this.profile = profile;
        this.random = new SplittableRandom(seed);
        long debounce = board.timing().debounceNanos();
        if (profile.bounceChance() > 0 && profile.maxBounces() > 0 && profile.shortBounce().maxNanos() >= debounce) {
            throw new IllegalArgumentException("short bounces up to " + profile.shortBounce().maxMillis()
                    + " ms would pass the board's debounce of " + debounce / 1e6 + " ms");
        }
        if (profile.longBounceChance() > 0 && profile.longBounce().minNanos() <= debounce) {
            throw new IllegalArgumentException("long bounces from " + profile.longBounce().minMillis()
                    + " ms would not pass the board's debounce of " + debounce / 1e6 + " ms");
        }
        if (profile.slideChance() > 0 && profile.brush().minNanos() <= debounce) {
            throw new IllegalArgumentException("a slid piece resting " + profile.brush().minMillis()
                    + " ms on a square would not be seen past the board's debounce of " + debounce / 1e6 + " ms");
        }
        this.readyAt = board.nanos();
    }

    /** Moves the piece on {@code from} to the empty square {@code to}; returns the time it is put down. */
    public long move(int from, int to) {
        long t = begin();
        t = maybeRegrip(from, t);
        t = contact(new HandAction.Lift(from), from, t);
        List<Integer> path = SlidePath.between(from, to);
        if (!path.isEmpty() && random.nextDouble() < profile.slideChance()) {
            t += profile.shortBounce().sampleNanos(random);
            for (int square : path) {
                long rest = profile.brush().sampleNanos(random);
                schedule(t, new HandAction.Brush(square, rest));
                t += rest;
            }
        } else {
            t += profile.travel().sampleNanos(random);
        }
        return finish(contact(new HandAction.Place(to), to, t));
    }

    /** The piece on {@code from} takes the piece on {@code to}, which is set aside in the given order. */
    public long capture(int from, int to, CaptureOrder order) {
        if (order == CaptureOrder.REMOVE_FIRST) {
            remove(to);
            return move(from, to);
        }
        long t = begin();
        t = maybeRegrip(from, t);
        t = contact(new HandAction.Lift(from), from, t);
        t += profile.travel().sampleNanos(random);
        t = contact(new HandAction.Lift(to), to, t);
        t += profile.travel().sampleNanos(random);
        schedule(t, new HandAction.PutAside());
        t += profile.travel().sampleNanos(random);
        return finish(contact(new HandAction.Place(to), to, t));
    }

    /**
     * Castling as the FIDE Laws recommend for Chess960 (Guidelines II): the piece on {@code king} taken off the board,
     * the piece on {@code rook} moved to {@code rookTo}, then the first placed on {@code kingTo}. Any of the squares
     * may be the same (a king that stays is lifted and put back; king and rook may swap squares).
     */
    public long castle(int king, int kingTo, int rook, int rookTo) {
        long t = begin();
        t = contact(new HandAction.Lift(king), king, t);
        t += profile.travel().sampleNanos(random);
        t = contact(new HandAction.Lift(rook), rook, t);
        t += profile.travel().sampleNanos(random);
        t = contact(new HandAction.Place(rookTo), rookTo, t);
        t += profile.travel().sampleNanos(random);
        return finish(contact(new HandAction.Place(kingTo), kingTo, t));
    }

    /** Takes the piece on {@code square} off the board. */
    public long remove(int square) {
        long t = contact(new HandAction.Lift(square), square, begin());
        t += profile.travel().sampleNanos(random);
        schedule(t, new HandAction.PutAside());
        return finish(t);
    }

    /**
     * Puts a piece from outside the board on {@code square} (a promoted piece); {@code code} is a FEN
     * letter on an identity-sensing board, or {@link SimulatedBoard#UNKNOWN}.
     */
    public long add(int square, char code) {
        return finish(contact(new HandAction.PlaceNew(square, code), square, begin()));
    }

    /** Lifts the piece on {@code square} and puts it back. */
    public long touchAndReplace(int square) {
        return finish(regrip(square, begin()));
    }

    public long press(ClockButton button) {
        long t = begin();
        schedule(t, new HandAction.Press(button));
        return finish(t);
    }

    /**
     * Presses {@code button} at {@code atNanos}, or as soon as the hand is free after it: a player who has made his
     * move and presses when his thinking time is up (a replay reproducing a game's clock times).
     */
    public long pressAt(ClockButton button, long atNanos) {
        long t = Math.max(begin(), atNanos);
        schedule(t, new HandAction.Press(button));
        return finish(t);
    }

    /** The hand rests (its player thinks) until {@code atNanos}: its next intention begins after it. */
    public void restUntil(long atNanos) {
        readyAt = Math.max(readyAt, atNanos);
    }

    /** Everything this hand has scheduled, in the order scheduled. */
    public List<TimedAction> timeline() {
        return List.copyOf(timeline);
    }

    /** When the hand will be free again (its last action and bounce are over). */
    public long readyAtNanos() {
        return readyAt;
    }

    private long begin() {
        return Math.max(readyAt, board.nanos()) + profile.pause().sampleNanos(random);
    }

    private long finish(long lastActionAt) {
        readyAt = Math.max(readyAt, lastActionAt);
        return lastActionAt;
    }

    private long maybeRegrip(int square, long t) {
        if (random.nextDouble() < profile.regripChance()) {
            long back = regrip(square, t);
            return back + profile.shortBounce().sampleNanos(random) + profile.travel().minNanos();
        }
        return t;
    }

    private long regrip(int square, long t) {
        long lifted = contact(new HandAction.Lift(square), square, t);
        return contact(new HandAction.Place(square), square, lifted + profile.regripHold().sampleNanos(random));
    }

    /**
     * Schedules a lift or place at {@code t} with its bounce, and returns when the contact is quiet again
     * (the hand does not touch the square before that).
     */
    private long contact(HandAction action, int square, long t) {
        schedule(t, action);
        long quiet = t;
        if (profile.maxBounces() > 0 && random.nextDouble() < profile.bounceChance()) {
            int bounces = 1 + random.nextInt(profile.maxBounces());
            for (int i = 0; i < bounces; i++) {
                long start = quiet + profile.shortBounce().sampleNanos(random);
                long length = Math.max(1, profile.shortBounce().sampleNanos(random));
                schedule(start, new HandAction.Glitch(square, length));
                quiet = start + length;
            }
        }
        if (random.nextDouble() < profile.longBounceChance()) {
            // Starts after the settled state was reported, and lasts long enough to be reported itself.
            long start = quiet + profile.longBounce().sampleNanos(random);
            long length = profile.longBounce().sampleNanos(random);
            schedule(start, new HandAction.Glitch(square, length));
            quiet = start + length;
        }
        readyAt = Math.max(readyAt, quiet);
        return quiet;
    }

    private void schedule(long at, HandAction action) {
        board.schedule(at, action);
        timeline.add(new TimedAction(at, action));
    }
}
