package org.touchmove.firmware.command;

import java.time.Duration;
import java.time.Instant;

/**
 * Refuses a command that arrives too late to mean what its sender meant (a broker that delivered it after a
 * reconnect, a queued retry) or that claims to come from the future (a sender whose clock is wrong). Pure: the
 * caller gives the time. Channels where a person types the command (console, scripts) do not apply it.
 *
 * @param maxAge  oldest accepted command (issued at most this long before now)
 * @param maxSkew how far ahead of the board's clock a sender's clock may be
 */
public record Staleness(Duration maxAge, Duration maxSkew) {

    public static final Duration DEFAULT_MAX_AGE = Duration.ofSeconds(30);
    public static final Duration DEFAULT_MAX_SKEW = Duration.ofSeconds(5);
    public static final Staleness DEFAULT = new Staleness(DEFAULT_MAX_AGE, DEFAULT_MAX_SKEW);

    public Staleness {
        if (maxAge == null || maxAge.isNegative() || maxAge.isZero()) {
            throw new IllegalArgumentException("staleness max age must be positive, not " + maxAge);
        }
        if (maxSkew == null || maxSkew.isNegative()) {
            throw new IllegalArgumentException("staleness max skew must be zero or positive, not " + maxSkew);
        }
    }

    /**
     * Accepts the request or refuses it, naming {@code issuedAt}. A request without {@code issuedAt} is refused:
     * where this rule applies, a command of unknown age could be one from before a restart.
     *
     * @throws CommandException when the request is stale, from the future, or undated
     */
    public void check(CommandRequest request, Instant now) {
        Instant issuedAt = request.issuedAt();
        if (issuedAt == null) {
            throw new CommandException(request.id(), "issuedAt", "\"issuedAt\": missing; expected when the command"
                    + " was issued (ISO-8601, e.g. \"" + now + "\"): this channel refuses commands older than "
                    + amount(maxAge));
        }
        Duration age = Duration.between(issuedAt, now);
        if (age.compareTo(maxAge) > 0) {
            throw new CommandException(request.id(), "issuedAt", "\"issuedAt\": " + issuedAt + " is stale ("
                    + amount(age) + " old); expected at most " + amount(maxAge) + " before "
                    + now + ": send the command again if it still stands");
        }
        if (age.negated().compareTo(maxSkew) > 0) {
            throw new CommandException(request.id(), "issuedAt", "\"issuedAt\": " + issuedAt + " is "
                    + amount(age.negated()) + " ahead of the board's clock; expected at most "
                    + amount(maxSkew) + " ahead of " + now + " (check the sender's clock)");
        }
    }

    /** Milliseconds, or days for an age that a millisecond count could not hold (an absurd issuedAt). */
    private static String amount(Duration d) {
        return d.compareTo(Duration.ofDays(1)) > 0 ? d.toDays() + " days" : d.toMillis() + " ms";
    }
}
