package org.touchmove.firmware.hub;

import java.time.Clock;

/**
 * The arbiter's login (docs/hub.md, "Security"): the password checked against its slow hash, sessions kept by the
 * hub under its server secret.
 */
final class ArbiterAuth {

    private final PasswordHash password;
    private final ArbiterSessions sessions;

    ArbiterAuth(PasswordHash password, byte[] secret, Clock clock) {
        this.password = password;
        this.sessions = new ArbiterSessions(secret, clock);
    }

    /** Derives the hash of {@code given} (slow on purpose) and compares it in constant time. */
    boolean passwordMatches(String given) {
        return password.matches(given);
    }

    String newSession() {
        return sessions.open();
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
