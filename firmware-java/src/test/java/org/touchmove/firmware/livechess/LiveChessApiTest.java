package org.touchmove.firmware.livechess;

import org.touchmove.firmware.config.LiveChessEndpoint;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.touchmove.firmware.config.Settings;
import org.touchmove.firmware.pgn.PgnGame;
import org.touchmove.firmware.pgn.PgnReader;
import org.touchmove.firmware.rules.Game;
import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.rules.Position;
import org.touchmove.firmware.simulation.HumanPlayer;
import org.touchmove.firmware.simulation.SimulatedSession;
import org.touchmove.sim.BoardTiming;
import org.touchmove.sim.hands.Hands;
import org.touchmove.sim.hands.NoiseProfile;

/**
 * Our clean-room client against the API over a real WebSocket, the board a simulated one played by a human player
 * in virtual time: every call and message type of docs/livechess.md.
 */
class LiveChessApiTest {

    /** A capture, e.p., an under-... promotion with capture, and castling, in twelve plies. */
    private static final String PGN = """
            [Event "LiveChess test"]
            [Result "*"]

            1. e4 d5 2. exd5 c5 3. dxc6 Nf6 4. cxb7 e6 5. bxa8=Q Be7 6. Nf3 O-O *
            """;

    private SimulatedSession session;
    private BoardFollower follower;
    private LiveChessServer server;
    private HumanPlayer player;

    @BeforeEach
    void start() {
        Settings settings = Settings.fromMap(Map.of("board.id", "board-7", "game.timeControl", "300+2"));
        session = new SimulatedSession(settings, e -> { }, Instant.EPOCH, BoardTiming.DEFAULT);
        follower = new BoardFollower(session.runtime(), Clock.systemUTC());
        server = LiveChessServer.start(follower, new LiveChessEndpoint("127.0.0.1", 0), Clock.systemUTC());
        player = new HumanPlayer(new Hands(session.board(), NoiseProfile.clean(), 5), 5);
    }

    @AfterEach
    void stop() {
        server.close();
        follower.close();
    }

    private Game play(Game game, Move move) {
        Position before = game.position();
        Game after = game.play(move);
        session.advanceTo(player.play(before, move, after.outcome().isEmpty()));
        session.settle(); // the press's grace passes and the move completes
        return after;
    }


    @Test
    void eboards_subscribe_feedGrowsByOneMovePerMove_setupRestartsTheList() throws Exception {
        PgnGame pgn = PgnReader.parse(PGN, "inline").get(0);
        session.setUp(pgn.start());
        session.startClock();
        try (LiveChessClient client = new LiveChessClient(server.port())) {
            client.send("{\"id\":1,\"call\":\"eboards\"}");
            JsonNode boards = client.await(m -> LiveChessClient.isCall(m, 1), "eboards reply").message();
            JsonNode b = boards.path("param").get(0);
            assertThat(b.path("serialnr").asText()).isEqualTo("board-7");
            assertThat(b.path("state").asText()).isEqualTo("ACTIVE");
            assertThat(b.path("board").asText()).isEqualTo("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR");
            assertThat(b.path("flipped").asBoolean(true)).isFalse();
            assertThat(b.path("clock").path("white").asInt()).isEqualTo(300);

            client.send("{\"id\":2,\"call\":\"subscribe\",\"param\":{\"feed\":\"eboardevent\",\"id\":1,"
                    + "\"param\":{\"serialnr\":\"board-7\"}}}");
            assertThat(client.await(m -> LiveChessClient.isCall(m, 2), "subscribe reply").message()
                    .path("param").isNull()).isTrue();
            JsonNode first = client.await(LiveChessClient::isFeed, "first feed").message();
            assertThat(first.path("id").asInt()).isEqualTo(1);
            assertThat(LiveChessClient.san(first)).isEmpty();
            assertThat(first.path("param").path("match").asBoolean()).isTrue();

            // every move arrives once, after completion: the distinct SAN lists are exactly the prefixes
            Game game = Game.from(pgn.start());
            List<List<String>> lists = new ArrayList<>();
            List<String> expected = new ArrayList<>();
            for (Move move : pgn.moves()) {
                expected.add(org.touchmove.firmware.rules.notation.San.format(game.position(), move));
                game = play(game, move);
                List<String> want = List.copyOf(expected);
                JsonNode f = client.await(m -> LiveChessClient.isFeed(m) && LiveChessClient.san(m).equals(want), "feed " + want)
                        .message();
                lists.add(LiveChessClient.san(f));
                assertThat(f.path("param").path("board").asText()).isEqualTo(game.position().fen().split(" ")[0]);
            }
            assertThat(expected).contains("exd5", "dxc6", "bxa8=Q", "O-O");
            for (int i = 0; i < lists.size(); i++) {
                assertThat(lists.get(i)).hasSize(i + 1);
            }
            // nothing else came in between: no half-move, no list that skipped or repeated a move out of order
            for (LiveChessClient.Received r : client.drain()) {
                if (LiveChessClient.isFeed(r.message())) {
                    assertThat(LiveChessClient.san(r.message())).isEqualTo(expected);
                }
            }

            // setup at the position the game stands in: the list restarts there and grows again
            client.send("{\"id\":3,\"call\":\"call\",\"param\":{\"id\":1,\"method\":\"setup\",\"param\":{\"fen\":\""
                    + game.position().fen() + "\"}}}");
            client.await(m -> LiveChessClient.isCall(m, 3), "setup reply");
            JsonNode restarted = client.await(LiveChessClient::isFeed, "feed after setup").message();
            assertThat(LiveChessClient.san(restarted)).isEmpty();
            assertThat(restarted.path("param").path("match").asBoolean()).isTrue();
            Move next = org.touchmove.firmware.rules.notation.Uci.parse("f1e2", game.position());
            game = play(game, next);
            client.await(m -> LiveChessClient.isFeed(m) && LiveChessClient.san(m).equals(List.of("Be2")), "Be2 alone");

            // setup of a position the board's game is not in: a mismatch, no moves
            client.send("{\"id\":4,\"call\":\"call\",\"param\":{\"id\":1,\"method\":\"setup\",\"param\":{\"fen\":"
                    + "\"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"}}}");
            client.await(m -> LiveChessClient.isCall(m, 4), "setup reply");
            JsonNode mismatch = client.await(LiveChessClient::isFeed, "mismatch feed").message();
            assertThat(LiveChessClient.san(mismatch)).isEmpty();
            assertThat(mismatch.path("param").path("match").asBoolean(true)).isFalse();

