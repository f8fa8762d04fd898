package org.touchmove.firmware.hub;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.Locale;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The login throttle in virtual time (the hub's clock, moved by the test): the waits per address, the total bucket,
 * and the guesses an attacker who retries the moment he may gets in a day, printed for the closing note.
 */
class LoginThrottleTest {

    private static final Instant T0 = Instant.parse("2026-12-01T09:00:00Z");

    @Test
    void oneAddressGetsFiveFreeAttemptsThenWaitsThatDoubleUpToFifteenMinutes() {
        MutableClock clock = new MutableClock(T0);
        LoginThrottle t = new LoginThrottle(clock);
        for (int i = 0; i < LoginThrottle.FREE; i++) {
            assertThat(t.attempt("10.0.0.9")).as("attempt " + (i + 1)).isEmpty();
        }
        assertThat(t.attempt("10.0.0.9")).contains(Duration.ofSeconds(1));
        assertThat(t.attempt("10.0.0.7")).as("another address is not held").isEmpty();
        clock.advance(Duration.ofSeconds(1));
        assertThat(t.attempt("10.0.0.9")).isEmpty();
        assertThat(t.attempt("10.0.0.9")).contains(Duration.ofSeconds(2));
        clock.advance(Duration.ofSeconds(2));
        assertThat(t.attempt("10.0.0.9")).isEmpty();
        assertThat(t.attempt("10.0.0.9")).contains(Duration.ofSeconds(4));
        assertThat(LoginThrottle.waitAfter(4)).isZero();
        assertThat(LoginThrottle.waitAfter(5)).hasSeconds(1);
        assertThat(LoginThrottle.waitAfter(14)).hasSeconds(512);
        assertThat(LoginThrottle.waitAfter(15)).isEqualTo(LoginThrottle.MAX_WAIT);
        assertThat(LoginThrottle.waitAfter(1_000_000)).isEqualTo(LoginThrottle.MAX_WAIT);
        // the right password clears the address
        clock.advance(Duration.ofSeconds(4));
        assertThat(t.attempt("10.0.0.9")).isEmpty();
        t.succeeded("10.0.0.9");
        assertThat(t.attempt("10.0.0.9")).isEmpty();
        // an hour quiet after its wait, an address is forgotten
        for (int i = 0; i < 10; i++) {
            t.attempt("10.0.0.5");
            clock.advance(Duration.ofSeconds(600));
        }
        clock.advance(LoginThrottle.FORGET.plus(LoginThrottle.MAX_WAIT));
        for (int i = 0; i < LoginThrottle.FREE; i++) {
            assertThat(t.attempt("10.0.0.5")).isEmpty();
        }
    }

    @Test
    void manyAddressesShareOneBucketOfThirtyRefilledEverySixSeconds() {
        MutableClock clock = new MutableClock(T0);
        LoginThrottle t = new LoginThrottle(clock);
        for (int i = 0; i < LoginThrottle.BURST; i++) {
            assertThat(t.attempt("10.1.0." + i)).isEmpty();
        }
        Optional<Duration> wait = t.attempt("10.2.0.1");
        assertThat(wait).contains(LoginThrottle.REFILL);
        clock.advance(Duration.ofSeconds(3));
        assertThat(t.attempt("10.2.0.1")).contains(Duration.ofSeconds(3));
        clock.advance(Duration.ofSeconds(3));
        assertThat(t.attempt("10.2.0.1")).isEmpty();
        assertThat(t.attempt("10.2.0.2")).isPresent();
    }

    @Test
    void theGuessesAnAttackerGetsInADay() {
        Duration day = Duration.ofDays(1);
        long one = guesses(1, day);
        long many = guesses(100_000, day);
        System.out.printf(Locale.ROOT, "login attempts an attacker gets in 24 h: from one address %d (%.5f/s),"
                + " from 100,000 addresses %d (%.3f/s); unthrottled before: over 1,000/s on one connection%n",
                one, one / (double) day.toSeconds(), many, many / (double) day.toSeconds());
        // one address: 5 free, then 1+2+...+512 s, then one every 15 minutes
        assertThat(one).isBetween(100L, 110L);
        // any number of addresses: the bucket's 30 plus one every 6 s
        assertThat(many).isBetween(LoginThrottle.BURST + day.dividedBy(LoginThrottle.REFILL) - 1,
                LoginThrottle.BURST + day.dividedBy(LoginThrottle.REFILL));
    }

    /** An attacker cycling through {@code addresses} who retries the moment the throttle lets him. */
    private static long guesses(int addresses, Duration span) {
        MutableClock clock = new MutableClock(T0);
        LoginThrottle t = new LoginThrottle(clock);
        Instant end = T0.plus(span);
        long got = 0;
        int next = 0;
        while (true) {
            Optional<Duration> wait = t.attempt("a" + next);
            if (wait.isEmpty()) {
                got++;
                next = (next + 1) % addresses;
            } else {
                clock.advance(wait.get());
            }
            if (!clock.instant().isBefore(end)) {
                return got;
            }
        }
    }
}
