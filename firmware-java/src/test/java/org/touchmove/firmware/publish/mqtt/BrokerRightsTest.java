package org.touchmove.firmware.publish.mqtt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.touchmove.firmware.publish.mqtt.Fixtures.WAIT;
import static org.touchmove.firmware.publish.mqtt.Fixtures.await;
import static org.touchmove.firmware.publish.mqtt.Fixtures.root;
import static org.touchmove.firmware.publish.mqtt.Fixtures.settings;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;
import org.eclipse.paho.client.mqttv3.IMqttDeliveryToken;
import org.eclipse.paho.client.mqttv3.MqttCallback;
import org.eclipse.paho.client.mqttv3.MqttClient;
import org.eclipse.paho.client.mqttv3.MqttConnectOptions;
import org.eclipse.paho.client.mqttv3.MqttException;
import org.eclipse.paho.client.mqttv3.MqttMessage;
import org.eclipse.paho.client.mqttv3.persist.MemoryPersistence;
import org.assertj.core.api.SoftAssertions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.touchmove.firmware.command.CommandReply;

/**
 * The rights {@code scripts/broker-rights} generates, on a real Mosquitto with exactly its password file, ACL and
 * listener settings (docs/security.md, "Rights matrix"). Every account tries every write of every topic class, retained
 * and not, and through its last will; only the writes of the rights matrix below arrive. No account takes over
 * another's connection by its client id. The legitimate traffic flows: a board publishing its game and answering a
 * command, a link with the board it carries, the arbiter reading and commanding.
 *
 * <p>MQTT 3.1.1 drops a denied publish silently (the publisher still gets its PUBACK), so a witness account that reads
 * every topic records what arrives: each account's publishes are acknowledged before the witness publishes a sentinel,
 * and once the sentinel arrives, whatever got through would have arrived before it (one broker, one subscriber, queue
 * order). No sleep anywhere.
 */
class BrokerRightsTest {

    private static final String BOARDS = "touchmove/v1/boards/";
    private static final String LINKS = "touchmove/v1/links/";
    /** What a board writes in its own tree (docs/mqtt.md, "Topics"). */
    private static final List<String> BOARD_WRITES =
            List.of("events", "state/game", "state/position", "state/clock", "state/pgn", "status", "cmd/reply");

    private enum Role { BOARD, LINK, ARBITER, RELAY, VIEWER }

    /** The accounts generated, with their role; room-1 carries b-10. */
    private static final Map<String, Role> ACCOUNTS = new LinkedHashMap<>();

    static {
        ACCOUNTS.put("board-1", Role.BOARD);
        ACCOUNTS.put("board-2", Role.BOARD);
        ACCOUNTS.put("room-1", Role.LINK);
        ACCOUNTS.put("arbiter-1", Role.ARBITER);
        ACCOUNTS.put("relay", Role.RELAY);
        ACCOUNTS.put("viewer", Role.VIEWER);
    }

    @TempDir
    Path tmp;
    private GeneratedRights rights;

    @BeforeEach
    void generate() throws Exception {
        Path boards = Files.writeString(tmp.resolve("boards.txt"), "# the room\nboard-1\nboard-2   # table 2\n");
        Path links = Files.writeString(tmp.resolve("links.txt"), "room-1 b-10\n");
        rights = GeneratedRights.generate(tmp.resolve("rights"), "--boards", boards.toString(), "--links",
                links.toString(), "--arbiter", "arbiter-1", "--relay", "relay", "--viewer", "viewer", "--broker-host", "127.0.0.1");
        rights.addObserver("witness", "pw-witness");
    }

    /** The rights matrix: whether {@code account} may publish on {@code topic}. */
    private static boolean mayWrite(String account, String topic) {
        return switch (ACCOUNTS.get(account)) {
            case BOARD -> ownTree(account, topic);
            case LINK -> topic.equals(LINKS + account + "/status") || ownTree("b-10", topic);
            case ARBITER -> topic.matches(java.util.regex.Pattern.quote(BOARDS) + "[^/]+/cmd");
            case RELAY, VIEWER -> false;
        };
    }

    private static boolean ownTree(String board, String topic) {
        return BOARD_WRITES.stream().anyMatch(t -> topic.equals(BOARDS + board + "/" + t));
    }

