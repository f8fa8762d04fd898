package org.touchmove.firmware.hub;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * The arbiters' sessions, kept by the hub (docs/hub.md, "Security"): the cookie is an opaque random id (256 bits);
 * the table holds only its MAC under the server secret, with its times. A session ends at logout, after
 * {@link #IDLE} without a request, {@link #LENGTH} after login, or when the hub stops (so one made under an old
 * password cannot outlive a password change, which takes a restart). At most {@link #MAX} sessions: a new login past
 * that ends the least recently used.
 */
final class ArbiterSessions {

    static final Duration LENGTH = Duration.ofHours(12);
    static final Duration IDLE = Duration.ofHours(2);
    static final int MAX = 32;

    private final SecretKeySpec key;
    private final Clock clock;
    private final SecureRandom random = new SecureRandom();
    private final Map<String, Times> sessions = new HashMap<>();

    /** @param name the arbiter's name given at login (who acknowledged an alert, who acted; docs/hub.md) */
    private record Times(Instant created, Instant lastUsed, String name) {
    }

    ArbiterSessions(byte[] secret, Clock clock) {
        this.key = new SecretKeySpec(secret, "HmacSHA256");
        this.clock = clock;
    }

    /** A new session of an arbiter who gave no name. */
    String open() {
        return open(ANONYMOUS);
    }

    /** The name of a session that gave none at login. */
    static final String ANONYMOUS = "arbiter";

    /**
     * A new session; its id (the cookie's value) is known only to the browser that logged in.
     *
     * @param name the arbiter's name as given at login, kept with the session: the desk records acknowledgements and
     *             actions under it (and the session's short tag), never under text a later request carries
     */
    synchronized String open(String name) {
        byte[] id = new byte[32];
        random.nextBytes(id);
        String cookie = b64(id);
        Instant now = clock.instant();
        sessions.values().removeIf(t -> expired(t, now));
        while (sessions.size() >= MAX) {
            sessions.entrySet().stream().min(Comparator.comparing(e -> e.getValue().lastUsed()))
                    .ifPresent(e -> sessions.remove(e.getKey()));
        }
        sessions.put(handle(cookie), new Times(now, now, name == null || name.isBlank() ? ANONYMOUS : name));
        return cookie;
    }

    /**
     * The session of a cookie if it is open (and a request now keeps it from idling out). The table is keyed by the
     * id's MAC, so the lookup's timing says nothing about ids an attacker can choose.
     */
    synchronized Optional<String> check(String cookie) {
        if (cookie == null || cookie.length() > 64) {
            return Optional.empty();
        }
        String handle = handle(cookie);
        Times t = sessions.get(handle);
        Instant now = clock.instant();
        if (t == null) {
            return Optional.empty();
        }
        if (expired(t, now)) {
            sessions.remove(handle);
            return Optional.empty();
        }
        sessions.put(handle, new Times(t.created(), now, t.name()));
        return Optional.of(cookie);
    }

    /** The name the session's arbiter gave at login ({@link #ANONYMOUS} if none); null for no open session. */
    synchronized String name(String cookie) {
        Times t = cookie == null || cookie.length() > 64 ? null : sessions.get(handle(cookie));
        return t == null ? null : t.name();
    }

    /** Logout: the id is worthless from now on, whoever holds a copy. */
    synchronized void close(String cookie) {
        if (cookie != null) {
            sessions.remove(handle(cookie));
        }
    }

    synchronized int size() {
        return sessions.size();
    }

    /** The CSRF token of a session: a MAC under the server secret, which a page of another site cannot read. */
    String csrfToken(String cookie) {
        return b64(mac("csrf|" + cookie));
    }

    boolean validCsrf(String cookie, String token) {
        return token != null && MessageDigest.isEqual(csrfToken(cookie).getBytes(StandardCharsets.US_ASCII),
                token.getBytes(StandardCharsets.US_ASCII));
    }

    private static boolean expired(Times t, Instant now) {
        return !now.isBefore(t.created().plus(LENGTH)) || !now.isBefore(t.lastUsed().plus(IDLE));
    }

    private String handle(String cookie) {
        return b64(mac("session|" + cookie));
    }

    private byte[] mac(String text) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(key);
            return mac.doFinal(text.getBytes(StandardCharsets.UTF_8));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 is missing from this JVM", e);
        }
    }

    private static String b64(byte[] bytes) {
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }
}
