package org.touchmove.firmware.hub;

import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.Base64;
import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.PBEKeySpec;

/**
 * The arbiter's password as the hub keeps it: PBKDF2WithHmacSHA256 from the JDK's own provider (javax.crypto, no
 * extra library), a random salt per hash and a high iteration count, written
 * {@code pbkdf2-sha256$ITERATIONS$SALT$HASH} (base64, no padding; docs/hub.md, "Security"). A stolen configuration
 * costs an attacker ITERATIONS HMACs per guess; the hub never keeps the password itself.
 */
record PasswordHash(int iterations, byte[] salt, byte[] hash) {

    static final String SCHEME = "pbkdf2-sha256";
    /** OWASP's 2023 figure for PBKDF2-HMAC-SHA256; 0.35 to 0.43 s of one core per login on a loaded 2-core machine. */
    static final int ITERATIONS = 600_000;
    /** A configured hash below this is refused: it would be a fast hash again. */
    static final int MIN_ITERATIONS = 100_000;
    static final int MIN_PASSWORD_LENGTH = 8;
    private static final int SALT_BYTES = 16;
    private static final int HASH_BYTES = 32;
    private static final SecureRandom RANDOM = new SecureRandom();

    /** A new hash of {@code password} with a fresh salt. */
    static PasswordHash of(String password, int iterations) {
        byte[] salt = new byte[SALT_BYTES];
        RANDOM.nextBytes(salt);
        return new PasswordHash(iterations, salt, derive(password, salt, iterations));
    }

    /**
     * Reads {@code pbkdf2-sha256$ITERATIONS$SALT$HASH}.
     *
     * @throws IllegalArgumentException saying what is wrong (never echoing the value: it is a secret's hash)
     */
    static PasswordHash parse(String text) {
        String[] parts = text.strip().split("\\$", -1);
        if (parts.length != 4 || !parts[0].equals(SCHEME)) {
            throw new IllegalArgumentException("must be " + SCHEME + "$ITERATIONS$SALT$HASH as printed by"
                    + " 'touchmove hub-password'");
        }
        int iterations;
        try {
            iterations = Integer.parseInt(parts[1]);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("the iteration count must be a whole number", e);
        }
        if (iterations < MIN_ITERATIONS) {
            throw new IllegalArgumentException("the iteration count must be at least " + MIN_ITERATIONS + ", was "
                    + iterations + " (make a new hash with 'touchmove hub-password')");
        }
        try {
            byte[] salt = Base64.getDecoder().decode(parts[2]);
            byte[] hash = Base64.getDecoder().decode(parts[3]);
            if (salt.length < SALT_BYTES || hash.length != HASH_BYTES) {
                throw new IllegalArgumentException("the salt must be at least " + SALT_BYTES + " bytes and the hash "
                        + HASH_BYTES + " (make a new hash with 'touchmove hub-password')");
            }
            return new PasswordHash(iterations, salt, hash);
        } catch (IllegalArgumentException e) {
            if (e.getMessage() != null && e.getMessage().startsWith("the salt")) {
                throw e;
            }
            throw new IllegalArgumentException("the salt and hash must be base64", e);
        }
    }

    /** Derives the given password's hash and compares in constant time. */
    boolean matches(String given) {
        return given != null && MessageDigest.isEqual(hash, derive(given, salt, iterations));
    }

    String encoded() {
        Base64.Encoder b64 = Base64.getEncoder().withoutPadding();
        return SCHEME + "$" + iterations + "$" + b64.encodeToString(salt) + "$" + b64.encodeToString(hash);
    }

    private static byte[] derive(String password, byte[] salt, int iterations) {
        char[] chars = password.toCharArray();
        PBEKeySpec spec = new PBEKeySpec(chars, salt, iterations, HASH_BYTES * 8);
        try {
            return SecretKeyFactory.getInstance("PBKDF2WithHmacSHA256").generateSecret(spec).getEncoded();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("PBKDF2WithHmacSHA256 is missing from this JVM", e);
        } finally {
            spec.clearPassword();
            Arrays.fill(chars, '\0');
        }
    }

    @Override
    public String toString() {
        return "PasswordHash[" + SCHEME + ", " + iterations + " iterations]";
    }
}