    /** Every topic class of every board (real, carried, or named like an account: the fake board), every link. */
    private static List<String> topics() {
        Set<String> topics = new TreeSet<>();
        List<String> boards = new ArrayList<>(List.of("board-1", "board-2", "b-10", "b-11"));
        boards.addAll(ACCOUNTS.keySet());
        for (String b : boards) {
            for (String t : BOARD_WRITES) {
                topics.add(BOARDS + b + "/" + t);
            }
            topics.add(BOARDS + b + "/cmd");
            topics.add(BOARDS + b + "/state/other");
            topics.add(LINKS + b + "/status");
        }
        topics.add(LINKS + "room-2/status");
        topics.add("touchmove/v1/other");
        topics.add("touchmove/v2/boards/board-1/events");
        topics.add("elsewhere");
        return new ArrayList<>(topics);
    }

    @Test
    void everyAccountWritesExactlyWhatTheMatrixAllows() throws Exception {
        try (Mosquitto broker = start();
                Subscriber witness = login(broker, "witness", "#")) {
            List<String> topics = topics();
            SoftAssertions each = new SoftAssertions();
            int sentinel = 0;
            for (String account : ACCOUNTS.keySet()) {
                List<String> expected = new ArrayList<>();
                try (Subscriber attacker = login(broker, account)) {
                    for (String topic : topics) {
                        for (boolean retained : List.of(false, true)) {
                            String payload = "by " + account + " on " + topic + (retained ? " retained" : "");
                            attacker.publish(topic, payload, retained);  // QoS 1: returns on the PUBACK
                            if (mayWrite(account, topic)) {
                                expected.add(payload);
                            }
                        }
                    }
                }
                String s = "sentinel " + ++sentinel;
                witness.publish("sentinel/" + sentinel, s, false);
                await("the witness's " + s, WAIT,
                        () -> witness.received().stream().anyMatch(r -> r.payload().equals(s)));
                each.assertThat(witness.received()).extracting(Subscriber.Received::payload)
                        .filteredOn(p -> p.startsWith("by " + account + " "))
                        .as("what %s's publishes delivered", account).containsExactlyInAnyOrderElementsOf(expected);
            }
            each.assertAll();
        }
    }

    @Test
    void aLastWillCarriesNoMoreRightsThanAPublish() throws Exception {
        try (Mosquitto broker = start();
                Subscriber witness = login(broker, "witness", "#");
                CuttableProxy network = new CuttableProxy(broker.port())) {
            List<String> forbidden = new ArrayList<>();
            List<String> attackers = ACCOUNTS.keySet().stream().filter(a -> !a.equals("board-2")).toList();
            for (String account : attackers) {
                String victim = account.equals("board-1") ? "board-2" : "board-1";
                String topic = BOARDS + victim + "/status";
                MqttClient c = new MqttClient("tcp://127.0.0.1:" + network.port(), "will-" + account,
                        new MemoryPersistence());
                MqttConnectOptions o = options(account, rights.password(account));
                o.setWill(topic, ("will of " + account).getBytes(StandardCharsets.UTF_8), 1, true);
                c.connect(o);
                forbidden.add("will of " + account);
            }
            // board-2's own will, as a control: it does arrive.
            MqttClient owner = new MqttClient("tcp://127.0.0.1:" + network.port(), "x", new MemoryPersistence());
            MqttConnectOptions o = options("board-2", rights.password("board-2"));
            o.setWill(BOARDS + "board-2/status", "will of the owner".getBytes(StandardCharsets.UTF_8), 1, true);
            owner.connect(o);
            network.down();   // every connection dies without DISCONNECT: the broker sends the wills it may
            await("the owner's will", WAIT,
                    () -> witness.received().stream().anyMatch(r -> r.payload().equals("will of the owner")));
            // The broker notes each closed connection in its log after it sent (or dropped) that connection's will.
            for (String account : attackers) {
                await(account + "'s connection closed at the broker", WAIT,
                        () -> closedAtBroker(broker, account) || closedAtBroker(broker, "will-" + account));
            }
            witness.publish("sentinel/wills", "sentinel", false);
            await("the sentinel", WAIT,
                    () -> witness.received().stream().anyMatch(r -> r.payload().equals("sentinel")));
            assertThat(witness.received()).extracting(Subscriber.Received::payload)
                    .doesNotContainAnyElementsOf(forbidden);
        }
    }

