package org.touchmove.sim.hands;

/**
 * How untidy a hand is. Chances are per opportunity (per contact change, per move); all durations are
 * ranges sampled by {@link Hands} from its seeded generator.
 *
 * @param pause           between one intention and the next (hand reaching the piece, thinking)
 * @param travel          a lifted piece in the air before it is put down
 * @param bounceChance    chance that a contact change bounces
 * @param maxBounces      how many short toggles a bounce makes at most
 * @param shortBounce     each short toggle; must stay under the board's debounce time
 * @param longBounceChance chance of one long toggle that the sensor does see (a magnet wobbling)
 * @param longBounce      a long toggle; must exceed the debounce time
 * @param slideChance     chance that a move is slid across the squares between its ends
 * @param brush           how long a slid piece rests on each intermediate square; above debounce to be seen
 * @param regripChance    chance that a piece is lifted and put back before it is moved
 * @param regripHold      how long a re-gripped piece is off its square
 */
public record NoiseProfile(
        TimingRange pause,
        TimingRange travel,
        double bounceChance,
        int maxBounces,
        TimingRange shortBounce,
        double longBounceChance,
        TimingRange longBounce,
        double slideChance,
        TimingRange brush,
        double regripChance,
        TimingRange regripHold) {

    public NoiseProfile {
        checkChance("bounceChance", bounceChance);
        checkChance("longBounceChance", longBounceChance);
        checkChance("slideChance", slideChance);
        checkChance("regripChance", regripChance);
        if (maxBounces < 0) {
            throw new IllegalArgumentException("maxBounces must not be negative, got " + maxBounces);
        }
    }

    private static void checkChance(String name, double chance) {
        if (!(chance >= 0 && chance <= 1)) {
            throw new IllegalArgumentException(name + " must be within 0..1, got " + chance);
        }
    }

    /** A tidy robot: fixed timings, no bounce, no sliding. */
    public static NoiseProfile clean() {
        return new NoiseProfile(TimingRange.exactly(300), TimingRange.exactly(250), 0, 0,
                TimingRange.exactly(1), 0, TimingRange.exactly(60), 0, TimingRange.exactly(60), 0,
                TimingRange.exactly(100));
    }

    /** An ordinary player on an ordinary board: some bounce, an occasional slide or re-grip. */
    public static NoiseProfile typical() {
        return new NoiseProfile(new TimingRange(150, 900), new TimingRange(150, 600), 0.5, 3,
                new TimingRange(0.5, 8), 0.05, new TimingRange(40, 90), 0.2, new TimingRange(40, 110), 0.05,
                new TimingRange(10, 150));
    }

    /** A blitz player: short pauses and flights, more bounce and sliding. */
    public static NoiseProfile fastHands() {
        return new NoiseProfile(new TimingRange(40, 200), new TimingRange(35, 150), 0.7, 4,
                new TimingRange(0.5, 6), 0.1, new TimingRange(35, 70), 0.4, new TimingRange(35, 60), 0.05,
                new TimingRange(5, 60));
    }

    /** A hesitant player: long pauses and flights, re-grips. */
    public static NoiseProfile slowHands() {
        return new NoiseProfile(new TimingRange(800, 4000), new TimingRange(600, 2500), 0.3, 2,
                new TimingRange(1, 10), 0.02, new TimingRange(50, 120), 0.1, new TimingRange(80, 300), 0.2,
                new TimingRange(100, 800));
    }

    /** Everything that can go wrong, often: for robustness tests. */
    public static NoiseProfile nervous() {
        return new NoiseProfile(new TimingRange(20, 400), new TimingRange(30, 400), 1.0, 6,
                new TimingRange(0.2, 12), 0.4, new TimingRange(35, 120), 0.7, new TimingRange(35, 150), 0.4,
                new TimingRange(5, 300));
    }
}
