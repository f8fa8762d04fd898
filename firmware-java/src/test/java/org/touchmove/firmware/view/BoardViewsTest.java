package org.touchmove.firmware.view;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.touchmove.firmware.controller.ScenarioEvents;
import org.touchmove.firmware.event.ClockEvent;
import org.touchmove.firmware.event.DecidedBy;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.IrregularityEvent;
import org.touchmove.firmware.event.IrregularityKind;
import org.touchmove.firmware.event.MoveEvent;
import org.touchmove.firmware.event.PositionEvent;
import org.touchmove.firmware.rules.Color;
import org.touchmove.firmware.rules.Position;
import org.touchmove.firmware.rules.Result;
import org.touchmove.firmware.rules.Termination;
import org.touchmove.firmware.event.CompletedBy;

/**
 * The state view folded from the events real scenario scripts make the whole controller publish (virtual time):
 * moves, times, phases, irregularities opened and closed, takebacks, results, and de-duplication by seq.
 */
class BoardViewsTest {

    private static final String BOARD = ScenarioEvents.BOARD_ID;
    private static final String START = Position.START_FEN;
    private static final String AFTER_E4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";

    /** The view after every event, in order. */
    private static List<BoardView> views(List<Event> events) {
        List<BoardView> out = new ArrayList<>();
        BoardView v = BoardViews.empty(BOARD);
        for (Event e : events) {
            v = BoardViews.apply(v, e);
            out.add(v);
        }
        return out;
    }

    /** The phases the view went through, repeats collapsed. */
    private static List<Phase> phases(List<Event> events) {
        List<Phase> out = new ArrayList<>();
        for (BoardView v : views(events)) {
            if (out.isEmpty() || out.get(out.size() - 1) != v.phase()) {
                out.add(v.phase());
            }
        }
        return out;
    }

    private static int indexOf(List<Event> events, Class<?> body, int nth) {
        int seen = 0;
        for (int i = 0; i < events.size(); i++) {
            if (body.isInstance(events.get(i).body()) && seen++ == nth) {
                return i;
            }
        }
        throw new AssertionError("no " + body.getSimpleName() + " #" + nth);
    }

    private static int indexOfClock(List<Event> events, String cause) {
        for (int i = 0; i < events.size(); i++) {
            if (events.get(i).body() instanceof ClockEvent c && c.cause().wireName().equals(cause)) {
                return i;
            }
        }
        throw new AssertionError("no clock event " + cause);
    }

    @Test
    void anEmptyBoardWaitsWithoutAGame() {
        BoardView v = BoardViews.empty("b7");
        assertThat(v.phase()).isEqualTo(Phase.WAITING);
        assertThat(v.gameId()).isNull();
        assertThat(v.moves()).isEmpty();
        assertThat(v.lastSeq()).isZero();
    }

    @Test
    void pauseAndResumeMoveThePhaseAndTheClock() {
        List<Event> events = ScenarioEvents.play("pause-resume");
        assertThat(phases(events)).containsExactly(Phase.WAITING, Phase.RUNNING, Phase.PAUSED, Phase.RUNNING);
        BoardView paused = views(events).get(indexOfClock(events, "pause"));
        assertThat(paused.phase()).isEqualTo(Phase.PAUSED);
        assertThat(paused.clockStatus()).isEqualTo(ClockStatus.PAUSED);
        assertThat(paused.running()).isNull();
        assertThat(paused.whiteMs()).isEqualTo(299_000L); // Art. 6.11.1: White used 1000 ms before the pause
        assertThat(paused.clockMonoMs()).isEqualTo(1000L);
        BoardView last = BoardViews.of(BOARD, events);
        // The move event and the view agree on the times; the last clock event set the running side.
        MoveEvent e4 = (MoveEvent) events.get(indexOf(events, MoveEvent.class, 0)).body();
        assertThat(last.moves()).extracting(PlayedMove::uci, PlayedMove::whiteMs, PlayedMove::blackMs)
                .containsExactly(tuple("e2e4", e4.whiteMs(), e4.blackMs()));
        assertThat(e4.whiteMs()).isEqualTo(297_500L);
        assertThat(last.running()).isEqualTo(Color.BLACK);
    }