    @Test
    void noAccountTakesOverAnothersConnectionByItsClientId() throws Exception {
        try (Mosquitto broker = start()) {
            AtomicReference<Throwable> lost = new AtomicReference<>();
            MqttClient board = new MqttClient(broker.uri().toString(), "touchmove-board-1", new MemoryPersistence());
            board.setCallback(new MqttCallback() {
                @Override
                public void connectionLost(Throwable cause) {
                    lost.set(cause);
                }

                @Override
                public void messageArrived(String topic, MqttMessage message) {
                }

                @Override
                public void deliveryComplete(IMqttDeliveryToken token) {
                }
            });
            board.connect(options("board-1", rights.password("board-1")));
            for (String account : ACCOUNTS.keySet()) {
                if (account.equals("board-1")) {
                    continue;
                }
                // Accepted, but under its own name: the broker replaces the client id by the user name.
                MqttClient attacker = new MqttClient(broker.uri().toString(), "touchmove-board-1",
                        new MemoryPersistence());
                attacker.connect(options(account, rights.password(account)));
                // Had the broker dropped the board for the attacker, it did so before the attacker's CONNACK: this
                // publish would then fail.
                board.publish(root("board-1") + "events", ("{\"seq\":1,\"after\":\"" + account + "\"}")
                        .getBytes(StandardCharsets.UTF_8), 1, false);
                assertThat(lost.get()).as("the board's connection after %s connected with its id", account).isNull();
                attacker.disconnect();
                attacker.close();
            }
            MqttClient guesser = new MqttClient(broker.uri().toString(), "touchmove-board-1", new MemoryPersistence());
            assertThatThrownBy(() -> guesser.connect(options("board-1", "a guess"))).isInstanceOf(MqttException.class);
            board.publish(root("board-1") + "events", "{\"seq\":2}".getBytes(StandardCharsets.UTF_8), 1, false);
            assertThat(lost.get()).as("the board's connection after a wrong password").isNull();
            board.disconnect();
            board.close();
        }
    }

    @Test
    void theLegitimateTrafficFlows() throws Exception {
        try (Mosquitto broker = start();
                Subscriber arbiter = login(broker, "arbiter-1", BOARDS + "#", LINKS + "+/status")) {
            InMemoryEventLog journal = new InMemoryEventLog("board-1");
            MqttBoardPublisher board = MqttBoardPublisher.start(
                    settings(Files.createDirectories(tmp.resolve("board-1")), "board-1",
                            rights.password("board-1"), broker.uri()),
                    "board-1", journal, new FakeSnapshots(journal), (id, json, at) -> CommandReply.accepted(id, "{}"));
            MqttBrokerLink link = MqttBrokerLink.start(settings(Files.createDirectories(tmp.resolve("room-1")),
                    "room-1", rights.password("room-1"), broker.uri()), "room-1", 1);
            InMemoryEventLog carried = new InMemoryEventLog("b-10");
            link.attach("b-10", Files.createDirectories(tmp.resolve("b-10")), carried, new FakeSnapshots(carried),
                    (id, json, at) -> CommandReply.accepted(id, "{}"));
            for (int i = 0; i < 20; i++) {
                journal.append();
                carried.append();
            }
            for (String b : List.of("board-1", "b-10")) {
                await(b + "'s 20 events", WAIT,
                        () -> arbiter.dedupedSeqs(root(b) + "events").size() == 20);
                await(b + "'s snapshots of seq 20", WAIT, () -> List.of("game", "position",
                        "clock", "pgn").stream().allMatch(s -> arbiter.on(root(b) + "state/" + s).stream()
                                .anyMatch(r -> Subscriber.seq(r.payload()) == 20)));
                assertThat(arbiter.on(root(b) + "status").get(0).payload()).contains("online");
                arbiter.publish(root(b) + "cmd", ArbiterCommandsTest.command("a-" + b, "start", Instant.now()),
                        false);
                await(b + "'s reply", WAIT, () -> !arbiter.on(root(b) + "cmd/reply").isEmpty());
                assertThat(arbiter.on(root(b) + "cmd/reply").get(0).payload()).contains("\"id\":\"a-" + b + "\"",
                        "\"status\":\"accepted\"");
            }
            await("the link's status", WAIT, () -> arbiter.on(LINKS + "room-1/status").stream()
                    .anyMatch(r -> r.payload().contains("online")));
            link.close();
            board.close();
        }
    }

