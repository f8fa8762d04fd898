package org.touchmove.firmware.hub;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The hub's random server secret, {@code <hub.stateDir>/hub-secret} (32 bytes, base64): created at the first start
 * with owner-only permissions and read at every later one. It keys the MACs of the arbiter's sessions and CSRF
 * tokens, so nothing in a cookie is derived from the password. A secret file others may read is refused.
 */
final class HubSecret {

    static final String FILE = "hub-secret";
    private static final int BYTES = 32;
    private static final Logger log = LoggerFactory.getLogger(HubSecret.class);

    private HubSecret() {
    }

    /**
     * @throws IllegalArgumentException naming the file and what is wrong (unreadable, not 32 bytes, readable by others)
     */
    static byte[] load(Path stateDir) {
        Path file = stateDir.resolve(FILE);
        try {
            if (!Files.exists(file)) {
                create(stateDir, file);
            }
            if (posix(file) && !Set.of(PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE)
                    .containsAll(Files.getPosixFilePermissions(file))) {
                throw new IllegalArgumentException(file + ": the hub's secret must be readable by its owner only"
                        + " (chmod 600 " + file + ")");
            }
            byte[] secret = Base64.getDecoder().decode(Files.readString(file, StandardCharsets.US_ASCII).strip());
            if (secret.length != BYTES) {
                throw new IllegalArgumentException(file + ": the hub's secret must be " + BYTES + " bytes in base64,"
                        + " was " + secret.length + " (delete the file: the next start makes a new one and ends"
                        + " every arbiter session)");
            }
            return secret;
        } catch (IOException e) {
            throw new IllegalArgumentException(file + ": cannot read or create the hub's secret: " + e.getMessage(), e);
        } catch (IllegalArgumentException e) {
            if (e.getMessage() != null && e.getMessage().startsWith(file.toString())) {
                throw e;
            }
            throw new IllegalArgumentException(file + ": the hub's secret is not base64 (delete the file: the next"
                    + " start makes a new one)", e);
        }
    }

    /** Written beside the target and linked in, so two hubs starting at once both read one complete secret. */
    private static void create(Path stateDir, Path file) throws IOException {
        boolean posix = posix(stateDir);
        FileAttribute<?>[] dirAttrs = posix
                ? new FileAttribute<?>[] {PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------"))}
                : new FileAttribute<?>[0];
        Files.createDirectories(stateDir, dirAttrs);
        FileAttribute<?>[] fileAttrs = posix
                ? new FileAttribute<?>[] {PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------"))}
                : new FileAttribute<?>[0];
        Path tmp = Files.createTempFile(stateDir, FILE, ".tmp", fileAttrs);
        try {
            byte[] secret = new byte[BYTES];
            new SecureRandom().nextBytes(secret);
            Files.writeString(tmp, Base64.getEncoder().encodeToString(secret) + "\n", StandardCharsets.US_ASCII);
            try (var channel = java.nio.channels.FileChannel.open(tmp, java.nio.file.StandardOpenOption.WRITE)) {
                channel.force(true);
            }
            Files.createLink(file, tmp);
            log.info("hub: created the server secret {}", file);
        } catch (FileAlreadyExistsException e) {
            log.debug("hub: another hub created {} first", file);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    private static boolean posix(Path p) {
        return p.getFileSystem().supportedFileAttributeViews().contains("posix");
    }
}