    @Test
    void aFlagFinishesTheGameWithTheResultOnTime() {
        List<Event> events = ScenarioEvents.play("flag-fall");
        BoardView v = BoardViews.of(BOARD, events);
        assertThat(v.phase()).isEqualTo(Phase.FINISHED);
        assertThat(v.result()).isEqualTo(Result.WHITE_WINS);
        assertThat(v.termination()).isEqualTo(Termination.TIME_FORFEIT);
        assertThat(v.decidedBy()).isEqualTo(DecidedBy.CLOCK);
        assertThat(v.clockStatus()).isEqualTo(ClockStatus.FLAGGED);
        assertThat(v.blackMs()).isZero();
        assertThat(v.whiteMs()).isEqualTo(7_863L);
        assertThat(v.clockMonoMs()).isEqualTo(12_137L); // the exact millisecond the flag fell
        // The flag alone already finishes the view, before the result event arrives.
        BoardView atFlag = views(events).get(indexOf(events, org.touchmove.firmware.event.FlagEvent.class, 0));
        assertThat(atFlag.phase()).isEqualTo(Phase.FINISHED);
        assertThat(atFlag.result()).isEqualTo(Result.WHITE_WINS);
        assertThat(phases(events)).containsExactly(Phase.WAITING, Phase.RUNNING, Phase.FINISHED);
    }

    @Test
    void anIllegalMoveHoldsTheGameUntilThePositionIsRestored() {
        List<Event> events = ScenarioEvents.play("illegal-move-standard");
        assertThat(phases(events)).containsExactly(Phase.WAITING, Phase.RUNNING, Phase.IRREGULARITY_PENDING,
                Phase.RUNNING);
        int at = indexOf(events, IrregularityEvent.class, 0);
        BoardView pending = views(events).get(at);
        assertThat(pending.irregularity()).isEqualTo(new OpenIrregularity(IrregularityKind.ILLEGAL_MOVE, "7.5.1",
                ((IrregularityEvent) events.get(at).body()).detail(), "black", 1, events.get(at).seq()));
        // The penalty clock event (Art. 7.5.5: two minutes to White) keeps the irregularity open.
        BoardView penalised = views(events).get(at + 1);
        assertThat(penalised.phase()).isEqualTo(Phase.IRREGULARITY_PENDING);
        assertThat(penalised.whiteMs()).isEqualTo(5_548_500L);
        BoardView restored = views(events).get(indexOf(events, PositionEvent.class, 1));
        assertThat(restored.irregularity()).isNull();
        assertThat(restored.phase()).isEqualTo(Phase.RUNNING);
        assertThat(restored.fen()).isEqualTo(AFTER_E4);
        BoardView last = BoardViews.of(BOARD, events);
        assertThat(last.moves()).extracting(PlayedMove::san).containsExactly("e4", "e5");
        assertThat(last.ply()).isEqualTo(2);
    }

    @Test
    void anIrregularityDuringAPauseReturnsToThePause() {
        List<Event> events = new ArrayList<>(ScenarioEvents.play("pause-resume"));
        // Cut the run at the pause, then a displaced board is reported and restored while paused.
        List<Event> untilPause = new ArrayList<>(events.subList(0, indexOfClock(events, "pause") + 1));
        Event pause = untilPause.get(untilPause.size() - 1);
        untilPause.add(new Event(BOARD, pause.gameId(), pause.seq() + 1, pause.ts(), pause.monoMs() + 10,
                new IrregularityEvent(IrregularityKind.DISPLACED_PIECES, "7.4", "a2 a3", Color.WHITE, 0)));
        untilPause.add(new Event(BOARD, pause.gameId(), pause.seq() + 2, pause.ts(), pause.monoMs() + 20,
                new PositionEvent(START, 0)));
        assertThat(phases(untilPause)).containsExactly(Phase.WAITING, Phase.RUNNING, Phase.PAUSED,
                Phase.IRREGULARITY_PENDING, Phase.PAUSED);
    }

    @Test
    void evidenceOnlyIrregularitiesNeverHoldTheGame() {
        for (String scenario : List.of("touch-move", "castling-rook-first", "press-without-move")) {
            List<Event> events = ScenarioEvents.play(scenario);
            assertThat(events).as(scenario).anyMatch(e -> e.body() instanceof IrregularityEvent);
            assertThat(phases(events)).as(scenario).containsExactly(Phase.WAITING, Phase.RUNNING);
            assertThat(views(events)).as(scenario).allMatch(v -> v.irregularity() == null);
        }
    }

