package org.touchmove.firmware.simulation;

import java.net.URI;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The options of scripts/bench-tournament.
 *
 * @param boards     how many boards play at once
 * @param games      the directory of PGN files the games come from (board i plays the i-th playable game, the games
 *                   taken again from the first when there are fewer than boards)
 * @param pace       virtual seconds per wall second: 1 real time, 10 ten times faster
 * @param thinkMs    mean thinking time before each move, in the board's (virtual) milliseconds
 * @param maxPlies   at most this many plies of each game (0: the whole game)
 * @param broker     the broker: {@link #EMBEDDED}, {@link #PRIVATE_MOSQUITTO} or a URI; empty: a Mosquitto of the
 *                   bench's own when the {@code mosquitto} command is installed, else the embedded one
 * @param hub        whether the hub runs (a child JVM) and consumes every board
 * @param rooms      how many threads step the boards (board i on room i mod rooms): a board's journal commit (an
 *                   fsync) holds up only the boards of its own room
 * @param stateDir   where the boards' journals go (a new directory under it, deleted afterwards); empty: the
 *                   system's temporary directory
 * @param sharedLink whether the boards share one MQTT connection per {@link TournamentBench#BOARDS_PER_LINK} boards
 *                   ({@code --link shared}, the default) or each has its own ({@code --link per-board})
 * @param killNode   {@code --kill-node K}: node K (1-3) of {@code --broker nats-cluster} is killed (SIGKILL) mid-round;
 *                   0: none. Node 1 is the first node of links 1, 4, 7, .. (the links are spread over the nodes),
 *                   node 3 the hub's
 * @param killAfterSeconds {@code --kill-after S}: when, in wall seconds after the round's start (default 30)
 * @param linkBoards {@code --link-boards N}: how many boards share one link ({@code --link shared}; default
 *                   {@link TournamentBench#BOARDS_PER_LINK}, on {@code nats-cluster}
 *                   {@link TournamentBench#NATS_BOARDS_PER_LINK}: NATS stores a connection's QoS 1 publishes one at
 *                   a time, docs/brokers.md)
 * @param keepAliveSeconds {@code --keep-alive S}: the boards' and links' MQTT keep-alive on {@code nats-cluster}
 *                   (default {@link TournamentBench#NATS_KEEP_ALIVE_SECONDS})
 */
record TournamentOptions(int boards, Path games, double pace, long thinkMs, int maxPlies, Optional<URI> broker,
                         boolean hub, int rooms, Optional<Path> stateDir, boolean sharedLink, int killNode,
                         double killAfterSeconds, int linkBoards, int keepAliveSeconds) {

    /** {@code --broker embedded}: the embedded Moquette broker on a free port. */
    static final URI EMBEDDED = URI.create("embedded:moquette");
    /** {@code --broker mosquitto}: a Mosquitto of the bench's own, with the project's queue limit. */
    static final URI PRIVATE_MOSQUITTO = URI.create("private:mosquitto");
    /** {@code --broker nats-cluster}: a 3-node NATS cluster of the bench's own (the blocks of config/nats). */
    static final URI NATS_CLUSTER = URI.create("private:nats-cluster");

    static final String USAGE = "usage: bench-tournament --boards N [--pace FACTOR] [--think MS] [--plies N]"
            + " [--broker embedded|mosquitto|nats-cluster|URI] [--kill-node 1|2|3] [--kill-after SECONDS] [--no-hub]"
            + " [--rooms K] [--state-dir DIR] [--link shared|per-board] [--link-boards N] [--keep-alive SECONDS]"
            + " --games DIR";

    /** Parses the command line; a bad value is an {@link IllegalArgumentException} naming the option. */
    static TournamentOptions parse(String[] args) {
        Integer boards = null;
        Path games = null;
        double pace = 1;
        long thinkMs = 10_000;
        int maxPlies = 0;
        Optional<URI> broker = Optional.empty();
        boolean hub = true;
        Optional<Path> stateDir = Optional.empty();
        int rooms = 2;
        boolean sharedLink = true;
        int killNode = 0;
        double killAfter = 30;
        Integer linkBoards = null;
        int keepAlive = TournamentBench.NATS_KEEP_ALIVE_SECONDS;
        for (int i = 0; i < args.length; i++) {
            String option = args[i];
            if (option.equals("--no-hub")) {
                hub = false;
                continue;
            }
            if (i + 1 == args.length) {
                throw new IllegalArgumentException(option + " needs a value; " + USAGE);
            }
            String value = args[++i];
            switch (option) {
                case "--boards" -> boards = (int) number(option, value, 1, 100_000);
                case "--games" -> games = Path.of(value);
                case "--rooms" -> rooms = (int) number(option, value, 1, 64);
                case "--state-dir" -> stateDir = Optional.of(Path.of(value));
                case "--link" -> sharedLink = switch (value) {
                    case "shared" -> true;
                    case "per-board" -> false;
                    default -> throw new IllegalArgumentException("--link must be shared or per-board, not '" + value
                            + "'");
                };
                case "--pace" -> pace = decimal(option, value);
                case "--think" -> thinkMs = number(option, value, 0, 3_600_000);
                case "--kill-node" -> killNode = (int) number(option, value, 1, 3);
                case "--kill-after" -> killAfter = decimal(option, value);
                case "--link-boards" -> linkBoards = (int) number(option, value, 1, TournamentBench.BOARDS_PER_LINK);
                case "--keep-alive" -> keepAlive = (int) number(option, value, 1, 3600);
                case "--plies" -> maxPlies = (int) number(option, value, 0, 10_000);
                case "--broker" -> broker = Optional.of(value.equals("embedded") ? EMBEDDED
                        : value.equals("mosquitto") ? PRIVATE_MOSQUITTO
                        : value.equals("nats-cluster") ? NATS_CLUSTER : uri(value));
                default -> throw new IllegalArgumentException("unknown option " + option + "; " + USAGE);
            }
        }
        if (boards == null || games == null) {
            throw new IllegalArgumentException(USAGE);
        }
        if (killNode != 0 && !broker.equals(Optional.of(NATS_CLUSTER))) {
            throw new IllegalArgumentException("--kill-node needs --broker nats-cluster");
        }
        if (linkBoards == null) {
            linkBoards = broker.equals(Optional.of(NATS_CLUSTER)) ? TournamentBench.NATS_BOARDS_PER_LINK
                    : TournamentBench.BOARDS_PER_LINK;
        }
        return new TournamentOptions(boards, games, pace, thinkMs, maxPlies, broker, hub, rooms, stateDir, sharedLink,
                killNode, killAfter, linkBoards, keepAlive);
    }

    boolean natsCluster() {
        return broker.isPresent() && broker.get().equals(NATS_CLUSTER);
    }

    boolean embeddedBroker() {
        return broker.isPresent() && broker.get().equals(EMBEDDED);
    }

    private static long number(String option, String value, long min, long max) {
        try {
            long n = Long.parseLong(value);
            if (n >= min && n <= max) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below, with the range
        }
        throw new IllegalArgumentException(option + " must be a whole number from " + min + " to " + max + ", not '"
                + value + "'");
    }

    private static double decimal(String option, String value) {
        try {
            double d = Double.parseDouble(value);
            if (d > 0 && d <= 1000) {
                return d;
            }
        } catch (NumberFormatException e) {
            // reported below, with the range
        }
        throw new IllegalArgumentException(option + " must be a number above 0 and at most 1000, not '" + value + "'");
    }

    private static URI uri(String value) {
        URI uri;
        try {
            uri = URI.create(value);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--broker: not a URI: '" + value + "'");
        }
        if (uri.getScheme() == null || uri.getHost() == null) {
            throw new IllegalArgumentException("--broker expects embedded or a URI such as tcp://127.0.0.1:1883, not '"
                    + value + "'");
        }
        return uri;
    }
}
