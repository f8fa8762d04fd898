package org.touchmove.firmware.hub;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.time.Clock;
import java.util.Optional;
import java.util.UUID;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.touchmove.firmware.command.ArbiterCommand;

/**
 * The tournament hub (docs/hub.md): an MQTT consumer of every board under the root, a {@link Room} rebuilt from it,
 * and the HTTP side. Holds nothing a restart cannot rebuild from the broker's retained snapshots and the boards'
 * journals (a gap is repaired by asking the board to republish).
 */
public final class Hub implements AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(Hub.class);

    private final Room room;
    private final MqttRoomClient mqtt;
    private final HubServer http;
    private final PgnPusher pusher;
    private final HubLiveChess livechess;
    private final String httpHost;
    private final RepublishQueue republish;
    private final HeartbeatWatch heartbeats;
    private final SnapshotHealer healer;

    private Hub(Room room, MqttRoomClient mqtt, HubServer http, PgnPusher pusher, HubLiveChess livechess,
            String httpHost, RepublishQueue republish, HeartbeatWatch heartbeats, SnapshotHealer healer) {
        this.healer = healer;
        this.httpHost = httpHost;
        this.republish = republish;
        this.heartbeats = heartbeats;
        this.room = room;
        this.mqtt = mqtt;
        this.http = http;
        this.pusher = pusher;
        this.livechess = livechess;
    }

    /**
     * Connects to the broker, starts HTTP and (if configured) push.
     *
     * @throws IllegalArgumentException naming what is wrong (broker unreachable, pairings file unreadable)
     */
    static Hub start(HubSettings settings, Clock clock) throws Exception {
        return start(settings, clock, FatalErrors.halting());
    }

    /** @param fatal what ends the process when the heap runs out in one of the hub's threads */
    static Hub start(HubSettings settings, Clock clock, FatalErrors fatal) throws Exception {
        // The arbiter's sessions are keyed by the server secret of the hub's state directory (read or made first,
        // so a state directory the hub cannot use stops it before it connects).
        ArbiterAuth auth = settings.arbiterPassword() == null ? null
                : new ArbiterAuth(settings.arbiterPassword(), HubSecret.load(settings.access().stateDir()), clock);
        String pairings = "";
        HubSettings s = settings;
        if (s.pairings() != null) {
            try {
                pairings = Files.readString(s.pairings(), StandardCharsets.UTF_8);
                s = withPairedBoards(s, Pairings.parse(pairings));
            } catch (IOException e) {
                throw new IllegalArgumentException("hub.pairings: cannot read " + s.pairings() + ": " + e.getMessage(),
                        e);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(s.pairings() + ": " + e.getMessage(), e);
            }
        }
        CommandSenderRef sender = new CommandSenderRef();
        // Off the MQTT callback thread, where gaps are seen: a publish there waits for a PUBACK (issue 27).
        RepublishQueue republish = new RepublishQueue(
                (board, fromSeq) -> sender.send(board, new ArbiterCommand.Republish(fromSeq)));
        // A gap no republish answers within seconds (a board finished or gone) is healed from the retained snapshots.
        SnapshotHealer healer = new SnapshotHealer(republish, SnapshotHealer.AFTER, fatal);
        Room room = new Room(clock, healer, s.limits(), s.delay());
        HubSettings fs = s;
        BrokerLink link = new BrokerLink(clock);
        DeskTap tap = new DeskTap(DeskAcks.open(s.access().stateDir()));
        HeartbeatWatch heartbeats = new HeartbeatWatch(s.mqtt().boardLost());
        MqttRoomClient mqtt;
        try {
            mqtt = new MqttRoomClient(s.mqtt(), "touchmove-hub-" + UUID.randomUUID().toString()
                    .substring(0, 8), s.topicRoot(), s.linksRoot(), s.mqttUsername(), s.mqttPassword(),
                    (topic, payload) -> fatal.guard(() -> route(fs, room, tap, heartbeats, topic, payload)), link);
        } catch (IOException e) {
            republish.close();
            healer.close();
            throw new IllegalArgumentException("cannot connect to the MQTT broker " + s.mqtt() + " within "
                    + s.mqtt().firstConnect().toSeconds() + " s (hub.mqtt.firstConnectSeconds): "
                    + e.getMessage(), e);
        }
        MqttRoomClient connection = mqtt;
        healer.attach(room, new SnapshotHealer.Snapshots() {
            @Override
            public void read(java.util.Collection<String> boards) throws IOException {
                connection.readSnapshots(boards);
            }

            @Override
            public void forget(java.util.Collection<String> boards) throws IOException {
                connection.forgetSnapshots(boards);
            }

            @Override
            public void rollCall() throws IOException {
                connection.rollCall();
            }

            @Override
            public void reconnect(String why) {
                connection.reconnect(why);
            }
        });
        CommandSender commands = new CommandSender(mqtt::publishCommand, clock);
        sender.target = commands;
        String pairingsText = pairings;
        HubServer http = new HubServer(room, link, s.delay(), auth, s.access().proxies(),
                s.access().liveRoomPublic(), commands, () -> pairingsText, s.httpHost(), s.httpPort(), fatal);
        http.desk(new DeskRoutes(new Desk(room, commands, tap, s.desk().offlineRealert())));
        HubLiveChess livechess = null;
        if (s.livechess() != null) {
            try {
                livechess = HubLiveChess.start(room, s.delay(), s.livechess(), clock, fatal);
            } catch (IllegalArgumentException e) {
                http.close();
                mqtt.close();
                republish.close();
                healer.close();
                throw e;
            }
        }
        PgnPusher pusher = null;
        if (s.pushUrl() != null) {
            pusher = new PgnPusher(s.pushUrl(), s.pushToken(), s.pushInterval(), () -> http.roundPgn(false), fatal);
            pusher.start();
        }
        log.info("hub started: {}, http port {}", s, http.port());
        log.info("hub: HTTP listening on {}", s.http().describe(http.port()));
        heartbeats.start(room::now, (board, lost) -> fatal.guard(() -> room.receive(
                new HubTopic(board, HubTopic.Kind.STATUS), lost)));
        return new Hub(room, mqtt, http, pusher, livechess, s.httpHost(), republish, heartbeats, healer);
    }

    /**
     * With a board list ({@code hub.boards}) the pairings' boards join it; without one, the pairings are the list (a
     * round with pairings knows its boards).
     */
    private static HubSettings withPairedBoards(HubSettings s, java.util.List<Pairings.Pairing> paired) {
        java.util.Set<String> boards = new java.util.TreeSet<>(s.limits().boards());
        paired.forEach(p -> boards.add(p.boardId()));
        return s.withLimits(s.limits().withBoards(boards));
    }

    /** A board's message to its board, a link's status to the room's links; anything else is not the hub's. */
    private static void route(HubSettings s, Room room, DeskTap tap, HeartbeatWatch heartbeats, String topic,
            String payload) {
        Optional<HubTopic> board = HubTopic.parse(s.topicRoot(), topic);
        if (board.isPresent()) {
            if (board.get().kind() == HubTopic.Kind.STATUS) {
                heartbeats.status(board.get().boardId(), payload, room.now());
            }
            room.receive(board.get(), payload);
            if (board.get().kind() == HubTopic.Kind.EVENTS) {
                tap.event(board.get().boardId(), payload); // after the room: nothing the desk does holds it up
            }
        } else {
            LinkTopic.parse(s.linksRoot(), topic).ifPresent(l -> room.receive(l, payload));
        }
    }

    /** The draw of a round's Chess960 start position (pairings {@code chess960 = random}): seeded in tests. */
    void setChess960Draw(java.util.random.RandomGenerator draw) {
        http.setChess960Draw(draw);
    }

    public int httpPort() {
        return http.port();
    }

    /**
     * {@code http://HOST:PORT/} to reach the hub: 127.0.0.1 when it listens on the loopback or on every interface
     * (0.0.0.0, ::), else the address it was given.
     */
    public String httpUrl() {
        boolean local = httpHost.startsWith("127.") || httpHost.equals("0.0.0.0") || httpHost.equals("::")
                || httpHost.equalsIgnoreCase("localhost");
        String host = local ? "127.0.0.1" : httpHost.contains(":") ? "[" + httpHost + "]" : httpHost;
        return "http://" + host + ":" + http.port() + "/";
    }

    /** {@code ws://HOST:PORT/api/v1.0} of the LiveChess endpoint; null when {@code hub.livechess} is not set. */
    public String liveChessUrl() {
        return livechess == null ? null : livechess.url();
    }

    Room room() {
        return room;
    }

    @Override
    public void close() throws Exception {
        if (pusher != null) {
            pusher.close();
        }
        if (livechess != null) {
            livechess.close();
        }
        http.close();
        healer.close();
        mqtt.close();
        republish.close();
        heartbeats.close();
    }

    /** The room's gap handler exists before the MQTT client it sends through. */
    private static final class CommandSenderRef {
        private volatile CommandSender target;

        void send(String board, ArbiterCommand command) {
            CommandSender t = target;
            if (t == null) {
                log.warn("board {}: gap seen before the hub could send commands; the next snapshot repairs it", board);
                return;
            }
            try {
                t.send(board, command);
            } catch (IllegalStateException e) {
                log.warn("board {}: could not ask for republish: {}", board, e.getMessage());
            }
        }
    }
}
