package org.touchmove.firmware.view;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.junit.jupiter.api.Test;
import org.touchmove.firmware.controller.ScenarioEvents;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.pgn.PgnGame;
import org.touchmove.firmware.pgn.PgnReader;

/**
 * The memo appends each new move to the movetext it kept; its text must be byte for byte what a full rendering
 * ({@link GamePgn#render}) gives after every event of whole games: real games played on the simulated board with a
 * clock, every scenario script in tournament and casual mode (casual takebacks, new games and set-ups between games,
 * results), and the arbiter's accepted takeback, reinstatement and promotion correction.
 * One memo serves all of them in turn, as one board's publisher does across games.
 */
class PgnMemoIncrementalTest {

    @Test
    void realGamesRenderAsAFullRenderingAfterEveryEvent() {
        List<PgnGame> games = new ArrayList<>(PgnReader.parse(resource("/replay/live-three-games.pgn"),
                "live-three-games.pgn"));
        // Morphy's Opera game (the second of the two classics): castling, captures, checks and a mate.
        games.add(PgnReader.parse(resource("/games/two-classics.pgn"), "two-classics.pgn").get(1));
        // One memo across the games, as one board's publisher renders game after game (each replay is its own fold:
        // its seq starts again at 1).
        PgnMemo memo = new PgnMemo();
        int newGames = 0;
        int longest = 0;
        for (PgnGame game : games) {
            MemoFold.Folded folded = MemoFold.foldAndCompare(memo, GameEvents.withMetadata(ScenarioEvents.replay(game, 7), GameEvents.OPEN));
            newGames += folded.games();
            longest = Math.max(longest, folded.longestGame());
        }
        assertThat(newGames).as("new games").isEqualTo(games.size());
        assertThat(longest).as("plies of the longest game").isEqualTo(33);
    }

    @Test
    void everyScenarioInTournamentAndCasualModeRendersAsAFullRenderingAfterEveryEvent() {
        PgnMemo memo = new PgnMemo();
        int played = 0;
        int notExtended = 0;
        for (String name : ScenarioNames.all()) {
            for (Map<String, String> config : List.of(Map.<String, String>of(), Map.of("game.mode", "casual"))) {
                List<Event> events = ScenarioEvents.play(name, config);
                played++;
                notExtended += MemoFold.foldAndCompare(memo, GameEvents.withMetadata(events, GameEvents.OPEN)).notExtended();
            }
        }
        assertThat(played).as("scenario runs").isGreaterThan(120);
        // Casual takebacks remove moves already rendered: the memo must have built its movetext again.
        assertThat(notExtended).as("views whose moves did not extend the previous view's").isPositive();
    }

    @Test
    void arbiterTakebackReinstatementAndPromotionCorrectionRenderAsAFullRendering() {
        String moves = "wait 1000\nlift e2\nwait 300\nplace e4\nwait 200\npress white\n"
                + "wait 1000\nlift e7\nwait 300\nplace e5\nwait 200\npress black\n";
        String takeback = "tc 300+2\nsetup startpos\nstart\n" + moves
                + "wait 1000\nlift e5\nwait 300\nplace e7\nwait 3000\n"
                + "cmd {\"id\":\"t1\",\"type\":\"accept-takeback\"}\n"
                + "wait 1000\nlift d7\nwait 300\nplace d5\nwait 200\npress black\n";
        String reinstate = "tc 300+2\nsetup startpos\nstart\n" + moves + "wait 500\n"
                + "cmd {\"id\":\"r1\",\"type\":\"reinstate\",\"ply\":1}\n"
                + "wait 1000\nlift e5\nwait 300\nplace e7\nwait 200\nlift c7\nwait 300\nplace c5\nwait 200\npress black\n";
        String promotion = "tc 300+2\nsetup fen 4k3/P7/8/8/8/8/8/4K3 w - - 0 1\nstart\n"
                + "wait 1000\nlift a7\nwait 300\nplace a8\nwait 200\npress white\n"
                + "wait 1000\nlift e8\nwait 300\nplace d7\nwait 200\npress black\n"
                + "cmd {\"id\":\"p1\",\"type\":\"correct-promotion\",\"ply\":1,\"piece\":\"rook\"}\n"
                + "wait 1000\nlift e1\nwait 300\nplace e2\nwait 200\npress white\n";
        PgnMemo memo = new PgnMemo();
        int notExtended = 0;
        for (String script : List.of(takeback, reinstate, promotion)) {
            notExtended += MemoFold.foldAndCompare(memo,
                    GameEvents.withMetadata(ScenarioEvents.playText(script, Map.of()), GameEvents.OPEN)).notExtended();
        }
        assertThat(notExtended).as("views whose moves did not extend the previous view's").isGreaterThanOrEqualTo(3);
    }

    @Test
    void aViewWhoseMovesDoNotReplayIsRefusedAndTheNextRenderingIsWhole() {
        List<Event> events = GameEvents.withMetadata(ScenarioEvents.play("takeback"), GameEvents.OPEN);
        PgnMemo memo = new PgnMemo();
        BoardView v = BoardViews.of(ScenarioEvents.BOARD_ID, events);
        assertThat(v.moves()).isNotEmpty();
        List<PlayedMove> moves = new ArrayList<>(v.moves());
        PlayedMove last = moves.get(moves.size() - 1);
        moves.add(new PlayedMove(last.ply() + 1, "Ka9", "a1a9", last.fenAfter(), null, null));
        BoardView broken = withMoves(v, moves);
        assertThatThrownBy(() -> GamePgn.render(broken)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> memo.render(broken)).isInstanceOf(IllegalArgumentException.class);
        assertThat(memo.render(v)).isEqualTo(GamePgn.render(v));
    }

    private static BoardView withMoves(BoardView v, List<PlayedMove> moves) {
        return new BoardView(v.boardId(), v.gameId(), v.metadata(), v.timeControl(), v.mode(), v.phase(), v.startFen(),
                v.fen(), v.ply(), moves, v.whiteMs(), v.blackMs(), v.running(), v.clockMonoMs(), v.irregularity(),
                v.result(), v.termination(), v.decidedBy(), v.lastSeq(), v.clockStatus());
    }

    private static String resource(String name) {
        try (InputStream in = PgnMemoIncrementalTest.class.getResourceAsStream(name)) {
            Objects.requireNonNull(in, name);
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
