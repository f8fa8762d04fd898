package org.touchmove.firmware.hub;

import java.time.Clock;
import java.time.Duration;
import java.util.Optional;

/**
 * The arbiter's login (docs/hub.md, "Security"): attempts rationed per client and in total, the password checked
 * against its slow hash, sessions kept by the hub under its server secret.
 */
final class ArbiterAuth {

    private final PasswordHash password;
    private final ArbiterSessions sessions;
    private final LoginThrottle throttle;

    /** What a login attempt came to. */
    sealed interface Login {
        /** The right password: a new session (the cookie's value). */
        record LoggedIn(String session) implements Login {
        }

        record WrongPassword() implements Login {
        }

        /** Refused before the password was looked at: too many attempts; one may come after {@code retryAfter}. */
        record TooManyAttempts(Duration retryAfter) implements Login {
            /** Whole seconds, rounded up, at least 1: what the reply and its Retry-After say. */
            long seconds() {
                return Math.max(1, (retryAfter.toMillis() + 999) / 1000);
            }
        }
    }

    ArbiterAuth(PasswordHash password, byte[] secret, Clock clock) {
        this.password = password;
        this.sessions = new ArbiterSessions(secret, clock);
        this.throttle = new LoginThrottle(clock);
    }

    /** The throttle first (a refused attempt costs no hashing), then the hash, compared in constant time. */
    Login login(String client, String given) {
        return login(client, given, null);
    }

    /** @param name the arbiter's name typed at login, cleaned ({@link #cleanName}); null or blank: "arbiter" */
    Login login(String client, String given, String name) {
        Optional<Duration> wait = throttle.attempt(client);
        if (wait.isPresent()) {
            return new Login.TooManyAttempts(wait.get());
        }
        if (!password.matches(given)) {
            return new Login.WrongPassword();
        }
        throttle.succeeded(client);
        return new Login.LoggedIn(sessions.open(cleanName(name)));
    }

    /** The name the session's arbiter gave at login; null for no open session. */
    String arbiterName(String session) {
        return sessions.name(session);
    }

    /** A name to record: letters, digits, space and {@code ,.'-} only, at most 40 characters. */
    static String cleanName(String name) {
        String clean = name == null ? "" : name.replaceAll("[^\\p{L}\\p{N} ,.'-]", "").strip();
        return clean.length() > 40 ? clean.substring(0, 40).strip() : clean;
    }

    boolean validSession(String cookie) {
        return sessions.check(cookie).isPresent();
    }

    void endSession(String cookie) {
        sessions.close(cookie);
    }

    String csrfToken(String session) {
        return sessions.csrfToken(session);
    }

    boolean validCsrf(String session, String token) {
        return sessions.validCsrf(session, token);
    }
}
