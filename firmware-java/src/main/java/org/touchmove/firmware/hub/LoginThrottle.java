package org.touchmove.firmware.hub;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Login attempts rationed before the password is even hashed (docs/hub.md, "Security"), so a guesser gets few
 * guesses and no CPU: per client address, {@link #FREE} attempts, then a wait that doubles after each one (1 s, 2 s,
 * 4 s ... up to {@link #MAX_WAIT}); in total, a bucket of {@link #BURST} attempts refilled one every {@link #REFILL}
 * (10 a minute), which bounds a guesser with many addresses. A right password clears its address. An attempt is
 * counted when it is let through, so parallel requests cannot slip past the count. Time is the hub's clock.
 */
final class LoginThrottle {

    static final int FREE = 5;
    static final Duration MAX_WAIT = Duration.ofMinutes(15);
    static final int BURST = 30;
    static final Duration REFILL = Duration.ofSeconds(6);
    /** An address quiet this long after its wait is forgotten. */
    static final Duration FORGET = Duration.ofHours(1);
    static final int MAX_ADDRESSES = 10_000;

    private final Clock clock;
    private final Map<String, Address> addresses = new HashMap<>();
    private double tokens = BURST;
    private Instant refilled;

    private record Address(int attempts, Instant nextAllowed) {
    }

    LoginThrottle(Clock clock) {
        this.clock = clock;
        this.refilled = clock.instant();
    }

    /**
     * Lets one attempt from {@code client} through (and counts it), or says how long until one would be.
     *
     * @return empty: go on and check the password; else the wait
     */
    synchronized Optional<Duration> attempt(String client) {
        Instant now = clock.instant();
        refill(now);
        Address a = addresses.get(client);
        if (a != null && !now.isBefore(a.nextAllowed().plus(FORGET))) {
            addresses.remove(client);
            a = null;
        }
        if (a != null && now.isBefore(a.nextAllowed())) {
            return Optional.of(Duration.between(now, a.nextAllowed()));
        }
        if (tokens < 1) {
            return Optional.of(Duration.ofNanos((long) ((1 - tokens) * REFILL.toNanos())));
        }
        tokens -= 1;
        int attempts = a == null ? 1 : a.attempts() + 1;
        if (a == null && addresses.size() >= MAX_ADDRESSES) {
            evict(now);
        }
        addresses.put(client, new Address(attempts, now.plus(waitAfter(attempts))));
        return Optional.empty();
    }

    /** The right password: this address starts afresh. */
    synchronized void succeeded(String client) {
        addresses.remove(client);
    }

    /** The wait after the n-th attempt: none for the first {@link #FREE}, then 1 s doubling to {@link #MAX_WAIT}. */
    static Duration waitAfter(int attempts) {
        if (attempts < FREE) {
            return Duration.ZERO;
        }
        int doublings = attempts - FREE;
        long seconds = doublings >= 30 ? Long.MAX_VALUE : 1L << doublings;
        return seconds >= MAX_WAIT.toSeconds() ? MAX_WAIT : Duration.ofSeconds(seconds);
    }

    private void refill(Instant now) {
        if (now.isAfter(refilled)) {
            tokens = Math.min(BURST, tokens + (double) Duration.between(refilled, now).toNanos() / REFILL.toNanos());
            refilled = now;
        }
    }

    /** The table is full: the forgotten first, else the address allowed soonest (the global bucket still binds). */
    private void evict(Instant now) {
        addresses.values().removeIf(a -> !now.isBefore(a.nextAllowed().plus(FORGET)));
        if (addresses.size() >= MAX_ADDRESSES) {
            addresses.entrySet().stream().min(Comparator.comparing(e -> e.getValue().nextAllowed()))
                    .ifPresent(e -> addresses.remove(e.getKey()));
        }
    }
}