    @Test
    void aBoardWithItsGeneratedCertificateWritesItsOwnTreeOnly() throws Exception {
        List<List<String>> certListener = new ArrayList<>(); // the last attempt's (the start picks the port)
        try (Mosquitto broker = start(1, ports -> {
                    List<String> listener = uncheckedCertificateListener(ports[0]);
                    certListener.add(listener);
                    return listener;
                });
                Subscriber witness = login(broker, "witness", "#")) {
            Path certs = rights.dir().resolve("certs");
            assertThat(certListener.get(certListener.size() - 1)).contains("require_certificate true",
                    "use_identity_as_username true", "use_username_as_clientid true");
            int tlsPort = broker.extraPort(0);
            URI uri = URI.create("ssl://127.0.0.1:" + tlsPort);
            MqttSettings tls = new MqttSettings(List.of(uri), MqttSettings.DEFAULT_TOPIC_ROOT,
                    MqttSettings.DEFAULT_CLIENT_ID, "", "", Optional.of(certs.resolve("ca.crt")),
                    Optional.of(certs.resolve("board-1.crt")), Optional.of(certs.resolve("board-1.key")),
                    Files.createDirectories(tmp.resolve("board-1")), Duration.ofSeconds(2), Duration.ofSeconds(3),
                    32, Duration.ofMillis(50), Duration.ofMillis(400), Duration.ofSeconds(60));
            InMemoryEventLog journal = new InMemoryEventLog("board-1");
            MqttBoardPublisher board = MqttBoardPublisher.start(tls, "board-1", journal, new FakeSnapshots(journal),
                    (id, json, at) -> CommandReply.accepted(id, "{}"));
            for (int i = 0; i < 5; i++) {
                journal.append();
            }
            await("5 events over TLS", WAIT,
                    () -> witness.dedupedSeqs(root("board-1") + "events").size() == 5);
            board.close();
            // The certificate is board-1's identity: it writes board-1's tree, not board-2's.
            try (Subscriber forger = Subscriber.connectTls(uri, "touchmove-board-2", TlsSockets.factory(tls))) {
                forger.publish(root("board-2") + "events", "forged with board-1's certificate", false);
                forger.publish(root("board-2") + "state/game", "forged with board-1's certificate", true);
            }
            witness.publish("sentinel/tls", "sentinel", false);
            await("the sentinel", WAIT,
                    () -> witness.received().stream().anyMatch(r -> r.payload().equals("sentinel")));
            assertThat(witness.received()).extracting(Subscriber.Received::payload)
                    .doesNotContain("forged with board-1's certificate");
        }
    }

    private Mosquitto start() throws Exception {
        return start(List.of());
    }

    private Mosquitto start(List<String> moreListeners) throws Exception {
        return start(0, ports -> moreListeners);
    }

    /** The broker with {@code ports} listeners of the test's own, their lines from the ports the start picked. */
    private Mosquitto start(int ports, Function<int[], List<String>> moreListeners) throws Exception {
        List<String> settings = new ArrayList<>(rights.brokerSettings());
        assertThat(settings).as("the generated settings").contains("use_username_as_clientid true",
                "allow_anonymous false");
        settings.add("log_type notice");
        return Mosquitto.start(Files.createDirectories(tmp.resolve("broker")), ports, picked -> {
            List<String> all = new ArrayList<>(settings);
            all.addAll(moreListeners.apply(picked));
            return all;
        });
    }

    private List<String> uncheckedCertificateListener(int port) {
        try {
            return rights.certificateListener(port);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private Subscriber login(Mosquitto broker, String user, String... filters) throws Exception {
        return Subscriber.connect(broker.uri(), "t-" + user, true, user, rights.password(user), filters);
    }

    private static MqttConnectOptions options(String user, String password) {
        MqttConnectOptions o = new MqttConnectOptions();
        o.setCleanSession(true);
        o.setKeepAliveInterval(30);
        o.setUserName(user);
        o.setPassword(password.toCharArray());
        return o;
    }

    /** Mosquitto logs a connection that ended without DISCONNECT in the step of its one-threaded loop that sends or drops its will: a publish it reads later is queued after the will. */
    private static boolean closedAtBroker(Mosquitto broker, String clientId) {
        try {
            String log = Files.readString(broker.logFile());
            return log.contains("Client " + clientId + " closed its connection")
                    || log.contains("Socket error on client " + clientId + ",");
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
