package org.touchmove.firmware.hub;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Clock;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.touchmove.firmware.cli.Main;
import org.touchmove.firmware.publish.mqtt.EmbeddedBroker;

/**
 * The attacks on the arbiter's login that worked before sessions were kept by the hub (issue 24), each against a
 * whole hub over real HTTP: a logged-out cookie still sending commands, a captured cookie giving the password away
 * offline, a session outliving a password change; and the secret file and slow hash behind them.
 */
class ArbiterSessionTest {

    private static final String PASSWORD = "correct-horse-battery";

    @TempDir
    Path dir;

    private EmbeddedBroker broker;

    @BeforeEach
    void broker() {
        broker = EmbeddedBroker.start(0);
    }

    @AfterEach
    void stop() {
        broker.close();
    }

    private Hub hub(Map<String, String> extra) throws Exception {
        return hub(extra, Clock.systemUTC());
    }

    private Hub hub(Map<String, String> extra, Clock clock) throws Exception {
        Map<String, String> m = new HashMap<>(Map.of("hub.mqtt.uri", broker.uri().toString(), "hub.http.port", "0",
                "hub.http.host", "127.0.0.1", "hub.stateDir", dir.resolve("hub").toString()));
        m.putAll(extra);
        return Hub.start(HubSettings.fromMap(m, "test"), clock);
    }

    @Test
    void aLoggedOutCookieAndItsCsrfTokenSendNothing() throws Exception {
        try (Hub hub = hub(Map.of("hub.arbiter.password", PASSWORD))) {
            ArbiterClient c = new ArbiterClient(hub.httpPort());
            String cookie = c.session(PASSWORD);
            String csrf = c.csrf(cookie);
            assertThat(c.pause(cookie, csrf, "b-1").statusCode()).as("logged in, a command goes").isEqualTo(200);
            assertThat(c.post("/arbiter/logout", cookie, csrf, "").statusCode()).isEqualTo(200);

            HttpResponse<String> after = c.pause(cookie, csrf, "b-1");
            assertThat(after.statusCode()).as("the old cookie after logout: " + after.body()).isEqualTo(403);
            assertThat(c.get("/arbiter/replies.json", cookie).statusCode()).isEqualTo(403);
            assertThat(c.get("/arbiter", cookie).body()).as("the login page again").contains("id=\"password\"");
        }
    }

    @Test
    void aCapturedCookieGivesNoOfflineCheckOfAPasswordGuess() throws Exception {
        try (Hub hub = hub(Map.of("hub.arbiter.password", PASSWORD))) {
            ArbiterClient c = new ArbiterClient(hub.httpPort());
            String value = c.session(PASSWORD).substring("hub_session=".length());
            // The attack that worked: the cookie was expiry.nonce.mac with the MAC keyed by the password alone, so a
            // dictionary checked offline found the password among its guesses at millions of guesses a second.
            List<String> dictionary = List.of("123456", "password", "tournament", PASSWORD, "letmein!");
            assertThat(oldSchemeCrack(value, dictionary)).as("the password from the cookie").isEmpty();
            assertThat(value).as("an opaque random id, 256 bits").matches("[A-Za-z0-9_-]{43}");
            assertThat(c.session(PASSWORD)).as("each login a new id").isNotEqualTo("hub_session=" + value);
        }
    }

    @Test
    void aThousandWrongPasswordsOnOneConnectionGetFiveLooksAndAClearRefusal() throws Exception {
        MutableClock clock = new MutableClock(java.time.Instant.parse("2026-12-01T09:00:00Z"));
        try (Hub hub = hub(Map.of("hub.arbiter.passwordHash",
                PasswordHash.of(PASSWORD, PasswordHash.MIN_ITERATIONS).encoded()), clock)) {
            ArbiterClient c = new ArbiterClient(hub.httpPort());
            Map<Integer, Integer> statuses = new java.util.TreeMap<>();
            HttpResponse<String> last = null;
            for (int i = 0; i < 1000; i++) {
                last = c.login("guess-" + i);
                statuses.merge(last.statusCode(), 1, Integer::sum);
            }
            assertThat(statuses).as("before: 1,000 wrong passwords looked at").isEqualTo(Map.of(403, 5, 429, 995));
            assertThat(last.body()).contains("Too many attempts, try again in 1 s.");
            assertThat(last.headers().firstValue("Retry-After")).contains("1");
            assertThat(c.login(PASSWORD).statusCode()).as("the right password waits too").isEqualTo(429);
            clock.advance(java.time.Duration.ofSeconds(1));
            assertThat(c.login("guess-1000").statusCode()).isEqualTo(403);
            HttpResponse<String> next = c.login(PASSWORD);
            assertThat(next.statusCode()).isEqualTo(429);
            assertThat(next.body()).contains("Too many attempts, try again in 2 s.");
            clock.advance(java.time.Duration.ofSeconds(2));
            String cookie = c.session(PASSWORD);
            assertThat(c.get("/arbiter/replies.json", cookie).statusCode()).isEqualTo(200);
        }
    }

    @Test
    void aSessionDoesNotOutliveARestartUnderANewPassword() throws Exception {
        String cookie;
        try (Hub hub = hub(Map.of("hub.arbiter.password", PASSWORD))) {
            cookie = new ArbiterClient(hub.httpPort()).session(PASSWORD);
        }
        try (Hub hub = hub(Map.of("hub.arbiter.passwordHash",
                PasswordHash.of("a-new-password", PasswordHash.MIN_ITERATIONS).encoded()))) {
            ArbiterClient c = new ArbiterClient(hub.httpPort());
            assertThat(c.get("/arbiter/replies.json", cookie).statusCode()).as("made under the old password")
                    .isEqualTo(403);
            assertThat(c.login(PASSWORD).statusCode()).as("the old password").isEqualTo(403);
            String fresh = c.session("a-new-password");
            assertThat(c.get("/arbiter/replies.json", fresh).statusCode()).isEqualTo(200);
        }
    }

