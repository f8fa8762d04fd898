package org.touchmove.firmware.livechess;

import org.touchmove.firmware.config.SetupPolicy;
import org.touchmove.firmware.config.LiveChessEndpoint;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.touchmove.firmware.config.Settings;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.NewGameEvent;
import org.touchmove.firmware.rules.Move;
import org.touchmove.firmware.rules.Position;
import org.touchmove.firmware.rules.notation.Uci;
import org.touchmove.firmware.simulation.HumanPlayer;
import org.touchmove.firmware.simulation.SimulatedSession;
import org.touchmove.hal.Occupancy;
import org.touchmove.sim.BoardTiming;
import org.touchmove.sim.hands.Hands;
import org.touchmove.sim.hands.NoiseProfile;

/**
 * {@code setup} on a board's own endpoint (docs/livechess.md): a player at home sets up the client's position and the
 * board's game goes on from it (a new game, journalled as one); the board's own move comes first when it gets there;
 * with {@code report} nothing but the mismatch is shown.
 */
class LiveChessSetupTest {

    /** A position the game below is not in: White to move, a pawn each side. */
    private static final Position ELSEWHERE = Position.fromFen("4k3/4p3/8/8/8/8/4P3/4K3 w - - 0 1");

    private final List<Event> events = new CopyOnWriteArrayList<>();
    private SimulatedSession session;
    private BoardFollower follower;
    private LiveChessServer server;
    private HumanPlayer player;

    private LiveChessClient start(SetupPolicy policy) {
        Settings settings = Settings.fromMap(Map.of("board.id", "home-1", "game.timeControl", "300+2"));
        session = new SimulatedSession(settings, events::add, Instant.EPOCH, BoardTiming.DEFAULT);
        follower = new BoardFollower(session.runtime(), Clock.systemUTC(), policy, () -> session.time().nanos());
        server = LiveChessServer.start(follower, new LiveChessEndpoint("127.0.0.1", 0), Clock.systemUTC());
        player = new HumanPlayer(new Hands(session.board(), NoiseProfile.clean(), 3), 3);
        session.setUp(Position.START);
        session.startClock();
        play(Position.START, "e2e4");
        LiveChessClient client = new LiveChessClient(server.port());
        client.send("{\"id\":2,\"call\":\"subscribe\",\"param\":{\"feed\":\"eboardevent\",\"id\":1,"
                + "\"param\":{\"serialnr\":\"home-1\"}}}");
        return client;
    }

    @AfterEach
    void stop() {
        if (server != null) {
            server.close();
            follower.close();
        }
    }

    private Position play(Position before, String uci) {
        Move move = Uci.parse(uci, before);
        Position after = before.play(move);
        session.advanceTo(player.play(before, move, true));
        session.settle();
        return after;
    }

    private static void setup(LiveChessClient client, int id, Position p) throws InterruptedException {
        client.send("{\"id\":" + id + ",\"call\":\"call\",\"param\":{\"id\":1,\"method\":\"setup\",\"param\":{\"fen\":\""
                + p.fen() + "\"}}}");
        client.await(m -> LiveChessClient.isCall(m, id), "setup reply");
    }


    private static String placement(Position p) {
        return p.fen().split(" ")[0];
    }

    private List<String> newGames() {
        return events.stream().filter(e -> e.body() instanceof NewGameEvent).map(e -> ((NewGameEvent) e.body()).fen())
                .toList();
    }

    @Test
    void newGame_thePiecesSetUpAsTheClientSays_startTheBoardsGameFromIt_aMismatchUntilThen() throws Exception {
        try (LiveChessClient client = start(SetupPolicy.NEW_GAME)) {
            setup(client, 3, ELSEWHERE);
            JsonNode mismatch = client.await(m -> LiveChessClient.isFeed(m) && !m.path("param").path("match")
                    .asBoolean(true), "mismatch").message();
            assertThat(LiveChessClient.san(mismatch)).isEmpty();
            assertThat(newGames()).hasSize(1);

            // the player takes the pieces off and sets up the client's position: a new game from it
            session.board().setup(new Occupancy(ELSEWHERE.occupied()));
            session.settle();
            JsonNode matched = client.await(m -> LiveChessClient.isFeed(m) && m.path("param").path("match").asBoolean()
                    && m.path("param").path("board").asText().equals(placement(ELSEWHERE)), "the set-up matched")
                    .message();
            assertThat(LiveChessClient.san(matched)).isEmpty();
            assertThat(newGames()).as("new-game events (the board's journal)").containsExactly(Position.START.fen(),
                    ELSEWHERE.fen());

            // the game goes on from the set-up: the list grows from there
            session.startClock();
            play(ELSEWHERE, "e2e4");
            client.await(m -> LiveChessClient.isFeed(m) && LiveChessClient.san(m).equals(List.of("e4")), "e4 from the set-up");
        }
    }

    @Test
    void newGame_thePositionOneMoveAhead_isReachedByTheBoardsOwnMove_noNewGame() throws Exception {
        try (LiveChessClient client = start(SetupPolicy.NEW_GAME)) {
            // lichess's page after a reconnect: the opponent's reply is online, not yet on the board
            Position afterE4 = Position.START.play(Uci.parse("e2e4", Position.START));
            Position afterE5 = afterE4.play(Uci.parse("e7e5", afterE4));
            setup(client, 3, afterE5);
            client.await(m -> LiveChessClient.isFeed(m) && !m.path("param").path("match").asBoolean(true), "mismatch");
            Position now = Position.fromFen(session.runtime().view().fen());
            play(now, "e7e5");
            JsonNode matched = client.await(m -> LiveChessClient.isFeed(m) && m.path("param").path("match").asBoolean()
                    && m.path("param").path("board").asText().equals(placement(afterE5)), "matched by the move")
                    .message();
            assertThat(LiveChessClient.san(matched)).isEmpty();
            assertThat(newGames()).hasSize(1);
            assertThat(session.runtime().view().moves()).hasSize(2);
        }
    }

    @Test
    void report_thePiecesSetUpAsTheClientSays_changeNothing() throws Exception {
        try (LiveChessClient client = start(SetupPolicy.REPORT)) {
            setup(client, 3, ELSEWHERE);
            client.await(m -> LiveChessClient.isFeed(m) && !m.path("param").path("match").asBoolean(true), "mismatch");
            session.board().setup(new Occupancy(ELSEWHERE.occupied()));
            session.settle();
            // the pieces back where the board's game has them, and the game goes on: still the mismatch, no new game
            Position game = Position.fromFen(session.runtime().view().fen());
            session.board().setup(new Occupancy(game.occupied()));
            session.settle();
            Position afterE5 = play(game, "e7e5");
            JsonNode after = client.await(m -> LiveChessClient.isFeed(m)
                    && m.path("param").path("board").asText().equals(placement(afterE5)), "the game's next move")
                    .message();
            assertThat(after.path("param").path("match").asBoolean(true)).isFalse();
            assertThat(newGames()).hasSize(1);
            assertThat(session.runtime().view().moves()).hasSize(2);
        }
    }
}
