package org.touchmove.firmware.hub;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Who may do what on the hub's HTTP side (docs/hub.md, "Security"): the arbiter's password hash and where the hub
 * keeps its server secret, which reverse proxies it believes, and whether the public sees the live room.
 *
 * @param arbiterPassword null: the arbiter's page is switched off (there is no default password)
 * @param stateDir        {@code hub.stateDir}: the hub's own files (its server secret)
 * @param proxies         {@code hub.http.trustedProxies}: whose forwarding headers count
 * @param liveRoomPublic  {@code hub.room.public = live}: everyone sees the room undelayed; false (the default,
 *                        {@code delayed}): the public sees it as delayed as {@code /round.pgn}, arbiters live
 */
record HubAccess(PasswordHash arbiterPassword, Path stateDir, TrustedProxies proxies, boolean liveRoomPublic) {

    static final Set<String> KEYS = Set.of("hub.arbiter.password", "hub.arbiter.passwordHash", "hub.stateDir",
            "hub.http.trustedProxies", "hub.room.public");
    private static final Logger log = LoggerFactory.getLogger(HubAccess.class);

    static HubAccess fromMap(Map<String, String> m, String source) {
        String plain = m.get("hub.arbiter.password");
        String hashed = m.get("hub.arbiter.passwordHash");
        PasswordHash password = null;
        if (plain != null && hashed != null) {
            throw bad(source, "hub.arbiter.password", "give hub.arbiter.passwordHash or hub.arbiter.password, not both");
        }
        if (plain != null) {
            if (plain.length() < PasswordHash.MIN_PASSWORD_LENGTH) {
                throw bad(source, "hub.arbiter.password", "must be at least " + PasswordHash.MIN_PASSWORD_LENGTH
                        + " characters");
            }
            // Accepted for a quick start, hashed at once; the file still holds the password, so say so.
            log.warn("{}: hub.arbiter.password is in plain text; replace it with the line 'touchmove hub-password'"
                    + " prints (hub.arbiter.passwordHash)", source);
            password = PasswordHash.of(plain, PasswordHash.ITERATIONS);
        } else if (hashed != null) {
            try {
                password = PasswordHash.parse(hashed);
            } catch (IllegalArgumentException e) {
                throw bad(source, "hub.arbiter.passwordHash", e.getMessage());
            }
        }
        TrustedProxies proxies = TrustedProxies.NONE;
        if (m.containsKey("hub.http.trustedProxies")) {
            try {
                proxies = TrustedProxies.parse(m.get("hub.http.trustedProxies"));
            } catch (IllegalArgumentException e) {
                throw bad(source, "hub.http.trustedProxies", e.getMessage());
            }
        }
        String room = m.getOrDefault("hub.room.public", "delayed");
        if (!room.equals("delayed") && !room.equals("live")) {
            throw bad(source, "hub.room.public", "must be 'delayed' (the public sees the room as delayed as"
                    + " /round.pgn; arbiters live) or 'live' (everyone live), was '" + room + "'");
        }
        return new HubAccess(password, stateDir(source, m.get("hub.stateDir")), proxies, room.equals("live"));
    }

    /** {@code $XDG_STATE_HOME/touchmove-hub}, else {@code ~/.local/state/touchmove-hub}: beside the boards' state. */
    static Path defaultStateDir() {
        String xdg = System.getenv("XDG_STATE_HOME");
        if (xdg != null && !xdg.isBlank() && Path.of(xdg).isAbsolute()) {
            return Path.of(xdg, "touchmove-hub");
        }
        return Path.of(System.getProperty("user.home"), ".local", "state", "touchmove-hub");
    }

    private static Path stateDir(String source, String text) {
        if (text == null) {
            return defaultStateDir();
        }
        String t = text.strip();
        try {
            Path dir = t.equals("~") || t.startsWith("~/")
                    ? Path.of(System.getProperty("user.home"), t.substring(1).replaceFirst("^/", "")) : Path.of(t);
            if (!dir.isAbsolute()) {
                throw bad(source, "hub.stateDir", "must be an absolute directory or start with ~/, was '" + t + "'");
            }
            return dir;
        } catch (InvalidPathException e) {
            throw bad(source, "hub.stateDir", "not a path: " + e.getReason());
        }
    }

    private static IllegalArgumentException bad(String source, String key, String why) {
        return new IllegalArgumentException(source + ": " + key + ": " + why);
    }
}
