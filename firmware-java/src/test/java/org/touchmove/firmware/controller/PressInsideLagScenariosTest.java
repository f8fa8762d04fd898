package org.touchmove.firmware.controller;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.touchmove.firmware.event.ClockCause;
import org.touchmove.firmware.event.ClockEvent;
import org.touchmove.firmware.event.DecidedBy;
import org.touchmove.firmware.event.Event;
import org.touchmove.firmware.event.IrregularityEvent;
import org.touchmove.firmware.event.MoveEvent;
import org.touchmove.firmware.event.ResultEvent;
import org.touchmove.firmware.rules.Color;
import org.touchmove.firmware.event.CompletedBy;

/**
 * Art. 6.2.1 with a fast hand: the player presses the clock as soon as the last piece touches its square, often
 * before the sensor has reported it (30 ms debounce here). Every move, also one that ends the game (Art. 5.1.1,
 * 5.2.1, 5.2.2, 9.6.1, 9.6.2) and every special move (castling, en passant, promotion), must be completed by a
 * press made before, at or after that report, within the press grace.
 *
 * <p>Times: the mover's clock runs from its last clock event. An ordinary move takes effect at the press (and gets
 * the 2 s increment); a move that ends the game ends it when made: at the press if that came before the board
 * reported the move, else at the report (the last change + 30 ms). The clock then stops, with no increment.
 */
class PressInsideLagScenariosTest {

    private static final long DEBOUNCE_MS = 30;
    /** Offsets of the press after the last change: before, at and after the sensor reports it, within the grace. */
    private static final long[] PRESS_AFTER_MS = {0, 5, 29, 30, 31, 60, 250};

    /**
     * @param history     moves before the final one, each {@code from-to}, played tidily and pressed
     * @param gesture     the final move's hand actions, 200 ms apart
     * @param termination the result's termination when the move ends the game, else null
     */
    record Case(String name, String fen, List<String> history, List<String> gesture, String uci, String san,
                String termination) {
        @Override
        public String toString() {
            return name;
        }
    }

