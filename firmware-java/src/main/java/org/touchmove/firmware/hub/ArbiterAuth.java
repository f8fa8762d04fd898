package org.touchmove.firmware.hub;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * The arbiter's login without server-side state, so any hub of a room with the same configuration accepts a session
 * another hub issued (docs/hub.md, "Several hubs"): the session cookie is {@code expiry.nonce.mac}, MAC'd with a key
 * derived from the arbiter password; the CSRF token is a MAC of the session. A changed password ends every session.
 */
final class ArbiterAuth {

    static final Duration SESSION_LENGTH = Duration.ofHours(12);

    private final byte[] password;
    private final SecretKeySpec key;
    private final Clock clock;
    private final SecureRandom random = new SecureRandom();

    ArbiterAuth(String password, Clock clock) {
        this.password = password.getBytes(StandardCharsets.UTF_8);
        this.key = new SecretKeySpec(mac(new SecretKeySpec(this.password, "HmacSHA256"),
                "touchmove-hub-session-key"), "HmacSHA256");
        this.clock = clock;
    }

    /** Constant-time comparison, so the time of a refusal says nothing about the password. */
    boolean passwordMatches(String given) {
        return given != null && MessageDigest.isEqual(password, given.getBytes(StandardCharsets.UTF_8));
    }

    String newSession() {
        byte[] nonce = new byte[16];
        random.nextBytes(nonce);
        String body = clock.instant().plus(SESSION_LENGTH).getEpochSecond() + "."
                + Base64.getUrlEncoder().withoutPadding().encodeToString(nonce);
        return body + "." + b64(mac(key, "session|" + body));
    }

    boolean validSession(String token) {
        if (token == null) {
            return false;
        }
        int last = token.lastIndexOf('.');
        int first = token.indexOf('.');
        if (first <= 0 || last <= first) {
            return false;
        }
        String body = token.substring(0, last);
        byte[] expected = b64(mac(key, "session|" + body)).getBytes(StandardCharsets.US_ASCII);
        if (!MessageDigest.isEqual(expected, token.substring(last + 1).getBytes(StandardCharsets.US_ASCII))) {
            return false;
        }
        try {
            return Instant.ofEpochSecond(Long.parseLong(token.substring(0, first))).isAfter(clock.instant());
        } catch (NumberFormatException e) {
            return false;
        }
    }

    String csrfToken(String session) {
        return b64(mac(key, "csrf|" + session));
    }

    boolean validCsrf(String session, String token) {
        return token != null && MessageDigest.isEqual(csrfToken(session).getBytes(StandardCharsets.US_ASCII),
                token.getBytes(StandardCharsets.US_ASCII));
    }

    private static byte[] mac(SecretKeySpec key, String text) {
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
