package org.touchmove.firmware.livechess;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.touchmove.firmware.event.CompletedBy;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.GameMode;
import org.touchmove.firmware.event.MoveEvent;
import org.touchmove.firmware.event.NewGameEvent;
import org.touchmove.firmware.event.ResultEvent;
import org.touchmove.firmware.event.DecidedBy;
import org.touchmove.firmware.rules.Color;
import org.touchmove.firmware.rules.Position;
import org.touchmove.firmware.rules.Result;
import org.touchmove.firmware.rules.Termination;
import org.touchmove.firmware.view.BoardView;
import org.touchmove.firmware.view.BoardViews;

/**
 * A feed sends what changed and only that (lichess's page showed the duplicate: the result after a mating move
 * repeated the move's feed): an event that changes nothing the client sees sends nothing, a {@code setup} always
 * answers with the state.
 */
class LiveChessSessionTest {

    private static final String AFTER_E4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";

    private final List<Event> events = new ArrayList<>(List.of(
            new Event("b-1", "g1", 1, Instant.EPOCH, 1, new NewGameEvent(Position.START_FEN, "-", GameMode.CASUAL))));
    private final AtomicReference<LiveBoard> board = new AtomicReference<>(board());
    private final List<Long> due = new ArrayList<>();
    private final LiveChessSession session = new LiveChessSession(new LiveBoards() {
        @Override
        public List<LiveBoard> boards() {
            return List.of(board.get());
        }

        @Override
        public void onChange(Consumer<String> changed) {
        }
    }, Clock.fixed(Instant.EPOCH, ZoneOffset.UTC), new LiveChessSession.Out() {
        @Override
        public void response(String text) {
        }

        @Override
        public void feedDue(long feedId) {
            due.add(feedId);
        }
    });

    private LiveBoard board() {
        BoardView v = BoardViews.of("b-1", events);
        return new LiveBoard("b-1", EBoardState.ACTIVE, v, null);
    }

    private void apply(Event e) {
        events.add(e);
        board.set(board());
        session.boardChanged("b-1");
    }

    @Test
    void anEventThatChangesNothingShownSendsNothing_aSetupAlwaysAnswers() {
        session.handle("{\"id\":2,\"call\":\"subscribe\",\"param\":{\"feed\":\"eboardevent\",\"id\":1,"
                + "\"param\":{\"serialnr\":\"b-1\"}}}");
        assertThat(session.feedMessage(1)).as("the state on subscribing").contains("\"san\":[]");
        session.boardChanged("b-1");
        assertThat(session.feedMessage(1)).as("nothing changed").isNull();

        apply(new Event("b-1", "g1", 2, Instant.EPOCH, 2, new MoveEvent(1, "e4", "e2e4", AFTER_E4, null, null,
                Color.WHITE, 1, CompletedBy.STANDSTILL)));
        assertThat(session.feedMessage(1)).contains("\"san\":[\"e4\"]");
        // the same position and list again (e.g. a result, an announcement): not sent again
        apply(new Event("b-1", "g1", 3, Instant.EPOCH, 3, new ResultEvent(Result.WHITE_WINS,
                Termination.RESIGNATION, DecidedBy.ARBITER, 1)));
        assertThat(session.feedMessage(1)).isNull();

        session.handle("{\"id\":3,\"call\":\"call\",\"param\":{\"id\":1,\"method\":\"setup\",\"param\":{\"fen\":\""
                + Position.START_FEN + "\"}}}");
        assertThat(session.feedMessage(1)).as("a setup is answered with the state").contains("\"san\":[\"e4\"]");
        assertThat(due).containsOnly(1L);
    }
}