            client.send("{\"id\":5,\"call\":\"unsubscribe\",\"param\":{\"id\":1}}");
            client.await(m -> LiveChessClient.isCall(m, 5), "unsubscribe reply");
        }
    }

    @Test
    void refusals_areErrorResponses_andAnOversizedMessageClosesTheClient() throws Exception {
        session.setUp(Position.START);
        try (LiveChessClient client = new LiveChessClient(server.port())) {
            client.send("{\"id\":7,\"call\":\"eboardz\"}");
            assertThat(client.await(m -> LiveChessClient.isError(m, 7), "unknown call").message()
                    .path("param").path("message").asText()).contains("unknown call 'eboardz'");
            client.send("{\"id\":8,\"call\":\"subscribe\",\"param\":{\"feed\":\"eboardevent\",\"id\":1,"
                    + "\"param\":{\"serialnr\":\"nope\"}}}");
            assertThat(client.await(m -> LiveChessClient.isError(m, 8), "unknown board").message()
                    .path("param").path("message").asText()).contains("no e-board with serialnr 'nope'");
            client.send("{\"id\":9,\"call\":\"call\",\"param\":{\"id\":1,\"method\":\"setup\",\"param\":{\"fen\":\"x\"}}}");
            client.await(m -> LiveChessClient.isError(m, 9), "setup before subscribe");
            client.send("{\"id\":10,\"call\":\"subscribe\",\"param\":{\"feed\":\"eboardevent\",\"id\":1,"
                    + "\"param\":{\"serialnr\":\"board-7\"}}}");
            client.await(m -> LiveChessClient.isCall(m, 10), "subscribe");
            client.send("{\"id\":11,\"call\":\"call\",\"param\":{\"id\":1,\"method\":\"flip\",\"param\":{\"flip\":true}}}");
            assertThat(client.await(m -> LiveChessClient.isError(m, 11), "flip refused").message()
                    .path("param").path("message").asText()).startsWith("flip");
            client.send("{\"id\":12,\"call\":\"call\",\"param\":{\"id\":1,\"method\":\"setup\",\"param\":"
                    + "{\"fen\":\"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0\"}}}");
            client.await(m -> LiveChessClient.isError(m, 12), "bad FEN");
            client.send("not json");
            assertThat(client.await(m -> "error".equals(m.path("response").asText()) && m.path("id").isNull(),
                    "error for a message that is not JSON").message().path("param").path("message").asText())
                    .startsWith("not JSON");
            client.send("{\"id\":13,\"call\":\"eboards\",\"pad\":\"" + "x".repeat(LiveChessServer.MAX_MESSAGE) + "\"}");
            assertThat(client.closedWith.get(20, java.util.concurrent.TimeUnit.SECONDS)).isEqualTo(1009);
        }
    }
}