    @Test
    void anAmbiguousBoardIsPendingUntilTheMoveIsRecorded() {
        List<Event> events = ScenarioEvents.play("capture-ambiguous");
        BoardView pending = views(events).get(indexOf(events, IrregularityEvent.class, 0));
        assertThat(pending.phase()).isEqualTo(Phase.IRREGULARITY_PENDING);
        assertThat(pending.irregularity().kind()).isEqualTo(IrregularityKind.AMBIGUOUS_MOVE);
        assertThat(pending.irregularity().article()).isNull();
        BoardView moved = views(events).get(indexOf(events, MoveEvent.class, 0));
        assertThat(moved.irregularity()).isNull();
        assertThat(moved.phase()).isEqualTo(Phase.RUNNING);
        assertThat(moved.moves()).extracting(PlayedMove::san).containsExactly("Rxd7");
    }

    @Test
    void aTournamentTakebackIsPendingAndTheCompletedMovesStand() {
        List<Event> events = ScenarioEvents.play("takeback");
        assertThat(phases(events)).containsExactly(Phase.RUNNING, Phase.IRREGULARITY_PENDING, Phase.RUNNING);
        BoardView pending = views(events).get(indexOf(events, IrregularityEvent.class, 0));
        assertThat(pending.irregularity().kind()).isEqualTo(IrregularityKind.TAKEBACK);
        assertThat(pending.irregularity().side()).isEqualTo("black");
        BoardView last = BoardViews.of(BOARD, events);
        assertThat(last.moves()).extracting(PlayedMove::uci).containsExactly("e2e4", "e7e5");
        assertThat(last.ply()).isEqualTo(2);
    }

    @Test
    void aCasualTakebackTruncatesTheMovesAndTheGameGoesOn() {
        List<Event> events = ScenarioEvents.play("takeback-casual-clock", Map.of("game.mode", "casual"));
        BoardView takenBack = views(events).get(indexOf(events, PositionEvent.class, 1));
        assertThat(takenBack.moves()).isEmpty();
        assertThat(takenBack.ply()).isZero();
        assertThat(takenBack.fen()).isEqualTo(START);
        BoardView last = BoardViews.of(BOARD, events);
        assertThat(last.moves()).extracting(PlayedMove::ply, PlayedMove::uci, PlayedMove::whiteMs)
                .containsExactly(tuple(1, "d2d4", 297_530L));
        assertThat(last.whiteMs()).isEqualTo(297_530L);
        assertThat(last.blackMs()).isEqualTo(297_170L);
        assertThat(last.phase()).isEqualTo(Phase.RUNNING);
    }

    @Test
    void aTakebackOfTwoPliesToTheStartEmptiesTheMoveList() {
        List<Event> events = ScenarioEvents.play("takeback-two-plies", Map.of("game.mode", "casual"));
        BoardView takenBack = views(events).get(indexOf(events, PositionEvent.class, 1));
        assertThat(takenBack.moves()).isEmpty();
        assertThat(BoardViews.of(BOARD, events).moves()).extracting(PlayedMove::uci).containsExactly("d2d4");
    }

    @Test
    void automaticEndsFinishTheGameByTheRules() {
        BoardView v = BoardViews.of(BOARD, ScenarioEvents.play("fivefold-repetition"));
        assertThat(v.phase()).isEqualTo(Phase.FINISHED);
        assertThat(v.result()).isEqualTo(Result.DRAW);
        assertThat(v.termination()).isEqualTo(Termination.FIVEFOLD_REPETITION);
        assertThat(v.decidedBy()).isEqualTo(DecidedBy.RULES);
        assertThat(v.moves()).hasSize(16);
        assertThat(v.clockStatus()).isEqualTo(ClockStatus.STOPPED);
        assertThat(v.running()).isNull();
    }

    @Test
    void aResultGestureIsDecidedByTheGesture() {
        BoardView v = BoardViews.of(BOARD, ScenarioEvents.play("result-gesture-black-wins"));
        assertThat(v.result()).isEqualTo(Result.BLACK_WINS);
        assertThat(v.termination()).isEqualTo(Termination.RESIGNATION);
        assertThat(v.decidedBy()).isEqualTo(DecidedBy.RESULT_GESTURE);
        assertThat(v.phase()).isEqualTo(Phase.FINISHED);
    }