    static Stream<Arguments> cases() {
        List<String> knightDance = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            knightDance.addAll(List.of("g1-f3", "g8-f6", "f3-g1", "f6-g8"));
        }
        List<String> fifteen = knightDance.subList(0, 15);
        List<Case> all = List.of(
                new Case("ordinary move", "startpos", List.of(), List.of("lift e2", "place e4"), "e2e4", "e4",
                        null),
                new Case("checkmate (fool's mate)", "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2",
                        List.of(), List.of("lift d8", "place h4"), "d8h4", "Qh4#", "checkmate"),
                new Case("stalemate", "7k/8/6K1/8/8/8/8/5Q2 w - - 0 1", List.of(), List.of("lift f1", "place f7"),
                        "f1f7", "Qf7", "stalemate"),
                new Case("dead position (king takes the knight, bishop alone is left)", "4k3/8/8/8/8/3b4/3n4/4K3 w - - 0 1", List.of(),
                        List.of("lift d2", "lift e1", "place d2"), "e1d2", "Kxd2", "dead-position"),
                new Case("fivefold repetition", "startpos", fifteen, List.of("lift f6", "place g8"), "f6g8", "Ng8",
                        "fivefold-repetition"),
                new Case("75 moves", "4k3/8/8/8/8/8/8/R3K3 w - - 149 100", List.of(), List.of("lift a1", "place a2"),
                        "a1a2", "Ra2", "seventy-five-moves"),
                new Case("castling king first", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", List.of(),
                        List.of("lift e1", "place g1", "lift h1", "place f1"), "e1g1", "O-O", null),
                new Case("castling long, rook last", "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", List.of(),
                        List.of("lift e8", "place c8", "lift a8", "place d8"), "e8c8", "O-O-O", null),
                new Case("en passant, victim first", "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2", List.of(),
                        List.of("lift d5", "lift e5", "place d6"), "e5d6", "exd6", null),
                new Case("promotion to a queen", "4k3/P7/8/8/8/8/8/4K3 w - - 0 1", List.of(),
                        List.of("lift a7", "place a8"), "a7a8q", "a8=Q+", null),
                new Case("promotion that mates", "k7/7P/1K6/8/8/8/8/8 w - - 0 1", List.of(),
                        List.of("lift h7", "place h8"), "h7h8q", "h8=Q#", "checkmate"));
        List<Arguments> args = new ArrayList<>();
        for (Case c : all) {
            for (long d : PRESS_AFTER_MS) {
                args.add(Arguments.of(c, d));
            }
        }
        return args.stream();
    }

    @ParameterizedTest(name = "{0}, press {1} ms after the last change")
    @MethodSource("cases")
    void thePressCompletesTheMove(Case c, long pressAfterMs) {
        StringBuilder script = new StringBuilder("tc 300+2\n");
        script.append(c.fen().equals("startpos") ? "setup startpos\n" : "setup fen " + c.fen() + "\n");
        script.append("start\nwait 1000\n");
        Color mover = c.fen().equals("startpos") || c.fen().contains(" w ") ? Color.WHITE : Color.BLACK;
        for (String m : c.history()) {
            String[] squares = m.split("-");
            script.append("lift ").append(squares[0]).append("\nwait 200\nplace ").append(squares[1])
                    .append("\nwait 200\npress ").append(mover.wireName()).append("\nwait 100\n");
            mover = mover.opposite();
        }
        for (int i = 0; i < c.gesture().size(); i++) {
            script.append(i == 0 ? "" : "wait 200\n").append(c.gesture().get(i)).append('\n');
        }
        script.append("wait ").append(pressAfterMs).append("\npress ").append(mover.wireName()).append("\nwait 3000\n");

        ScenarioRun run = ScenarioRun.playText(script.toString(), Map.of());
        String where = c + " pressed " + pressAfterMs + " ms after the last change:\n" + String.join("\n",
                run.projected());
        List<Event> events = run.events();
        assertThat(events).as(where).noneMatch(e -> e.body() instanceof IrregularityEvent);
        List<MoveEvent> moves = run.moves();
        assertThat(moves).as(where).hasSize(c.history().size() + 1);
        MoveEvent last = moves.get(moves.size() - 1);
        assertThat(last.uci()).as(where).isEqualTo(c.uci());
        assertThat(last.san()).as(where).isEqualTo(c.san());
        assertThat(last.completedBy()).as(where).isEqualTo(CompletedBy.CLOCK_PRESS);

        Event lastMoveEvent = events.stream().filter(e -> e.body() == last).findFirst().orElseThrow();
        long placedAt = lastMoveEvent.monoMs() - pressAfterMs; // the move event carries the press time
        // The mover's clock runs from the last clock event before the move (the start or the opponent's press).
        Event lastClock = events.stream().filter(e -> e.seq() < lastMoveEvent.seq() && e.body() instanceof ClockEvent
                && ((ClockEvent) e.body()).cause() != ClockCause.TICK).reduce((a, b) -> b).orElseThrow();
        ClockEvent before = (ClockEvent) lastClock.body();
        assertThat(before.running()).as(where).isEqualTo(mover);
        long moverMsBefore = mover == Color.WHITE ? before.whiteMs() : before.blackMs();
        boolean endsGame = c.termination() != null;
        long takesEffectAt = placedAt + (endsGame ? Math.min(pressAfterMs, DEBOUNCE_MS) : pressAfterMs);
        long expectedMoverMs = moverMsBefore - (takesEffectAt - lastClock.monoMs()) + (endsGame ? 0 : 2000);
        long moverMs = mover == Color.WHITE ? last.whiteMs() : last.blackMs();
        assertThat(moverMs).as(where).isEqualTo(expectedMoverMs);

        List<ResultEvent> results = events.stream().filter(e -> e.body() instanceof ResultEvent)
                .map(e -> (ResultEvent) e.body()).toList();
        List<ClockEvent> clocks = events.stream().filter(e -> e.seq() > lastMoveEvent.seq()
                && e.body() instanceof ClockEvent).map(e -> (ClockEvent) e.body()).toList();
        if (endsGame) {
            assertThat(results).as(where).hasSize(1);
            assertThat(results.get(0).termination().wireName()).as(where).isEqualTo(c.termination());
            assertThat(results.get(0).decidedBy()).as(where).isEqualTo(DecidedBy.RULES);
            // The clock stopped with the move and never ran again: no tick, no flag after the end.
            assertThat(clocks).as(where).hasSize(1);
            assertThat(clocks.get(0).cause()).as(where).isEqualTo(ClockCause.STOP);
            assertThat(clocks.get(0).running()).as(where).isNull();
        } else {
            assertThat(results).as(where).isEmpty();
            assertThat(clocks.get(0).cause()).as(where).isEqualTo(ClockCause.PRESS);
            assertThat(clocks.get(0).running()).as(where).isEqualTo(mover.opposite());
        }
    }
}