    @Test
    void theServerSecretIsMadeOnceOwnerOnlyAndAnOpenOneIsRefused() throws Exception {
        Path secret = dir.resolve("hub").resolve(HubSecret.FILE);
        try (Hub hub = hub(Map.of("hub.arbiter.password", PASSWORD))) {
            assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(secret))).isEqualTo("rw-------");
            assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(secret.getParent())))
                    .isEqualTo("rwx------");
        }
        String first = Files.readString(secret);
        assertThat(Base64.getDecoder().decode(first.strip())).hasSize(32);
        try (Hub hub = hub(Map.of("hub.arbiter.password", PASSWORD))) {
            assertThat(Files.readString(secret)).as("kept across restarts").isEqualTo(first);
        }
        Files.setPosixFilePermissions(secret, PosixFilePermissions.fromString("rw-r--r--"));
        assertThatThrownBy(() -> hub(Map.of("hub.arbiter.password", PASSWORD)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage(secret + ": the hub's secret must be readable by its owner only (chmod 600 " + secret + ")");
    }

    @Test
    void thePasswordIsKeptAsASaltedSlowHash() {
        PasswordHash h = PasswordHash.of(PASSWORD, PasswordHash.MIN_ITERATIONS);
        assertThat(h.matches(PASSWORD)).isTrue();
        assertThat(h.matches(PASSWORD + " ")).isFalse();
        assertThat(h.matches(null)).isFalse();
        PasswordHash read = PasswordHash.parse(h.encoded());
        assertThat(read.matches(PASSWORD)).isTrue();
        assertThat(PasswordHash.of(PASSWORD, PasswordHash.MIN_ITERATIONS).encoded()).as("a salt per hash")
                .isNotEqualTo(h.encoded());
        assertThat(HubSettings.fromMap(Map.of("hub.arbiter.password", PASSWORD), "f").arbiterPassword().iterations())
                .as("a plain password is hashed at load").isEqualTo(PasswordHash.ITERATIONS);
        assertThatThrownBy(() -> HubSettings.fromMap(Map.of("hub.arbiter.passwordHash", "pbkdf2-sha256$1000$"
                + h.encoded().split("\\$")[2] + "$" + h.encoded().split("\\$")[3]), "f"))
                .hasMessage("f: hub.arbiter.passwordHash: the iteration count must be at least 100000, was 1000"
                        + " (make a new hash with 'touchmove hub-password')");
        assertThatThrownBy(() -> HubSettings.fromMap(Map.of("hub.arbiter.passwordHash", PASSWORD), "f"))
                .hasMessage("f: hub.arbiter.passwordHash: must be pbkdf2-sha256$ITERATIONS$SALT$HASH as printed by"
                        + " 'touchmove hub-password'");
        assertThatThrownBy(() -> HubSettings.fromMap(Map.of("hub.arbiter.passwordHash", h.encoded(),
                "hub.arbiter.password", PASSWORD), "f")).hasMessageContaining("not both");
    }

    @Test
    void hubPasswordPrintsTheConfigurationLine() throws Exception {
        InputStream in = System.in;
        PrintStream out = System.out;
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        try {
            System.setIn(new ByteArrayInputStream((PASSWORD + "\n").getBytes(StandardCharsets.UTF_8)));
            System.setOut(new PrintStream(printed, true, StandardCharsets.UTF_8));
            assertThat(Main.run("hub-password")).isZero();
        } finally {
            System.setIn(in);
            System.setOut(out);
        }
        String line = printed.toString(StandardCharsets.UTF_8).strip();
        assertThat(line).startsWith("hub.arbiter.passwordHash = pbkdf2-sha256$600000$").doesNotContain(PASSWORD);
        // the printed line, pasted into a configuration file as it is
        Path config = dir.resolve("hub.properties");
        Files.writeString(config, line + "\n");
        assertThat(HubSettings.load(config).arbiterPassword().matches(PASSWORD)).isTrue();

        ByteArrayOutputStream errors = new ByteArrayOutputStream();
        PrintStream err = System.err;
        try {
            System.setIn(new ByteArrayInputStream("short\n".getBytes(StandardCharsets.UTF_8)));
            System.setErr(new PrintStream(errors, true, StandardCharsets.UTF_8));
            assertThat(Main.run("hub-password")).isEqualTo(2);
        } finally {
            System.setIn(in);
            System.setErr(err);
        }
        assertThat(errors.toString(StandardCharsets.UTF_8).strip())
                .isEqualTo("touchmove hub-password: the password must be at least 8 characters");
    }

    /** The offline attack on the old cookie: a guess whose MAC matches is the password. */
    private static Optional<String> oldSchemeCrack(String cookie, List<String> guesses) throws Exception {
        int last = cookie.lastIndexOf('.');
        if (last < 0) {
            return Optional.empty();
        }
        String body = cookie.substring(0, last);
        for (String guess : guesses) {
            byte[] key = hmac(guess.getBytes(StandardCharsets.UTF_8), "touchmove-hub-session-key");
            String mac = Base64.getUrlEncoder().withoutPadding().encodeToString(hmac(key, "session|" + body));
            if (mac.equals(cookie.substring(last + 1))) {
                return Optional.of(guess);
            }
        }
        return Optional.empty();
    }

    private static byte[] hmac(byte[] key, String text) throws Exception {
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new SecretKeySpec(key, "HmacSHA256"));
        return mac.doFinal(text.getBytes(StandardCharsets.UTF_8));
    }
}