    @Test
    void aNewGameStartsAFreshView() {
        List<Event> events = ScenarioEvents.play("time-control-changes-between-games");
        List<String> gameIds = events.stream().map(Event::gameId).distinct().toList();
        assertThat(gameIds).hasSize(2);
        BoardView firstGame = views(events).get(indexOf(events, MoveEvent.class, 0));
        assertThat(firstGame.timeControl()).isEqualTo("-");
        assertThat(firstGame.clockStatus()).isNull();
        assertThat(firstGame.phase()).isEqualTo(Phase.RUNNING); // no clock to start: under way once set up
        BoardView v = BoardViews.of(BOARD, events);
        assertThat(v.gameId()).isEqualTo(gameIds.get(1));
        assertThat(v.timeControl()).isEqualTo("300");
        assertThat(v.moves()).extracting(PlayedMove::uci).containsExactly("e2e4");
        assertThat(v.moves().get(0).whiteMs()).isEqualTo(296_700L);
        assertThat(v.startFen()).isEqualTo(START);
        BoardView waiting = views(events).get(indexOf(events, PositionEvent.class, 1));
        assertThat(waiting.phase()).isEqualTo(Phase.WAITING); // the second game's clock not yet started
        assertThat(waiting.moves()).isEmpty();
        assertThat(waiting.whiteMs()).isNull();
    }

    @Test
    void theViewAgreesWithTheControllerInEveryScenario() {
        for (String name : ScenarioNames.all()) {
            ScenarioEvents.Played played = ScenarioEvents.playRecorded(name);
            BoardView v = BoardViews.of(BOARD, played.events());
            assertThat(v.moves()).as(name).extracting(PlayedMove::uci).isEqualTo(played.recordedUci());
            assertThat(v.fen()).as(name).isEqualTo(played.fen());
            assertThat(v.ply()).as(name).isEqualTo(played.recordedUci().size());
            assertThat(v.lastSeq()).as(name).isEqualTo(played.events().get(played.events().size() - 1).seq());
        }
    }

    @Test
    void foldingTheSameEventsTwiceOrWithDuplicatesGivesTheSameView() {
        for (String name : List.of("illegal-move-standard", "takeback-casual-clock", "flag-fall", "promotion-choice")) {
            List<Event> events = ScenarioEvents.play(name);
            BoardView once = BoardViews.of(BOARD, events);
            List<Event> twice = new ArrayList<>(events);
            twice.addAll(events);
            assertThat(BoardViews.of(BOARD, twice)).as(name).isEqualTo(once);
            // Every event followed by a repeat of some event already seen (a replay overlapping the live stream).
            Random random = new Random(name.hashCode());
            List<Event> withRepeats = new ArrayList<>();
            for (int i = 0; i < events.size(); i++) {
                withRepeats.add(events.get(i));
                withRepeats.add(events.get(random.nextInt(i + 1)));
            }
            assertThat(BoardViews.of(BOARD, withRepeats)).as(name).isEqualTo(once);
            // Folding a view with all its events again changes nothing either.
            assertThat(BoardViews.applyAll(once, events)).as(name).isSameAs(once);
        }
    }

    @Test
    void anotherGamesEventMovesOnlyTheSeq() {
        List<Event> events = ScenarioEvents.play("press-completes-move");
        BoardView v = BoardViews.of(BOARD, events);
        Event last = events.get(events.size() - 1);
        Event stray = new Event(BOARD, "another-game", last.seq() + 1, last.ts(), last.monoMs(),
                new MoveEvent(9, "e4", "e2e4", AFTER_E4, 1L, 2L, Color.WHITE, 5, CompletedBy.CLOCK_PRESS));
        BoardView after = BoardViews.apply(v, stray);
        assertThat(after.lastSeq()).isEqualTo(stray.seq());
        assertThat(after).usingRecursiveComparison().ignoringFields("lastSeq").isEqualTo(v);
    }

    @Test
    void anotherBoardsEventIsRefusedNamingBothBoards() {
        Event e = ScenarioEvents.play("press-completes-move").get(0);
        Event foreign = new Event("board-9", e.gameId(), e.seq(), e.ts(), e.monoMs(), e.body());
        assertThatThrownBy(() -> BoardViews.apply(BoardViews.empty(BOARD), foreign))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("board-9").hasMessageContaining(BOARD);
    }
}
